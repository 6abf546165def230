/**
 * Every call the web client makes to the API. Routes are typed by the worker's own `AppType`
 * through Hono's RPC client, so a changed route breaks this file's typecheck. Calls include
 * credentials (the session cookie); the client never sees a token.
 */
import { hc, type InferRequestType, type InferResponseType } from 'hono/client'
import type { AppType } from '../../src/app'
import { contractError, type LiveSessions, parseLiveSessions } from './contract'

export const api = hc<AppType>(window.location.origin, { init: { credentials: 'include' } })

export type Health = InferResponseType<typeof api.api.health.$get, 200>
export type AuthMe = InferResponseType<typeof api.api.auth.me.$get, 200>
export type SessionInfo = InferResponseType<typeof api.api.me.$get, 200>
export type CompareBody = InferResponseType<typeof api.api.compare.$get, 200>
export type CompareQuery = InferRequestType<typeof api.api.compare.$get>['query']
export type ForYouBody = InferResponseType<(typeof api.api)['for-you']['$get'], 200>
export type ForYouQuery = InferRequestType<(typeof api.api)['for-you']['$get']>['query']
export type RankedPost = CompareBody['refined'][number]
export type Breakdown = RankedPost['breakdown']
export type Profile = ForYouBody['mode']
export type Home = ForYouBody['home']
export type { LiveSession, LiveSessions } from './contract'

/** A failed call, as the person will read it: the API error's code and message, or ours. */
export interface ApiFailure {
  /** The API error's code, or `network` / `unexpected` when no API error came back. */
  code: string
  message: string
  status: number
  requestId?: string
  retryAfterSeconds?: number
}

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ApiFailure }

interface FailedResponse {
  status: number
  headers: Headers
  text(): Promise<string>
}

function retryAfter(headers: Headers): number | undefined {
  const raw = headers.get('retry-after')
  if (raw === null) return undefined
  const seconds = Number(raw)
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds)
  const date = Date.parse(raw)
  return Number.isFinite(date) ? Math.max(0, Math.ceil((date - Date.now()) / 1000)) : undefined
}

const notSignedInListeners = new Set<() => void>()

/**
 * Calls `listener` whenever an API answer is `not_signed_in`: the server has no usable session
 * for this browser (any more), e.g. after X revoked the token. Returns the unsubscribe.
 */
export function onNotSignedIn(listener: () => void): () => void {
  notSignedInListeners.add(listener)
  return () => notSignedInListeners.delete(listener)
}

const answeredListeners = new Set<() => void>()

/**
 * Calls `listener` whenever a call other than the page's own checks (`/api/health`,
 * `/api/auth/me`) gets a successful answer: the API is reachable. Returns the unsubscribe.
 */
export function onApiAnswered(listener: () => void): () => void {
  answeredListeners.add(listener)
  return () => answeredListeners.delete(listener)
}

/** Tells the `onApiAnswered` listeners about a successful outcome. */
async function reported<T>(outcome: Promise<Outcome<T>>): Promise<Outcome<T>> {
  const result = await outcome
  if (result.ok) {
    for (const listener of answeredListeners) listener()
  }
  return result
}

async function failureOf(response: FailedResponse): Promise<ApiFailure> {
  const text = await response.text().catch(() => '')
  let body: unknown = null
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: described below by its status
  }
  const error = contractError(body)
  const seconds = retryAfter(response.headers)
  const base = error ?? {
    code: 'unexpected',
    message: `The server answered ${response.status} without an explanation.`,
  }
  if (base.code === 'not_signed_in') {
    for (const listener of notSignedInListeners) listener()
  }
  return {
    ...base,
    status: response.status,
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
  }
}

/**
 * The JSON of a successful answer. A body that is not JSON (a captive portal's page, a proxy's)
 * is an unexpected answer: the server was reached, so it is not a network failure.
 */
async function success<T>(response: { status: number; json(): Promise<T> }): Promise<Outcome<T>> {
  try {
    return { ok: true, data: await response.json() }
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error
    return {
      ok: false,
      error: {
        code: 'unexpected',
        message: `The server answered ${response.status} with something other than the API's JSON.`,
        status: response.status,
      },
    }
  }
}

/** The outcome of an answer: its JSON when it succeeded, else the failure it describes. */
function outcomeOf<T>(
  response: FailedResponse & { ok: boolean; json(): Promise<T> },
): Promise<Outcome<T>> {
  return response.ok
    ? success(response)
    : failureOf(response).then((error) => ({ ok: false, error }))
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/** Runs one call; a network failure becomes a readable failure, an abort is rethrown. */
async function guard<T>(call: () => Promise<Outcome<T>>): Promise<Outcome<T>> {
  try {
    return await call()
  } catch (error) {
    if (isAbort(error)) throw error
    return {
      ok: false,
      error: {
        code: 'network',
        message: 'The server could not be reached. Check your connection and try again.',
        status: 0,
      },
    }
  }
}

export function getHealth(signal?: AbortSignal): Promise<Outcome<Health>> {
  return guard(async () => {
    const res = await api.api.health.$get(undefined, { init: { signal: signal ?? null } })
    return outcomeOf(res)
  })
}

export function getAuthMe(signal?: AbortSignal): Promise<Outcome<AuthMe>> {
  return guard(async () => {
    const res = await api.api.auth.me.$get(undefined, { init: { signal: signal ?? null } })
    return outcomeOf(res)
  })
}

export function getSessionInfo(signal?: AbortSignal): Promise<Outcome<SessionInfo>> {
  return reported(
    guard(async () => {
      const res = await api.api.me.$get(undefined, { init: { signal: signal ?? null } })
      return outcomeOf(res)
    }),
  )
}

export function logout(): Promise<Outcome<{ ok: true }>> {
  return reported(
    guard(async () => {
      const res = await api.api.auth.logout.$post()
      return outcomeOf(res)
    }),
  )
}

export function getCompare(
  query: CompareQuery,
  signal: AbortSignal,
): Promise<Outcome<CompareBody>> {
  return reported(
    guard(async () => {
      const res = await api.api.compare.$get({ query }, { init: { signal } })
      return outcomeOf(res)
    }),
  )
}

export function getForYou(query: ForYouQuery, signal: AbortSignal): Promise<Outcome<ForYouBody>> {
  return reported(
    guard(async () => {
      const res = await api.api['for-you'].$get({ query }, { init: { signal } })
      return outcomeOf(res)
    }),
  )
}

/**
 * `/api/ai/live-sessions`, typed by `AppType`; the answer is still checked at run time against
 * its documented shape, since it comes from an AI provider through the worker.
 */
export function getLiveSessions(signal: AbortSignal): Promise<Outcome<LiveSessions>> {
  return reported(
    guard(async () => {
      const res = await api.api.ai['live-sessions'].$get({}, { init: { signal } })
      if (!res.ok) return { ok: false, error: await failureOf(res) }
      const parsed = parseLiveSessions(await res.json().catch(() => null))
      if (parsed) return { ok: true, data: parsed }
      return {
        ok: false,
        error: {
          code: 'unexpected',
          message: 'The live sessions answer was malformed.',
          status: 200,
        },
      }
    }),
  )
}

/** Where "Sign in with X" goes: the worker starts OAuth and brings the browser back to `returnTo`. */
export function signInUrl(returnTo: string): string {
  return api.api.auth.social.start.$url({ query: { returnTo } }).toString()
}

/** The media proxy's address for a provider media URL (`/api/cdn/media`), or null for non-https. */
export function proxiedMediaUrl(url: string): string | null {
  if (!url.startsWith('https://')) return null
  const proxied = api.api.cdn.media.$url({ query: { url } })
  return `${proxied.pathname}${proxied.search}`
}
