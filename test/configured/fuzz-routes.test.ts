/**
 * Fuzzes every GET route under /api through the worker's own fetch handler, configured
 * against the local X and AI emulators, half the time signed in: the live sources, the
 * AI batches and the social routes get random query strings too, and every answer must be
 * one the API allows (see test/helpers/fuzz.ts).
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'
import { type AiFailureMode, clearAiBatches, failAi, resetAi } from '../helpers/ai-emulator'
import {
  baselineQuery,
  documentedGetPaths,
  expectContractAnswer,
  freshClient,
  type OpenApiDocument,
  openApiDocument,
  queryNames,
  queryString,
  requiredNames,
  responseValidator,
} from '../helpers/fuzz'
import { request } from '../helpers/http'
import { type FailureMode, signIn, xFail, xReset } from '../helpers/x-emulator'

/**
 * What each route can answer against working emulators, besides 400 and 429 (X or the AI
 * provider may refuse a query, or limit us): a route that needs a session is 401 without one.
 */
const STATUSES: Record<string, readonly number[]> = {
  '/api/health': [200],
  '/api/auth/me': [200],
  '/api/me': [200, 401],
  '/api/auth/social/start': [302],
  '/api/auth/social/callback': [302],
  '/api/compare': [200],
  '/api/search': [200],
  '/api/for-you': [200, 401],
  '/api/social/me': [200, 401],
  '/api/social/home-timeline': [200, 401],
  '/api/social/recent-search': [200],
  '/api/ai/trending-tweets': [200],
  '/api/ai/topic-feed/batch': [200],
  '/api/ai/live-sessions': [200],
}
const NUM_RUNS = 30
const FAILING_RUNS = 15

let document: OpenApiDocument
let validator: ReturnType<typeof responseValidator>
let session: string

beforeAll(async () => {
  document = await openApiDocument()
  validator = responseValidator(document)
})
beforeEach(async () => {
  // A reset forgets the emulator's tokens too: sign in again after it.
  await xReset()
  await resetAi()
  session = await signIn()
})

describe('fuzzing every GET route against the emulators', () => {
  it('covers every GET route the OpenAPI document lists but the media proxy', () => {
    expect(documentedGetPaths(document).sort()).toEqual(
      [...Object.keys(STATUSES), '/api/cdn/media'].sort(),
    )
  })

  for (const [path, statuses] of Object.entries(STATUSES)) {
    it(`${path} answers what the contract allows, signed in or not`, async () => {
      const names = queryNames(document, path)
      const seen = new Set<number>()
      await fc.assert(
        fc.asyncProperty(
          queryString(names, requiredNames(document, path)),
          fc.boolean(),
          async (query, signedIn) => {
            const headers = new Headers({ 'cf-connecting-ip': freshClient() })
            if (signedIn) headers.set('cookie', session)
            const response = await request(`${path}?${query}`, { headers, redirect: 'manual' })
            seen.add(response.status)
            expectContractAnswer(document, validator, path, query, response, { statuses })
          },
        ),
        // The first runs are a query the route answers normally, signed in and not.
        {
          numRuns: NUM_RUNS,
          examples: [
            [baselineQuery(document, path), true],
            [baselineQuery(document, path), false],
          ],
        },
      )
      // Not every run stopped at the parameters.
      expect([...seen]).toContain(statuses[0])
      // The isolate still answers a normal request, and the session still works.
      const after = await request<{ signedIn: boolean }>('/api/auth/me', {
        headers: { cookie: session },
      })
      expect(after.status).toBe(200)
      expect(after.body.signedIn).toBe(true)
    })
  }
})

/** The routes that ask X or the AI provider for something. */
const PROVIDER_ROUTES = [
  '/api/compare',
  '/api/search',
  '/api/for-you',
  '/api/social/me',
  '/api/social/home-timeline',
  '/api/social/recent-search',
  '/api/ai/trending-tweets',
  '/api/ai/topic-feed/batch',
  '/api/ai/live-sessions',
]
/** Every way the emulators can fail but slowly (a time-out costs seconds). */
const X_FAILURES: FailureMode[] = ['429', '500', '503', '401', 'garbage', 'schema', 'partial']
const AI_FAILURES: AiFailureMode[] = ['429', '500', '403', 'malformed', 'schema', 'hostile']

async function forgetLivePages() {
  for (const { name } of (await env.APP_LOCAL.list({ prefix: LIVE_CACHE_PREFIX })).keys) {
    await env.APP_LOCAL.delete(name)
  }
}

describe('fuzzing the provider routes while X or the AI provider fails', () => {
  for (const path of PROVIDER_ROUTES) {
    it(`${path} still answers what the contract allows`, async () => {
      const names = queryNames(document, path)
      await fc.assert(
        fc.asyncProperty(
          queryString(names, requiredNames(document, path)),
          fc.boolean(),
          fc.option(fc.constantFrom(...X_FAILURES)),
          fc.option(fc.constantFrom(...AI_FAILURES)),
          async (query, signedIn, xFailure, aiFailure) => {
            await xReset()
            await resetAi()
            await clearAiBatches()
            await forgetLivePages()
            const headers = new Headers({ 'cf-connecting-ip': freshClient() })
            // A reset forgets the emulator's tokens: a fresh sign-in each run.
            if (signedIn) headers.set('cookie', await signIn())
            if (xFailure) await xFail(xFailure, { path: '/2/' })
            if (aiFailure) await failAi(aiFailure)
            const response = await request(`${path}?${query}`, { headers, redirect: 'manual' })
            expectContractAnswer(document, validator, path, query, response, {
              // A refused token ends the session (401); a failing provider is 502, or 429.
              statuses: [...(STATUSES[path] ?? []), 401, 502],
            })
          },
        ),
        { numRuns: FAILING_RUNS },
      )
      // The isolate still answers a normal request.
      await xReset()
      await resetAi()
      expect((await request(`${path}?${baselineQuery(document, path)}`)).status).not.toBe(500)
      expect((await request('/api/health')).status).toBe(200)
    })
  }
})
