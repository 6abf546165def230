/**
 * The request's session, resolved lazily: routes that never ask (mock search) pay no
 * cookie check and no KV read. A bad cookie is cleared and means "signed out".
 * Access tokens are refreshed here when expired or about to be; concurrent requests
 * in one isolate share one refresh, and a refresh that lost a race across isolates
 * recovers by re-reading the row the winner stored.
 */
import type { Context } from 'hono'
import { type AppEnv, configOf, modeFor } from '../config'
import { ApiError } from '../http/errors'
import {
  clearSessionCookie,
  readSignedCookies,
  SESSION_COOKIE,
  writeSessionCookie,
} from './cookies'
import { type SessionKeys, sessionKeys } from './crypto'
import { type LateAnswer, OAuthFailure, oauthSettings, refreshTokens } from './oauth'
import { resolveSessionSecret } from './secret'
import {
  deleteSession,
  needsRenewal,
  openTokens,
  putSession,
  readSession,
  renewed,
  withBoundTokens,
  withRotatedTokens,
} from './sessions'
import type { ProviderSessionRow } from './store'

/** Retry-After for a refresh X refused with 429 (arctic does not pass its reset time on). */
const TOKEN_RATE_LIMIT_RETRY_SECONDS = 60

/** Refresh when the access token has less than this left. */
export const REFRESH_MARGIN_MS = 60_000

export interface CurrentSession {
  id: string
  row: ProviderSessionRow
}

declare module '../config' {
  interface Variables {
    /** The request's session, resolved on first use. */
    auth: Auth
  }
}

const refreshesInFlight = new Map<string, Promise<string>>()

export class Auth {
  private resolved: Promise<CurrentSession | null> | undefined
  /**
   * This request extended the session or bound its tokens to it; `settle` stores that unless
   * a token refresh already did.
   */
  private writePending = false

  constructor(private readonly c: Context<AppEnv>) {}

  /** The session keys, or null when sessions are impossible (production without a secret). */
  async keys(): Promise<SessionKeys | null> {
    const config = configOf(this.c.env)
    const secret = resolveSessionSecret(
      this.c.env.APP_SESSION_SECRET,
      modeFor(config, this.c.req.url),
    )
    return secret.ok ? sessionKeys(secret.secret) : null
  }

  /** How long a session may last from sign-in (SESSION_MAX_AGE_DAYS). */
  private get maxAgeMs(): number {
    return configOf(this.c.env).sessionMaxAgeMs
  }

  current(): Promise<CurrentSession | null> {
    this.resolved ??= this.resolve()
    return this.resolved
  }

  /** Whether the request asked who is signed in: its answer may then be this browser's alone. */
  get consulted(): boolean {
    return this.resolved !== undefined
  }

  async require(): Promise<CurrentSession> {
    const session = await this.current()
    if (!session) throw new ApiError('not_signed_in', 'Sign in with X first.')
    return session
  }

  private async resolve(): Promise<CurrentSession | null> {
    const keys = await this.keys()
    const raw = this.c.req.header('cookie')
    if (!raw?.includes(`${SESSION_COOKIE}=`)) return null
    if (!keys) return null
    const nowMs = Date.now()
    // Every validly signed id, the first with a live row winning: a cookie another host of the
    // site planted beside this one must not sign its holder out.
    for (const sessionId of await readSignedCookies(this.c, keys.cookieKey, SESSION_COOKIE)) {
      const row = await readSession(this.c.env.APP_LOCAL, sessionId, nowMs, this.maxAgeMs)
      if (row) return this.found(sessionId, row, keys, nowMs)
    }
    clearSessionCookie(this.c)
    return null
  }

  private async found(
    sessionId: string,
    stored: ProviderSessionRow,
    keys: SessionKeys,
    nowMs: number,
  ): Promise<CurrentSession> {
    let row = stored
    // A row stored before tokens were bound to it is sealed again, once; written with the
    // renewal (see `settle`), since KV takes one write per key per second.
    const bound = await withBoundTokens(keys, sessionId, row)
    if (bound && bound !== row) {
      row = bound
      this.writePending = true
    }
    if (needsRenewal(row, nowMs, this.maxAgeMs)) {
      // Stored once the route has answered (see `settle`): a token refresh in the same
      // request writes the row too.
      this.writePending = true
      row = renewed(row, nowMs, this.maxAgeMs)
      await writeSessionCookie(this.c, keys.cookieKey, sessionId, row.expiresAtMs - nowMs)
    }
    return { id: sessionId, row }
  }

  /**
   * Stores a renewal this request decided on, once its route has answered, unless a
   * token refresh already stored the renewed row. Only the end of the session moves:
   * the row is read again, so tokens another request rotated meanwhile are kept. A
   * failed write is logged, not thrown; a later request renews instead.
   */
  async settle(): Promise<void> {
    if (!this.writePending) return
    this.writePending = false
    const session = await this.resolved
    const keys = await this.keys()
    if (!session || !keys) return
    const kv = this.c.env.APP_LOCAL
    try {
      const nowMs = Date.now()
      const read = await readSession(kv, session.id, nowMs, this.maxAgeMs)
      const latest = read && ((await withBoundTokens(keys, session.id, read)) ?? read)
      if (!latest) return
      const expiresAtMs = Math.max(latest.expiresAtMs, session.row.expiresAtMs)
      await putSession(kv, session.id, { ...latest, expiresAtMs }, nowMs)
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          requestId: this.c.var.requestId,
          event: 'session_renewal_failed',
          detail: error instanceof Error ? error.name : 'unknown',
        }),
      )
    }
  }

  clearCookie(): void {
    clearSessionCookie(this.c)
  }

  /**
   * Deletes the session a new sign-in replaces (its cookie is about to be overwritten). A
   * renewal this request decided on is dropped: `settle` would read the deleted row again,
   * and a stale KV read there would store it back.
   */
  async replace(session: CurrentSession): Promise<void> {
    this.writePending = false
    await deleteSession(this.c.env.APP_LOCAL, session.id)
    this.resolved = Promise.resolve(null)
  }

  /** Ends the session: row deleted, cookie cleared. */
  async end(session: CurrentSession): Promise<void> {
    this.writePending = false
    await deleteSession(this.c.env.APP_LOCAL, session.id)
    clearSessionCookie(this.c)
    this.resolved = Promise.resolve(null)
  }

  /**
   * A usable access token for the session, refreshed first when expired or about to
   * expire (or when `force`, after the provider refused the current one).
   */
  async accessToken(session: CurrentSession, force = false): Promise<string> {
    const keys = await this.keys()
    const tokens = keys ? await openTokens(keys, session.id, session.row) : null
    if (!keys || !tokens) {
      await this.end(session)
      throw new ApiError('not_signed_in', 'Your session ended; sign in again.')
    }
    const expiresAt = Date.parse(session.row.accessTokenExpiresAt)
    if (!force && expiresAt - Date.now() > REFRESH_MARGIN_MS) return tokens.accessToken
    let pending = refreshesInFlight.get(session.id)
    if (!pending) {
      pending = this.refresh(session, keys, tokens.refreshToken).finally(() =>
        refreshesInFlight.delete(session.id),
      )
      refreshesInFlight.set(session.id, pending)
    }
    return pending
  }

  private async refresh(
    session: CurrentSession,
    keys: SessionKeys,
    refreshToken: string | null,
  ): Promise<string> {
    const settings = oauthSettings(configOf(this.c.env), this.c.req.url)
    if (!settings || !refreshToken) {
      await this.end(session)
      throw new ApiError('not_signed_in', 'Your session expired; sign in again.')
    }
    try {
      const tokens = await refreshTokens(settings, refreshToken, this.lateRefresh(session, keys))
      const row = await withRotatedTokens(keys, session.id, session.row, tokens, refreshToken)
      await putSession(this.c.env.APP_LOCAL, session.id, row, Date.now())
      session.row = row
      this.writePending = false
      return tokens.accessToken
    } catch (error) {
      if (!(error instanceof OAuthFailure)) throw error
      if (error.kind === 'rate_limited') {
        // arctic drops the answer's headers, so X's reset time is unknown: a minute, as for
        // any X 429 without one.
        throw new ApiError(
          'rate_limited',
          `X's rate limit on token refresh was reached; retry in ${TOKEN_RATE_LIMIT_RETRY_SECONDS} s.`,
          {
            'Retry-After': String(TOKEN_RATE_LIMIT_RETRY_SECONDS),
          },
        )
      }
      if (error.kind === 'unavailable') {
        throw new ApiError('provider_error', 'X did not complete the token refresh; try again.')
      }
      const recovered = await this.recoverFromLostRace(session, keys, refreshToken)
      if (recovered) return recovered
      await this.end(session)
      throw new ApiError('not_signed_in', 'Your session expired; sign in again.')
    }
  }

  /**
   * Stores the tokens of a refresh X answered after the time-out (the request has
   * answered 502 by then), unless the session has ended meanwhile.
   */
  private lateRefresh(session: CurrentSession, keys: SessionKeys): LateAnswer {
    const kv = this.c.env.APP_LOCAL
    return {
      waitUntil: (promise) => this.c.executionCtx.waitUntil(promise),
      store: async (tokens) => {
        const latest = await readSession(kv, session.id, Date.now(), this.maxAgeMs)
        if (!latest) return
        const previous = await openTokens(keys, session.id, latest)
        const row = await withRotatedTokens(
          keys,
          session.id,
          latest,
          tokens,
          previous?.refreshToken ?? null,
        )
        await putSession(kv, session.id, row, Date.now())
      },
    }
  }

  /** Another isolate may have rotated the refresh token first: use what it stored. */
  private async recoverFromLostRace(
    session: CurrentSession,
    keys: SessionKeys,
    usedRefreshToken: string,
  ): Promise<string | null> {
    const latest = await readSession(this.c.env.APP_LOCAL, session.id, Date.now(), this.maxAgeMs)
    if (!latest) return null
    const tokens = await openTokens(keys, session.id, latest)
    if (!tokens || tokens.refreshToken === usedRefreshToken) return null
    if (Date.parse(latest.accessTokenExpiresAt) - Date.now() <= REFRESH_MARGIN_MS) return null
    session.row = latest
    return tokens.accessToken
  }
}
