import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import seedPayload from '../../seed/posts.json'
import seedQueries from '../../seed/queries.json'
import type { AnalyzedPost } from '../../src/ranking/analysis'
import { rankingContext } from '../../src/ranking/context'
import { prepareList, rankAll } from '../../src/ranking/rank'
import { mockSearch } from '../../src/sources/mock'
import {
  analyzeSeed,
  buildSeedCorpus,
  normalizeSeed,
  type SeedCorpus,
  seedCorpusFromIndex,
  seedList,
} from '../../src/sources/seed'
import { parseSeedIndex, SEED_INDEX_ASSET_PATH, writeSeedIndex } from '../../src/sources/seed-index'
import { ANALYSIS_VERSION } from '../../src/sources/seed-index-version'

const NOW_MS = Date.parse('2026-11-20T12:00:00.000Z')
const indexText = writeSeedIndex(analyzeSeed(normalizeSeed(seedPayload)), ANALYSIS_VERSION)

function fromIndex(text: string): SeedCorpus {
  const read = seedCorpusFromIndex(text, NOW_MS)
  if (read.corpus === null) throw new Error(read.problem)
  return read.corpus
}

/** Everything the ranking and the routes read of an analysed post. */
function analysisOf(entry: AnalyzedPost) {
  return {
    post: entry.post,
    facts: entry.facts,
    words: entry.words,
    terms: entry.terms,
    termSet: [...entry.termSet],
    termEntries: entry.termEntries.map((term) => term.text),
    generation: entry.generation,
    language: entry.language,
    hashtags: entry.hashtags,
    mentions: entry.mentions,
    authorUsername: entry.authorUsername,
    repliedTo: entry.repliedTo,
    createdAtMs: entry.createdAtMs,
    signals: entry.signals,
    fingerprint: entry.fingerprint,
    repeatsOlder: entry.repeatsOlder,
  }
}

const QUERIES = [
  ...seedQueries.queries,
  '',
  'rust -is:retweet',
  '#coffee OR #climate',
  'lang:ja',
  '-rust',
  'is:reply from:ferrowheel',
]

describe('the seed index (the corpus analysed at build time)', () => {
  const analysed = buildSeedCorpus(seedPayload, NOW_MS)
  const indexed = fromIndex(indexText)

  it('holds every seed post exactly as the run-time analysis makes it, in the same order', () => {
    expect(indexed.posts).toHaveLength(analysed.posts.length)
    expect(indexed.posts.length).toBeGreaterThan(700)
    analysed.posts.forEach((entry, at) => {
      expect(analysisOf(indexed.posts[at] as AnalyzedPost)).toEqual(analysisOf(entry))
    })
    expect(indexed.loadedAtMs).toBe(analysed.loadedAtMs)
  })

  it("holds the corpus's statistics as the run-time analysis counts them", () => {
    expect(indexed.stats.documentCount).toBe(analysed.stats.documentCount)
    expect(indexed.stats.averageLength).toBe(analysed.stats.averageLength)
    const counts = analysed.stats.documentFrequency as ReadonlyMap<string, number>
    expect(counts.size).toBeGreaterThan(3000)
    for (const [term, count] of counts) {
      expect([term, indexed.stats.documentFrequency.get(term)]).toEqual([term, count])
    }
    for (const absent of ['', 'zzzqqq', '~', 'ｚ']) {
      expect(indexed.stats.documentFrequency.get(absent)).toBeUndefined()
    }
  })

  it('ranks every seed query and the seed home to the same scores, breakdowns and order', () => {
    const params = { recencyWeight: 1, strictMatch: true, omitRetweets: false, maxResults: 100 }
    const rank = (corpus: SeedCorpus, q: string) => {
      const found = mockSearch(corpus.posts, { ...params, q })
      const context = rankingContext(found.query, params, corpus.stats, corpus.loadedAtMs)
      return rankAll(prepareList(found.posts, found.context), context)
    }
    for (const q of QUERIES) expect([q, rank(indexed, q)]).toEqual([q, rank(analysed, q)])
    const home = (corpus: SeedCorpus) =>
      rankAll(seedList(corpus, 100), rankingContext('', params, corpus.stats, corpus.loadedAtMs))
    expect(home(indexed)).toEqual(home(analysed))
  })

  it('finds with the mock search what the run-time index finds, for any query', () => {
    const parts = ['rust', 'coffee', '#climate', '@ferrowheel', 'from:ferrowheel', 'lang:es']
    const more = ['to:ferrowheel', 'is:reply', '-is:retweet', 'OR', '-coffee', '"edge computing"']
    const query = fc
      .array(fc.constantFrom(...parts, ...more), { maxLength: 5 })
      .map((words) => words.join(' '))
    const ids = (corpus: SeedCorpus, q: string) =>
      mockSearch(corpus.posts, { q, omitRetweets: false, maxResults: 100 }).posts.map(
        (entry) => entry.post.id,
      )
    fc.assert(
      fc.property(query, (q) => {
        expect(ids(indexed, q)).toEqual(ids(analysed, q))
      }),
      { numRuns: 200 },
    )
  })

  it('is refused when another version of the analysis wrote it, or when it is cut short', () => {
    const lines = indexText.split('\n')
    const header = JSON.parse(lines[0] as string)
    const stale = [JSON.stringify({ ...header, version: 'old' }), ...lines.slice(1)].join('\n')
    expect(parseSeedIndex(stale).problem).toMatch(/written by analysis old/)
    expect(parseSeedIndex(lines.slice(0, 100).join('\n')).problem).toMatch(/posts, not/)
    expect(parseSeedIndex('').problem).toMatch(/not JSON/)
    expect(parseSeedIndex('[1]').problem).toMatch(/analysis/)
    expect(parseSeedIndex(indexText).problem).toBeNull()
  })
})

describe('the seed index the build wrote', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('is served beside the corpus, of the analysis this worker runs, and equal to its own', async () => {
    const response = await env.ASSETS.fetch(`https://assets.local${SEED_INDEX_ASSET_PATH}`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(parseSeedIndex(text).problem).toBeNull()
    expect(text).toBe(indexText)
  })
})
