/**
 * Provider sessions in KV: created by the sign-in callback, read on use, renewed past
 * their half-life (never past their absolute end, SESSION_MAX_AGE_DAYS from sign-in),
 * rotated tokens stored at once, deleted on logout or failed refresh.
 */
import { decryptText, encryptText, type SessionKeys, sha256Hex } from './crypto'
import type { TokenSet } from './oauth'
import {
  interestProfileKey,
  type ProviderSessionRow,
  type ProviderTokens,
  parseSessionRow,
  SESSION_TTL_SECONDS,
  type SessionUser,
  sessionKey,
} from './store'

const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000

/**
 * What a session's tokens are sealed with as AES-GCM associated data: the hash its row is keyed
 * by. A sealed value copied into another session's row does not open there.
 */
function tokenBinding(sessionId: string): string {
  return sha256Hex(sessionId)
}

export async function sealTokens(
  keys: SessionKeys,
  sessionId: string,
  tokens: ProviderTokens,
): Promise<string> {
  return encryptText(keys.encryptionKey, JSON.stringify(tokens), tokenBinding(sessionId))
}

/**
 * The session's tokens, or null when they cannot be opened: tampered with, sealed under another
 * secret, or sealed for another session. A version 1 row's were sealed unbound.
 */
export async function openTokens(
  keys: SessionKeys,
  sessionId: string,
  row: ProviderSessionRow,
): Promise<ProviderTokens | null> {
  const binding = row.version === 1 ? undefined : tokenBinding(sessionId)
  const plain = await decryptText(keys.encryptionKey, row.sealedTokens, binding)
  if (!plain) return null
  try {
    const parsed = JSON.parse(plain) as Partial<ProviderTokens>
    if (typeof parsed.accessToken !== 'string') return null
    return {
      accessToken: parsed.accessToken,
      refreshToken: typeof parsed.refreshToken === 'string' ? parsed.refreshToken : null,
    }
  } catch {
    return null
  }
}

/**
 * When a session ends however much it is used: its sign-in (`createdAt`, which no write
 * changes) plus the absolute limit. A row whose sign-in time cannot be read has ended. Pure.
 */
export function absoluteEndMs(row: ProviderSessionRow, maxAgeMs: number): number {
  const signedInMs = Date.parse(row.createdAt)
  return Number.isNaN(signedInMs) ? Number.NEGATIVE_INFINITY : signedInMs + maxAgeMs
}

/**
 * A row stored before tokens were bound (version 1) with its tokens sealed again, bound to the
 * session (version 2); a version 2 row as it is; null when the tokens cannot be opened. The
 * upgrade keeps every session that was signed in before it.
 */
export async function withBoundTokens(
  keys: SessionKeys,
  sessionId: string,
  row: ProviderSessionRow,
): Promise<ProviderSessionRow | null> {
  if (row.version !== 1) return row
  const tokens = await openTokens(keys, sessionId, row)
  if (!tokens) return null
  return { ...row, version: 2, sealedTokens: await sealTokens(keys, sessionId, tokens) }
}

export async function buildSessionRow(
  keys: SessionKeys,
  sessionId: string,
  user: SessionUser,
  tokens: TokenSet,
  nowMs: number,
  maxAgeMs: number,
): Promise<ProviderSessionRow> {
  return {
    version: 2,
    provider: 'x',
    user,
    scopes: tokens.scopes,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt.toISOString(),
    sealedTokens: await sealTokens(keys, sessionId, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
    }),
    createdAt: new Date(nowMs).toISOString(),
    expiresAtMs: nowMs + Math.min(SESSION_TTL_MS, maxAgeMs),
  }
}

export async function putSession(
  kv: KVNamespace,
  sessionId: string,
  row: ProviderSessionRow,
  nowMs: number,
) {
  const ttl = Math.max(60, Math.ceil((row.expiresAtMs - nowMs) / 1000))
  await kv.put(sessionKey(sessionId), JSON.stringify(row), { expirationTtl: ttl })
}

/** The stored row, or null when missing, malformed, past its end or past its absolute end. */
export async function readSession(
  kv: KVNamespace,
  sessionId: string,
  nowMs: number,
  maxAgeMs: number,
): Promise<ProviderSessionRow | null> {
  const row = parseSessionRow(await kv.get(sessionKey(sessionId), 'json').catch(() => null))
  if (!row || row.expiresAtMs <= nowMs || absoluteEndMs(row, maxAgeMs) <= nowMs) return null
  return row
}

/** Ends a session: its row, and what was kept beside it (its interest profile). */
export async function deleteSession(kv: KVNamespace, sessionId: string): Promise<void> {
  await Promise.all([kv.delete(sessionKey(sessionId)), kv.delete(interestProfileKey(sessionId))])
}

/**
 * Past the half-life a used session is extended to a full 30 days again, or to its absolute
 * end when that comes first; once there, it is not extended at all. Pure.
 */
export function needsRenewal(row: ProviderSessionRow, nowMs: number, maxAgeMs: number): boolean {
  return (
    row.expiresAtMs - nowMs < SESSION_TTL_MS / 2 &&
    renewed(row, nowMs, maxAgeMs).expiresAtMs > row.expiresAtMs
  )
}

export function renewed(
  row: ProviderSessionRow,
  nowMs: number,
  maxAgeMs: number,
): ProviderSessionRow {
  return {
    ...row,
    expiresAtMs: Math.min(nowMs + SESSION_TTL_MS, absoluteEndMs(row, maxAgeMs)),
  }
}

export async function withRotatedTokens(
  keys: SessionKeys,
  sessionId: string,
  row: ProviderSessionRow,
  tokens: TokenSet,
  previousRefreshToken: string | null,
): Promise<ProviderSessionRow> {
  return {
    ...row,
    version: 2,
    scopes: tokens.scopes.length > 0 ? tokens.scopes : row.scopes,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt.toISOString(),
    sealedTokens: await sealTokens(keys, sessionId, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? previousRefreshToken,
    }),
  }
}
