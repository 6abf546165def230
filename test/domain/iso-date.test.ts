/** Reading `toISOString` dates by hand must agree with Date.parse, and refuse the rest. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalIsoMs, isoMs } from '../../src/domain/iso-date'

describe('canonicalIsoMs and isoMs', () => {
  it('read every date toISOString writes exactly as Date.parse does', () => {
    const dates = fc.date({
      min: new Date('0100-01-01T00:00:00.000Z'),
      max: new Date('9999-12-31T23:59:59.999Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(dates, (date) => {
        const text = date.toISOString()
        expect(canonicalIsoMs(text)).toBe(Date.parse(text))
        expect(isoMs(text)).toBe(Date.parse(text))
      }),
      { numRuns: 2000 },
    )
  })

  it('refuse dates that do not exist or are not in that form, which isoMs hands to Date.parse', () => {
    for (const text of [
      '2026-02-30T00:00:00.000Z',
      '2026-11-20T24:00:00.000Z',
      '2026-11-20T10:60:00.000Z',
      '2026-13-01T00:00:00.000Z',
      '0050-01-01T00:00:00.000Z',
      '2026-11-20T10:00:00Z',
      '2026-11-20 10:00:00.000Z',
      'Fri Nov 20 2026',
      '',
    ]) {
      expect(canonicalIsoMs(text)).toBeNaN()
      expect(isoMs(text)).toEqual(Date.parse(text))
    }
    expect(canonicalIsoMs('2028-02-29T12:00:00.000Z')).toBe(Date.parse('2028-02-29T12:00:00.000Z'))
  })
})
