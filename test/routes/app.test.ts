import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { type ErrorShape, request } from '../helpers/http'

describe('the API surface', () => {
  it('answers an unknown /api route with 404 JSON in the contract shape', async () => {
    for (const path of ['/api/nope', '/api', '/api/compare/extra']) {
      const { status, headers, body } = await request<ErrorShape>(path)
      expect(status).toBe(404)
      expect(headers.get('content-type')).toMatch(/^application\/json/)
      expect(body.error.code).toBe('not_found')
    }
  })

  it('answers an unknown /api route with 404 whatever its query string', async () => {
    for (const path of ['/api/nope?q=a&q=b', '/api/nope?q=%FF', '/api/compare/extra?x=1&x=2']) {
      const { status, body } = await request<ErrorShape>(path)
      expect(status, path).toBe(404)
      expect(body.error.code, path).toBe('not_found')
    }
    // A known route on a method it does not answer is unknown too.
    const put = await request<ErrorShape>('/api/compare?q=a&q=b', { method: 'PUT' })
    expect(put.status).toBe(404)
    // Known routes still refuse them, those without parameters too.
    for (const path of ['/api/health?a=1&a=2', '/api/openapi.json?q=%FF', '/api/compare?q=a&q=b']) {
      expect((await request(path)).status, path).toBe(400)
    }
  })

  it('puts a request id on every response', async () => {
    const { headers } = await request('/api/health')
    expect(headers.get('x-request-id')).toMatch(/\S{8,}/)
  })

  it('describes every route in /api/openapi.json', async () => {
    const { status, body } = await request<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/openapi.json',
    )
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths).sort()).toEqual(
      [
        '/api/ai/live-sessions',
        '/api/ai/topic-feed/batch',
        '/api/ai/trending-tweets',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/auth/social/callback',
        '/api/auth/social/start',
        '/api/cdn/media',
        '/api/compare',
        '/api/for-you',
        '/api/health',
        '/api/me',
        '/api/search',
        '/api/social/home-timeline',
        '/api/social/me',
        '/api/social/recent-search',
      ].sort(),
    )
    const parameters = (path: string) =>
      (body.paths[path] as { get: { parameters: Array<{ name: string }> } }).get.parameters
        .map((parameter) => parameter.name)
        .sort()
    expect(parameters('/api/compare')).toEqual(
      ['maxResults', 'omitRetweets', 'q', 'recencyWeight', 'source', 'strictMatch'].sort(),
    )
    expect(parameters('/api/ai/topic-feed/batch')).toEqual(
      ['count', 'ingest', 'mode', 'recencyWeight', 'strictMatch', 'topic'].sort(),
    )
  })

  it('documents x-cache and age on every answer that can come from a cache', async () => {
    const { body } = await request<{
      paths: Record<string, { get: { responses: Record<string, { headers?: object }> } }>
    }>('/api/openapi.json')
    for (const path of [
      '/api/compare',
      '/api/search',
      '/api/for-you',
      '/api/social/home-timeline',
      '/api/social/recent-search',
      '/api/ai/trending-tweets',
      '/api/ai/topic-feed/batch',
      '/api/ai/live-sessions',
    ]) {
      const headers = body.paths[path]?.get.responses['200']?.headers
      expect(Object.keys(headers ?? {}).sort(), path).toEqual(['age', 'x-cache'])
    }
  })

  it('describes query values in /api/openapi.json as the worker reads them', async () => {
    const { body } = await request<{ paths: Record<string, unknown> }>('/api/openapi.json')
    type Parameter = {
      name: string
      schema: { pattern?: string; minimum?: number; maximum?: number }
    }
    const compare = (body.paths['/api/compare'] as { get: { parameters: Parameter[] } }).get
    const schemaOf = (name: string) =>
      compare.parameters.find((parameter) => parameter.name === name)?.schema ?? {}
    const booleanWord = new RegExp(schemaOf('strictMatch').pattern ?? '$^')
    for (const word of ['true', 'TRUE', 'On', 'no', '0']) expect(booleanWord.test(word)).toBe(true)
    for (const word of ['maybe', 'constructor', ' true', ''])
      expect(booleanWord.test(word)).toBe(false)
    const maxResultsOf = (path: string) =>
      (
        body.paths[path] as { get: { parameters: Array<Parameter & { description?: string }> } }
      ).get.parameters.find((parameter) => parameter.name === 'maxResults')?.description
    expect(maxResultsOf('/api/compare')).toContain('10..100, default 30')
    expect(maxResultsOf('/api/for-you')).toContain('home=ai 1..25, default 12')
    expect(maxResultsOf('/api/social/home-timeline')).toContain('1..100, default 20')
    expect(maxResultsOf('/api/social/recent-search')).toContain('10..100, default 10')
    // Out-of-range numbers are clamped, not refused, so the schema sets no bounds.
    expect(schemaOf('recencyWeight')).not.toHaveProperty('maximum')
    expect(schemaOf('recencyWeight')).not.toHaveProperty('minimum')
  })

  it('lists, for every operation, the errors any route can give: 400, 429, 500 and 503', async () => {
    const { body } = await request<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }>('/api/openapi.json')
    for (const [path, operations] of Object.entries(body.paths)) {
      // The OAuth callback redirects on every failure (docs/api.md), below.
      if (path === '/api/auth/social/callback') continue
      for (const [method, operation] of Object.entries(operations)) {
        for (const status of ['400', '429', '500', '503']) {
          expect(operation.responses, `${method} ${path}`).toHaveProperty(status)
        }
      }
    }
    // 503 only when FRONTEND_URL cannot be read: there is nowhere to redirect to.
    const callback = body.paths['/api/auth/social/callback']?.get?.responses ?? {}
    expect(Object.keys(callback).sort()).toEqual(['302', '503'])
    const health = await request<ErrorShape>('/api/health?a=1&a=2')
    expect(health.status).toBe(400)
  })

  it('turns an unexpected failure into 500 internal with the request id and no details', async () => {
    const brokenAssets = {
      fetch: () => Promise.reject(new Error('secret-looking detail: token=abc')),
    } as unknown as Fetcher
    const app = createApp()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request(
      '/api/for-you?home=seed',
      {},
      { ...env, ASSETS: brokenAssets },
    )
    const body = (await response.json()) as ErrorShape
    expect(response.status).toBe(500)
    expect(body.error.code).toBe('internal')
    expect(body.error.requestId).toBe(response.headers.get('x-request-id'))
    expect(JSON.stringify(body)).not.toContain('token=abc')
    expect(log).toHaveBeenCalledOnce()
    log.mockRestore()
  })
})
