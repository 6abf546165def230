/** Account: sign in with X, see who you are, sign out. */
import { useLayoutEffect, useRef, useState } from 'preact/hooks'
import { type ApiFailure, getSessionInfo, logout, type SessionInfo, signInUrl } from '../api'
import { fullDate } from '../format'
import { useRequest } from '../hooks'
import { useApp } from './AppState'
import { Avatar } from './PostCard'
import { ErrorMessage, Loading } from './Status'

export function AccountPage() {
  const app = useApp()
  const [signingOut, setSigningOut] = useState(false)
  const [logoutError, setLogoutError] = useState<ApiFailure | null>(null)
  const [signedOut, setSignedOut] = useState(false)
  const signedOutNotice = useRef<HTMLParagraphElement>(null)
  const session = app.session
  const signedIn = session?.signedIn === true
  const details = useRequest<SessionInfo>(signedIn ? 'me' : null, (signal) =>
    getSessionInfo(signal),
  )

  // The Sign out button is gone once signed out: focus goes to the notice that says so, in
  // the same frame (a layout effect), so it never rests on the page's body.
  useLayoutEffect(() => {
    if (signedOut && !signedIn) signedOutNotice.current?.focus()
  }, [signedOut, signedIn])

  const signOut = async () => {
    setSigningOut(true)
    setLogoutError(null)
    const outcome = await logout()
    if (outcome.ok) {
      // The answer is the server's word that the session is gone: no need to ask again.
      app.markSignedOut()
      setSignedOut(true)
    } else {
      setLogoutError(outcome.error)
    }
    setSigningOut(false)
  }

  return (
    <div class="page account">
      <h1 tabIndex={-1}>Account</h1>
      {session === null && app.sessionError === null && <Loading label="Checking your session…" />}
      {app.sessionError && <ErrorMessage error={app.sessionError} onRetry={app.refreshSession} />}
      {signedOut && !signedIn && (
        <p class="notice success" role="status" tabIndex={-1} ref={signedOutNotice}>
          You are signed out.
        </p>
      )}
      {session && !signedIn && (
        <section class="card" aria-labelledby="signin-title">
          <h2 id="signin-title">Not signed in</h2>
          <p>
            Sign in with X to rank your own home timeline and to search X live. Your X tokens stay
            on the server; this page never sees them.
          </p>
          {app.health?.oauth === false ? (
            <p class="muted">Sign-in with X is not configured on this deployment.</p>
          ) : (
            <a class="button primary" href={signInUrl('/account')}>
              Sign in with X
            </a>
          )}
        </section>
      )}
      {session?.signedIn && session.user && (
        <section class="card" aria-labelledby="who-title">
          <h2 id="who-title">Signed in</h2>
          <div class="who">
            <Avatar url={session.user.avatarUrl} name={session.user.name} size={64} />
            <div>
              <p class="name" data-testid="account-name">
                {/* A name from X may be right to left, or hold bidi controls: isolated, as on a post. */}
                <bdi>{session.user.name}</bdi>
              </p>
              <p class="muted" data-testid="account-username">
                @{session.user.username}
              </p>
            </div>
          </div>
          {details.loading && <Loading label="Loading session details…" />}
          {details.error && <ErrorMessage error={details.error} onRetry={details.reload} />}
          {details.data && (
            <dl class="facts">
              <div>
                <dt>Provider</dt>
                <dd>X</dd>
              </div>
              <div>
                <dt>Permissions</dt>
                <dd>{details.data.scopes.join(', ') || 'none'}</dd>
              </div>
              <div>
                <dt>Access renews</dt>
                <dd>{fullDate(details.data.accessTokenExpiresAt)}</dd>
              </div>
            </dl>
          )}
          <p>
            Your <a href="/for-you?home=live">home timeline, ranked</a>, and{' '}
            <a href="/?source=live">live search</a> use this account.
          </p>
          {logoutError && <ErrorMessage error={logoutError} />}
          <button
            type="button"
            class="button"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            onClick={() => {
              if (!signingOut) void signOut()
            }}
            aria-disabled={signingOut}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </section>
      )}
    </div>
  )
}
