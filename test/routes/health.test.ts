import { exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../src/app'
import { testEnv } from '../helpers/env'

describe('GET /api/health', () => {
  it('says what is configured, with nothing configured by default', async () => {
    const response = await exports.default.fetch('http://127.0.0.1/api/health')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = await response.json()
    expect(body).toMatchObject({ ok: true, oauth: false, bearerToken: false, ai: false })
    expect(typeof (body as { version: unknown }).version).toBe('string')
  })

  it('reports each of the OAuth client, the bearer token and the AI key on its own', async () => {
    const health = async (change: Partial<typeof testEnv>) => {
      const response = await createApp().request('/api/health', {}, { ...testEnv, ...change })
      expect(response.status).toBe(200)
      return response.json()
    }
    expect(await health({ PROVIDER_CLIENT_ID: 'client' })).toMatchObject({
      oauth: true,
      bearerToken: false,
      ai: false,
    })
    expect(await health({ PROVIDER_BEARER_TOKEN: 'bearer' })).toMatchObject({
      oauth: false,
      bearerToken: true,
      ai: false,
    })
    expect(await health({ AI_API_KEY: 'key' })).toMatchObject({
      oauth: false,
      bearerToken: false,
      ai: true,
    })
  })
})
