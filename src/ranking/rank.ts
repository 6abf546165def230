/**
 * Ranks a retrieved list under a profile. Pure: no I/O here.
 *
 * List-level demotions are applied in order of recency (newest first), not of score, so
 * a post is only ever demoted because of posts newer than itself. Retrieval keeps the
 * newest `maxResults` posts, so whenever a post is in the list, everything that can
 * demote it is too: a post's breakdown never depends on `maxResults`.
 */
import { type Breakdown, type RankedPost, rankedFields } from '../domain/post'
import { type AnalyzedPost, compareNewestFirst } from './analysis'
import { markLaterDuplicates } from './duplicates'
import {
  authorDiversityMultiplier,
  type Components,
  PROFILES,
  type ProfileName,
  type RankingContext,
} from './profiles'

export interface PreparedList {
  /** Newest first. */
  posts: AnalyzedPost[]
  /** For each post, how many newer posts by the same author precede it. */
  authorOrdinal: number[]
  /**
   * For each post, whether a newer post in the list is a near-duplicate of it. Worked out
   * on first use (see `repeatsNewerOf`): only a profile that demotes duplicates needs it.
   */
  repeatsNewer?: boolean[]
}

/** The work both profiles share: ordering and author ordinals. */
export function prepareList(posts: readonly AnalyzedPost[]): PreparedList {
  const ordered = [...posts].sort(compareNewestFirst)
  const seen = new Map<string, number>()
  const authorOrdinal = ordered.map((post) => {
    const key = post.post.author.id || post.authorUsername
    const ordinal = seen.get(key) ?? 0
    seen.set(key, ordinal + 1)
    return ordinal
  })
  return { posts: ordered, authorOrdinal }
}

/** The near-duplicate marks of a prepared list, computed once. */
export function repeatsNewerOf(list: PreparedList): boolean[] {
  list.repeatsNewer ??= markLaterDuplicates(list.posts.map((post) => post.duplicate))
  return list.repeatsNewer
}

function round(value: number): number {
  return Math.round(value * 1e6) / 1e6 + 0
}

/** Rounds a post's components in place into its breakdown (the scorer made them for it alone). */
function toBreakdown(components: Components): Breakdown {
  components.overlap = round(components.overlap)
  components.phrase = round(components.phrase)
  components.recency = round(components.recency)
  components.engagement = round(components.engagement)
  components.spam = Math.min(0, round(components.spam))
  return components
}

export function rankPrepared(
  list: PreparedList,
  profileName: ProfileName,
  context: RankingContext,
): RankedPost[] {
  const profile = PROFILES[profileName]
  const componentsOf = profile.scorer(context)
  const demotion = context.params.strictMatch ? profile.duplicateDemotion : 0
  const repeatsNewer = demotion > 0 ? repeatsNewerOf(list) : undefined
  // Two objects per post and profile, the breakdown and the ranked post: on long lists
  // every other allocation survives into the old generation and costs a major GC.
  const ranked = list.posts.map((post, index) => {
    const components = componentsOf(post)
    const diversity = authorDiversityMultiplier(list.authorOrdinal[index] ?? 0)
    components.overlap *= diversity
    components.phrase *= diversity
    components.recency *= diversity
    components.engagement *= diversity
    if (repeatsNewer?.[index]) {
      const sum =
        components.overlap + components.phrase + components.recency + components.engagement
      components.spam -= demotion * sum
    }
    const breakdown = toBreakdown(components)
    // Rounded as the components are, so an answer shows 1.181409, not the float noise of
    // the sum (1.1814090000000002); it stays the sum to well within the contract's 1e-9.
    const score = round(
      breakdown.overlap +
        breakdown.phrase +
        breakdown.recency +
        breakdown.engagement +
        breakdown.spam,
    )
    return rankedFields(post.post, 0, score, breakdown)
  })
  sortByScore(ranked)
  for (let index = 0; index < ranked.length; index++) (ranked[index] as RankedPost).rank = index + 1
  return ranked
}

/** Runs of this many posts are sorted by insertion before they are merged. */
const INSERTION_RUN = 12

/**
 * Sorts posts by score, highest first, equal scores keeping their order (stable, as
 * `Array.prototype.sort` is: in a prepared list, newest first). A merge sort written out
 * here, because the built-in sort calls a comparator function for every comparison: a
 * tenth of the whole ranking's time in a profile. Scores are finite numbers.
 */
export function sortByScore(posts: RankedPost[]): void {
  const count = posts.length
  for (let start = 0; start < count; start += INSERTION_RUN) {
    const end = Math.min(start + INSERTION_RUN, count)
    for (let i = start + 1; i < end; i++) {
      const post = posts[i] as RankedPost
      const score = post.score
      let j = i - 1
      while (j >= start && (posts[j] as RankedPost).score < score) {
        posts[j + 1] = posts[j] as RankedPost
        j--
      }
      posts[j + 1] = post
    }
  }
  if (count <= INSERTION_RUN) return
  let source = posts
  let target = new Array<RankedPost>(count)
  for (let width = INSERTION_RUN; width < count; width *= 2) {
    for (let left = 0; left < count; left += 2 * width) {
      const middle = Math.min(left + width, count)
      const right = Math.min(left + 2 * width, count)
      let i = left
      let j = middle
      let k = left
      while (i < middle && j < right) {
        const first = source[i] as RankedPost
        const second = source[j] as RankedPost
        // Only a strictly higher score overtakes: equal scores keep their order.
        if (second.score > first.score) {
          target[k++] = second
          j++
        } else {
          target[k++] = first
          i++
        }
      }
      while (i < middle) target[k++] = source[i++] as RankedPost
      while (j < right) target[k++] = source[j++] as RankedPost
    }
    const merged = target
    target = source
    source = merged
  }
  if (source !== posts) for (let i = 0; i < count; i++) posts[i] = source[i] as RankedPost
}

export function rankPosts(
  posts: readonly AnalyzedPost[],
  profileName: ProfileName,
  context: RankingContext,
): RankedPost[] {
  return rankPrepared(prepareList(posts), profileName, context)
}

export interface BothRankings {
  platform_style: RankedPost[]
  refined: RankedPost[]
}

/** Both profiles over the same list, sharing the list-level work. */
export function rankBoth(posts: readonly AnalyzedPost[], context: RankingContext): BothRankings {
  const list = prepareList(posts)
  return {
    platform_style: rankPrepared(list, 'platform_style', context),
    refined: rankPrepared(list, 'refined', context),
  }
}
