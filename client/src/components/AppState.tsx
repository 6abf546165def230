/** What every view needs to know: what the deployment has configured and who is signed in. */
import { createContext } from 'preact'
import { useCallback, useContext, useEffect, useState } from 'preact/hooks'
import {
  type ApiFailure,
  type AuthMe,
  getAuthMe,
  getHealth,
  type Health,
  onNotSignedIn,
} from '../api'

export interface AppState {
  health: Health | null
  healthError: ApiFailure | null
  /** Asks `/api/health` again (after it failed). */
  reloadHealth: () => Promise<void>
  /**
   * null until `/api/auth/me` has answered: while the first call is pending, or when it failed
   * (`sessionError`). A failed later call keeps the last known answer.
   */
  session: AuthMe | null
  sessionError: ApiFailure | null
  /** Asks `/api/auth/me` again. */
  refreshSession: () => Promise<void>
  /** The server has confirmed a sign-out: nothing to ask. */
  markSignedOut: () => void
}

const AppContext = createContext<AppState | null>(null)

export function useApp(): AppState {
  const state = useContext(AppContext)
  if (!state) throw new Error('useApp outside <AppProvider>')
  return state
}

export function AppProvider({ children }: { children: preact.ComponentChildren }) {
  const [health, setHealth] = useState<Health | null>(null)
  const [healthError, setHealthError] = useState<ApiFailure | null>(null)
  const [session, setSession] = useState<AuthMe | null>(null)
  const [sessionError, setSessionError] = useState<ApiFailure | null>(null)

  const refreshSession = useCallback(async () => {
    setSessionError(null)
    const outcome = await getAuthMe()
    if (outcome.ok) setSession(outcome.data)
    // Not knowing is not the same as signed out: a signed-in person must not be told otherwise.
    else setSessionError(outcome.error)
  }, [])

  const markSignedOut = useCallback(() => {
    setSession({ signedIn: false })
    setSessionError(null)
  }, [])

  const reloadHealth = useCallback(async () => {
    setHealthError(null)
    const outcome = await getHealth()
    if (outcome.ok) setHealth(outcome.data)
    else setHealthError(outcome.error)
  }, [])

  useEffect(() => {
    void reloadHealth()
    void refreshSession()
  }, [reloadHealth, refreshSession])

  // The server ended the session: the header and Account should stop saying signed in.
  useEffect(
    () =>
      onNotSignedIn(() => {
        void refreshSession()
      }),
    [refreshSession],
  )

  return (
    <AppContext.Provider
      value={{
        health,
        healthError,
        reloadHealth,
        session,
        sessionError,
        refreshSession,
        markSignedOut,
      }}
    >
      {children}
    </AppContext.Provider>
  )
}

/** Whether live search can run: a session, or the app's bearer token. */
export function liveSearchAvailable(state: AppState): boolean {
  return Boolean(state.health?.bearerToken || state.session?.signedIn)
}
