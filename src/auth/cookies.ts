/** The cookies of sign-in: `app_session` (30 days) and the short-lived `oauth_binding`. */
import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import type { CookieOptions } from 'hono/utils/cookie'
import { OAUTH_STATE_TTL_SECONDS, SESSION_TTL_SECONDS } from './store'

export const SESSION_COOKIE = 'app_session'
export const BINDING_COOKIE = 'oauth_binding'
const BINDING_PATH = '/api/auth/social'

function baseOptions(c: Context): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: new URL(c.req.url).protocol === 'https:',
  }
}

/** The signed value: a string, `false` for a bad signature, `undefined` when absent or malformed. */
export function readSignedCookie(c: Context, key: Uint8Array<ArrayBuffer>, name: string) {
  return getSignedCookie(c, key, name)
}

/**
 * Takes back an `app_session` cookie this answer already sets (a renewal, before a sign-in
 * replaces the session or a logout ends it): a response should set a cookie at most once
 * (RFC 6265, 4.1.1), not leave the browser to keep the last.
 */
function withdrawSessionCookie(c: Context): void {
  const headers = c.res.headers
  const cookies = headers.getSetCookie()
  const others = cookies.filter((cookie) => !cookie.startsWith(`${SESSION_COOKIE}=`))
  if (others.length === cookies.length) return
  headers.delete('set-cookie')
  for (const cookie of others) headers.append('set-cookie', cookie)
}

export function writeSessionCookie(c: Context, key: Uint8Array<ArrayBuffer>, sessionId: string) {
  withdrawSessionCookie(c)
  return setSignedCookie(c, SESSION_COOKIE, sessionId, key, {
    ...baseOptions(c),
    maxAge: SESSION_TTL_SECONDS,
  })
}

export function clearSessionCookie(c: Context): void {
  withdrawSessionCookie(c)
  deleteCookie(c, SESSION_COOKIE, baseOptions(c))
}

export function writeBindingCookie(c: Context, key: Uint8Array<ArrayBuffer>, nonce: string) {
  return setSignedCookie(c, BINDING_COOKIE, nonce, key, {
    ...baseOptions(c),
    path: BINDING_PATH,
    maxAge: OAUTH_STATE_TTL_SECONDS,
  })
}
