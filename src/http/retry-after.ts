/** The Retry-After we send, whatever a provider said: a whole number of seconds, 1..3600. */
import { ApiError } from './errors'

export const MAX_RETRY_AFTER_SECONDS = 3600

/** `seconds` rounded up and clamped to 1..3600; `fallbackSeconds` when it is not a number. */
export function retryAfterValue(seconds: number, fallbackSeconds: number): string {
  const wait = Number.isNaN(seconds) ? fallbackSeconds : Math.ceil(seconds)
  return String(Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, wait)))
}

/**
 * When a provider lets us retry, as the Retry-After we send: X's `x-rate-limit-reset` (Unix
 * seconds) when given, else its `Retry-After` (seconds, or an HTTP date); `fallbackSeconds`
 * when it gives neither or nothing we can read.
 */
export function retryAfterOf(response: Response, fallbackSeconds: number, nowMs: number): string {
  const reset = Number(response.headers.get('x-rate-limit-reset'))
  if (Number.isFinite(reset) && reset > 0) {
    return retryAfterValue(reset - nowMs / 1000, fallbackSeconds)
  }
  const header = response.headers.get('retry-after')?.trim() ?? ''
  const seconds = /^\d+(\.\d+)?$/.test(header)
    ? Number(header)
    : (Date.parse(header) - nowMs) / 1000
  return retryAfterValue(seconds, fallbackSeconds)
}

/**
 * Our 429 `rate_limited` for a provider's 429 (`who`: "X", "The AI provider", "The media host"),
 * with the provider's Retry-After, after letting go of its body.
 */
export async function providerRateLimited(
  who: string,
  response: Response,
  fallbackSeconds: number,
  nowMs = Date.now(),
): Promise<ApiError> {
  const retryAfter = retryAfterOf(response, fallbackSeconds, nowMs)
  await response.body?.cancel()
  return new ApiError(
    'rate_limited',
    `${who}'s rate limit was reached; retry in ${retryAfter} s.`,
    {
      'Retry-After': retryAfter,
    },
  )
}
