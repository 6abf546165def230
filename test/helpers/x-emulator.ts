/** Drives the local X emulator (emulators/x) from tests: switches, request log, sign-in. */
import { inject } from 'vitest'
import { BINDING_COOKIE, SESSION_COOKIE } from '../../src/auth/cookies'
import { request } from './http'

export type FailureMode =
  | '429'
  | '500'
  | '503'
  | '401'
  | '403'
  | 'slow'
  | 'garbage'
  | 'schema'
  | 'partial'
  | 'renamed'
  | 'no_rotation'

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  form?: Record<string, string>
  auth: 'user' | 'app' | 'basic' | 'none'
  status?: number
}

export function xUrl(): string {
  return inject('xEmulatorUrl')
}

async function control(method: string, name: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${xUrl()}/__emulator/${name}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`emulator control ${name} answered ${response.status}`)
  return response.json()
}

export async function xFail(
  mode: FailureMode,
  options: { times?: number; path?: string; delayMs?: number } = {},
): Promise<void> {
  await control('POST', 'fail', { mode, ...options })
}

/** Clears switches, rate limits, tokens and the request log. */
export async function xReset(): Promise<void> {
  await control('POST', 'reset')
  await control('DELETE', 'requests')
}

export async function xRequests(): Promise<LoggedRequest[]> {
  return (await control('GET', 'requests')) as LoggedRequest[]
}

export async function xExpireTokens(): Promise<void> {
  await control('POST', 'expire-tokens')
}

/** The `name=value` part of a Set-Cookie for `name`, if the response sets it. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`))
  return line?.split(';')[0]
}

export interface StartedSignIn {
  authorizeUrl: URL
  bindingCookie: string
}

export async function startSignIn(path = '/api/auth/social/start'): Promise<StartedSignIn> {
  const start = await request(path, { redirect: 'manual' })
  if (start.status !== 302) throw new Error(`start answered ${start.status}`)
  const bindingCookie = cookieFrom(start.headers, BINDING_COOKIE)
  if (!bindingCookie) throw new Error('start set no binding cookie')
  return { authorizeUrl: new URL(start.headers.get('location') ?? ''), bindingCookie }
}

/** Approves (or denies) at the emulator; returns the worker callback path with its query. */
export async function approve(
  authorizeUrl: URL,
  decision: 'allow' | 'deny' = 'allow',
): Promise<string> {
  const form = new URLSearchParams(authorizeUrl.searchParams)
  form.set('decision', decision)
  const answer = await fetch(`${authorizeUrl.origin}${authorizeUrl.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  const location = answer.headers.get('location')
  if (answer.status !== 302 || !location) throw new Error(`authorize answered ${answer.status}`)
  const callback = new URL(location)
  return `${callback.pathname}${callback.search}`
}

/** The whole flow: start, approve, callback. Returns the `app_session` cookie. */
export async function signIn(): Promise<string> {
  const started = await startSignIn()
  const callbackPath = await approve(started.authorizeUrl)
  const done = await request(callbackPath, {
    headers: { cookie: started.bindingCookie },
    redirect: 'manual',
  })
  const session = cookieFrom(done.headers, SESSION_COOKIE)
  if (done.status !== 302 || !session)
    throw new Error(`callback answered ${done.status} without a session`)
  return session
}
