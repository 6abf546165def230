/** The raw provider routes: who am I at X, the home timeline, recent search (not ranked). */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import type { AppEnv } from '../config'
import {
  effectiveMaxResults,
  HomeTimelineQuery,
  RESULT_RANGES,
  RecentSearchQuery,
} from '../http/params'
import {
  cacheHeaders,
  errorResponses,
  LIVE_CACHE_HIT,
  liveErrorResponses,
  PostSchema,
} from '../http/schemas'
import { liveHomeTimeline, liveSearch, setCacheHeaders, withUserToken } from '../sources/live'
import { getMe } from '../sources/x/client'
import { liveQuery } from './feed'

const PostPage = z
  .object({ posts: z.array(PostSchema), nextCursor: z.string().nullable() })
  .openapi('PostPage')

const page = (description: string) => ({
  description,
  headers: cacheHeaders(LIVE_CACHE_HIT),
  content: { 'application/json': { schema: PostPage } },
})

const socialMeRoute = createRoute({
  method: 'get',
  path: '/api/social/me',
  summary: 'The signed-in user, as X reports it now',
  responses: {
    200: {
      description: 'The user',
      content: {
        'application/json': {
          schema: z.object({
            user: z.object({
              id: z.string(),
              username: z.string(),
              name: z.string(),
              avatarUrl: z.string(),
            }),
          }),
        },
      },
    },
    ...errorResponses(401, 502),
  },
})

const homeTimelineRoute = createRoute({
  method: 'get',
  path: '/api/social/home-timeline',
  summary: "The signed-in user's home timeline, newest first (maxResults 1..100, default 20)",
  request: { query: HomeTimelineQuery },
  responses: { 200: page('One page of posts'), ...liveErrorResponses(401, 502) },
})

const recentSearchRoute = createRoute({
  method: 'get',
  path: '/api/social/recent-search',
  summary: 'X recent search, newest first (maxResults 10..100, default 10)',
  request: { query: RecentSearchQuery },
  responses: {
    200: page('One page of posts'),
    ...liveErrorResponses(401, 403, 502, 503),
  },
})

export const socialRoutes = new OpenAPIHono<AppEnv>()
  .openapi(socialMeRoute, async (c) => {
    const session = await c.var.auth.require()
    return c.json({ user: await withUserToken(c, session, getMe) }, 200)
  })
  .openapi(homeTimelineRoute, async (c) => {
    const input = c.req.valid('query')
    const result = await liveHomeTimeline(c, {
      maxResults: effectiveMaxResults(input.maxResults, RESULT_RANGES.homeTimeline),
      cursor: input.cursor,
    })
    setCacheHeaders(c, result.cache)
    return c.json(
      { posts: result.posts.map((entry) => entry.post), nextCursor: result.nextCursor },
      200,
    )
  })
  .openapi(recentSearchRoute, async (c) => {
    const input = c.req.valid('query')
    const result = await liveSearch(c, {
      query: liveQuery({ q: input.q, omitRetweets: input.omitRetweets }),
      maxResults: effectiveMaxResults(input.maxResults, RESULT_RANGES.recentSearch),
      cursor: input.cursor,
    })
    setCacheHeaders(c, result.cache)
    return c.json(
      { posts: result.posts.map((entry) => entry.post), nextCursor: result.nextCursor },
      200,
    )
  })
