import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { generateSignedCookie } from 'hono/cookie'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { SESSION_COOKIE } from '../../src/auth/cookies'
import { sessionKeys } from '../../src/auth/crypto'
import { PROVIDER_SESSION_PREFIX, sessionKey } from '../../src/auth/store'
import { testEnv } from '../helpers/env'
import { request } from '../helpers/http'
import { intercepted } from '../helpers/intercept'
import { createTestSession } from '../helpers/sessions'

interface MeBody {
  signedIn: boolean
  user?: { id: string; username: string; name: string; avatarUrl: string }
}

function clearsSessionCookie(headers: Headers): boolean {
  return headers
    .getSetCookie()
    .some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/i.test(cookie))
}

describe('the app_session cookie', () => {
  it('signs a browser in when it carries a valid signed session id', async () => {
    const session = await createTestSession()
    const { body, headers } = await request<MeBody>('/api/auth/me', {
      headers: { cookie: session.cookie },
    })
    expect(body).toEqual({
      signedIn: true,
      user: {
        id: '1500000000000000001',
        username: 'local_reader',
        name: 'Local Reader',
        avatarUrl: '',
      },
    })
    expect(clearsSessionCookie(headers)).toBe(false)
  })

  it('keys the KV row by a hash of the session id, never the id itself', async () => {
    const session = await createTestSession()
    const listed = await env.APP_LOCAL.list({ prefix: PROVIDER_SESSION_PREFIX })
    const names = listed.keys.map((key) => key.name)
    expect(names).toContain(sessionKey(session.id))
    expect(names.some((name) => name.includes(session.id))).toBe(false)
  })

  it('stores tokens encrypted: the row never holds them in clear', async () => {
    const session = await createTestSession({
      accessToken: 'AT-plain-marker',
      refreshToken: 'RT-plain-marker',
    })
    const raw = (await env.APP_LOCAL.get(sessionKey(session.id))) ?? ''
    expect(raw).not.toContain('AT-plain-marker')
    expect(raw).not.toContain('RT-plain-marker')
    expect(raw.length).toBeGreaterThan(0)
  })

  const badCookies: Array<[string, (cookie: string) => Promise<string> | string]> = [
    [
      'tampered id',
      (cookie) => cookie.replace(/=(.)/, (_, first: string) => `=${first === 'A' ? 'B' : 'A'}`),
    ],
    ['truncated signature', (cookie) => cookie.slice(0, -6)],
    ['no signature', (cookie) => cookie.split('.')[0] as string],
    ['garbage', () => `${SESSION_COOKIE}=%%%not-a-cookie`],
    [
      're-signed with another key',
      async (cookie) => {
        const id = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)).split(
          '.',
        )[0] as string
        const other = await sessionKeys('another-secret-that-is-long-enough')
        return (await generateSignedCookie(SESSION_COOKIE, id, other.cookieKey)).split(
          ';',
        )[0] as string
      },
    ],
  ]

  for (const [name, corrupt] of badCookies) {
    it(`treats a ${name} cookie as signed out and clears it`, async () => {
      const session = await createTestSession()
      const cookie = await corrupt(session.cookie)
      const { body, headers } = await request<MeBody>('/api/auth/me', { headers: { cookie } })
      expect(body).toEqual({ signedIn: false })
      expect(clearsSessionCookie(headers)).toBe(true)
    })
  }

  it('treats a row of another provider or format version as signed out and clears the cookie', async () => {
    for (const change of [{ provider: 'mastodon' }, { version: 3 }]) {
      const session = await createTestSession()
      const row = (await env.APP_LOCAL.get(sessionKey(session.id), 'json')) as object
      await env.APP_LOCAL.put(sessionKey(session.id), JSON.stringify({ ...row, ...change }))
      const { body, headers } = await request<MeBody>('/api/auth/me', {
        headers: { cookie: session.cookie },
      })
      expect(body, JSON.stringify(change)).toEqual({ signedIn: false })
      expect(clearsSessionCookie(headers)).toBe(true)
    }
  })

  it('is simply signed out in production without a session secret, whatever cookie it carries', async () => {
    const session = await createTestSession()
    const production = {
      ...testEnv,
      APP_ENV: 'production',
      FRONTEND_URL: 'https://feed.example',
      APP_SESSION_SECRET: undefined,
    }
    for (const cookie of [session.cookie, `${SESSION_COOKIE}=garbage`]) {
      const me = await createApp().request(
        'https://feed.example/api/auth/me',
        { headers: { cookie } },
        production,
        createExecutionContext(),
      )
      expect(me.status).toBe(200)
      expect(await me.json()).toEqual({ signedIn: false })
      const profile = await createApp().request(
        'https://feed.example/api/me',
        { headers: { cookie } },
        production,
        createExecutionContext(),
      )
      expect(profile.status).toBe(401)
      expect(((await profile.json()) as { error: { code: string } }).error.code).toBe(
        'not_signed_in',
      )
    }
  })

  it('is never read by a route whose answer does not depend on it (mock search, health)', async () => {
    const session = await createTestSession()
    const reads: string[] = []
    const kv = intercepted(env.APP_LOCAL, (method, args, real) => {
      if (String(args[0]).startsWith(PROVIDER_SESSION_PREFIX)) reads.push(method)
      return real(...args)
    })
    const app = createApp()
    for (const cookie of [session.cookie, `${SESSION_COOKIE}=garbage`]) {
      for (const path of ['/api/compare?q=rust&source=mock', '/api/health']) {
        const response = await app.request(
          `http://127.0.0.1:3847${path}`,
          { headers: { cookie } },
          { ...testEnv, APP_LOCAL: kv },
          createExecutionContext(),
        )
        expect(response.status, path).toBe(200)
        expect(response.headers.getSetCookie(), path).toEqual([])
      }
    }
    expect(reads).toEqual([])
    // The same proxy sees the read of a route that does depend on the session.
    await createApp().request(
      'http://127.0.0.1:3847/api/auth/me',
      { headers: { cookie: session.cookie } },
      { ...testEnv, APP_LOCAL: kv },
      createExecutionContext(),
    )
    expect(reads).toEqual(['get'])
  })

  it('makes an answer that depended on the session private and unstored, and no other', async () => {
    const session = await createTestSession()
    // For You's default home with a session is the live one: X answers an empty timeline here,
    // so the test never reaches the network (X itself, where there is one).
    const asked: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new Request(input, init).url)
      return Response.json({ meta: { result_count: 0 } })
    })
    try {
      for (const path of ['/api/auth/me', '/api/me', '/api/for-you']) {
        const { headers } = await request(path, { headers: { cookie: session.cookie } })
        expect(headers.get('cache-control'), path).toBe('private, no-store')
      }
    } finally {
      vi.unstubAllGlobals()
    }
    expect(asked.map((url) => new URL(url).pathname)).toEqual([
      '/2/users/1500000000000000001/timelines/reverse_chronological',
    ])
    // Signed out, /api/auth/me still says so for this browser alone.
    expect((await request('/api/auth/me')).headers.get('cache-control')).toBe('private, no-store')
    for (const path of ['/api/compare?q=rust', '/api/health']) {
      const { headers } = await request(path, { headers: { cookie: session.cookie } })
      expect(headers.get('cache-control'), path).toBeNull()
    }
  })

  it('treats a validly signed id with no row (logged out, expired) as signed out', async () => {
    const keys = await sessionKeys(
      testEnv.APP_SESSION_SECRET ?? 'development-only-session-secret-do-not-deploy',
    )
    const cookie = (
      await generateSignedCookie(SESSION_COOKIE, 'never-stored', keys.cookieKey)
    ).split(';')[0]
    const { body, headers } = await request<MeBody>('/api/auth/me', {
      headers: { cookie: cookie ?? '' },
    })
    expect(body).toEqual({ signedIn: false })
    expect(clearsSessionCookie(headers)).toBe(true)
  })

  it('answers /api/me with 401 not_signed_in without a session, and never a token with one', async () => {
    const anonymous = await request<{ error: { code: string } }>('/api/me')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.code).toBe('not_signed_in')
    const session = await createTestSession({ accessToken: 'AT-secret', refreshToken: 'RT-secret' })
    const me = await request<Record<string, unknown>>('/api/me', {
      headers: { cookie: session.cookie },
    })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({
      provider: 'x',
      user: { username: 'local_reader' },
      scopes: ['tweet.read', 'users.read', 'offline.access'],
    })
    expect(Date.parse(String(me.body.accessTokenExpiresAt))).toBeGreaterThan(Date.now())
    expect(JSON.stringify(me.body)).not.toMatch(/AT-secret|RT-secret/)
  })
})

describe('more than one app_session cookie (another host of the site can plant one)', () => {
  const planted = [
    `${SESSION_COOKIE}=garbage`,
    `${SESSION_COOKIE}=${encodeURIComponent(`forged.${'A'.repeat(43)}=`)}`,
  ]

  for (const bad of planted) {
    it(`keeps the browser signed in with its valid cookie, before or after ${bad.slice(0, 24)}…`, async () => {
      const session = await createTestSession()
      for (const cookie of [`${bad}; ${session.cookie}`, `${session.cookie}; ${bad}`]) {
        const { body, headers } = await request<MeBody>('/api/auth/me', { headers: { cookie } })
        expect(body, cookie).toMatchObject({ signedIn: true })
        expect(clearsSessionCookie(headers)).toBe(false)
      }
      expect(await env.APP_LOCAL.get(sessionKey(session.id))).not.toBeNull()
    })
  }

  it('uses the one whose row is live when another is validly signed but ended', async () => {
    const ended = await createTestSession()
    await env.APP_LOCAL.delete(sessionKey(ended.id))
    const live = await createTestSession()
    const { body, headers } = await request<MeBody>('/api/auth/me', {
      headers: { cookie: `${ended.cookie}; ${live.cookie}` },
    })
    expect(body).toMatchObject({ signedIn: true })
    expect(clearsSessionCookie(headers)).toBe(false)
  })

  it('signs out and clears only when none of them holds', async () => {
    const { body, headers } = await request<MeBody>('/api/auth/me', {
      headers: { cookie: planted.join('; ') },
    })
    expect(body).toEqual({ signedIn: false })
    expect(clearsSessionCookie(headers)).toBe(true)
  })
})

describe('app_session in production', () => {
  const production = {
    ...testEnv,
    APP_ENV: 'production',
    FRONTEND_URL: 'https://feed.example',
    APP_SESSION_SECRET: 'production-session-secret-0123456789',
  }

  it('is Secure, HttpOnly, SameSite=Lax, Path=/ and host-only even on a plain-http request', async () => {
    const session = await createTestSession({ secret: production.APP_SESSION_SECRET })
    // Past its half-life, so the answer sets the cookie again.
    const key = sessionKey(session.id)
    const row = (await env.APP_LOCAL.get(key, 'json')) as Record<string, unknown>
    await env.APP_LOCAL.put(key, JSON.stringify({ ...row, expiresAtMs: Date.now() + 86_400_000 }))
    for (const cookie of [session.cookie, `${SESSION_COOKIE}=garbage`]) {
      const answer = await createApp().request(
        'http://feed.example/api/auth/me',
        { headers: { cookie } },
        production,
        createExecutionContext(),
      )
      const line = answer.headers.getSetCookie().find((set) => set.startsWith(`${SESSION_COOKIE}=`))
      expect(line, cookie).toBeDefined()
      const attributes = (line ?? '').split('; ').slice(1)
      expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'Secure']))
      expect(attributes).toContain('SameSite=Lax')
      expect(line).not.toMatch(/Domain=/i)
    }
  })

  it('is not Secure in development over plain http, where a browser would drop it', async () => {
    const { headers } = await request('/api/auth/me', {
      headers: { cookie: `${SESSION_COOKIE}=garbage` },
    })
    const line = headers.getSetCookie().find((set) => set.startsWith(`${SESSION_COOKIE}=`))
    expect(line).toMatch(/HttpOnly/)
    expect(line).not.toMatch(/Secure/)
  })
})

describe('POST /api/auth/logout', () => {
  it('deletes the row and clears the cookie; the old cookie no longer signs in', async () => {
    const session = await createTestSession({ refreshToken: null })
    const out = await request<{ ok: boolean }>('/api/auth/logout', {
      method: 'POST',
      headers: { cookie: session.cookie, origin: 'http://127.0.0.1:3847' },
    })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ ok: true })
    expect(clearsSessionCookie(out.headers)).toBe(true)
    expect(await env.APP_LOCAL.get(sessionKey(session.id))).toBeNull()
    const again = await request<MeBody>('/api/auth/me', { headers: { cookie: session.cookie } })
    expect(again.body).toEqual({ signedIn: false })
  })

  it('refuses a cross-origin POST with 403 forbidden and keeps the session', async () => {
    const session = await createTestSession()
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      // A sibling sub-domain is same-site but not same-origin: still refused.
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of attempts) {
      const out = await request<{ error: { code: string } }>('/api/auth/logout', {
        method: 'POST',
        headers: { cookie: session.cookie, ...headers },
      })
      expect(out.status).toBe(403)
      expect(out.body.error.code).toBe('forbidden')
    }
    expect(await env.APP_LOCAL.get(sessionKey(session.id))).not.toBeNull()
  })

  it('succeeds without a session, answering ok', async () => {
    const out = await request<{ ok: boolean }>('/api/auth/logout', { method: 'POST' })
    expect(out.body).toEqual({ ok: true })
  })
})
