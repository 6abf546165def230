import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import type { RankedPost } from '../../src/domain/post'
import { countCanonicalPosts, listCanonicalPosts } from '../../src/ingest/canonical'
import { AI_BATCH_PREFIX } from '../../src/sources/ai/batches'
import { aiRequests, failAi, freshAi } from '../helpers/ai-emulator'
import { type ErrorShape, type JsonResponse, request } from '../helpers/http'
import { intercepted } from '../helpers/intercept'

interface PostsBody {
  generatedAt: string
  model: string
  params: { count: number; recencyWeight: number; strictMatch: boolean }
  mode: string
  posts: RankedPost[]
}
interface TopicBody extends PostsBody {
  topic: string
  ingested: number
}
interface Session {
  id: string
  title: string
  kind: string
  state: string
  host: { username: string; name: string }
  listeners: number
  startedAt: string
  url: string
}
interface SessionsBody {
  generatedAt: string
  sessions: Session[]
}

function expectRanked(posts: RankedPost[]) {
  posts.forEach((post, index) => {
    expect(post.rank).toBe(index + 1)
    expect(post.source).toBe('ai')
    expect(post.id).toMatch(/^ai-[0-9a-f]{24}$/)
    expect(post.url).toMatch(/^https:\/\/x\.com\//)
    const { overlap, phrase, recency, engagement, spam } = post.breakdown
    expect(Math.abs(post.score - (overlap + phrase + recency + engagement + spam))).toBeLessThan(
      1e-9,
    )
  })
}

/** A request through a fresh app with some configuration changed. */
async function requestWith<T>(path: string, overrides: Record<string, string>) {
  const ctx = createExecutionContext()
  const response = await createApp().request(path, {}, { ...env, ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

async function expectProviderError(response: JsonResponse<ErrorShape>, message?: RegExp) {
  expect(response.status).toBe(502)
  expect(response.body.error.code).toBe('provider_error')
  if (message) expect(response.body.error.message).toMatch(message)
}

beforeEach(freshAi)

describe('GET /api/ai/trending-tweets', () => {
  it('returns a ranked batch of AI posts with cited permalinks, 12 by default', async () => {
    const { status, headers, body } = await request<PostsBody>('/api/ai/trending-tweets')
    expect(status).toBe(200)
    expect(headers.get('x-cache')).toBe('MISS')
    expect(body.model).toBe('grok-4.3')
    expect(Math.abs(Date.parse(body.generatedAt) - Date.now())).toBeLessThan(60_000)
    expect(body.params).toEqual({ count: 12, recencyWeight: 0.78, strictMatch: true })
    expect(body.mode).toBe('refined')
    expect(body.posts).toHaveLength(12)
    expectRanked(body.posts)
    for (const post of body.posts) {
      // Cited as x.com/i/status/<id>, as xAI cites: the author comes from the answer.
      expect(post.url).toMatch(/^https:\/\/x\.com\/\w+\/status\/\d+$/)
      expect(post.url.split('/')[3]).toBe(post.author.username)
      expect(post.author.username).not.toBe('i')
      expect(post.breakdown.overlap).toBe(0)
    }
    expect(new Set(body.posts.map((post) => post.author.username)).size).toBeGreaterThan(1)
  })

  it('asks the provider for strict structured output with x_search, sending the key only as a bearer token', async () => {
    await request('/api/ai/trending-tweets?count=3')
    const [sent] = await aiRequests()
    expect(sent?.path).toBe('/v1/responses')
    expect(sent?.auth).toBe('valid')
    expect(sent?.body).toMatchObject({
      model: 'grok-4.3',
      store: false,
      tools: [{ type: 'x_search' }],
      text: { format: { type: 'json_schema', name: 'trending_posts', strict: true } },
    })
    expect(JSON.stringify(sent?.body)).toContain('Count: 3')
  })

  it('clamps count to 1..25 and honours mode and the ranking parameters', async () => {
    const low = await request<PostsBody>('/api/ai/trending-tweets?count=0')
    expect(low.body.params.count).toBe(1)
    expect(low.body.posts).toHaveLength(1)
    const high = await request<PostsBody>(
      '/api/ai/trending-tweets?count=99&mode=platform_style&recencyWeight=0&strictMatch=false',
    )
    expect(high.body.params).toEqual({ count: 25, recencyWeight: 0, strictMatch: false })
    expect(high.body.mode).toBe('platform_style')
    expect(high.body.posts).toHaveLength(25)
    for (const post of high.body.posts) {
      expect(post.breakdown.recency).toBe(0)
      expect(post.breakdown.spam).toBe(0)
    }
  })

  it('serves a repeated request from the cache without asking the provider again', async () => {
    const first = await request<PostsBody>('/api/ai/trending-tweets?count=4')
    const second = await request<PostsBody>('/api/ai/trending-tweets?count=4&mode=platform_style')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.body.generatedAt).toBe(first.body.generatedAt)
    expect(second.body.posts.map((post) => post.id).sort()).toEqual(
      first.body.posts.map((post) => post.id).sort(),
    )
    const other = await request('/api/ai/trending-tweets?count=5')
    expect(other.headers.get('x-cache')).toBe('MISS')
    expect(await aiRequests()).toHaveLength(2)
  })

  it('keeps a batch for 5 minutes, and never serves one stored in the future (another clock)', async () => {
    const path = '/api/ai/trending-tweets?count=6'
    /** The one stored batch, once the request that stores it (waitUntil) has. */
    async function stored(since: number) {
      return vi.waitFor(async () => {
        const { keys } = await env.APP_LOCAL.list({ prefix: AI_BATCH_PREFIX })
        expect(keys).toHaveLength(1)
        const name = keys[0]?.name ?? ''
        const entry = (await env.APP_LOCAL.get(name, 'json')) as { storedAtMs: number }
        expect(entry.storedAtMs).toBeGreaterThanOrEqual(since)
        return { name, entry }
      })
    }
    /** Moves the stored batch's time by `seconds` (negative: into the past). */
    async function shift(batch: { name: string; entry: { storedAtMs: number } }, seconds: number) {
      const storedAtMs = batch.entry.storedAtMs + seconds * 1000
      await env.APP_LOCAL.put(batch.name, JSON.stringify({ ...batch.entry, storedAtMs }))
      return { name: batch.name, entry: { ...batch.entry, storedAtMs } }
    }
    const start = Date.now()
    expect((await request(path)).headers.get('x-cache')).toBe('MISS')
    const older = await shift(await stored(start), -290)
    const kept = await request(path)
    expect(kept.headers.get('x-cache')).toBe('HIT')
    expect(Number(kept.headers.get('age'))).toBeGreaterThanOrEqual(290)
    await shift(older, -11)
    const again = Date.now()
    expect((await request(path)).headers.get('x-cache')).toBe('MISS')
    // The batch stored again, dated two minutes from now: not served, the provider is asked.
    await shift(await stored(again), 120)
    const future = await request(path)
    expect(future.status).toBe(200)
    expect(future.headers.get('x-cache')).toBe('MISS')
    expect(await aiRequests()).toHaveLength(3)
  })

  it('keeps one cached batch per model and per X search setting, so changing either asks again', async () => {
    const path = '/api/ai/trending-tweets?count=3'
    const first = await requestWith<PostsBody>(path, {})
    expect(first.headers.get('x-cache')).toBe('MISS')
    const otherModel = await requestWith<PostsBody>(path, { AI_MODEL: 'grok-4.3-mini' })
    expect(otherModel.headers.get('x-cache')).toBe('MISS')
    expect(otherModel.body.model).toBe('grok-4.3-mini')
    const noSearch = await requestWith<PostsBody>(path, { AI_X_SEARCH: 'false' })
    expect(noSearch.headers.get('x-cache')).toBe('MISS')
    const again = await requestWith<PostsBody>(path, {})
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.body.model).toBe(first.body.model)
    const sent = await aiRequests()
    expect(sent.map((entry) => entry.body?.model)).toEqual([
      'grok-4.3',
      'grok-4.3-mini',
      'grok-4.3',
    ])
    expect(sent.map((entry) => 'tools' in (entry.body ?? {}))).toEqual([true, true, false])
  })

  it('links posts to an X search, not a made-up permalink, when X search is off', async () => {
    const { status, body } = await requestWith<PostsBody>('/api/ai/trending-tweets?count=3', {
      AI_X_SEARCH: 'false',
    })
    expect(status).toBe(200)
    const [sent] = await aiRequests()
    expect(sent?.body).not.toHaveProperty('tools')
    expect(body.posts).toHaveLength(3)
    for (const post of body.posts) expect(post.url).toMatch(/^https:\/\/x\.com\/search\?q=/)
  })
})

describe('GET /api/ai/topic-feed/batch', () => {
  it('returns posts about the topic, ranked with the topic as the query', async () => {
    const { status, body } = await request<TopicBody>(
      '/api/ai/topic-feed/batch?topic=%20rust%20%20async%20&count=5',
    )
    expect(status).toBe(200)
    expect(body.topic).toBe('rust async')
    expect(body.ingested).toBe(0)
    expect(body.posts).toHaveLength(5)
    expectRanked(body.posts)
    expect(body.posts.every((post) => /rust|async/i.test(post.text))).toBe(true)
    expect(body.posts.some((post) => post.breakdown.overlap > 0)).toBe(true)
    const [sent] = await aiRequests()
    expect(JSON.stringify(sent?.body)).toContain('Topic: \\"rust async\\"')
  })

  it('accepts an 80-character topic, counted in characters', async () => {
    const topic = 'ラ'.repeat(80)
    const { status, body } = await request<TopicBody>(
      `/api/ai/topic-feed/batch?topic=${encodeURIComponent(topic)}&count=2`,
    )
    expect(status).toBe(200)
    expect(body.topic).toBe(topic)
  })

  it('counts an emoji as one character of the topic', async () => {
    const topic = '🦀'.repeat(80)
    const { status, body } = await request<TopicBody>(
      `/api/ai/topic-feed/batch?topic=${encodeURIComponent(topic)}&count=2`,
    )
    expect(status).toBe(200)
    expect(body.topic).toBe(topic)
    const long = await request<ErrorShape>(
      `/api/ai/topic-feed/batch?topic=${encodeURIComponent(`${topic}🦀`)}`,
    )
    expect(long.status).toBe(400)
    expect(long.body.error.message).toMatch(/^The topic parameter /)
  })

  it('makes the spaces around a removed invisible character one space', async () => {
    const { status, body } = await request<TopicBody>(
      '/api/ai/topic-feed/batch?topic=Rust%20%E2%80%8B%20async&count=2',
    )
    expect(status).toBe(200)
    expect(body.topic).toBe('Rust async')
  })

  it('takes a full-width topic as the same topic, NFKC-normalised, in the cache and D1', async () => {
    await request('/api/ai/topic-feed/batch?topic=rust&count=2&ingest=1')
    const wide = await request<TopicBody>(
      `/api/ai/topic-feed/batch?topic=${encodeURIComponent('ＲＵＳＴ')}&count=2&ingest=1`,
    )
    expect(wide.status).toBe(200)
    expect(wide.headers.get('x-cache')).toBe('HIT')
    expect([...(await countCanonicalPosts(env.DB)).keys()]).toEqual(['rust'])
    expect(await aiRequests()).toHaveLength(1)
  })

  it('caches per topic (case and spacing aside) and count', async () => {
    await request('/api/ai/topic-feed/batch?topic=coffee&count=3')
    const same = await request('/api/ai/topic-feed/batch?topic=COFFEE%20&count=3')
    expect(same.headers.get('x-cache')).toBe('HIT')
    const otherCount = await request('/api/ai/topic-feed/batch?topic=coffee&count=4')
    const otherTopic = await request('/api/ai/topic-feed/batch?topic=climate&count=3')
    expect([otherCount, otherTopic].map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'MISS'])
    expect(await aiRequests()).toHaveLength(3)
  })

  it('drops invisible characters from the topic: one topic in the cache, D1 and the answer', async () => {
    const plain = await request<TopicBody>('/api/ai/topic-feed/batch?topic=rust&count=2&ingest=1')
    expect(plain.status).toBe(200)
    // A zero-width space, a bidi override and a NUL, as a copy and paste may bring.
    const hidden = await request<TopicBody>(
      '/api/ai/topic-feed/batch?topic=%E2%80%8BRu%E2%80%AEst%00&count=2&ingest=1',
    )
    expect(hidden.status).toBe(200)
    expect(hidden.body.topic).toBe('Rust')
    expect(hidden.headers.get('x-cache')).toBe('HIT')
    expect([...(await countCanonicalPosts(env.DB)).keys()]).toEqual(['rust'])
    for (const invisible of ['%E2%80%8B', '%00', '%E2%80%AE%E2%81%A0%20']) {
      const { status, body } = await request<ErrorShape>(
        `/api/ai/topic-feed/batch?topic=${invisible}`,
      )
      expect(status).toBe(400)
      expect(body.error.message).toMatch(/^The topic parameter /)
    }
    expect(await aiRequests()).toHaveLength(1)
  })

  it('with ingest=1 stores the batch under the topic with the effective ranking snapshot', async () => {
    const path =
      '/api/ai/topic-feed/batch?topic=Rust&count=30&recencyWeight=20&strictMatch=no&ingest=1'
    const { status, body } = await request<TopicBody>(path)
    expect(status).toBe(200)
    expect(body.ingested).toBe(25)
    const rows = await listCanonicalPosts(env.DB, 'rust')
    expect(rows).toHaveLength(25)
    expect(new Set(rows.map((row) => row.postId))).toEqual(new Set(body.posts.map((p) => p.id)))
    expect(rows[0]?.mixerMeta).toEqual({ recencyWeight: 10, strictMatch: false, maxResults: 25 })
    expect(rows[0]?.post).not.toHaveProperty('score')
    const again = await request<TopicBody>(path)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.body.ingested).toBe(25)
    expect(await listCanonicalPosts(env.DB, 'rust')).toHaveLength(25)
  })

  it('says so when D1 cannot store the batch, and stores the same batch when asked again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failingDb = intercepted(env.DB, (method, args, real) =>
      method === 'batch' ? Promise.reject(new Error('D1_ERROR: storage is down')) : real(...args),
    )
    const path = '/api/ai/topic-feed/batch?topic=rust&count=3&ingest=1'
    const ctx = createExecutionContext()
    const response = await createApp().request(path, {}, { ...env, DB: failingDb }, ctx)
    await waitOnExecutionContext(ctx)
    const failed = (await response.json()) as ErrorShape
    expect(response.status).toBe(500)
    expect(failed.error.code).toBe('internal')
    expect(failed.error.message).toMatch(/could not be stored; try again/)
    expect(failed.error.requestId).toBe(response.headers.get('x-request-id'))
    const logged = errors.mock.calls.map(([line]) => String(line)).join('\n')
    expect(logged).toContain(failed.error.requestId)
    expect(logged).toContain('storage is down')
    errors.mockRestore()
    expect(await listCanonicalPosts(env.DB, 'rust')).toHaveLength(0)

    const again = await request<TopicBody>(path)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.body.ingested).toBe(3)
    expect(await listCanonicalPosts(env.DB, 'rust')).toHaveLength(3)
    expect(await aiRequests()).toHaveLength(1)
  })
})

describe('GET /api/ai/live-sessions', () => {
  it('lists live and scheduled sessions with their hosts and cited links', async () => {
    const { status, headers, body } = await request<SessionsBody>('/api/ai/live-sessions')
    expect(status).toBe(200)
    expect(headers.get('x-cache')).toBe('MISS')
    expect(body.sessions).toHaveLength(10)
    for (const session of body.sessions) {
      expect(session.id).toMatch(/^ai-/)
      expect(['audio', 'broadcast']).toContain(session.kind)
      expect(['live', 'scheduled']).toContain(session.state)
      expect(session.host.username).toMatch(/^\w{1,15}$/)
      expect(session.listeners).toBeGreaterThanOrEqual(0)
      expect(session.url).toMatch(/^https:\/\/x\.com\/i\/(spaces|broadcasts)\/\w+$/)
      if (session.state === 'live') {
        expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.now())
      }
    }
    expect(body.sessions.some((session) => session.state === 'scheduled')).toBe(true)
    const states = body.sessions.map((session) => session.state)
    expect(states).toEqual([...states].sort())
    const live = body.sessions.filter((session) => session.state === 'live')
    const listeners = live.map((session) => session.listeners)
    expect(listeners).toEqual([...listeners].sort((a, b) => b - a))
    const starts = body.sessions
      .filter((session) => session.state === 'scheduled')
      .map((session) => session.startedAt)
    expect(starts).toEqual([...starts].sort())
    const [sent] = await aiRequests()
    expect(sent?.body).toMatchObject({ text: { format: { name: 'live_sessions', strict: true } } })
    const again = await request('/api/ai/live-sessions')
    expect(again.headers.get('x-cache')).toBe('HIT')
  })

  it("titles each session as its host would, from the topic of the host's posts", async () => {
    const { body } = await request<SessionsBody>('/api/ai/live-sessions')
    const titleOf = (username: string) =>
      body.sessions.find((session) => session.host.username === username)?.title ?? ''
    // The seed's accounts about football, the climate, space and async Rust.
    expect(titleOf('golazo_diario')).toMatch(/match|tactics|derby|fan zone/i)
    expect(titleOf('climadesk')).toMatch(/climate|heat|solar|grid/i)
    expect(titleOf('launchlog')).toMatch(/launch|stargazing|orbit/i)
    expect(titleOf('borrowck_blues')).toMatch(/rust|borrow checker/i)
    const titles = body.sessions.map((session) => session.title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const title of titles) expect(title).not.toMatch(/ live: talking /)
  })

  it('keeps only well-formed sessions from a hostile answer', async () => {
    await failAi('hostile', { times: 1 })
    const { status, body } = await request<SessionsBody>('/api/ai/live-sessions')
    expect(status).toBe(200)
    const titles = body.sessions.map((session) => session.title)
    expect(titles.join(' ')).not.toMatch(/<|script/)
    expect(titles).toEqual(
      expect.arrayContaining(['Office hours live', 'Listeners gone wild', 'A very popular space']),
    )
    expect(titles).not.toContain('Podcast instead')
    expect(titles).not.toContain('Wrong types')
    expect(titles).not.toContain('Ended yesterday')
    expect(body.sessions.find((s) => s.title === 'Invented link')?.url).toMatch(
      /^https:\/\/x\.com\/\w+$/,
    )
    const listeners = body.sessions.map((session) => session.listeners)
    expect(Math.min(...listeners)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...listeners)).toBeLessThanOrEqual(100_000_000)
    expect(new Set(body.sessions.map((s) => s.id)).size).toBe(body.sessions.length)
  })
})

describe("the AI routes from another site's page", () => {
  it('are refused (403) before the provider is asked or anything is stored', async () => {
    const paths = [
      '/api/ai/trending-tweets',
      '/api/ai/topic-feed/batch?topic=drive-by&ingest=1',
      '/api/ai/live-sessions',
    ]
    for (const path of paths) {
      // An <img> or a link on another site: a cross-site request without Origin.
      const embedded = await request<ErrorShape>(path, {
        headers: { 'sec-fetch-site': 'cross-site' },
      })
      expect(embedded.status, path).toBe(403)
      expect(embedded.body.error.code).toBe('forbidden')
      const script = await request<ErrorShape>(path, {
        headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      })
      expect(script.status, path).toBe(403)
    }
    expect(await aiRequests()).toHaveLength(0)
    expect((await countCanonicalPosts(env.DB)).size).toBe(0)
  })

  it('are answered to the front end on another origin (FRONTEND_URL) and to non-browser clients', async () => {
    const ctx = createExecutionContext()
    const fromFrontEnd = await createApp().request(
      '/api/ai/trending-tweets?count=3',
      { headers: { origin: 'https://feed.example', 'sec-fetch-site': 'cross-site' } },
      { ...env, FRONTEND_URL: 'https://feed.example' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(fromFrontEnd.status).toBe(200)
    expect((await request('/api/ai/trending-tweets?count=4')).status).toBe(200)
  })
})

describe('the AI routes when the provider fails', () => {
  const paths = [
    '/api/ai/trending-tweets',
    '/api/ai/topic-feed/batch?topic=rust',
    '/api/ai/live-sessions',
  ]

  it('pass a provider 429 on as 429 rate_limited with its Retry-After', async () => {
    await failAi('429')
    for (const path of paths) {
      const { status, headers, body } = await request<ErrorShape>(path)
      expect(status, path).toBe(429)
      expect(body.error.code).toBe('rate_limited')
      expect(headers.get('retry-after')).toBe('7')
    }
  })

  it('answer 502 provider_error for a 500, a malformed body or output that ignores the schema', async () => {
    for (const mode of ['500', 'malformed', 'schema'] as const) {
      await failAi(mode)
      for (const path of paths) {
        await expectProviderError(await request<ErrorShape>(path))
      }
      await freshAi()
    }
  })

  it('answer 502 when the provider does not answer in time', async () => {
    await failAi('slow', { delayMs: 10_000 })
    for (const path of paths) {
      await expectProviderError(await request<ErrorShape>(path), /did not answer in time/)
    }
  })

  it('answer 502 when the provider cannot be reached at all', async () => {
    // Nothing listens on port 9 (discard): the connection is refused.
    for (const path of paths) {
      await expectProviderError(
        await requestWith<ErrorShape>(path, { AI_BASE_URL: 'http://127.0.0.1:9/v1' }),
      )
    }
  })

  it('answer 502 for refused credentials, logging the status but never the key or the body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await failAi('403', { times: 1 })
    await expectProviderError(await request<ErrorShape>('/api/ai/trending-tweets'), /credentials/)
    // A key xAI does not know is its 400 "Incorrect API key provided", not a 401.
    const wrongKey = await requestWith<ErrorShape>('/api/ai/trending-tweets', {
      AI_API_KEY: 'sk-wrong-secret-key',
    })
    await expectProviderError(wrongKey, /refused our credentials/)
    expect(JSON.stringify(wrongKey.body)).not.toContain('sk-wrong')
    const lines = log.mock.calls.map((call) => String(call[0]))
    log.mockRestore()
    expect(lines).toHaveLength(2)
    expect(lines.map((line) => JSON.parse(line).status)).toEqual([403, 400])
    for (const line of lines) {
      expect(line).not.toMatch(/sk-wrong|local-ai-key|forbidden|Incorrect API key/)
    }
    expect((await aiRequests()).map((entry) => entry.auth)).toEqual(['valid', 'invalid'])
  })

  it('does not cache a failure: the next request asks again', async () => {
    await failAi('500', { times: 1 })
    expect((await request('/api/ai/trending-tweets?count=2')).status).toBe(502)
    const next = await request('/api/ai/trending-tweets?count=2')
    expect(next.status).toBe(200)
    expect(next.headers.get('x-cache')).toBe('MISS')
  })
})

describe('hostile model output', () => {
  it('is cleaned: markup stripped, huge strings and wrong types dropped, duplicates removed, counts clamped', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await failAi('hostile', { times: 1 })
    const { status, body } = await request<PostsBody>('/api/ai/trending-tweets?count=25')
    const warnings = warn.mock.calls.map((call) => JSON.parse(String(call[0])))
    warn.mockRestore()
    expect(status).toBe(200)
    expectRanked(body.posts)
    const texts = body.posts.map((post) => post.text)
    expect(texts).toContain('Normal words about #rust')
    expect(texts.join(' ')).not.toMatch(/<script|<img|onerror/)
    expect(texts.join(' ')).not.toContain('\u202E')
    expect(texts.join(' ')).not.toContain('\u0000')
    expect(texts).not.toContain('Wrong types')
    expect(texts).not.toContain('A post with a huge author name')
    expect(Math.max(...texts.map((text) => [...text].length))).toBeLessThanOrEqual(1000)
    expect(new Set(body.posts.map((post) => post.id)).size).toBe(body.posts.length)
    expect(new Set(texts).size).toBe(texts.length)
    const byText = (text: string) => body.posts.find((post) => post.text === text)
    expect(byText('Negative counts')?.metrics).toMatchObject({
      likes: 0,
      reposts: 0,
      impressions: 0,
    })
    expect(byText('Huge counts')?.metrics.likes).toBe(1_000_000_000)
    expect(byText('An invented permalink')?.url).toMatch(/^https:\/\/x\.com\/search\?q=/)
    expect(byText('Odd date and language')?.lang).toBe('und')
    expect(Date.parse(byText('From the future')?.createdAt ?? '')).toBeLessThanOrEqual(Date.now())
    expect(body.posts).toHaveLength(11)
    expect(warnings).toContainEqual(expect.objectContaining({ event: 'ai_items_dropped' }))
  })

  it('that ignores the schema is a 502, logged with the reason and not the content', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await failAi('schema', { times: 1 })
    await expectProviderError(await request<ErrorShape>('/api/ai/topic-feed/batch?topic=Rust'))
    const lines = warn.mock.calls.map((call) => String(call[0]))
    warn.mockRestore()
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        level: 'warn',
        event: 'ai_answer_unusable',
        kind: 'topic',
        topic: 'rust',
        reason: 'no_list',
      },
    ])
  })
})

describe('GET /api/health with an AI key', () => {
  it('says ai: true', async () => {
    const { body } = await request<{ ai: boolean }>('/api/health')
    expect(body.ai).toBe(true)
  })
})
