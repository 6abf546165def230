/**
 * The KV collections of sign-in (docs/storage.md): one-use OAuth states and provider
 * sessions. Session rows are keyed by a hash of the session id, never the id itself.
 */
import { asObject } from '../domain/json'
import { sha256Hex } from './crypto'

export const OAUTH_STATE_PREFIX = 'oauth_states:'
export const PROVIDER_SESSION_PREFIX = 'provider_sessions:'
/** A session's interest profile (For You), sealed, for a few minutes (src/sources/personal.ts). */
export const INTEREST_PROFILE_PREFIX = 'interest_profiles:'
export const OAUTH_STATE_TTL_SECONDS = 600
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60

export interface OAuthStateRow {
  codeVerifier: string
  returnTo: string
  /** SHA-256 of the nonce in this browser's signed `oauth_binding` cookie. */
  browserBindingHash: string
  createdAt: string
}

export interface SessionUser {
  id: string
  username: string
  name: string
  avatarUrl: string
}

/**
 * 2: `sealedTokens` is bound to its row (sealed with the hash of the session id as AES-GCM
 * associated data). 1: stored before that; opened once and sealed again as 2
 * (src/auth/sessions.ts, `withBoundTokens`).
 */
export type SessionRowVersion = 1 | 2

export interface ProviderSessionRow {
  version: SessionRowVersion
  provider: 'x'
  user: SessionUser
  scopes: string[]
  accessTokenExpiresAt: string
  /** AES-GCM sealed JSON of {accessToken, refreshToken} (bound to the row from version 2). */
  sealedTokens: string
  createdAt: string
  /** When the session ends unless renewed (ms since epoch). */
  expiresAtMs: number
}

export interface ProviderTokens {
  accessToken: string
  refreshToken: string | null
}

export function sessionKey(sessionId: string): string {
  return `${PROVIDER_SESSION_PREFIX}${sha256Hex(sessionId)}`
}

/** Keyed, like the session's row, by a hash of the session id. */
export function interestProfileKey(sessionId: string): string {
  return `${INTEREST_PROFILE_PREFIX}${sha256Hex(sessionId)}`
}

export function stateKey(state: string): string {
  return `${OAUTH_STATE_PREFIX}${state}`
}

export function parseStateRow(raw: unknown): OAuthStateRow | null {
  const value = asObject(raw)
  if (!value) return null
  const { codeVerifier, returnTo, browserBindingHash, createdAt } = value
  if (
    typeof codeVerifier !== 'string' ||
    typeof returnTo !== 'string' ||
    typeof browserBindingHash !== 'string' ||
    typeof createdAt !== 'string'
  ) {
    return null
  }
  return { codeVerifier, returnTo, browserBindingHash, createdAt }
}

export function parseSessionRow(raw: unknown): ProviderSessionRow | null {
  const value = asObject(raw)
  if ((value?.version !== 1 && value?.version !== 2) || value.provider !== 'x') return null
  const user = asObject(value.user)
  if (
    !user ||
    typeof user.id !== 'string' ||
    typeof user.username !== 'string' ||
    typeof user.name !== 'string' ||
    typeof user.avatarUrl !== 'string' ||
    !Array.isArray(value.scopes) ||
    typeof value.accessTokenExpiresAt !== 'string' ||
    typeof value.sealedTokens !== 'string' ||
    typeof value.createdAt !== 'string' ||
    typeof value.expiresAtMs !== 'number'
  ) {
    return null
  }
  return {
    version: value.version,
    provider: 'x',
    user: { id: user.id, username: user.username, name: user.name, avatarUrl: user.avatarUrl },
    scopes: value.scopes.filter((scope): scope is string => typeof scope === 'string'),
    accessTokenExpiresAt: value.accessTokenExpiresAt,
    sealedTokens: value.sealedTokens,
    createdAt: value.createdAt,
    expiresAtMs: value.expiresAtMs,
  }
}
