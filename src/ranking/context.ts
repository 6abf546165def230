/** What a ranking needs besides the posts: the query, the parameters, the clock, the corpus. */
import type { CorpusStats } from './analysis'
import type { Interests } from './interests'
import { type ParsedQuery, parseQuery } from './query/parse'

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
  /** Background statistics for text scores (the seed corpus's, for every source). */
  stats: CorpusStats
  /**
   * A personalised feed's reader: their interests, weighed against the feed's candidates. A feed
   * with interests measures each post against them the way a search measures it against its query.
   */
  interests: Interests | null
  /** The ids of the feed's posts that come from outside the reader's network. */
  outOfNetwork: ReadonlySet<string>
}

/** What a personalised feed adds to its context (`rankingContext`'s last argument). */
export interface Personal {
  interests: Interests | null
  outOfNetwork?: ReadonlySet<string>
}

const NO_POSTS: ReadonlySet<string> = new Set()

/**
 * The ranking context of a request: every route builds it here. `query` is the query text, or
 * one already parsed (the mock source parses it to retrieve).
 */
export function rankingContext(
  query: string | ParsedQuery,
  params: RankingParams,
  stats: CorpusStats,
  nowMs: number = Date.now(),
  personal: Personal = { interests: null },
): RankingContext {
  return {
    query: typeof query === 'string' ? parseQuery(query) : query,
    params: { recencyWeight: params.recencyWeight, strictMatch: params.strictMatch },
    nowMs,
    stats,
    interests: personal.interests,
    outOfNetwork: personal.outOfNetwork ?? NO_POSTS,
  }
}
