/** Sign-in with X (OAuth 2.0 + PKCE), who am I, and logout. */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { generateCodeVerifier, generateState } from 'arctic'
import type { Context, MiddlewareHandler } from 'hono'
import {
  BINDING_COOKIE,
  readSignedCookies,
  writeBindingCookie,
  writeSessionCookie,
} from '../auth/cookies'
import { randomToken, sha256Hex, timingSafeEqual } from '../auth/crypto'
import type { CurrentSession } from '../auth/current'
import { authorizationUrl, exchangeCode, oauthSettings, revokeToken } from '../auth/oauth'
import { resolveSessionSecret } from '../auth/secret'
import { buildSessionRow, openTokens, putSession } from '../auth/sessions'
import { OAUTH_STATE_TTL_SECONDS, parseStateRow, stateKey } from '../auth/store'
import {
  type AppEnv,
  ConfigError,
  configOf,
  isLoopbackUrl,
  modeFor,
  requestConfig,
} from '../config'
import { ApiError } from '../http/errors'
import { callbackErrorResponses, errorResponses, redirectResponse } from '../http/schemas'
import { CALLBACK_PATH, SIGN_IN_START_PATH } from '../paths'
import { getMe } from '../sources/x/client'

export type AuthErrorCode =
  | 'invalid_state'
  | 'provider_denied'
  | 'exchange_failed'
  | 'misconfigured'

const MAX_STATE_LENGTH = 500

const UserSchema = z
  .object({ id: z.string(), username: z.string(), name: z.string(), avatarUrl: z.string() })
  .openapi('SessionUser')

/** A same-site path to come back to after sign-in; anything else is the front page. Pure. */
export function safeReturnPath(value: string | undefined): string {
  if (value === undefined || value.length > 512 || !value.startsWith('/')) return '/'
  // URL parsing drops tabs and newlines and reads \ as /, so "/\t/evil.example" would
  // leave the site: refuse them, then make sure the path really stays on one origin.
  if (UNSAFE_IN_RETURN_PATH.test(value)) return '/'
  return staysOnOrigin(value, RETURN_PATH_PROBE) ? value : '/'
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const UNSAFE_IN_RETURN_PATH = /[\x00-\x1f\x7f\\]|^\/\//
const RETURN_PATH_PROBE = 'https://return-path.invalid/'

/**
 * Whether `path` resolves to a page of `base`'s origin whose path does not begin with "//":
 * dot segments can leave one ("/.//evil.example" is "//evil.example"), which the browser
 * reads as on this site but any link, history call or server that resolves it again reads
 * as the host evil.example.
 */
function staysOnOrigin(path: string, base: string): boolean {
  const url = URL.parse(path, base)
  return url?.origin === new URL(base).origin && !url.pathname.startsWith('//')
}

/** Where a sign-in sends the browser: `path` on the front end, with `auth_error` if it failed. */
function frontendLocation(frontendUrl: string, path: string, error?: AuthErrorCode): string {
  // A stored path is checked again: it must never take the browser off the front end.
  const target = new URL(staysOnOrigin(path, frontendUrl) ? path : '/', frontendUrl)
  if (error) target.searchParams.set('auth_error', error)
  return target.toString()
}

function frontendRedirect(c: Context<AppEnv>, path: string, error?: AuthErrorCode) {
  return c.redirect(frontendLocation(configOf(c.env).frontendUrl, path, error), 302)
}

/**
 * Revokes an ended session's grant at X once the answer is sent (best effort), so no
 * grant outlives the row that held it.
 */
async function revokeGrantLater(c: Context<AppEnv>, session: CurrentSession) {
  const keys = await c.var.auth.keys()
  const tokens = keys ? await openTokens(keys, session.id, session.row) : null
  const settings = oauthSettings(configOf(c.env), c.req.url)
  const token = tokens?.refreshToken ?? tokens?.accessToken
  if (settings && token) c.executionCtx.waitUntil(revokeToken(settings, token))
}

function logAuthFailure(c: Context<AppEnv>, code: AuthErrorCode, detail: string) {
  console.warn(
    JSON.stringify({
      level: 'warn',
      requestId: c.var.requestId,
      event: 'sign_in_failed',
      code,
      detail,
    }),
  )
}

/**
 * The callback answers every failure with a redirect (docs/api.md), those of the middleware in
 * front of it too (the rate limit, a configuration it cannot read) and unexpected ones (a
 * KV outage): `misconfigured` while the configuration cannot be read, else
 * `exchange_failed` (the sign-in did not complete; the person starts again). No cookie of
 * the failed answer is kept. Only when FRONTEND_URL itself cannot be read is there nowhere
 * to send the browser, and the JSON error stands.
 */
export const redirectCallbackFailures: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.res.status === 302) return
  let frontendUrl: string | null
  let reason: AuthErrorCode = 'exchange_failed'
  try {
    frontendUrl = requestConfig(c.env, c.req.url).frontendUrl
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    frontendUrl =
      error.frontendUrlOnlyOnLoopback && !isLoopbackUrl(c.req.url) ? null : error.frontendUrl
    reason = 'misconfigured'
  }
  if (frontendUrl === null) return
  const answered = c.error instanceof ApiError ? ` ${c.error.code}` : ''
  logAuthFailure(c, reason, `the callback answered ${c.res.status}${answered}`)
  c.res = undefined
  c.res = new Response(null, {
    status: 302,
    // The id the sign_in_failed line carries: the new answer must keep it (docs/api.md: every
    // answer has one).
    headers: {
      location: frontendLocation(frontendUrl, '/', reason),
      'x-request-id': c.var.requestId,
    },
  })
}

const startRoute = createRoute({
  method: 'get',
  path: SIGN_IN_START_PATH,
  summary: 'Start sign-in with X: 302 to the provider with state and a PKCE S256 challenge',
  description:
    'Answers top-level navigations only: a browser request whose `Sec-Fetch-Mode` is not `navigate` or whose `Sec-Fetch-Dest` is not `document` (an image, frame, script or fetch) is 403 `forbidden`, storing nothing.',
  request: {
    query: z.object({
      returnTo: z
        .string()
        .optional()
        .openapi({ description: 'A path on this site to land on after sign-in (default `/`).' }),
    }),
  },
  responses: {
    302: redirectResponse("To X's authorize page (or to FRONTEND_URL with `auth_error`)."),
    ...errorResponses(403, 503),
  },
})

/**
 * Sign-in starts only as a top-level navigation (a link followed, an address typed): an
 * `<img>`, `<script>`, frame or fetch from any page would otherwise store a state row for each
 * of its visitors. Browsers say what a request is for in `Sec-Fetch-Mode` and `Sec-Fetch-Dest`;
 * a client that sends neither (curl, an older browser) is answered as before.
 */
function refuseSubresourceLoads(c: Context<AppEnv>): void {
  const mode = c.req.header('sec-fetch-mode')
  const destination = c.req.header('sec-fetch-dest')
  if ((mode === undefined || mode === 'navigate') && (destination ?? 'document') === 'document') {
    return
  }
  throw new ApiError(
    'forbidden',
    'Sign-in starts from a link or an address in the browser, not from an image, frame, script or fetch.',
  )
}

/**
 * A parameter of the provider's redirect. Given more than once it reads as `null`: the
 * callback answers every failure with a redirect (docs/api.md), never a 400, so the step that
 * needs the value fails instead (state: `invalid_state`, code: `exchange_failed`).
 */
function callbackParam(description: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? null : value))
    .openapi({ type: 'string', description })
}

const callbackRoute = createRoute({
  method: 'get',
  path: CALLBACK_PATH,
  summary: 'The OAuth callback: checks state, exchanges the code, stores the session',
  description:
    'Every failure is a 302 to FRONTEND_URL with `auth_error`: a parameter given more than once, the rate limit (`exchange_failed`), a configuration variable the worker cannot read (`misconfigured`) and an unexpected failure (`exchange_failed`) included. Only when FRONTEND_URL itself cannot be read is the answer a 503.',
  request: {
    query: z.object({
      code: callbackParam('The authorization code (a code given twice: `exchange_failed`).'),
      state: callbackParam(
        'The state sent to the provider (missing, unknown, used, expired, from another browser or given twice: `invalid_state`).',
      ),
      error: callbackParam('Set by the provider when the person declined (`provider_denied`).'),
    }),
  },
  responses: {
    302: redirectResponse(
      'To FRONTEND_URL, signed in; or with `?auth_error=invalid_state|provider_denied|exchange_failed|misconfigured`.',
    ),
    ...callbackErrorResponses(),
  },
})

const authMeRoute = createRoute({
  method: 'get',
  path: '/api/auth/me',
  summary: 'Whether this browser is signed in, and as whom',
  responses: {
    200: {
      description: 'Signed in or not',
      content: {
        'application/json': {
          schema: z.object({ signedIn: z.boolean(), user: UserSchema.optional() }),
        },
      },
    },
    ...errorResponses(),
  },
})

const logoutRoute = createRoute({
  method: 'post',
  path: '/api/auth/logout',
  summary: 'Ends the session: row deleted, provider token revoked (best effort), cookie cleared',
  responses: {
    200: {
      description: 'Signed out',
      content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } },
    },
    ...errorResponses(403),
  },
})

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  summary: 'The linked provider session (never a token)',
  responses: {
    200: {
      description: 'The session',
      content: {
        'application/json': {
          schema: z.object({
            provider: z.literal('x'),
            user: UserSchema,
            scopes: z.array(z.string()),
            accessTokenExpiresAt: z.string(),
          }),
        },
      },
    },
    ...errorResponses(401),
  },
})

export const authRoutes = new OpenAPIHono<AppEnv>()
  .openapi(startRoute, async (c) => {
    refuseSubresourceLoads(c)
    const config = configOf(c.env)
    const settings = oauthSettings(config, c.req.url)
    if (!settings) {
      throw new ApiError('not_configured', 'Sign-in is not configured (PROVIDER_CLIENT_ID).')
    }
    const secret = resolveSessionSecret(c.env.APP_SESSION_SECRET, modeFor(config, c.req.url))
    if (!secret.ok) {
      logAuthFailure(c, 'misconfigured', secret.reason)
      return frontendRedirect(c, '/', 'misconfigured')
    }
    const keys = await c.var.auth.keys()
    if (!keys) return frontendRedirect(c, '/', 'misconfigured')
    const state = generateState()
    const codeVerifier = generateCodeVerifier()
    // One nonce per browser, shared by the sign-ins it starts within the cookie's lifetime:
    // a second tab's start would otherwise replace it and fail the first tab's callback.
    const [existing] = await readSignedCookies(c, keys.cookieKey, BINDING_COOKIE)
    const nonce = existing ?? randomToken()
    await c.env.APP_LOCAL.put(
      stateKey(state),
      JSON.stringify({
        codeVerifier,
        returnTo: safeReturnPath(c.req.valid('query').returnTo),
        browserBindingHash: sha256Hex(nonce),
        createdAt: new Date().toISOString(),
      }),
      { expirationTtl: OAUTH_STATE_TTL_SECONDS },
    )
    await writeBindingCookie(c, keys.cookieKey, nonce)
    return c.redirect(authorizationUrl(settings, state, codeVerifier).toString(), 302)
  })
  .openapi(callbackRoute, async (c) => {
    const { code, state, error } = c.req.valid('query')
    const fail = (reason: AuthErrorCode, detail: string, path = '/') => {
      logAuthFailure(c, reason, detail)
      return frontendRedirect(c, path, reason)
    }
    const config = configOf(c.env)
    const secret = resolveSessionSecret(c.env.APP_SESSION_SECRET, modeFor(config, c.req.url))
    if (!secret.ok) return fail('misconfigured', secret.reason)
    const settings = oauthSettings(config, c.req.url)
    const keys = await c.var.auth.keys()
    if (!settings || !keys) return fail('misconfigured', 'no OAuth client is configured')

    if (state === null) return fail('invalid_state', 'state given more than once')
    if (!state || state.length > MAX_STATE_LENGTH) return fail('invalid_state', 'state missing')
    const nonces = await readSignedCookies(c, keys.cookieKey, BINDING_COOKIE)
    if (nonces.length === 0) return fail('invalid_state', 'no browser binding cookie')
    const key = stateKey(state)
    const stored = parseStateRow(await c.env.APP_LOCAL.get(key, 'json').catch(() => null))
    if (!stored) return fail('invalid_state', 'unknown, used or expired state')
    await c.env.APP_LOCAL.delete(key)
    const ageMs = Date.now() - Date.parse(stored.createdAt)
    if (!(ageMs >= 0 && ageMs <= OAUTH_STATE_TTL_SECONDS * 1000)) {
      return fail('invalid_state', 'expired state')
    }
    if (!nonces.some((nonce) => timingSafeEqual(stored.browserBindingHash, sha256Hex(nonce)))) {
      return fail('invalid_state', 'state started in another browser')
    }
    if (error || error === null) {
      return fail('provider_denied', 'the provider reported an error', stored.returnTo)
    }
    if (code === null) return fail('exchange_failed', 'code given more than once', stored.returnTo)
    if (!code) return fail('exchange_failed', 'no code in the callback', stored.returnTo)

    let user: Awaited<ReturnType<typeof getMe>>
    let tokens: Awaited<ReturnType<typeof exchangeCode>>
    try {
      tokens = await exchangeCode(settings, code, stored.codeVerifier)
      user = await getMe({
        baseUrl: config.providerApiBaseUrl,
        token: tokens.accessToken,
        timeoutMs: config.providerTimeouts.apiMs,
      })
    } catch (failure) {
      const detail = failure instanceof Error ? failure.message : 'unknown'
      return fail('exchange_failed', detail, stored.returnTo)
    }

    const previous = await c.var.auth.current()
    if (previous) {
      await c.var.auth.replace(previous)
      // Another X account's grant is revoked. The same account's is left to lapse: a server
      // may revoke every token of a user and client at once (RFC 7009 allows it), which
      // would end the session just made.
      if (previous.row.user.id !== user.id) await revokeGrantLater(c, previous)
    }
    const nowMs = Date.now()
    const sessionId = randomToken(32)
    const row = await buildSessionRow(keys, sessionId, user, tokens, nowMs, config.sessionMaxAgeMs)
    await putSession(c.env.APP_LOCAL, sessionId, row, nowMs)
    await writeSessionCookie(c, keys.cookieKey, sessionId, row.expiresAtMs - nowMs)
    // The binding cookie is left to expire, here and on failure: another tab may still be
    // signing in with it.
    return frontendRedirect(c, stored.returnTo)
  })
  .openapi(authMeRoute, async (c) => {
    const session = await c.var.auth.current()
    if (!session) return c.json({ signedIn: false }, 200)
    return c.json({ signedIn: true, user: session.row.user }, 200)
  })
  .openapi(logoutRoute, async (c) => {
    const session = await c.var.auth.current()
    if (session) {
      await c.var.auth.end(session)
      await revokeGrantLater(c, session)
    } else {
      c.var.auth.clearCookie()
    }
    return c.json({ ok: true as const }, 200)
  })
  .openapi(meRoute, async (c) => {
    const session = await c.var.auth.require()
    const { user, scopes, accessTokenExpiresAt } = session.row
    return c.json({ provider: 'x' as const, user, scopes, accessTokenExpiresAt }, 200)
  })
