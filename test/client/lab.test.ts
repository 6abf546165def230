import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  effectiveMaxResults,
  LAB_DEFAULTS,
  type LabSettings,
  labToSearch,
  parseLab,
  RESULT_RANGES,
  sameLab,
} from '../../client/src/lab'

const search = (query: string) => new URLSearchParams(query)

const labArbitrary: fc.Arbitrary<LabSettings> = fc.record({
  recencyWeight: fc.integer({ min: 0, max: 1000 }).map((n) => n / 100),
  strictMatch: fc.boolean(),
  maxResults: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  omitRetweets: fc.boolean(),
})

describe('the ranking lab in the URL', () => {
  it('reads the defaults from an empty query string', () => {
    expect(parseLab(search(''))).toEqual(LAB_DEFAULTS)
  })

  it('reads every setting the way the API spells it', () => {
    expect(
      parseLab(search('recencyWeight=2.5&strictMatch=off&maxResults=12&omitRetweets=YES')),
    ).toEqual({ recencyWeight: 2.5, strictMatch: false, maxResults: 12, omitRetweets: true })
  })

  it('falls back to the defaults for values a hand-edited URL cannot mean', () => {
    expect(
      parseLab(search('recencyWeight=abc&strictMatch=maybe&maxResults=1e3&omitRetweets=2')),
    ).toEqual(LAB_DEFAULTS)
  })

  it('clamps numbers into the sliders’ ranges', () => {
    const lab = parseLab(search('recencyWeight=99&maxResults=500'))
    expect(lab.recencyWeight).toBe(10)
    expect(lab.maxResults).toBe(100)
    expect(parseLab(search('recencyWeight=-3&maxResults=0'))).toMatchObject({
      recencyWeight: 0,
      maxResults: 1,
    })
  })

  it('writes only what differs from the defaults, so a default view has a bare URL', () => {
    expect(labToSearch(LAB_DEFAULTS)).toEqual({})
    expect(labToSearch({ ...LAB_DEFAULTS, strictMatch: false })).toEqual({
      strictMatch: 'false',
    })
  })

  it('reads back exactly what it wrote, for any settings', () => {
    fc.assert(
      fc.property(labArbitrary, (lab) => {
        const written = new URLSearchParams(labToSearch(lab))
        expect(sameLab(parseLab(written), lab)).toBe(true)
      }),
    )
  })

  it("shows maxResults clamped to each route's range, or the route's default when unset", () => {
    expect(effectiveMaxResults(LAB_DEFAULTS, RESULT_RANGES.compare)).toBe(30)
    expect(effectiveMaxResults(LAB_DEFAULTS, RESULT_RANGES.forYouAi)).toBe(12)
    const five = { ...LAB_DEFAULTS, maxResults: 5 }
    expect(effectiveMaxResults(five, RESULT_RANGES.compare)).toBe(10)
    expect(effectiveMaxResults(five, RESULT_RANGES.forYou)).toBe(5)
    expect(effectiveMaxResults({ ...five, maxResults: 80 }, RESULT_RANGES.forYouAi)).toBe(25)
  })
})
