import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { BINDING_COOKIE, SESSION_COOKIE } from '../../src/auth/cookies'
import { sessionKeys } from '../../src/auth/crypto'
import { openTokens } from '../../src/auth/sessions'
import {
  OAUTH_STATE_PREFIX,
  PROVIDER_SESSION_PREFIX,
  parseSessionRow,
  parseStateRow,
  stateKey,
} from '../../src/auth/store'
import type { Bindings } from '../../src/config'
import { testEnv } from '../helpers/env'
import { type ErrorShape, request } from '../helpers/http'
import { intercepted } from '../helpers/intercept'
import {
  onlySessionKey,
  readOnlySession,
  rewriteOnlySession,
  sessionIdOf,
} from '../helpers/session-rows'
import {
  approve,
  cookieFrom,
  signIn,
  startSignIn,
  xFail,
  xRequests,
  xReset,
} from '../helpers/x-emulator'

const FRONTEND = 'http://127.0.0.1:3847/'

async function keysIn(prefix: string): Promise<string[]> {
  return (await env.APP_LOCAL.list({ prefix })).keys.map((key) => key.name)
}

async function callback(path: string, cookie?: string) {
  return request(path, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
}

function authError(location: string | null): string | null {
  return location ? new URL(location).searchParams.get('auth_error') : null
}

async function clearSessions() {
  for (const name of [
    ...(await keysIn(PROVIDER_SESSION_PREFIX)),
    ...(await keysIn(OAUTH_STATE_PREFIX)),
  ]) {
    await env.APP_LOCAL.delete(name)
  }
}

beforeEach(async () => {
  await xReset()
  await clearSessions()
})

describe('GET /api/auth/social/start', () => {
  it('redirects to the provider with PKCE S256, the scopes and a one-use state bound to this browser', async () => {
    const { authorizeUrl, bindingCookie } = await startSignIn()
    const params = authorizeUrl.searchParams
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(testEnv.PROVIDER_AUTHORIZE_URL)
    expect(params.get('response_type')).toBe('code')
    expect(params.get('client_id')).toBe('local-dev-client')
    expect(params.get('redirect_uri')).toBe('http://127.0.0.1:3847/api/auth/social/callback')
    expect(params.get('scope')?.split(' ').sort()).toEqual([
      'block.read',
      'like.read',
      'mute.read',
      'offline.access',
      'tweet.read',
      'users.read',
    ])
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const state = params.get('state') ?? ''
    const listed = await env.APP_LOCAL.list({ prefix: OAUTH_STATE_PREFIX })
    const row = listed.keys.find((key) => key.name === stateKey(state))
    expect(row).toBeDefined()
    const ttl = (row?.expiration ?? 0) - Date.now() / 1000
    expect(ttl).toBeGreaterThan(540)
    expect(ttl).toBeLessThanOrEqual(601)
    expect(bindingCookie.startsWith(`${BINDING_COOKIE}=`)).toBe(true)
  })

  it('sends PROVIDER_REDIRECT_URI as the redirect_uri when set, whatever address the request came to', async () => {
    const registered = 'https://feed.example/api/auth/social/callback'
    const start = await createApp().request(
      'http://localhost:8787/api/auth/social/start',
      { redirect: 'manual' },
      { ...testEnv, PROVIDER_REDIRECT_URI: registered },
      createExecutionContext(),
    )
    expect(start.status).toBe(302)
    const authorize = new URL(start.headers.get('location') ?? '')
    expect(authorize.searchParams.get('redirect_uri')).toBe(registered)
  })

  it('sets the browser binding as a short-lived httpOnly, SameSite=Lax cookie sent to the sign-in routes only', async () => {
    const start = await request('/api/auth/social/start', { redirect: 'manual' })
    const line = start.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${BINDING_COOKIE}=`))
    expect(line).toMatch(/HttpOnly/i)
    expect(line).toMatch(/SameSite=Lax/i)
    expect(line).toMatch(/Max-Age=600/i)
    expect(line).toMatch(/; Path=\/api\/auth\/social(;|$)/i)
    expect(line).not.toMatch(/Secure/i)
  })
})

describe('cookies over https', () => {
  it('are Secure when the request is https', async () => {
    const start = await request('/api/auth/social/start', { redirect: 'manual' })
    expect(start.headers.getSetCookie().join('\n')).not.toMatch(/Secure/i)
    const { exports } = await import('cloudflare:workers')
    const secure = await exports.default.fetch('https://feed.example/api/auth/social/start', {
      redirect: 'manual',
    })
    const line = secure.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${BINDING_COOKIE}=`))
    expect(line).toMatch(/; Secure/i)
  })
})

describe('cookies in production', () => {
  it('are Secure even when the request is plain http', async () => {
    const production: Bindings = {
      ...testEnv,
      APP_ENV: 'production',
      FRONTEND_URL: 'http://127.0.0.1:3847',
    }
    const start = await startWith(production)
    expect(cookieFrom(start.headers, BINDING_COOKIE)).toBeDefined()
    expect(start.headers.getSetCookie().join('\n')).toMatch(/; Secure/)
    const done = await callbackWith(production)
    expect(done.status).toBe(302)
    const session = done.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    expect(session).toMatch(/; Secure/)
    expect(session).toMatch(/; Path=\/(;|$)/)
    expect(session).not.toMatch(/Domain=/i)
  })
})

describe("a binding cookie planted beside the browser's own", () => {
  it('does not stop the browser signing in', async () => {
    const started = await startSignIn()
    const planted = `${BINDING_COOKIE}=${encodeURIComponent(`forged.${'A'.repeat(43)}=`)}`
    // Sent first, as a browser sends a cookie set for a longer path.
    const done = await callback(
      await approve(started.authorizeUrl),
      `${planted}; ${started.bindingCookie}`,
    )
    expect(authError(done.headers.get('location'))).toBeNull()
    expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeDefined()
  })
})

describe('the whole sign-in flow', () => {
  it('lands signed in on FRONTEND_URL with only an httpOnly app_session cookie', async () => {
    const started = await startSignIn()
    const callbackPath = await approve(started.authorizeUrl)
    const done = await callback(callbackPath, started.bindingCookie)
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe(FRONTEND)
    const session = done.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    // Path=/ exactly (docs/api.md, "The session cookie"): a narrower path would keep the
    // cookie from the client's pages.
    expect(session).toMatch(/; Path=\/(;|$)/i)
    expect(session).not.toMatch(/Secure/i)
    expect(await keysIn(OAUTH_STATE_PREFIX)).toEqual([])
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toHaveLength(1)
    const me = await request('/api/auth/me', {
      headers: { cookie: cookieFrom(done.headers, SESSION_COOKIE) ?? '' },
    })
    expect(me.body).toEqual({
      signedIn: true,
      user: {
        id: '1500000000000000001',
        username: 'local_reader',
        name: 'Local Reader',
        avatarUrl: expect.stringMatching(/^https:\/\//),
      },
    })
  })

  it('sends the PKCE verifier whose S256 hash is the challenge sent to the provider', async () => {
    const started = await startSignIn()
    await callback(await approve(started.authorizeUrl), started.bindingCookie)
    const exchange = (await xRequests()).find((entry) => entry.path === '/2/oauth2/token')
    const verifier = exchange?.form?.code_verifier ?? ''
    expect(verifier.length).toBeGreaterThanOrEqual(43)
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
    )
    const challenge = btoa(String.fromCharCode(...digest))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
    expect(challenge).toBe(started.authorizeUrl.searchParams.get('code_challenge'))
  })

  it('fails with exchange_failed when the verifier does not match, storing nothing', async () => {
    const started = await startSignIn()
    const state = started.authorizeUrl.searchParams.get('state') ?? ''
    const stored = (await env.APP_LOCAL.get(stateKey(state), 'json')) as Record<string, unknown>
    await env.APP_LOCAL.put(
      stateKey(state),
      JSON.stringify({ ...stored, codeVerifier: 'x'.repeat(50) }),
    )
    const done = await callback(await approve(started.authorizeUrl), started.bindingCookie)
    expect(authError(done.headers.get('location'))).toBe('exchange_failed')
    expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeUndefined()
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })

  it('signing in again from the same browser replaces its row instead of adding one', async () => {
    const first = await signIn()
    const started = await startSignIn()
    const path = await approve(started.authorizeUrl)
    const done = await callback(path, `${first}; ${started.bindingCookie}`)
    expect(done.status).toBe(302)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toHaveLength(1)
    const stale = await request('/api/auth/me', { headers: { cookie: first } })
    expect(stale.body).toEqual({ signedIn: false })
  })

  it('leaves the replaced session deleted even when it was due for renewal', async () => {
    const first = await signIn()
    // Past its half-life: the callback's request decides to renew it before replacing it.
    await rewriteOnlySession({ expiresAtMs: Date.now() + 86_400_000 })
    const oldKey = await onlySessionKey()
    const started = await startSignIn()
    const path = await approve(started.authorizeUrl)
    const uses: string[] = []
    const kv = intercepted(env.APP_LOCAL, (method, args, real) => {
      if (args[0] === oldKey) uses.push(method)
      return real(...args)
    })
    const ctx = createExecutionContext()
    const done = await createApp().request(
      `http://127.0.0.1:3847${path}`,
      { headers: { cookie: `${first}; ${started.bindingCookie}` }, redirect: 'manual' },
      { ...testEnv, APP_LOCAL: kv },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(done.status).toBe(302)
    // Read to know who is signing in again, deleted, and never read (or stored) again.
    expect(uses).toEqual(['get', 'delete'])
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).not.toContain(oldKey)
    // One app_session cookie, the new session's: the renewal of the old one is taken back.
    const sessionCookies = done.headers
      .getSetCookie()
      .filter((line) => line.startsWith(`${SESSION_COOKIE}=`))
    expect(sessionCookies).toHaveLength(1)
    const newest = `${sessionCookies[0]?.split(';')[0]}`
    expect((await request('/api/auth/me', { headers: { cookie: newest } })).body).toMatchObject({
      signedIn: true,
    })
  })

  it("revokes the replaced session's grant when another X account signs in", async () => {
    const first = await signIn()
    await rewriteOnlySession({
      user: { ...(await readOnlySession()).user, id: '1500000000000000999' },
    })
    const started = await startSignIn()
    const done = await callback(
      await approve(started.authorizeUrl),
      `${first}; ${started.bindingCookie}`,
    )
    await vi.waitFor(async () => {
      const revocations = (await xRequests()).filter((entry) => entry.path === '/2/oauth2/revoke')
      expect(revocations).toHaveLength(1)
    })
    const cookie = cookieFrom(done.headers, SESSION_COOKIE) ?? ''
    expect((await request('/api/social/me', { headers: { cookie } })).status).toBe(200)
  })

  it('leaves the grant of the same X account signing in again to lapse', async () => {
    const first = await signIn()
    const started = await startSignIn()
    const done = await callback(
      await approve(started.authorizeUrl),
      `${first}; ${started.bindingCookie}`,
    )
    // One more request, so anything the callback left running has had its turn.
    await request('/api/health')
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/revoke')).toBe(false)
    const cookie = cookieFrom(done.headers, SESSION_COOKIE) ?? ''
    expect((await request('/api/social/me', { headers: { cookie } })).status).toBe(200)
  })
})

describe('the state check, before any code exchange', () => {
  async function expectInvalidState(path: string, cookie?: string) {
    const done = await callback(path, cookie)
    expect(done.status).toBe(302)
    expect(authError(done.headers.get('location'))).toBe('invalid_state')
    expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeUndefined()
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/token')).toBe(false)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  }

  it('refuses a callback without a state', async () => {
    const started = await startSignIn()
    await expectInvalidState('/api/auth/social/callback?code=abc', started.bindingCookie)
  })

  it('refuses an unknown state', async () => {
    const started = await startSignIn()
    await expectInvalidState(
      '/api/auth/social/callback?code=abc&state=made-up',
      started.bindingCookie,
    )
  })

  it('refuses a callback without the browser binding cookie', async () => {
    const started = await startSignIn()
    await expectInvalidState(await approve(started.authorizeUrl))
  })

  it('refuses a state started in another browser', async () => {
    const victim = await startSignIn()
    const attacker = await startSignIn()
    await expectInvalidState(await approve(victim.authorizeUrl), attacker.bindingCookie)
  })

  it('lets two tabs of one browser each finish signing in, in either order', async () => {
    // The browser's cookie jar: each answer's binding cookie replaces the one it held.
    let jar = ''
    const start = async () => {
      const answer = await request('/api/auth/social/start', {
        headers: jar ? { cookie: jar } : {},
        redirect: 'manual',
      })
      jar = cookieFrom(answer.headers, BINDING_COOKIE) ?? jar
      return new URL(answer.headers.get('location') ?? '')
    }
    const first = await start()
    const second = await start()
    for (const tab of [second, first]) {
      const done = await callback(await approve(tab), jar)
      expect(done.status).toBe(302)
      expect(authError(done.headers.get('location'))).toBeNull()
      expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeDefined()
      jar = cookieFrom(done.headers, BINDING_COOKIE) ?? jar
    }
  })

  it('answers a state given twice, or not UTF-8, with a redirect to invalid_state, not a 400', async () => {
    const started = await startSignIn()
    const path = await approve(started.authorizeUrl)
    await expectInvalidState(`${path}&state=made-up`, started.bindingCookie)
    await expectInvalidState('/api/auth/social/callback?code=abc&state=%FF', started.bindingCookie)
  })

  it('answers a code given twice with a redirect to exchange_failed, exchanging neither', async () => {
    const started = await startSignIn()
    const done = await callback(
      `${await approve(started.authorizeUrl)}&code=another`,
      started.bindingCookie,
    )
    expect(done.status).toBe(302)
    expect(authError(done.headers.get('location'))).toBe('exchange_failed')
    expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeUndefined()
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/token')).toBe(false)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })

  it('refuses an expired state', async () => {
    const started = await startSignIn()
    const state = started.authorizeUrl.searchParams.get('state') ?? ''
    const stored = (await env.APP_LOCAL.get(stateKey(state), 'json')) as Record<string, unknown>
    const old = new Date(Date.now() - 11 * 60_000).toISOString()
    await env.APP_LOCAL.put(stateKey(state), JSON.stringify({ ...stored, createdAt: old }))
    await expectInvalidState(await approve(started.authorizeUrl), started.bindingCookie)
  })

  it('refuses a replayed state: each state works once', async () => {
    const started = await startSignIn()
    const path = await approve(started.authorizeUrl)
    const first = await callback(path, started.bindingCookie)
    expect(cookieFrom(first.headers, SESSION_COOKIE)).toBeDefined()
    // Nothing is cleared between the two: the state row must be gone because the first
    // callback spent it, not because the test removed it.
    const before = (await xRequests()).length
    const replay = await callback(path, started.bindingCookie)
    expect(authError(replay.headers.get('location'))).toBe('invalid_state')
    expect((await xRequests()).length).toBe(before)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toHaveLength(1)
  })
})

describe('where the browser lands', () => {
  const startAt = (returnTo: string) =>
    startSignIn(`/api/auth/social/start?returnTo=${encodeURIComponent(returnTo)}`)

  it('comes back to the page that started the sign-in', async () => {
    const started = await startAt('/explore?q=rust')
    const done = await callback(await approve(started.authorizeUrl), started.bindingCookie)
    expect(done.headers.get('location')).toBe(`${FRONTEND}explore?q=rust`)
  })

  it('stays on the front end when a stored state row names another site', async () => {
    const started = await startSignIn()
    const key = stateKey(started.authorizeUrl.searchParams.get('state') ?? '')
    const row = await env.APP_LOCAL.get<Record<string, unknown>>(key, 'json')
    await env.APP_LOCAL.put(key, JSON.stringify({ ...row, returnTo: '/\t/evil.example/x' }))
    const done = await callback(await approve(started.authorizeUrl), started.bindingCookie)
    expect(done.headers.get('location')).toBe(FRONTEND)
  })

  for (const hostile of [
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '//evil.example/x',
    '/.//evil.example/x',
  ]) {
    it(`stays on the front end when returnTo is ${JSON.stringify(hostile)}`, async () => {
      const allowed = await startAt(hostile)
      // Refused at the start already, not only when the callback reads the row back.
      const state = allowed.authorizeUrl.searchParams.get('state') ?? ''
      expect(parseStateRow(await env.APP_LOCAL.get(stateKey(state), 'json'))?.returnTo).toBe('/')
      const done = await callback(await approve(allowed.authorizeUrl), allowed.bindingCookie)
      expect(done.headers.get('location')).toBe(FRONTEND)
      const denied = await startAt(hostile)
      const cancelled = await callback(
        await approve(denied.authorizeUrl, 'deny'),
        denied.bindingCookie,
      )
      expect(new URL(cancelled.headers.get('location') ?? '').origin).toBe(new URL(FRONTEND).origin)
      expect(authError(cancelled.headers.get('location'))).toBe('provider_denied')
    })
  }
})

describe('provider answers', () => {
  it('reports provider_denied when the person cancels at X', async () => {
    const started = await startSignIn()
    const done = await callback(await approve(started.authorizeUrl, 'deny'), started.bindingCookie)
    expect(authError(done.headers.get('location'))).toBe('provider_denied')
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })

  it('reports provider_denied for an error given twice, exchanging no code it came with', async () => {
    const started = await startSignIn()
    const path = `${await approve(started.authorizeUrl)}&error=access_denied&error=access_denied`
    const done = await callback(path, started.bindingCookie)
    expect(done.status).toBe(302)
    expect(authError(done.headers.get('location'))).toBe('provider_denied')
    expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeUndefined()
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/token')).toBe(false)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })

  it('reports exchange_failed when the token endpoint fails, storing nothing', async () => {
    const started = await startSignIn()
    const path = await approve(started.authorizeUrl)
    await xFail('500', { path: '/2/oauth2/token' })
    const done = await callback(path, started.bindingCookie)
    expect(authError(done.headers.get('location'))).toBe('exchange_failed')
    expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeUndefined()
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })

  it('reports exchange_failed when reading the user fails after the exchange', async () => {
    const started = await startSignIn()
    const path = await approve(started.authorizeUrl)
    await xFail('garbage', { path: '/2/users/me' })
    const done = await callback(path, started.bindingCookie)
    expect(authError(done.headers.get('location'))).toBe('exchange_failed')
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })

  // Slow: 15 s, past PROVIDER_TIMEOUT_MS (vitest.config.ts), after which both calls time out.
  for (const [xPath, mode] of [
    ['/2/oauth2/token', '429'],
    ['/2/oauth2/token', 'garbage'],
    ['/2/oauth2/token', 'schema'],
    ['/2/oauth2/token', 'slow'],
    ['/2/users/me', '500'],
    ['/2/users/me', '429'],
    ['/2/users/me', 'schema'],
    ['/2/users/me', 'slow'],
  ] as const) {
    it(`reports exchange_failed when ${xPath} answers ${mode}, storing nothing`, async () => {
      const started = await startSignIn()
      const path = await approve(started.authorizeUrl)
      await xFail(mode, { path: xPath, delayMs: 15_000 })
      const done = await callback(path, started.bindingCookie)
      expect(done.status).toBe(302)
      expect(authError(done.headers.get('location'))).toBe('exchange_failed')
      expect(cookieFrom(done.headers, SESSION_COOKIE)).toBeUndefined()
      expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
    })
  }
})

/** A sign-in approved at the provider, its callback answered by a worker with `bindings`. */
async function callbackWith(
  bindings: Bindings,
  app = createApp(),
  headers: Record<string, string> = {},
): Promise<Response> {
  const started = await startSignIn()
  const path = await approve(started.authorizeUrl)
  const ctx = createExecutionContext()
  // At the address the sign-in started from: it is the redirect URI the code is bound to.
  const done = await app.request(
    `http://127.0.0.1:3847${path}`,
    { headers: { ...headers, cookie: started.bindingCookie }, redirect: 'manual' },
    bindings,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return done
}

describe('the session secret in production', () => {
  const log = vi.spyOn(console, 'warn')
  afterEach(() => log.mockReset())

  for (const [label, secret] of [
    ['missing', undefined],
    ['shorter than 16 characters', 'too-short'],
  ] as const) {
    it(`fails sign-in with misconfigured when the secret is ${label}, storing nothing`, async () => {
      log.mockImplementation(() => {})
      const production: Bindings = { ...testEnv, APP_ENV: 'production', APP_SESSION_SECRET: secret }
      const app = createApp()
      const done = await callbackWith(production, app)
      expect(done.status).toBe(302)
      expect(authError(done.headers.get('location'))).toBe('misconfigured')
      expect(
        done.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`)),
      ).toBe(false)
      expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
      const lines = log.mock.calls.map((call) => String(call[0]))
      expect(lines.filter((line) => line.includes('APP_SESSION_SECRET'))).toHaveLength(1)
      const start = await app.request(
        '/api/auth/social/start',
        { redirect: 'manual' },
        production,
        createExecutionContext(),
      )
      expect(authError(start.headers.get('location'))).toBe('misconfigured')
    })
  }
})

describe('a deployment with SESSION_MAX_AGE_DAYS shorter than a renewal', () => {
  it('gives a new session, and its cookie, that many days', async () => {
    const done = await callbackWith({ ...testEnv, SESSION_MAX_AGE_DAYS: '7' })
    const session = done.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`))
    expect(session).toMatch(/Max-Age=604800(;|$)/)
    const row = await readOnlySession()
    expect(row.expiresAtMs).toBe(Date.parse(row.createdAt) + 7 * 86_400_000)
  })
})

describe('a deployment without an OAuth client', () => {
  it('fails a callback with misconfigured, exchanging no code and storing nothing', async () => {
    const done = await callbackWith({ ...testEnv, PROVIDER_CLIENT_ID: undefined })
    expect(done.status).toBe(302)
    expect(authError(done.headers.get('location'))).toBe('misconfigured')
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/token')).toBe(false)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
  })
})

describe('a callback that fails outside its own checks', () => {
  const warn = vi.spyOn(console, 'warn')
  const error = vi.spyOn(console, 'error')
  beforeEach(() => {
    warn.mockImplementation(() => {})
    error.mockImplementation(() => {})
  })
  afterEach(() => {
    warn.mockReset()
    error.mockReset()
  })

  /** A 302 to the front page with this `auth_error`, no session cookie and no session row. */
  async function expectFailedSignIn(done: Response, code: string) {
    expect(done.status).toBe(302)
    const location = new URL(done.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(FRONTEND)
    expect(authError(location.href)).toBe(code)
    expect(done.headers.getSetCookie()).toEqual([])
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
    // The answer names the request its log line names.
    const requestId = done.headers.get('x-request-id') ?? 'missing'
    const lines = warn.mock.calls.map((call) => String(call[0]))
    expect(
      lines.some(
        (line) =>
          line.includes('"sign_in_failed"') && line.includes(code) && line.includes(requestId),
      ),
    ).toBe(true)
  }

  it('redirects with exchange_failed when the rate limit refuses it, exchanging nothing', async () => {
    const refuse = { limit: async () => ({ success: false }) } as unknown as RateLimit
    const done = await callbackWith({ ...testEnv, RATE_LIMIT_GENERAL: refuse }, createApp(), {
      'cf-connecting-ip': '198.51.100.7',
    })
    await expectFailedSignIn(done, 'exchange_failed')
    expect(done.headers.get('retry-after')).toBeNull()
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/token')).toBe(false)
  })

  it('redirects with misconfigured when a configuration variable cannot be read', async () => {
    const done = await callbackWith({ ...testEnv, AI_X_SEARCH: 'maybe' })
    await expectFailedSignIn(done, 'misconfigured')
    expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/token')).toBe(false)
  })

  it('answers 503 not_configured only when FRONTEND_URL itself cannot be read', async () => {
    for (const broken of [
      { FRONTEND_URL: 'not a url' },
      { APP_ENV: 'prod', FRONTEND_URL: '' },
      { APP_ENV: 'production', FRONTEND_URL: '' },
    ] satisfies Partial<Bindings>[]) {
      const done = await callbackWith({ ...testEnv, ...broken })
      expect(done.status, JSON.stringify(broken)).toBe(503)
      expect(((await done.json()) as ErrorShape).error.code).toBe('not_configured')
      expect(done.headers.getSetCookie()).toEqual([])
    }
    // FRONTEND_URL set and valid is where the browser goes, whatever else cannot be read.
    const elsewhere = await callbackWith({
      ...testEnv,
      APP_ENV: 'prod',
      FRONTEND_URL: 'https://feed.example',
    })
    expect(elsewhere.status).toBe(302)
    expect(elsewhere.headers.get('location')).toBe('https://feed.example/?auth_error=misconfigured')
  })

  it('redirects with exchange_failed when storing the session fails, and logs the failure', async () => {
    const kv = intercepted(env.APP_LOCAL, (method, args, real) =>
      method === 'put' && String(args[0]).startsWith(PROVIDER_SESSION_PREFIX)
        ? Promise.reject(new Error('KV is unavailable'))
        : real(...args),
    )
    const done = await callbackWith({ ...testEnv, APP_LOCAL: kv })
    await expectFailedSignIn(done, 'exchange_failed')
    const logged = error.mock.calls.map((call) => String(call[0]))
    expect(logged.some((line) => line.includes('KV is unavailable'))).toBe(true)
  })
})

async function startWith(bindings: Bindings, headers: Record<string, string> = {}, query = '') {
  const ctx = createExecutionContext()
  const answer = await createApp().request(
    `http://127.0.0.1:3847/api/auth/social/start${query}`,
    { headers, redirect: 'manual' },
    bindings,
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return answer
}

/**
 * Sign-in start has no failure redirect of its own (only the callback has, docs/api.md):
 * its failures are the error table's, in the API's error JSON, and store nothing.
 */
describe('a sign-in start that fails', () => {
  const error = vi.spyOn(console, 'error')
  beforeEach(() => {
    error.mockImplementation(() => {})
  })
  afterEach(() => {
    error.mockReset()
  })

  async function expectRefusedStart(answer: Response, status: number, code: string) {
    expect(answer.status).toBe(status)
    expect(((await answer.json()) as ErrorShape).error.code).toBe(code)
    expect(answer.headers.getSetCookie()).toEqual([])
    expect(await keysIn(OAUTH_STATE_PREFIX)).toEqual([])
  }

  it('is 503 not_configured without an OAuth client', async () => {
    await expectRefusedStart(
      await startWith({ ...testEnv, PROVIDER_CLIENT_ID: undefined }),
      503,
      'not_configured',
    )
  })

  it('is 429 with Retry-After when the rate limit refuses it', async () => {
    const refuse = { limit: async () => ({ success: false }) } as unknown as RateLimit
    const answer = await startWith(
      { ...testEnv, RATE_LIMIT_STRICT: refuse },
      { 'cf-connecting-ip': '198.51.100.8' },
    )
    expect(answer.headers.get('retry-after')).toBe('60')
    await expectRefusedStart(answer, 429, 'rate_limited')
  })

  for (const [label, headers] of [
    ['an <img>', { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
    ['a <script>', { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script' }],
    ['an <iframe>', { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }],
    ['a fetch', { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
    ['a fetch that names no destination', { 'sec-fetch-mode': 'same-origin' }],
    ['an <object>', { 'sec-fetch-dest': 'object' }],
  ] as const) {
    it(`is 403 forbidden for ${label}, storing no state`, async () => {
      const answer = await startWith(testEnv, { ...headers, 'sec-fetch-site': 'cross-site' })
      expect(((await answer.clone().json()) as ErrorShape).error.message).toMatch(/link/)
      await expectRefusedStart(answer, 403, 'forbidden')
    })
  }

  it('stores no state for ten cross-site image loads, and still starts for a link followed', async () => {
    const image = { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }
    for (let load = 0; load < 10; load++) {
      const answer = await startWith(testEnv, { ...image, 'sec-fetch-site': 'cross-site' })
      expect(answer.status).toBe(403)
    }
    expect(await keysIn(OAUTH_STATE_PREFIX)).toEqual([])
    for (const site of ['cross-site', 'same-origin', 'none']) {
      const link = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
      const answer = await startWith(testEnv, { ...link, 'sec-fetch-site': site })
      expect(answer.status, site).toBe(302)
    }
    expect(await keysIn(OAUTH_STATE_PREFIX)).toHaveLength(3)
  })

  it('is 500 internal, with no cookie, when the state cannot be stored', async () => {
    const kv = intercepted(env.APP_LOCAL, (method, args, real) =>
      method === 'put' ? Promise.reject(new Error('KV is unavailable')) : real(...args),
    )
    await expectRefusedStart(await startWith({ ...testEnv, APP_LOCAL: kv }), 500, 'internal')
    const logged = error.mock.calls.map((call) => String(call[0]))
    expect(logged.some((line) => line.includes('KV is unavailable'))).toBe(true)
  })

  it('leaves another method on the sign-in paths the usual 404, not a failed sign-in', async () => {
    for (const path of ['/api/auth/social/start', '/api/auth/social/callback']) {
      const answer = await request<ErrorShape>(path, {
        method: 'POST',
        headers: { origin: 'http://127.0.0.1:3847' },
        redirect: 'manual',
      })
      expect(answer.status, path).toBe(404)
      expect(answer.body.error.code).toBe('not_found')
    }
  })
})

describe('logout', () => {
  it('revokes the token at the provider, deletes the row and clears the cookie', async () => {
    const cookie = await signIn()
    const out = await request<{ ok: boolean }>('/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1:3847' },
    })
    expect(out.body).toEqual({ ok: true })
    // The clearing cookie names the path the session cookie was set on, or a browser keeps it.
    const cleared = out.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    expect(cleared).toMatch(/Max-Age=0/i)
    expect(cleared).toMatch(/; Path=\/(;|$)/i)
    expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
    await vi.waitFor(async () => {
      expect((await xRequests()).some((entry) => entry.path === '/2/oauth2/revoke')).toBe(true)
    })
    const reuse = await request('/api/me', { headers: { cookie } })
    expect(reuse.status).toBe(401)
  })

  for (const mode of ['500', '429', 'garbage'] as const) {
    it(`still signs out when the provider's revocation answers ${mode} (it is best effort)`, async () => {
      const cookie = await signIn()
      await xFail(mode, { path: '/2/oauth2/revoke' })
      const out = await request<{ ok: boolean }>('/api/auth/logout', {
        method: 'POST',
        headers: { cookie, origin: 'http://127.0.0.1:3847' },
      })
      expect([out.status, out.body]).toEqual([200, { ok: true }])
      expect(cookieFrom(out.headers, SESSION_COOKIE)).toBe(`${SESSION_COOKIE}=`)
      expect(await keysIn(PROVIDER_SESSION_PREFIX)).toEqual([])
      await vi.waitFor(async () => {
        const revoke = (await xRequests()).find((entry) => entry.path === '/2/oauth2/revoke')
        expect(revoke?.status).toBeGreaterThanOrEqual(200)
      })
      expect((await request('/api/me', { headers: { cookie } })).status).toBe(401)
    })
  }

  it('sends only the clearing cookie when the session ended was due for renewal', async () => {
    const cookie = await signIn()
    await rewriteOnlySession({ expiresAtMs: Date.now() + 86_400_000 })
    const out = await request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1:3847' },
    })
    expect(out.status).toBe(200)
    const sessionCookies = out.headers
      .getSetCookie()
      .filter((line) => line.startsWith(`${SESSION_COOKIE}=`))
    expect(sessionCookies).toHaveLength(1)
    expect(sessionCookies[0]).toMatch(/^app_session=;.*Max-Age=0/)
  })
})

describe('tokens never leave the server', () => {
  it('appear in no response body, no other cookie and no log line during a whole session', async () => {
    const logged: string[] = []
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '))
      }),
    )
    const seen: string[] = []
    const started = await startSignIn()
    const done = await callback(await approve(started.authorizeUrl), started.bindingCookie)
    const cookie = cookieFrom(done.headers, SESSION_COOKIE) ?? ''
    for (const path of [
      '/api/auth/me',
      '/api/me',
      '/api/social/me',
      '/api/for-you?home=live&maxResults=5',
    ]) {
      const answer = await request(path, { headers: { cookie } })
      seen.push(JSON.stringify(answer.body), ...answer.headers.getSetCookie())
    }
    seen.push(
      ...done.headers.getSetCookie().filter((line) => !line.startsWith(`${SESSION_COOKIE}=`)),
    )
    const [name] = await keysIn(PROVIDER_SESSION_PREFIX)
    const row = parseSessionRow(await env.APP_LOCAL.get(name ?? '', 'json'))
    const keys = await sessionKeys(testEnv.APP_SESSION_SECRET ?? '')
    const tokens = row ? await openTokens(keys, sessionIdOf(cookie), row) : null
    expect(tokens?.accessToken.length).toBeGreaterThan(10)
    for (const secret of [tokens?.accessToken, tokens?.refreshToken]) {
      for (const text of [...seen, ...logged]) expect(text).not.toContain(secret)
    }
    for (const spy of spies) spy.mockRestore()
  })
})
