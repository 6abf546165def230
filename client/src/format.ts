/** Display formatting: compact counts, relative times, score numbers. Pure. */

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })
// Formatters made once: `toLocaleString(locale, options)` builds a new one on every call, which
// cost a page of 60 posts about a tenth of a second.
const monthDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' })
const dateAndTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' })
const timeOfDay = new Intl.DateTimeFormat('en', { timeStyle: 'medium' })
const startsThisYear = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})
const startsAnotherYear = new Intl.DateTimeFormat('en', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

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
  return monthDay.format(ms)
}

export function fullDate(iso: string): string {
  const ms = Date.parse(iso)
  return Number.isFinite(ms) ? dateAndTime.format(ms) : iso
}

/** Whole seconds from `nowMs` until `dueMs`, rounded up; 0 once it is due. */
export function secondsUntil(dueMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((dueMs - nowMs) / 1000))
}

/** "3:05:12 PM": a time of day to the second, for a wait that ends soon. */
export function clockTime(ms: number): string {
  return timeOfDay.format(ms)
}

/**
 * The API's message without its closing "retry in N s" (`Too many requests; retry in 60 s.`),
 * for a page that counts the wait down itself: one wait on screen, not two that differ.
 */
export function withoutRetryHint(message: string): string {
  return message.replace(/; retry in \d+ s\.$/, '.')
}

/**
 * Whose post it is, for a link's accessible name: "@handle", else the display name, else
 * "the author" (a post whose author X could not include has neither).
 */
export function postOwner(author: { username: string; name: string }): string {
  if (author.username) return `@${author.username}`
  return author.name.trim() || 'the author'
}

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** "7m ago", "2d ago"; "now", or a date ("Nov 13") past a week, as `relativeTime` says them. */
function timeAgo(iso: string, nowMs: number): string {
  const ago = relativeTime(iso, nowMs)
  return /^\d/.test(ago) ? `${ago} ago` : ago
}

/** How late a scheduled session may be and still read "starting now". */
const STARTING_NOW_MS = 5 * MINUTE_MS

/**
 * When a live session started or starts, as a reader says it: "started 7m ago", "started just
 * now"; "starts in 40m", "starts in 3h", "starts Nov 25, 7:19 PM" (the year only when it is not
 * this one); once a scheduled start has passed, "starting now", then "was due 20m ago".
 */
export function sessionTime(iso: string, live: boolean, nowMs: number): string {
  const ms = Date.parse(iso)
  if (!Number.isFinite(ms)) return ''
  if (live) {
    const ago = timeAgo(iso, nowMs)
    return ago === 'now' ? 'started just now' : `started ${ago}`
  }
  const ahead = ms - nowMs
  if (ahead <= 0) {
    return -ahead < STARTING_NOW_MS ? 'starting now' : `was due ${timeAgo(iso, nowMs)}`
  }
  const minutes = Math.ceil(ahead / MINUTE_MS)
  if (minutes < 60) return `starts in ${minutes}m`
  if (ahead < 24 * HOUR_MS) return `starts in ${Math.max(1, Math.floor(ahead / HOUR_MS))}h`
  const sameYear = new Date(ms).getFullYear() === new Date(nowMs).getFullYear()
  const when = (sameYear ? startsThisYear : startsAnotherYear).format(ms)
  return `starts ${when}`
}

/**
 * Why a For You post is there, in a sentence: the reader's interests it holds, else where it
 * came from (`home` names the seed home, whose "network" is the bundled corpus).
 */
export function whyThisPost(
  post: { origin: 'in_network' | 'out_of_network'; matched: readonly string[] },
  home: 'live' | 'ai' | 'seed',
): string {
  if (post.matched.length > 0) return `Because you liked posts about ${post.matched.join(', ')}`
  if (post.origin === 'out_of_network') {
    return home === 'ai' ? 'Found by the AI provider' : 'Found for you outside your network'
  }
  return home === 'seed' ? 'From the seed home' : 'From your home timeline'
}
