import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('GET /api/health', () => {
  it('says what is configured, with nothing configured by default', async () => {
    const response = await exports.default.fetch('http://127.0.0.1/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json()
    expect(body).toMatchObject({ ok: true, oauth: false, bearerToken: false, ai: false })
    expect(typeof (body as { version: unknown }).version).toBe('string')
  })
})
