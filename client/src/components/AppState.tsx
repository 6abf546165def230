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

/** The shortest time between two quiet checks of the same kind. */
const RECHECK_MS = 30_000

interface Recheck {
  /** The newest answer was a failure (and no call is on its way). */
  failed: boolean
  /** When the last quiet check was asked, if one was. */
  quietAtMs: number | null
}

/** A call of the check is on its way: nothing to ask again until it answers. */
function asking(recheck: Recheck, quiet: boolean): void {
  recheck.failed = false
  if (quiet) recheck.quietAtMs = Date.now()
}

function recheckDue(recheck: Recheck): boolean {
  return (
    recheck.failed && (recheck.quietAtMs === null || Date.now() - recheck.quietAtMs >= RECHECK_MS)
  )
}

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

  // A check that failed is asked again quietly (its error stays until the answer) when another
  // call gets a successful answer: the API may be reachable again. At once the first time, then
  // at most once per RECHECK_MS, so a check that still fails is not asked on every answer. Only
  // the newest call of each check may set what it found.
  const sessionRecheck = useRef<Recheck>({ failed: false, quietAtMs: null })
  const healthRecheck = useRef<Recheck>({ failed: false, quietAtMs: null })
  const sessionCall = useRef(0)
  const healthCall = useRef(0)

  const checkSession = useCallback(async (quiet: boolean) => {
    const call = ++sessionCall.current
    asking(sessionRecheck.current, quiet)
    if (!quiet) setSessionError(null)
    const outcome = await getAuthMe()
    if (call !== sessionCall.current) return
    sessionRecheck.current.failed = !outcome.ok
    if (outcome.ok) {
      setSession(outcome.data)
      setSessionError(null)
    } else if (!quiet) {
      // Not knowing is not the same as signed out: a signed-in person must not be told otherwise.
      setSessionError(outcome.error)
    }
  }, [])
  const refreshSession = useCallback(() => checkSession(false), [checkSession])

  const markSignedOut = useCallback(() => {
    sessionCall.current++
    sessionRecheck.current.failed = false
    setSession({ signedIn: false })
    setSessionError(null)
  }, [])

  const checkHealth = useCallback(async (quiet: boolean) => {
    const call = ++healthCall.current
    asking(healthRecheck.current, quiet)
    if (!quiet) setHealthError(null)
    const outcome = await getHealth()
    if (call !== healthCall.current) return
    healthRecheck.current.failed = !outcome.ok
    if (outcome.ok) {
      setHealth(outcome.data)
      setHealthError(null)
    } else if (!quiet) {
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
        if (recheckDue(healthRecheck.current)) void checkHealth(true)
        if (recheckDue(sessionRecheck.current)) void checkSession(true)
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

/** Whether the live rail is shown beside Explore and For You: when the deployment has AI. */
export function liveRailShown(state: AppState): boolean {
  return state.health?.ai === true
}

/** Whether live search can run: a session, or the app's bearer token. */
export function liveSearchAvailable(state: AppState): boolean {
  return Boolean(state.health?.bearerToken || state.session?.signedIn)
}
