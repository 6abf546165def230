/**
 * What we ask the AI provider for (JSON schemas for strict structured output) and how its
 * answer is checked. The answer is untrusted input: items of the wrong shape are dropped,
 * text is stripped of markup and control characters and capped, counts are clamped, dates
 * are checked, and permalinks are accepted only when the provider cited them. Pure: no I/O.
 */
import { z } from 'zod'
import { sha256Hex } from '../../auth/crypto'
import { INVISIBLE } from '../../domain/invisible'
import { clampCount, MAX_COUNT, MAX_IMPRESSIONS, postTimeMs } from '../../domain/post'

export const LIMITS = {
  textCharacters: 1000,
  nameCharacters: 50,
  titleCharacters: 200,
  /** An item string longer than this is not a post: the item is dropped, not truncated. */
  rawStringCharacters: 30_000,
  count: MAX_COUNT,
  impressions: MAX_IMPRESSIONS,
  listeners: 100_000_000,
  /** How far ahead a scheduled live session may start. */
  scheduledAheadMs: 90 * 86_400_000,
  /**
   * How long after its planned start a session the provider still calls scheduled is kept
   * (hosts start late); older ones are announcements of sessions that are over.
   */
  scheduledOverdueMs: 3_600_000,
} as const

const integer = { type: 'integer', minimum: 0 } as const
const nullableUrl = {
  type: ['string', 'null'],
  description: 'The x.com URL of the cited post, exactly as found with x_search; null if none.',
} as const

/** One post of a batch, as the model is asked to write it. */
const POST_PROPERTIES = {
  text: { type: 'string', description: 'The full text of the post.' },
  author_username: { type: 'string', description: 'The handle without @.' },
  author_name: { type: 'string' },
  author_verified: { type: 'boolean' },
  author_followers: integer,
  created_at: { type: 'string', description: 'ISO 8601 date-time.' },
  lang: { type: 'string', description: 'BCP 47 language code, e.g. en.' },
  url: nullableUrl,
  likes: integer,
  reposts: integer,
  replies: integer,
  quotes: integer,
  bookmarks: integer,
  impressions: integer,
} as const

const SESSION_PROPERTIES = {
  title: { type: 'string' },
  kind: { type: 'string', enum: ['audio', 'broadcast'] },
  state: { type: 'string', enum: ['live', 'scheduled'] },
  host_username: { type: 'string', description: 'The handle without @.' },
  host_name: { type: 'string' },
  listeners: integer,
  started_at: {
    type: 'string',
    description: 'ISO 8601 date-time (the planned start if scheduled).',
  },
  url: {
    type: ['string', 'null'],
    description: 'The x.com URL of the Space or broadcast, exactly as found; null if none.',
  },
} as const

function strictArrayOf(key: string, properties: Record<string, unknown>) {
  return {
    type: 'object',
    properties: {
      [key]: {
        type: 'array',
        items: {
          type: 'object',
          properties,
          required: Object.keys(properties),
          additionalProperties: false,
        },
      },
    },
    required: [key],
    additionalProperties: false,
  }
}

export const POSTS_SCHEMA = strictArrayOf('posts', POST_PROPERTIES)
export const SESSIONS_SCHEMA = strictArrayOf('sessions', SESSION_PROPERTIES)

const finite = z.number()

const PostItem = z.object({
  text: z.string().max(LIMITS.rawStringCharacters),
  author_username: z.string().max(LIMITS.rawStringCharacters),
  author_name: z.string().max(LIMITS.rawStringCharacters),
  author_verified: z.boolean(),
  author_followers: finite,
  created_at: z.string().max(100),
  lang: z.string().max(100),
  url: z.string().max(2000).nullable(),
  likes: finite,
  reposts: finite,
  replies: finite,
  quotes: finite,
  bookmarks: finite,
  impressions: finite,
})

const SessionItem = z.object({
  title: z.string().max(LIMITS.rawStringCharacters),
  kind: z.enum(['audio', 'broadcast']),
  state: z.enum(['live', 'scheduled']),
  host_username: z.string().max(LIMITS.rawStringCharacters),
  host_name: z.string().max(LIMITS.rawStringCharacters),
  listeners: finite,
  started_at: z.string().max(100),
  url: z.string().max(2000).nullable(),
})

const SCRIPT_OPENING = /<(script|style|iframe|object|embed)\b/giu
const TAGS = /<\/?[A-Za-z!][^<>]*>?/gu

/**
 * `text` with every script-like block, from its opening tag to its closing tag (or to the
 * end when it has none), replaced by a space: what
 * `/<(script|style|iframe|object|embed)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/giu` replaces, in time
 * linear in the text. That pattern scans to the end of the text for each opening tag that
 * no `>` follows, so thousands of them took time quadratic in the length. Pure.
 */
function withoutScriptBlocks(text: string): string {
  const opening = new RegExp(SCRIPT_OPENING.source, SCRIPT_OPENING.flags)
  let kept = ''
  let from = 0
  for (let found = opening.exec(text); found; found = opening.exec(text)) {
    const tagEnd = text.indexOf('>', opening.lastIndex)
    // No `>` after this opening: none after any later one either, so no block starts here.
    if (tagEnd < 0) break
    // The name as written (any case): it is letters only, so it is safe in a pattern.
    const closing = new RegExp(`</${found[1]}\\s*>`, 'giu')
    closing.lastIndex = tagEnd + 1
    const end = closing.exec(text) ? closing.lastIndex : text.length
    kept += `${text.slice(from, found.index)} `
    from = end
    opening.lastIndex = end
  }
  return from === 0 ? text : kept + text.slice(from)
}

/**
 * A run of whitespace holding two line feeds or more is one paragraph break ("\n\n"): what
 * replacing the pattern `\s*\n\s*\n\s*` (global) does, in linear time. That pattern tries
 * every start in a long run of whitespace, each to the run's end: quadratic. Pure.
 */
function paragraphBreaks(text: string): string {
  return text.replace(/\s+/gu, (run) => {
    const first = run.indexOf('\n')
    return first >= 0 && run.indexOf('\n', first + 1) >= 0 ? '\n\n' : run
  })
}

/**
 * Plain text from untrusted text: no markup, no control characters, at most `max` characters.
 * Control characters go first: removed after the markup, one inside a tag (`<\u200Fimg …>`)
 * would hide it from the tag patterns and then join `<` and `img` into live markup.
 */
export function cleanText(value: string, max: number): string {
  const stripped = paragraphBreaks(
    withoutScriptBlocks(value.replace(INVISIBLE, '').normalize('NFC'))
      .replace(TAGS, ' ')
      .replace(/[ \t]+/gu, ' '),
  ).trim()
  const characters = [...stripped]
  if (characters.length <= max) return stripped
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

const USERNAME = /^[A-Za-z0-9_]{1,15}$/

function username(value: string): string | null {
  const handle = value.trim().replace(/^[@＠]/u, '')
  return USERNAME.test(handle) ? handle : null
}

function language(value: string): string {
  const code = value.trim()
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(code) ? code.toLowerCase() : 'und'
}

/** The post time rule (domain/post.ts) with `fallbackMs` for an unusable date. */
function timestamp(value: string, fallbackMs: number, latestMs: number): string {
  const time = postTimeMs(value, latestMs)
  return new Date(Number.isNaN(time) ? fallbackMs : time).toISOString()
}

const STATUS_URL =
  /^https?:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/status(?:es)?\/(\d{1,20})(?:[/?#].*)?$/u
const SESSION_URL =
  /^https?:\/\/(?:www\.)?(?:x|twitter)\.com\/i\/(spaces|broadcasts)\/([A-Za-z0-9]{1,40})(?:[/?#].*)?$/u

export interface StatusLink {
  /** Null for `x.com/i/status/<id>`, the form xAI cites: `i` is X's, not a user. */
  username: string | null
  statusId: string
}

export function parseStatusUrl(url: string): StatusLink | null {
  const match = STATUS_URL.exec(url.trim())
  if (!match?.[1] || !match[2]) return null
  return { username: match[1].toLowerCase() === 'i' ? null : match[1], statusId: match[2] }
}

function sessionLink(url: string): string | null {
  const match = SESSION_URL.exec(url.trim())
  return match?.[1] && match[2] ? `https://x.com/i/${match[1]}/${match[2]}` : null
}

/** What the provider cited, indexed for checking the model's claimed URLs. */
export interface Citations {
  statusIds: Set<string>
  sessionUrls: Set<string>
}

export function indexCitations(urls: readonly string[]): Citations {
  const statusIds = new Set<string>()
  const sessionUrls = new Set<string>()
  for (const url of urls) {
    const status = parseStatusUrl(url)
    if (status) statusIds.add(status.statusId)
    const session = sessionLink(url)
    if (session) sessionUrls.add(session)
  }
  return { statusIds, sessionUrls }
}

/** An id that cannot collide with X's numeric post ids. */
export function aiId(key: string): string {
  return `ai-${sha256Hex(key).slice(0, 24)}`
}

export interface ValidPost {
  id: string
  text: string
  username: string
  name: string
  verified: boolean
  followers: number
  createdAt: string
  lang: string
  /** The cited permalink, or null for a post the provider did not cite. */
  permalink: string | null
  likes: number
  reposts: number
  replies: number
  quotes: number
  bookmarks: number
  impressions: number
}

export interface ValidSession {
  id: string
  title: string
  kind: 'audio' | 'broadcast'
  state: 'live' | 'scheduled'
  host: { username: string; name: string }
  listeners: number
  startedAt: string
  url: string
}

export type Checked<T> =
  | { ok: true; items: T[]; dropped: number }
  | { ok: false; reason: 'not_an_object' | 'no_list' | 'nothing_valid' }

function itemsOf(output: unknown, key: string): unknown[] | Checked<never> {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) {
    return { ok: false, reason: 'not_an_object' }
  }
  const items = (output as Record<string, unknown>)[key]
  return Array.isArray(items) ? items : { ok: false, reason: 'no_list' }
}

/** Checks items in order, up to `limit` valid ones; an item sharing any key with an earlier one is a duplicate. */
function checkEach<T>(
  items: unknown[],
  limit: number,
  check: (item: unknown) => T | null,
  keysOf: (item: T) => string[],
): Checked<T> {
  const seen = new Set<string>()
  const valid: T[] = []
  let examined = 0
  for (const raw of items) {
    if (valid.length >= limit) break
    examined += 1
    const item = check(raw)
    if (!item) continue
    const keys = keysOf(item)
    if (keys.some((key) => seen.has(key))) continue
    for (const key of keys) seen.add(key)
    valid.push(item)
  }
  if (valid.length === 0 && items.length > 0) return { ok: false, reason: 'nothing_valid' }
  return { ok: true, items: valid, dropped: examined - valid.length }
}

function checkPost(raw: unknown, citations: Citations, nowMs: number): ValidPost | null {
  const parsed = PostItem.safeParse(raw)
  if (!parsed.success) return null
  const item = parsed.data
  const text = cleanText(item.text, LIMITS.textCharacters)
  const status = item.url ? parseStatusUrl(item.url) : null
  const cited = status && citations.statusIds.has(status.statusId) ? status : null
  const handle = cited?.username ?? username(item.author_username)
  if (!text || !handle) return null
  return {
    id: aiId(cited ? `status:${cited.statusId}` : `text:${handle.toLowerCase()}\n${text}`),
    text,
    username: handle,
    name: cleanText(item.author_name, LIMITS.nameCharacters) || handle,
    verified: item.author_verified,
    followers: clampCount(item.author_followers, LIMITS.count),
    createdAt: timestamp(item.created_at, nowMs, nowMs),
    lang: language(item.lang),
    permalink: cited ? `https://x.com/${handle}/status/${cited.statusId}` : null,
    likes: clampCount(item.likes, LIMITS.count),
    reposts: clampCount(item.reposts, LIMITS.count),
    replies: clampCount(item.replies, LIMITS.count),
    quotes: clampCount(item.quotes, LIMITS.count),
    bookmarks: clampCount(item.bookmarks, LIMITS.count),
    impressions: clampCount(item.impressions, LIMITS.impressions),
  }
}

/** The valid posts of a batch answer, at most `limit`, duplicates dropped. */
export function checkPosts(
  output: unknown,
  citationUrls: readonly string[],
  limit: number,
  nowMs: number,
): Checked<ValidPost> {
  const items = itemsOf(output, 'posts')
  if (!Array.isArray(items)) return items
  const citations = indexCitations(citationUrls)
  return checkEach(
    items,
    limit,
    (raw) => checkPost(raw, citations, nowMs),
    (post) => [post.id, `${post.username.toLowerCase()}\n${post.text}`],
  )
}

function checkSession(raw: unknown, citations: Citations, nowMs: number): ValidSession | null {
  const parsed = SessionItem.safeParse(raw)
  if (!parsed.success) return null
  const item = parsed.data
  const title = cleanText(item.title, LIMITS.titleCharacters)
  const handle = username(item.host_username)
  if (!title || !handle) return null
  const claimed = item.url ? sessionLink(item.url) : null
  const url = claimed && citations.sessionUrls.has(claimed) ? claimed : null
  const latestMs = item.state === 'live' ? nowMs : nowMs + LIMITS.scheduledAheadMs
  return {
    id: aiId(url ? `session:${url}` : `session:${handle.toLowerCase()}\n${title}`),
    title,
    kind: item.kind,
    state: item.state,
    host: { username: handle, name: cleanText(item.host_name, LIMITS.nameCharacters) || handle },
    listeners: clampCount(item.listeners, LIMITS.listeners),
    startedAt: timestamp(item.started_at, nowMs, latestMs),
    url: url ?? `https://x.com/${handle}`,
  }
}

/**
 * The order of the live rail: live sessions first, the most listened to first; then
 * scheduled ones, the soonest first. Ties keep the provider's order. Pure.
 */
export function orderSessions(sessions: readonly ValidSession[]): ValidSession[] {
  const live = sessions.filter((session) => session.state === 'live')
  const scheduled = sessions.filter((session) => session.state === 'scheduled')
  live.sort((a, b) => b.listeners - a.listeners)
  scheduled.sort((a, b) => Date.parse(a.startedAt) - Date.parse(b.startedAt))
  return [...live, ...scheduled]
}

/**
 * The valid live sessions of an answer, duplicates and scheduled sessions long overdue
 * dropped, in the rail's order (`orderSessions`): the first `limit` of that order, not of
 * the answer's.
 */
export function checkSessions(
  output: unknown,
  citationUrls: readonly string[],
  limit: number,
  nowMs: number,
): Checked<ValidSession> {
  const items = itemsOf(output, 'sessions')
  if (!Array.isArray(items)) return items
  const citations = indexCitations(citationUrls)
  const checked = checkEach(
    items,
    items.length,
    (raw) => checkSession(raw, citations, nowMs),
    (session) => [session.id, `${session.host.username.toLowerCase()}\n${session.title}`],
  )
  if (!checked.ok) return checked
  // An overdue session is well-formed, just over: dropped here, so an answer of only those
  // is an empty rail, not an unusable answer.
  const current = checked.items.filter(
    (session) =>
      session.state === 'live' ||
      Date.parse(session.startedAt) >= nowMs - LIMITS.scheduledOverdueMs,
  )
  return {
    ok: true,
    items: orderSessions(current).slice(0, limit),
    dropped: checked.dropped + checked.items.length - current.length,
  }
}
