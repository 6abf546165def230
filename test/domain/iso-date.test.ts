/** Reading `toISOString` dates by hand must agree with Date.parse, and refuse the rest. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canonicalIsoMs, existingDateMs, isoMs } from '../../src/domain/iso-date'

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

  it('know the Gregorian leap years: every 400th year has a February 29, other centuries none', () => {
    for (const text of ['2000-02-29T12:00:00.000Z', '2400-02-29T00:00:00.000Z']) {
      expect(canonicalIsoMs(text), text).toBe(Date.parse(text))
      expect(existingDateMs(text), text).toBe(Date.parse(text))
    }
    for (const text of ['2100-02-29T12:00:00.000Z', '1900-02-29T00:00:00.000Z']) {
      expect(canonicalIsoMs(text), text).toBeNaN()
      expect(existingDateMs(text), text).toBeNaN()
    }
  })
})

describe('existingDateMs', () => {
  it('reads what Date.parse reads, but not days that do not exist nor six-digit years', () => {
    expect(existingDateMs('2026-11-20T09:15:00.000Z')).toBe(Date.parse('2026-11-20T09:15:00.000Z'))
    expect(existingDateMs('2026-11-20T10:15:00+01:00')).toBe(Date.parse('2026-11-20T09:15:00Z'))
    expect(existingDateMs('2024-02-29')).toBe(Date.parse('2024-02-29T00:00:00Z'))
    expect(existingDateMs('Fri, 20 Nov 2026 09:15:00 GMT')).toBe(Date.parse('2026-11-20T09:15:00Z'))
    for (const text of [
      '2026-02-30T00:00:00.000Z',
      '2026-02-29T00:00:00Z',
      '2026-04-31',
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      'not a date',
    ]) {
      expect(existingDateMs(text), text).toBeNaN()
    }
  })
})
