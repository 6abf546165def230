import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { SESSION_COOKIE } from '../../src/auth/cookies'
import { sessionKeys } from '../../src/auth/crypto'
import { Auth } from '../../src/auth/current'
import { openTokens } from '../../src/auth/sessions'
import { PROVIDER_SESSION_PREFIX } from '../../src/auth/store'
import type { AppEnv } from '../../src/config'
import { testEnv } from '../helpers/env'
import { type ErrorShape, request } from '../helpers/http'
import { intercepted } from '../helpers/intercept'
import {
  onlySessionKey,
  readOnlySession,
  rewriteOnlySession,
  sessionCount,
  sessionIdOf,
  unbindOnlySession,
} from '../helpers/session-rows'
import { signIn, xExpireTokens, xFail, xRequests, xReset, xUrl } from '../helpers/x-emulator'

const EXPIRED = () => new Date(Date.now() - 60_000).toISOString()

async function apiCalls() {
  return (await xRequests())
    .filter((entry) => entry.path === '/2/oauth2/token' || entry.path === '/2/users/me')
    .map((entry) =>
      entry.path === '/2/oauth2/token' ? `token:${entry.form?.grant_type}` : `me:${entry.status}`,
    )
}

beforeEach(async () => {
  await xReset()
  for (const { name } of (await env.APP_LOCAL.list({ prefix: PROVIDER_SESSION_PREFIX })).keys) {
    await env.APP_LOCAL.delete(name)
  }
})

async function freshSession(): Promise<string> {
  const cookie = await signIn()
  await fetch(`${xUrl()}/__emulator/requests`, { method: 'DELETE' })
  return cookie
}

/** The test KV, refusing a second write to a key within a second, as Workers KV does. */
function limitedKv(kv: KVNamespace, writes: string[]): KVNamespace {
  const lastWrite = new Map<string, number>()
  return intercepted(kv, (method, args, real) => {
    if (method !== 'put') return real(...args)
    const key = String(args[0])
    const now = Date.now()
    if (now - (lastWrite.get(key) ?? Number.NEGATIVE_INFINITY) < 1000) {
      writes.push(`refused ${key}`)
      return Promise.reject(new Error('KV PUT failed: 429 Too Many Requests'))
    }
    lastWrite.set(key, now)
    writes.push(`put ${key}`)
    return real(...args)
  })
}

/** A request through the app with another KV binding in place of the real one. */
async function requestWithKv(kv: KVNamespace, path: string, cookie: string) {
  const ctx = createExecutionContext()
  const response = await createApp().request(
    path,
    { headers: { cookie } },
    { ...testEnv, APP_LOCAL: kv },
    ctx,
  )
  await waitOnExecutionContext(ctx)
  return response
}

describe('token refresh', () => {
  it('refreshes an expired access token before calling X, and stores the rotated tokens', async () => {
    const cookie = await freshSession()
    const before = await readOnlySession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    const me = await request<{ user: { username: string } }>('/api/social/me', {
      headers: { cookie },
    })
    expect(me.status).toBe(200)
    expect(me.body.user.username).toBe('local_reader')
    expect(await apiCalls()).toEqual(['token:refresh_token', 'me:200'])
    const after = await readOnlySession()
    expect(Date.parse(after.accessTokenExpiresAt)).toBeGreaterThan(Date.now() + 3_600_000)
    expect(after.sealedTokens).not.toBe(before.sealedTokens)
  })

  it('refreshes an access token with less than a minute left before calling X with it', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: new Date(Date.now() + 30_000).toISOString() })
    const me = await request('/api/social/me', { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(await apiCalls()).toEqual(['token:refresh_token', 'me:200'])
    expect(Date.parse((await readOnlySession()).accessTokenExpiresAt)).toBeGreaterThan(
      Date.now() + 3_600_000,
    )
  })

  it('ends a session X no longer knows after one refused refresh, without retrying the refused token', async () => {
    const cookie = await freshSession()
    // X forgets every token: the access token is refused, and so is the refresh token.
    await xReset()
    const me = await request<ErrorShape>('/api/social/me', { headers: { cookie } })
    expect(me.status).toBe(401)
    expect(me.body.error.code).toBe('not_signed_in')
    expect(await apiCalls()).toEqual(['me:401', 'token:refresh_token'])
    expect(await sessionCount()).toBe(0)
  })

  it('refreshes and retries once when X refuses the access token', async () => {
    const cookie = await freshSession()
    await xExpireTokens()
    const me = await request('/api/social/me', { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(await apiCalls()).toEqual(['me:401', 'token:refresh_token', 'me:200'])
  })

  it('ends the session cleanly when the refresh is refused: 401, row deleted, cookie cleared', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    await xReset()
    const me = await request<ErrorShape>('/api/social/me', { headers: { cookie } })
    expect(me.status).toBe(401)
    expect(me.body.error.code).toBe('not_signed_in')
    expect(await sessionCount()).toBe(0)
    expect(me.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=;`))).toBe(
      true,
    )
  })

  for (const mode of ['503', '500', 'garbage', 'schema'] as const) {
    it(`keeps the session when the token endpoint answers ${mode}, answering 502`, async () => {
      const cookie = await freshSession()
      await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
      await xFail(mode, { path: '/2/oauth2/token', times: 1 })
      const me = await request<ErrorShape>('/api/social/me', { headers: { cookie } })
      expect(me.status).toBe(502)
      expect(me.body.error.code).toBe('provider_error')
      expect(await sessionCount()).toBe(1)
      // The refresh token was not spent: the next request refreshes and answers.
      const next = await request('/api/social/me', { headers: { cookie } })
      expect(next.status).toBe(200)
    })
  }

  it("answers X's rate limit on the token endpoint with 429 rate_limited and Retry-After, keeping the session", async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    await xFail('429', { path: '/2/oauth2/token', times: 1 })
    const me = await request<ErrorShape>('/api/social/me', { headers: { cookie } })
    expect(me.status).toBe(429)
    expect(me.body.error.code).toBe('rate_limited')
    expect(me.headers.get('retry-after')).toBe('60')
    expect(await sessionCount()).toBe(1)
    const next = await request('/api/social/me', { headers: { cookie } })
    expect(next.status).toBe(200)
  })

  it('stores the tokens of a refresh X answers after the time-out, so the session survives', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    // X answers a second after the worker stopped waiting (PROVIDER_TIMEOUT_MS).
    const timeoutMs = Number(testEnv.PROVIDER_TIMEOUT_MS)
    expect(timeoutMs).toBeGreaterThan(0)
    await xFail('slow', { path: '/2/oauth2/token', delayMs: timeoutMs + 1_000, times: 1 })
    const late = await request<ErrorShape>('/api/social/me', { headers: { cookie } })
    expect(late.status).toBe(502)
    expect(late.body.error.code).toBe('provider_error')
    await vi.waitFor(
      async () => {
        const row = await readOnlySession()
        expect(Date.parse(row.accessTokenExpiresAt)).toBeGreaterThan(Date.now() + 3_600_000)
      },
      { timeout: 5_000, interval: 200 },
    )
    const next = await request('/api/social/me', { headers: { cookie } })
    expect(next.status).toBe(200)
    expect((await apiCalls()).filter((call) => call === 'token:refresh_token')).toHaveLength(1)
  }, 30_000)

  it('shares one refresh between concurrent requests and keeps the rotated refresh token', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    const answers = await Promise.all(
      [1, 2, 3].map(() => request('/api/social/me', { headers: { cookie } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect((await apiCalls()).filter((call) => call === 'token:refresh_token')).toHaveLength(1)
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    const later = await request('/api/social/me', { headers: { cookie } })
    expect(later.status).toBe(200)
  })
})

describe('a refresh without a new refresh token', () => {
  it('keeps the refresh token it had, so the session refreshes again later', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    await xFail('no_rotation', { path: '/2/oauth2/token', times: 1 })
    const first = await request('/api/social/me', { headers: { cookie } })
    expect(first.status).toBe(200)
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    const second = await request('/api/social/me', { headers: { cookie } })
    expect(second.status).toBe(200)
    expect(await apiCalls()).toEqual([
      'token:refresh_token',
      'me:200',
      'token:refresh_token',
      'me:200',
    ])
    expect(await sessionCount()).toBe(1)
  })
})

describe('a refresh race between isolates', () => {
  it('recovers with the tokens another isolate stored when its own refresh token was already rotated', async () => {
    const cookie = await freshSession()
    const sessionId = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] ?? ''
    const stale = { ...(await readOnlySession()), accessTokenExpiresAt: EXPIRED() }
    // Another isolate refreshes first: the refresh token this isolate holds stops working.
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    expect((await request('/api/social/me', { headers: { cookie } })).status).toBe(200)
    const stored = await readOnlySession()

    const app = new Hono<AppEnv>().get('/token', async (c) => {
      const token = await new Auth(c).accessToken({ id: sessionId, row: stale })
      return c.text(token)
    })
    const ctx = createExecutionContext()
    const answer = await app.request('/token', {}, testEnv, ctx)
    await waitOnExecutionContext(ctx)
    expect(answer.status).toBe(200)
    const keys = await sessionKeys(testEnv.APP_SESSION_SECRET ?? '')
    expect(await answer.text()).toBe((await openTokens(keys, sessionId, stored))?.accessToken)
    const refreshes = (await apiCalls()).filter((call) => call === 'token:refresh_token')
    expect(refreshes).toHaveLength(2)
    expect(await sessionCount()).toBe(1)
  })
})

describe('session lifetime', () => {
  it('renews a session used past its half-life to a full 30 days', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ expiresAtMs: Date.now() + 10 * 86_400_000 })
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.body).toMatchObject({ signedIn: true })
    const row = await readOnlySession()
    expect(row.expiresAtMs).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    const renewed = me.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    expect(renewed).toMatch(/Max-Age=2592000/)
  })

  it('renews and refreshes in one request with one write, as Workers KV allows one per second', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({
      expiresAtMs: Date.now() + 10 * 86_400_000,
      accessTokenExpiresAt: EXPIRED(),
    })
    const writes: string[] = []
    const me = await requestWithKv(limitedKv(env.APP_LOCAL, writes), '/api/social/me', cookie)
    expect(me.status).toBe(200)
    expect(writes.filter((write) => write.includes(PROVIDER_SESSION_PREFIX))).toHaveLength(1)
    const row = await readOnlySession()
    expect(row.expiresAtMs).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect(Date.parse(row.accessTokenExpiresAt)).toBeGreaterThan(Date.now() + 3_600_000)
    expect((await request('/api/social/me', { headers: { cookie } })).status).toBe(200)
    expect((await apiCalls()).filter((call) => call === 'token:refresh_token')).toHaveLength(1)
  })

  it('answers even when the renewal cannot be stored, and logs it', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ expiresAtMs: Date.now() + 10 * 86_400_000 })
    const refusing = intercepted(env.APP_LOCAL, (method, args, real) =>
      method === 'put' ? Promise.reject(new Error('KV put failed: 429')) : real(...args),
    )
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const me = await requestWithKv(refusing, '/api/auth/me', cookie)
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ signedIn: true })
    expect(warn.mock.calls.some(([line]) => String(line).includes('session_renewal_failed'))).toBe(
      true,
    )
    warn.mockRestore()
  })

  it('keeps tokens another request stored while this one was renewing the session', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ expiresAtMs: Date.now() + 10 * 86_400_000 })
    const key = await onlySessionKey()
    const original = await readOnlySession()
    const rotatedElsewhere = { ...original, sealedTokens: 'rotated-by-another-request' }
    let reads = 0
    const racing = intercepted(env.APP_LOCAL, async (method, args, real) => {
      const value = await real(...args)
      // Right after this request's first read, another request stores new tokens.
      if (method === 'get' && args[0] === key && reads++ === 0)
        await env.APP_LOCAL.put(key, JSON.stringify(rotatedElsewhere))
      return value
    })
    expect((await requestWithKv(racing, '/api/auth/me', cookie)).status).toBe(200)
    const row = await readOnlySession()
    expect(row.sealedTokens).toBe('rotated-by-another-request')
    expect(row.expiresAtMs).toBeGreaterThan(Date.now() + 29 * 86_400_000)
  })

  it('does not rewrite a session in its first half', async () => {
    const cookie = await freshSession()
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.headers.getSetCookie()).toEqual([])
  })

  const DAY_MS = 86_400_000
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString()

  it('ends a session 90 days after sign-in however recently it was renewed', async () => {
    const cookie = await freshSession()
    // Renewed yesterday (29 days left), but signed in 91 days ago.
    await rewriteOnlySession({ createdAt: daysAgo(91), expiresAtMs: Date.now() + 29 * DAY_MS })
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.body).toEqual({ signedIn: false })
    const cleared = me.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    expect(cleared).toMatch(/Max-Age=0/)
    expect((await request('/api/social/me', { headers: { cookie } })).status).toBe(401)
  })

  it('renews a session no further than 90 days after its sign-in', async () => {
    const cookie = await freshSession()
    const signedIn = daysAgo(80)
    await rewriteOnlySession({ createdAt: signedIn, expiresAtMs: Date.now() + 5 * DAY_MS })
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.body).toMatchObject({ signedIn: true })
    const row = await readOnlySession()
    expect(row.expiresAtMs).toBe(Date.parse(signedIn) + 90 * DAY_MS)
    expect(row.createdAt).toBe(signedIn)
    const renewed = me.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))
    const maxAge = Number(/Max-Age=(\d+)/.exec(renewed ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(10 * 86_400 - 60)
    expect(maxAge).toBeLessThanOrEqual(10 * 86_400)
  })

  it('does not rewrite a session already renewed to its absolute end', async () => {
    const cookie = await freshSession()
    const signedIn = daysAgo(85)
    await rewriteOnlySession({
      createdAt: signedIn,
      expiresAtMs: Date.parse(signedIn) + 90 * DAY_MS,
    })
    const writes: string[] = []
    const me = await requestWithKv(limitedKv(env.APP_LOCAL, writes), '/api/auth/me', cookie)
    expect(await me.json()).toMatchObject({ signedIn: true })
    expect(me.headers.getSetCookie()).toEqual([])
    expect(writes).toEqual([])
  })

  it('ends sessions at SESSION_MAX_AGE_DAYS when it is set', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ createdAt: daysAgo(8) })
    const env7 = { ...testEnv, SESSION_MAX_AGE_DAYS: '7' }
    const ctx = createExecutionContext()
    const me = await createApp().request(
      'http://127.0.0.1:3847/api/auth/me',
      { headers: { cookie } },
      env7,
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(await me.json()).toEqual({ signedIn: false })
    expect((await request('/api/auth/me', { headers: { cookie } })).body).toMatchObject({
      signedIn: true,
    })
  })

  it('treats a session past its end as signed out', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ expiresAtMs: Date.now() - 1000 })
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.body).toEqual({ signedIn: false })
  })
})

describe('sessions stored before tokens were bound to their row', () => {
  const secret = testEnv.APP_SESSION_SECRET ?? ''

  it('keep working across the upgrade: opened once, sealed again bound, written once', async () => {
    const cookie = await freshSession()
    const sessionId = sessionIdOf(cookie)
    await unbindOnlySession(sessionId, secret)
    const legacy = await readOnlySession()
    expect(legacy.version).toBe(1)
    const writes: string[] = []
    const kv = limitedKv(env.APP_LOCAL, writes)
    // X accepts the access token the old row held.
    expect((await requestWithKv(kv, '/api/social/me', cookie)).status).toBe(200)
    expect(writes).toEqual([`put ${await onlySessionKey()}`])
    const upgraded = await readOnlySession()
    expect(upgraded.version).toBe(2)
    expect(upgraded.sealedTokens).not.toBe(legacy.sealedTokens)
    expect({ ...upgraded, version: 1, sealedTokens: '' }).toEqual({ ...legacy, sealedTokens: '' })
    const keys = await sessionKeys(secret)
    expect(await openTokens(keys, sessionId, upgraded)).toEqual(
      await openTokens(keys, sessionId, legacy),
    )
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await requestWithKv(kv, '/api/social/me', cookie)).status).toBe(200)
    expect(writes).toHaveLength(1)
    expect(await apiCalls()).toEqual(['me:200', 'me:200'])
  })

  it('are renewed and bound in one write when both are due', async () => {
    const cookie = await freshSession()
    await unbindOnlySession(sessionIdOf(cookie), secret)
    await rewriteOnlySession({ expiresAtMs: Date.now() + 10 * 86_400_000 })
    const writes: string[] = []
    const me = await requestWithKv(limitedKv(env.APP_LOCAL, writes), '/api/auth/me', cookie)
    expect(await me.json()).toMatchObject({ signedIn: true })
    expect(writes).toHaveLength(1)
    const row = await readOnlySession()
    expect(row.version).toBe(2)
    expect(row.expiresAtMs).toBeGreaterThan(Date.now() + 29 * 86_400_000)
    expect((await request('/api/social/me', { headers: { cookie } })).status).toBe(200)
  })

  it("end a session whose row holds another session's sealed tokens", async () => {
    await freshSession()
    const victimRow = await readOnlySession()
    const victimKey = await onlySessionKey()
    await env.APP_LOCAL.delete(victimKey)
    const other = await signIn()
    await rewriteOnlySession({ sealedTokens: victimRow.sealedTokens })
    const answer = await request<ErrorShape>('/api/social/me', { headers: { cookie: other } })
    expect(answer.status).toBe(401)
    expect(answer.body.error.code).toBe('not_signed_in')
    expect(await sessionCount()).toBe(0)
  })
})
