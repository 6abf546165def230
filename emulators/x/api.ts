/**
 * X API v2 endpoints: `GET /2/users/me`, `GET /2/tweets/search/recent`,
 * `GET /2/users/:id/timelines/reverse_chronological`, and the signed-in user's lists
 * (`liked_tweets`, `tweets`, `muting`, `blocking`), with X's authentication rules, scopes, rate
 * limits, parameter validation and response shapes.
 */
import { DEMO_USER, DEMO_USER_ID } from './demo-user.ts'
import type { FieldNames } from './fields.ts'
import { POST_LIST_PARAMETERS, splitList, USER_LIST_PARAMETERS } from './fields.ts'
import type { Answer, Authorization } from './http.ts'
import { json } from './http.ts'
import { bindingOf, decodeCursor, encodeCursor } from './pagination.ts'
import type { ParameterError } from './problems.ts'
import {
  appOnlyForbidden,
  forbidden,
  invalidRequest,
  routeNotFound,
  tooManyRequests,
  unauthorized,
} from './problems.ts'
import type { CallerKind, Endpoint } from './ratelimit.ts'
import { RATE_LIMITS, type RateLimiter, rateLimitHeaders } from './ratelimit.ts'
import type { QueryNode } from './search.ts'
import { isRetweet, matches, parseQuery } from './search.ts'
import type { Corpus, SeedPost } from './seed.ts'
import { compareIds } from './seed.ts'
import type { FieldSelection } from './shape.ts'
import { partialError, shapePage, shapeUser } from './shape.ts'
import type { Grant, TokenStore } from './store.ts'

export const MAX_QUERY_LENGTH = 512
const SEARCH_WINDOW_MS = 7 * 24 * 60 * 60 * 1000
const REQUIRED_SCOPES = ['tweet.read', 'users.read']

export interface ApiContext {
  corpus: Corpus
  store: TokenStore
  limiter: RateLimiter
  appBearerToken: string
  strictFields: boolean
  /** `published`: always the newest spec's names; `classic`: the names the request used. */
  fieldNames: FieldNames
  now: () => number
}

export interface ApiRequest {
  method: string
  path: string
  query: URLSearchParams
  authorization: Authorization
  /** The failure switch "partial" applies to this request. */
  partial: boolean
  /** The switch "renamed" applies: answer in the published spec's names. */
  renamed: boolean
}

type Caller = { kind: 'user'; grant: Grant; key: string } | { kind: 'app'; key: string }

interface Route {
  endpoint: Endpoint
  pathUserId?: string
}

const TIMELINE_PATH = /^\/2\/users\/([^/]+)\/timelines\/reverse_chronological\/?$/
const USER_LIST_PATH = /^\/2\/users\/([^/]+)\/(liked_tweets|tweets|muting|blocking)\/?$/
const USER_LISTS: Record<string, Endpoint> = {
  liked_tweets: 'liked',
  tweets: 'user_posts',
  muting: 'muting',
  blocking: 'blocking',
}
/** The scope each of the user's lists needs beyond REQUIRED_SCOPES, as X's spec says. */
const LIST_SCOPES: Partial<Record<Endpoint, string>> = {
  liked: 'like.read',
  muting: 'mute.read',
  blocking: 'block.read',
}

/** Which endpoint a path is, or `undefined` for an unknown one. */
export function routeOf(method: string, path: string): Route | undefined {
  if (method !== 'GET') return undefined
  if (path === '/2/users/me' || path === '/2/users/me/') return { endpoint: 'me' }
  if (path === '/2/tweets/search/recent' || path === '/2/tweets/search/recent/') {
    return { endpoint: 'search' }
  }
  const timeline = TIMELINE_PATH.exec(path)
  if (timeline?.[1] !== undefined) {
    return { endpoint: 'timeline', pathUserId: decodeURIComponentSafe(timeline[1]) }
  }
  const list = USER_LIST_PATH.exec(path)
  if (list?.[1] !== undefined && list[2] !== undefined) {
    return {
      endpoint: USER_LISTS[list[2]] as Endpoint,
      pathUserId: decodeURIComponentSafe(list[1]),
    }
  }
  return undefined
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function resolveCaller(context: ApiContext, authorization: Authorization): Caller | undefined {
  if (authorization.kind !== 'bearer') return undefined
  if (authorization.token === context.appBearerToken) return { kind: 'app', key: 'app' }
  const grant = context.store.grantForAccessToken(authorization.token, context.now())
  return grant ? { kind: 'user', grant, key: `user:${grant.userId}` } : undefined
}

/** The rate-limit headers of an endpoint for a caller, without counting a request. */
export function peekHeaders(
  context: ApiContext,
  endpoint: Endpoint,
  kind: CallerKind = 'user',
  key?: string,
): Record<string, string> {
  return rateLimitHeaders(context.limiter.peek(endpoint, kind, key, context.now()))
}

/** Answers an API request (`/2/…` except OAuth). Never throws for bad input. */
export function handleApi(context: ApiContext, request: ApiRequest): Answer {
  const route = routeOf(request.method, request.path)
  if (!route) return routeNotFound()
  const { endpoint } = route
  const caller = resolveCaller(context, request.authorization)
  if (!caller) return unauthorized(peekHeaders(context, endpoint))
  if (RATE_LIMITS[endpoint][caller.kind] === 0) {
    return appOnlyForbidden(peekHeaders(context, endpoint, caller.kind, caller.key))
  }
  if (caller.kind === 'user') {
    const needed = [...REQUIRED_SCOPES, ...(LIST_SCOPES[endpoint] ? [LIST_SCOPES[endpoint]] : [])]
    const missing = needed.filter((scope) => !caller.grant.scopes.includes(scope))
    if (missing.length > 0) {
      const headers = peekHeaders(context, endpoint, caller.kind, caller.key)
      return forbidden(`Missing required OAuth 2.0 scopes: ${missing.join(', ')}.`, headers)
    }
  }
  const state = context.limiter.hit(endpoint, caller.kind, caller.key, context.now())
  const headers = rateLimitHeaders(state)
  if (state.exceeded) return tooManyRequests(headers)
  switch (endpoint) {
    case 'me':
      return usersMe(context, request, headers)
    case 'search':
      return searchRecent(context, request, headers)
    case 'timeline':
      return homeTimeline(context, request, caller, route.pathUserId ?? '', headers)
    case 'liked':
    case 'user_posts':
      return userPostList(context, request, caller, endpoint, route.pathUserId ?? '', headers)
    case 'muting':
    case 'blocking':
      return userList(context, request, caller, endpoint, route.pathUserId ?? '', headers)
  }
}

function parameterErrors(
  query: URLSearchParams,
  allowedNames: readonly string[],
  lists: Record<string, readonly string[]>,
): ParameterError[] {
  const errors: ParameterError[] = []
  for (const [name, value] of query) {
    if (!allowedNames.includes(name)) {
      errors.push({
        parameter: name,
        value,
        message: `The query parameter [${name}] is not one of [${allowedNames.join(',')}]`,
      })
      continue
    }
    const allowed = lists[name]
    if (!allowed) continue
    for (const item of splitList(value)) {
      if (!allowed.includes(item)) {
        errors.push({
          parameter: name,
          value: item,
          message: `The \`${name}\` query parameter value [${item}] is not one of [${allowed.join(',')}]`,
        })
      }
    }
  }
  return errors
}

/**
 * The names an answer uses: the published spec's when the request used its `post.fields`
 * (and not the guides' `tweet.fields`), when the switch "renamed" applies or when the emulator
 * was started with them; else the guides' names.
 */
function namesOf(context: ApiContext, request: ApiRequest): FieldNames {
  const { query } = request
  const asksPublished = query.has('post.fields') && !query.has('tweet.fields')
  return request.renamed || asksPublished ? 'published' : context.fieldNames
}

function selectionOf(context: ApiContext, request: ApiRequest): FieldSelection {
  const { query } = request
  const list = (name: string) => new Set(splitList(query.get(name) ?? undefined))
  return {
    tweetFields: new Set([...list('tweet.fields'), ...list('post.fields')]),
    expansions: list('expansions'),
    userFields: list('user.fields'),
    mediaFields: list('media.fields'),
    strict: context.strictFields,
    names: namesOf(context, request),
  }
}

function usersMe(context: ApiContext, request: ApiRequest, headers: Record<string, string>) {
  const names = Object.keys(USER_LIST_PARAMETERS)
  const errors = parameterErrors(request.query, names, USER_LIST_PARAMETERS)
  if (errors.length > 0) return invalidRequest(errors, headers)
  const data = shapeUser(DEMO_USER, selectionOf(context, request))
  return json(200, request.partial ? { data, errors: [partialError()] } : { data }, headers)
}

interface ListParameters {
  maxResults: number
  offset: number
  filters: ((post: SeedPost) => boolean)[]
}

function integerParameter(
  query: URLSearchParams,
  name: string,
  min: number,
  max: number,
  fallback: number,
  errors: ParameterError[],
): number {
  const value = query.get(name)
  if (value === null) return fallback
  const number = /^\d{1,6}$/.test(value) ? Number(value) : Number.NaN
  if (Number.isInteger(number) && number >= min && number <= max) return number
  errors.push({
    parameter: name,
    value,
    message: `The \`${name}\` query parameter value [${value}] is not between ${min} and ${max}`,
  })
  return fallback
}

function timeParameter(query: URLSearchParams, name: string, errors: ParameterError[]) {
  const value = query.get(name)
  if (value === null) return undefined
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
    ? Date.parse(value)
    : Number.NaN
  if (Number.isFinite(time)) return time
  errors.push({
    parameter: name,
    value,
    message: `Invalid '${name}':'${value}'. '${name}' must be a valid RFC 3339 date-time`,
  })
  return undefined
}

function idParameter(query: URLSearchParams, name: string, errors: ParameterError[]) {
  const value = query.get(name)
  if (value === null) return undefined
  if (/^[0-9]{1,19}$/.test(value)) return value
  errors.push({
    parameter: name,
    value,
    message: `The \`${name}\` query parameter value [${value}] does not match ^[0-9]{1,19}$`,
  })
  return undefined
}

/** Parameters shared by search and the timeline: page size, cursor, id and time bounds. */
function listParameters(
  context: ApiContext,
  query: URLSearchParams,
  range: { min: number; max: number; fallback: number; windowMs?: number },
  binding: string,
  errors: ParameterError[],
): ListParameters {
  const nowMs = context.now()
  const maxResults = integerParameter(
    query,
    'max_results',
    range.min,
    range.max,
    range.fallback,
    errors,
  )
  const sinceId = idParameter(query, 'since_id', errors)
  const untilId = idParameter(query, 'until_id', errors)
  const startTime = timeParameter(query, 'start_time', errors)
  const endTime = timeParameter(query, 'end_time', errors)
  if (
    range.windowMs !== undefined &&
    startTime !== undefined &&
    startTime < nowMs - range.windowMs
  ) {
    errors.push({
      parameter: 'start_time',
      value: query.get('start_time') ?? '',
      message: `Invalid 'start_time'. 'start_time' must be on or after ${new Date(nowMs - range.windowMs).toISOString()}`,
    })
  }
  if (startTime !== undefined && endTime !== undefined && startTime >= endTime) {
    errors.push({
      parameter: 'end_time',
      value: query.get('end_time') ?? '',
      message: "Invalid 'end_time'. 'end_time' must be later than 'start_time'",
    })
  }
  const nextToken = query.get('next_token')
  const paginationToken = query.get('pagination_token')
  if (nextToken !== null && paginationToken !== null) {
    errors.push({
      parameter: 'next_token',
      value: nextToken,
      message: 'At most one of `pagination_token`, `next_token` may be provided',
    })
  }
  const token = nextToken ?? paginationToken
  let offset = 0
  if (token !== null) {
    const cursor = decodeCursor(token, binding)
    if (cursor) offset = cursor.offset
    else {
      const parameter = nextToken !== null ? 'next_token' : 'pagination_token'
      errors.push({
        parameter,
        value: token,
        message: `The \`${parameter}\` query parameter value [${token}] is not a valid token for this request`,
      })
    }
  }
  const filters: ((post: SeedPost) => boolean)[] = []
  if (range.windowMs !== undefined) {
    const windowMs = range.windowMs
    filters.push((post) => post.createdAtMs >= nowMs - windowMs)
  }
  if (sinceId) filters.push((post) => compareIds(post.id, sinceId) > 0)
  if (untilId) filters.push((post) => compareIds(post.id, untilId) < 0)
  if (startTime !== undefined) filters.push((post) => post.createdAtMs >= startTime)
  if (endTime !== undefined) filters.push((post) => post.createdAtMs < endTime)
  return { maxResults, offset, filters }
}

/** The parameters that define a result list (pagination tokens are bound to them). */
function bindingParameters(query: URLSearchParams, names: string[]): string {
  return bindingOf(names.map((name) => query.get(name) ?? undefined))
}

function page(
  context: ApiContext,
  request: ApiRequest,
  posts: SeedPost[],
  list: ListParameters,
  binding: string,
  withPrevious: boolean,
  headers: Record<string, string>,
): Answer {
  const slice = posts.slice(list.offset, list.offset + list.maxResults)
  const end = list.offset + slice.length
  const nextToken = end < posts.length ? encodeCursor({ offset: end, binding }) : undefined
  const previousToken =
    withPrevious && list.offset > 0
      ? encodeCursor({ offset: Math.max(0, list.offset - list.maxResults), binding })
      : undefined
  const body = shapePage(
    slice,
    context.corpus,
    selectionOf(context, request),
    { nextToken, previousToken },
    { partial: request.partial },
  )
  return json(200, body, headers)
}

const SEARCH_PARAMETERS = [
  'query',
  'max_results',
  'next_token',
  'pagination_token',
  'start_time',
  'end_time',
  'since_id',
  'until_id',
  'sort_order',
  ...Object.keys(POST_LIST_PARAMETERS),
]
const SEARCH_BINDING = ['query', 'start_time', 'end_time', 'since_id', 'until_id', 'sort_order']

function searchRecent(context: ApiContext, request: ApiRequest, headers: Record<string, string>) {
  const { query } = request
  const errors = parameterErrors(query, SEARCH_PARAMETERS, POST_LIST_PARAMETERS)
  const text = query.get('query')
  let node: QueryNode | undefined
  if (text === null || text.trim() === '') {
    errors.push({
      parameter: 'query',
      value: text ?? '',
      message: 'The `query` query parameter can not be empty',
    })
  } else if (text.length > MAX_QUERY_LENGTH) {
    errors.push({
      parameter: 'query',
      value: text,
      message: `The \`query\` query parameter value is ${text.length} characters long: the maximum is ${MAX_QUERY_LENGTH}`,
    })
  } else {
    const parsed = parseQuery(text)
    if (parsed.ok) node = parsed.node
    else errors.push({ parameter: 'query', value: text, message: parsed.message })
  }
  const sortOrder = query.get('sort_order')
  if (sortOrder !== null && sortOrder !== 'recency' && sortOrder !== 'relevancy') {
    errors.push({
      parameter: 'sort_order',
      value: sortOrder,
      message: `The \`sort_order\` query parameter value [${sortOrder}] is not one of [recency,relevancy]`,
    })
  }
  const binding = bindingParameters(query, SEARCH_BINDING)
  const list = listParameters(
    context,
    query,
    { min: 10, max: 100, fallback: 10, windowMs: SEARCH_WINDOW_MS },
    binding,
    errors,
  )
  if (errors.length > 0 || !node) return invalidRequest(errors, headers)
  const parsedNode = node
  const matchContext = context.corpus
  const results = context.corpus.posts.filter(
    (post) =>
      !isRetweet(post) &&
      list.filters.every((filter) => filter(post)) &&
      matches(post, parsedNode, matchContext),
  )
  return page(context, request, results, list, binding, false, headers)
}

const TIMELINE_PARAMETERS = [
  'max_results',
  'pagination_token',
  'start_time',
  'end_time',
  'since_id',
  'until_id',
  'exclude',
  ...Object.keys(POST_LIST_PARAMETERS),
]
const TIMELINE_BINDING = ['exclude', 'start_time', 'end_time', 'since_id', 'until_id']
const TIMELINE_LISTS = { ...POST_LIST_PARAMETERS, exclude: ['replies', 'retweets'] }

function homeTimeline(
  context: ApiContext,
  request: ApiRequest,
  caller: Caller,
  pathUserId: string,
  headers: Record<string, string>,
): Answer {
  const { query } = request
  if (!/^[0-9]{1,19}$/.test(pathUserId)) {
    return invalidRequest(
      [
        {
          parameter: 'id',
          value: pathUserId,
          message: `The \`id\` query parameter value [${pathUserId}] does not match ^[0-9]{1,19}$`,
        },
      ],
      headers,
    )
  }
  if (caller.kind !== 'user' || caller.grant.userId !== pathUserId) {
    return forbidden(
      'You can only request the reverse chronological timeline of the authenticated user.',
      headers,
    )
  }
  const errors = parameterErrors(query, TIMELINE_PARAMETERS, TIMELINE_LISTS)
  const binding = bindingParameters(query, TIMELINE_BINDING)
  const list = listParameters(context, query, { min: 1, max: 100, fallback: 100 }, binding, errors)
  if (errors.length > 0) return invalidRequest(errors, headers)
  const exclude = new Set(splitList(query.get('exclude') ?? undefined))
  const results = context.corpus.posts.filter(
    (post) =>
      !(exclude.has('retweets') && isRetweet(post)) &&
      !(exclude.has('replies') && post.referenced.some((ref) => ref.type === 'replied_to')) &&
      list.filters.every((filter) => filter(post)),
  )
  return page(context, request, results, list, binding, true, headers)
}

/** A 400 for a user id that is not one, as X answers it. */
function badUserId(pathUserId: string, headers: Record<string, string>): Answer | undefined {
  if (/^[0-9]{1,19}$/.test(pathUserId)) return undefined
  return invalidRequest(
    [
      {
        parameter: 'id',
        value: pathUserId,
        message: `The \`id\` query parameter value [${pathUserId}] does not match ^[0-9]{1,19}$`,
      },
    ],
    headers,
  )
}

const USER_POSTS_PARAMETERS = [...TIMELINE_PARAMETERS]
const LIKED_PARAMETERS = ['max_results', 'pagination_token', ...Object.keys(POST_LIST_PARAMETERS)]

/**
 * `GET /2/users/:id/liked_tweets` (the signed-in user only, `like.read`: their likes, newest like
 * first) and `GET /2/users/:id/tweets` (any user's own posts; the demo user's from
 * seed/demo-reader.json, a seed author's from the seed).
 */
function userPostList(
  context: ApiContext,
  request: ApiRequest,
  caller: Caller,
  endpoint: 'liked' | 'user_posts',
  pathUserId: string,
  headers: Record<string, string>,
): Answer {
  const bad = badUserId(pathUserId, headers)
  if (bad) return bad
  const { query } = request
  if (endpoint === 'liked' && (caller.kind !== 'user' || caller.grant.userId !== pathUserId)) {
    return forbidden('You can only request the liked posts of the authenticated user.', headers)
  }
  const liked = endpoint === 'liked'
  const errors = parameterErrors(
    query,
    liked ? LIKED_PARAMETERS : USER_POSTS_PARAMETERS,
    liked ? POST_LIST_PARAMETERS : TIMELINE_LISTS,
  )
  const binding = bindingParameters(query, liked ? [] : TIMELINE_BINDING)
  const list = listParameters(
    context,
    query,
    { min: 5, max: 100, fallback: liked ? 100 : 10 },
    binding,
    errors,
  )
  if (errors.length > 0) return invalidRequest(errors, headers)
  if (liked)
    return page(context, request, context.corpus.reader.likes, list, binding, true, headers)
  const own =
    pathUserId === DEMO_USER_ID
      ? context.corpus.reader.posts
      : context.corpus.posts.filter((post) => post.authorId === pathUserId)
  const exclude = new Set(splitList(query.get('exclude') ?? undefined))
  const results = own.filter(
    (post) =>
      !(exclude.has('retweets') && isRetweet(post)) &&
      !(exclude.has('replies') && post.referenced.some((ref) => ref.type === 'replied_to')) &&
      list.filters.every((filter) => filter(post)),
  )
  return page(context, request, results, list, binding, true, headers)
}

/** `GET /2/users/:id/muting` (`mute.read`) and `/blocking` (`block.read`): the signed-in user's. */
function userList(
  context: ApiContext,
  request: ApiRequest,
  caller: Caller,
  endpoint: 'muting' | 'blocking',
  pathUserId: string,
  headers: Record<string, string>,
): Answer {
  const bad = badUserId(pathUserId, headers)
  if (bad) return bad
  if (caller.kind !== 'user' || caller.grant.userId !== pathUserId) {
    return forbidden(
      `You can only request the ${endpoint} list of the authenticated user.`,
      headers,
    )
  }
  const errors = parameterErrors(
    request.query,
    ['max_results', 'pagination_token', ...Object.keys(USER_LIST_PARAMETERS)],
    USER_LIST_PARAMETERS,
  )
  integerParameter(request.query, 'max_results', 1, 1000, 100, errors)
  if (errors.length > 0) return invalidRequest(errors, headers)
  const selection = selectionOf(context, request)
  const users = endpoint === 'muting' ? context.corpus.reader.muted : context.corpus.reader.blocked
  const data = users.map((user) => shapeUser(user, selection))
  return json(200, { data, meta: { result_count: data.length } }, headers)
}
