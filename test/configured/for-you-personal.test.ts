import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import demoReader from '../../seed/demo-reader.json'
import { INTEREST_PROFILE_PREFIX, PROVIDER_SESSION_PREFIX } from '../../src/auth/store'
import type { RankedPost } from '../../src/domain/post'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'
import { request } from '../helpers/http'
import { rewriteOnlySession } from '../helpers/session-rows'
import { type FailureMode, signIn, xFail, xRequests, xReset } from '../helpers/x-emulator'

interface FeedBody {
  home: string
  personalized: boolean
  interests: { term: string; weight: number }[]
  note: string | null
  posts: (RankedPost & { origin: string; matched: string[] })[]
}

const READER = '1500000000000000001'
const LIKES_PATH = `/2/users/${READER}/liked_tweets`
const SEARCH_PATH = '/2/tweets/search/recent'

async function calls(path: string) {
  return (await xRequests()).filter((entry) => entry.path === path)
}

async function keysIn(prefix: string) {
  return (await env.APP_LOCAL.list({ prefix })).keys.map((key) => key.name)
}

async function feed(cookie: string, query = '&maxResults=30') {
  return request<FeedBody>(`/api/for-you?home=live${query}`, {
    headers: { cookie },
  })
}

beforeEach(async () => {
  await xReset()
  for (const prefix of [PROVIDER_SESSION_PREFIX, LIVE_CACHE_PREFIX, INTEREST_PROFILE_PREFIX]) {
    for (const name of await keysIn(prefix)) await env.APP_LOCAL.delete(name)
  }
})

describe("For You, personal: from the reader's likes, in the request", () => {
  it('reads one page of likes, searches outside the network for their interests, and says why', async () => {
    const cookie = await signIn()
    const { status, body } = await feed(cookie)
    expect(status).toBe(200)
    expect(body.personalized).toBe(true)
    expect(body.note).toBeNull()
    expect(body.interests.length).toBeGreaterThan(3)
    expect(body.interests[0]?.weight).toBe(1)
    expect(body.posts.length).toBeLessThanOrEqual(30)
    const outside = body.posts.filter((post) => post.origin === 'out_of_network')
    expect(outside.length).toBeGreaterThan(0)
    expect(outside.length).toBeLessThanOrEqual(15)
    expect(body.posts.some((post) => post.origin === 'in_network')).toBe(true)
    // A post that holds an interest says which, and scores for it.
    for (const post of body.posts)
      if (post.matched.length > 0) expect(post.breakdown.overlap).toBeGreaterThan(0)
    expect(body.posts.filter((post) => post.matched.length > 0).length).toBeGreaterThan(5)
    // The reader's own posts are not shown to them.
    expect(body.posts.every((post) => post.author.id !== READER)).toBe(true)
    const [likes] = await calls(LIKES_PATH)
    expect(likes?.query.max_results).toBe('100')
    expect(likes?.auth).toBe('user')
    const [search] = await calls(SEARCH_PATH)
    expect(search?.query.query).toContain('-is:retweet')
    expect(search?.query.query).toContain('-from:local_reader')
    expect(search?.auth).toBe('user')
  })

  it('keeps the profile sealed beside the session for a few minutes, and deletes it at logout', async () => {
    const cookie = await signIn()
    const first = await feed(cookie)
    const [key] = await keysIn(INTEREST_PROFILE_PREFIX)
    expect(key).toBeDefined()
    const sealed = (await env.APP_LOCAL.get(key as string)) ?? ''
    // Sealed: no interest, no id is readable in it.
    for (const interest of first.body.interests) expect(sealed).not.toContain(interest.term)
    expect(sealed).not.toContain(READER)
    const again = await feed(cookie, '&maxResults=30&mode=platform_style')
    expect(again.body.interests).toEqual(first.body.interests)
    expect(await calls(LIKES_PATH)).toHaveLength(1)
    await request('/api/auth/logout', {
      method: 'POST',
      headers: { cookie, origin: 'http://127.0.0.1:3847' },
    })
    expect(await keysIn(INTEREST_PROFILE_PREFIX)).toEqual([])
  })

  it('ranks the timeline as for everyone with personalize=false, reading no likes', async () => {
    const cookie = await signIn()
    const { body } = await feed(cookie, '&maxResults=30&personalize=false')
    expect(body.personalized).toBe(false)
    expect(body.note).toContain('personalize=false')
    expect(body.interests).toEqual([])
    expect(
      body.posts.every((post) => post.origin === 'in_network' && post.breakdown.overlap === 0),
    ).toBe(true)
    expect(await calls(LIKES_PATH)).toHaveLength(0)
    expect(await calls(SEARCH_PATH)).toHaveLength(0)
  })

  it('says how to personalise a session that may not read likes, and reads none', async () => {
    const cookie = await signIn()
    await rewriteOnlySession({ scopes: ['tweet.read', 'users.read', 'offline.access'] })
    const { status, body } = await feed(cookie)
    expect(status).toBe(200)
    expect(body.personalized).toBe(false)
    expect(body.note).toContain('like.read')
    expect(body.posts.length).toBeGreaterThan(0)
    expect(await calls(LIKES_PATH)).toHaveLength(0)
  })

  for (const mode of ['429', '500', '503', 'garbage', 'schema', 'slow'] as FailureMode[]) {
    it(`serves the timeline with a note when X's likes answer ${mode}`, async () => {
      const cookie = await signIn()
      await xFail(mode, { path: LIKES_PATH, delayMs: 5000 })
      const { status, body } = await feed(cookie)
      expect(status).toBe(200)
      expect(body.personalized).toBe(false)
      expect(body.note).toMatch(/^For You is not personalised: your likes could not be read/)
      expect(body.posts.length).toBeGreaterThan(0)
      expect(body.posts.every((post) => post.origin === 'in_network')).toBe(true)
      expect(await keysIn(INTEREST_PROFILE_PREFIX)).toEqual([])
    })
  }

  it('serves the timeline with a note when X refuses the likes (403)', async () => {
    const cookie = await signIn()
    await xFail('403', { path: LIKES_PATH })
    const { status, body } = await feed(cookie)
    expect(status).toBe(200)
    expect(body.personalized).toBe(false)
    expect(body.note).toContain('X refused this app (403): sign out and in again')
    expect(await calls(SEARCH_PATH)).toHaveLength(0)
  })

  for (const mode of ['429', '500', 'garbage', 'slow'] as FailureMode[]) {
    it(`drops only the outside part when the search answers ${mode}`, async () => {
      const cookie = await signIn()
      await xFail(mode, { path: SEARCH_PATH, delayMs: 5000 })
      const { status, body } = await feed(cookie)
      expect(status).toBe(200)
      expect(body.personalized).toBe(true)
      expect(body.note).toMatch(/^Posts from outside your network could not be found/)
      expect(body.posts.every((post) => post.origin === 'in_network')).toBe(true)
      expect(body.posts.some((post) => post.breakdown.overlap > 0)).toBe(true)
    })
  }

  it('leaves out the accounts the reader muted or blocked, and their own posts', async () => {
    const cookie = await signIn()
    const hidden = new Set([...demoReader.muted, ...demoReader.blocked])
    // Ranked as for everyone, the timeline holds their posts; personal, it does not.
    const everyone = await feed(cookie, '&maxResults=100&personalize=false')
    expect(everyone.body.posts.some((post) => hidden.has(post.author.id))).toBe(true)
    const { body } = await feed(cookie, '&maxResults=100')
    expect(body.personalized).toBe(true)
    expect(body.posts.some((post) => hidden.has(post.author.id))).toBe(false)
    for (const path of [`/2/users/${READER}/muting`, `/2/users/${READER}/blocking`]) {
      expect(await calls(path)).toHaveLength(1)
    }
    // Nor what they already liked.
    const liked = new Set(demoReader.likes)
    expect(body.posts.some((post) => liked.has(post.id))).toBe(false)
  })

  it('says so when the muted and blocked accounts cannot be read, and personalises anyway', async () => {
    const cookie = await signIn()
    await xFail('500', { path: `/2/users/${READER}/muting` })
    const { status, body } = await feed(cookie)
    expect(status).toBe(200)
    expect(body.personalized).toBe(true)
    expect(body.note).toContain('muted or blocked could not be read')
  })
})
