import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { loadSeedCorpus, SEED_ASSET_PATH } from '../../src/sources/seed'
import { SHIPPED_MEDIA_PATH } from '../../src/sources/x/normalize'

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

describe("the seed corpus's pictures", () => {
  it('are each a picture the worker serves from its own assets, needing no network', async () => {
    const { posts } = await loadSeedCorpus(env.ASSETS)
    const pictures = new Set<string>()
    for (const { post } of posts) {
      pictures.add(post.author.avatarUrl)
      for (const item of post.media) {
        pictures.add(item.previewUrl)
        if (item.type === 'photo') pictures.add(item.url)
      }
    }
    expect(pictures.size).toBeGreaterThan(150)
    for (const picture of pictures) {
      expect(picture).toMatch(SHIPPED_MEDIA_PATH)
      const response = await env.ASSETS.fetch(`https://assets.local${picture}`)
      expect(response.status, picture).toBe(200)
      expect(response.headers.get('content-type'), picture).toMatch(/^image\/(?:png|svg\+xml)/)
      await response.body?.cancel()
    }
  })
})
