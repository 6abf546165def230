/** Failure switches that tests flip over HTTP (`POST /__emulator/fail`). Pure bookkeeping. */
import type { Json } from './json.ts'
import { isJsonObject } from './json.ts'

export const FAILURE_MODES = [
  '429',
  '500',
  '503',
  '401',
  '403',
  'slow',
  'garbage',
  'schema',
  'partial',
  'renamed',
  'no_rotation',
] as const
export type FailureMode = (typeof FAILURE_MODES)[number]

export const DEFAULT_SLOW_MS = 15_000
const MAX_DELAY_MS = 120_000

export interface FailureSwitch {
  mode: FailureMode
  /** How many more requests it applies to; `null` until reset. */
  remaining: number | null
  delayMs: number
  /** A path prefix; `null` means every API path (`/2/…` except `/2/oauth2/…`). */
  path: string | null
}

export type ParsedSwitch = { ok: true; value: FailureSwitch } | { ok: false; message: string }

function isFailureMode(value: unknown): value is FailureMode {
  return typeof value === 'string' && (FAILURE_MODES as readonly string[]).includes(value)
}

/** Reads `{mode, times?, delayMs?, path?}`; `mode` may also be given as a number (429). */
export function parseSwitch(body: Json | undefined): ParsedSwitch {
  if (!isJsonObject(body)) return { ok: false, message: 'expected a JSON object body' }
  const mode = typeof body.mode === 'number' ? String(body.mode) : body.mode
  if (!isFailureMode(mode)) {
    return { ok: false, message: `"mode" must be one of ${FAILURE_MODES.join(', ')}` }
  }
  const { times, delayMs, path } = body
  if (times !== undefined && times !== null) {
    if (typeof times !== 'number' || !Number.isInteger(times) || times < 1) {
      return { ok: false, message: '"times" must be a positive integer' }
    }
  }
  if (delayMs !== undefined && delayMs !== null) {
    if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0) {
      return { ok: false, message: '"delayMs" must be a non-negative integer' }
    }
    if (delayMs > MAX_DELAY_MS) {
      return { ok: false, message: `"delayMs" must be at most ${MAX_DELAY_MS}` }
    }
  }
  if (path !== undefined && path !== null && (typeof path !== 'string' || !path.startsWith('/'))) {
    return { ok: false, message: '"path" must be a path prefix starting with "/"' }
  }
  return {
    ok: true,
    value: {
      mode,
      remaining: typeof times === 'number' ? times : null,
      delayMs: typeof delayMs === 'number' ? delayMs : DEFAULT_SLOW_MS,
      path: typeof path === 'string' ? path : null,
    },
  }
}

/** The API paths a switch without `path` applies to. */
export function isApiPath(path: string): boolean {
  return path.startsWith('/2/') && !path.startsWith('/2/oauth2/')
}

export class Switches {
  readonly #active: FailureSwitch[] = []

  add(failure: FailureSwitch): void {
    this.#active.unshift(failure)
  }

  /** The newest switch that applies to this path, counted as used once; or `undefined`. */
  take(path: string): FailureSwitch | undefined {
    const index = this.#active.findIndex((failure) =>
      failure.path === null ? isApiPath(path) : path.startsWith(failure.path),
    )
    const failure = this.#active[index]
    if (!failure) return undefined
    if (failure.remaining !== null) {
      failure.remaining -= 1
      if (failure.remaining <= 0) this.#active.splice(index, 1)
    }
    return { ...failure }
  }

  list(): FailureSwitch[] {
    return this.#active.map((failure) => ({ ...failure }))
  }

  clear(): void {
    this.#active.length = 0
  }
}
