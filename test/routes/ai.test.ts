import { describe, expect, it } from 'vitest'
import { type ErrorShape, request } from '../helpers/http'

async function expectBadRequest(path: string, parameter: string) {
  const response = await request<ErrorShape>(path)
  expect(response.status, path).toBe(400)
  expect(response.body.error.code).toBe('bad_request')
  expect(response.body.error.message).toContain(parameter)
}

describe('the AI routes without an AI key', () => {
  it('answer 503 not_configured', async () => {
    for (const path of [
      '/api/ai/trending-tweets',
      '/api/ai/topic-feed/batch?topic=rust',
      '/api/ai/topic-feed/batch?topic=rust&ingest=1',
      '/api/ai/live-sessions',
    ]) {
      const { status, body } = await request<ErrorShape>(path)
      expect(status, path).toBe(503)
      expect(body.error.code).toBe('not_configured')
      expect(body.error.message).toContain('AI_API_KEY')
    }
  })

  it('check parameters first: 400 naming the parameter', async () => {
    await expectBadRequest('/api/ai/topic-feed/batch', 'topic')
    await expectBadRequest('/api/ai/topic-feed/batch?topic=', 'topic')
    await expectBadRequest('/api/ai/topic-feed/batch?topic=%20%20%20', 'topic')
    await expectBadRequest(`/api/ai/topic-feed/batch?topic=${'x'.repeat(81)}`, 'topic')
    await expectBadRequest('/api/ai/topic-feed/batch?topic=a&topic=b', 'topic')
    await expectBadRequest('/api/ai/topic-feed/batch?topic=rust&ingest=maybe', 'ingest')
    await expectBadRequest('/api/ai/topic-feed/batch?topic=rust&ingest=constructor', 'ingest')
    await expectBadRequest('/api/ai/trending-tweets?count=abc', 'count')
    await expectBadRequest('/api/ai/trending-tweets?count=2.5', 'count')
    await expectBadRequest('/api/ai/trending-tweets?count=', 'count')
    await expectBadRequest('/api/ai/trending-tweets?mode=loud', 'mode')
    await expectBadRequest('/api/ai/trending-tweets?recencyWeight=fast', 'recencyWeight')
    await expectBadRequest('/api/ai/trending-tweets?strictMatch=sure', 'strictMatch')
  })
})
