/** The Retry-After we send, whatever a provider said: a whole number of seconds, 1..3600. */

export const MAX_RETRY_AFTER_SECONDS = 3600

/** `seconds` rounded up and clamped to 1..3600; `fallbackSeconds` when it is not a number. */
export function retryAfterValue(seconds: number, fallbackSeconds: number): string {
  const wait = Number.isNaN(seconds) ? fallbackSeconds : Math.ceil(seconds)
  return String(Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(1, wait)))
}
