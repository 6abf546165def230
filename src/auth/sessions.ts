/**
 * Provider sessions in KV: created by the sign-in callback, read on use, renewed past
 * their half-life (never past their absolute end, SESSION_MAX_AGE_DAYS from sign-in),
 * rotated tokens stored at once, deleted on logout or failed refresh.
 */
import { decryptText, encryptText, type SessionKeys } from './crypto'
import type { TokenSet } from './oauth'
import {
  type ProviderSessionRow,
  type ProviderTokens,
  parseSessionRow,
  SESSION_TTL_SECONDS,
  type SessionUser,
  sessionKey,
} from './store'

const SESSION_TTL_MS = SESSION_TTL_SECONDS * 1000

export async function sealTokens(keys: SessionKeys, tokens: ProviderTokens): Promise<string> {
  return encryptText(keys.encryptionKey, JSON.stringify(tokens))
}

export async function openTokens(
  keys: SessionKeys,
  row: ProviderSessionRow,
): Promise<ProviderTokens | null> {
  const plain = await decryptText(keys.encryptionKey, row.sealedTokens)
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

export async function buildSessionRow(
  keys: SessionKeys,
  user: SessionUser,
  tokens: TokenSet,
  nowMs: number,
  maxAgeMs: number,
): Promise<ProviderSessionRow> {
  return {
    version: 1,
    provider: 'x',
    user,
    scopes: tokens.scopes,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt.toISOString(),
    sealedTokens: await sealTokens(keys, {
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

export async function deleteSession(kv: KVNamespace, sessionId: string): Promise<void> {
  await kv.delete(sessionKey(sessionId))
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
  row: ProviderSessionRow,
  tokens: TokenSet,
  previousRefreshToken: string | null,
): Promise<ProviderSessionRow> {
  return {
    ...row,
    scopes: tokens.scopes.length > 0 ? tokens.scopes : row.scopes,
    accessTokenExpiresAt: tokens.accessTokenExpiresAt.toISOString(),
    sealedTokens: await sealTokens(keys, {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken ?? previousRefreshToken,
    }),
  }
}
