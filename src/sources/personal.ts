/**
 * What a personal For You reads about its reader, in the request: their likes and own posts
 * (for their interests) and whom they muted and blocked, from X with their token; or the demo
 * reader's, over the seed corpus. A signed-in reader's is kept, sealed, beside their session for
 * a few minutes and never longer than it (docs/security.md); it is never logged and never sent
 * to the AI provider.
 */
import type { Context } from 'hono'
import { decryptText, encryptText, sha256Hex } from '../auth/crypto'
import type { CurrentSession } from '../auth/current'
import { LIKES_SCOPE } from '../auth/oauth'
import { interestProfileKey } from '../auth/store'
import type { AppEnv } from '../config'
import { asObject } from '../domain/json'
import type { SourcedPost } from '../domain/post'
import { ApiError } from '../http/errors'
import { type AnalyzedPost, analyzePosts, type CorpusStats } from '../ranking/analysis'
import {
  type InterestCounts,
  type Interests,
  interestQuery,
  readAnalyzed,
  readInterests,
  readPosts,
  weighInterests,
} from '../ranking/interests'
import { mixCandidates } from '../ranking/mix'
import { type PreparedList, prepareList } from '../ranking/rank'
import { liveSearch, withUserToken } from './live'
import { mockSearch } from './mock'
import type { SeedCorpus } from './seed'
import { hiddenAccounts, likedPosts, userPosts } from './x/client'
import { normalizeResponse } from './x/normalize'

/** What the feed knows of its reader. */
export interface Reader {
  /** Their X id (their own posts are not shown to them). */
  id: string
  username: string
  counts: InterestCounts
  /** The posts they liked (not shown to them again). */
  likedIds: string[]
  /** Accounts they muted or blocked. */
  hiddenAuthors: string[]
  /** What could not be read, for the feed's note; null when everything was. */
  missing: string | null
}

export type ReaderResult = { ok: true; reader: Reader } | { ok: false; note: string }

/** How long a reader's interests are kept beside their session. */
export const INTEREST_PROFILE_TTL_SECONDS = 300
/** One page of likes: the newest hundred. */
export const LIKES_READ = 100
/** The reader's own newest posts read. */
export const OWN_POSTS_READ = 20

interface CachedReader {
  version: 1
  storedAtMs: number
  reader: Reader
}

/** Sealed with the key of the session's tokens, bound to this key: it opens for this session only. */
function binding(sessionId: string): string {
  return `interest_profiles:${sha256Hex(sessionId)}`
}

function strings(value: unknown, most: number): string[] | null {
  if (!Array.isArray(value) || value.length > most) return null
  return value.every((entry) => typeof entry === 'string') ? (value as string[]) : null
}

/** A cached reader as it was stored, or null for anything else. */
export function parseCachedReader(raw: unknown, nowMs: number): Reader | null {
  const cached = asObject(raw)
  if (cached?.version !== 1 || typeof cached.storedAtMs !== 'number') return null
  if (nowMs - cached.storedAtMs > INTEREST_PROFILE_TTL_SECONDS * 1000) return null
  const reader = asObject(cached.reader)
  const counts = asObject(reader?.counts)
  if (!reader || !counts) return null
  const likedIds = strings(reader.likedIds, LIKES_READ)
  const hiddenAuthors = strings(reader.hiddenAuthors, 2000)
  const languages = strings(counts.languages, 20)
  if (
    typeof reader.id !== 'string' ||
    typeof reader.username !== 'string' ||
    !likedIds ||
    !hiddenAuthors ||
    !languages ||
    (reader.missing !== null && typeof reader.missing !== 'string') ||
    typeof counts.likes !== 'number' ||
    typeof counts.ownPosts !== 'number' ||
    !Array.isArray(counts.terms) ||
    !Array.isArray(counts.phrases)
  ) {
    return null
  }
  const terms = counts.terms.flatMap((entry) => {
    const term = asObject(entry)
    return term &&
      typeof term.term === 'string' &&
      typeof term.label === 'string' &&
      typeof term.support === 'number'
      ? [{ term: term.term, label: term.label, support: term.support }]
      : []
  })
  const phrases = counts.phrases.flatMap((entry) => {
    const phrase = asObject(entry)
    const words = strings(phrase?.words, 2)
    return phrase && words?.length === 2 && typeof phrase.support === 'number'
      ? [{ words: [words[0], words[1]] as [string, string], support: phrase.support }]
      : []
  })
  return {
    id: reader.id,
    username: reader.username,
    counts: { likes: counts.likes, ownPosts: counts.ownPosts, terms, phrases, languages },
    likedIds,
    hiddenAuthors,
    missing: reader.missing as string | null,
  }
}

async function readCached(c: Context<AppEnv>, session: CurrentSession): Promise<Reader | null> {
  const keys = await c.var.auth.keys()
  if (!keys) return null
  const sealed = await c.env.APP_LOCAL.get(interestProfileKey(session.id)).catch(() => null)
  if (!sealed) return null
  const plain = await decryptText(keys.encryptionKey, sealed, binding(session.id))
  if (!plain) return null
  try {
    return parseCachedReader(JSON.parse(plain), Date.now())
  } catch {
    return null
  }
}

async function storeCached(c: Context<AppEnv>, session: CurrentSession, reader: Reader) {
  const keys = await c.var.auth.keys()
  if (!keys) return
  const entry: CachedReader = { version: 1, storedAtMs: Date.now(), reader }
  const sealed = await encryptText(keys.encryptionKey, JSON.stringify(entry), binding(session.id))
  c.executionCtx.waitUntil(
    c.env.APP_LOCAL.put(interestProfileKey(session.id), sealed, {
      expirationTtl: INTEREST_PROFILE_TTL_SECONDS,
    }).catch(() => undefined),
  )
}

function pagePosts(payload: Record<string, unknown>): SourcedPost[] {
  return normalizeResponse(payload, { source: 'live', latestMs: Date.now() })
}

/** Why something could not be read from X, in words for the reader. */
export function failureReason(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'rate_limited') return "X's rate limit was reached"
    if (error.message.startsWith('X answered 403')) {
      return 'X refused this app (403): sign out and in again to allow it'
    }
    if (error.code === 'not_signed_in') return 'X no longer accepts this session'
    return error.message.replace(/\.$/, '')
  }
  return 'X could not be reached'
}

const NO_LIKES_SCOPE =
  'For You is not personalised: this session may not read your likes (X\'s "like.read" permission; you signed in before it was asked for, or did not allow it). Sign out and in again to personalise it.'

/**
 * The signed-in reader, from the session's cache or from X: their newest likes and own posts,
 * and the accounts they muted and blocked (where the session may read them). Never throws for
 * what X answers: the feed is then served unpersonalised, with the note.
 */
export async function liveReader(
  c: Context<AppEnv>,
  session: CurrentSession,
  stats: CorpusStats,
): Promise<ReaderResult> {
  const scopes = session.row.scopes
  if (!scopes.includes(LIKES_SCOPE)) return { ok: false, note: NO_LIKES_SCOPE }
  const cached = await readCached(c, session)
  if (cached) return { ok: true, reader: cached }
  const userId = session.row.user.id
  const hidden = (list: 'muting' | 'blocking', scope: string) =>
    scopes.includes(scope)
      ? withUserToken(c, session, (options) => hiddenAccounts(options, { userId, list }))
      : Promise.resolve([])
  const [likes, own, muted, blocked] = await Promise.allSettled([
    withUserToken(c, session, (options) => likedPosts(options, { userId, maxResults: LIKES_READ })),
    withUserToken(c, session, (options) =>
      userPosts(options, { userId, maxResults: OWN_POSTS_READ }),
    ),
    hidden('muting', 'mute.read'),
    hidden('blocking', 'block.read'),
  ])
  if (likes.status === 'rejected') {
    return {
      ok: false,
      note: `For You is not personalised: your likes could not be read (${failureReason(likes.reason)}). It is your home timeline, ranked as for everyone; try again in a few minutes.`,
    }
  }
  const liked = pagePosts(likes.value.payload)
  const ownPosts = own.status === 'fulfilled' ? pagePosts(own.value.payload) : []
  const counts = readInterests(readPosts(liked), readPosts(ownPosts), stats)
  if (counts.terms.length === 0) {
    return {
      ok: false,
      note:
        liked.length === 0
          ? 'For You is not personalised: you have no likes yet. Like a few posts and it will be.'
          : 'For You is not personalised: your likes share no words yet to rank by.',
    }
  }
  const hiddenFailed = [muted, blocked].some((result) => result.status === 'rejected')
  const reader: Reader = {
    id: userId,
    username: session.row.user.username,
    counts,
    likedIds: liked.map((post) => post.post.id),
    hiddenAuthors: [muted, blocked].flatMap((result) =>
      result.status === 'fulfilled' ? result.value : [],
    ),
    missing: hiddenFailed
      ? 'The accounts you muted or blocked could not be read from X; their posts may show.'
      : null,
  }
  await storeCached(c, session, reader)
  return { ok: true, reader }
}

/** The demo reader of the seed home (`likes=demo`): the local X emulator's `@local_reader`. */
export const DEMO_READER = { id: '1500000000000000001', username: 'local_reader' }

export interface DemoReaderFile {
  likes: string[]
  posts: unknown[]
  muted: string[]
  blocked: string[]
}

const demoReaders = new WeakMap<SeedCorpus, Reader>()

/** The demo reader: their likes (seed posts) and own posts, read once per corpus. */
export function demoReader(corpus: SeedCorpus, file: DemoReaderFile): Reader {
  let reader = demoReaders.get(corpus)
  if (!reader) {
    const byId = new Map(corpus.posts.map((post) => [post.post.id, post]))
    const liked = file.likes.flatMap((id) => {
      const post = byId.get(id)
      return post ? [post] : []
    })
    const own: SourcedPost[] = normalizeResponse(
      {
        data: file.posts,
        includes: { users: [{ ...DEMO_READER, name: 'Local Reader' }] },
      },
      { source: 'seed', latestMs: corpus.loadedAtMs },
    )
    reader = {
      ...DEMO_READER,
      counts: readInterests(liked.map(readAnalyzed), readPosts(own), corpus.stats),
      likedIds: liked.map((post) => post.post.id),
      hiddenAuthors: [...file.muted, ...file.blocked],
      missing: null,
    }
    demoReaders.set(corpus, reader)
  }
  return reader
}

/** A personal feed, ready to rank: the mixed candidates, the weighed interests, the outsiders. */
export interface PersonalFeed {
  list: PreparedList
  interests: Interests
  outOfNetwork: ReadonlySet<string>
}

/** The network's posts and the found ones mixed (ranking/mix.ts), the interests weighed on them. */
export function personalFeed(
  network: readonly AnalyzedPost[],
  found: readonly AnalyzedPost[],
  reader: Reader,
  maxResults: number,
  stats: CorpusStats,
): PersonalFeed {
  const mixed = mixCandidates(network, found, {
    maxResults,
    readerId: reader.id,
    hiddenAuthors: new Set(reader.hiddenAuthors),
    likedIds: new Set(reader.likedIds),
  })
  const list = prepareList(mixed.posts)
  return {
    list,
    interests: weighInterests(reader.counts, list.context, stats),
    outOfNetwork: mixed.outOfNetwork,
  }
}

/** Posts outside the signed-in reader's network: one page of recent search for their interests. */
export async function liveOutOfNetwork(
  c: Context<AppEnv>,
  reader: Reader,
  maxResults: number,
): Promise<{ posts: AnalyzedPost[]; note: string | null }> {
  const query = interestQuery(reader.counts, reader.username)
  if (query === null) return { posts: [], note: null }
  try {
    // Twice the feed's size: the search finds posts the reader liked, and those are left out.
    const page = await liveSearch(c, { query, maxResults: Math.min(100, 2 * maxResults) })
    return { posts: analyzePosts(page.posts), note: null }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not_signed_in') throw error
    return {
      posts: [],
      note: `Posts from outside your network could not be found (${failureReason(error)}): this feed holds only your home timeline, ranked by your interests.`,
    }
  }
}

/** Posts outside the demo reader's network: the mock source's search of the seed for their interests. */
export function seedOutOfNetwork(
  corpus: SeedCorpus,
  reader: Reader,
  maxResults: number,
): AnalyzedPost[] {
  const query = interestQuery(reader.counts, reader.username)
  if (query === null) return []
  return mockSearch(corpus.posts, {
    q: query,
    maxResults: Math.min(100, 2 * maxResults),
    omitRetweets: false,
  }).posts
}
