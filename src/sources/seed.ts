/**
 * The bundled seed corpus (seed/posts.json, served by the assets binding at
 * /seed/posts.json, with its pictures at /seed/media/…). Loaded lazily, once per isolate, from the
 * index the build made of it (/seed/index.jsonl, seed-index.ts): the posts as analysed then, those
 * that repeat an older one word for word marked (`markVerbatimCopies`). Without a usable index,
 * the raw file is fetched and analysed here instead, to the same corpus.
 */
import type { SourcedPost } from '../domain/post'
import {
  type AnalyzedPost,
  analyzePosts,
  type CorpusStats,
  compareNewestFirst,
  computeCorpusStats,
} from '../ranking/analysis'
import { type PreparedList, prepareList } from '../ranking/rank'
import { markVerbatimCopies } from '../ranking/signals/later-copy'
import { adoptCorpusIndex } from './mock'
import { parseSeedIndex, readSeedIndex, SEED_INDEX_ASSET_PATH } from './seed-index'
import { normalizeResponse } from './x/normalize'

export const SEED_ASSET_PATH = '/seed/posts.json'

export interface SeedCorpus {
  /**
   * Newest first; timestamps re-based so the newest post is the load time. Frozen: the
   * mock search indexes it once (src/sources/mock.ts).
   */
  posts: readonly AnalyzedPost[]
  stats: CorpusStats
  loadedAtMs: number
}

/** Shifts every timestamp by the same amount so the newest post is at `nowMs`. Pure. */
export function rebaseTimestamps(posts: SourcedPost[], nowMs: number): SourcedPost[] {
  let newest = Number.NEGATIVE_INFINITY
  for (const { post } of posts) newest = Math.max(newest, Date.parse(post.createdAt))
  if (!Number.isFinite(newest)) return posts
  const shift = nowMs - newest
  return posts.map(({ post, facts }) => ({
    post: { ...post, createdAt: new Date(Date.parse(post.createdAt) + shift).toISOString() },
    facts,
  }))
}

/** The raw file's posts, normalised as the seed's, their timestamps as the file has them. */
export function normalizeSeed(payload: unknown): SourcedPost[] {
  return normalizeResponse(payload, {
    source: 'seed',
    latestMs: Number.POSITIVE_INFINITY,
    // The seed's pictures are the worker's own static assets (seed/media/).
    shippedMedia: true,
  })
}

/**
 * The seed's posts analysed as a corpus: newest first, those that repeat an older one word for
 * word marked. What the build keeps in the seed index (seed-index.ts).
 */
export function analyzeSeed(posts: readonly SourcedPost[]): AnalyzedPost[] {
  const analyzed = analyzePosts(posts).sort(compareNewestFirst)
  markVerbatimCopies(analyzed)
  return analyzed
}

function corpusOf(analyzed: AnalyzedPost[], nowMs: number): SeedCorpus {
  const posts = Object.freeze(analyzed)
  return { posts, stats: computeCorpusStats(posts), loadedAtMs: nowMs }
}

/** Builds the corpus from the raw file, analysing every post. Pure but for the clock passed in. */
export function buildSeedCorpus(payload: unknown, nowMs: number): SeedCorpus {
  return corpusOf(analyzeSeed(rebaseTimestamps(normalizeSeed(payload), nowMs)), nowMs)
}

/**
 * The same corpus from the seed index's text, without analysing a post (seed-index.ts); null
 * when the index is not one this worker can read, with why.
 */
export function seedCorpusFromIndex(
  text: string,
  nowMs: number,
): { corpus: SeedCorpus; problem: null } | { corpus: null; problem: string } {
  const parsed = parseSeedIndex(text)
  if (parsed.index === null) return { corpus: null, problem: parsed.problem }
  const read = readSeedIndex(parsed.index, nowMs)
  const posts = Object.freeze(read.posts)
  adoptCorpusIndex(posts, parsed.index.search)
  return { corpus: { posts, stats: read.stats, loadedAtMs: nowMs }, problem: null }
}

let loaded: SeedCorpus | undefined

async function fetchSeed(assets: Fetcher): Promise<SeedCorpus> {
  const fromIndex = await fetchSeedIndex(assets)
  if (fromIndex) return fromIndex
  const response = await assets.fetch(`https://assets.local${SEED_ASSET_PATH}`)
  if (!response.ok) throw new Error(`seed corpus unavailable: assets answered ${response.status}`)
  return buildSeedCorpus(await response.json(), Date.now())
}

/**
 * The corpus from the build's index, or undefined (with one warning line) when the index is
 * missing, unreadable or of another version of the analysis: the corpus is then analysed here.
 */
async function fetchSeedIndex(assets: Fetcher): Promise<SeedCorpus | undefined> {
  let problem: string
  try {
    const response = await assets.fetch(`https://assets.local${SEED_INDEX_ASSET_PATH}`)
    if (response.ok) {
      const read = seedCorpusFromIndex(await response.text(), Date.now())
      if (read.corpus) return read.corpus
      problem = read.problem
    } else {
      await response.body?.cancel()
      problem = `assets answered ${response.status}`
    }
  } catch (error) {
    problem = error instanceof Error ? error.message : String(error)
  }
  console.warn(
    JSON.stringify({
      level: 'warn',
      event: 'seed_index_unused',
      reason: problem,
      fallback:
        'the seed corpus is analysed in this isolate (npm run build:client writes the index)',
    }),
  )
  return undefined
}

/**
 * The seed corpus of this isolate, loaded on first use; a failed load is retried next
 * time. Only the loaded corpus is shared, never a pending load: Workers cancel a
 * request's I/O when it ends, so a load begun by a request that failed fast would never
 * settle for the requests waiting on it.
 */
export async function loadSeedCorpus(assets: Fetcher): Promise<SeedCorpus> {
  if (loaded) return loaded
  const corpus = await fetchSeed(assets)
  loaded ??= corpus
  return loaded
}

const seedLists = new WeakMap<SeedCorpus, Map<number, PreparedList>>()

/** The seed home's largest page: its list-level rules read this many posts, whatever it shows. */
export const SEED_HOME_CONTEXT = 100

/**
 * For You's seed home: the corpus's first `count` posts, ordered, with their authors' ordinals
 * and (once a profile asks) their list signals, read over the first SEED_HOME_CONTEXT posts so
 * that no post's breakdown depends on `count`; the same for every request of that length. A count
 * is a clamped maxResults (5 to 100), so an isolate keeps at most 96 lists.
 */
export function seedList(corpus: SeedCorpus, count: number): PreparedList {
  let lists = seedLists.get(corpus)
  if (!lists) {
    lists = new Map()
    seedLists.set(corpus, lists)
  }
  let list = lists.get(count)
  if (!list) {
    list = prepareList(
      corpus.posts.slice(0, count),
      corpus.posts.slice(0, Math.max(count, SEED_HOME_CONTEXT)),
    )
    lists.set(count, list)
  }
  return list
}
