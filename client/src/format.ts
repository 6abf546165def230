/** Display formatting: compact counts, relative times, score numbers. Pure. */

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })

export function compactNumber(value: number): string {
  return compact.format(value)
}

/** `2.34`, `-0.19`, `0`: two decimals, no trailing noise. */
export function scoreNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** "now", "5m", "3h", "2d", or a date for anything older than a week. */
export function relativeTime(iso: string, nowMs: number): string {
  const ms = Date.parse(iso)
  if (!Number.isFinite(ms)) return ''
  const seconds = Math.max(0, Math.round((nowMs - ms) / 1000))
  if (seconds < 60) return 'now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes}m`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours}h`
  const days = Math.floor(hours / 24)
  if (days < 7) return `${days}d`
  return new Date(ms).toLocaleDateString('en', { month: 'short', day: 'numeric' })
}

export function fullDate(iso: string): string {
  const ms = Date.parse(iso)
  return Number.isFinite(ms)
    ? new Date(ms).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' })
    : iso
}

/** Whole seconds from `nowMs` until `dueMs`, rounded up; 0 once it is due. */
export function secondsUntil(dueMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((dueMs - nowMs) / 1000))
}

/** "3:05:12 PM": a time of day to the second, for a wait that ends soon. */
export function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString('en', { timeStyle: 'medium' })
}

/**
 * The API's message without its closing "retry in N s" (`Too many requests; retry in 60 s.`),
 * for a page that counts the wait down itself: one wait on screen, not two that differ.
 */
export function withoutRetryHint(message: string): string {
  return message.replace(/; retry in \d+ s\.$/, '.')
}
