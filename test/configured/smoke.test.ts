import { describe, expect, it } from 'vitest'
import { request } from '../helpers/http'

describe('with providers configured', () => {
  it('health says the OAuth client and bearer token are configured', async () => {
    const { body } = await request('/api/health')
    expect(body).toMatchObject({ ok: true, oauth: true, bearerToken: true })
  })
})
