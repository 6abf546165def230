/**
 * The score profiles, a registry keyed by name. Each turns one analysed post into the
 * five breakdown components before the list-level demotions (rank.ts). Pure: no I/O here.
 * The formulas and the reasons for each weight are in the README, "How ranking works".
 */
import type { Post } from '../domain/post'
import type { AnalyzedPost, CorpusStats } from './analysis'
import { hasPhrase } from './match'
import type { ParsedQuery } from './query'
import { hashWord } from './scan'
import type { SpamSignals } from './spam'

export type ProfileName = 'platform_style' | 'refined'
export const PROFILE_NAMES: readonly ProfileName[] = ['platform_style', 'refined']

export interface RankingParams {
  /** 0..10; 0 switches the recency term off. */
  recencyWeight: number
  /** false switches the spam and hashtag penalties (and duplicate demotion) off. */
  strictMatch: boolean
}

export interface RankingContext {
  query: ParsedQuery
  params: RankingParams
  nowMs: number
  stats: CorpusStats
}

export interface Components {
  overlap: number
  phrase: number
  recency: number
  engagement: number
  spam: number
}

export interface Profile {
  name: ProfileName
  /**
   * The scoring function of one ranking: what depends only on the request (the query's
   * IDF weights, the recency half-life) is worked out once here, not once per post.
   * It returns a fresh Components object per post.
   */
  scorer(context: RankingContext): (post: AnalyzedPost) => Components
  /** Share of the positive score a near-duplicate of a newer post loses (under strictMatch). */
  duplicateDemotion: number
}

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

function diversityByDefinition(k: number): number {
  return 0.75 * 0.5 ** k + 0.25
}

/** The multipliers of an author's first posts, worked out once (`**` is a call to pow). */
const DIVERSITY = Array.from({ length: 32 }, (_, k) => diversityByDefinition(k))

/** X's home-mixer author diversity: (1 − 0.25)·0.5^k + 0.25 for an author's k-th post (k from 0). */
export function authorDiversityMultiplier(k: number): number {
  const known = DIVERSITY[k]
  return known === undefined ? diversityByDefinition(k) : known
}

function ageMs(post: AnalyzedPost, nowMs: number): number {
  return Math.max(0, nowMs - post.createdAtMs)
}

/** The query's phrases that can earn the bonus (two words or more), with their words' hashes. */
interface ScoredPhrase {
  tokens: readonly string[]
  hashes: readonly number[]
  quoted: boolean
}

function scoredPhrases(query: ParsedQuery): ScoredPhrase[] {
  return query.phrases
    .filter((phrase) => phrase.tokens.length > 1)
    .map(({ tokens, quoted }) => ({ tokens, hashes: tokens.map(hashWord), quoted }))
}

/** Quoted phrases found count 1 each, free words found in order count 1/2. */
function phraseMatches(post: AnalyzedPost, phrases: readonly ScoredPhrase[]): number {
  let count = 0
  for (const phrase of phrases) {
    if (hasPhrase(post, phrase.tokens, phrase.hashes)) count += phrase.quoted ? 1 : 0.5
  }
  return count
}

// ---- platform_style: X's own engagement-weighted style -------------------------------

/** 2026 home-mixer weights (xai-org/x-algorithm); bookmarks stand in for "share". */
const X_ACTION_WEIGHTS = { likes: 0.5, replies: 5.0, reposts: 1.0, quotes: 5.0, bookmarks: 2.0 }
const PLATFORM_ENGAGEMENT_SCALE = 0.3
const PLATFORM_AUDIENCE_FLOOR = 1000
const EARLYBIRD_HALF_LIFE_MINUTES = 360
const EARLYBIRD_SLOPE_MINUTES = 90
const PLATFORM_MAX_AGE_MS = 48 * HOUR_MS
const REPLY_MULTIPLIER = 0.75
const VERIFIED_MULTIPLIER = 1.2

function earlybirdDecay(ageMinutes: number): number {
  return 1 / (1 + Math.exp((ageMinutes - EARLYBIRD_HALF_LIFE_MINUTES) / EARLYBIRD_SLOPE_MINUTES))
}
const EARLYBIRD_AT_ZERO = earlybirdDecay(0)

/** The engagement component of platform_style: depends on the post alone. */
function platformEngagement(post: Post): number {
  const { metrics, author, kind } = post
  const audience = Math.log1p(
    Math.max(metrics.impressions, author.followers, PLATFORM_AUDIENCE_FLOOR),
  )
  // Σ weight × ln(1 + count), summed in the order of X_ACTION_WEIGHTS.
  let weighted = 0
  weighted += X_ACTION_WEIGHTS.likes * Math.log1p(Math.max(0, metrics.likes))
  weighted += X_ACTION_WEIGHTS.replies * Math.log1p(Math.max(0, metrics.replies))
  weighted += X_ACTION_WEIGHTS.reposts * Math.log1p(Math.max(0, metrics.reposts))
  weighted += X_ACTION_WEIGHTS.quotes * Math.log1p(Math.max(0, metrics.quotes))
  weighted += X_ACTION_WEIGHTS.bookmarks * Math.log1p(Math.max(0, metrics.bookmarks))
  let engagement = (PLATFORM_ENGAGEMENT_SCALE * weighted) / audience
  if (kind === 'reply') engagement *= REPLY_MULTIPLIER
  if (author.verified) engagement *= VERIFIED_MULTIPLIER
  return engagement
}

const platformStyle: Profile = {
  name: 'platform_style',
  duplicateDemotion: 0,
  scorer({ query, params, nowMs }) {
    const { scoringTokens: scoring, scoringHashes: hashes } = query
    const phrases = scoredPhrases(query)
    const weight = params.recencyWeight
    return (post) => {
      let matched = 0
      for (let i = 0; i < scoring.length; i++) {
        if (post.termFrequency.has(scoring[i] as string, hashes[i])) matched++
      }
      const overlap = scoring.length > 0 ? matched / scoring.length : 0
      const phrase = phraseMatches(post, phrases) > 0 ? 0.5 : 0

      const age = ageMs(post, nowMs)
      const recency =
        weight === 0 || age > PLATFORM_MAX_AGE_MS
          ? 0
          : (weight * earlybirdDecay(age / MINUTE_MS)) / EARLYBIRD_AT_ZERO

      const engagement = post.scores.platformEngagement
      const extraHashtags = Math.max(0, post.spam.hashtagCount - 4)
      const spam = params.strictMatch ? -Math.min(1, 0.15 * extraHashtags) : 0
      return { overlap, phrase, recency, engagement, spam }
    }
  },
}

// ---- refined: relevance first, explainable ---------------------------------------------

/** Low: on short posts a repeated word is more often stuffing than evidence. */
const BM25_K1 = 0.5
const BM25_B = 0.75
const OVERLAP_SCALE = 0.5
const PHRASE_BONUS = 1.0
const PHRASE_BONUS_CAP = 2.0
const REFINED_HALF_LIFE_HOURS = 48
const REFINED_ENGAGEMENT_MAX = 1.2
const REFINED_AUDIENCE_SHARE = 0.01
const REFINED_AUDIENCE_SMOOTHING = 10
const REFINED_RATIO_CEILING = 100
const LOG_CEILING = Math.log1p(REFINED_RATIO_CEILING)
const REFINED_ACTION_WEIGHTS = { likes: 1, reposts: 2, replies: 3, quotes: 3, bookmarks: 2 }

function inverseDocumentFrequency(token: string, stats: CorpusStats): number {
  const df = stats.documentFrequency.get(token) ?? 0
  return Math.log(1 + (stats.documentCount - df + 0.5) / (df + 0.5))
}

/** BM25 of a post for the query's tokens, given each token's hash and IDF (same order). */
function bm25(
  post: AnalyzedPost,
  tokens: readonly string[],
  hashes: readonly number[],
  idf: readonly number[],
  stats: CorpusStats,
): number {
  const lengthNorm = 1 - BM25_B + (BM25_B * post.words.length) / stats.averageLength
  let sum = 0
  for (let i = 0; i < tokens.length; i++) {
    const tf = post.termFrequency.count(tokens[i] as string, hashes[i])
    if (tf === 0) continue
    sum += ((idf[i] as number) * tf * (BM25_K1 + 1)) / (tf + BM25_K1 * lengthNorm)
  }
  return sum
}

/** The recency half-life in hours: the more weight, the steeper the decay. */
export function refinedHalfLifeHours(recencyWeight: number): number {
  return REFINED_HALF_LIFE_HOURS / (1 + recencyWeight)
}

function refinedPenalty(spam: SpamSignals): number {
  const { hashtagCount, repeatedCharacters, repetitiveWords, linkBait, shouting, hasLink } = spam
  let penalty = Math.min(2, 0.3 * Math.max(0, hashtagCount - 3))
  if (repeatedCharacters) penalty += 0.5
  if (repetitiveWords) penalty += 1.0
  if (linkBait) penalty += hasLink ? 1.2 : 0.8
  if (shouting) penalty += 0.3
  return penalty
}

/**
 * The engagement component of refined: depends on the post alone. A repost carries its
 * original's counts (X reports the original's repost count on every repost), which the
 * reposter did not earn: measured against the reposter's audience they would make a small
 * account's repost look viral, so a repost earns no engagement of its own here.
 */
function refinedEngagement(post: Post): number {
  const { metrics, author, kind } = post
  if (kind === 'repost') return 0
  // Σ weight × count, summed in the order of REFINED_ACTION_WEIGHTS.
  let weighted = 0
  weighted += REFINED_ACTION_WEIGHTS.likes * Math.max(0, metrics.likes)
  weighted += REFINED_ACTION_WEIGHTS.reposts * Math.max(0, metrics.reposts)
  weighted += REFINED_ACTION_WEIGHTS.replies * Math.max(0, metrics.replies)
  weighted += REFINED_ACTION_WEIGHTS.quotes * Math.max(0, metrics.quotes)
  weighted += REFINED_ACTION_WEIGHTS.bookmarks * Math.max(0, metrics.bookmarks)
  const ratio =
    weighted / (REFINED_AUDIENCE_SHARE * Math.max(0, author.followers) + REFINED_AUDIENCE_SMOOTHING)
  return Math.min(
    REFINED_ENGAGEMENT_MAX,
    (REFINED_ENGAGEMENT_MAX * Math.log1p(ratio)) / LOG_CEILING,
  )
}

const refined: Profile = {
  name: 'refined',
  duplicateDemotion: 0.8,
  scorer({ query, params, nowMs, stats }) {
    const { scoringTokens: scoring, scoringHashes: hashes } = query
    const phrases = scoredPhrases(query)
    const idf = scoring.map((token) => inverseDocumentFrequency(token, stats))
    const weight = params.recencyWeight
    const halfLifeHours = refinedHalfLifeHours(weight)
    return (post) => {
      const overlap = OVERLAP_SCALE * bm25(post, scoring, hashes, idf, stats)
      const phrase = Math.min(PHRASE_BONUS_CAP, PHRASE_BONUS * phraseMatches(post, phrases))

      const ageHours = ageMs(post, nowMs) / HOUR_MS
      const recency = weight === 0 ? 0 : weight * 2 ** (-ageHours / halfLifeHours)

      const engagement = post.scores.refinedEngagement
      const spam = params.strictMatch ? -post.scores.refinedPenalty : 0
      return { overlap, phrase, recency, engagement, spam }
    }
  },
}

/**
 * What the profiles take from a post alone (its counts, its author, its spam signals),
 * worked out once per post when it is analysed: for the seed corpus once per isolate,
 * not once per request.
 */
export interface PostScores {
  /** platform_style's engagement component, before author diversity. */
  platformEngagement: number
  /** refined's engagement component, before author diversity. */
  refinedEngagement: number
  /** refined's spam penalty (≥ 0; the spam component is its negative, under strictMatch). */
  refinedPenalty: number
}

export function postScores(post: Post, spam: SpamSignals): PostScores {
  return {
    platformEngagement: platformEngagement(post),
    refinedEngagement: refinedEngagement(post),
    refinedPenalty: refinedPenalty(spam),
  }
}

export const PROFILES: Readonly<Record<ProfileName, Profile>> = {
  platform_style: platformStyle,
  refined,
}
