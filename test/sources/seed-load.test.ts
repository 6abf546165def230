import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { loadSeedCorpus, SEED_ASSET_PATH } from '../../src/sources/seed'

/** The real assets binding, counting how often the seed is fetched; it can be made to fail once. */
function countingAssets(failFirst: boolean) {
  let calls = 0
  const assets = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      calls++
      if (failFirst && calls === 1) return Promise.resolve(new Response('gone', { status: 503 }))
      return env.ASSETS.fetch(input, init)
    },
  } as Fetcher
  return { assets, calls: () => calls }
}

describe('the seed corpus (this file runs in a fresh isolate)', () => {
  it('is fetched lazily, parsed once per isolate, and a failed load is retried', async () => {
    const counting = countingAssets(true)
    await expect(loadSeedCorpus(counting.assets)).rejects.toThrow(/503/)
    const first = await loadSeedCorpus(counting.assets)
    const second = await loadSeedCorpus(counting.assets)
    expect(second).toBe(first)
    expect(counting.calls()).toBe(2)
    expect(first.posts.length).toBeGreaterThanOrEqual(400)
    expect(SEED_ASSET_PATH).toBe('/seed/posts.json')
  })
})
