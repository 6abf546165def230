import { describe, expect, it } from 'vitest'
import { retryAfterValue } from '../../src/http/retry-after'

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
