/**
 * One query, the same posts whichever source answers it: the mock source (the seed corpus,
 * searched in the worker) against live search (the X emulator over the same seed).
 */
import { env } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RankedPost } from '../../src/domain/post'
import { LIVE_CACHE_PREFIX } from '../../src/sources/live'
import { request } from '../helpers/http'
import { xReset } from '../helpers/x-emulator'

interface Compare {
  source: string
  refined: RankedPost[]
}

/**
 * X's keyword search (and so the emulator) returns no reposts at all, while the seed keeps
 * them: both sides leave them out (`omitRetweets`), so what is compared is the operators.
 */
async function found(source: 'mock' | 'live', q: string): Promise<string[]> {
  const { status, body } = await request<Compare>(
    `/api/compare?source=${source}&omitRetweets=true&maxResults=100&q=${encodeURIComponent(q)}`,
  )
  expect([source, q, status]).toEqual([source, q, 200])
  expect(body.source).toBe(source)
  return body.refined.map((post) => post.id).sort()
}

const QUERIES = [
  'conversation_id:2116033087396190261',
  'conversation_id:2116352370824676930 -from:noodle_nick',
  'in_reply_to_tweet_id:2116033087396190261',
  'in_reply_to_tweet_id:2116801644201564678',
  'conversation_id:2116033087396190261 -in_reply_to_tweet_id:2116033087396190261',
  'retweets_of:ferrowheel',
  'retweets_of:205785422 OR from:205785422',
  'from:205785422',
  'to:205785422',
  'to:ferrowheel',
  'url:github.com',
  // Beside operators, not words: the two read some words differently (the emulator does not
  // find `rust` in `Rustの…`), which is not what this compares.
  'from:ferrowheel has:geo',
  'from:ferrowheel -has:geo -is:nullcast',
  'to:ferrowheel -is:nullcast',
]

beforeAll(async () => {
  await xReset()
  for (const { name } of (await env.APP_LOCAL.list({ prefix: LIVE_CACHE_PREFIX })).keys)
    await env.APP_LOCAL.delete(name)
})

describe('mock and live search find the same posts for the same query', () => {
  for (const q of QUERIES) {
    it(q, async () => {
      expect(await found('mock', q)).toEqual(await found('live', q))
    })
  }

  it('finds something for most of them, so agreeing is not agreeing on nothing', async () => {
    let some = 0
    for (const q of QUERIES) if ((await found('mock', q)).length > 0) some++
    expect(some).toBeGreaterThanOrEqual(QUERIES.length - 3)
  })
})
