/**
 * In-memory OAuth state: authorization codes (30 s, single use), grants, opaque access tokens
 * (with a TTL) and rotating refresh tokens. Nothing is persisted; `clear()` forgets everything.
 */
import { randomBytes } from 'node:crypto'

export const CODE_TTL_MS = 30_000

export interface AuthorizationCode {
  code: string
  clientId: string
  redirectUri: string
  scopes: string[]
  userId: string
  expiresAtMs: number
}

export interface Grant {
  id: string
  clientId: string
  userId: string
  scopes: string[]
}

export interface IssuedTokens {
  accessToken: string
  refreshToken: string | undefined
  expiresIn: number
  scopes: string[]
}

interface AccessTokenRecord {
  grantId: string
  expiresAtMs: number
}

/** A random opaque token, URL-safe. */
export function opaqueToken(bytes = 48): string {
  return randomBytes(bytes).toString('base64url')
}

export class TokenStore {
  readonly accessTokenTtlSeconds: number
  readonly #codes = new Map<string, AuthorizationCode>()
  readonly #grants = new Map<string, Grant>()
  readonly #accessTokens = new Map<string, AccessTokenRecord>()
  /** Only the newest refresh token of each grant is here; rotated ones are gone. */
  readonly #refreshTokens = new Map<string, string>()

  constructor(accessTokenTtlSeconds: number) {
    this.accessTokenTtlSeconds = accessTokenTtlSeconds
  }

  saveCode(code: AuthorizationCode): void {
    this.#codes.set(code.code, code)
  }

  /** Takes a code out of the store (single use); `undefined` when unknown, used or expired. */
  takeCode(code: string, nowMs: number): AuthorizationCode | undefined {
    const record = this.#codes.get(code)
    this.#codes.delete(code)
    return record && record.expiresAtMs > nowMs ? record : undefined
  }

  /** Starts a grant and issues its first tokens (a refresh token only with `offline.access`). */
  issueForNewGrant(grant: Omit<Grant, 'id'>, nowMs: number): IssuedTokens {
    const id = opaqueToken(12)
    this.#grants.set(id, { ...grant, id })
    return this.#issue(id, grant.scopes, nowMs)
  }

  /**
   * Rotates a refresh token: the old one stops working at once and new tokens are issued.
   * With `rotate: false`, only a new access token is issued and the refresh token keeps
   * working (RFC 6749 §6 lets a server do either). `undefined` when the token is unknown,
   * already rotated or revoked, or for another client.
   */
  rotate(
    refreshToken: string,
    clientId: string,
    nowMs: number,
    { rotate = true }: { rotate?: boolean } = {},
  ): IssuedTokens | undefined {
    const grantId = this.#refreshTokens.get(refreshToken)
    const grant = grantId ? this.#grants.get(grantId) : undefined
    if (!grant || grant.clientId !== clientId) return undefined
    if (!rotate) return this.#issue(grant.id, grant.scopes, nowMs, false)
    this.#refreshTokens.delete(refreshToken)
    return this.#issue(grant.id, grant.scopes, nowMs)
  }

  /** The grant behind a live access token, or `undefined` (unknown, expired or revoked). */
  grantForAccessToken(token: string, nowMs: number): Grant | undefined {
    const record = this.#accessTokens.get(token)
    if (!record || record.expiresAtMs <= nowMs) return undefined
    return this.#grants.get(record.grantId)
  }

  /**
   * Revokes a token. An access token stops working alone; a refresh token ends its whole grant
   * (every access token issued under it too). Unknown tokens are ignored (RFC 7009).
   */
  revoke(token: string): void {
    if (this.#accessTokens.delete(token)) return
    const grantId = this.#refreshTokens.get(token)
    if (!grantId) return
    this.#grants.delete(grantId)
    for (const [key, record] of this.#accessTokens) {
      if (record.grantId === grantId) this.#accessTokens.delete(key)
    }
    for (const [key, id] of this.#refreshTokens) {
      if (id === grantId) this.#refreshTokens.delete(key)
    }
  }

  /** Makes every current access token expired (refresh tokens keep working). */
  expireAccessTokens(nowMs: number): number {
    for (const record of this.#accessTokens.values()) record.expiresAtMs = nowMs - 1
    return this.#accessTokens.size
  }

  clear(): void {
    this.#codes.clear()
    this.#grants.clear()
    this.#accessTokens.clear()
    this.#refreshTokens.clear()
  }

  #issue(grantId: string, scopes: string[], nowMs: number, withRefreshToken = true): IssuedTokens {
    const accessToken = opaqueToken()
    this.#accessTokens.set(accessToken, {
      grantId,
      expiresAtMs: nowMs + this.accessTokenTtlSeconds * 1000,
    })
    let refreshToken: string | undefined
    if (withRefreshToken && scopes.includes('offline.access')) {
      refreshToken = opaqueToken()
      this.#refreshTokens.set(refreshToken, grantId)
    }
    return { accessToken, refreshToken, expiresIn: this.accessTokenTtlSeconds, scopes }
  }
}
