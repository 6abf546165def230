/** Drives the AI emulator started by test/global-setup.ts, and clears the AI batch cache. */
import { env } from 'cloudflare:workers'
import { inject } from 'vitest'
import { AI_BATCH_PREFIX } from '../../src/sources/ai/batches'

export type AiFailureMode = '429' | '500' | '403' | 'slow' | 'malformed' | 'schema' | 'hostile'

export interface AiLoggedRequest {
  at: string
  method: string
  path: string
  auth: 'valid' | 'invalid' | 'none'
  body: Record<string, unknown> | null
  status: number | null
}

function control(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${inject('aiEmulatorUrl')}/__emulator/${path}`, init)
}

/** The next `times` AI calls (default: all until reset) fail in `mode`. */
export async function failAi(
  mode: AiFailureMode,
  options: { times?: number; delayMs?: number } = {},
): Promise<void> {
  const response = await control('fail', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, ...options }),
  })
  if (!response.ok) throw new Error(`ai-emulator refused the switch: ${await response.text()}`)
}

/** Clears the emulator's failure switches and request log. */
export async function resetAi(): Promise<void> {
  const response = await control('reset', { method: 'POST' })
  await response.body?.cancel()
}

/** What the worker sent to the AI provider since the last reset. */
export async function aiRequests(): Promise<AiLoggedRequest[]> {
  const response = await control('requests')
  return (await response.json()) as AiLoggedRequest[]
}

/** Forgets every cached AI batch, so the next request asks the provider again. */
export async function clearAiBatches(): Promise<void> {
  let cursor: string | undefined
  do {
    const page = await env.APP_LOCAL.list({ prefix: AI_BATCH_PREFIX, cursor })
    await Promise.all(page.keys.map((key) => env.APP_LOCAL.delete(key.name)))
    cursor = page.list_complete ? undefined : page.cursor
  } while (cursor)
}

/** Empties the canonical posts table (D1 is isolated per test file, not per test). */
export async function clearCanonicalPosts(): Promise<void> {
  await env.DB.prepare('DELETE FROM canonical_posts').run()
}

/** A fresh start for each test: no switches, an empty log, no cached batches, no stored posts. */
export async function freshAi(): Promise<void> {
  await Promise.all([resetAi(), clearAiBatches(), clearCanonicalPosts()])
}
