/** Failure switches of the AI emulator (`POST /__emulator/fail`). Pure bookkeeping. */
import type { Json } from '../x/json.ts'
import { isJsonObject } from '../x/json.ts'

export const AI_FAILURE_MODES = [
  '429',
  '500',
  '403',
  'slow',
  'malformed',
  'schema',
  'hostile',
] as const
export type AiFailureMode = (typeof AI_FAILURE_MODES)[number]

export const DEFAULT_SLOW_MS = 15_000
const MAX_DELAY_MS = 120_000

export interface AiFailure {
  mode: AiFailureMode
  /** How many more requests it applies to; `null` until reset. */
  remaining: number | null
  delayMs: number
}

export type ParsedFailure = { ok: true; value: AiFailure } | { ok: false; message: string }

function isMode(value: unknown): value is AiFailureMode {
  return typeof value === 'string' && (AI_FAILURE_MODES as readonly string[]).includes(value)
}

/** Reads `{mode, times?, delayMs?}`; `mode` may be a number (429). */
export function parseFailure(body: Json | undefined): ParsedFailure {
  if (!isJsonObject(body)) return { ok: false, message: 'expected a JSON object body' }
  const mode = typeof body.mode === 'number' ? String(body.mode) : body.mode
  if (!isMode(mode)) {
    return { ok: false, message: `"mode" must be one of ${AI_FAILURE_MODES.join(', ')}` }
  }
  const { times, delayMs } = body
  if (times !== undefined && times !== null) {
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
      return { ok: false, message: '"times" must be a positive integer' }
    }
  }
  if (delayMs !== undefined && delayMs !== null) {
    if (
      typeof delayMs !== 'number' ||
      !Number.isInteger(delayMs) ||
      delayMs < 0 ||
      delayMs > MAX_DELAY_MS
    ) {
      return { ok: false, message: `"delayMs" must be an integer 0..${MAX_DELAY_MS}` }
    }
  }
  return {
    ok: true,
    value: {
      mode,
      remaining: typeof times === 'number' ? times : null,
      delayMs: typeof delayMs === 'number' ? delayMs : DEFAULT_SLOW_MS,
    },
  }
}

/** Active switches, newest first; each request uses (and counts down) the newest one. */
export class AiFailures {
  readonly #active: AiFailure[] = []

  add(failure: AiFailure): void {
    this.#active.unshift(failure)
  }

  take(): AiFailure | undefined {
    const failure = this.#active[0]
    if (!failure) return undefined
    if (failure.remaining !== null) {
      failure.remaining -= 1
      if (failure.remaining <= 0) this.#active.shift()
    }
    return { ...failure }
  }

  list(): AiFailure[] {
    return this.#active.map((failure) => ({ ...failure }))
  }

  clear(): void {
    this.#active.length = 0
  }
}
