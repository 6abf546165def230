/** The cookies of sign-in: `app_session` (30 days) and the short-lived `oauth_binding`. */
import type { Context } from 'hono'
import { deleteCookie, setSignedCookie } from 'hono/cookie'
import { type CookieOptions, parseSigned } from 'hono/utils/cookie'
import { type AppEnv, ConfigError, configOf, modeFor } from '../config'
import { OAUTH_STATE_TTL_SECONDS, SESSION_TTL_SECONDS } from './store'

export const SESSION_COOKIE = 'app_session'
export const BINDING_COOKIE = 'oauth_binding'
const BINDING_PATH = '/api/auth/social'
/** How many cookies of one name a request may offer before the rest are ignored. */
const MAX_SAME_NAME_COOKIES = 4

/**
 * Production's cookies are always `Secure` (a plain-http request to a deployment must not get
 * one that is not); in development, when the request is https. A configuration the worker
 * cannot read counts as production here.
 */
function isSecure(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  try {
    return modeFor(configOf(c.env), c.req.url) === 'production'
  } catch (error) {
    if (error instanceof ConfigError) return true
    throw error
  }
}

/** HttpOnly, SameSite=Lax, Path=/, never a Domain (the cookie stays on this host alone). */
function baseOptions(c: Context<AppEnv>): CookieOptions {
  return { httpOnly: true, sameSite: 'Lax', path: '/', secure: isSecure(c) }
}

/**
 * The values of every `name` cookie the request carries whose signature holds, in the order
 * the browser sent them. A browser can hold several of one name (another host of the same
 * site can plant one for the whole domain, or for a longer path, which it then sends first):
 * one bad cookie must not hide a good one.
 */
export async function readSignedCookies(
  c: Context,
  key: Uint8Array<ArrayBuffer>,
  name: string,
): Promise<string[]> {
  const values: string[] = []
  let offered = 0
  for (const pair of (c.req.header('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue
    if (++offered > MAX_SAME_NAME_COOKIES) break
    const parsed = await parseSigned(`${name}=${pair.slice(separator + 1).trim()}`, key, name)
    const value = parsed[name]
    if (typeof value === 'string' && value.length > 0) values.push(value)
  }
  return values
}

/**
 * Takes back an `app_session` cookie this answer already sets (a renewal, before a sign-in
 * replaces the session or a logout ends it): a response should set a cookie at most once
 * (RFC 6265, 4.1.1), not leave the browser to keep the last.
 */
function withdrawSessionCookie(c: Context<AppEnv>): void {
  const headers = c.res.headers
  const cookies = headers.getSetCookie()
  const others = cookies.filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`))
  if (others.length === cookies.length) return
  headers.delete('set-cookie')
  for (const cookie of others) headers.append('set-cookie', cookie)
}

/** The session cookie, kept by the browser as long as the session lasts (`lifetimeMs`). */
export function writeSessionCookie(
  c: Context<AppEnv>,
  key: Uint8Array<ArrayBuffer>,
  sessionId: string,
  lifetimeMs: number,
) {
  withdrawSessionCookie(c)
  return setSignedCookie(c, SESSION_COOKIE, sessionId, key, {
    ...baseOptions(c),
    maxAge: Math.max(1, Math.min(SESSION_TTL_SECONDS, Math.ceil(lifetimeMs / 1000))),
  })
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  withdrawSessionCookie(c)
  deleteCookie(c, SESSION_COOKIE, baseOptions(c))
}

export function writeBindingCookie(
  c: Context<AppEnv>,
  key: Uint8Array<ArrayBuffer>,
  nonce: string,
) {
  return setSignedCookie(c, BINDING_COOKIE, nonce, key, {
    ...baseOptions(c),
    path: BINDING_PATH,
    maxAge: OAUTH_STATE_TTL_SECONDS,
  })
}
