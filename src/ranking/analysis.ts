/**
 * Per-post analysis, done once per post (per isolate for the seed corpus), so a request only
 * pays for matching and scoring. Pure: no I/O here.
 */
import { isoMs } from '../domain/iso-date'
import type { SourcedPost } from '../domain/post'
import { fingerprint } from './duplicates'
import { detectPostSignals, type PostSignals } from './signals'
import { foldText, postWords, tokenizeFolded } from './text/analyze'
import { termsOf } from './text/terms'

export interface AnalyzedPost extends SourcedPost {
  /** The post's words, folded, links left out, in order. */
  words: readonly string[]
  /**
   * Its terms: the words that say what it is about, stemmed in its language, stopwords left out
   * (text/terms.ts); hashtags are their words, mentions are not terms.
   */
  terms: readonly string[]
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
}

function foldedDistinct(values: readonly string[]): string[] {
  return [...new Set(values.map(foldText))]
}

export function analyzePost({ post, facts }: SourcedPost): AnalyzedPost {
  const words = postWords(post.text)
  const hashtags = foldedDistinct(post.hashtags)
  const mentions = foldedDistinct(facts.mentions)
  // Copy-paste spam varies its hashtags and mentions: they are not part of the fingerprint.
  const ignored = [...mentions, ...hashtags.flatMap((tag) => tokenizeFolded(tag))]
  const createdAtMs = isoMs(post.createdAt)
  const mentioned = new Set(mentions)
  const terms = termsOf(
    words.filter((word) => !mentioned.has(word)),
    post.lang,
  )
  return {
    post,
    facts,
    words,
    terms,
    hashtags,
    mentions,
    authorUsername: foldText(post.author.username),
    repliedTo: facts.repliedTo ? foldText(facts.repliedTo) : '',
    createdAtMs: Number.isFinite(createdAtMs) ? createdAtMs : 0,
    signals: detectPostSignals({ post, facts, words, terms, hashtags }),
    fingerprint: fingerprint(words, ignored),
  }
}

export function analyzePosts(list: readonly SourcedPost[]): AnalyzedPost[] {
  return list.map(analyzePost)
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
  documentFrequency: ReadonlyMap<string, number>
}

export function computeCorpusStats(posts: readonly AnalyzedPost[]): CorpusStats {
  const documentFrequency = new Map<string, number>()
  let totalLength = 0
  for (const post of posts) {
    totalLength += post.terms.length
    for (const word of new Set(post.terms)) {
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1)
    }
  }
  return {
    documentCount: posts.length,
    averageLength: posts.length > 0 ? Math.max(1, totalLength / posts.length) : 1,
    documentFrequency,
  }
}
