import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { validate } from '@readme/openapi-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { cleanTopic } from '../../src/domain/topic'
import { openApiDocument, responseValidator } from '../helpers/fuzz'
import { request } from '../helpers/http'

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const { status, body } = await request('/api/openapi.json')
    expect(status).toBe(200)
    // The validator resolves $refs in place, so it gets a copy.
    const result = await validate(structuredClone(body) as Parameters<typeof validate>[0])
    expect(result).toEqual({ valid: true, warnings: [], specification: 'OpenAPI' })
  })

  it('is written once per app, then answered as written', async () => {
    const app = createApp()
    const generate = vi.spyOn(app, 'getOpenAPI31Document')
    const answers: Response[] = []
    for (let i = 0; i < 3; i++) {
      answers.push(await app.request('/api/openapi.json', {}, env, createExecutionContext()))
    }
    expect(generate).toHaveBeenCalledTimes(1)
    const [first, ...rest] = await Promise.all(answers.map((answer) => answer.text()))
    expect(rest).toEqual([first, first])
    expect(answers.map((answer) => answer.headers.get('content-type'))).toEqual(
      Array(3).fill('application/json'),
    )
    expect(JSON.parse(first as string).openapi).toBe('3.1.0')
  })

  it('documents the status and the shape of what the routes answer', async () => {
    const document = await openApiDocument()
    const validator = responseValidator(document)
    for (const path of [
      '/api/health',
      '/api/auth/me',
      '/api/compare?q=rust+async',
      '/api/search?q=%23coffee&mode=platform_style',
      '/api/for-you?home=seed&maxResults=10',
      '/api/compare?maxResults=abc',
      '/api/me',
      '/api/ai/trending-tweets',
    ]) {
      const { status, body } = await request(path)
      const check = validator(new URL(path, 'http://x').pathname, status)
      expect(check, `${path} answered ${status}, which is not documented`).not.toBeNull()
      expect(check?.(body) ? [] : check?.errors, `${path} answered ${status}`).toEqual([])
    }
  })

  it('declares the Retry-After header that every 429 answer carries', async () => {
    const document = (await openApiDocument()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>
    }
    for (const [path, item] of Object.entries(document.paths)) {
      // The OAuth callback has no 429: it redirects with auth_error instead.
      if (path === '/api/auth/social/callback') continue
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.responses['429']?.headers, `${method} ${path}`).toMatchObject({
          'Retry-After': { required: true, schema: { type: 'string', pattern: '^[1-9]\\d*$' } },
        })
      }
    }
  })

  it("declares 403 on every route that refuses another site's page", async () => {
    const document = (await openApiDocument()) as unknown as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>
    }
    for (const path of [
      '/api/ai/trending-tweets',
      '/api/ai/topic-feed/batch',
      '/api/ai/live-sessions',
      '/api/for-you',
      '/api/compare',
      '/api/search',
      '/api/social/recent-search',
    ]) {
      expect(document.paths[path]?.get?.responses, path).toHaveProperty('403')
    }
  })

  it('says that the spam term of a breakdown is never positive', async () => {
    const document = (await openApiDocument()) as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> }
    }
    expect(document.components.schemas.Breakdown?.properties.spam).toMatchObject({ maximum: 0 })
  })

  it('declares where each redirect goes and what the media proxy streams', async () => {
    type Answer = { headers?: Record<string, unknown>; content?: Record<string, unknown> }
    const document = (await openApiDocument()) as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, Answer> }>>
    }
    const redirects: string[] = []
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const redirect = operation.responses['302']
        if (!redirect) continue
        redirects.push(`${method} ${path}`)
        expect(redirect.headers, `${method} ${path}`).toMatchObject({
          Location: { required: true, schema: { type: 'string', format: 'uri' } },
        })
      }
    }
    expect(redirects).toEqual(['get /api/auth/social/start', 'get /api/auth/social/callback'])
    const media = document.paths['/api/cdn/media']?.get?.responses ?? {}
    for (const status of ['200', '206']) {
      expect(Object.keys(media[status]?.content ?? {}), status).toEqual([
        'image/jpeg',
        'image/png',
        'image/gif',
        'image/webp',
        'image/avif',
        'video/mp4',
      ])
    }
  })

  it("documents the topic's length as the route counts it, after cleaning", async () => {
    const document = await openApiDocument()
    const topic = document.paths['/api/ai/topic-feed/batch']?.get?.parameters?.find(
      (parameter) => parameter.name === 'topic',
    ) as { schema: object } | undefined
    const valid = new Ajv2020({ strict: false }).compile(topic?.schema ?? {})
    // 100 characters as sent, 10 once runs of spaces count as one: the route takes it.
    const spaced = `rust${' '.repeat(90)}async`
    expect(cleanTopic(spaced)).toBe('rust async')
    expect(valid(spaced), JSON.stringify(valid.errors)).toBe(true)
  })

  it('says which query a live search needs, and which numbers the routes read', async () => {
    const document = await openApiDocument()
    type Parameter = { name: string; required?: boolean; description?: string; schema: object }
    const parameter = (path: string, name: string) =>
      (document.paths[path]?.get?.parameters as Parameter[] | undefined)?.find(
        (candidate) => candidate.name === name,
      )
    const recentQ = parameter('/api/social/recent-search', 'q')
    expect(recentQ?.required).toBe(true)
    const validQuery = new Ajv2020({ strict: false }).compile(recentQ?.schema ?? {})
    for (const refused of ['', '   ']) expect(validQuery(refused), `"${refused}"`).toBe(false)
    expect(validQuery('rust')).toBe(true)
    const compareQ = parameter('/api/compare', 'q')
    expect(compareQ?.required).toBe(false)
    expect(compareQ?.description).toContain('Required with source=live')
    expect(compareQ?.schema).toMatchObject({ default: '' })

    // A generated client reading the document learns that 1e1 is refused, as it is.
    expect(parameter('/api/compare', 'recencyWeight')?.description).toContain('no exponent')
    const exponent = await request<{ error: { code: string } }>('/api/compare?recencyWeight=1e1')
    expect([exponent.status, exponent.body.error.code]).toEqual([400, 'bad_request'])
  })

  it('says that a method a path does not answer is 404, as the route answers', async () => {
    const document = (await openApiDocument()) as unknown as { info: { description: string } }
    expect(document.info.description).toContain('A method a path does not answer is 404')
    const post = await request<{ error: { code: string } }>('/api/compare', { method: 'POST' })
    expect([post.status, post.body.error.code]).toEqual([404, 'not_found'])
  })
})
