import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import seedPayload from '../../seed/posts.json'
import { buildSeedCorpus, loadSeedCorpus, SEED_ASSET_PATH } from '../../src/sources/seed'
import { SEED_INDEX_ASSET_PATH } from '../../src/sources/seed-index'
import { SHIPPED_MEDIA_PATH } from '../../src/sources/x/normalize'

type Answer = (path: string) => Promise<Response> | undefined

/** The real assets binding, counting what is fetched; `answer` may answer a path instead. */
function countingAssets(answer: Answer) {
  const fetched: string[] = []
  const assets = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input)).pathname
      fetched.push(path)
      return answer(path) ?? env.ASSETS.fetch(input, init)
    },
  } as Fetcher
  return { assets, fetched }
}

/** The index the build wrote, its header naming another version of the analysis. */
async function staleIndex(): Promise<Response> {
  const text = await (await env.ASSETS.fetch(`https://assets.local${SEED_INDEX_ASSET_PATH}`)).text()
  const [header, ...posts] = text.split('\n')
  const stale = { ...JSON.parse(header as string), version: 'an-older-analysis' }
  return new Response([JSON.stringify(stale), ...posts].join('\n'))
}

function warnings(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map(([line]) => JSON.parse(String(line)))
}

describe('the seed corpus (this file runs in a fresh isolate)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is not loaded, and is retried next time, when neither the index nor the corpus can be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const down = countingAssets(() => Promise.resolve(new Response('gone', { status: 503 })))
    await expect(loadSeedCorpus(down.assets)).rejects.toThrow(/503/)
    expect(down.fetched).toEqual([SEED_INDEX_ASSET_PATH, SEED_ASSET_PATH])
    expect(warnings(warn)).toEqual([
      expect.objectContaining({ event: 'seed_index_unused', reason: 'assets answered 503' }),
    ])
  })

  it('is analysed here, with one warning, when the index is of another version of the analysis', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const stale = countingAssets((path) =>
      path === SEED_INDEX_ASSET_PATH ? staleIndex() : undefined,
    )
    const first = await loadSeedCorpus(stale.assets)
    expect(stale.fetched).toEqual([SEED_INDEX_ASSET_PATH, SEED_ASSET_PATH])
    const [warning] = warnings(warn)
    expect(warnings(warn)).toHaveLength(1)
    expect(warning).toMatchObject({ level: 'warn', event: 'seed_index_unused' })
    expect(warning.reason).toMatch(/written by analysis an-older-analysis, this worker's is \w+/)
    const analysed = buildSeedCorpus(seedPayload, first.loadedAtMs)
    expect(first.posts.map((entry) => [entry.post.id, entry.terms, entry.signals])).toEqual(
      analysed.posts.map((entry) => [entry.post.id, entry.terms, entry.signals]),
    )
    // Loaded once per isolate: no more fetches, no more warnings.
    expect(await loadSeedCorpus(stale.assets)).toBe(first)
    expect(stale.fetched).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(1)
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
