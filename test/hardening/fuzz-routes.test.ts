/**
 * Fuzzes every GET route under /api through the worker's own fetch handler, with nothing
 * configured (no sign-in, no bearer token, no AI key): random query strings from the
 * routes' parameter names and unknown ones, with valid, boundary, odd and hostile values.
 * Every answer must be one the API allows (see test/helpers/fuzz.ts). The media proxy
 * is fuzzed with random URLs against a stand-in for the outbound fetch, which must never be
 * asked for a host outside the allow-list.
 */
import fc from 'fast-check'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  baselineQuery,
  documentedGetPaths,
  expectContractAnswer,
  freshClient,
  type OpenApiDocument,
  openApiDocument,
  percentEncode,
  queryNames,
  queryString,
  requiredNames,
  responseValidator,
} from '../helpers/fuzz'
import { request } from '../helpers/http'

/** What each route can answer with nothing configured, besides 400 and 429. */
const STATUSES: Record<string, readonly number[]> = {
  '/api/health': [200],
  '/api/auth/me': [200],
  '/api/me': [401],
  '/api/auth/social/start': [503],
  '/api/auth/social/callback': [302],
  '/api/compare': [200, 503],
  '/api/search': [200, 503],
  '/api/for-you': [200, 401, 503],
  '/api/social/me': [401],
  '/api/social/home-timeline': [401],
  '/api/social/recent-search': [503],
  '/api/ai/trending-tweets': [503],
  '/api/ai/topic-feed/batch': [503],
  '/api/ai/live-sessions': [503],
}
/** Routes the document does not describe, and what they may answer. */
const UNDOCUMENTED: Record<string, readonly number[]> = {
  '/api/openapi.json': [200, 400],
  '/api/does-not-exist': [404],
}
const MEDIA = '/api/cdn/media'
const NUM_RUNS = 60

let document: OpenApiDocument
let validator: ReturnType<typeof responseValidator>
/** Every outbound request the worker made. */
let outbound: string[]

beforeAll(async () => {
  document = await openApiDocument()
  validator = responseValidator(document)
})

describe('fuzzing every GET route with nothing configured', () => {
  beforeEach(() => {
    outbound = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      outbound.push(new Request(input, init).url)
      throw new TypeError('no network in this test')
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('covers every GET route the OpenAPI document lists', () => {
    expect(documentedGetPaths(document).sort()).toEqual([...Object.keys(STATUSES), MEDIA].sort())
  })

  const routes = [
    ...Object.entries(STATUSES).map(([path, statuses]) => ({
      path,
      statuses,
      documented: undefined,
    })),
    ...Object.entries(UNDOCUMENTED).map(([path, statuses]) => ({
      path,
      statuses,
      documented: statuses,
    })),
  ]
  for (const { path, statuses, documented } of routes) {
    it(`${path} answers what the contract allows, whatever the query string`, async () => {
      const names = queryNames(document, path)
      const seen = new Set<number>()
      await fc.assert(
        fc.asyncProperty(queryString(names, requiredNames(document, path)), async (query) => {
          const response = await request(`${path}?${query}`, {
            headers: { 'cf-connecting-ip': freshClient() },
            redirect: 'manual',
          })
          seen.add(response.status)
          expectContractAnswer(document, validator, path, query, response, {
            statuses,
            ...(documented ? { documented } : {}),
          })
          expect(outbound, 'nothing configured: nothing to fetch').toEqual([])
        }),
        // The first run is a query the route answers normally.
        { numRuns: NUM_RUNS, examples: [[baselineQuery(document, path)]] },
      )
      // Not every run stopped at the parameters.
      expect([...seen]).toContain(statuses[0])
      // The isolate still answers a normal request.
      expect((await request('/api/compare?q=rust')).status).toBe(200)
    })
  }
})

const ALLOWED_HOSTS = ['pbs.twimg.com', 'video.twimg.com', 'abs.twimg.com', 'ton.twimg.com']

const allowedHost = fc.constantFrom(...ALLOWED_HOSTS)
/** Mostly the plain form, so that most URLs differ from an allowed one in one part or none. */
function mostly<T>(plain: fc.Arbitrary<T>, ...odd: Array<fc.Arbitrary<T>>): fc.Arbitrary<T> {
  return fc.oneof({ weight: 3, arbitrary: plain }, { weight: 1, arbitrary: fc.oneof(...odd) })
}

const host = mostly(
  allowedHost,
  allowedHost.map((name) => name.toUpperCase()),
  allowedHost.map((name) => `${name}.`),
  allowedHost.map((name) => name.replaceAll('.', '%2E')),
  allowedHost.map((name) => name.replaceAll('.', '\u3002')),
  allowedHost.map((name) => name.replace('t', '\uff54')),
  allowedHost.map((name) => `${name}.evil.example`),
  allowedHost.map((name) => `evil.${name}`),
  allowedHost.map((name) => `${name}%00.evil.example`),
  allowedHost.map((name) => `${name}\\@evil.example`),
  allowedHost.map((name) => `evil.example\\@${name}`),
  allowedHost.map((name) => `evil.example#@${name}`),
  allowedHost.map((name) => name.replace('.com', '.cöm')),
  fc.constantFrom(
    'xn--pbs-twimg-com',
    'xn--80ak6aa92e.com',
    '127.0.0.1',
    '0x7f.1',
    '0177.0.0.1',
    '2130706433',
    '169.254.169.254',
    '10.0.0.1',
    '1.1.1.1.',
    '[::1]',
    '[::ffff:127.0.0.1]',
    '[fe80::1%25eth0]',
    'localhost',
    'evil.example',
    '',
  ),
)
const userinfo = mostly(
  fc.constant(''),
  fc.constantFrom('user@', 'user:pass@', ':@', '@', 'pbs.twimg.com@'),
)
const port = mostly(
  fc.constant(''),
  fc.constantFrom(':', ':443', ':0443', ':80', ':8443', ':0', ':65536'),
)
const path = fc.oneof(
  fc.constantFrom('/media/a.jpg', '', '/', '/%2e%2e/x', '/../../etc/passwd', '//evil.example/x'),
  fc.webPath(),
  fc
    .tuple(fc.webPath(), fc.webQueryParameters(), fc.webFragments())
    .map(([p, q, f]) => `${p}?${q}#${f}`),
)
const scheme = mostly(
  fc.constant('https://'),
  fc.constantFrom(
    'HTTPS://',
    'https:',
    'https:/',
    'https:\\\\',
    'http://',
    'ftp://',
    'ws://',
    'file://',
    '//',
    '',
  ),
)
const mediaUrl = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.tuple(scheme, userinfo, host, port, path).map((parts) => parts.join('')),
  },
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'blob:https://pbs.twimg.com/1',
    'about:blank',
  ),
  fc.string({ maxLength: 30 }),
)

/** How the stand-in media host answers one request. */
const upstreamAnswer = fc.oneof(
  fc.constant({ kind: 'image' as const }),
  fc.constant({ kind: 'unsized video' as const }),
  fc.constant({ kind: 'html' as const }),
  fc.constantFrom(404, 500, 204).map((status) => ({ kind: 'status' as const, status })),
  fc.constant({ kind: 'network' as const }),
  fc.constant({ kind: 'too large' as const }),
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.constantFrom(301, 302, 303, 307, 308),
        fc.oneof(
          mediaUrl,
          // Relative, scheme-relative, and what no URL parser reads.
          fc.constantFrom(
            '',
            '/other.jpg',
            '//evil.example/x',
            'https://[',
            'https://a b',
            'http://%zz',
          ),
        ),
      )
      .map(([status, location]) => ({ kind: 'redirect' as const, status, location })),
  },
)
type UpstreamAnswer = typeof upstreamAnswer extends fc.Arbitrary<infer T> ? T : never

function answer(plan: UpstreamAnswer): Response {
  const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])
  switch (plan.kind) {
    case 'image':
      return new Response(bytes, {
        headers: { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) },
      })
    case 'unsized video':
      return new Response(new Blob([bytes]).stream(), { headers: { 'content-type': 'video/mp4' } })
    case 'html':
      return new Response('<html>', { headers: { 'content-type': 'text/html' } })
    case 'status':
      return new Response(plan.status === 204 ? null : 'no', {
        status: plan.status,
        headers: { 'content-type': 'image/jpeg' },
      })
    case 'too large':
      return new Response(bytes, {
        headers: { 'content-type': 'image/jpeg', 'content-length': String(21 * 1024 * 1024) },
      })
    case 'redirect': {
      const headers = new Headers()
      try {
        headers.set('location', plan.location)
      } catch {
        // a value no server could send
      }
      return new Response(null, { status: plan.status, headers })
    }
    case 'network':
      throw new TypeError('network down')
  }
}

function isAllowedTarget(url: string): boolean {
  const parsed = URL.parse(url)
  return (
    parsed !== null &&
    parsed.protocol === 'https:' &&
    ALLOWED_HOSTS.includes(parsed.hostname) &&
    parsed.port === '' &&
    parsed.username === '' &&
    parsed.password === ''
  )
}

describe(`fuzzing ${MEDIA} with random URLs`, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('answers only 200, 403 or 502 (400 for an empty or overlong url, 429 past the rate limit), and never fetches a host outside the allow-list', async () => {
    await fc.assert(
      fc.asyncProperty(
        mediaUrl,
        fc.constantFrom('+' as const, '%20' as const),
        fc.array(upstreamAnswer, { minLength: 5, maxLength: 5 }),
        async (url, space, plans) => {
          const fetched: string[] = []
          const credentials: string[] = []
          vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
            const outgoing = new Request(input, init)
            fetched.push(outgoing.url)
            for (const name of ['cookie', 'authorization']) {
              if (outgoing.headers.has(name)) credentials.push(name)
            }
            return answer(plans[fetched.length - 1] ?? { kind: 'image' })
          })
          // (An allowed URL an earlier run fetched may come from the edge cache: a 200 too.)
          const response = await request(`${MEDIA}?url=${percentEncode(url, space)}`, {
            headers: { 'cf-connecting-ip': freshClient(), cookie: 'app_session=abc.def' },
          })
          vi.unstubAllGlobals()
          const label = `${url} answered ${response.status} after fetching ${JSON.stringify(fetched)}`
          expect(
            fetched.filter((target) => !isAllowedTarget(target)),
            label,
          ).toEqual([])
          expect(credentials, label).toEqual([])
          const tooLong = url.length === 0 || url.length > 2048
          expect(tooLong ? [400, 429] : [200, 403, 429, 502], label).toContain(response.status)
          if (response.status !== 200) {
            const body = response.body as { error?: { code?: string } }
            expect(body.error?.code, label).toBe(
              { 400: 'bad_request', 403: 'forbidden', 429: 'rate_limited', 502: 'provider_error' }[
                response.status
              ],
            )
          }
        },
      ),
      { numRuns: 300 },
    )
    expect((await request('/api/health')).status).toBe(200)
  })
})
