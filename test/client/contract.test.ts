import { describe, expect, it } from 'vitest'
import {
  authErrorMessage,
  contractError,
  imageUrl,
  limitQuery,
  linkUrl,
  parseLiveSessions,
  QUERY_MAX_CHARACTERS,
} from '../../client/src/contract'

describe('limitQuery', () => {
  it('counts characters as the API does (code points), not UTF-16 units', () => {
    expect(QUERY_MAX_CHARACTERS).toBe(512)
    const emoji = '😀'.repeat(512)
    expect(emoji.length).toBe(1024)
    expect(limitQuery(emoji)).toBe(emoji)
    expect(limitQuery(`${emoji}😀`)).toBe(emoji)
    expect(limitQuery('a'.repeat(600))).toBe('a'.repeat(512))
    expect(limitQuery(`${'a'.repeat(511)}😀😀`)).toBe(`${'a'.repeat(511)}😀`)
    expect(limitQuery('rust')).toBe('rust')
  })
})

const session = {
  id: 's1',
  title: 'Rust async office hours',
  kind: 'audio',
  state: 'live',
  host: { username: 'ferrowheel', name: 'Mara Lindqvist' },
  listeners: 1234,
  startedAt: '2026-11-20T09:30:00.000Z',
  url: 'https://x.com/i/spaces/1',
}

describe("the client's reading of contract errors", () => {
  it('reads the code, message and request id of a contract error', () => {
    expect(
      contractError({ error: { code: 'internal', message: 'Oops.', requestId: 'r1' } }),
    ).toEqual({ code: 'internal', message: 'Oops.', requestId: 'r1' })
    expect(contractError({ error: { code: 'bad_request', message: 'q: too long' } })).toEqual({
      code: 'bad_request',
      message: 'q: too long',
    })
  })

  it('refuses bodies that are not the contract error shape', () => {
    for (const body of [null, 'oops', [], { error: 'x' }, { error: { code: 1, message: 'm' } }]) {
      expect(contractError(body)).toBeNull()
    }
  })
})

describe("the client's reading of live sessions", () => {
  it('keeps well-formed sessions as the contract shapes them', () => {
    expect(parseLiveSessions({ generatedAt: '2026-11-20T10:00:00Z', sessions: [session] })).toEqual(
      { generatedAt: '2026-11-20T10:00:00Z', sessions: [session] },
    )
  })

  it('skips malformed sessions and links that are not http(s)', () => {
    const parsed = parseLiveSessions({
      generatedAt: 'now',
      sessions: [
        session,
        { ...session, id: 's2', kind: 'video' },
        { ...session, id: 's3', url: 'javascript:alert(1)' },
        { ...session, id: 's4', host: null },
      ],
    })
    expect(parsed?.sessions.map((s) => s.id)).toEqual(['s1'])
  })

  it('refuses an answer without a sessions list', () => {
    expect(parseLiveSessions({ generatedAt: 'now' })).toBeNull()
    expect(parseLiveSessions('garbage')).toBeNull()
  })
})

describe("the client's URL checks (Preact escapes text, not URLs)", () => {
  it('links only to absolute http(s) URLs', () => {
    expect(linkUrl('https://x.com/ana/status/1')).toBe('https://x.com/ana/status/1')
    expect(linkUrl('http://example.com/a')).toBe('http://example.com/a')
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/x',
      '/relative',
      '',
      'https://',
    ]) {
      expect(linkUrl(url)).toBeNull()
    }
  })

  it('loads images only from absolute https URLs and the pictures this site ships', () => {
    expect(imageUrl('https://pbs.twimg.com/media/a.jpg')).toBe('https://pbs.twimg.com/media/a.jpg')
    expect(imageUrl('/seed/media/avatars/ana_dev.svg')).toBe('/seed/media/avatars/ana_dev.svg')
    expect(imageUrl('/seed/media/photos/ramen-bowl.png')).toBe('/seed/media/photos/ramen-bowl.png')
    for (const url of [
      'http://pbs.twimg.com/a.jpg',
      'data:image/svg+xml,<svg/>',
      'javascript:1',
      '/api/ai/topic-feed/batch?topic=x&ingest=1',
      '//evil.example/seed/media/avatars/a.svg',
      '/seed/media/avatars/a.svg?x',
      '/seed/media/../api/health.svg',
    ]) {
      expect(imageUrl(url), url).toBeNull()
    }
  })

  it('keeps a session whose link is unsafe out of the rail', () => {
    const body = {
      generatedAt: '',
      sessions: [{ ...session, url: 'javascript:alert(1)//https://x.com' }],
    }
    expect(parseLiveSessions(body)?.sessions).toEqual([])
  })
})

describe('the sign-in error a link names (?auth_error=)', () => {
  it("says what each of the contract's codes means", () => {
    expect(authErrorMessage('provider_denied')).toBe('Sign-in was cancelled at X.')
    for (const code of ['invalid_state', 'exchange_failed', 'misconfigured']) {
      expect(authErrorMessage(code)).toMatch(/^Sign-in|^The sign-in/)
    }
  })

  it('answers any other word, an Object.prototype member included, with the general sentence', () => {
    // A crafted link: `valueOf` stopped the page (a function handed to a state setter is
    // called), `toString` showed "[object Undefined]", `constructor` an empty alert.
    for (const code of [
      '',
      'nope',
      'valueOf',
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
    ]) {
      expect(authErrorMessage(code)).toBe('Sign-in did not complete. Please try again.')
    }
  })
})
