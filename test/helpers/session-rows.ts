/** Reads and rewrites the one stored provider session, to put it in a given state. */
import { env } from 'cloudflare:workers'
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
