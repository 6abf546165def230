/** Ranks a retrieved list under a profile. Pure: no I/O here. */
import { type Breakdown, type RankedPost, rankedFields } from '../domain/post'
import type { AnalyzedPost } from './analysis'
import type { RankingContext } from './context'
import { type PreparedList, prepareList } from './list'
import { PROFILE_NAMES, PROFILES, type ProfileName } from './profiles'
import type { Components, ScoringProfile } from './profiles/profile'

export { type PreparedList, prepareList } from './list'

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0
}

function toBreakdown(components: Components): Breakdown {
  return {
    overlap: round(components.overlap),
    phrase: round(components.phrase),
    recency: round(components.recency),
    engagement: round(components.engagement),
    spam: Math.min(0, round(components.spam)),
  }
}

const byScore = (a: RankedPost, b: RankedPost) => b.score - a.score

export function rankPrepared(
  list: PreparedList,
  profileName: ProfileName,
  context: RankingContext,
): RankedPost[] {
  return rankWith(PROFILES[profileName], list, context)
}

/** A list ranked by a profile that need not be in the registry (eval's variants of one). */
export function rankWith(
  profile: ScoringProfile,
  list: PreparedList,
  context: RankingContext,
): RankedPost[] {
  const components = profile.score(context, list)
  const ranked: RankedPost[] = []
  for (let index = 0; index < list.posts.length; index++) {
    const breakdown = toBreakdown(components[index] as Components)
    // Rounded as the components are, so an answer shows 1.181409, not the float noise of the
    // sum; it stays the sum to well within the 1e-9 the API promises (docs/api.md).
    const total = round(
      breakdown.overlap +
        breakdown.phrase +
        breakdown.recency +
        breakdown.engagement +
        breakdown.spam,
    )
    ranked.push(rankedFields((list.posts[index] as AnalyzedPost).post, 0, total, breakdown))
  }
  // Stable: equal scores keep the list's order, newest first.
  ranked.sort(byScore)
  for (let index = 0; index < ranked.length; index++) (ranked[index] as RankedPost).rank = index + 1
  return ranked
}

export function rankPosts(
  posts: readonly AnalyzedPost[],
  profileName: ProfileName,
  context: RankingContext,
): RankedPost[] {
  return rankPrepared(prepareList(posts), profileName, context)
}

/** Every profile over the same list, sharing the list-level work. */
export function rankAll(
  posts: readonly AnalyzedPost[] | PreparedList,
  context: RankingContext,
): Record<ProfileName, RankedPost[]> {
  const list = 'authorOrdinal' in posts ? posts : prepareList(posts)
  const rankings = {} as Record<ProfileName, RankedPost[]>
  for (const name of PROFILE_NAMES) rankings[name] = rankPrepared(list, name, context)
  return rankings
}
