import { validate } from '@readme/openapi-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { request } from '../helpers/http'

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> }
interface Document {
  paths: Record<string, { get: Operation }>
  components: object
}

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const { status, body } = await request<Document>('/api/openapi.json')
    expect(status).toBe(200)
    // The validator resolves $refs in place, so it gets a copy.
    const result = await validate(structuredClone(body) as Parameters<typeof validate>[0])
    expect(result).toEqual({ valid: true, warnings: [], specification: 'OpenAPI' })
  })

  it('documents the status and the shape of what the routes answer', async () => {
    const { body: document } = await request<Document>('/api/openapi.json')
    const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false })
    ajv.addSchema({ components: document.components }, 'openapi')
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
      const documented =
        document.paths[new URL(path, 'http://x').pathname]?.get.responses[String(status)]
      expect(documented, `${path} answered ${status}`).toBeDefined()
      const schema = JSON.parse(
        JSON.stringify(documented?.content?.['application/json']?.schema).replaceAll(
          '"#/components/',
          '"openapi#/components/',
        ),
      )
      const check = ajv.compile(schema)
      expect(check(body) ? [] : check.errors, `${path} answered ${status}`).toEqual([])
    }
  })
})
