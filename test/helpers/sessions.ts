/** Builds real sessions in KV (as the callback would) for tests that start signed in. */
import { env } from 'cloudflare:workers'
import { generateSignedCookie } from 'hono/cookie'
import { SESSION_COOKIE } from '../../src/auth/cookies'
import { randomToken, sessionKeys } from '../../src/auth/crypto'
import { DEVELOPMENT_SECRET } from '../../src/auth/secret'
import { buildSessionRow, putSession } from '../../src/auth/sessions'
import { SESSION_MAX_AGE_DAYS } from '../../src/config'
import { testEnv } from './env'

export interface TestSession {
  id: string
  cookie: string
}

export async function createTestSession(
  options: {
    expiresInMs?: number
    accessToken?: string
    refreshToken?: string | null
    secret?: string
  } = {},
): Promise<TestSession> {
  const keys = await sessionKeys(options.secret ?? testEnv.APP_SESSION_SECRET ?? DEVELOPMENT_SECRET)
  const id = randomToken(32)
  const nowMs = Date.now()
  const row = await buildSessionRow(
    keys,
    id,
    { id: '1500000000000000001', username: 'local_reader', name: 'Local Reader', avatarUrl: '' },
    {
      accessToken: options.accessToken ?? `access-${id}`,
      refreshToken: options.refreshToken === undefined ? `refresh-${id}` : options.refreshToken,
      accessTokenExpiresAt: new Date(nowMs + (options.expiresInMs ?? 7_200_000)),
      scopes: ['tweet.read', 'users.read', 'offline.access'],
    },
    nowMs,
    SESSION_MAX_AGE_DAYS.default * 86_400_000,
  )
  await putSession(env.APP_LOCAL, id, row, nowMs)
  const header = await generateSignedCookie(SESSION_COOKIE, id, keys.cookieKey)
  return { id, cookie: header.split(';')[0] as string }
}

export function setCookies(headers: Headers): string[] {
  return headers.getSetCookie()
}
