/** refined: relevance first, explainable. Pure: no I/O here. */
import type { Post } from '../../domain/post'
import type { AnalyzedPost, CorpusStats } from '../analysis'
import { listSignal } from '../list'
import type { PostSignals } from '../signals'
import {
  ageMs,
  type Components,
  defineProfile,
  HOUR_MS,
  phraseMatches,
  scoredPhrases,
  withAuthorDiversity,
} from './profile'

/** Low: on short posts a repeated word is more often stuffing than evidence. */
const BM25_K1 = 0.5
const BM25_B = 0.75
const OVERLAP_SCALE = 0.5
const PHRASE_BONUS = 1.0
const PHRASE_BONUS_CAP = 2.0
const HALF_LIFE_HOURS = 48
const ENGAGEMENT_MAX = 1.2
const AUDIENCE_SHARE = 0.01
const AUDIENCE_SMOOTHING = 10
const RATIO_CEILING = 100
const LOG_CEILING = Math.log1p(RATIO_CEILING)
const ACTION_WEIGHTS = { likes: 1, reposts: 2, replies: 3, quotes: 3, bookmarks: 2 }
/** Share of the positive score a near-duplicate of a newer post loses (under strictMatch). */
const DUPLICATE_DEMOTION = 0.8

function inverseDocumentFrequency(token: string, stats: CorpusStats): number {
  const df = stats.documentFrequency.get(token) ?? 0
  return Math.log(1 + (stats.documentCount - df + 0.5) / (df + 0.5))
}

function countOf(words: readonly string[], token: string): number {
  let count = 0
  for (const word of words) if (word === token) count++
  return count
}

/** BM25 of a post for the query's tokens, given each token's IDF (same order). */
function bm25(
  post: AnalyzedPost,
  tokens: readonly string[],
  idf: readonly number[],
  stats: CorpusStats,
): number {
  const lengthNorm = 1 - BM25_B + (BM25_B * post.words.length) / stats.averageLength
  let sum = 0
  tokens.forEach((token, index) => {
    const tf = countOf(post.words, token)
    if (tf > 0) sum += ((idf[index] as number) * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * lengthNorm)
  })
  return sum
}

/** The recency half-life in hours: the more weight, the steeper the decay. */
export function refinedHalfLifeHours(recencyWeight: number): number {
  return HALF_LIFE_HOURS / (1 + recencyWeight)
}

function penalty(signals: PostSignals): number {
  let sum = Math.min(2, 0.3 * Math.max(0, signals.hashtagCount - 3))
  if (signals.repeatedCharacters) sum += 0.5
  if (signals.keywordStuffing) sum += 1.0
  if (signals.linkBait) sum += signals.hasLink ? 1.2 : 0.8
  if (signals.shouting) sum += 0.3
  return sum
}

/**
 * Engagement against the author's audience. A repost carries its original's counts (X reports
 * the original's repost count on every repost), which the reposter did not earn: measured
 * against the reposter's audience they would make a small account's repost look viral, so a
 * repost earns no engagement of its own here.
 */
function engagement(post: Post): number {
  const { metrics, author, kind } = post
  if (kind === 'repost') return 0
  let weighted = 0
  weighted += ACTION_WEIGHTS.likes * Math.max(0, metrics.likes)
  weighted += ACTION_WEIGHTS.reposts * Math.max(0, metrics.reposts)
  weighted += ACTION_WEIGHTS.replies * Math.max(0, metrics.replies)
  weighted += ACTION_WEIGHTS.quotes * Math.max(0, metrics.quotes)
  weighted += ACTION_WEIGHTS.bookmarks * Math.max(0, metrics.bookmarks)
  const ratio = weighted / (AUDIENCE_SHARE * Math.max(0, author.followers) + AUDIENCE_SMOOTHING)
  return Math.min(ENGAGEMENT_MAX, (ENGAGEMENT_MAX * Math.log1p(ratio)) / LOG_CEILING)
}

interface Prepared {
  engagement: number
  /** The spam penalty (≥ 0; the spam component is its negative, under strictMatch). */
  penalty: number
}

export const refined = defineProfile<Prepared>({
  name: 'refined',
  prepare: (post) => ({ engagement: engagement(post.post), penalty: penalty(post.signals) }),
  scorer({ query, params, nowMs, stats }, list) {
    const scoring = query.scoringTokens
    const phrases = scoredPhrases(query)
    const idf = scoring.map((token) => inverseDocumentFrequency(token, stats))
    const weight = params.recencyWeight
    const halfLifeHours = refinedHalfLifeHours(weight)
    const repeatsNewer = params.strictMatch ? listSignal(list, 'repeatsNewer') : undefined
    return (post, prepared, index) => {
      const overlap = OVERLAP_SCALE * bm25(post, scoring, idf, stats)
      const phrase = Math.min(PHRASE_BONUS_CAP, PHRASE_BONUS * phraseMatches(post, phrases))
      const ageHours = ageMs(post, nowMs) / HOUR_MS
      const recency = weight === 0 ? 0 : weight * 2 ** (-ageHours / halfLifeHours)
      const spam = params.strictMatch ? -prepared.penalty : 0
      const components: Components = withAuthorDiversity(
        { overlap, phrase, recency, engagement: prepared.engagement, spam },
        list,
        index,
      )
      if (repeatsNewer?.[index]) {
        const positive =
          components.overlap + components.phrase + components.recency + components.engagement
        components.spam -= DUPLICATE_DEMOTION * positive
      }
      return components
    }
  },
})
