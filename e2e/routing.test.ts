// Which requests reach the worker and which the static assets, as `wrangler dev` routes
// them from wrangler.toml (the Workers test pool calls the worker directly, so only a
// real server shows this).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { BASE_URL } from './browser.ts'

describe('routing between the worker and the client pages', () => {
  for (const [method, path] of [
    ['GET', '/api'],
    ['POST', '/api'],
    ['DELETE', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/nope'],
  ]) {
    it(`${method} ${path} is the API's 404, in the contract's shape`, async () => {
      const response = await fetch(`${BASE_URL}${path}`, {
        method,
        headers: { origin: BASE_URL },
      })
      assert.equal(response.status, 404)
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/)
      const body = (await response.json()) as { error: { code: string } }
      assert.equal(body.error.code, 'not_found')
    })
  }

  it('any other path is the client page', async () => {
    const response = await fetch(`${BASE_URL}/apiary`)
    assert.equal(response.status, 200)
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/)
  })
})
