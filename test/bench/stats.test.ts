/** The benchmark's arithmetic: the figures `npm run bench` prints are only as good as these. */
import { describe, expect, it } from 'vitest'
import { growthExponent, median, quantile, round3, seededRandom } from '../../bench/lib/stats.mjs'

describe('benchmark statistics', () => {
  it('takes quantiles by linear interpolation, without reordering the list', () => {
    const values = [3, 1, 2]
    expect(median(values)).toBe(2)
    expect(values).toEqual([3, 1, 2])
    expect(median([1, 2, 3, 4])).toBe(2.5)
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(quantile(hundred, 0.99)).toBeCloseTo(99.01, 10)
    expect(quantile(hundred, 0)).toBe(1)
    expect(quantile(hundred, 1)).toBe(100)
    expect(quantile([], 0.5)).toBeNaN()
  })

  it('fits the growth exponent of time against posts', () => {
    const sizes = [100, 1_000, 10_000]
    const exponentOf = (k: number) => growthExponent(sizes.map((n) => [n, 0.006 * n ** k]))
    expect(exponentOf(1)).toBeCloseTo(1, 10)
    expect(exponentOf(2)).toBeCloseTo(2, 10)
    expect(exponentOf(1.08)).toBeCloseTo(1.08, 10)
    // The medians of a real run (ms per call at 100, 1,000 and 10,000 posts), printed as 1.09.
    const measured = growthExponent([
      [100, 0.594],
      [1_000, 5.12],
      [10_000, 88.5],
    ])
    expect(round3(measured)).toBe(1.09)
  })

  it('draws the same numbers from the same seed, in [0, 1)', () => {
    const first = seededRandom(42)
    const second = seededRandom(42)
    const drawn = Array.from({ length: 1000 }, () => first())
    expect(Array.from({ length: 1000 }, () => second())).toEqual(drawn)
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true)
    expect(seededRandom(43)()).not.toBe(seededRandom(42)())
  })

  it('rounds figures for display to three significant digits', () => {
    expect(round3(0.51834)).toBe(0.518)
    expect(round3(1.0849)).toBe(1.08)
    expect(round3(128.6)).toBe(129)
    expect(round3(46476)).toBe(46476)
    expect(round3(0.0012345)).toBe(0.00123)
    expect(round3(0)).toBe(0)
  })
})
