import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import seedPayload from '../../seed/posts.json'
import type { RankedPost } from '../../src/domain/post'
import { prepareList } from '../../src/ranking/rank'
import { loadSeedCorpus, seedList } from '../../src/sources/seed'
import { type ErrorShape, request } from '../helpers/http'

interface CompareBody {
  params: {
    q: string
    recencyWeight: number
    strictMatch: boolean
    maxResults: number
    omitRetweets: boolean
  }
  source: string
  platform_style: RankedPost[]
  refined: RankedPost[]
}
interface FeedPost extends RankedPost {
  origin: 'in_network' | 'out_of_network'
  matched: string[]
}
interface ListBody {
  params: Record<string, unknown>
  mode: string
  home?: string
  source?: string
  personalized?: boolean
  interests?: { term: string; weight: number }[]
  note?: string | null
  posts: FeedPost[]
}

function expectRanked(posts: RankedPost[], cap: number) {
  expect(posts.length).toBeLessThanOrEqual(cap)
  posts.forEach((post, index) => {
    expect(post.rank).toBe(index + 1)
    const { overlap, phrase, recency, engagement, spam } = post.breakdown
    expect(Math.abs(post.score - (overlap + phrase + recency + engagement + spam))).toBeLessThan(
      1e-9,
    )
    expect(spam).toBeLessThanOrEqual(0)
    expect(post.url).toMatch(/^https:\/\/x\.com\//)
  })
}

async function expectBadRequest(path: string, parameter: string) {
  const response = await request<ErrorShape>(path)
  expect(response.status, path).toBe(400)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  expect(response.body.error.code).toBe('bad_request')
  expect(response.body.error.message).toContain(parameter)
}

describe('GET /api/compare (mock source)', () => {
  it('returns both rankings of the same capped corpus, with defaults echoed', async () => {
    const { status, body } = await request<CompareBody>('/api/compare?q=rust+async')
    expect(status).toBe(200)
    expect(body.params).toEqual({
      q: 'rust async',
      recencyWeight: 0.78,
      strictMatch: true,
      maxResults: 30,
      omitRetweets: false,
    })
    expect(body.source).toBe('mock')
    expect(body.refined.length).toBeGreaterThan(0)
    expectRanked(body.platform_style, 30)
    expectRanked(body.refined, 30)
    const ids = (posts: RankedPost[]) => posts.map((post) => post.id).sort()
    expect(ids(body.platform_style)).toEqual(ids(body.refined))
    for (const post of body.refined) {
      expect(post.source).toBe('mock')
      expect(post.text.toLowerCase()).toMatch(/rust/)
      expect(post.breakdown.overlap).toBeGreaterThan(0)
    }
  })

  it('returns every post for an empty query, with overlap and phrase 0', async () => {
    const { body } = await request<CompareBody>('/api/compare')
    expect(body.refined).toHaveLength(30)
    for (const post of [...body.refined, ...body.platform_style]) {
      expect(post.breakdown.overlap).toBe(0)
      expect(post.breakdown.phrase).toBe(0)
    }
  })

  it('finds words joined to others by an apostrophe, as X does', async () => {
    const texts = async (q: string) => {
      const { status, body } = await request<CompareBody>(
        `/api/compare?maxResults=100&q=${encodeURIComponent(q)}`,
      )
      expect(status).toBe(200)
      return body.refined.map((post) => post.text)
    }
    expect((await texts('edge')).filter((text) => /l'edge/i.test(text))).toHaveLength(2)
    expect(await texts('rust')).toContainEqual(expect.stringContaining("Rust's Drop"))
    // A word with an apostrophe is its words in a row.
    expect(await texts("l'edge computing")).toHaveLength(2)
    expect(await texts('"Rust’s drop"')).toEqual([expect.stringContaining("Rust's Drop")])
    expect(await texts('"drop rust’s"')).toEqual([])
  })

  it('finds a whole conversation with conversation_id:, as X and the emulator do', async () => {
    const conversation = '2116033087396190261'
    const expected = seedPayload.data
      .filter((post) => post.conversation_id === conversation)
      .map((post) => post.id)
    expect(expected).toHaveLength(6)
    const { status, body } = await request<CompareBody>(
      `/api/compare?maxResults=100&q=${encodeURIComponent(`conversation_id:${conversation}`)}`,
    )
    expect(status).toBe(200)
    expect(body.refined.map((post) => post.id).sort()).toEqual(expected.sort())
  })

  it('finds the replies to one post with in_reply_to_tweet_id:, not its whole thread', async () => {
    const ids = async (q: string) => {
      const { status, body } = await request<CompareBody>(
        `/api/compare?maxResults=100&q=${encodeURIComponent(q)}`,
      )
      expect(status).toBe(200)
      return body.refined.map((post) => post.id).sort()
    }
    expect(await ids('in_reply_to_tweet_id:2116033087396190261')).toEqual(['2116034524475352674'])
    expect(await ids('in_reply_to_status_id:2116801644201564678')).toEqual([
      '2116827622730167056',
      '2116834854776618824',
    ])
  })

  it("finds reposts of a user's posts with retweets_of:, by username or id", async () => {
    const ids = async (q: string, omitRetweets = false) => {
      const { status, body } = await request<CompareBody>(
        `/api/compare?maxResults=100&omitRetweets=${omitRetweets}&q=${encodeURIComponent(q)}`,
      )
      expect(status).toBe(200)
      return body.refined.map((post) => post.id).sort()
    }
    const expected = [
      '2114612204912378641',
      '2115074519703502610',
      '2115875512731816518',
      '2115903703321227725',
    ]
    expect(await ids('retweets_of:ferrowheel')).toEqual(expected)
    expect(await ids('retweets_of:205785422')).toEqual(expected)
    expect(await ids('retweets_of:ferrowheel', true)).toEqual([])
  })

  it('reads has:geo and -is:nullcast as filters, not words: the seed has neither', async () => {
    const ids = async (q: string) => {
      const { status, body } = await request<CompareBody>(
        `/api/compare?maxResults=100&q=${encodeURIComponent(q)}`,
      )
      expect(status).toBe(200)
      return body.refined.map((post) => [post.id, post.breakdown.overlap])
    }
    const rust = await ids('rust')
    expect(rust.length).toBeGreaterThan(10)
    expect(await ids('rust has:geo')).toEqual([])
    // As filters they add no words to score: the same posts, scored the same.
    expect(await ids('rust -has:geo -is:nullcast')).toEqual(rust)
    expect(await ids('rust OR has:geo')).toEqual(rust)
  })

  it('takes a numeric user id for from: and to:, as X and the emulator do', async () => {
    const ids = async (q: string) => {
      const { status, body } = await request<CompareBody>(
        `/api/compare?maxResults=100&q=${encodeURIComponent(q)}`,
      )
      expect(status).toBe(200)
      return body.refined.map((post) => post.id).sort()
    }
    const byName = await ids('from:ferrowheel')
    expect(byName.length).toBeGreaterThan(3)
    expect(await ids('from:205785422')).toEqual(byName)
    const replies = await ids('to:ferrowheel')
    expect(replies.length).toBeGreaterThan(0)
    expect(await ids('to:205785422')).toEqual(replies)
  })

  it('re-bases the seed so its newest post is now', async () => {
    const { body } = await request<CompareBody>('/api/compare?maxResults=10')
    const newest = Math.max(...body.refined.map((post) => Date.parse(post.createdAt)))
    expect(Math.abs(Date.now() - newest)).toBeLessThan(5 * 60_000)
  })

  describe('hours after the seed loaded', () => {
    afterEach(() => {
      vi.useRealTimers()
    })

    it('answers the same question the same way, in Explore and in the seed home', async () => {
      const explore = await request<CompareBody>('/api/compare?q=coffee')
      const home = await request<ListBody>('/api/for-you?home=seed')
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 6 * 3_600_000)
      expect((await request<CompareBody>('/api/compare?q=coffee')).body).toEqual(explore.body)
      expect((await request<ListBody>('/api/for-you?home=seed')).body).toEqual(home.body)
    })
  })

  it('clamps maxResults to 10..100 and recencyWeight to 0..10', async () => {
    const low = await request<CompareBody>('/api/compare?maxResults=1&recencyWeight=-3')
    expect(low.body.params.maxResults).toBe(10)
    expect(low.body.params.recencyWeight).toBe(0)
    expect(low.body.refined).toHaveLength(10)
    expect(low.body.refined.every((post) => post.breakdown.recency === 0)).toBe(true)
    const high = await request<CompareBody>('/api/compare?maxResults=100000&recencyWeight=99')
    expect(high.body.params.maxResults).toBe(100)
    expect(high.body.params.recencyWeight).toBe(10)
    expect(high.body.refined).toHaveLength(100)
    const whole = await request<CompareBody>('/api/compare?maxResults=12.0')
    expect(whole.body.params.maxResults).toBe(12)
  })

  it('accepts every boolean spelling in any case', async () => {
    for (const [word, value] of [
      ['true', true],
      ['1', true],
      ['YES', true],
      ['On', true],
      ['false', false],
      ['0', false],
      ['No', false],
      ['OFF', false],
    ] as const) {
      const { status, body } = await request<CompareBody>(`/api/compare?strictMatch=${word}`)
      expect(status).toBe(200)
      expect(body.params.strictMatch).toBe(value)
    }
  })

  it('strictMatch=false switches every spam penalty off', async () => {
    const { body } = await request<CompareBody>('/api/compare?strictMatch=false&maxResults=100')
    for (const post of [...body.refined, ...body.platform_style])
      expect(post.breakdown.spam).toBe(0)
  })

  it('omitRetweets=true leaves reposts out', async () => {
    const all = await request<CompareBody>('/api/compare?maxResults=100')
    expect(all.body.refined.some((post) => post.kind === 'repost')).toBe(true)
    const { body } = await request<CompareBody>('/api/compare?maxResults=100&omitRetweets=true')
    expect(body.params.omitRetweets).toBe(true)
    expect(body.refined.some((post) => post.kind === 'repost')).toBe(false)
  })

  it('answers 400 naming the parameter for every malformed value', async () => {
    const cases: Array<[string, string]> = [
      ['recencyWeight=abc', 'recencyWeight'],
      ['recencyWeight=NaN', 'recencyWeight'],
      ['recencyWeight=Infinity', 'recencyWeight'],
      ['recencyWeight=', 'recencyWeight'],
      ['recencyWeight=1e3', 'recencyWeight'],
      ['recencyWeight=0x10', 'recencyWeight'],
      ['strictMatch=maybe', 'strictMatch'],
      ['strictMatch=', 'strictMatch'],
      ['strictMatch=constructor', 'strictMatch'],
      ['strictMatch=__proto__', 'strictMatch'],
      ['omitRetweets=toString', 'omitRetweets'],
      ['recencyWeight=%201', 'recencyWeight'],
      ['recencyWeight=1%0A', 'recencyWeight'],
      ['recencyWeight=%C2%A01', 'recencyWeight'],
      ['maxResults=%2012', 'maxResults'],
      ['omitRetweets=2', 'omitRetweets'],
      ['maxResults=abc', 'maxResults'],
      ['maxResults=12.5', 'maxResults'],
      ['maxResults=', 'maxResults'],
      ['maxResults=-Infinity', 'maxResults'],
      ['source=twitter', 'source'],
      ['source=', 'source'],
      [`q=${'a'.repeat(513)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['maxResults=10&maxResults=20', 'maxResults'],
      ['q=%FF', 'q'],
      ['q=%ED%A0%80', 'q'],
      ['q=caf%C3', 'q'],
      [`recencyWeight=${'9'.repeat(5000)}`, 'recencyWeight'],
    ]
    for (const [query, parameter] of cases) {
      await expectBadRequest(`/api/compare?${query}`, parameter)
    }
  })

  it('ignores parameters without a name, as any unknown parameter', async () => {
    const { status, body } = await request<CompareBody>('/api/compare?q=rust&=a&=b&=&=%FF')
    expect(status).toBe(200)
    expect(body.params.q).toBe('rust')
  })

  it('accepts a 512-character query, counted in characters, not bytes', async () => {
    const { status } = await request(`/api/compare?q=${encodeURIComponent('ラ'.repeat(512))}`)
    expect(status).toBe(200)
  })

  it('counts an emoji as one character of q, not two UTF-16 units', async () => {
    const { status } = await request(`/api/compare?q=${encodeURIComponent('🦀'.repeat(512))}`)
    expect(status).toBe(200)
    await expectBadRequest(`/api/compare?q=${encodeURIComponent('🦀'.repeat(513))}`, 'q')
  })

  it('clamps a long but representable number', async () => {
    const { status, body } = await request<CompareBody>(
      `/api/compare?recencyWeight=1${'0'.repeat(300)}`,
    )
    expect(status).toBe(200)
    expect(body.params.recencyWeight).toBe(10)
  })

  it('answers source=live with 503 not_configured until live search is configured', async () => {
    const { status, body } = await request<ErrorShape>('/api/compare?source=live&q=rust')
    expect(status).toBe(503)
    expect(body.error.code).toBe('not_configured')
  })

  it('finds Japanese posts with a Japanese query', async () => {
    const { body } = await request<CompareBody>(`/api/compare?q=${encodeURIComponent('lang:ja')}`)
    expect(body.refined.length).toBeGreaterThan(0)
    const sample = body.refined[0]?.text ?? ''
    const word = [...new Intl.Segmenter('ja', { granularity: 'word' }).segment(sample)].find(
      (part) => part.isWordLike && /\p{Script=Han}|\p{Script=Katakana}/u.test(part.segment),
    )?.segment
    expect(word).toBeDefined()
    const found = await request<CompareBody>(`/api/compare?q=${encodeURIComponent(word ?? '')}`)
    expect(found.body.refined.some((post) => post.lang === 'ja')).toBe(true)
  })
})

describe('GET /api/search', () => {
  it('ranks one profile, refined by default, the same as compare does', async () => {
    const compare = await request<CompareBody>('/api/compare?q=coffee')
    const refined = await request<ListBody>('/api/search?q=coffee')
    expect(refined.status).toBe(200)
    expect(refined.body.mode).toBe('refined')
    expect(refined.body.source).toBe('mock')
    expect(refined.body.posts.map((post) => post.id)).toEqual(
      compare.body.refined.map((post) => post.id),
    )
    const platform = await request<ListBody>('/api/search?q=coffee&mode=platform_style')
    expect(platform.body.mode).toBe('platform_style')
    expect(platform.body.posts.map((post) => post.id)).toEqual(
      compare.body.platform_style.map((post) => post.id),
    )
  })

  it('marks its posts source mock, as compare does', async () => {
    const { body } = await request<ListBody>('/api/search?q=rust')
    expect(body.posts.length).toBeGreaterThan(0)
    expect(body.posts.every((post) => post.source === 'mock')).toBe(true)
  })

  it('rejects an unknown mode', async () => {
    await expectBadRequest('/api/search?mode=chronological', 'mode')
    await expectBadRequest('/api/search?mode=', 'mode')
  })
})

describe('GET /api/for-you', () => {
  it('serves the seed feed by default without a session, 35 posts, no overlap', async () => {
    const { status, body } = await request<ListBody>('/api/for-you')
    expect(status).toBe(200)
    expect(body.home).toBe('seed')
    expect(body.mode).toBe('refined')
    expect(body.params).toEqual({ recencyWeight: 0.78, strictMatch: true, maxResults: 35 })
    expect(body.posts).toHaveLength(35)
    expectRanked(body.posts, 35)
    expect(body.posts.every((post) => post.source === 'seed' && post.breakdown.overlap === 0)).toBe(
      true,
    )
  })

  it('clamps maxResults to 5..100 and honours mode and mock=1', async () => {
    const low = await request<ListBody>('/api/for-you?home=seed&maxResults=0')
    expect(low.body.params.maxResults).toBe(5)
    expect(low.body.posts).toHaveLength(5)
    const high = await request<ListBody>('/api/for-you?mock=1&maxResults=500&mode=platform_style')
    expect(high.body.home).toBe('seed')
    expect(high.body.mode).toBe('platform_style')
    expect(high.body.params.maxResults).toBe(100)
  })

  it('answers home=live without a session with 401 not_signed_in', async () => {
    const { status, body } = await request<ErrorShape>('/api/for-you?home=live')
    expect(status).toBe(401)
    expect(body.error.code).toBe('not_signed_in')
  })

  it('answers home=ai and ai=1 without an AI key with 503 not_configured', async () => {
    for (const path of ['/api/for-you?home=ai', '/api/for-you?ai=1']) {
      const { status, body } = await request<ErrorShape>(path)
      expect(status).toBe(503)
      expect(body.error.code).toBe('not_configured')
    }
  })

  it('shows a seed post as seed here and as mock in Explore, whichever served it first', async () => {
    // Each seed post's JSON is kept once per isolate for each of the two.
    const mock = await request<CompareBody>('/api/compare?q=&maxResults=100')
    const seed = await request<ListBody>('/api/for-you?home=seed&maxResults=100')
    const mockAgain = await request<CompareBody>('/api/compare?q=&maxResults=100')
    const mockIds = new Set(mock.body.refined.map((post) => post.id))
    const shared = seed.body.posts.filter((post) => mockIds.has(post.id))
    expect(shared.length).toBeGreaterThan(50)
    expect(seed.body.posts.every((post) => post.source === 'seed')).toBe(true)
    for (const body of [mock.body, mockAgain.body]) {
      expect(
        [...body.platform_style, ...body.refined].every((post) => post.source === 'mock'),
      ).toBe(true)
    }
    // The same post, apart from its source and ranking, in both answers.
    const {
      rank: _rank,
      score: _score,
      breakdown: _breakdown,
      origin: _origin,
      matched: _matched,
      ...fields
    } = shared[0] as FeedPost
    const inMock = mock.body.refined.find((post) => post.id === fields.id) as RankedPost
    expect(inMock).toMatchObject({ ...fields, source: 'mock' })
  })

  it("keeps the seed home's list of each length, ordered and marked, for the next request", async () => {
    const corpus = await loadSeedCorpus(env.ASSETS)
    const list = seedList(corpus, 35)
    expect(seedList(corpus, 35)).toBe(list)
    expect(seedList(corpus, 10)).not.toBe(list)
    expect(seedList(corpus, 10)).toEqual(
      prepareList(corpus.posts.slice(0, 10), corpus.posts.slice(0, 100)),
    )
    // What a request works out on it (the near-duplicate marks) stays for the next one.
    const { status } = await request('/api/for-you?home=seed&maxResults=35&strictMatch=true')
    expect(status).toBe(200)
    expect(list.signals.laterCopy).toHaveLength(100)
  })

  it('says why the seed home is not personalised, and marks every post in network', async () => {
    const { body } = await request<ListBody>('/api/for-you?home=seed')
    expect(body.personalized).toBe(false)
    expect(body.interests).toEqual([])
    expect(body.note).toContain('likes=demo')
    expect(
      body.posts.every((post) => post.origin === 'in_network' && post.matched.length === 0),
    ).toBe(true)
  })

  it('personalises the seed home for the demo reader with likes=demo, explained', async () => {
    const { status, body } = await request<ListBody>('/api/for-you?home=seed&likes=demo')
    expect(status).toBe(200)
    expect(body.personalized).toBe(true)
    expect(body.note).toBeNull()
    expect(body.interests?.length).toBeGreaterThan(3)
    expect(body.interests?.[0]?.weight).toBe(1)
    expectRanked(body.posts, 35)
    expect(body.posts.some((post) => post.origin === 'out_of_network')).toBe(true)
    expect(body.posts.some((post) => post.origin === 'in_network')).toBe(true)
    const outside = body.posts.filter((post) => post.origin === 'out_of_network').length
    expect(outside).toBeLessThanOrEqual(17)
    // A post that matches the reader's interests says which, and earns overlap for it.
    for (const post of body.posts) {
      if (post.matched.length > 0) expect(post.breakdown.overlap).toBeGreaterThan(0)
    }
    expect(
      body.posts.slice(0, 10).filter((post) => post.matched.length > 0).length,
    ).toBeGreaterThan(5)
    // personalize=false turns it off for the request.
    const off = await request<ListBody>('/api/for-you?home=seed&likes=demo&personalize=false')
    expect(off.body.personalized).toBe(false)
    expect(off.body.note).toContain('personalize=false')
    expect(off.body.posts.every((post) => post.breakdown.overlap === 0)).toBe(true)
  })

  it('rejects unknown and contradictory homes', async () => {
    await expectBadRequest('/api/for-you?home=mars', 'home')
    await expectBadRequest('/api/for-you?home=live&mock=1', 'home')
    await expectBadRequest('/api/for-you?ai=1&mock=1', 'home')
    await expectBadRequest('/api/for-you?ai=perhaps', 'ai')
    await expectBadRequest('/api/for-you?ai=CONSTRUCTOR', 'ai')
    await expectBadRequest('/api/for-you?maxResults=many', 'maxResults')
    await expectBadRequest('/api/for-you?home=seed&likes=everyone', 'likes')
    await expectBadRequest('/api/for-you?personalize=maybe', 'personalize')
  })
})
