/** X's per-15-minute rate limits, counted per caller per endpoint in fixed windows. */

export type Endpoint = 'search' | 'timeline' | 'me' | 'liked' | 'user_posts' | 'muting' | 'blocking'
export type CallerKind = 'user' | 'app'

export const WINDOW_MS = 15 * 60 * 1000

/**
 * Requests per 15 minutes, as X publishes them for these endpoints; 0 means the caller kind
 * cannot use the endpoint (app-only tokens have no home timeline and no users/me).
 */
export const RATE_LIMITS: Record<Endpoint, Record<CallerKind, number>> = {
  search: { user: 300, app: 450 },
  timeline: { user: 180, app: 0 },
  me: { user: 75, app: 0 },
  liked: { user: 75, app: 0 },
  user_posts: { user: 900, app: 1500 },
  muting: { user: 15, app: 0 },
  blocking: { user: 15, app: 0 },
}

export interface RateLimitState {
  limit: number
  remaining: number
  /** Unix seconds when the window resets. */
  reset: number
  exceeded: boolean
}

interface Window {
  startMs: number
  count: number
}

export class RateLimiter {
  readonly #windows = new Map<string, Window>()

  /** Counts one request and tells the state after it (`exceeded` when over the limit). */
  hit(endpoint: Endpoint, kind: CallerKind, caller: string, nowMs: number): RateLimitState {
    const key = `${endpoint}:${kind}:${caller}`
    const limit = RATE_LIMITS[endpoint][kind]
    let window = this.#windows.get(key)
    if (!window || nowMs - window.startMs >= WINDOW_MS) {
      window = { startMs: nowMs, count: 0 }
      this.#windows.set(key, window)
    }
    const exceeded = window.count >= limit
    if (!exceeded) window.count += 1
    return {
      limit,
      remaining: Math.max(0, limit - window.count),
      reset: Math.ceil((window.startMs + WINDOW_MS) / 1000),
      exceeded,
    }
  }

  /** The state without counting (for answers that were refused before the count). */
  peek(
    endpoint: Endpoint,
    kind: CallerKind,
    caller: string | undefined,
    nowMs: number,
  ): RateLimitState {
    const limit = RATE_LIMITS[endpoint][kind] || RATE_LIMITS[endpoint].user
    const window = caller ? this.#windows.get(`${endpoint}:${kind}:${caller}`) : undefined
    const live = window && nowMs - window.startMs < WINDOW_MS ? window : undefined
    return {
      limit,
      remaining: Math.max(0, limit - (live?.count ?? 0)),
      reset: Math.ceil(((live?.startMs ?? nowMs) + WINDOW_MS) / 1000),
      exceeded: false,
    }
  }

  clear(): void {
    this.#windows.clear()
  }
}

export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'x-rate-limit-limit': String(state.limit),
    'x-rate-limit-remaining': String(state.remaining),
    'x-rate-limit-reset': String(state.reset),
  }
}
