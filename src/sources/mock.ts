/**
 * The mock source: X's recent search, emulated over the seed corpus. Matching posts are
 * taken newest first until the cap, exactly as a provider call with `max_results`.
 */
import type { AnalyzedPost } from '../ranking/analysis'
import { matches } from '../ranking/match'
import type { ParsedQuery } from '../ranking/query'

export function searchCorpus(
  posts: readonly AnalyzedPost[],
  query: ParsedQuery,
  maxResults: number,
): AnalyzedPost[] {
  const found: AnalyzedPost[] = []
  for (const post of posts) {
    if (found.length >= maxResults) break
    if (matches(query.root, post)) found.push(post)
  }
  return found
}
