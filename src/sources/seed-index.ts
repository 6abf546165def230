/**
 * The seed corpus's index: what the analysis finds in each seed post (its words, terms, signals,
 * fingerprint, whether it repeats an older one), worked out once by the build
 * (scripts/build-seed-index.mjs) and served beside the corpus as /seed/index.jsonl, so a fresh
 * isolate reads it instead of analysing 745 posts on its first request. It names the version of
 * the analysis that wrote it (ANALYSIS_VERSION: a hash of every module the analysis runs, of the
 * seed file and of this one); the worker reads an index of another version as no index at all.
 * Pure: no I/O here.
 */
import type { Post } from '../domain/post'
import { type AnalyzedPost, type CorpusStats, computeCorpusStats } from '../ranking/analysis'
import { POST_SIGNALS, type PostSignals } from '../ranking/signals'
import { type Language, languageOf } from '../ranking/text/terms'
import {
  type Frequencies,
  newCount,
  type Term,
  termEntry,
  wordGeneration,
} from '../ranking/text/words'
import { type StoredCorpusIndex, storeCorpusIndex } from './mock'
import { ANALYSIS_VERSION } from './seed-index-version'
import { findKey, sortKeys } from './sorted-keys'

export const SEED_INDEX_ASSET_PATH = '/seed/index.jsonl'

/**
 * The file is JSON lines: the first is its header, each of the others a post and its analysis
 * (SeedIndexEntry), newest first, as the corpus keeps them. A load parses the header only, and a
 * post's line when a request first reads that post: most requests read a hundred posts of 745,
 * and a fresh isolate's first request would otherwise parse them all.
 */
interface SeedIndexHeader {
  version: string
  /** The post signals' names, in the order of each post's `signals`. */
  signals: string[]
  /**
   * The newest post's time as the seed file has it, which a load re-bases to its own time (as
   * `rebaseTimestamps` does, sources/seed.ts), every post's by the same amount.
   */
  newestMs: number
  /** How many posts' lines follow: a file cut short is no index. */
  count: number
  /** The corpus's statistics, its terms' document frequencies as two lists, the terms sorted. */
  stats: { documentCount: number; averageLength: number; terms: string; counts: number[] }
  /** The mock search's index of the corpus (mock.ts). */
  search: StoredCorpusIndex
}

/** An index as read: its header, and its posts' lines. */
export interface SeedIndex extends SeedIndexHeader {
  posts: string[]
}

/** A post and its analysis. Its words and its terms are each one string, separated by spaces. */
interface SeedIndexEntry {
  post: Post
  facts: AnalyzedPost['facts']
  createdAtMs: number
  words: string
  terms: string
  hashtags: string[]
  mentions: string[]
  author: string
  repliedTo: string
  signals: number[]
  fingerprint: number[]
  repeatsOlder: boolean
}

const SIGNAL_NAMES: string[] = POST_SIGNALS.map((signal) => signal.name)

function joined(words: readonly string[]): string {
  for (const word of words) {
    if (word === '' || word.includes(' ')) throw new Error(`cannot keep the word "${word}"`)
  }
  return words.join(' ')
}

function split(text: string): string[] {
  return text === '' ? [] : text.split(' ')
}

/**
 * The index of an analysed corpus (newest first, `markVerbatimCopies` done, timestamps not yet
 * re-based), for `version`: the file's text.
 */
export function writeSeedIndex(posts: readonly AnalyzedPost[], version: string): string {
  const stats = computeCorpusStats(posts)
  const terms = sortKeys(stats.documentFrequency.keys())
  const header: SeedIndexHeader = {
    version,
    signals: SIGNAL_NAMES,
    newestMs: Math.max(...posts.map((entry) => entry.createdAtMs)),
    count: posts.length,
    stats: {
      documentCount: stats.documentCount,
      averageLength: stats.averageLength,
      terms: joined(terms),
      counts: terms.map((term) => stats.documentFrequency.get(term) ?? 0),
    },
    search: storeCorpusIndex(posts),
  }
  const lines = posts.map((entry) => {
    const stored: SeedIndexEntry = {
      post: entry.post,
      facts: entry.facts,
      createdAtMs: entry.createdAtMs,
      words: joined(entry.words),
      terms: joined(entry.terms),
      hashtags: [...entry.hashtags],
      mentions: [...entry.mentions],
      author: entry.authorUsername,
      repliedTo: entry.repliedTo,
      signals: SIGNAL_NAMES.map((name) => entry.signals[name as keyof PostSignals]),
      fingerprint: [...entry.fingerprint],
      repeatsOlder: entry.repeatsOlder,
    }
    return JSON.stringify(stored)
  })
  return `${[JSON.stringify(header), ...lines].join('\n')}\n`
}

/**
 * The index in a file's text, its posts' lines not yet parsed; or why it cannot be read: not an
 * index, or one of another version of the analysis.
 */
export function parseSeedIndex(
  text: string,
): { index: SeedIndex; problem: null } | { index: null; problem: string } {
  const lines = text.split('\n')
  if (lines.at(-1) === '') lines.pop()
  let header: Partial<SeedIndexHeader>
  try {
    header = JSON.parse(lines[0] ?? '') as Partial<SeedIndexHeader>
  } catch {
    return { index: null, problem: 'its first line is not JSON' }
  }
  if (typeof header !== 'object' || header === null) {
    return { index: null, problem: 'its first line is not an index header' }
  }
  if (header.version !== ANALYSIS_VERSION) {
    return {
      index: null,
      problem: `written by analysis ${String(header.version)}, this worker's is ${ANALYSIS_VERSION}`,
    }
  }
  if (!Array.isArray(header.signals) || header.signals.join() !== SIGNAL_NAMES.join()) {
    return { index: null, problem: 'its post signals are not this worker’s' }
  }
  if (!header.stats || !header.search || typeof header.newestMs !== 'number') {
    return { index: null, problem: 'its header is incomplete' }
  }
  if (header.count !== lines.length - 1) {
    return { index: null, problem: `it has ${lines.length - 1} posts, not ${header.count}` }
  }
  return { index: { ...(header as SeedIndexHeader), posts: lines.slice(1) }, problem: null }
}

/**
 * A post of the index, as `analyzePost` made it. Its entry is parsed the first time the post is
 * read, and what a request reads of it is made then: its post, its timestamps re-based by
 * `shiftMs` (as `rebaseTimestamps` does), its words, terms and their entries, its signals.
 */
class IndexedPost implements AnalyzedPost {
  #text: string
  #entry: SeedIndexEntry | undefined
  readonly #shiftMs: number
  #post: Post | undefined
  #words: readonly string[] | undefined
  #terms: readonly string[] | undefined
  #termSet: ReadonlySet<string> | undefined
  #termEntries: readonly Term[] | undefined
  #generation = 0
  #signals: PostSignals | undefined
  #repeatsOlder: boolean | undefined
  #language: Language | undefined

  constructor(text: string, shiftMs: number) {
    this.#text = text
    this.#shiftMs = shiftMs
  }

  get #stored(): SeedIndexEntry {
    if (this.#entry === undefined) {
      this.#entry = JSON.parse(this.#text) as SeedIndexEntry
      this.#text = ''
    }
    return this.#entry
  }

  get post(): Post {
    this.#post ??= { ...this.#stored.post, createdAt: new Date(this.createdAtMs).toISOString() }
    return this.#post
  }
  get facts(): AnalyzedPost['facts'] {
    return this.#stored.facts
  }
  get createdAtMs(): number {
    return this.#stored.createdAtMs + this.#shiftMs
  }
  get language(): Language {
    this.#language ??= languageOf(this.#stored.post.lang)
    return this.#language
  }
  get hashtags(): readonly string[] {
    return this.#stored.hashtags
  }
  get mentions(): readonly string[] {
    return this.#stored.mentions
  }
  get authorUsername(): string {
    return this.#stored.author
  }
  get repliedTo(): string {
    return this.#stored.repliedTo
  }
  get fingerprint(): readonly number[] {
    return this.#stored.fingerprint
  }
  get repeatsOlder(): boolean {
    return this.#repeatsOlder ?? this.#stored.repeatsOlder
  }
  set repeatsOlder(value: boolean) {
    this.#repeatsOlder = value
  }

  get words(): readonly string[] {
    this.#words ??= split(this.#stored.words)
    return this.#words
  }
  get terms(): readonly string[] {
    this.#terms ??= split(this.#stored.terms)
    return this.#terms
  }
  get termSet(): ReadonlySet<string> {
    this.#termSet ??= new Set(this.terms)
    return this.#termSet
  }

  /** Each term once, in the order the post first has it, as `analyzePost` files them. */
  get termEntries(): readonly Term[] {
    return this.#filedTerms()
  }
  /** The word table's generation of `termEntries`. */
  get generation(): number {
    this.#filedTerms()
    return this.#generation
  }
  #filedTerms(): readonly Term[] {
    if (this.#termEntries === undefined) {
      const entries: Term[] = []
      const count = newCount()
      for (const text of this.terms) {
        const term = termEntry(text)
        if (term.seen === count) continue
        term.seen = count
        entries.push(term)
      }
      this.#generation = wordGeneration()
      this.#termEntries = entries
    }
    return this.#termEntries
  }

  get signals(): PostSignals {
    if (this.#signals === undefined) {
      const { signals } = this.#stored
      const values: Record<string, number> = {}
      for (let place = 0; place < SIGNAL_NAMES.length; place++) {
        values[SIGNAL_NAMES[place] as string] = signals[place] as number
      }
      this.#signals = values as PostSignals
    }
    return this.#signals
  }
}

/**
 * The corpus an index holds, newest first, every post as `analyzePost` made it, its timestamps
 * re-based so that the newest is at `nowMs`; and its statistics, as `computeCorpusStats` counted
 * them.
 */
export function readSeedIndex(
  index: SeedIndex,
  nowMs: number,
): { posts: AnalyzedPost[]; stats: CorpusStats } {
  const shiftMs = Number.isFinite(index.newestMs) ? nowMs - index.newestMs : 0
  const posts = index.posts.map((text) => new IndexedPost(text, shiftMs))
  const { documentCount, averageLength } = index.stats
  const documentFrequency = new StoredFrequencies(index.stats.terms, index.stats.counts)
  return { posts, stats: { documentCount, averageLength, documentFrequency } }
}

/** The corpus's document frequencies as the index keeps them: terms sorted, counts beside them. */
class StoredFrequencies implements Frequencies {
  readonly #terms: readonly string[]
  readonly #counts: readonly number[]

  constructor(terms: string, counts: readonly number[]) {
    this.#terms = split(terms)
    this.#counts = counts
  }

  get(term: string): number | undefined {
    const at = findKey(this.#terms, term)
    return at < 0 ? undefined : this.#counts[at]
  }
}
