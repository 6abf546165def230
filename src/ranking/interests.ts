/**
 * A reader's interests, read from the posts they liked and wrote: the terms and word pairs those
 * posts share, by the ranking's own text analysis (the terms of analysis.ts: folded, segmented,
 * stemmed, stopwords left out), so a profile and a candidate meet exactly where a query and a
 * post would. Pure: no I/O here; what is read, kept and for how long is in docs/security.md.
 *
 * Two steps. `readInterests` counts what the reader's posts hold (what a session may cache: no
 * text, no ids, a few dozen terms). `weighInterests` weighs those counts against the candidates
 * of one feed, as search weighs a query against its results: a term every candidate holds says
 * little about which of them the reader wants.
 */
import type { SourcedPost } from '../domain/post'
import type { AnalyzedPost, CorpusStats } from './analysis'
import { mainLanguagesOf } from './profiles/relevance'
import { foldText, readWords } from './text/analyze'
import { isStopword, languageOf, stemOf, termOfWord } from './text/terms'
import type { Word } from './text/words'
import { threadParts } from './threads'

/** One interest term as counted in the reader's posts. */
export interface CountedTerm {
  /** The term, as analysis writes it (a stem). */
  term: string
  /** The word the reader's posts write it as most often: what a person is shown. */
  label: string
  /** How many of the reader's posts hold it (a post of their own counts OWN_POST_WEIGHT). */
  support: number
}

/** Two words the reader's posts hold in a row, in several of them. */
export interface CountedPhrase {
  words: [string, string]
  support: number
}

/** What the reader's likes and posts say, before any candidate is seen. */
export interface InterestCounts {
  /** The liked posts and own posts read. */
  likes: number
  ownPosts: number
  /** Strongest first (support × rarity in the background corpus), at most COUNTED_TERMS. */
  terms: CountedTerm[]
  phrases: CountedPhrase[]
  /** The languages the reader reads, from what they liked and wrote (ISO 639-1). */
  languages: string[]
}

/** A weighed interest, for ranking and for showing. */
export interface Interest {
  term: string
  label: string
  /** Its weight in this feed, over the strongest interest's (0..1]. */
  weight: number
}

/** The reader's interests, weighed against the candidates of one feed. */
export interface Interests {
  /** Strongest first, at most PROFILE_TERMS. */
  top: readonly Interest[]
  /** Each term's weight in absolute units (what a post's match sums). */
  weights: ReadonlyMap<string, number>
  labels: ReadonlyMap<string, string>
  phrases: readonly (readonly [string, string])[]
  languages: ReadonlySet<string>
}

/** A post of the reader's own says more of them than one they liked. */
export const OWN_POST_WEIGHT = 2
/** Counted terms kept in the counts (and a session's cache). */
export const COUNTED_TERMS = 60
/**
 * Terms kept in a feed's profile. A like is one post: the profile keeps the words of single likes
 * too, where they are rare enough (MIN_LIFT), and interest feedback (refined) finds the rest.
 */
export const PROFILE_TERMS = 60
/** Word pairs kept. */
export const COUNTED_PHRASES = 12
/**
 * A term is an interest only when the reader's posts hold it this many times as often as the
 * background corpus does: "new" and "one" are in everyone's likes.
 */
export const MIN_LIFT = 4

/** A term that can name an interest: no number, no fragment of one letter. */
function isInterestTerm(term: string): boolean {
  return term.length > 1 && !/^[\p{N}\p{P}\p{S}]+$/u.test(term)
}

function backgroundIdf(stats: CorpusStats, term: string): number {
  return Math.log((stats.documentCount + 1) / ((stats.documentFrequency.get(term) ?? 0) + 1))
}

function byWeightThenText<T extends { term: string }>(weight: (entry: T) => number) {
  return (a: T, b: T) => weight(b) - weight(a) || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0)
}

/**
 * A post of the reader's as the profile reads it: its words and each word's term (null for a
 * stopword or a mention), by the same analysis as a candidate's, without what only a candidate
 * needs (signals, fingerprints).
 */
export interface ReadPost {
  lang: string
  words: readonly string[]
  terms: readonly (string | null)[]
}

/** The reader's posts read (their likes, their own posts), as `analyzePosts` reads a text. */
export function readPosts(list: readonly SourcedPost[]): ReadPost[] {
  const read = readWords(list.map(({ post }) => post.text))
  return list.map(({ post, facts }, index) => {
    const language = languageOf(post.lang)
    const mentioned = facts.mentions.length > 0 ? new Set(facts.mentions.map(foldText)) : null
    const entries = read[index] as Word[]
    const words: string[] = []
    const terms: (string | null)[] = []
    for (const word of entries) {
      words.push(word.text)
      terms.push(mentioned?.has(word.text) ? null : (termOfWord(word, language)?.text ?? null))
    }
    return { lang: post.lang, words, terms }
  })
}

/** An analysed post (the seed's) as the profile reads it. */
export function readAnalyzed(post: AnalyzedPost): ReadPost {
  const mentioned = new Set(post.mentions)
  return {
    lang: post.post.lang,
    words: post.words,
    terms: post.words.map((word) =>
      mentioned.has(word) || isStopword(word, post.language) ? null : stemOf(word, post.language),
    ),
  }
}

/**
 * Counts the interest terms and word pairs of the reader's liked posts and own posts. `stats`
 * is the background corpus, which orders the terms when there are more than COUNTED_TERMS.
 */
export function readInterests(
  liked: readonly ReadPost[],
  own: readonly ReadPost[],
  stats: CorpusStats,
): InterestCounts {
  // Two passes: the terms counted first, then the spellings and word pairs of the terms kept
  // only, which are few.
  const support = new Map<string, number>()
  /** The last post that counted a term or a pair: each counts once a post. */
  const countedIn = new Map<string, number>()
  const interesting = new Map<string, boolean>()
  const isInterest = (term: string) => {
    let is = interesting.get(term)
    if (is === undefined) {
      is = isInterestTerm(term)
      interesting.set(term, is)
    }
    return is
  }
  const all = [
    ...liked.map((post) => ({ post, weight: 1 })),
    ...own.map((post) => ({ post, weight: OWN_POST_WEIGHT })),
  ]
  let postNumber = 0
  for (const { post, weight } of all) {
    postNumber++
    for (const term of post.terms) {
      if (term === null || countedIn.get(term) === postNumber || !isInterest(term)) continue
      countedIn.set(term, postNumber)
      support.set(term, (support.get(term) ?? 0) + weight)
    }
  }
  const weightedPosts = liked.length + own.length * OWN_POST_WEIGHT
  const lift = (term: string, count: number) =>
    count /
    Math.max(1, weightedPosts) /
    (((stats.documentFrequency.get(term) ?? 0) + 1) / (stats.documentCount + 1))
  // Each term's strength worked out once, not in every comparison of the sort.
  const strong: { term: string; count: number; strength: number }[] = []
  for (const [term, count] of support) {
    if (lift(term, count) < MIN_LIFT) continue
    strong.push({ term, count, strength: count * backgroundIdf(stats, term) })
  }
  const kept = strong
    .sort((a, b) => b.strength - a.strength || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0))
    .slice(0, COUNTED_TERMS)
    .map(({ term, count }): [string, number] => [term, count])
  const keptTerms = new Set(kept.map(([term]) => term))
  const spellings = new Map<string, Map<string, number>>()
  const pairs = new Map<string, { words: [string, string]; support: number }>()
  const pairCountedIn = new Map<string, number>()
  postNumber = 0
  for (const { post, weight } of all) {
    postNumber++
    let previous: string | null = null
    for (let index = 0; index < post.words.length; index++) {
      const term = post.terms[index] ?? null
      if (term === null || !keptTerms.has(term)) {
        previous = null
        continue
      }
      const word = post.words[index] as string
      let forms = spellings.get(term)
      if (!forms) {
        forms = new Map()
        spellings.set(term, forms)
      }
      forms.set(word, (forms.get(word) ?? 0) + weight)
      if (previous !== null) {
        const key = `${previous} ${word}`
        if (pairCountedIn.get(key) !== postNumber) {
          pairCountedIn.set(key, postNumber)
          const pair = pairs.get(key)
          if (pair) pair.support += weight
          else pairs.set(key, { words: [previous, word], support: weight })
        }
      }
      previous = word
    }
  }
  const label = (term: string) => {
    let best = term
    let most = 0
    for (const [word, count] of spellings.get(term) ?? []) {
      if (count > most || (count === most && (word.length < best.length || word < best))) {
        best = word
        most = count
      }
    }
    return best
  }
  const terms = kept.map(
    ([term, count]): CountedTerm => ({ term, label: label(term), support: count }),
  )
  const phrases = [...pairs.values()]
    .filter((pair) => pair.support >= 2)
    .sort((a, b) => b.support - a.support || (a.words.join(' ') < b.words.join(' ') ? -1 : 1))
    .slice(0, COUNTED_PHRASES)
  return {
    likes: liked.length,
    ownPosts: own.length,
    terms,
    phrases,
    languages: [...mainLanguagesOf([...liked, ...own].map((post) => post.lang))].sort(),
  }
}

/**
 * The counts weighed against a feed's candidates: a term's weight is its share of the reader's
 * posts times its inverse document frequency over the candidates and the background corpus
 * together (the candidates alone are too few to say what is rare, the background alone is about
 * something else). The PROFILE_TERMS heaviest are the profile.
 */
export function weighInterests(
  counts: InterestCounts,
  candidates: readonly AnalyzedPost[],
  stats: CorpusStats,
): Interests {
  const posts = Math.max(1, counts.likes + counts.ownPosts * OWN_POST_WEIGHT)
  const wanted = new Set(counts.terms.map((entry) => entry.term))
  const held = new Map<string, number>()
  for (const post of candidates) {
    for (const { text } of post.termEntries) {
      if (wanted.has(text)) held.set(text, (held.get(text) ?? 0) + 1)
    }
  }
  const total = candidates.length + stats.documentCount + 1
  const weighed = counts.terms
    .map((entry) => {
      const frequency = (held.get(entry.term) ?? 0) + (stats.documentFrequency.get(entry.term) ?? 0)
      return { ...entry, absolute: (entry.support / posts) * Math.log(total / (frequency + 1)) }
    })
    .filter((entry) => entry.absolute > 0)
    .sort(byWeightThenText((entry) => entry.absolute))
    .slice(0, PROFILE_TERMS)
  const strongest = weighed[0]?.absolute ?? 1
  return {
    top: weighed.map((entry) => ({
      term: entry.term,
      label: entry.label,
      weight: Math.round((entry.absolute / strongest) * 1000) / 1000,
    })),
    weights: new Map(weighed.map((entry) => [entry.term, entry.absolute])),
    labels: new Map(weighed.map((entry) => [entry.term, entry.label])),
    phrases: counts.phrases.map((phrase) => phrase.words),
    languages: new Set(counts.languages),
  }
}

/** The weight of the reader's interests a post holds (0 when none). */
export function interestMatch(post: AnalyzedPost, interests: Interests): number {
  // termEntries are the post's terms each once, as termSet's (without making the Set).
  let sum = 0
  for (const { text } of post.termEntries) sum += interests.weights.get(text) ?? 0
  return sum
}

/** How many of the reader's word pairs a post holds in a row. */
export function interestPhrases(post: AnalyzedPost, interests: Interests): number {
  let found = 0
  const words = post.words
  for (const [first, second] of interests.phrases) {
    for (let at = 0; at + 1 < words.length; at++) {
      if (words[at] === first && words[at + 1] === second) {
        found++
        break
      }
    }
  }
  return found
}

/** The interests a post holds, as a person is shown them, strongest first. */
export function matchedInterests(post: AnalyzedPost, interests: Interests, most = 5): string[] {
  const found: Interest[] = []
  for (const interest of interests.top) if (post.termSet.has(interest.term)) found.push(interest)
  return found.slice(0, most).map((interest) => interest.label)
}

/**
 * The interests each post of a personalised feed is shown as holding, by id, for `posts` (a
 * list's context): its own; with `threads` (refined, which reads a thread as one post), for a
 * later part of an author's thread that holds none, those of the thread's first post, by which
 * it is ranked.
 */
export function shownInterests(
  posts: readonly AnalyzedPost[],
  interests: Interests,
  { threads }: { threads: boolean },
): Map<string, string[]> {
  const shown = new Map<string, string[]>()
  for (const post of posts) shown.set(post.post.id, matchedInterests(post, interests))
  if (!threads) return shown
  for (const [part, first] of threadParts(posts)) {
    const id = (posts[part] as AnalyzedPost).post.id
    if ((shown.get(id) as string[]).length > 0) continue
    shown.set(id, shown.get((posts[first] as AnalyzedPost).post.id) as string[])
  }
  return shown
}

/** How many of the reader's strongest interests the out-of-network search asks for. */
export const SEARCH_TERMS = 4

/** A word X's search reads as itself: no operator, nothing to quote. */
function searchable(word: string): boolean {
  return /^[\p{L}\p{M}\p{N}_]+$/u.test(word) && !/^(?:or|and)$/i.test(word)
}

/**
 * The recent search that finds posts for the reader outside their network, in X's query
 * language: any of their strongest interests (as they write them), no reposts, not their own
 * posts, in the languages they read. Null when they have no interest to search for.
 */
export function interestQuery(counts: InterestCounts, username: string | null): string | null {
  const words: string[] = []
  for (const { label } of counts.terms) {
    if (words.length === SEARCH_TERMS) break
    if (searchable(label) && !words.includes(label)) words.push(label)
  }
  if (words.length === 0) return null
  const any = words.length === 1 ? (words[0] as string) : `(${words.join(' OR ')})`
  const parts = [any, '-is:retweet']
  if (username && /^[A-Za-z0-9_]{1,15}$/.test(username)) parts.push(`-from:${username}`)
  const languages = counts.languages.filter((lang) => /^[a-z]{2}$/.test(lang))
  if (languages.length === 1) parts.push(`lang:${languages[0]}`)
  else if (languages.length > 1) parts.push(`(${languages.map((l) => `lang:${l}`).join(' OR ')})`)
  return parts.join(' ')
}
