/**
 * The X API v2 client: one typed module over `fetch`, base URL from configuration.
 * Errors are mapped to the API's error codes (docs/api.md) here, once: 429 → `rate_limited`
 * with Retry-After from `x-rate-limit-reset` or X's own Retry-After; 401 →
 * XUnauthorizedError (the caller refreshes once, then answers `not_signed_in`); a 400 that
 * refuses a parameter the caller gave us (the search query, a cursor) → `bad_request` naming
 * it, with X's reason cleaned up; 5xx, other 4xx, time-outs, non-JSON, schema-breaking and
 * oversized bodies → `provider_error`, without echoing X's body.
 */
import { X_DEFAULTS } from '../../config'
import { MIB, readProviderText, readTextWithin } from '../../http/body'
import { ApiError } from '../../http/errors'
import { fetchWithTimeout, TimeoutError } from '../../http/fetch'
import { parameterMessage } from '../../http/params'
import { providerRateLimited } from '../../http/retry-after'
import { refusalsOf, safeReason } from './problems'

/**
 * A page of 100 posts with every expansion is typically a few hundred KiB, several MiB only
 * when most are long posts (`note_tweet`, up to 25,000 characters). Past this the answer is
 * refused before it can exhaust the isolate's memory or outgrow a KV value (the live cache).
 */
export const X_MAX_BODY_BYTES = 8 * MIB

export const TWEET_FIELDS =
  'created_at,author_id,lang,public_metrics,entities,referenced_tweets,attachments,note_tweet,conversation_id'
export const EXPANSIONS =
  'author_id,attachments.media_keys,referenced_tweets.id,referenced_tweets.id.author_id'
export const USER_FIELDS = 'name,username,profile_image_url,verified,public_metrics'
export const MEDIA_FIELDS =
  'media_key,type,url,preview_image_url,width,height,alt_text,variants,duration_ms'

/** The access token was refused: refresh once and retry, then the session is over. */
export class XUnauthorizedError extends Error {
  constructor() {
    super('X refused the access token')
    this.name = 'XUnauthorizedError'
  }
}

export interface XClientOptions {
  baseUrl: string
  token: string
  /** How long one call may take, body included (PROVIDER_TIMEOUT_MS; 8 s unless told). */
  timeoutMs?: number
  nowMs?: () => number
}

/** Retry-After when X's 429 says neither when its window resets nor how long to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60

/**
 * The request parameters that come from our caller, by X's name: a 400 refusing one of them
 * is the caller's `bad_request`, naming our parameter. `unnamed`: ours to blame when X's
 * 400 names no parameter. A 400 about any other parameter is our own bug: `provider_error`.
 */
export interface CallerParameters {
  byXName: Record<string, string>
  unnamed?: string
}

const MAX_ERROR_BODY_BYTES = 64 * 1024

/** What a deployer can do about an answer that is X's refusal, not its failure. */
const HINTS: Readonly<Partial<Record<number, string>>> = {
  402: ' (payment required): check the plan or credits of the X app.',
  403: " (forbidden): check the X app's access level and the token's scopes.",
}

/** The `bad_request` for a 400 that refuses a caller's parameter, else `provider_error`. */
async function refusedRequest(response: Response, caller: CallerParameters): Promise<ApiError> {
  let body: unknown = null
  try {
    body = JSON.parse(await readTextWithin(response, MAX_ERROR_BODY_BYTES))
  } catch {
    // An unreadable 400 still refuses the request; it just names no parameter.
  }
  const refusals = refusalsOf(body)
  if (refusals.length === 0) refusals.push({ parameter: null, reason: '' })
  for (const { parameter, reason } of refusals) {
    const ours =
      parameter === null
        ? caller.unnamed
        : Object.hasOwn(caller.byXName, parameter)
          ? caller.byXName[parameter]
          : undefined
    if (ours === undefined) continue
    const why = safeReason(reason)
    return new ApiError(
      'bad_request',
      parameterMessage(
        ours,
        `was refused by X${why ? `: ${/[.!?]$/.test(why) ? why : `${why}.`}` : '.'}`,
      ),
    )
  }
  return new ApiError('provider_error', 'X answered 400.')
}

/** GETs an X API path and returns the parsed JSON object, or throws a mapped error. */
export async function xGet(
  options: XClientOptions,
  path: string,
  params: Record<string, string | undefined>,
  caller: CallerParameters = { byXName: {} },
): Promise<Record<string, unknown>> {
  const url = new URL(`${options.baseUrl}${path}`)
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, value)
  }
  let response: Response
  try {
    response = await fetchWithTimeout(
      url,
      { headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' } },
      options.timeoutMs ?? X_DEFAULTS.apiTimeoutMs,
      `X ${path}`,
    )
  } catch (error) {
    const why = error instanceof TimeoutError ? 'did not answer in time' : 'could not be reached'
    throw new ApiError('provider_error', `X ${why}.`)
  }
  if (response.status === 429) {
    const nowMs = options.nowMs?.() ?? Date.now()
    throw await providerRateLimited('X', response, DEFAULT_RETRY_AFTER_SECONDS, nowMs)
  }
  if (response.status === 401) {
    await response.body?.cancel()
    throw new XUnauthorizedError()
  }
  if (response.status === 400) throw await refusedRequest(response, caller)
  if (!response.ok) {
    await response.body?.cancel()
    throw new ApiError(
      'provider_error',
      `X answered ${response.status}${HINTS[response.status] ?? '.'}`,
    )
  }
  const raw = await readProviderText(response, X_MAX_BODY_BYTES, 'X')
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    throw new ApiError('provider_error', 'X answered with something that is not JSON.')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('provider_error', 'X answered with an unexpected shape.')
  }
  const record = body as Record<string, unknown>
  const data = record.data
  if (data !== undefined && (typeof data !== 'object' || data === null)) {
    throw new ApiError('provider_error', 'X answered with an unexpected shape.')
  }
  if (
    record.includes !== undefined &&
    (typeof record.includes !== 'object' || record.includes === null)
  ) {
    throw new ApiError('provider_error', 'X answered with an unexpected shape.')
  }
  return record
}

export interface XUser {
  id: string
  username: string
  name: string
  avatarUrl: string
}

/** `GET /2/users/me`: the signed-in user (user tokens only). */
export async function getMe(options: XClientOptions): Promise<XUser> {
  const body = await xGet(options, '/2/users/me', { 'user.fields': USER_FIELDS })
  const data = body.data as Record<string, unknown> | undefined
  const id = typeof data?.id === 'string' ? data.id : ''
  const username = typeof data?.username === 'string' ? data.username : ''
  if (!id || !/^[A-Za-z0-9_]{1,50}$/.test(username)) {
    throw new ApiError('provider_error', 'X answered with an unexpected shape.')
  }
  const avatar = typeof data?.profile_image_url === 'string' ? data.profile_image_url : ''
  return {
    id,
    username,
    name: typeof data?.name === 'string' ? data.name.slice(0, 100) : username,
    avatarUrl: avatar.startsWith('https://') ? avatar : '',
  }
}

export interface XPage {
  payload: Record<string, unknown>
  nextCursor: string | null
}

function nextToken(payload: Record<string, unknown>): string | null {
  const meta = payload.meta
  if (typeof meta !== 'object' || meta === null) return null
  const token = (meta as Record<string, unknown>).next_token
  return typeof token === 'string' && token.length > 0 ? token : null
}

const POST_PARAMS = {
  'tweet.fields': TWEET_FIELDS,
  expansions: EXPANSIONS,
  'user.fields': USER_FIELDS,
  'media.fields': MEDIA_FIELDS,
}

/** X recent search takes `max_results` 10..100. Pure. */
export function searchPageSize(cap: number): number {
  return Math.min(100, Math.max(10, Math.trunc(cap)))
}

/** X's home timeline takes `max_results` 1..100. Pure. */
export function timelinePageSize(cap: number): number {
  return Math.min(100, Math.max(1, Math.trunc(cap)))
}

/** `GET /2/tweets/search/recent`. */
export async function searchRecent(
  options: XClientOptions,
  request: { query: string; maxResults: number; cursor?: string | undefined },
): Promise<XPage> {
  const payload = await xGet(
    options,
    '/2/tweets/search/recent',
    {
      query: request.query,
      max_results: String(searchPageSize(request.maxResults)),
      next_token: request.cursor,
      ...POST_PARAMS,
    },
    { byXName: { query: 'q', next_token: 'cursor' }, unnamed: 'q' },
  )
  return { payload, nextCursor: nextToken(payload) }
}

/** `GET /2/users/:id/timelines/reverse_chronological` (user token; `:id` is the signed-in user). */
export async function homeTimeline(
  options: XClientOptions,
  request: { userId: string; maxResults: number; cursor?: string | undefined },
): Promise<XPage> {
  const payload = await xGet(
    options,
    `/2/users/${encodeURIComponent(request.userId)}/timelines/reverse_chronological`,
    {
      max_results: String(timelinePageSize(request.maxResults)),
      pagination_token: request.cursor,
      ...POST_PARAMS,
    },
    { byXName: { pagination_token: 'cursor' } },
  )
  return { payload, nextCursor: nextToken(payload) }
}

/** X's lists of a user's posts (likes, own posts) take `max_results` 5..100. Pure. */
export function userListPageSize(cap: number): number {
  return Math.min(100, Math.max(5, Math.trunc(cap)))
}

/** `GET /2/users/:id/liked_tweets` (user token with `like.read`): the posts they liked, newest like first. */
export async function likedPosts(
  options: XClientOptions,
  request: { userId: string; maxResults: number },
): Promise<XPage> {
  const payload = await xGet(
    options,
    `/2/users/${encodeURIComponent(request.userId)}/liked_tweets`,
    { max_results: String(userListPageSize(request.maxResults)), ...POST_PARAMS },
  )
  return { payload, nextCursor: nextToken(payload) }
}

/** `GET /2/users/:id/tweets`: the user's own recent posts, reposts left out. */
export async function userPosts(
  options: XClientOptions,
  request: { userId: string; maxResults: number },
): Promise<XPage> {
  const payload = await xGet(options, `/2/users/${encodeURIComponent(request.userId)}/tweets`, {
    max_results: String(userListPageSize(request.maxResults)),
    exclude: 'retweets',
    ...POST_PARAMS,
  })
  return { payload, nextCursor: nextToken(payload) }
}

/** The most accounts one page of muted or blocked accounts lists. */
export const HIDDEN_ACCOUNTS_PAGE = 1000

/**
 * `GET /2/users/:id/muting` (`mute.read`) or `/blocking` (`block.read`): the ids of the accounts
 * the user muted or blocked, one page.
 */
export async function hiddenAccounts(
  options: XClientOptions,
  request: { userId: string; list: 'muting' | 'blocking' },
): Promise<string[]> {
  const body = await xGet(
    options,
    `/2/users/${encodeURIComponent(request.userId)}/${request.list}`,
    { max_results: String(HIDDEN_ACCOUNTS_PAGE) },
  )
  const data = body.data
  if (data === undefined) return []
  if (!Array.isArray(data))
    throw new ApiError('provider_error', 'X answered with an unexpected shape.')
  const ids: string[] = []
  for (const user of data) {
    const id = typeof user === 'object' && user !== null ? (user as { id?: unknown }).id : undefined
    if (typeof id === 'string' && /^[0-9]{1,19}$/.test(id)) ids.push(id)
  }
  return ids
}
