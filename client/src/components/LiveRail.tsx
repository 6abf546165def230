/** The live rail: audio sessions and broadcasts on X right now, from the AI provider. */

import { useEffect, useState } from 'preact/hooks'
import { getLiveSessions, type LiveSession, type LiveSessions } from '../api'
import { compactNumber, fullDate, sessionTime } from '../format'
import { useRequest } from '../hooks'
import { ErrorMessage, Loading, useRetryWait } from './Status'

const KIND_LABELS = { audio: 'Audio space', broadcast: 'Broadcast' } as const

/** The time now, updated each minute, so "starts in 40m" counts down while the page stays open. */
function useMinuteClock(): number {
  const [nowMs, setNowMs] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return nowMs
}

export function LiveRail() {
  const request = useRequest<LiveSessions>('live-sessions', (signal) => getLiveSessions(signal))
  const sessions = request.data?.sessions ?? []
  const nowMs = useMinuteClock()
  // Like Try again, Refresh waits out a 429's Retry-After: asking sooner would only be refused.
  const wait = useRetryWait(request.error)
  const idle = !request.loading && (wait === null || wait.secondsLeft === 0)
  return (
    <aside class="rail" aria-labelledby="rail-title" aria-busy={request.loading}>
      <div class="rail-head">
        <h2 id="rail-title">Live on X</h2>
        <button
          type="button"
          class="button small"
          // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
          onClick={() => {
            if (idle) request.reload()
          }}
          aria-disabled={!idle}
        >
          Refresh<span class="sr-only"> live sessions</span>
        </button>
      </div>
      {request.loading && <Loading label="Finding live sessions…" />}
      {request.error && (
        <ErrorMessage error={request.error} onRetry={request.reload} provider="The AI provider" />
      )}
      {request.data && sessions.length === 0 && <p class="muted">Nothing live right now.</p>}
      {sessions.length > 0 && (
        <ul class="sessions">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} nowMs={nowMs} />
          ))}
        </ul>
      )}
    </aside>
  )
}

function SessionItem({ session, nowMs }: { session: LiveSession; nowMs: number }) {
  const live = session.state === 'live'
  return (
    <li class="session" data-session-id={session.id}>
      <p class="session-meta">
        <span class={`badge ${live ? 'badge-live' : ''}`}>{live ? 'Live' : 'Scheduled'}</span>
        <span class="muted">{KIND_LABELS[session.kind]}</span>
      </p>
      <a href={session.url} target="_blank" rel="noopener noreferrer" class="session-title">
        {session.title}
        <span class="sr-only"> (opens X in a new tab)</span>
      </a>
      <p class="muted">
        {/* A name from X may hold bidi controls: isolated, they cannot reorder the rest of the line. */}
        <bdi>{session.host.name}</bdi> @{session.host.username}
        {live && ` · ${compactNumber(session.listeners)} listening`}
        {session.startedAt && (
          <>
            {' · '}
            <time dateTime={session.startedAt} title={fullDate(session.startedAt)}>
              {sessionTime(session.startedAt, live, nowMs)}
            </time>
          </>
        )}
      </p>
    </li>
  )
}
