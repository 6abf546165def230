/**
 * Per-post analysis, done once per post (per isolate for the seed corpus), so a request only
 * pays for matching and scoring. Pure: no I/O here.
 */
import { isoMs } from '../domain/iso-date'
import type { Post, PostFacts, SourcedPost } from '../domain/post'
import { WordPairs } from './duplicates'
import { detectPostSignals, type PostSignals } from './signals'
import type { SignalInput } from './signals/signal'
import { foldText, postWords, type ReadText, readTexts, tokenizeFolded } from './text/analyze'
import { type CharacterCounts, characterCounts } from './text/character-counts'
import { type Language, languageOf, termOfWord } from './text/terms'
import {
  type Frequencies,
  newCount,
  type Term,
  type Word,
  wordGeneration,
  wordOf,
  wordsOf,
} from './text/words'

export interface AnalyzedPost extends SourcedPost {
  /** The post's words, folded, links left out, in order. */
  words: readonly string[]
  /**
   * Its terms: the words that say what it is about, stemmed in its language, stopwords left out
   * (text/terms.ts); hashtags are their words, mentions are not terms.
   */
  terms: readonly string[]
  /** Its terms, each once (made when first read). */
  readonly termSet: ReadonlySet<string>
  /**
   * The same, in the same order, as the word table's entries (text/words.ts), of the table's
   * generation `generation`: one entry per term within a generation. What the analysis and the
   * ranking read.
   */
  termEntries: readonly Term[]
  generation: number
  /** The stemmer and stopwords of its language (`languageOf` its `lang`). */
  language: Language
  /** The post's hashtags, folded, each once. */
  hashtags: readonly string[]
  /** The usernames it mentions, folded, each once. */
  mentions: readonly string[]
  authorUsername: string
  /** `facts.repliedTo`, folded like a query's `to:`; '' when not a known reply. */
  repliedTo: string
  createdAtMs: number
  /** The post signals of the registry (signals/index.ts). */
  signals: PostSignals
  /** Its word pairs, for near-duplicate detection (duplicates.ts). */
  fingerprint: readonly number[]
  /**
   * Whether it repeats, almost word for word, an older post of the collection it was loaded with
   * (the seed corpus: `markVerbatimCopies`, signals/later-copy.ts); false for a post analysed on
   * its own, such as a live page's, which is compared within its list only.
   */
  repeatsOlder: boolean
}

const NONE: readonly string[] = []
const NO_WORDS: readonly Word[] = []

function foldedDistinct(values: readonly string[]): readonly string[] {
  if (values.length === 0) return NONE
  if (values.length === 1) return [foldText(values[0] as string)]
  return [...new Set(values.map(foldText))]
}

export function analyzePost(sourced: SourcedPost): AnalyzedPost {
  const text = sourced.post.text
  return analyzeRead(sourced, {
    entries: wordsOf(postWords(text)),
    characters: characterCounts(text),
  })
}

/** The analysis of a post whose text has been read (`analyzePosts`). */
function analyzeRead(
  { post, facts }: SourcedPost,
  { entries, characters }: ReadText,
): AnalyzedPost {
  const hashtags = foldedDistinct(post.hashtags)
  const hashtagEntries =
    hashtags.length === 0 ? NO_WORDS : hashtags.flatMap(tokenizeFolded).map(wordOf)
  const mentions = foldedDistinct(facts.mentions)
  const createdAtMs = isoMs(post.createdAt)
  const language = languageOf(post.lang)
  const words: string[] = new Array(entries.length)
  const terms: string[] = []
  const termEntries: Term[] = []
  const pairs = new WordPairs()
  const tagged = new Set(hashtagEntries)
  const mentioned = new Set(mentions)
  const count = newCount()
  let distinctWords = 0
  for (let index = 0; index < entries.length; index++) {
    const word = entries[index] as Word
    const text = word.text
    words[index] = text
    if (word.seen !== count) {
      word.seen = count
      distinctWords++
    }
    // A mention is no term (a word that is also a hashtag's is a mention).
    if (mentioned.has(text)) continue
    // Copy-paste spam varies its hashtags and mentions, and a repost begins with "rt": none of
    // them is part of the fingerprint.
    if (!tagged.has(word) && !(index === 0 && text === 'rt')) pairs.add(word.hash)
    const term = termOfWord(word, language)
    if (term === null) continue
    terms.push(term.text)
    if (term.seen !== count) {
      term.seen = count
      termEntries.push(term)
    }
  }
  const analyzed = new Analysis(
    post,
    facts,
    words,
    terms,
    termEntries,
    wordGeneration(),
    language,
    hashtags,
    mentions,
    foldText(post.author.username),
    facts.repliedTo ? foldText(facts.repliedTo) : '',
    Number.isFinite(createdAtMs) ? createdAtMs : 0,
    pairs.fingerprint(),
  )
  analyzed.signals = detectPostSignals(
    new Reading(analyzed, entries, distinctWords, characters, hashtagEntries),
  )
  return analyzed
}

/**
 * An analysed post. Its Set of terms is made when first read: the analysis and the ranking read
 * `termEntries`, the same terms, so most posts never need it.
 */
class Analysis implements AnalyzedPost {
  signals = {} as PostSignals
  repeatsOlder = false
  #termSet: ReadonlySet<string> | undefined

  constructor(
    readonly post: Post,
    readonly facts: PostFacts,
    readonly words: readonly string[],
    readonly terms: readonly string[],
    readonly termEntries: readonly Term[],
    readonly generation: number,
    readonly language: Language,
    readonly hashtags: readonly string[],
    readonly mentions: readonly string[],
    readonly authorUsername: string,
    readonly repliedTo: string,
    readonly createdAtMs: number,
    readonly fingerprint: readonly number[],
  ) {}

  get termSet(): ReadonlySet<string> {
    this.#termSet ??= new Set(this.terms)
    return this.#termSet
  }
}

/** What the post signals read of a post being analysed. */
class Reading implements SignalInput {
  constructor(
    private readonly analyzed: Analysis,
    readonly entries: readonly Word[],
    readonly distinctWords: number,
    readonly characters: CharacterCounts,
    readonly hashtagEntries: readonly Word[],
  ) {}

  get post() {
    return this.analyzed.post
  }
  get facts() {
    return this.analyzed.facts
  }
  get words() {
    return this.analyzed.words
  }
  get terms() {
    return this.analyzed.terms
  }
  get termSet() {
    return this.analyzed.termSet
  }
  get termEntries() {
    return this.analyzed.termEntries
  }
  get language() {
    return this.analyzed.language
  }
  get hashtags() {
    return this.analyzed.hashtags
  }
}

/** `analyzePost` of each post, their texts read together (text/analyze.ts). */
export function analyzePosts(list: readonly SourcedPost[]): AnalyzedPost[] {
  // Each word looked up once: every step of the analysis reads its entry.
  const read = readTexts(list.map(({ post }) => post.text))
  return list.map((sourced, index) => analyzeRead(sourced, read[index] as ReadText))
}

/** Newest first, then by id (longer ids are newer snowflakes), so equal times order stably. */
export function compareNewestFirst(a: AnalyzedPost, b: AnalyzedPost): number {
  if (a.createdAtMs !== b.createdAtMs) return b.createdAtMs - a.createdAtMs
  return compareIdsDescending(a.post.id, b.post.id)
}

export function compareIdsDescending(a: string, b: string): number {
  if (a.length !== b.length) return b.length - a.length
  return a < b ? 1 : a > b ? -1 : 0
}

/** Background statistics for text scores: how many posts hold each term, and their length. */
export interface CorpusStats {
  documentCount: number
  averageLength: number
  /** How many posts hold a term (undefined: none): a Map, or the seed index's kept counts. */
  documentFrequency: Frequencies
}

export function computeCorpusStats(
  posts: readonly AnalyzedPost[],
): CorpusStats & { documentFrequency: ReadonlyMap<string, number> } {
  const documentFrequency = new Map<string, number>()
  let totalLength = 0
  for (const post of posts) {
    totalLength += post.terms.length
    for (const word of post.termSet) {
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1)
    }
  }
  return {
    documentCount: posts.length,
    averageLength: posts.length > 0 ? Math.max(1, totalLength / posts.length) : 1,
    documentFrequency,
  }
}
