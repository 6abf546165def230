/**
 * The OAuth 2.0 client for X: arctic's generic OAuth2Client behind one module, with the
 * endpoints from configuration (X's own by default), PKCE S256, and a time-out on
 * every call.
 */
import {
  ArcticFetchError,
  CodeChallengeMethod,
  OAuth2Client,
  OAuth2RequestError,
  type OAuth2Tokens,
  UnexpectedResponseError,
} from 'arctic'
import type { AppConfig } from '../config'
import { TimeoutError, withTimeout } from '../http/fetch'
import { CALLBACK_PATH } from '../paths'

/**
 * Read the user, their home timeline and search; their likes, and whom they muted and blocked,
 * for a personal For You (docs/security.md); `offline.access` for refresh tokens.
 */
export const X_SCOPES = [
  'tweet.read',
  'users.read',
  'like.read',
  'mute.read',
  'block.read',
  'offline.access',
] as const

/** The scope without which For You is not personalised. */
export const LIKES_SCOPE = 'like.read'

export interface TokenSet {
  accessToken: string
  refreshToken: string | null
  accessTokenExpiresAt: Date
  scopes: string[]
}

/**
 * `rejected`: the provider said no (bad code, revoked refresh token); `rate_limited`: it
 * answered 429; `unavailable`: it did not answer usefully.
 */
export class OAuthFailure extends Error {
  constructor(
    readonly kind: 'rejected' | 'rate_limited' | 'unavailable',
    message: string,
  ) {
    super(message)
    this.name = 'OAuthFailure'
  }
}

export interface OAuthSettings {
  clientId: string
  clientSecret: string | null
  redirectUri: string
  authorizeUrl: string
  tokenUrl: string
  revokeUrl: string
  /** How long one call may take (PROVIDER_TIMEOUT_MS; 10 s unless set). */
  timeoutMs: number
}

export function oauthSettings(config: AppConfig, requestUrl: string): OAuthSettings | null {
  const { clientId } = config.oauth
  if (!clientId) return null
  return {
    clientId,
    clientSecret: config.oauth.clientSecret,
    redirectUri: config.oauth.redirectUri ?? new URL(CALLBACK_PATH, requestUrl).toString(),
    authorizeUrl: config.oauth.authorizeUrl,
    tokenUrl: config.oauth.tokenUrl,
    revokeUrl: config.oauth.revokeUrl,
    timeoutMs: config.providerTimeouts.oauthMs,
  }
}

function client(settings: OAuthSettings): OAuth2Client {
  return new OAuth2Client(settings.clientId, settings.clientSecret, settings.redirectUri)
}

export function authorizationUrl(
  settings: OAuthSettings,
  state: string,
  codeVerifier: string,
): URL {
  return client(settings).createAuthorizationURLWithPKCE(
    settings.authorizeUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    [...X_SCOPES],
  )
}

/** X's access tokens live two hours; an answer without a lifetime gets that. */
const DEFAULT_EXPIRES_IN_SECONDS = 7200
/**
 * The lifetime the provider states, kept between two minutes (less would mean a refresh
 * on every request) and 90 days (more is not a date a row can hold sensibly). Pure.
 */
export function accessTokenLifetimeSeconds(expiresIn: unknown): number {
  if (typeof expiresIn !== 'number' || Number.isNaN(expiresIn)) return DEFAULT_EXPIRES_IN_SECONDS
  return Math.min(90 * 86_400, Math.max(120, expiresIn))
}

function toTokenSet(tokens: OAuth2Tokens, requestedAt: number): TokenSet {
  const data = tokens.data as Record<string, unknown>
  const expiresIn = accessTokenLifetimeSeconds(data.expires_in)
  return {
    accessToken: tokens.accessToken(),
    refreshToken: tokens.hasRefreshToken() ? tokens.refreshToken() : null,
    accessTokenExpiresAt: new Date(requestedAt + expiresIn * 1000),
    scopes: tokens.hasScopes() ? tokens.scopes() : [...X_SCOPES],
  }
}

/**
 * What to do with an answer that comes after the time-out. A refresh that X answers
 * late has still rotated the refresh token: dropping the answer would end the session.
 */
export interface LateAnswer {
  /** Keeps the request alive until the late answer is handled (`waitUntil`). */
  waitUntil(promise: Promise<unknown>): void
  store(tokens: TokenSet): Promise<void>
}

async function tokenCall(
  settings: OAuthSettings,
  operation: string,
  call: () => Promise<OAuth2Tokens>,
  late?: LateAnswer,
): Promise<TokenSet> {
  const requestedAt = Date.now()
  const pending = call()
  try {
    return toTokenSet(await withTimeout(pending, settings.timeoutMs, operation), requestedAt)
  } catch (error) {
    if (late && error instanceof TimeoutError) {
      late.waitUntil(
        pending.then((tokens) => late.store(toTokenSet(tokens, requestedAt))).catch(() => {}),
      )
    }
    if (error instanceof OAuth2RequestError) {
      throw new OAuthFailure('rejected', `${operation}: provider answered ${error.code}`)
    }
    if (error instanceof UnexpectedResponseError && error.status === 429) {
      throw new OAuthFailure('rate_limited', `${operation}: provider answered 429`)
    }
    if (error instanceof ArcticFetchError)
      throw new OAuthFailure('unavailable', `${operation}: network error`)
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new OAuthFailure('unavailable', error.message)
    }
    throw new OAuthFailure('unavailable', `${operation}: unexpected answer`)
  }
}

export function exchangeCode(
  settings: OAuthSettings,
  code: string,
  codeVerifier: string,
): Promise<TokenSet> {
  return tokenCall(settings, 'code exchange', () =>
    client(settings).validateAuthorizationCode(settings.tokenUrl, code, codeVerifier),
  )
}

export function refreshTokens(
  settings: OAuthSettings,
  refreshToken: string,
  late?: LateAnswer,
): Promise<TokenSet> {
  return tokenCall(
    settings,
    'token refresh',
    () => client(settings).refreshAccessToken(settings.tokenUrl, refreshToken, []),
    late,
  )
}

/** Best effort: a failed revocation is reported, never thrown. */
export async function revokeToken(settings: OAuthSettings, token: string): Promise<boolean> {
  try {
    await withTimeout(
      client(settings).revokeToken(settings.revokeUrl, token),
      settings.timeoutMs,
      'revoke',
    )
    return true
  } catch {
    return false
  }
}
