import { createExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { testEnv } from '../helpers/env'
import { request } from '../helpers/http'

const FRONTEND = 'https://app.example'

function withFrontend(path: string, init: RequestInit = {}) {
  const env = { ...testEnv, FRONTEND_URL: `${FRONTEND}/` }
  return createApp().request(`https://api.example${path}`, init, env, createExecutionContext())
}

describe('secure headers', () => {
  it('every API answer, errors included, forbids framing, sniffing and any embedded content', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/compare?maxResults=x']) {
      const { headers } = await request(path)
      expect(headers.get('content-security-policy')).toContain("default-src 'none'")
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('x-frame-options')).toBe('DENY')
      expect(headers.get('referrer-policy')).toBe('no-referrer')
    }
  })
})

describe('CORS', () => {
  it('allows the configured front end, with credentials', async () => {
    const response = await withFrontend('/api/health', { headers: { origin: FRONTEND } })
    expect(response.headers.get('access-control-allow-origin')).toBe(FRONTEND)
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
  })

  it('lets the front end read the request id, the cache headers and Retry-After', async () => {
    const response = await withFrontend('/api/health', { headers: { origin: FRONTEND } })
    const exposed = (response.headers.get('access-control-expose-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
    expect(exposed).toEqual(
      expect.arrayContaining(['x-request-id', 'x-cache', 'age', 'retry-after']),
    )
  })

  it('answers the front end preflight', async () => {
    const response = await withFrontend('/api/auth/logout', {
      method: 'OPTIONS',
      headers: { origin: FRONTEND, 'access-control-request-method': 'POST' },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('lets the front end send Range, as its video player does to the media proxy', async () => {
    const response = await withFrontend('/api/cdn/media', {
      method: 'OPTIONS',
      headers: {
        origin: FRONTEND,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    })
    expect(response.status).toBe(204)
    const allowed = (response.headers.get('access-control-allow-headers') ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
    expect(allowed).toContain('range')
  })

  it('gives any other origin no CORS headers at all', async () => {
    const response = await withFrontend('/api/health', {
      headers: { origin: 'https://evil.example' },
    })
    const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))
    expect(cors).toEqual([])
  })

  it('lets the front end POST, and still refuses other origins', async () => {
    const ok = await withFrontend('/api/auth/logout', {
      method: 'POST',
      headers: { origin: FRONTEND },
    })
    expect(ok.status).toBe(200)
    const evil = await withFrontend('/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(evil.status).toBe(403)
  })
})

describe('observability', () => {
  const log = vi.spyOn(console, 'log')
  afterEach(() => log.mockReset())

  it('logs one JSON line per request with its id, route, status and duration, never the query or cookies', async () => {
    log.mockImplementation(() => {})
    const response = await request('/api/compare?q=secret-looking-query&maxResults=10', {
      headers: { cookie: 'app_session=cookie-value-marker' },
    })
    const lines = log.mock.calls.map((call) => String(call[0]))
    const line = lines.find((entry) => entry.includes(response.headers.get('x-request-id') ?? '-'))
    expect(line).toBeDefined()
    const parsed = JSON.parse(line ?? '{}')
    expect(parsed).toMatchObject({
      level: 'info',
      method: 'GET',
      route: '/api/compare',
      status: 200,
    })
    expect(typeof parsed.durationMs).toBe('number')
    expect(lines.join('\n')).not.toMatch(/secret-looking-query|cookie-value-marker/)
  })

  it('logs the source a ranked route served, as it decided it, and none for a refused request', async () => {
    log.mockImplementation(() => {})
    const sourceOf = async (path: string) => {
      const response = await request(path)
      const id = response.headers.get('x-request-id') ?? '-'
      const line = log.mock.calls.map((call) => String(call[0])).find((entry) => entry.includes(id))
      return JSON.parse(line ?? '{}').source
    }
    expect(await sourceOf('/api/compare?q=rust')).toBe('mock')
    expect(await sourceOf('/api/search?q=rust&mode=refined')).toBe('mock')
    expect(await sourceOf('/api/for-you')).toBe('seed')
    expect(await sourceOf('/api/for-you?mock=1')).toBe('seed')
    expect(await sourceOf('/api/compare?source=bogus')).toBeUndefined()
  })

  it('puts a request id on every response, errors included', async () => {
    for (const path of ['/api/health', '/api/nope', '/api/compare?strictMatch=maybe']) {
      const { headers } = await request(path)
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('never takes a request id from the client, so no one chooses the id on their log lines', async () => {
    log.mockImplementation(() => {})
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    // A well-formed id another request could have had, as a support ticket would quote it.
    const chosen = '0b7f3a52-1c1e-4b6e-9a43-7d8c2e4f5a61'
    for (const path of ['/api/health', '/api/nope', '/api/compare?strictMatch=maybe']) {
      const { headers } = await request(path, { headers: { 'x-request-id': chosen } })
      expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
      expect(headers.get('x-request-id')).not.toBe(chosen)
    }
    const lines = [...log.mock.calls, ...errors.mock.calls].map((call) => String(call[0]))
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.join('\n')).not.toContain(chosen)
    errors.mockRestore()
  })
})
