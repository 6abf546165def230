/**
 * AI batches: trending posts, posts about one topic, live sessions. Each is one structured
 * answer from the AI provider (client.ts), checked (schema.ts), and for posts turned into an
 * X API v2 payload and put through the one normaliser, so AI posts are Posts like any other
 * (`source: "ai"`). Batches are kept in KV for a few minutes per (kind, topic, count, model,
 * X search), so repeated requests do not spend AI tokens.
 */
import { sha256Hex } from '../../auth/crypto'
import { type Bindings, configOf } from '../../config'
import type { SourcedPost } from '../../domain/post'
import { topicKey } from '../../domain/topic'
import { ApiError } from '../../http/errors'
import { normalizeResponse } from '../x/normalize'
import { askAi } from './client'
import {
  postsInstructions,
  sessionsInstructions,
  sessionsPrompt,
  topicPrompt,
  trendingPrompt,
} from './prompts'
import {
  aiId,
  type Checked,
  checkPosts,
  checkSessions,
  POSTS_SCHEMA,
  SESSIONS_SCHEMA,
  type ValidPost,
  type ValidSession,
} from './schema'

export const AI_BATCH_PREFIX = 'ai_batches:'
export const AI_BATCH_TTL_SECONDS = 300
export const LIVE_SESSIONS_COUNT = 10

/** What a batch needs from the request or the scheduled event that asks for it. */
export interface AiDeps {
  env: Bindings
  waitUntil(promise: Promise<unknown>): void
}

export interface PostBatch {
  generatedAt: string
  model: string
  posts: SourcedPost[]
}

export interface SessionBatch {
  generatedAt: string
  model: string
  sessions: ValidSession[]
}

export interface CacheState {
  hit: boolean
  ageSeconds: number
}

export interface Cached<T> {
  value: T
  cache: CacheState
}

interface CacheEntry<T> {
  storedAtMs: number
  value: T
}

async function cached<T>(
  deps: AiDeps,
  request: Array<string | number | boolean>,
  load: () => Promise<T>,
): Promise<Cached<T>> {
  const ai = configOf(deps.env).ai
  if (!ai.apiKey) {
    throw new ApiError('not_configured', 'AI features need an AI provider key (AI_API_KEY).')
  }
  const kind = String(request[0])
  const key = `${AI_BATCH_PREFIX}${kind}:${sha256Hex(JSON.stringify([...request, ai.model, ai.xSearch]))}`
  const kv = deps.env.APP_LOCAL
  const nowMs = Date.now()
  const entry = await kv.get<CacheEntry<T>>(key, 'json').catch(() => null)
  if (
    entry &&
    typeof entry.storedAtMs === 'number' &&
    nowMs - entry.storedAtMs >= 0 &&
    nowMs - entry.storedAtMs < AI_BATCH_TTL_SECONDS * 1000
  ) {
    const ageSeconds = Math.floor((nowMs - entry.storedAtMs) / 1000)
    return { value: entry.value, cache: { hit: true, ageSeconds } }
  }
  const value = await load()
  const stored: CacheEntry<T> = { storedAtMs: nowMs, value }
  deps.waitUntil(
    kv
      .put(key, JSON.stringify(stored), { expirationTtl: AI_BATCH_TTL_SECONDS })
      .catch(() => undefined),
  )
  return { value, cache: { hit: false, ageSeconds: 0 } }
}

/** The items of a checked answer; `about` names the batch in the log (its topic key). */
function accept<T>(checked: Checked<T>, kind: string, about: { topic?: string } = {}): T[] {
  if (!checked.ok) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'ai_answer_unusable',
        kind,
        ...about,
        reason: checked.reason,
      }),
    )
    throw new ApiError('provider_error', 'The AI provider answered with something we cannot use.')
  }
  if (checked.dropped > 0) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'ai_items_dropped',
        kind,
        ...about,
        dropped: checked.dropped,
      }),
    )
  }
  return checked.items
}

/** An X search for the post's words: where to look for a post the provider did not cite. */
function searchUrl(text: string): string {
  const words = [...text.replace(/\s+/gu, ' ')].slice(0, 100).join('')
  return `https://x.com/search?q=${encodeURIComponent(words)}&f=live`
}

/** The checked posts as an X API v2 search response. Pure. */
export function toXPayload(posts: readonly ValidPost[]): Record<string, unknown> {
  const users = new Map<string, Record<string, unknown>>()
  const data = posts.map((post) => {
    const authorId = aiId(`user:${post.username.toLowerCase()}`)
    if (!users.has(authorId)) {
      users.set(authorId, {
        id: authorId,
        username: post.username,
        name: post.name,
        verified: post.verified,
        public_metrics: { followers_count: post.followers },
      })
    }
    return {
      id: post.id,
      text: post.text,
      author_id: authorId,
      created_at: post.createdAt,
      lang: post.lang,
      public_metrics: {
        like_count: post.likes,
        retweet_count: post.reposts,
        reply_count: post.replies,
        quote_count: post.quotes,
        bookmark_count: post.bookmarks,
        impression_count: post.impressions,
      },
    }
  })
  return { data, includes: { users: [...users.values()] }, meta: { result_count: data.length } }
}

/** Checked posts through the one normaliser, with cited permalinks as their URLs. Pure. */
export function toSourcedPosts(posts: readonly ValidPost[]): SourcedPost[] {
  const permalinks = new Map(posts.map((post) => [post.id, post.permalink]))
  return normalizeResponse(toXPayload(posts), {
    source: 'ai',
    latestMs: Number.POSITIVE_INFINITY,
  }).map(({ post, facts }) => ({
    post: { ...post, url: permalinks.get(post.id) ?? searchUrl(post.text) },
    facts,
  }))
}

async function postBatch(
  deps: AiDeps,
  kind: 'trending' | 'topic',
  prompt: string,
  count: number,
  about: { topic?: string } = {},
): Promise<PostBatch> {
  const ai = configOf(deps.env).ai
  const answer = await askAi(ai, {
    formatName: kind === 'trending' ? 'trending_posts' : 'topic_posts',
    schema: POSTS_SCHEMA,
    instructions: postsInstructions(ai.xSearch),
    prompt,
  })
  const nowMs = Date.now()
  const posts = accept(checkPosts(answer.output, answer.citations, count, nowMs), kind, about)
  return {
    generatedAt: new Date(nowMs).toISOString(),
    model: answer.model,
    posts: toSourcedPosts(posts),
  }
}

/** Up to `count` posts most discussed on X now. */
export function trendingBatch(deps: AiDeps, count: number): Promise<Cached<PostBatch>> {
  return cached(deps, ['trending', count], () =>
    postBatch(deps, 'trending', trendingPrompt(count), count),
  )
}

/** Up to `count` recent posts about `topic` (already trimmed and checked). */
export function topicBatch(deps: AiDeps, topic: string, count: number): Promise<Cached<PostBatch>> {
  const key = topicKey(topic)
  return cached(deps, ['topic', key, count], () =>
    postBatch(deps, 'topic', topicPrompt(topic, count), count, { topic: key }),
  )
}

/** Live and upcoming X Spaces and broadcasts. */
export function liveSessionsBatch(deps: AiDeps): Promise<Cached<SessionBatch>> {
  const count = LIVE_SESSIONS_COUNT
  return cached(deps, ['live_sessions', count], async () => {
    const ai = configOf(deps.env).ai
    const answer = await askAi(ai, {
      formatName: 'live_sessions',
      schema: SESSIONS_SCHEMA,
      instructions: sessionsInstructions(ai.xSearch),
      prompt: sessionsPrompt(count),
    })
    const nowMs = Date.now()
    const checked = checkSessions(answer.output, answer.citations, count, nowMs)
    return {
      generatedAt: new Date(nowMs).toISOString(),
      model: answer.model,
      sessions: accept(checked, 'live_sessions'),
    }
  })
}
