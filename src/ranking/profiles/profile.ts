/** What a score profile is, and what the profiles share. Pure: no I/O here. */
import type { AnalyzedPost } from '../analysis'
import type { RankingContext } from '../context'
import type { PreparedList } from '../list'
import { hasPhrase } from '../query/match'
import type { ParsedQuery } from '../query/parse'

/** The five components of a post's score, before rounding. */
export interface Components {
  overlap: number
  phrase: number
  recency: number
  engagement: number
  spam: number
}

export interface Profile<Prepared = unknown> {
  readonly name: string
  /**
   * What the profile takes from a post alone (its counts, its author, its signals), worked
   * out once per post of a ranking's list and its context.
   */
  prepare(post: AnalyzedPost): Prepared
  /**
   * The scoring function of one ranking of `list`: what depends only on the request (the
   * query's term weights, the recency decay) is worked out once here, not once per post.
   * It is called with each post of the list, its preparation and its index in the list.
   * `prepared` holds the preparation of each post of the list's context, in its order (the
   * list's posts are its first).
   */
  scorer(
    context: RankingContext,
    list: PreparedList,
    prepared: readonly Prepared[],
  ): (post: AnalyzedPost, prepared: Prepared, index: number) => Components
}

/** A profile as the registry holds it, its preparation's type hidden. */
export interface ScoringProfile {
  readonly name: string
  /** The five components of each post of the list, in the list's order. */
  score(context: RankingContext, list: PreparedList): Components[]
}

/**
 * A profile for the registry: each post's preparation is worked out once per ranking. It is a
 * few multiplications; keeping it with the post (in a WeakMap) cost several times more than
 * working it out again.
 */
export function defineProfile<Prepared>(profile: Profile<Prepared>): ScoringProfile {
  return {
    name: profile.name,
    score(context, list) {
      const prepared: Prepared[] = []
      for (const post of list.context) prepared.push(profile.prepare(post))
      const score = profile.scorer(context, list, prepared)
      const components: Components[] = []
      for (let index = 0; index < list.posts.length; index++) {
        const post = list.posts[index] as AnalyzedPost
        components.push(score(post, prepared[index] as Prepared, index))
      }
      return components
    },
  }
}

export const HOUR_MS = 3_600_000
export const MINUTE_MS = 60_000

export function ageMs(post: AnalyzedPost, nowMs: number): number {
  return Math.max(0, nowMs - post.createdAtMs)
}

/** X's home-mixer author diversity: (1 − 0.25)·0.5^k + 0.25 for an author's k-th post (k from 0). */
export function authorDiversityMultiplier(k: number): number {
  return 0.75 * 0.5 ** k + 0.25
}

/** The query's phrases that can earn the bonus: two words or more. */
export function scoredPhrases(query: ParsedQuery) {
  return query.phrases.filter((phrase) => phrase.tokens.length > 1)
}

/** Quoted phrases found count 1 each, free words found in order count 1/2. */
export function phraseMatches(
  post: AnalyzedPost,
  phrases: ReturnType<typeof scoredPhrases>,
): number {
  let count = 0
  for (const phrase of phrases) {
    if (hasPhrase(post.words, phrase.tokens)) count += phrase.quoted ? 1 : 0.5
  }
  return count
}

/** Scales the positive components by the author-diversity multiplier of the post's place. */
export function withAuthorDiversity(
  components: Components,
  list: PreparedList,
  index: number,
): Components {
  const diversity = authorDiversityMultiplier(list.authorOrdinal[index] ?? 0)
  components.overlap *= diversity
  components.phrase *= diversity
  components.recency *= diversity
  components.engagement *= diversity
  return components
}
