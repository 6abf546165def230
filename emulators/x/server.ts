/**
 * A local emulator of X's OAuth 2.0 (authorization code + PKCE) and the API v2 endpoints the
 * worker uses, with failure switches for tests. Start it with `startXEmulator`.
 */

import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import type { ApiContext } from './api.ts'
import { handleApi, peekHeaders, routeOf } from './api.ts'
import { errorPage } from './consent.ts'
import type { ControlContext } from './control.ts'
import { CONTROL_PREFIX, handleControl } from './control.ts'
import { PkceEngine } from './engine.ts'
import type { FieldNames } from './fields.ts'
import type { Answer, Authorization } from './http.ts'
import {
  BodyTooLargeError,
  html,
  isFormRequest,
  json,
  parseAuthorization,
  parseForm,
  queryRecord,
  readBody,
  send,
} from './http.ts'
import type { Json } from './json.ts'
import { parseJson } from './json.ts'
import type { OAuthContext } from './oauth.ts'
import { authorizeDecision, authorizePage, notForm, revoke, token } from './oauth.ts'
import {
  forbidden,
  rateLimitExceededLegacy,
  routeNotFound,
  serverError,
  unauthorized,
} from './problems.ts'
import { RATE_LIMITS, RateLimiter } from './ratelimit.ts'
import { authKind, RequestLog, redactForm } from './requestlog.ts'
import { loadCorpus } from './seed.ts'
import { listen, Sleepers, served } from './serve.ts'
import { TokenStore } from './store.ts'
import type { FailureSwitch } from './switches.ts'
import { isApiPath, Switches } from './switches.ts'

export interface XEmulatorOptions {
  /** 0 = any free port (the default). */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** An X API v2 recent-search response: `data`, `includes.users|media|tweets`, `meta`. */
  seedPath: string
  /** Default 'local-dev-client'. */
  clientId?: string
  /** If set, the client is confidential: token and revoke requests need HTTP Basic. */
  clientSecret?: string
  /** Skip the consent page: the authorize step redirects at once. */
  autoApprove?: boolean
  /** Default 7200. */
  accessTokenTtlSeconds?: number
  /** The app-only bearer token; default 'local-app-bearer-token'. */
  appBearerToken?: string
  /** The app name on the consent page; default 'Ranked Feed (local)'. */
  appName?: string
  /** When set, `redirect_uri` must be one of these exactly (else any loopback http(s) URL). */
  redirectUris?: string[]
  /**
   * true (default): answer only the fields and expansions asked for, like X. false: every field
   * of the seed and every expansion, whatever was asked.
   */
  strictFields?: boolean
  /**
   * 'classic' (default): X's guides' names (`referenced_tweets`, `includes.tweets`, …) unless the
   * request uses the published spec's `post.fields`. 'published': always the spec's names
   * (`referenced_posts`, `note_post`, `includes.posts`, `repost_count`, `post_count`).
   */
  fieldNames?: FieldNames
}

export interface XEmulator {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  close(): Promise<void>
}

export const DEFAULT_CLIENT_ID = 'local-dev-client'
export const DEFAULT_APP_BEARER_TOKEN = 'local-app-bearer-token'
const DEFAULT_RATE_LIMIT = 300

const AUTHORIZE_PATH = '/i/oauth2/authorize'
const TOKEN_PATH = '/2/oauth2/token'
const REVOKE_PATH = '/2/oauth2/revoke'

interface Emulation {
  api: ApiContext
  oauth: OAuthContext
  control: ControlContext
  log: RequestLog
  switches: Switches
  appBearerToken: string
  sleep: (ms: number) => Promise<void>
}

interface Incoming {
  method: string
  path: string
  params: URLSearchParams
  authorization: Authorization
  form: Record<string, string> | undefined
}

function checkOptions(options: XEmulatorOptions): void {
  const { port, accessTokenTtlSeconds } = options
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new Error(`x-emulator: port must be an integer 0..65535, not ${port}`)
  }
  if (
    accessTokenTtlSeconds !== undefined &&
    (!Number.isInteger(accessTokenTtlSeconds) || accessTokenTtlSeconds < 1)
  ) {
    throw new Error('x-emulator: accessTokenTtlSeconds must be a positive integer')
  }
  if (options.clientId === '') throw new Error('x-emulator: clientId must not be empty')
  if (options.appBearerToken === '') throw new Error('x-emulator: appBearerToken must not be empty')
}

/** The rate-limit ceiling a failure switch reports for a path. */
function limitFor(method: string, path: string): number {
  const route = routeOf(method, path)
  return route ? RATE_LIMITS[route.endpoint].user : DEFAULT_RATE_LIMIT
}

/**
 * How a switch changes a normal answer: "partial" errors, the spec's newer names, or a
 * token refresh answered without a new refresh token.
 */
type Altered = 'partial' | 'renamed' | 'no_rotation'

/** What a failure switch does to a request: an answer now, or go on (maybe altered). */
async function applySwitch(
  emulation: Emulation,
  failure: FailureSwitch,
  incoming: Incoming,
): Promise<Answer | Altered | undefined> {
  const { method, path } = incoming
  const route = routeOf(method, path)
  const headers = route ? peekHeaders(emulation.api, route.endpoint) : {}
  switch (failure.mode) {
    case '429':
      return rateLimitExceededLegacy({
        'x-rate-limit-limit': String(limitFor(method, path)),
        'x-rate-limit-remaining': '0',
        'x-rate-limit-reset': String(Math.ceil(emulation.api.now() / 1000) + 60),
      })
    case '500':
    case '503':
      return serverError(failure.mode === '500' ? 500 : 503, headers)
    case '401':
      return unauthorized(headers)
    case '403':
      return forbidden('You are not permitted to perform this action.', headers)
    case 'slow':
      await emulation.sleep(failure.delayMs)
      return undefined
    case 'garbage':
      return {
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<html>oops',
        headers,
      }
    case 'schema':
      return json(200, { data: 'not-an-array', includes: 5 }, headers)
    case 'partial':
    case 'renamed':
    case 'no_rotation':
      return failure.mode
  }
}

async function route(
  emulation: Emulation,
  incoming: Incoming,
  altered: Altered | undefined,
): Promise<Answer> {
  const { method, path, form, authorization } = incoming
  if (path === AUTHORIZE_PATH) {
    if (method === 'GET') return authorizePage(emulation.oauth, queryRecord(incoming.params))
    if (method === 'POST') {
      if (!form) return html(400, errorPage('The form must be application/x-www-form-urlencoded.'))
      return authorizeDecision(emulation.oauth, form)
    }
    return html(405, errorPage('Use GET or POST.'), { allow: 'GET, POST' })
  }
  if (path === TOKEN_PATH || path === REVOKE_PATH) {
    if (method !== 'POST') {
      return json(
        405,
        { error: 'invalid_request', error_description: 'Use POST.' },
        { allow: 'POST' },
      )
    }
    if (!form) return notForm()
    return path === TOKEN_PATH
      ? token(emulation.oauth, form, authorization, {
          rotateRefreshToken: altered !== 'no_rotation',
        })
      : revoke(emulation.oauth, form, authorization)
  }
  if (path.startsWith('/2/')) {
    return handleApi(emulation.api, {
      method,
      path,
      query: incoming.params,
      authorization,
      partial: altered === 'partial',
      renamed: altered === 'renamed',
    })
  }
  if (path === '/' && method === 'GET') {
    return json(200, {
      name: 'x-emulator',
      authorize: AUTHORIZE_PATH,
      token: TOKEN_PATH,
      revoke: REVOKE_PATH,
      api: [
        '/2/users/me',
        '/2/tweets/search/recent',
        '/2/users/:id/timelines/reverse_chronological',
      ],
      controls: ['fail', 'reset', 'requests', 'expire-tokens'].map((c) => CONTROL_PREFIX + c),
    })
  }
  return routeNotFound()
}

function parseTarget(target: string | undefined): URL | undefined {
  try {
    const raw = target ?? '/'
    return raw.startsWith('/') ? new URL(`http://emulator${raw}`) : new URL(raw)
  } catch {
    return undefined
  }
}

function internalError(path: string): Answer {
  if (isApiPath(path)) return serverError(500)
  return json(500, { error: 'server_error', error_description: 'The emulator failed.' })
}

async function handle(emulation: Emulation, req: IncomingMessage): Promise<Answer> {
  const method = req.method ?? 'GET'
  const url = parseTarget(req.url)
  if (!url) return json(400, { error: 'bad request target' })
  const path = url.pathname
  let body = ''
  try {
    body = method === 'GET' || method === 'HEAD' ? '' : await readBody(req)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return json(413, { error: 'request body too large' })
    throw error
  }
  if (path.startsWith(CONTROL_PREFIX)) {
    const parsed: Json | undefined = body.trim() === '' ? undefined : parseJson(body)
    return handleControl(emulation.control, method, path, parsed)
  }
  const authorization = parseAuthorization(req.headers.authorization)
  const form = isFormRequest(req) ? parseForm(body) : undefined
  const incoming: Incoming = { method, path, params: url.searchParams, authorization, form }
  const entry = emulation.log.add({
    at: new Date(emulation.api.now()).toISOString(),
    method,
    path,
    query: queryRecord(url.searchParams),
    ...(form ? { form: redactForm(form) } : {}),
    auth: authKind(authorization, emulation.appBearerToken),
    status: null,
  })
  let answer: Answer
  try {
    const failure = emulation.switches.take(path)
    const switched = failure ? await applySwitch(emulation, failure, incoming) : undefined
    answer =
      switched === undefined || typeof switched === 'string'
        ? await route(emulation, incoming, switched)
        : switched
  } catch (error) {
    console.error('x-emulator: request failed:', error instanceof Error ? error.message : error)
    answer = internalError(path)
  }
  entry.status = answer.status
  return answer
}

/** Starts the emulator; resolves once it listens. */
export async function startXEmulator(options: XEmulatorOptions): Promise<XEmulator> {
  checkOptions(options)
  const host = options.host ?? '127.0.0.1'
  const now = () => Date.now()
  const corpus = await loadCorpus(options.seedPath, now())
  const store = new TokenStore(options.accessTokenTtlSeconds ?? 7200)
  const limiter = new RateLimiter()
  const log = new RequestLog()
  const switches = new Switches()
  const appBearerToken = options.appBearerToken ?? DEFAULT_APP_BEARER_TOKEN
  const sleepers = new Sleepers()
  const sleep = (ms: number) => sleepers.sleep(ms)
  const engine = await PkceEngine.start()
  const emulation: Emulation = {
    api: {
      corpus,
      store,
      limiter,
      appBearerToken,
      strictFields: options.strictFields ?? true,
      fieldNames: options.fieldNames ?? 'classic',
      now,
    },
    oauth: {
      clientId: options.clientId ?? DEFAULT_CLIENT_ID,
      clientSecret: options.clientSecret,
      appName: options.appName ?? 'Ranked Feed (local)',
      autoApprove: options.autoApprove ?? false,
      redirectUris: options.redirectUris,
      store,
      engine,
      now,
    },
    control: { switches, limiter, store, log, now },
    log,
    switches,
    appBearerToken,
    sleep,
  }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(emulation, req)
      .then((answer) => send(res, answer))
      .catch((error: unknown) => {
        console.error('x-emulator:', error instanceof Error ? error.message : error)
        send(res, json(500, { error: 'server_error' }))
      })
  })
  try {
    await listen(server, options.port ?? 0, host)
  } catch (error) {
    await engine.stop()
    throw error
  }
  return served(server, host, 'x-emulator', sleepers, () => engine.stop())
}
