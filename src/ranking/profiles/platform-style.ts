/**
 * platform_style: X's own engagement-weighted style, the "what X would show" baseline. Its
 * weights are X's published ones. Pure: no I/O here.
 */
import type { Post } from '../../domain/post'
import { listSignal } from '../list'
import {
  ageMs,
  defineProfile,
  HOUR_MS,
  MINUTE_MS,
  phraseMatches,
  scoredPhrases,
  withAuthorDiversity,
} from './profile'

/** 2026 home-mixer weights (xai-org/x-algorithm); bookmarks stand in for "share". */
const X_ACTION_WEIGHTS = { likes: 0.5, replies: 5.0, reposts: 1.0, quotes: 5.0, bookmarks: 2.0 }
const ENGAGEMENT_SCALE = 0.3
const AUDIENCE_FLOOR = 1000
const EARLYBIRD_HALF_LIFE_MINUTES = 360
const EARLYBIRD_SLOPE_MINUTES = 90
const MAX_AGE_MS = 48 * HOUR_MS
const REPLY_MULTIPLIER = 0.75
const VERIFIED_MULTIPLIER = 1.2
const PHRASE_BONUS = 0.5
/** The 2026 home mixer's factor for a post from outside the reader's network. */
const OUT_OF_NETWORK_MULTIPLIER = 0.75
/** Hashtags beyond this many cost 0.15 each, at most 1 in all. */
const FREE_HASHTAGS = 4
const HASHTAG_PENALTY = 0.15
const MAX_HASHTAG_PENALTY = 1
/**
 * A repost whose original is in the list keeps a hundredth of its positive score and loses 10:
 * X's home mixer drops such a repost (RetweetDeduplicationFilter); here it sinks below every
 * other post, the sunk posts in their order.
 */
const REPOST_SINK = 10
const SUNK_SHARE = 0.01

/** Earlybird's logistic recency decay, by age in minutes. */
function earlybirdDecay(ageMinutes: number): number {
  return 1 / (1 + Math.exp((ageMinutes - EARLYBIRD_HALF_LIFE_MINUTES) / EARLYBIRD_SLOPE_MINUTES))
}
const EARLYBIRD_AT_ZERO = earlybirdDecay(0)

/** Σ weight × ln(1 + count) over X's actions, against the log of the audience. */
export function platformEngagement(post: Post): number {
  const { metrics, author, kind } = post
  const audience = Math.log1p(Math.max(metrics.impressions, author.followers, AUDIENCE_FLOOR))
  let weighted = 0
  weighted += X_ACTION_WEIGHTS.likes * Math.log1p(Math.max(0, metrics.likes))
  weighted += X_ACTION_WEIGHTS.replies * Math.log1p(Math.max(0, metrics.replies))
  weighted += X_ACTION_WEIGHTS.reposts * Math.log1p(Math.max(0, metrics.reposts))
  weighted += X_ACTION_WEIGHTS.quotes * Math.log1p(Math.max(0, metrics.quotes))
  weighted += X_ACTION_WEIGHTS.bookmarks * Math.log1p(Math.max(0, metrics.bookmarks))
  let engagement = (ENGAGEMENT_SCALE * weighted) / audience
  if (kind === 'reply') engagement *= REPLY_MULTIPLIER
  if (author.verified) engagement *= VERIFIED_MULTIPLIER
  return engagement
}

export const platformStyle = defineProfile<number>({
  name: 'platform_style',
  prepare: (post) => platformEngagement(post.post),
  scorer({ query, params, nowMs, outOfNetwork }, list) {
    const scoring = query.scoringTokens
    const phrases = scoredPhrases(query)
    const weight = params.recencyWeight
    const repostOfListed = listSignal(list, 'repostOfListed')
    return (post, engagement, index) => {
      let matched = 0
      for (const token of scoring) if (post.words.includes(token)) matched++
      const overlap = scoring.length > 0 ? matched / scoring.length : 0
      const phrase = phraseMatches(post, phrases) > 0 ? PHRASE_BONUS : 0
      const age = ageMs(post, nowMs)
      const recency =
        weight === 0 || age > MAX_AGE_MS
          ? 0
          : (weight * earlybirdDecay(age / MINUTE_MS)) / EARLYBIRD_AT_ZERO
      const extraHashtags = Math.max(0, post.signals.hashtagCount - FREE_HASHTAGS)
      const spam = params.strictMatch
        ? -Math.min(MAX_HASHTAG_PENALTY, HASHTAG_PENALTY * extraHashtags)
        : 0
      const components = withAuthorDiversity(
        { overlap, phrase, recency, engagement, spam },
        list,
        index,
      )
      if (outOfNetwork.has(post.post.id)) {
        components.overlap *= OUT_OF_NETWORK_MULTIPLIER
        components.phrase *= OUT_OF_NETWORK_MULTIPLIER
        components.recency *= OUT_OF_NETWORK_MULTIPLIER
        components.engagement *= OUT_OF_NETWORK_MULTIPLIER
      }
      if (params.strictMatch && repostOfListed[index] === 1) {
        const positive =
          components.overlap + components.phrase + components.recency + components.engagement
        components.spam -= (1 - SUNK_SHARE) * positive + REPOST_SINK
      }
      return components
    }
  },
})
