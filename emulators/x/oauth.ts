/**
 * X's OAuth 2.0 endpoints: `GET|POST /i/oauth2/authorize`, `POST /2/oauth2/token` and
 * `POST /2/oauth2/revoke`. Codes and PKCE come from the engine (oauth2-mock-server); X's own
 * rules, opaque tokens and refresh rotation are enforced here.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { consentPage, errorPage } from './consent.ts'
import { DEMO_USER, DEMO_USER_ID } from './demo-user.ts'
import type { PkceEngine } from './engine.ts'
import type { Answer, Authorization } from './http.ts'
import { html, json, redirect } from './http.ts'
import type { IssuedTokens, TokenStore } from './store.ts'
import { CODE_TTL_MS } from './store.ts'

export interface OAuthContext {
  clientId: string
  clientSecret: string | undefined
  appName: string
  autoApprove: boolean
  /** When set, `redirect_uri` must be one of these exactly. */
  redirectUris: string[] | undefined
  store: TokenStore
  engine: PkceEngine
  now: () => number
}

/** The scopes X knows; any other is refused at the authorize step. */
export const KNOWN_SCOPES = new Set([
  'tweet.read',
  'tweet.write',
  'tweet.moderate.write',
  'users.email',
  'users.read',
  'follows.read',
  'follows.write',
  'offline.access',
  'space.read',
  'mute.read',
  'mute.write',
  'like.read',
  'like.write',
  'list.read',
  'list.write',
  'block.read',
  'block.write',
  'bookmark.read',
  'bookmark.write',
  'dm.read',
  'dm.write',
  'media.write',
])

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const MAX_STATE_LENGTH = 500

interface AuthorizeRequest {
  redirectUri: string
  scopes: string[]
  state: string
  codeChallenge: string
}

type Validated = { ok: true; request: AuthorizeRequest } | { ok: false; message: string }

/** Validates an authorize request; any failure is a 400 page, never a redirect. */
export function validateAuthorize(
  context: OAuthContext,
  params: Record<string, string>,
): Validated {
  const fail = (message: string): Validated => ({ ok: false, message })
  if (params.response_type !== 'code') return fail('response_type must be "code".')
  if (!params.client_id) return fail('client_id is missing.')
  if (params.client_id !== context.clientId) return fail('client_id is not a registered app.')
  const redirectUri = params.redirect_uri ?? ''
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    return fail('redirect_uri is missing or not an absolute URL.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return fail('redirect_uri must be an http or https URL.')
  }
  if (!LOOPBACK_HOSTS.has(url.hostname)) {
    return fail('redirect_uri must point at 127.0.0.1 or localhost for the emulator.')
  }
  if (url.hash) return fail('redirect_uri must not have a fragment.')
  if (context.redirectUris && !context.redirectUris.includes(redirectUri)) {
    return fail('redirect_uri does not match a registered callback URL.')
  }
  const scopes = [...new Set((params.scope ?? '').split(/[\s+]+/).filter((s) => s !== ''))]
  if (scopes.length === 0) return fail('scope is missing.')
  const unknown = scopes.filter((scope) => !KNOWN_SCOPES.has(scope))
  if (unknown.length > 0) return fail(`Unknown scope: ${unknown.join(', ')}.`)
  const state = params.state ?? ''
  if (!state) return fail('state is missing.')
  if (state.length > MAX_STATE_LENGTH) return fail('state is longer than 500 characters.')
  const method = params.code_challenge_method
  if (method !== 'S256') {
    return fail(
      method === 'plain'
        ? 'code_challenge_method "plain" is not supported here: use S256.'
        : 'code_challenge_method must be S256.',
    )
  }
  const codeChallenge = params.code_challenge ?? ''
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(codeChallenge)) {
    return fail('code_challenge is missing or malformed (expected a base64url S256 hash).')
  }
  return { ok: true, request: { redirectUri, scopes, state, codeChallenge } }
}

function withParams(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.href
}

async function approve(context: OAuthContext, request: AuthorizeRequest): Promise<Answer> {
  const scope = request.scopes.join(' ')
  const code = await context.engine.issueCode({
    clientId: context.clientId,
    redirectUri: request.redirectUri,
    scope,
    state: request.state,
    codeChallenge: request.codeChallenge,
  })
  context.store.saveCode({
    code,
    clientId: context.clientId,
    redirectUri: request.redirectUri,
    scopes: request.scopes,
    userId: DEMO_USER_ID,
    expiresAtMs: context.now() + CODE_TTL_MS,
  })
  return redirect(withParams(request.redirectUri, { state: request.state, code }))
}

const AUTHORIZE_FIELDS = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
]

/** `GET /i/oauth2/authorize`: the consent page, or at once a redirect with `autoApprove`/`auto=1`. */
export async function authorizePage(
  context: OAuthContext,
  params: Record<string, string>,
): Promise<Answer> {
  const validated = validateAuthorize(context, params)
  if (!validated.ok) return html(400, errorPage(validated.message))
  if (context.autoApprove || params.auto === '1' || params.auto === 'true') {
    return approve(context, validated.request)
  }
  const fields: Record<string, string> = {}
  for (const name of AUTHORIZE_FIELDS) fields[name] = params[name] ?? ''
  return html(200, consentPage(context.appName, DEMO_USER, validated.request.scopes, fields))
}

/** `POST /i/oauth2/authorize`: the consent form (`decision=allow` or `deny`). */
export async function authorizeDecision(
  context: OAuthContext,
  form: Record<string, string>,
): Promise<Answer> {
  const validated = validateAuthorize(context, form)
  if (!validated.ok) return html(400, errorPage(validated.message))
  if (form.decision === 'allow') return approve(context, validated.request)
  if (form.decision === 'deny') {
    const { redirectUri, state } = validated.request
    return redirect(withParams(redirectUri, { error: 'access_denied', state }))
  }
  return html(400, errorPage('decision must be "allow" or "deny".'))
}

function tokenError(status: number, error: string, description: string): Answer {
  return json(status, { error, error_description: description }, { 'cache-control': 'no-store' })
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

type ClientCheck = { ok: true } | { ok: false; answer: Answer }

/** HTTP Basic when a secret is configured (confidential client), else `client_id` in the body. */
function authenticateClient(
  context: OAuthContext,
  form: Record<string, string>,
  authorization: Authorization,
): ClientCheck {
  const refuse = (answer: Answer): ClientCheck => ({ ok: false, answer })
  if (context.clientSecret !== undefined) {
    if (
      authorization.kind !== 'basic' ||
      authorization.username !== context.clientId ||
      !sameSecret(authorization.password, context.clientSecret)
    ) {
      return refuse(tokenError(401, 'unauthorized_client', 'Missing valid authorization header'))
    }
    if (form.client_id !== undefined && form.client_id !== context.clientId) {
      return refuse(tokenError(400, 'invalid_request', 'Value passed for client_id was invalid.'))
    }
    return { ok: true }
  }
  const clientId = authorization.kind === 'basic' ? authorization.username : form.client_id
  if (!clientId) {
    return refuse(tokenError(400, 'invalid_request', 'Missing required parameter [client_id].'))
  }
  if (clientId !== context.clientId || (form.client_id && form.client_id !== clientId)) {
    return refuse(tokenError(401, 'invalid_client', 'Value passed for client_id was invalid.'))
  }
  return { ok: true }
}

function tokenResponse(tokens: IssuedTokens): Answer {
  const body: Record<string, string | number> = {
    token_type: 'bearer',
    expires_in: tokens.expiresIn,
    access_token: tokens.accessToken,
    scope: tokens.scopes.join(' '),
  }
  if (tokens.refreshToken) body.refresh_token = tokens.refreshToken
  return json(200, body, { 'cache-control': 'no-store', pragma: 'no-cache' })
}

function missing(name: string): Answer {
  return tokenError(400, 'invalid_request', `Missing required parameter [${name}].`)
}

async function exchangeCode(context: OAuthContext, form: Record<string, string>) {
  const { code, redirect_uri: redirectUri, code_verifier: codeVerifier } = form
  if (!code) return missing('code')
  if (!redirectUri) return missing('redirect_uri')
  if (!codeVerifier) return missing('code_verifier')
  const record = context.store.takeCode(code, context.now())
  if (!record || record.clientId !== context.clientId) {
    return tokenError(400, 'invalid_grant', 'Value passed for the authorization code was invalid.')
  }
  if (record.redirectUri !== redirectUri) {
    return tokenError(
      400,
      'invalid_grant',
      'Value passed for the redirect uri did not match the uri of the authorization code.',
    )
  }
  const verified = await context.engine.verify({
    code,
    codeVerifier,
    clientId: context.clientId,
    redirectUri,
  })
  // RFC 7636 §4.6: a verifier that does not match the code's challenge is invalid_grant.
  if (!verified.ok) return tokenError(400, 'invalid_grant', verified.description)
  const tokens = context.store.issueForNewGrant(
    { clientId: context.clientId, userId: record.userId, scopes: record.scopes },
    context.now(),
  )
  return tokenResponse(tokens)
}

function refresh(context: OAuthContext, form: Record<string, string>, rotate: boolean): Answer {
  const refreshToken = form.refresh_token
  if (!refreshToken) return missing('refresh_token')
  const tokens = context.store.rotate(refreshToken, context.clientId, context.now(), { rotate })
  if (!tokens) return tokenError(400, 'invalid_grant', 'Value passed for the token was invalid.')
  return tokenResponse(tokens)
}

/**
 * `POST /2/oauth2/token` (form-encoded): authorization_code with PKCE, or refresh_token.
 * `rotateRefreshToken: false` answers a refresh without a new refresh token.
 */
export async function token(
  context: OAuthContext,
  form: Record<string, string>,
  authorization: Authorization,
  { rotateRefreshToken = true }: { rotateRefreshToken?: boolean } = {},
): Promise<Answer> {
  const client = authenticateClient(context, form, authorization)
  if (!client.ok) return client.answer
  switch (form.grant_type) {
    case undefined:
    case '':
      return missing('grant_type')
    case 'authorization_code':
      return exchangeCode(context, form)
    case 'refresh_token':
      return refresh(context, form, rotateRefreshToken)
    default:
      return tokenError(
        400,
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token.',
      )
  }
}

/** `POST /2/oauth2/revoke` (form field `token`): always `{"revoked": true}` for a known client. */
export function revoke(
  context: OAuthContext,
  form: Record<string, string>,
  authorization: Authorization,
): Answer {
  const client = authenticateClient(context, form, authorization)
  if (!client.ok) return client.answer
  if (!form.token) return missing('token')
  context.store.revoke(form.token)
  return json(200, { revoked: true })
}

/** The answer to an OAuth request whose body is not form-encoded. */
export function notForm(): Answer {
  return tokenError(
    400,
    'invalid_request',
    'The request body must be application/x-www-form-urlencoded.',
  )
}
