/** `specifics`: a post that gives figures. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIGURE } from '../../src/ranking/signals/specifics'
import { analyzed } from '../fixtures/posts'

/**
 * The pattern as first written: a unit after `\d[\d,.]*`, which the engine tried again from every
 * digit of a run of them. FIGURE must find a figure exactly where it did.
 */
const FIGURE_AS_FIRST_WRITTEN =
  /\d+(?:[.,:]\d+)?\s?(?:%|°|ms|s\b|h\b|km|kg|g\b|ml|min|gb|mb|kb|x\b|€|£)|[$€£]\s?\d|\d[\d,.]*\s?(?:mph|kwh|kw|mw|gw|bar\b|fps)|\d{2,}/iu

function givesFigures(text: string): boolean {
  return analyzed({ text }).signals.specifics === 1
}

describe('specifics', () => {
  it('finds measurements, shares, sums and numbers of two digits or more', () => {
    for (const text of ['a 5 km run', 'up 3%', '1,5 kW heater', '1.2.3 mph', '$5 fee', 'won 12']) {
      expect(givesFigures(text)).toBe(true)
    }
    for (const text of ['7 tools you need', '1/ a thread', 'no numbers here', '5, then 6']) {
      expect(givesFigures(text)).toBe(false)
    }
  })

  it('finds a figure exactly where the pattern as first written did', () => {
    const pieces = ['1', '2', ',', '.', ':', ' ', 'mph', 'kw', 'h', 'ms', 'x', 'a', '%', '€', '$']
    const text = fc
      .array(fc.constantFrom(...pieces), { maxLength: 24 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(text, (value) => {
        expect(FIGURE.test(value)).toBe(FIGURE_AS_FIRST_WRITTEN.test(value))
      }),
      { numRuns: 5000 },
    )
  })
})
