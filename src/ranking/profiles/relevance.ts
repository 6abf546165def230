/**
 * What refined takes from the query and the list to judge a post's relevance: how much of the
 * query it covers, how much it shares the vocabulary the list is about (pseudo-relevance
 * feedback), and whether it is in a language of the list. Pure: no I/O here.
 */
import type { AnalyzedPost, CorpusStats } from '../analysis'
import type { Concepts } from '../query/concepts'
import { isStopword, type Language, stemOf } from '../text/terms'
import { newCount, type Term } from '../text/words'

/** A concept's words as a post of one language is searched for them. */
interface Sought {
  /** Its words that say something (stopwords left out, unless that leaves none). */
  words: readonly string[]
  /** Their stems, as the language's stemmer writes them, in the same order. */
  stems: readonly string[]
}

/**
 * Each concept's words as sought in each language, by the language's slot: they depend on the
 * language only, so they are worked out once per concept and language, not once per post.
 */
const soughtByConcept = new WeakMap<readonly string[], Sought[]>()

function sought(words: readonly string[], language: Language): Sought {
  let bySlot = soughtByConcept.get(words)
  if (bySlot === undefined) {
    bySlot = []
    soughtByConcept.set(words, bySlot)
  }
  let found = bySlot[language.slot]
  if (found === undefined) {
    const content = words.filter((word) => !isStopword(word, language))
    const kept = content.length > 0 ? content : words
    found = { words: kept, stems: kept.map((word) => stemOf(word, language)) }
    bySlot[language.slot] = found
  }
  return found
}

/** Whether the post holds a word, as its term (`stem`, the word's) or as it is. */
function hasWord(post: AnalyzedPost, word: string, stem: string): boolean {
  // termEntries are the post's terms each once (termSet's): a look through a post's few terms
  // costs less than making the Set of them.
  for (const term of post.termEntries) if (term.text === stem) return true
  return post.words.includes(word)
}

/**
 * How much of the query a post covers, 0..1. A concept of several words (a phrase, a hashtag
 * of two words) counts by the share of its words present; an AND counts its concepts, each
 * weighted by how many of the list's posts hold it (conceptWeights), squared, so posts with
 * every concept beat posts with one; an OR counts its best branch. A hashtag is its word: tagging a word adds
 * nothing to having it.
 */
export function coverage(
  concepts: Concepts,
  post: AnalyzedPost,
  weightOf: (concept: Concepts) => number,
): number {
  switch (concepts.kind) {
    case 'words': {
      const { words, stems } = sought(concepts.words, post.language)
      let found = 0
      for (let at = 0; at < words.length; at++) {
        if (hasWord(post, words[at] as string, stems[at] as string)) found++
      }
      return found / words.length
    }
    case 'any': {
      let best = Number.NEGATIVE_INFINITY
      for (const child of concepts.children) {
        best = Math.max(best, coverage(child, post, weightOf))
      }
      return best
    }
    case 'all': {
      let total = 0
      let covered = 0
      for (const child of concepts.children) {
        const weight = weightOf(child)
        total += weight
        covered += weight * coverage(child, post, weightOf)
      }
      return (covered / total) ** 2
    }
  }
}

/** Every concept weighs the same. */
const evenly = () => 1

/**
 * Each concept's weight, between ½ and 1: the share of the list's posts that hold it. The words
 * most of the candidates share are the query's subject (they were retrieved for it), so a word
 * few of them hold, however rare elsewhere, never outweighs it.
 */
export function conceptWeights(posts: readonly AnalyzedPost[]): (concept: Concepts) => number {
  const weights = new Map<Concepts, number>()
  return (concept) => {
    let weight = weights.get(concept)
    if (weight === undefined) {
      let holding = 0
      for (const post of posts) if (coverage(concept, post, evenly) === 1) holding++
      weight = 0.5 + 0.5 * (posts.length > 0 ? holding / posts.length : 1)
      weights.set(concept, weight)
    }
    return weight
  }
}

/** A term that can say what a list is about: not a number, not a fragment of one or two letters. */
function isTopicTerm(term: string): boolean {
  return term.length > 1
}

/** Fewer posts than this say nothing reliable about what a list is about. */
const MIN_POSTS_FOR_FEEDBACK = 4

/** The query's words as the stemmer of each language of `posts` writes them. */
function stemsIn(posts: readonly AnalyzedPost[], queryWords: readonly string[]): Set<string> {
  const stems = new Set<string>()
  const languages = new Set(posts.map((post) => post.language))
  for (const language of languages) for (const word of queryWords) stems.add(stemOf(word, language))
  return stems
}

/**
 * The definition of topicality. Pseudo-relevance feedback: the terms most of the list's posts
 * share (beyond the query's own), weighted by how many posts hold them and how rare they are in
 * the background corpus; each post's score is the weight of the `expansionTerms` heaviest it
 * holds, over the best post's. A post that shares a query word in another sense shares little
 * else with the list, and scores low. `from` are the posts the list is about (copies, reposts and
 * spam left out); every post of `scored` gets a score.
 */
export function topicalityByDefinition(
  from: readonly AnalyzedPost[],
  scored: readonly AnalyzedPost[],
  queryWords: readonly string[],
  stats: CorpusStats,
  expansionTerms: number,
  saturation: number,
): number[] {
  if (from.length < MIN_POSTS_FOR_FEEDBACK) return scored.map(() => 1)
  const queryStems = stemsIn(from, queryWords)
  // Every term counted, the query's own and those that cannot be topic terms left out after:
  // once per distinct term rather than once per post holding it.
  const held = new Map<string, number>()
  for (const post of from) {
    for (const term of post.termSet) held.set(term, (held.get(term) ?? 0) + 1)
  }
  const background = (term: string) =>
    Math.log((stats.documentCount + 1) / ((stats.documentFrequency.get(term) ?? 0) + 1))
  const weights = new Map(
    [...held]
      .filter(([term, count]) => count >= 2 && !queryStems.has(term) && isTopicTerm(term))
      .map(([term, count]): [string, number] => [
        term,
        ((count - 1) / (from.length - 1)) * background(term),
      ])
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, expansionTerms),
  )
  return relativeWeights(from, scored, saturation, (post) => {
    let sum = 0
    for (const term of post.termSet) sum += weights.get(term) ?? 0
    return sum
  })
}

/**
 * Each post of `scored` by its weight (`weightOf`) over `saturation` of the heaviest post of
 * `from`, at most 1: a post sharing that much of the best post's weight is as much about the
 * topic as it. Each post's weight is worked out once: `from` is usually a part of `scored`,
 * in its order, so each of its posts is looked for in `scored` after the last one found.
 */
function relativeWeights(
  from: readonly AnalyzedPost[],
  scored: readonly AnalyzedPost[],
  saturation: number,
  weightOf: (post: AnalyzedPost) => number,
): number[] {
  const weights: number[] = []
  for (const post of scored) weights.push(weightOf(post))
  let heaviest = 0
  let next = 0
  for (const post of from) {
    let at = next
    while (at < scored.length && scored[at] !== post) at++
    let weight: number
    if (at < scored.length) {
      weight = weights[at] as number
      next = at + 1
    } else {
      weight = weightOf(post)
    }
    heaviest = Math.max(heaviest, weight)
  }
  const enough = saturation * heaviest
  const relative: number[] = []
  for (const weight of weights) relative.push(enough > 0 ? Math.min(1, weight / enough) : 1)
  return relative
}

/** Whether a weighed term comes before another: heavier, or as heavy and first in order. */
function before(a: Term, b: Term): boolean {
  return a.weight > b.weight || (a.weight === b.weight && a.text < b.text)
}

/**
 * `topicalityByDefinition`, with each term counted and weighed in its entry of the word table
 * (text/words.ts) instead of in maps of the terms: the posts of a list hold a couple of thousand
 * terms, and looking each up cost about a tenth of the ranking. Entries are one per term
 * within a generation of the table, so a list whose posts are not all of one generation (the
 * table was cleared between their analyses) is worked out by the definition
 * (test/ranking/refined.test.ts compares the two).
 */
export function topicality(
  from: readonly AnalyzedPost[],
  scored: readonly AnalyzedPost[],
  queryWords: readonly string[],
  stats: CorpusStats,
  expansionTerms: number,
  saturation: number,
): number[] {
  if (from.length < MIN_POSTS_FOR_FEEDBACK) return scored.map(() => 1)
  const generation = (from[0] as AnalyzedPost).generation
  const ofGeneration = (post: AnalyzedPost) => post.generation === generation
  // Lists across generations, and term counts slice() reads otherwise, go by the definition.
  const kept = Number.isInteger(expansionTerms) && expansionTerms >= 0
  if (!kept || !from.every(ofGeneration) || !scored.every(ofGeneration)) {
    return topicalityByDefinition(from, scored, queryWords, stats, expansionTerms, saturation)
  }
  const queryStems = stemsIn(from, queryWords)
  // Each term's tally of the posts holding it, in its entry, in the order first met.
  const count = newCount()
  const held: Term[] = []
  for (const post of from) {
    for (const term of post.termEntries) {
      if (term.counted !== count) {
        term.counted = count
        term.tally = 0
        held.push(term)
      }
      term.tally++
    }
  }
  // The corpus's count of each term, kept in its entry (a corpus's counts never change).
  const background = (term: Term) => {
    if (term.frequencies !== stats.documentFrequency) {
      term.frequencies = stats.documentFrequency
      term.frequency = stats.documentFrequency.get(term.text) ?? 0
    }
    return Math.log((stats.documentCount + 1) / (term.frequency + 1))
  }
  // The `expansionTerms` heaviest, heaviest first (then by term): kept in order as they come,
  // rather than all of them sorted.
  const heaviest: Term[] = []
  for (const term of held) {
    if (term.tally < 2 || queryStems.has(term.text) || !isTopicTerm(term.text)) continue
    term.weight = ((term.tally - 1) / (from.length - 1)) * background(term)
    let at = heaviest.length
    while (at > 0 && before(term, heaviest[at - 1] as Term)) at--
    if (at < expansionTerms) {
      // In at `at`, the lighter ones one place down, the last one out when they are all there.
      let k = heaviest.length < expansionTerms ? heaviest.length : heaviest.length - 1
      for (; k > at; k--) heaviest[k] = heaviest[k - 1] as Term
      heaviest[at] = term
    }
  }
  for (const term of heaviest) term.weighed = count
  return relativeWeights(from, scored, saturation, (post) => {
    let sum = 0
    for (const term of post.termEntries) if (term.weighed === count) sum += term.weight
    return sum
  })
}

/** Language labels that say nothing about the language (undetermined, emoji only, …). */
const UNKNOWN_LANGUAGES = new Set(['und', 'zxx', 'qme', 'qht', 'qam', 'qst', 'art', ''])
/** A language of at least this share of the list is one of its languages. */
const MAIN_LANGUAGE_SHARE = 0.25

/** The languages the list is written in: each with a quarter of its posts, else the commonest. */
export function mainLanguages(posts: readonly AnalyzedPost[]): Set<string> {
  return mainLanguagesOf(posts.map(({ post }) => post.lang))
}

/** `mainLanguages` of the posts' language labels. */
export function mainLanguagesOf(labels: readonly string[]): Set<string> {
  const counts = new Map<string, number>()
  let total = 0
  for (const label of labels) {
    const lang = label.toLowerCase()
    if (UNKNOWN_LANGUAGES.has(lang)) continue
    counts.set(lang, (counts.get(lang) ?? 0) + 1)
    total++
  }
  const main = new Set<string>()
  let commonest: string | undefined
  let most = 0
  for (const [lang, count] of counts) {
    if (count >= MAIN_LANGUAGE_SHARE * total) main.add(lang)
    if (count > most) {
      most = count
      commonest = lang
    }
  }
  if (main.size === 0 && commonest !== undefined) main.add(commonest)
  return main
}

export function inLanguages(post: AnalyzedPost, languages: ReadonlySet<string>): boolean {
  const lang = post.post.lang.toLowerCase()
  return languages.size === 0 || UNKNOWN_LANGUAGES.has(lang) || languages.has(lang)
}
