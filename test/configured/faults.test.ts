import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { PROVIDER_SESSION_PREFIX } from '../../src/auth/store'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'
import { type ErrorShape, request } from '../helpers/http'
import { type FailureMode, signIn, xFail, xReset } from '../helpers/x-emulator'

/**
 * What every live route answers when X's API fails so (the switches below cover the token
 * endpoint too: a 401 sends the worker to refresh, and the refresh fails). Time-outs take
 * PROVIDER_TIMEOUT_MS each and are tested per call in live.test.ts; `no_rotation` is a switch
 * of the token endpoint alone, tested in refresh.test.ts.
 */
const EXPECTED: Partial<Record<FailureMode, number[]>> = {
  '429': [429],
  '500': [502],
  '503': [502],
  '401': [502],
  '403': [502],
  garbage: [502],
  schema: [502],
  partial: [200],
  renamed: [200],
}

/** The error code docs/api.md's table gives each status. */
const CODE_OF_STATUS: Record<number, string> = {
  401: 'not_signed_in',
  429: 'rate_limited',
  502: 'provider_error',
}

const ROUTES = [
  '/api/compare?source=live&q=rust',
  '/api/search?source=live&q=coffee&mode=platform_style',
  '/api/social/recent-search?q=football',
  '/api/for-you?home=live',
  '/api/social/home-timeline',
  '/api/social/me',
]

beforeEach(async () => {
  await xReset()
  for (const prefix of [PROVIDER_SESSION_PREFIX, LIVE_CACHE_PREFIX]) {
    for (const { name } of (await env.APP_LOCAL.list({ prefix })).keys)
      await env.APP_LOCAL.delete(name)
  }
})

describe('fault injection: X failing in every way, on every live route', () => {
  for (const [mode, expected] of Object.entries(EXPECTED) as [FailureMode, number[]][]) {
    it(`${mode}: every live route answers in the contract, never 500`, async () => {
      for (const route of ROUTES) {
        await xReset()
        for (const { name } of (await env.APP_LOCAL.list({ prefix: LIVE_CACHE_PREFIX })).keys) {
          await env.APP_LOCAL.delete(name)
        }
        const cookie = await signIn()
        await xFail(mode, { path: '/2/' })
        const response = await request<ErrorShape>(route, { headers: { cookie } })
        const label = `${mode} ${route} answered ${response.status}`
        expect(expected, label).toContain(response.status)
        if (response.status >= 400) {
          expect(response.body.error.code, label).toBe(CODE_OF_STATUS[response.status])
          expect(response.body.error.message, label).not.toBe('')
        }
        if (mode === '401') {
          // X answered the refresh, with a refusal of the client: not "did not answer".
          expect(response.body.error.message).toBe(
            'X did not complete the token refresh; try again.',
          )
        }
        if (response.status === 429) {
          expect(response.headers.get('retry-after'), label).toMatch(/^[1-9]\d*$/)
        }
      }
    })
  }
})

describe('401 on the API alone: the worker refreshes once, retries, then ends the session', () => {
  for (const route of ROUTES) {
    it(route, async () => {
      const cookie = await signIn()
      await xFail('401', { path: route.includes('q=') ? '/2/tweets' : '/2/users' })
      const response = await request<ErrorShape>(route, { headers: { cookie } })
      expect([response.status, response.body.error.code]).toEqual([401, 'not_signed_in'])
      expect(response.headers.get('set-cookie')).toMatch(/app_session=;/)
      expect((await env.APP_LOCAL.list({ prefix: PROVIDER_SESSION_PREFIX })).keys).toEqual([])
    })
  }
})
