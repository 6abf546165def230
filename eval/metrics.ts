/**
 * The ranking-quality metrics of `npm run eval`, over graded lists (grades 0..3). Pure.
 *
 * - NDCG@k: DCG@k of the ranking over DCG@k of the ideal ordering of every graded post of
 *   the set, with gain 2^grade − 1 and discount log2(rank + 1).
 * - P@k: the share of the first k places (k, not the list's length) holding a post graded
 *   at least RELEVANT.
 * - MRR: 1 / the rank of the first post graded at least RELEVANT (0 when there is none).
 */

/** The grade from which a post counts as relevant for P@k and MRR. */
export const RELEVANT = 2

function gain(grade: number): number {
  return 2 ** grade - 1
}

/** DCG of the first `k` grades, in the order given. */
export function dcg(grades: readonly number[], k: number): number {
  let sum = 0
  const depth = Math.min(k, grades.length)
  for (let index = 0; index < depth; index++) {
    sum += gain(grades[index] as number) / Math.log2(index + 2)
  }
  return sum
}

/**
 * NDCG@k of `ranked` (the grades in ranked order) against the ideal ordering of `judged`
 * (every grade of the set, ranked or not). 0 when the set has no post above grade 0.
 */
export function ndcg(ranked: readonly number[], judged: readonly number[], k: number): number {
  const ideal = dcg(
    [...judged].sort((a, b) => b - a),
    k,
  )
  return ideal === 0 ? 0 : dcg(ranked, k) / ideal
}

export function precisionAt(ranked: readonly number[], k: number): number {
  let relevant = 0
  for (let index = 0; index < Math.min(k, ranked.length); index++) {
    if ((ranked[index] as number) >= RELEVANT) relevant++
  }
  return relevant / k
}

export function reciprocalRank(ranked: readonly number[]): number {
  const first = ranked.findIndex((grade) => grade >= RELEVANT)
  return first < 0 ? 0 : 1 / (first + 1)
}

export interface ListScores {
  ndcg10: number
  p5: number
  mrr: number
}

export function scoreList(ranked: readonly number[], judged: readonly number[]): ListScores {
  return {
    ndcg10: ndcg(ranked, judged, 10),
    p5: precisionAt(ranked, 5),
    mrr: reciprocalRank(ranked),
  }
}

/** The mean of each metric over lists (0s for none). */
export function meanScores(lists: readonly ListScores[]): ListScores {
  const count = lists.length
  if (count === 0) return { ndcg10: 0, p5: 0, mrr: 0 }
  const sum = (pick: (scores: ListScores) => number) =>
    lists.reduce((total, scores) => total + pick(scores), 0) / count
  return {
    ndcg10: sum((scores) => scores.ndcg10),
    p5: sum((scores) => scores.p5),
    mrr: sum((scores) => scores.mrr),
  }
}
