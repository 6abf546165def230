import { describe, expect, it } from 'vitest'
import { withoutRetryHint } from '../../client/src/format'
import { providerRateLimited } from '../../src/http/retry-after'

describe('the API message beside a countdown', () => {
  it("loses the server's own 'retry in N s', which would soon disagree with the count", async () => {
    const fromX = await providerRateLimited(
      'X',
      new Response(null, { status: 429, headers: { 'retry-after': '61' } }),
      60,
    )
    expect(fromX.message).toBe("X's rate limit was reached; retry in 61 s.")
    expect(withoutRetryHint(fromX.message)).toBe("X's rate limit was reached.")
    expect(withoutRetryHint('Too many requests; retry in 60 s.')).toBe('Too many requests.')
  })

  it('keeps every other message as it is', () => {
    for (const message of [
      'No AI key is configured.',
      'Slow down; retry in a minute.',
      'retry in 5 s. Then again.',
    ]) {
      expect(withoutRetryHint(message)).toBe(message)
    }
  })
})
