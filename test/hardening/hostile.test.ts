import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ERROR_STATUS } from '../../src/http/errors'
import { KNOWN_NAMES } from '../helpers/fuzz'
import { request } from '../helpers/http'

const ERROR_CODES = Object.keys(ERROR_STATUS)

const ROUTES = [
  '/api/health',
  '/api/compare',
  '/api/search',
  '/api/for-you',
  '/api/auth/me',
  '/api/me',
  '/api/auth/social/start',
  '/api/auth/social/callback',
  '/api/social/me',
  '/api/social/home-timeline',
  '/api/social/recent-search',
  '/api/cdn/media',
  '/api/ai/trending-tweets',
  '/api/ai/topic-feed/batch',
  '/api/ai/live-sessions',
  '/api/openapi.json',
  '/api/does-not-exist',
]

const nasty = fc.constantFrom(
  '',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '9'.repeat(400),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\u0000',
  '\uFEFF',
  '\uD800',
  '%',
  '%%',
  '"unclosed',
  '(((((',
  'from: lang: is: has:',
  'https://evil.example/x.jpg',
  'http://127.0.0.1:3848/i/oauth2/authorize',
  'a'.repeat(600),
  'ラーメン'.repeat(200),
  'true',
  'TRUE',
  'maybe',
  'constructor',
  '__proto__',
  'live',
  'ai',
  'seed',
  'platform_style',
)
/** Percent-encodes what can be; a lone surrogate cannot, and goes in as it is. */
function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return text
  }
}

const value = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
)
const params = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...KNOWN_NAMES), fc.string({ maxLength: 12 })), value),
  {
    maxLength: 6,
  },
)
const headers = fc.record(
  {
    cookie: fc.oneof(
      fc.string({ maxLength: 80 }),
      value.map((text) => `app_session=${encodeLoosely(text)}`),
      value.map(
        (text) => `oauth_binding=${encodeLoosely(text)}; app_session=${encodeLoosely(text)}.sig`,
      ),
    ),
    origin: fc.oneof(fc.constant('https://evil.example'), fc.constant('null'), fc.webUrl()),
    range: fc.oneof(fc.constant('bytes=0-'), fc.string({ maxLength: 20 })),
    'accept-language': fc.string({ maxLength: 20 }),
  },
  { requiredKeys: [] },
)

function queryString(pairs: Array<[string, string]>, raw: string): string {
  const search = new URLSearchParams()
  for (const [name, text] of pairs) search.append(name, text)
  const encoded = search.toString()
  return [encoded, raw].filter(Boolean).join('&')
}

function safeHeaders(record: Record<string, string>): Headers {
  const result = new Headers()
  for (const [name, text] of Object.entries(record)) {
    try {
      result.set(name, text)
    } catch {
      // a value no HTTP client could send: skip it
    }
  }
  return result
}

async function storageSnapshot(): Promise<string> {
  const keys = (await env.APP_LOCAL.list()).keys.map((key) => key.name).sort()
  let rows = 'absent'
  try {
    const result = await env.DB.prepare(
      'SELECT topic, post_id FROM canonical_posts ORDER BY 1, 2',
    ).all()
    rows = JSON.stringify(result.results)
  } catch {
    // the table exists only where migrations were applied
  }
  return JSON.stringify({ keys, rows })
}

describe('hostile input (property-based) over every route', () => {
  for (const route of ROUTES) {
    it(`${route} never answers 500 and always errs in the contract's shape, changing nothing stored`, async () => {
      await fc.assert(
        fc.asyncProperty(
          params,
          fc.constantFrom('', '%', '%E0%A4%A', '&&&', '=', 'q', '%FF%FE'),
          headers,
          async (pairs, raw, headerRecord) => {
            const before = await storageSnapshot()
            const response = await request(`${route}?${queryString(pairs, raw)}`, {
              headers: safeHeaders(headerRecord),
              redirect: 'manual',
            })
            expect(response.status).not.toBe(500)
            if (response.status >= 400) {
              const body = response.body as { error?: { code?: unknown; message?: unknown } }
              expect(ERROR_CODES).toContain(body.error?.code)
              expect(typeof body.error?.message).toBe('string')
              expect(await storageSnapshot()).toBe(before)
            }
          },
        ),
        { numRuns: 40 },
      )
    })
  }

  it('POST /api/auth/logout with hostile origins, cookies and bodies never answers 500', async () => {
    await fc.assert(
      fc.asyncProperty(headers, fc.string({ maxLength: 200 }), async (headerRecord, body) => {
        const response = await request('/api/auth/logout', {
          method: 'POST',
          headers: safeHeaders(headerRecord),
          body,
        })
        expect([200, 403]).toContain(response.status)
      }),
      { numRuns: 60 },
    )
  })

  it('other methods on API routes are 404 in the contract shape', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await request<{ error: { code: string } }>('/api/compare', { method })
      expect(response.status).toBe(404)
      expect(response.body.error.code).toBe('not_found')
    }
  })
})
