import { describe, expect, it } from 'vitest'
import { dcg, meanScores, ndcg, precisionAt, reciprocalRank, scoreList } from '../../eval/metrics'

describe('ranking-quality metrics', () => {
  it('sums DCG with gain 2^grade - 1 and discount log2(rank + 1), to the cut-off', () => {
    // 7/log2(2) + 3/log2(3) + 0/log2(4) = 7 + 1.8927892607
    expect(dcg([3, 2, 0], 10)).toBeCloseTo(8.8927892607, 9)
    expect(dcg([3, 2, 0], 1)).toBe(7)
    expect(dcg([], 10)).toBe(0)
  })

  it('normalises DCG by the ideal order of every graded post, ranked or not', () => {
    // Ranked [0, 3]: gain 7 at rank 2 is 7/log2(3); the ideal puts it first, 7.
    expect(ndcg([0, 3], [3, 0], 10)).toBeCloseTo(1 / Math.log2(3), 9)
    expect(ndcg([3, 0], [0, 3], 10)).toBe(1)
    // A grade-2 post ranked first when a grade-3 post exists below the cut-off:
    // DCG@1 = 3, ideal DCG@1 = 7.
    expect(ndcg([2, 3], [2, 3], 1)).toBeCloseTo(3 / 7, 9)
    // Nothing above 0: nothing to find, 0.
    expect(ndcg([0, 0], [0, 0], 10)).toBe(0)
  })

  it('counts posts graded 2 or more among the first k places, over k', () => {
    expect(precisionAt([3, 2, 1, 0, 2, 3], 5)).toBe(3 / 5)
    // A list shorter than k still divides by k.
    expect(precisionAt([2], 5)).toBe(1 / 5)
  })

  it('takes the reciprocal rank of the first post graded 2 or more', () => {
    expect(reciprocalRank([0, 1, 2, 3])).toBe(1 / 3)
    expect(reciprocalRank([3])).toBe(1)
    expect(reciprocalRank([1, 1, 0])).toBe(0)
  })

  it('scores a list and averages lists metric by metric', () => {
    const first = scoreList([3, 0, 0, 0, 0], [3, 0, 0, 0, 0])
    expect(first).toEqual({ ndcg10: 1, p5: 1 / 5, mrr: 1 })
    const second = scoreList([0, 2], [2, 0])
    expect(second.ndcg10).toBeCloseTo(1 / Math.log2(3), 9)
    expect(meanScores([first, second])).toEqual({
      ndcg10: (1 + second.ndcg10) / 2,
      p5: (1 / 5 + 1 / 5) / 2,
      mrr: (1 + 1 / 2) / 2,
    })
    expect(meanScores([])).toEqual({ ndcg10: 0, p5: 0, mrr: 0 })
  })
})
