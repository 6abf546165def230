/**
 * A personal feed's candidates: the reader's network (their home timeline) and posts found for
 * them outside it, merged into one list. Pure: no I/O here; docs/ranking.md says why this mix.
 */
import type { AnalyzedPost } from './analysis'
import { compareNewestFirst } from './analysis'

/** At most this share of a feed's candidates come from outside the reader's network. */
export const OUT_OF_NETWORK_SHARE = 0.5

export interface Mixed {
  /** Newest first, at most `maxResults`. */
  posts: AnalyzedPost[]
  /** The ids of those of `posts` that come from outside the reader's network. */
  outOfNetwork: Set<string>
}

export interface MixRules {
  maxResults: number
  /** The reader's own id: their own posts are not shown to them. */
  readerId: string | null
  /** Accounts the reader muted or blocked. */
  hiddenAuthors: ReadonlySet<string>
  /** Posts the reader already liked. */
  likedIds: ReadonlySet<string>
}

const authorOf = (post: AnalyzedPost) => post.post.author.id || post.authorUsername

/**
 * Whether a candidate may be shown to the reader: not their own post, not of an account they hid,
 * not a post they liked, nor a pure repost of one (its text is the liked post's: they have read it).
 */
export function shownTo(post: AnalyzedPost, rules: Omit<MixRules, 'maxResults'>): boolean {
  const original = post.post.kind === 'repost' ? post.facts.referencedPostId : null
  return (
    post.post.author.id !== rules.readerId &&
    !rules.hiddenAuthors.has(post.post.author.id) &&
    !rules.likedIds.has(post.post.id) &&
    !(original !== null && rules.likedIds.has(original))
  )
}

/**
 * The network's posts and the found ones, without duplicates and what is not `shownTo` the
 * reader. Found posts take at most OUT_OF_NETWORK_SHARE of `maxResults`
 * when the network has enough to fill the rest; each part keeps its newest. A found post by an
 * author of the network is from the network, wherever it was found.
 */
export function mixCandidates(
  network: readonly AnalyzedPost[],
  found: readonly AnalyzedPost[],
  rules: MixRules,
): Mixed {
  const seen = new Set<string>()
  const keep = (posts: readonly AnalyzedPost[]) => {
    const kept: AnalyzedPost[] = []
    for (const post of [...posts].sort(compareNewestFirst)) {
      if (seen.has(post.post.id) || !shownTo(post, rules)) continue
      seen.add(post.post.id)
      kept.push(post)
    }
    return kept
  }
  const inside = keep(network)
  const outside = keep(found)
  const cap = Math.max(0, Math.trunc(rules.maxResults))
  const outsideWanted = Math.min(outside.length, Math.floor(cap * OUT_OF_NETWORK_SHARE))
  const insideTaken = Math.min(inside.length, cap - outsideWanted)
  const taken = outside.slice(0, Math.min(outside.length, cap - insideTaken))
  const followed = new Set(network.map(authorOf))
  return {
    posts: [...inside.slice(0, insideTaken), ...taken].sort(compareNewestFirst),
    outOfNetwork: new Set(
      taken.filter((post) => !followed.has(authorOf(post))).map((post) => post.post.id),
    ),
  }
}
