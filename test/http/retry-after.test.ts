import { describe, expect, it } from 'vitest'
import { retryAfterOf, retryAfterValue } from '../../src/http/retry-after'

describe('retryAfterValue', () => {
  it('is a whole number of seconds in 1..3600', () => {
    expect(retryAfterValue(59.2, 30)).toBe('60')
    expect(retryAfterValue(1e300, 30)).toBe('3600')
    expect(retryAfterValue(Number.POSITIVE_INFINITY, 30)).toBe('3600')
    expect(retryAfterValue(-5, 30)).toBe('1')
    expect(retryAfterValue(0.001, 30)).toBe('1')
  })

  it('falls back when the provider gave no number', () => {
    expect(retryAfterValue(Number.NaN, 30)).toBe('30')
  })
})

describe('retryAfterOf', () => {
  const answer = (value: string) =>
    new Response(null, { status: 429, headers: { 'retry-after': value } })
  const nowMs = Date.parse('2026-03-01T12:00:00Z')

  it("reads a provider's Retry-After in seconds or as an HTTP date", () => {
    expect(retryAfterOf(answer('12'), 30, nowMs)).toBe('12')
    expect(retryAfterOf(answer('Sun, 01 Mar 2026 12:01:30 GMT'), 30, nowMs)).toBe('90')
    // A date already past: retry at once, but no sooner than a second.
    expect(retryAfterOf(answer('Sun, 01 Mar 2026 11:00:00 GMT'), 30, nowMs)).toBe('1')
  })

  it("prefers X's x-rate-limit-reset (Unix seconds) to Retry-After", () => {
    const headers = { 'x-rate-limit-reset': String(nowMs / 1000 + 45), 'retry-after': '12' }
    expect(retryAfterOf(new Response(null, { status: 429, headers }), 30, nowMs)).toBe('45')
    const unreadable = { 'x-rate-limit-reset': 'later', 'retry-after': '12' }
    expect(retryAfterOf(new Response(null, { status: 429, headers: unreadable }), 30, nowMs)).toBe(
      '12',
    )
  })

  it('falls back when the header is missing or unreadable', () => {
    expect(retryAfterOf(new Response(null, { status: 429 }), 30, nowMs)).toBe('30')
    expect(retryAfterOf(answer('soon'), 30, nowMs)).toBe('30')
  })
})
