import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RankedPost } from '../../src/domain/post'
import { listCanonicalPosts } from '../../src/ingest/canonical'
import { FOR_YOU_TOPIC } from '../../src/routes/feed'
import { aiRequests, failAi, freshAi } from '../helpers/ai-emulator'
import { type ErrorShape, request } from '../helpers/http'

interface ForYouBody {
  params: { recencyWeight: number; strictMatch: boolean; maxResults: number }
  home: string
  mode: string
  posts: RankedPost[]
  ingested?: number
}

beforeEach(freshAi)

describe('GET /api/for-you with home=ai', () => {
  it('ranks a trending AI batch of 12 by default, with an empty query', async () => {
    const { status, headers, body } = await request<ForYouBody>('/api/for-you?home=ai')
    expect(status).toBe(200)
    expect(headers.get('x-cache')).toBe('MISS')
    expect(body.home).toBe('ai')
    expect(body.params).toEqual({ recencyWeight: 0.78, strictMatch: true, maxResults: 12 })
    expect(body.posts).toHaveLength(12)
    expect(body).not.toHaveProperty('ingested')
    body.posts.forEach((post, index) => {
      expect(post.rank).toBe(index + 1)
      expect(post.source).toBe('ai')
      expect(post.breakdown.overlap).toBe(0)
      expect(post.breakdown.phrase).toBe(0)
    })
    const [sent] = await aiRequests()
    expect(sent?.body).toMatchObject({ text: { format: { name: 'trending_posts' } } })
  })

  it('takes ai=1 as home=ai and clamps maxResults to 1..25', async () => {
    const low = await request<ForYouBody>('/api/for-you?ai=1&maxResults=0')
    expect(low.body.home).toBe('ai')
    expect(low.body.params.maxResults).toBe(1)
    expect(low.body.posts).toHaveLength(1)
    const high = await request<ForYouBody>(
      '/api/for-you?home=ai&ai=1&maxResults=500&mode=platform_style',
    )
    expect(high.body.params.maxResults).toBe(25)
    expect(high.body.mode).toBe('platform_style')
    expect(high.body.posts).toHaveLength(25)
  })

  it('shares its batches with /api/ai/trending-tweets', async () => {
    await request('/api/ai/trending-tweets?count=7')
    const feed = await request<ForYouBody>('/api/for-you?home=ai&maxResults=7')
    expect(feed.headers.get('x-cache')).toBe('HIT')
    expect(await aiRequests()).toHaveLength(1)
  })

  it('with ingest=1 also stores the batch under the for-you topic', async () => {
    const { body } = await request<ForYouBody>(
      '/api/for-you?home=ai&ingest=1&maxResults=6&recencyWeight=2&strictMatch=off',
    )
    expect(body.ingested).toBe(6)
    const rows = await listCanonicalPosts(env.DB, FOR_YOU_TOPIC)
    expect(rows.map((row) => row.postId).sort()).toEqual(body.posts.map((post) => post.id).sort())
    expect(rows[0]?.mixerMeta).toEqual({ recencyWeight: 2, strictMatch: false, maxResults: 6 })
  })

  it('ignores ingest for the seed home', async () => {
    const { status, body } = await request<ForYouBody>('/api/for-you?home=seed&ingest=1')
    expect(status).toBe(200)
    expect(body).not.toHaveProperty('ingested')
    expect(await listCanonicalPosts(env.DB, FOR_YOU_TOPIC)).toHaveLength(0)
  })

  it('passes provider failures on: 429 with Retry-After, 502 otherwise, storing nothing', async () => {
    await failAi('429', { times: 1 })
    const limited = await request<ErrorShape>('/api/for-you?home=ai&ingest=1')
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('7')
    for (const mode of ['500', 'malformed', 'schema'] as const) {
      await failAi(mode, { times: 1 })
      const failed = await request<ErrorShape>('/api/for-you?home=ai&ingest=1')
      expect(failed.status, mode).toBe(502)
      expect(failed.body.error.code).toBe('provider_error')
    }
    await failAi('slow', { times: 1, delayMs: 10_000 })
    const late = await request<ErrorShape>('/api/for-you?home=ai')
    expect([late.status, late.body.error.code]).toEqual([502, 'provider_error'])
    expect(late.body.error.message).toMatch(/did not answer in time/)
    expect(await listCanonicalPosts(env.DB, FOR_YOU_TOPIC)).toHaveLength(0)
  })

  it("is refused from another site's page before the AI is asked; the seed home is not", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const refused = await request<ErrorShape>('/api/for-you?home=ai&ingest=1', { headers })
      expect(refused.status, JSON.stringify(headers)).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      const seed = await request('/api/for-you?home=seed', { headers })
      expect(seed.status, JSON.stringify(headers)).toBe(200)
    }
    expect(await aiRequests()).toHaveLength(0)
    expect(await listCanonicalPosts(env.DB, FOR_YOU_TOPIC)).toHaveLength(0)
    // The web client's own requests, and an address typed into the browser, are answered.
    for (const headers of [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://127.0.0.1:3847', 'sec-fetch-site': 'same-origin' },
    ] as Record<string, string>[]) {
      expect((await request('/api/for-you?home=ai', { headers })).status).toBe(200)
    }
  })
})
