import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { PROVIDER_SESSION_PREFIX } from '../../src/auth/store'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'
import { request } from '../helpers/http'
import { type FailureMode, signIn, xFail, xReset } from '../helpers/x-emulator'

const EXPECTED: Record<FailureMode, number[]> = {
  '429': [429],
  '500': [502],
  '503': [502],
  '401': [401, 502],
  slow: [502],
  garbage: [502],
  schema: [502],
  partial: [200],
  renamed: [200],
  no_rotation: [200],
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
  for (const mode of Object.keys(EXPECTED) as FailureMode[]) {
    if (mode === 'slow') continue
    it(`${mode}: every live route answers in the contract, never 500`, async () => {
      for (const route of ROUTES) {
        await xReset()
        for (const { name } of (await env.APP_LOCAL.list({ prefix: LIVE_CACHE_PREFIX })).keys) {
          await env.APP_LOCAL.delete(name)
        }
        const cookie = await signIn()
        await xFail(mode, { path: '/2/' })
        const response = await request(route, { headers: { cookie } })
        const allowed =
          mode === 'partial' && route.endsWith('/social/me') ? [200, 502] : EXPECTED[mode]
        expect(allowed, `${mode} ${route} answered ${response.status}`).toContain(response.status)
        if (response.status >= 400) {
          const body = response.body as { error: { code: string; message: string } }
          expect(typeof body.error.code).toBe('string')
          expect(typeof body.error.message).toBe('string')
        }
      }
    })
  }
})
