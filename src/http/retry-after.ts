/** The Retry-After we send, whatever a provider said: a whole number of seconds, 1..3600. */
import { ApiError } from './errors'

export const MAX_RETRY_AFTER_SECONDS = 3600

/** `seconds` rounded up and clamped to 1..3600; `fallbackSeconds` when it is not a number. */
export function retryAfterValue(seconds: number, fallbackSeconds: number): string {
  const wait = Number.isNaN(seconds) ? fallbackSeconds : Math.ceil(seconds)
  return String(Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, wait)))
}

/**
 * A provider's own `Retry-After` (seconds, or an HTTP date) as the Retry-After we send;
 * `fallbackSeconds` when it gives none or one we cannot read.
 */
export function retryAfterOf(response: Response, fallbackSeconds: number, nowMs: number): string {
  const header = response.headers.get('retry-after')?.trim() ?? ''
  const seconds = /^\d+(\.\d+)?$/.test(header)
    ? Number(header)
    : (Date.parse(header) - nowMs) / 1000
  return retryAfterValue(seconds, fallbackSeconds)
}

/**
 * The contract's 429 for a provider's 429 (`who`: "The AI provider", "The media host"), with
 * the provider's Retry-After, after letting go of its body.
 */
export async function providerRateLimited(
  who: string,
  response: Response,
  fallbackSeconds: number,
): Promise<ApiError> {
  const retryAfter = retryAfterOf(response, fallbackSeconds, Date.now())
  await response.body?.cancel()
  return new ApiError(
    'rate_limited',
    `${who}'s rate limit was reached; retry in ${retryAfter} s.`,
    {
      'Retry-After': retryAfter,
    },
  )
}
