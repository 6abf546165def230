/** Loading indicators and readable errors, shared by every view. */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks'
import type { ApiFailure } from '../api'
import { signInUrl } from '../api'
import { clockTime, secondsUntil, withoutRetryHint } from '../format'

const TITLES: Record<string, string> = {
  bad_request: 'That request could not be understood',
  not_signed_in: 'You need to sign in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  rate_limited: 'Too many requests',
  provider_error: 'X or the AI provider failed',
  not_configured: 'Not available on this deployment',
  internal: 'Something went wrong on our side',
  network: 'No connection',
  unexpected: 'Unexpected answer',
}

export function errorTitle(code: string): string {
  return TITLES[code] ?? 'Request failed'
}

export function Loading({ label }: { label: string }) {
  return (
    <p class="loading" role="status">
      <span class="spinner" aria-hidden="true" />
      {label}
    </p>
  )
}

/**
 * Focuses the heading of `region` (or of the page) when focus has fallen to the body, as it
 * does when the focused control is taken away. Runs once the removal is done.
 */
export function keepFocusNear(region: Element | null): void {
  setTimeout(() => {
    const active = document.activeElement
    if (active !== null && active !== document.body && active.isConnected) return
    const heading =
      (region?.isConnected ? region.querySelector<HTMLElement>('h1, h2, h3') : null) ??
      document.querySelector<HTMLElement>('main h1')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus()
  }, 0)
}

/** When each error's `Retry-After` wait ends, counted from when the page first asked. */
const retryDue = new WeakMap<ApiFailure, number>()

/**
 * When the error's `Retry-After` wait ends (counted from when the error is first shown, the same
 * for every part of the page that asks) and the seconds left, updated as each second passes;
 * null without an error or a wait.
 */
export function useRetryWait(
  error: ApiFailure | null,
): { dueMs: number; secondsLeft: number } | null {
  let dueMs: number | null = null
  if (error?.retryAfterSeconds !== undefined) {
    dueMs = retryDue.get(error) ?? Date.now() + error.retryAfterSeconds * 1000
    retryDue.set(error, dueMs)
  }
  const [nowMs, setNowMs] = useState(() => Date.now())
  useEffect(() => {
    if (dueMs === null) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const now = Date.now()
      setNowMs(now)
      if (now >= dueMs) return
      // The next whole second of the wait, so the count never skips one.
      timer = setTimeout(tick, (dueMs - now) % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [dueMs])
  return dueMs === null ? null : { dueMs, secondsLeft: secondsUntil(dueMs, nowMs) }
}

export function ErrorMessage({
  error,
  onRetry,
  returnTo,
  title,
  provider,
}: {
  error: ApiFailure
  onRetry?: () => void
  returnTo?: string
  /** What failed, when the page knows better than the error's code. */
  title?: string
  /** Whom the request went to: a `provider_error` names it instead of "X or the AI provider". */
  provider?: 'X' | 'The AI provider'
}) {
  const box = useRef<HTMLDivElement>(null)
  // The error goes away when its Try again starts loading (or the cause is fixed): focus on
  // its button must not fall to the page's body.
  useLayoutEffect(() => {
    const node = box.current
    return () => {
      if (node?.contains(document.activeElement)) keepFocusNear(node.closest('section, aside'))
    }
  }, [])
  const wait = useRetryWait(error)
  const waiting = wait !== null && wait.secondsLeft > 0
  return (
    <div class="error" role="alert" data-error-code={error.code} ref={box}>
      <p class="error-title">
        {title ??
          (error.code === 'provider_error' && provider
            ? `${provider} failed`
            : errorTitle(error.code))}
      </p>
      <p>{wait === null ? error.message : withoutRetryHint(error.message)}</p>
      {wait !== null &&
        (waiting ? (
          <p>
            {/* The count is for the eye; a screen reader is told the time once, not every second. */}
            <span aria-hidden="true">
              Try again in {wait.secondsLeft} second{wait.secondsLeft === 1 ? '' : 's'}.
            </span>
            <span class="sr-only">Try again after {clockTime(wait.dueMs)}.</span>
          </p>
        ) : (
          <p>You can try again now.</p>
        ))}
      {error.requestId && (
        <p class="muted">
          Request id: <code>{error.requestId}</code>
        </p>
      )}
      <div class="actions">
        {error.code === 'not_signed_in' && (
          <a class="button primary" href={signInUrl(returnTo ?? currentPath())}>
            Sign in with X
          </a>
        )}
        {onRetry && !waiting && error.code !== 'bad_request' && error.code !== 'not_configured' && (
          <button type="button" class="button" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}

export function currentPath(): string {
  return window.location.pathname + window.location.search
}

/** Asks the person to sign in, or says sign-in is not configured here. */
export function SignInPrompt({ reason, oauth }: { reason: string; oauth: boolean }) {
  return (
    <div class="notice" role="note">
      <p>{reason}</p>
      {oauth ? (
        <a class="button primary" href={signInUrl(currentPath())}>
          Sign in with X
        </a>
      ) : (
        <p class="muted">Sign-in with X is not configured on this deployment.</p>
      )}
    </div>
  )
}
