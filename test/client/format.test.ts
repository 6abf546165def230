import { describe, expect, it } from 'vitest'
import { postOwner, sessionTime, whyThisPost, withoutRetryHint } from '../../client/src/format'
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

describe('when a live session started or starts', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z')
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString()

  it('says how long ago a live one started', () => {
    expect(sessionTime(at(-0.5), true, now)).toBe('started just now')
    expect(sessionTime(at(-7), true, now)).toBe('started 7m ago')
    expect(sessionTime(at(-150), true, now)).toBe('started 2h ago')
    expect(sessionTime(at(-3 * 24 * 60), true, now)).toBe('started 3d ago')
    expect(sessionTime(at(-10 * 24 * 60), true, now)).toBe('started Nov 13')
  })

  it('says how soon a scheduled one starts, with a date only when it is a day or more away', () => {
    // workerd runs in UTC: the date's wording is checked, not every time zone's day.
    expect(sessionTime(at(40), false, now)).toBe('starts in 40m')
    expect(sessionTime(at(0.2), false, now)).toBe('starts in 1m')
    expect(sessionTime(at(185), false, now)).toBe('starts in 3h')
    expect(sessionTime(at(59.5), false, now)).toBe('starts in 1h')
    expect(sessionTime(at(-4), false, now)).toBe('starting now')
    expect(sessionTime(at(-20), false, now)).toBe('was due 20m ago')
    const later = sessionTime('2026-11-25T19:19:00.000Z', false, now)
    expect(later).toMatch(/^starts Nov 25, \d{1,2}:19 [AP]M$/)
    expect(sessionTime('2027-01-05T19:19:00.000Z', false, now)).toMatch(/^starts Jan 5, 2027, /)
  })

  it('says nothing for a time it cannot read', () => {
    expect(sessionTime('soon', true, now)).toBe('')
  })
})

describe("whose post an 'Open on X' link names", () => {
  it('is the handle, else the display name, else the author', () => {
    expect(postOwner({ username: 'rustacean', name: 'Ferris' })).toBe('@rustacean')
    expect(postOwner({ username: '', name: 'Ferris' })).toBe('Ferris')
    expect(postOwner({ username: '', name: '  ' })).toBe('the author')
  })
})

describe('whyThisPost', () => {
  it('names the interests a post holds, else where it came from', () => {
    const post = (origin: 'in_network' | 'out_of_network', matched: string[] = []) => ({
      origin,
      matched,
    })
    expect(whyThisPost(post('in_network', ['espresso', 'grinder']), 'live')).toBe(
      'Because you liked posts about espresso, grinder',
    )
    expect(whyThisPost(post('out_of_network'), 'live')).toBe('Found for you outside your network')
    expect(whyThisPost(post('in_network'), 'live')).toBe('From your home timeline')
    expect(whyThisPost(post('in_network'), 'seed')).toBe('From the seed home')
    expect(whyThisPost(post('out_of_network'), 'ai')).toBe('Found by the AI provider')
  })
})
