/** What a ranking needs besides the posts: the query, the parameters, the clock, the corpus. */
import type { CorpusStats } from './analysis'
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
}

/**
 * The ranking context of a request: every route builds it here. `query` is the query text, or
 * one already parsed (the mock source parses it to retrieve).
 */
export function rankingContext(
  query: string | ParsedQuery,
  params: RankingParams,
  stats: CorpusStats,
  nowMs: number = Date.now(),
): RankingContext {
  return {
    query: typeof query === 'string' ? parseQuery(query) : query,
    params: { recencyWeight: params.recencyWeight, strictMatch: params.strictMatch },
    nowMs,
    stats,
  }
}
