/**
 * The bundled seed corpus (seed/posts.json, served by the assets binding at
 * /seed/posts.json, with its pictures at /seed/media/…). Fetched lazily, parsed, normalised and
 * analysed once per isolate; its posts that repeat an older one of it word for word are marked
 * then (`markVerbatimCopies`).
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

/** Builds the corpus from the raw file. Pure but for the clock passed in. */
export function buildSeedCorpus(payload: unknown, nowMs: number): SeedCorpus {
  const normalized = rebaseTimestamps(
    normalizeResponse(payload, {
      source: 'seed',
      latestMs: Number.POSITIVE_INFINITY,
      // The seed's pictures are the worker's own static assets (seed/media/).
      shippedMedia: true,
    }),
    nowMs,
  )
  const analyzed = analyzePosts(normalized).sort(compareNewestFirst)
  markVerbatimCopies(analyzed)
  const posts = Object.freeze(analyzed)
  return { posts, stats: computeCorpusStats(posts), loadedAtMs: nowMs }
}

let loaded: SeedCorpus | undefined

async function fetchSeed(assets: Fetcher): Promise<SeedCorpus> {
  const response = await assets.fetch(`https://assets.local${SEED_ASSET_PATH}`)
  if (!response.ok) throw new Error(`seed corpus unavailable: assets answered ${response.status}`)
  return buildSeedCorpus(await response.json(), Date.now())
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
