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

export function writeSessionCookie(c: Context, key: Uint8Array<ArrayBuffer>, sessionId: string) {
  return setSignedCookie(c, SESSION_COOKIE, sessionId, key, {
    ...baseOptions(c),
    maxAge: SESSION_TTL_SECONDS,
  })
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, baseOptions(c))
}

export function writeBindingCookie(c: Context, key: Uint8Array<ArrayBuffer>, nonce: string) {
  return setSignedCookie(c, BINDING_COOKIE, nonce, key, {
    ...baseOptions(c),
    path: BINDING_PATH,
    maxAge: OAUTH_STATE_TTL_SECONDS,
  })
}
