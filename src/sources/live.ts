/**
 * The live source: X's API with the right token. The signed-in user's token (refreshed
 * when needed, one retry after a refusal), else the app bearer token for search, else
 * 401 (or 503 when no way to authenticate is configured at all). Identical calls by the
 * same caller within a minute are answered from KV instead of spending X's rate limit;
 * a call on the app's token, whose limit every visitor shares, is first held to
 * `beforeSharedSpend` (no other site's page, the strict per-client limit).
 */
import type { Context } from 'hono'
import { sha256Hex } from '../auth/crypto'
import type { CurrentSession } from '../auth/current'
import { type AppEnv, configOf } from '../config'
import type { SourcedPost } from '../domain/post'
import { ApiError } from '../http/errors'
import { beforeSharedSpend } from '../http/rate-limit'
import {
  homeTimeline,
  searchRecent,
  type XClientOptions,
  type XPage,
  XUnauthorizedError,
} from './x/client'
import { normalizeResponse } from './x/normalize'

export const LIVE_CACHE_PREFIX = 'live_cache:'
export const LIVE_CACHE_TTL_SECONDS = 60

export interface LivePage {
  posts: SourcedPost[]
  nextCursor: string | null
  cache: { hit: boolean; ageSeconds: number }
}

interface CachedPage {
  storedAtMs: number
  page: XPage
}

type Caller = { kind: 'user'; session: CurrentSession } | { kind: 'app'; token: string }

async function searchCaller(c: Context<AppEnv>): Promise<Caller> {
  const session = await c.var.auth.current()
  if (session) return { kind: 'user', session }
  const config = configOf(c.env)
  if (config.bearerToken) return { kind: 'app', token: config.bearerToken }
  if (config.oauth.clientId) throw new ApiError('not_signed_in', 'Sign in with X to search live.')
  throw new ApiError(
    'not_configured',
    'Live search needs X credentials: an OAuth client (PROVIDER_CLIENT_ID) or an app bearer token (PROVIDER_BEARER_TOKEN).',
  )
}

/** Calls X with the caller's token; a refused user token is refreshed and retried once. */
async function callX<T>(
  c: Context<AppEnv>,
  caller: Caller,
  call: (options: XClientOptions) => Promise<T>,
): Promise<T> {
  const config = configOf(c.env)
  const x = { baseUrl: config.providerApiBaseUrl, timeoutMs: config.providerTimeouts.apiMs }
  if (caller.kind === 'app') {
    await beforeSharedSpend(c)
    try {
      return await call({ ...x, token: caller.token })
    } catch (error) {
      if (error instanceof XUnauthorizedError) {
        throw new ApiError('provider_error', 'X refused the app bearer token.')
      }
      throw error
    }
  }
  const auth = c.var.auth
  try {
    return await call({ ...x, token: await auth.accessToken(caller.session) })
  } catch (error) {
    if (!(error instanceof XUnauthorizedError)) throw error
  }
  try {
    return await call({ ...x, token: await auth.accessToken(caller.session, true) })
  } catch (error) {
    if (!(error instanceof XUnauthorizedError)) throw error
    await auth.end(caller.session)
    throw new ApiError('not_signed_in', 'X no longer accepts this session; sign in again.')
  }
}

/** Calls X as the signed-in user (refreshed when needed, one retry after a refusal). */
export function withUserToken<T>(
  c: Context<AppEnv>,
  session: CurrentSession,
  call: (options: XClientOptions) => Promise<T>,
): Promise<T> {
  return callX(c, { kind: 'user', session }, call)
}

async function cached(
  c: Context<AppEnv>,
  caller: Caller,
  request: Record<string, string | number | undefined>,
  load: () => Promise<XPage>,
): Promise<{ page: XPage; hit: boolean; ageSeconds: number }> {
  const who = caller.kind === 'user' ? `user:${caller.session.row.user.id}` : 'app'
  const key = `${LIVE_CACHE_PREFIX}${sha256Hex(JSON.stringify([who, request]))}`
  const nowMs = Date.now()
  const hit = (await c.env.APP_LOCAL.get<CachedPage>(key, 'json').catch(() => null)) ?? null
  if (
    hit &&
    typeof hit.storedAtMs === 'number' &&
    nowMs - hit.storedAtMs < LIVE_CACHE_TTL_SECONDS * 1000
  ) {
    return { page: hit.page, hit: true, ageSeconds: Math.floor((nowMs - hit.storedAtMs) / 1000) }
  }
  const page = await load()
  const entry: CachedPage = { storedAtMs: nowMs, page }
  c.executionCtx.waitUntil(
    c.env.APP_LOCAL.put(key, JSON.stringify(entry), {
      expirationTtl: LIVE_CACHE_TTL_SECONDS,
    }).catch(() => undefined),
  )
  return { page, hit: false, ageSeconds: 0 }
}

function toLivePage(
  result: { page: XPage; hit: boolean; ageSeconds: number },
  cap: number,
): LivePage {
  return {
    posts: normalizeResponse(result.page.payload, { source: 'live', latestMs: Date.now() }).slice(
      0,
      cap,
    ),
    nextCursor: result.page.nextCursor,
    cache: { hit: result.hit, ageSeconds: result.ageSeconds },
  }
}

export async function liveSearch(
  c: Context<AppEnv>,
  request: { query: string; maxResults: number; cursor?: string | undefined },
): Promise<LivePage> {
  const caller = await searchCaller(c)
  const result = await cached(c, caller, { route: 'search', ...request }, () =>
    callX(c, caller, (options) => searchRecent(options, request)),
  )
  return toLivePage(result, request.maxResults)
}

export async function liveHomeTimeline(
  c: Context<AppEnv>,
  request: { maxResults: number; cursor?: string | undefined },
): Promise<LivePage> {
  const session = await c.var.auth.require()
  const caller: Caller = { kind: 'user', session }
  const userId = session.row.user.id
  const result = await cached(c, caller, { route: 'timeline', ...request }, () =>
    callX(c, caller, (options) => homeTimeline(options, { userId, ...request })),
  )
  return toLivePage(result, request.maxResults)
}

/** Marks a response as served from the live cache or not. */
export function setCacheHeaders(c: Context<AppEnv>, cache: LivePage['cache']): void {
  c.header('x-cache', cache.hit ? 'HIT' : 'MISS')
  c.header('age', String(cache.ageSeconds))
}
