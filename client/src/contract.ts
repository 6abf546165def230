/**
 * Answers checked at run time against the API's documented shapes (docs/api.md): the error
 * shape, the live sessions (an AI provider's answer, passed on by the worker) and the
 * sign-in's `auth_error` codes, and the search query's length limit. Pure: no DOM, no I/O.
 */

/** The longest `q` the API takes, in characters (Unicode code points, not UTF-16 units). */
export const QUERY_MAX_CHARACTERS = 512

/** `value` cut to its first `QUERY_MAX_CHARACTERS` characters, never inside a surrogate pair. */
export function limitQuery(value: string): string {
  // Each code point is one or two UTF-16 units: at most this long, nothing to count.
  if (value.length <= QUERY_MAX_CHARACTERS) return value
  const characters = [...value]
  return characters.length <= QUERY_MAX_CHARACTERS
    ? value
    : characters.slice(0, QUERY_MAX_CHARACTERS).join('')
}

export interface LiveSession {
  id: string
  title: string
  kind: 'audio' | 'broadcast'
  state: 'live' | 'scheduled'
  host: { username: string; name: string }
  listeners: number
  startedAt: string
  url: string
}

export interface LiveSessions {
  generatedAt: string
  sessions: LiveSession[]
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `url` when it is an absolute URL with one of `protocols` and a host, else null. */
function absoluteUrl(url: string, protocols: readonly string[]): string | null {
  if (!/^https?:\/\//i.test(url)) return null
  try {
    const parsed = new URL(url)
    return protocols.includes(parsed.protocol) && parsed.hostname !== '' ? url : null
  } catch {
    return null
  }
}

/**
 * What a link may point to: an absolute http(s) URL, else null (no link). Preact escapes text
 * but writes an `href` as given, so a `javascript:` URL in a post would run on click.
 */
export function linkUrl(url: string): string | null {
  return absoluteUrl(url, ['https:', 'http:'])
}

/**
 * A picture the worker ships as a static asset (the seed corpus's avatars and photos), by its
 * path on this site: the same pattern the worker's normaliser lets the seed name.
 */
const SHIPPED_PICTURE = /^\/seed\/media\/[a-z]+\/[a-z0-9_-]{1,64}\.(?:png|svg)$/

/**
 * What an image may load from: an absolute https URL, or a picture shipped with this site (its
 * path, loaded from this origin, as the page's CSP allows), else null. No other path: an image
 * must not make the browser call the API.
 */
export function imageUrl(url: string): string | null {
  if (SHIPPED_PICTURE.test(url)) return url
  return absoluteUrl(url, ['https:'])
}

function parseSession(value: unknown): LiveSession | null {
  if (!isRecord(value) || !isRecord(value.host)) return null
  const { id, title, kind, state, listeners, startedAt, url } = value
  const { username, name } = value.host
  if (typeof id !== 'string' || typeof title !== 'string') return null
  if (kind !== 'audio' && kind !== 'broadcast') return null
  if (state !== 'live' && state !== 'scheduled') return null
  if (typeof username !== 'string' || typeof name !== 'string') return null
  if (typeof url !== 'string' || linkUrl(url) === null) return null
  return {
    id,
    title,
    kind,
    state,
    host: { username, name },
    listeners: typeof listeners === 'number' && Number.isFinite(listeners) ? listeners : 0,
    startedAt: typeof startedAt === 'string' ? startedAt : '',
    url,
  }
}

/** The sessions of a well-formed answer (malformed sessions are skipped), or null. */
export function parseLiveSessions(body: unknown): LiveSessions | null {
  if (!isRecord(body) || !Array.isArray(body.sessions)) return null
  const sessions = body.sessions.map(parseSession).filter((s): s is LiveSession => s !== null)
  return {
    generatedAt: typeof body.generatedAt === 'string' ? body.generatedAt : '',
    sessions,
  }
}

const AUTH_ERRORS: Record<string, string> = {
  invalid_state:
    'Sign-in did not complete: it was started in another tab or took too long. Please try again.',
  provider_denied: 'Sign-in was cancelled at X.',
  // Not "X did not confirm": the callback also says so for its own failures (the rate limit,
  // storage down), where X may have confirmed.
  exchange_failed: 'The sign-in could not be completed. Please try again in a moment.',
  misconfigured: 'Sign-in is not set up correctly on this deployment.',
}

/**
 * What a failed sign-in's `?auth_error=<code>` means, for any text a link may carry: only
 * the four codes the API sends (docs/api.md, the callback) are looked up, never a member
 * every object has (`valueOf`, `constructor`), which is not a sentence.
 */
export function authErrorMessage(code: string): string {
  const known = Object.hasOwn(AUTH_ERRORS, code) ? AUTH_ERRORS[code] : undefined
  return known ?? 'Sign-in did not complete. Please try again.'
}

/** The API's error shape `{"error": {"code", "message"}}`, or null for any other body. */
export function contractError(
  body: unknown,
): { code: string; message: string; requestId?: string } | null {
  if (!isRecord(body) || !isRecord(body.error)) return null
  const { code, message, requestId } = body.error
  if (typeof code !== 'string' || typeof message !== 'string') return null
  return typeof requestId === 'string' ? { code, message, requestId } : { code, message }
}
