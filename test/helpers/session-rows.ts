/** Reads and rewrites the one stored provider session, to put it in a given state. */
import { env } from 'cloudflare:workers'
import { encryptText, sessionKeys } from '../../src/auth/crypto'
import { openTokens } from '../../src/auth/sessions'
import {
  PROVIDER_SESSION_PREFIX,
  type ProviderSessionRow,
  parseSessionRow,
} from '../../src/auth/store'

export async function onlySessionKey(): Promise<string> {
  const { keys } = await env.APP_LOCAL.list({ prefix: PROVIDER_SESSION_PREFIX })
  if (keys.length !== 1) throw new Error(`expected one session row, found ${keys.length}`)
  return (keys[0] as { name: string }).name
}

export async function readOnlySession(): Promise<ProviderSessionRow> {
  const row = parseSessionRow(await env.APP_LOCAL.get(await onlySessionKey(), 'json'))
  if (!row) throw new Error('the session row is malformed')
  return row
}

export async function rewriteOnlySession(change: Partial<ProviderSessionRow>): Promise<void> {
  const key = await onlySessionKey()
  const row = await readOnlySession()
  await env.APP_LOCAL.put(key, JSON.stringify({ ...row, ...change }))
}

export async function sessionCount(): Promise<number> {
  return (await env.APP_LOCAL.list({ prefix: PROVIDER_SESSION_PREFIX })).keys.length
}

/** The session id an `app_session=<id>.<signature>` cookie carries. */
export function sessionIdOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] ?? ''
}

/**
 * Puts the one stored session back in the form the worker stored before tokens were bound to
 * their row: version 1, the same tokens sealed without associated data.
 */
export async function unbindOnlySession(sessionId: string, secret: string): Promise<void> {
  const keys = await sessionKeys(secret)
  const row = await readOnlySession()
  const tokens = await openTokens(keys, sessionId, row)
  if (!tokens) throw new Error('the session tokens do not open')
  const sealedTokens = await encryptText(keys.encryptionKey, JSON.stringify(tokens))
  await env.APP_LOCAL.put(
    await onlySessionKey(),
    JSON.stringify({ ...row, version: 1, sealedTokens }),
  )
}
