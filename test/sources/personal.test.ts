import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/http/errors'
import {
  failureReason,
  INTEREST_PROFILE_TTL_SECONDS,
  parseCachedReader,
  type Reader,
} from '../../src/sources/personal'

const NOW = Date.parse('2026-12-07T12:00:00Z')

const reader: Reader = {
  id: '1500000000000000001',
  username: 'local_reader',
  counts: {
    likes: 3,
    ownPosts: 1,
    terms: [{ term: 'espresso', label: 'espresso', support: 3 }],
    phrases: [{ words: ['flat', 'burrs'], support: 2 }],
    languages: ['en', 'ja'],
  },
  likedIds: ['2116731948088468600'],
  hiddenAuthors: ['42'],
  missing: null,
}

describe('parseCachedReader', () => {
  it('reads back a reader as it was stored, while it is fresh', () => {
    const stored = JSON.parse(JSON.stringify({ version: 1, storedAtMs: NOW - 1000, reader }))
    expect(parseCachedReader(stored, NOW)).toEqual(reader)
  })

  it('refuses a stale entry, another version and any broken field', () => {
    const entry = (change: object) => ({
      version: 1,
      storedAtMs: NOW,
      reader: { ...reader, ...change },
    })
    expect(
      parseCachedReader(
        { version: 1, storedAtMs: NOW - INTEREST_PROFILE_TTL_SECONDS * 1000 - 1, reader },
        NOW,
      ),
    ).toBeNull()
    expect(parseCachedReader({ version: 2, storedAtMs: NOW, reader }, NOW)).toBeNull()
    expect(parseCachedReader(entry({ likedIds: 'all' }), NOW)).toBeNull()
    expect(parseCachedReader(entry({ counts: null }), NOW)).toBeNull()
    expect(parseCachedReader(entry({ id: 7 }), NOW)).toBeNull()
    expect(parseCachedReader(entry({ missing: 3 }), NOW)).toBeNull()
    expect(parseCachedReader(null, NOW)).toBeNull()
    expect(parseCachedReader('{}', NOW)).toBeNull()
  })

  it('drops the terms and pairs it cannot read, keeping the rest', () => {
    const counts = {
      ...reader.counts,
      terms: [{ term: 'espresso', label: 'espresso', support: 3 }, { term: 5 }],
      phrases: [{ words: ['one'], support: 2 }],
    }
    const parsed = parseCachedReader(
      { version: 1, storedAtMs: NOW, reader: { ...reader, counts } },
      NOW,
    )
    expect(parsed?.counts.terms).toEqual([{ term: 'espresso', label: 'espresso', support: 3 }])
    expect(parsed?.counts.phrases).toEqual([])
  })
})

describe('failureReason', () => {
  it("says in words why X's answer could not be used", () => {
    expect(failureReason(new ApiError('rate_limited', 'X is rate limiting.'))).toBe(
      "X's rate limit was reached",
    )
    expect(failureReason(new ApiError('provider_error', 'X did not answer in time.'))).toBe(
      'X did not answer in time',
    )
    expect(failureReason(new TypeError('fetch failed'))).toBe('X could not be reached')
    expect(failureReason(new ApiError('provider_error', 'X answered 403 (forbidden): …'))).toBe(
      'X refused this app (403): sign out and in again to allow it',
    )
  })
})
