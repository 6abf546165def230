/** What every view needs to know: what the deployment has configured and who is signed in. */
import { createContext } from 'preact'
import { useCallback, useContext, useEffect, useRef, useState } from 'preact/hooks'
import {
  type ApiFailure,
  type AuthMe,
  getAuthMe,
  getHealth,
  type Health,
  onApiAnswered,
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

  // A check that failed is asked again once, quietly (its error stays until the answer), when
  // another call next gets a successful answer: the API is reachable again. Only the newest
  // call of each check may set what it found.
  const sessionRecheck = useRef(false)
  const healthRecheck = useRef(false)
  const sessionCall = useRef(0)
  const healthCall = useRef(0)

  const checkSession = useCallback(async (quiet: boolean) => {
    const call = ++sessionCall.current
    if (!quiet) setSessionError(null)
    const outcome = await getAuthMe()
    if (call !== sessionCall.current) return
    if (outcome.ok) {
      sessionRecheck.current = false
      setSession(outcome.data)
      setSessionError(null)
    } else if (!quiet) {
      // Not knowing is not the same as signed out: a signed-in person must not be told otherwise.
      sessionRecheck.current = true
      setSessionError(outcome.error)
    }
  }, [])
  const refreshSession = useCallback(() => checkSession(false), [checkSession])

  const markSignedOut = useCallback(() => {
    sessionCall.current++
    sessionRecheck.current = false
    setSession({ signedIn: false })
    setSessionError(null)
  }, [])

  const checkHealth = useCallback(async (quiet: boolean) => {
    const call = ++healthCall.current
    if (!quiet) setHealthError(null)
    const outcome = await getHealth()
    if (call !== healthCall.current) return
    if (outcome.ok) {
      healthRecheck.current = false
      setHealth(outcome.data)
      setHealthError(null)
    } else if (!quiet) {
      healthRecheck.current = true
      setHealthError(outcome.error)
    }
  }, [])
  const reloadHealth = useCallback(() => checkHealth(false), [checkHealth])

  useEffect(() => {
    void reloadHealth()
    void refreshSession()
  }, [reloadHealth, refreshSession])

  useEffect(
    () =>
      onApiAnswered(() => {
        if (healthRecheck.current) {
          healthRecheck.current = false
          void checkHealth(true)
        }
        if (sessionRecheck.current) {
          sessionRecheck.current = false
          void checkSession(true)
        }
      }),
    [checkHealth, checkSession],
  )

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
