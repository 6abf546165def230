/**
 * A retrieved list, prepared for ranking. Pure: no I/O here.
 *
 * A list is kept newest first, so list-level signals (a near-duplicate of a newer post) only
 * ever look at posts newer than the one they mark. Retrieval keeps the newest `maxResults`
 * posts, so whenever a post is in the list, everything that can demote it is too: a post's
 * breakdown never depends on `maxResults`.
 */
import { type AnalyzedPost, compareNewestFirst } from './analysis'
import { LIST_SIGNALS, type ListSignalName } from './signals'

export interface PreparedList {
  /** Newest first. */
  posts: AnalyzedPost[]
  /**
   * What list-level signals read, newest first, `posts` its first entries: the source's whole
   * retrieval (the newest 100 matches), so that capping it more (`maxResults`) changes no post's
   * breakdown; or `posts` itself, where the source fetched no more than it hands on.
   */
  context: AnalyzedPost[]
  /** For each post, how many newer posts by the same author precede it. */
  authorOrdinal: number[]
  /** The list signals worked out so far (see listSignal). */
  signals: Partial<Record<ListSignalName, readonly number[]>>
}

/**
 * What every ranking of a list shares: the order and the authors' ordinals. `context`, when
 * given, is the retrieval `posts` were capped from: its newest posts are `posts`.
 */
export function prepareList(
  posts: readonly AnalyzedPost[],
  context?: readonly AnalyzedPost[],
): PreparedList {
  const ordered = [...posts].sort(compareNewestFirst)
  const wider = context ? [...context].sort(compareNewestFirst) : ordered
  const isPrefix = ordered.every((post, index) => wider[index] === post)
  const seen = new Map<string, number>()
  const authorOrdinal: number[] = []
  for (const post of ordered) {
    const key = post.post.author.id || post.authorUsername
    const ordinal = seen.get(key) ?? 0
    seen.set(key, ordinal + 1)
    authorOrdinal.push(ordinal)
  }
  return { posts: ordered, context: isPrefix ? wider : ordered, authorOrdinal, signals: {} }
}

/**
 * A list signal's value for each post of the list (and of its context, after them), worked out
 * once per list over its context.
 */
export function listSignal(list: PreparedList, name: ListSignalName): readonly number[] {
  let values = list.signals[name]
  if (!values) {
    const signal = LIST_SIGNALS.find((candidate) => candidate.name === name)
    values = signal ? signal.detect(list.context) : list.context.map(() => 0)
    list.signals[name] = values
  }
  return values
}
