import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { PROVIDER_SESSION_PREFIX } from '../../src/auth/store'
import type { Post, RankedPost } from '../../src/domain/post'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'
import { testEnv } from '../helpers/env'
import { type ErrorShape, request } from '../helpers/http'
import { readOnlySession, rewriteOnlySession, sessionCount } from '../helpers/session-rows'
import { signIn, xExpireTokens, xFail, xRequests, xReset } from '../helpers/x-emulator'

interface Page {
  posts: Post[]
  nextCursor: string | null
}
interface Compare {
  source: string
  platform_style: RankedPost[]
  refined: RankedPost[]
}

let counter = 0
/** A query no other test uses, so the live cache never answers for another test. */
function unique(base: string): string {
  counter++
  return `${base} -nomatch${counter}`
}

async function apiRequests(path: string) {
  return (await xRequests()).filter((entry) => entry.path.startsWith(path))
}

async function timelineRequests() {
  return (await xRequests()).filter((entry) =>
    entry.path.endsWith('/timelines/reverse_chronological'),
  )
}

/** The worker's answer with `change` over the test environment. */
async function withEnv(
  change: Partial<typeof testEnv>,
  path: string,
  headers: Record<string, string> = {},
) {
  const ctx = createExecutionContext()
  const response = await createApp().request(path, { headers }, { ...testEnv, ...change }, ctx)
  await waitOnExecutionContext(ctx)
  return { status: response.status, body: (await response.json()) as ErrorShape }
}

beforeEach(async () => {
  await xReset()
  for (const prefix of [PROVIDER_SESSION_PREFIX, LIVE_CACHE_PREFIX]) {
    for (const { name } of (await env.APP_LOCAL.list({ prefix })).keys)
      await env.APP_LOCAL.delete(name)
  }
})

describe('live search: /api/compare and /api/search with source=live', () => {
  it('lets X retrieve with max_results = the cap and ranks the result under both profiles', async () => {
    const q = unique('rust')
    const { status, body } = await request<Compare>(
      `/api/compare?source=live&maxResults=12&q=${encodeURIComponent(q)}`,
    )
    expect(status).toBe(200)
    expect(body.source).toBe('live')
    expect(body.refined.length).toBeGreaterThan(0)
    expect(body.refined.length).toBeLessThanOrEqual(12)
    expect(body.refined.every((post) => post.source === 'live')).toBe(true)
    expect(body.refined.map((post) => post.id).sort()).toEqual(
      body.platform_style.map((post) => post.id).sort(),
    )
    const [call] = await apiRequests('/2/tweets/search/recent')
    expect(call?.query.query).toBe(q)
    expect(call?.query.max_results).toBe('12')
    expect(call?.query['tweet.fields']).toContain('public_metrics')
    expect(call?.query.expansions).toContain('attachments.media_keys')
    expect(call?.auth).toBe('app')
  })

  it('appends -is:retweet for omitRetweets and keeps the query encoding intact', async () => {
    const q = unique('"edge computing" café ラーメン')
    const { status, body } = await request<{ source: string; mode: string; posts: RankedPost[] }>(
      `/api/search?source=live&omitRetweets=1&q=${encodeURIComponent(q)}`,
    )
    expect([status, body.source, body.mode]).toEqual([200, 'live', 'refined'])
    expect(body.posts).toEqual(expect.any(Array))
    const [call] = await apiRequests('/2/tweets/search/recent')
    expect(call?.query.query).toBe(`${q} -is:retweet`)
  })

  it('refuses a query that omitRetweets pushes past 512 characters, before calling X', async () => {
    const q = 'a'.repeat(505)
    const { status, body } = await request<ErrorShape>(
      `/api/compare?source=live&omitRetweets=true&q=${q}`,
    )
    expect(status).toBe(400)
    expect(body.error.message).toContain('q')
    expect(await apiRequests('/2/tweets')).toEqual([])
  })

  it('refuses an empty query for live search', async () => {
    const { status, body } = await request<ErrorShape>('/api/compare?source=live')
    expect(status).toBe(400)
    expect(body.error.code).toBe('bad_request')
  })

  it('refuses a query of only spaces for live search as empty, before calling X', async () => {
    for (const path of ['/api/compare?source=live&q=%20%20', '/api/social/recent-search?q=%20']) {
      const { status, body } = await request<ErrorShape>(path)
      expect(status, path).toBe(400)
      expect(body.error.code, path).toBe('bad_request')
      expect(body.error.message, path).toMatch(/^The q parameter /)
    }
    expect(await apiRequests('/2/tweets')).toEqual([])
  })

  it("uses the signed-in user's token when there is a session", async () => {
    const cookie = await signIn()
    await request(`/api/compare?source=live&q=${encodeURIComponent(unique('coffee'))}`, {
      headers: { cookie },
    })
    const [call] = await apiRequests('/2/tweets/search/recent')
    expect(call?.auth).toBe('user')
  })

  it('answers an identical call within a minute from the cache, and says so', async () => {
    const path = `/api/compare?source=live&q=${encodeURIComponent(unique('football'))}`
    const first = await request<Compare>(path)
    expect(first.headers.get('x-cache')).toBe('MISS')
    const second = await request<Compare>(path)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.body.refined.map((post) => post.id)).toEqual(
      first.body.refined.map((post) => post.id),
    )
    expect(await apiRequests('/2/tweets/search/recent')).toHaveLength(1)
  })

  it("never answers one caller from another's cache: a signed-in search is not the app's", async () => {
    const path = `/api/compare?source=live&q=${encodeURIComponent(unique('coffee'))}`
    const cookie = await signIn()
    const signedIn = await request<Compare>(path, { headers: { cookie } })
    expect(signedIn.headers.get('x-cache')).toBe('MISS')
    const anonymous = await request<Compare>(path)
    expect(anonymous.status).toBe(200)
    expect(anonymous.headers.get('x-cache')).toBe('MISS')
    const calls = await apiRequests('/2/tweets/search/recent')
    expect(calls.map((call) => call.auth)).toEqual(['user', 'app'])
  })
})

describe('the live cache is per user', () => {
  it("never answers one signed-in user's search from another user's cached answer", async () => {
    const path = `/api/compare?source=live&q=${encodeURIComponent(unique('coffee'))}`
    // Two X accounts: the first session is rewritten to another user before the second signs in.
    const first = await signIn()
    const row = await readOnlySession()
    await rewriteOnlySession({
      user: { ...row.user, id: '2000000000000000002', username: 'other' },
    })
    const second = await signIn()
    const mine = await request<Compare>(path, { headers: { cookie: first } })
    expect(mine.headers.get('x-cache')).toBe('MISS')
    const theirs = await request<Compare>(path, { headers: { cookie: second } })
    expect(theirs.status).toBe(200)
    expect(theirs.headers.get('x-cache')).toBe('MISS')
    const calls = await apiRequests('/2/tweets/search/recent')
    expect(calls.map((call) => call.auth)).toEqual(['user', 'user'])
    // The same user asking again is answered from the cache.
    const again = await request<Compare>(path, { headers: { cookie: second } })
    expect(again.headers.get('x-cache')).toBe('HIT')
  })
})

describe('the live cache lasts a minute', () => {
  /** Moves every stored live answer `seconds` into the past, as if that time had gone by. */
  async function age(seconds: number) {
    // The answer is stored after the response (waitUntil): wait until it is there.
    const stored = await vi.waitFor(async () => {
      const { keys } = await env.APP_LOCAL.list({ prefix: LIVE_CACHE_PREFIX })
      expect(keys).toHaveLength(1)
      return keys
    })
    for (const { name } of stored) {
      const entry = (await env.APP_LOCAL.get(name, 'json')) as { storedAtMs: number }
      await env.APP_LOCAL.put(
        name,
        JSON.stringify({ ...entry, storedAtMs: entry.storedAtMs - seconds * 1000 }),
      )
    }
  }

  it('answers from the cache with its age within the minute, and asks X again after it', async () => {
    const path = `/api/compare?source=live&q=${encodeURIComponent(unique('rust'))}`
    expect((await request(path)).headers.get('x-cache')).toBe('MISS')
    await age(30)
    const cached = await request(path)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    expect(Number(cached.headers.get('age'))).toBeGreaterThanOrEqual(30)
    expect(Number(cached.headers.get('age'))).toBeLessThan(60)
    // A stored answer KV still returns past the minute is not served.
    await age(31)
    const stale = await request(path)
    expect(stale.status).toBe(200)
    expect(stale.headers.get('x-cache')).toBe('MISS')
    expect(await apiRequests('/2/tweets/search/recent')).toHaveLength(2)
  })
})

describe('errors from X are mapped to the contract', () => {
  const path = () => `/api/compare?source=live&q=${encodeURIComponent(unique('rust'))}`

  it('429 becomes 429 rate_limited with Retry-After from x-rate-limit-reset', async () => {
    await xFail('429')
    const { status, headers, body } = await request<ErrorShape>(path())
    expect(status).toBe(429)
    expect(body.error.code).toBe('rate_limited')
    const retryAfter = Number(headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(50)
    expect(retryAfter).toBeLessThanOrEqual(61)
  })

  for (const mode of ['500', '503', 'garbage', 'schema'] as const) {
    it(`${mode} becomes 502 provider_error without echoing X's body`, async () => {
      await xFail(mode)
      const { status, body } = await request<ErrorShape>(path())
      expect(status).toBe(502)
      expect(body.error.code).toBe('provider_error')
      expect(JSON.stringify(body)).not.toMatch(/oops|not-an-array|Internal Server Error/)
    })
  }

  for (const q of ['(', '-a', 'is:retweet', 'OR', '😀'.repeat(512)]) {
    it(`X refusing the query ${q.slice(0, 12)} becomes 400 bad_request naming q`, async () => {
      for (const route of ['/api/compare?source=live', '/api/social/recent-search?']) {
        const { status, body } = await request<ErrorShape>(`${route}&q=${encodeURIComponent(q)}`)
        expect(status, route).toBe(400)
        expect(body.error.code).toBe('bad_request')
        expect(body.error.message).toMatch(/^The q parameter was refused by X/)
      }
    })
  }

  it('X refusing the cursor becomes 400 bad_request naming cursor', async () => {
    const { status, body } = await request<ErrorShape>(
      '/api/social/recent-search?q=rust&cursor=not-a-token-X-issued',
    )
    expect(status).toBe(400)
    expect(body.error.message).toMatch(/^The cursor parameter was refused by X/)
  })

  it('a time-out becomes 502 provider_error', async () => {
    await xFail('slow', { delayMs: 15_000 })
    const { status, body } = await request<ErrorShape>(path())
    expect(status).toBe(502)
    expect(body.error.message).toMatch(/in time/)
  })

  for (const [route, xPath] of [
    ['/api/social/home-timeline', '/2/users/1500000000000000001/timelines'],
    ['/api/for-you?home=live', '/2/users/1500000000000000001/timelines'],
    ['/api/social/me', '/2/users/me'],
  ] as const) {
    it(`a time-out of ${xPath} on ${route} becomes 502 provider_error, the session kept`, async () => {
      const cookie = await signIn()
      await xFail('slow', { delayMs: 15_000, path: xPath })
      const { status, body } = await request<ErrorShape>(route, { headers: { cookie } })
      expect([status, body.error.code]).toEqual([502, 'provider_error'])
      expect(body.error.message).toMatch(/in time/)
      expect(await sessionCount()).toBe(1)
    })
  }

  it('X unreachable (connection refused) becomes 502 provider_error, for the app and for a session', async () => {
    const cookie = await signIn()
    for (const [route, headers] of [
      [path(), {}],
      ['/api/social/home-timeline', { cookie }],
      ['/api/social/me', { cookie }],
    ] as const) {
      // Nothing listens on port 9 (discard): the connection is refused.
      const { status, body } = await withEnv(
        { PROVIDER_API_BASE_URL: 'http://127.0.0.1:9' },
        route,
        headers,
      )
      expect([status, body.error.code], route).toEqual([502, 'provider_error'])
    }
    expect(await sessionCount()).toBe(1)
  })

  it('tolerates partial errors in a 200 and keeps posts whose author is missing', async () => {
    await xFail('partial')
    const { status, body } = await request<Page>(
      `/api/social/recent-search?q=${encodeURIComponent(unique('rust'))}`,
    )
    expect(status).toBe(200)
    expect(body.posts.length).toBeGreaterThan(0)
    const orphan = body.posts.find((post) => post.author.username === '')
    expect(orphan?.url).toMatch(/^https:\/\/x\.com\/i\/web\/status\//)
  })

  it('401 on a user token: one refresh and a retry, then 401 not_signed_in and the session ends', async () => {
    const cookie = await signIn()
    await xFail('401', { path: '/2/tweets' })
    const { status, body } = await request<ErrorShape>(path(), { headers: { cookie } })
    expect(status).toBe(401)
    expect(body.error.code).toBe('not_signed_in')
    const calls = (await xRequests()).map((entry) => entry.path)
    expect(calls.filter((call) => call === '/2/tweets/search/recent')).toHaveLength(2)
    expect(calls.filter((call) => call === '/2/oauth2/token')).toHaveLength(2)
    expect(await sessionCount()).toBe(0)
  })

  it("401 on the app's bearer token becomes 502 provider_error: no one is asked to sign in", async () => {
    await xFail('401', { path: '/2/tweets' })
    const { status, body } = await request<ErrorShape>(path())
    expect(status).toBe(502)
    expect(body.error.code).toBe('provider_error')
  })

  it('401 once: the refreshed token succeeds', async () => {
    const cookie = await signIn()
    await xExpireTokens()
    const { status } = await request(path(), { headers: { cookie } })
    expect(status).toBe(200)
  })
})

describe('/api/social/*', () => {
  it('recent-search pages with nextCursor and cursor, 10..100 per page', async () => {
    const q = unique('the')
    const first = await request<Page>(
      `/api/social/recent-search?q=${encodeURIComponent(q)}&maxResults=5`,
    )
    expect(first.status).toBe(200)
    expect(first.body.posts.length).toBeLessThanOrEqual(10)
    expect(first.body.nextCursor).toEqual(expect.any(String))
    expect((first.body.posts[0] as unknown as Record<string, unknown>).score).toBeUndefined()
    const second = await request<Page>(
      `/api/social/recent-search?q=${encodeURIComponent(q)}&maxResults=5&cursor=${first.body.nextCursor}`,
    )
    expect(second.status).toBe(200)
    const firstIds = new Set(first.body.posts.map((post) => post.id))
    expect(second.body.posts.some((post) => firstIds.has(post.id))).toBe(false)
    const calls = await apiRequests('/2/tweets/search/recent')
    expect(calls[0]?.query.max_results).toBe('10')
    expect(calls[1]?.query.next_token).toBe(first.body.nextCursor)
  })

  it('recent-search clamps maxResults below 10 up to 10 posts, and defaults to 10', async () => {
    for (const maxResults of ['&maxResults=5', '']) {
      const q = unique('the')
      const { status, body } = await request<Page>(
        `/api/social/recent-search?q=${encodeURIComponent(q)}${maxResults}`,
      )
      expect(status).toBe(200)
      expect(body.posts, maxResults).toHaveLength(10)
    }
  })

  it('recent-search appends -is:retweet for omitRetweets', async () => {
    const q = unique('rust')
    const { status } = await request(
      `/api/social/recent-search?omitRetweets=yes&q=${encodeURIComponent(q)}`,
    )
    expect(status).toBe(200)
    const [call] = await apiRequests('/2/tweets/search/recent')
    expect(call?.query.query).toBe(`${q} -is:retweet`)
  })

  it('rejects a malformed cursor and a missing query', async () => {
    const bad = await request<ErrorShape>('/api/social/recent-search?q=rust&cursor=%3Cscript%3E')
    expect(bad.status).toBe(400)
    expect(bad.body.error.message).toContain('cursor')
    const empty = await request<ErrorShape>('/api/social/recent-search')
    expect(empty.status).toBe(400)
    expect(empty.body.error.message).toContain('q')
  })

  it('home-timeline needs a session, and maps maxResults onto X 1..100', async () => {
    const anonymous = await request<ErrorShape>('/api/social/home-timeline')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error.code).toBe('not_signed_in')
    const cookie = await signIn()
    const page = await request<Page>('/api/social/home-timeline?maxResults=3', {
      headers: { cookie },
    })
    expect(page.status).toBe(200)
    expect(page.body.posts).toHaveLength(3)
    expect(page.body.posts.every((post) => post.source === 'live')).toBe(true)
    const [call] = await timelineRequests()
    expect(call?.path).toBe('/2/users/1500000000000000001/timelines/reverse_chronological')
    expect(call?.query.max_results).toBe('3')
  })

  it('home-timeline refuses a malformed maxResults or cursor, naming it, before calling X', async () => {
    const cookie = await signIn()
    for (const [query, name] of [
      ['maxResults=abc', 'maxResults'],
      ['maxResults=2.5', 'maxResults'],
      ['cursor=%3Cscript%3E', 'cursor'],
      ['maxResults=5&maxResults=6', 'maxResults'],
    ]) {
      const { status, body } = await request<ErrorShape>(`/api/social/home-timeline?${query}`, {
        headers: { cookie },
      })
      expect([status, body.error.code], query).toEqual([400, 'bad_request'])
      expect(body.error.message, query).toMatch(new RegExp(`^The ${name} parameter `))
    }
    expect(await timelineRequests()).toEqual([])
  })

  it('home-timeline takes 20 posts by default and pages with nextCursor and cursor', async () => {
    const cookie = await signIn()
    const first = await request<Page>('/api/social/home-timeline', { headers: { cookie } })
    expect(first.status).toBe(200)
    expect(first.body.posts).toHaveLength(20)
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const second = await request<Page>(
      `/api/social/home-timeline?cursor=${first.body.nextCursor}`,
      { headers: { cookie } },
    )
    expect(second.status).toBe(200)
    const firstIds = new Set(first.body.posts.map((post) => post.id))
    expect(second.body.posts.length).toBeGreaterThan(0)
    expect(second.body.posts.some((post) => firstIds.has(post.id))).toBe(false)
    const calls = await timelineRequests()
    expect(calls[0]?.query.max_results).toBe('20')
    expect(calls[1]?.query.pagination_token).toBe(first.body.nextCursor)
  })

  it('social/me needs a session and answers the user from X', async () => {
    expect((await request('/api/social/me')).status).toBe(401)
    const cookie = await signIn()
    const me = await request<{ user: { id: string; username: string } }>('/api/social/me', {
      headers: { cookie },
    })
    expect(me.body.user).toMatchObject({ id: '1500000000000000001', username: 'local_reader' })
  })
})

describe('For You from the live home timeline', () => {
  it('is 401 without a session', async () => {
    const { status, body } = await request<ErrorShape>('/api/for-you?home=live')
    expect(status).toBe(401)
    expect(body.error.code).toBe('not_signed_in')
  })

  it('is the default home when signed in, capped and ranked', async () => {
    const cookie = await signIn()
    const { status, body } = await request<{ home: string; posts: RankedPost[] }>(
      '/api/for-you?maxResults=7',
      { headers: { cookie } },
    )
    expect(status).toBe(200)
    expect(body.home).toBe('live')
    expect(body.posts).toHaveLength(7)
    expect(body.posts.map((post) => post.rank)).toEqual([1, 2, 3, 4, 5, 6, 7])
    const [call] = await timelineRequests()
    expect(call?.query.max_results).toBe('7')
  })
})

describe('which token, when there is no session', () => {
  it('is 401 when sign-in is possible but no bearer token is configured', async () => {
    const answer = await withEnv(
      { PROVIDER_BEARER_TOKEN: undefined },
      '/api/compare?source=live&q=rust',
    )
    expect(answer.status).toBe(401)
    expect(answer.body.error.code).toBe('not_signed_in')
  })

  it('is 503 when no way to authenticate is configured at all', async () => {
    const answer = await withEnv(
      { PROVIDER_BEARER_TOKEN: undefined, PROVIDER_CLIENT_ID: undefined },
      '/api/social/recent-search?q=rust',
    )
    expect(answer.status).toBe(503)
    expect(answer.body.error.code).toBe('not_configured')
  })
})

describe("live search on the app's bearer token, whose X rate limit every visitor shares", () => {
  const searchPath = (q: string) => `/api/search?source=live&q=${encodeURIComponent(q)}`
  const searches = async () => (await apiRequests('/2/tweets/search/recent')).length

  it('counts each call to X against the strict limit (30 a minute per client), cache hits not', async () => {
    const headers = { 'cf-connecting-ip': '198.51.100.31' }
    const repeated = unique('rust')
    for (let i = 0; i < 40; i++) {
      expect((await request(searchPath(repeated), { headers })).status).toBe(200)
    }
    expect(await searches()).toBe(1)
    let answered = 0
    let refused: Awaited<ReturnType<typeof request<ErrorShape>>> | undefined
    // A minute's window may end during the run and allow up to 30 more: never fewer.
    for (let sent = 0; sent < 60 && !refused; sent++) {
      const answer = await request<ErrorShape>(searchPath(unique('rust')), { headers })
      if (answer.status === 429) refused = answer
      else answered++
    }
    expect(answered).toBeGreaterThanOrEqual(29)
    expect(refused?.body.error.code).toBe('rate_limited')
    expect(refused?.body.error.message).toMatch(/^Too many requests/)
    expect(refused?.headers.get('retry-after')).toBe('60')
    // X was asked once per answered search: the refused one never reached it.
    expect(await searches()).toBe(1 + answered)
  })

  it("does not count a signed-in person's searches, which spend their own X limit", async () => {
    const cookie = await signIn()
    const headers = { cookie, 'cf-connecting-ip': '198.51.100.32' }
    for (let i = 0; i < 35; i++) {
      expect((await request(searchPath(unique('rust')), { headers })).status).toBe(200)
    }
  })

  it("is refused from another site's page before X is asked", async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    ] as Record<string, string>[]) {
      const refused = await request<ErrorShape>(searchPath(unique('rust')), { headers })
      expect(refused.status).toBe(403)
      expect(refused.body.error.code).toBe('forbidden')
      const social = await request<ErrorShape>(
        `/api/social/recent-search?q=${encodeURIComponent(unique('rust'))}`,
        { headers },
      )
      expect(social.status).toBe(403)
    }
    expect(await searches()).toBe(0)
    const typed = await request(searchPath(unique('rust')), {
      headers: { 'sec-fetch-site': 'none' },
    })
    expect(typed.status).toBe(200)
  })
})
