import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { beforeEach, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/auth/cookies'
import { sessionKeys } from '../../src/auth/crypto'
import { Auth } from '../../src/auth/current'
import { openTokens } from '../../src/auth/sessions'
import { PROVIDER_SESSION_PREFIX } from '../../src/auth/store'
import type { AppEnv } from '../../src/config'
import { testEnv } from '../helpers/env'
import { type ErrorShape, request } from '../helpers/http'
import { readOnlySession, rewriteOnlySession, sessionCount } from '../helpers/session-rows'
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

  it('keeps the session when the token endpoint is down, answering 502', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ accessTokenExpiresAt: EXPIRED() })
    await xFail('503', { path: '/2/oauth2/token' })
    const me = await request<ErrorShape>('/api/social/me', { headers: { cookie } })
    expect(me.status).toBe(502)
    expect(me.body.error.code).toBe('provider_error')
    expect(await sessionCount()).toBe(1)
  })

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
    expect(await answer.text()).toBe((await openTokens(keys, stored))?.accessToken)
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

  it('does not rewrite a session in its first half', async () => {
    const cookie = await freshSession()
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.headers.getSetCookie()).toEqual([])
  })

  it('treats a session past its end as signed out', async () => {
    const cookie = await freshSession()
    await rewriteOnlySession({ expiresAtMs: Date.now() - 1000 })
    const me = await request('/api/auth/me', { headers: { cookie } })
    expect(me.body).toEqual({ signedIn: false })
  })
})
