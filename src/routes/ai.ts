/** AI batches: trending posts, one topic's posts (optionally stored), live sessions. */
import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../config'
import type { SourcedPost } from '../domain/post'
import { topicKey } from '../domain/topic'
import { TopicBatchQuery, TrendingQuery } from '../http/params'
import {
  AiPostsResponse,
  cacheHeaders,
  errorResponses,
  LiveSessionsResponse,
  TopicBatchResponse,
} from '../http/schemas'
import { storeRequestedBatch } from '../ingest/canonical'
import { analyzePosts } from '../ranking/analysis'
import { rankingContext } from '../ranking/context'
import type { ProfileName } from '../ranking/profiles'
import { rankPosts } from '../ranking/rank'
import {
  AI_BATCH_TTL_SECONDS,
  type AiDeps,
  liveSessionsBatch,
  topicBatch,
  trendingBatch,
} from '../sources/ai/batches'
import { setCacheHeaders } from '../sources/live'
import { loadSeedCorpus } from '../sources/seed'

/** What `x-cache: HIT` means for an AI batch. */
export const AI_CACHE_HIT = `HIT when the same batch was generated in the last ${AI_BATCH_TTL_SECONDS / 60} minutes and reused.`

const cacheHeader = cacheHeaders(AI_CACHE_HIT)

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  headers: cacheHeader,
  content: { 'application/json': { schema } },
})

const AI_ERRORS = errorResponses(403, 502, 503)

const trendingRoute = createRoute({
  method: 'get',
  path: '/api/ai/trending-tweets',
  summary: 'A batch of posts most discussed on X now, found by the AI provider, ranked',
  description:
    'Asks the AI provider (with X search unless `AI_X_SEARCH=false`) for `count` posts, checks its answer, normalises the posts like any other source (`source: "ai"`) and ranks them with an empty query. Cited posts link to their permalink; uncited ones to an X search for their text. Batches are reused for 5 minutes (`x-cache`). 503 without an AI key.',
  request: { query: TrendingQuery },
  responses: { 200: json(AiPostsResponse, 'The ranked batch'), ...AI_ERRORS },
})

const topicRoute = createRoute({
  method: 'get',
  path: '/api/ai/topic-feed/batch',
  summary: 'A batch of recent posts about one topic, found by the AI provider, ranked',
  description:
    'Like trending-tweets, about `topic`, ranked with the topic as the query. With `ingest=1` the batch is also stored as canonical posts of the topic (at most 420 kept per topic) with the effective `{recencyWeight, strictMatch, maxResults}` of the request (`maxResults` being the effective `count`); `ingested` says how many. Topics are stored case-folded.',
  request: { query: TopicBatchQuery },
  responses: { 200: json(TopicBatchResponse, 'The ranked batch'), ...AI_ERRORS },
})

const liveSessionsRoute = createRoute({
  method: 'get',
  path: '/api/ai/live-sessions',
  summary: 'Live and upcoming X Spaces and broadcasts, found by the AI provider',
  description:
    'Up to 10 sessions: live ones first, the most listened to first, then scheduled ones, the soonest first. A session still scheduled an hour after its planned start is left out as over. `url` is the Space or broadcast when the provider cited it, else the host profile. Reused for 5 minutes (`x-cache`). 503 without an AI key.',
  responses: {
    200: json(LiveSessionsResponse, 'The sessions'),
    ...AI_ERRORS,
  },
})

/** What a batch needs from the request: bindings and a way to finish work after answering. */
export function aiDeps(c: Context<AppEnv>): AiDeps {
  return {
    env: c.env,
    waitUntil: (promise) => {
      try {
        c.executionCtx.waitUntil(promise)
      } catch {
        // no execution context (a direct app.request): the promise still runs
      }
    },
  }
}

/** AI posts ranked like every other source. */
export async function rankAiPosts(
  c: Context<AppEnv>,
  posts: readonly SourcedPost[],
  options: { query: string; mode: ProfileName; recencyWeight: number; strictMatch: boolean },
) {
  const corpus = await loadSeedCorpus(c.env.ASSETS)
  return rankPosts(
    analyzePosts(posts),
    options.mode,
    rankingContext(options.query, options, corpus.stats),
  )
}

export const aiRoutes = new OpenAPIHono<AppEnv>()
  .openapi(trendingRoute, async (c) => {
    const input = c.req.valid('query')
    const { value, cache } = await trendingBatch(aiDeps(c), input.count)
    setCacheHeaders(c, cache)
    const posts = await rankAiPosts(c, value.posts, { query: '', ...input })
    const params = {
      count: input.count,
      recencyWeight: input.recencyWeight,
      strictMatch: input.strictMatch,
    }
    return c.json(
      { generatedAt: value.generatedAt, model: value.model, params, mode: input.mode, posts },
      200,
    )
  })
  .openapi(topicRoute, async (c) => {
    const input = c.req.valid('query')
    const { value, cache } = await topicBatch(aiDeps(c), input.topic, input.count)
    setCacheHeaders(c, cache)
    const params = {
      count: input.count,
      recencyWeight: input.recencyWeight,
      strictMatch: input.strictMatch,
    }
    const ingested = input.ingest
      ? await storeRequestedBatch(
          c.env.DB,
          topicKey(input.topic),
          value.posts.map((sourced) => sourced.post),
          {
            recencyWeight: params.recencyWeight,
            strictMatch: params.strictMatch,
            maxResults: params.count,
          },
          Date.now(),
        )
      : 0
    const posts = await rankAiPosts(c, value.posts, { query: input.topic, ...input })
    return c.json(
      {
        topic: input.topic,
        generatedAt: value.generatedAt,
        model: value.model,
        params,
        mode: input.mode,
        posts,
        ingested,
      },
      200,
    )
  })
  .openapi(liveSessionsRoute, async (c) => {
    const { value, cache } = await liveSessionsBatch(aiDeps(c))
    setCacheHeaders(c, cache)
    return c.json({ generatedAt: value.generatedAt, sessions: value.sessions }, 200)
  })
