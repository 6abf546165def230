/** Request state and debounced inputs for the views. */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks'
import { type ApiFailure, isAbort, type Outcome } from './api'

export interface Request<T> {
  loading: boolean
  data: T | null
  error: ApiFailure | null
  reload: () => void
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load), aborting the previous call.
 * The last answer stays visible while the next one loads; the last error does not. `loading`
 * is true from the very render in which the key changes, not only once the call has started:
 * a page never shows the last answer as if it were the answer to the new key.
 */
export function useRequest<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<Outcome<T>>,
): Request<T> {
  const [state, setState] = useState<{
    /** The key of the call this state is about. */
    key: string | null
    loading: boolean
    data: T | null
    error: ApiFailure | null
  }>({ key, loading: key !== null, data: null, error: null })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load

  useEffect(() => {
    if (key === null) {
      setState({ key, loading: false, data: null, error: null })
      return
    }
    const controller = new AbortController()
    setState((previous) => ({ ...previous, key, loading: true, error: null }))
    loadRef.current(controller.signal).then(
      (outcome) => {
        if (controller.signal.aborted) return
        setState(
          outcome.ok
            ? { key, loading: false, data: outcome.data, error: null }
            : { key, loading: false, data: null, error: outcome.error },
        )
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return
        setState({
          key,
          loading: false,
          data: null,
          error: { code: 'unexpected', message: 'Something went wrong in the page.', status: 0 },
        })
      },
    )
    return () => controller.abort()
  }, [key, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  // A new key not yet started: it is loading, and the last error is not its own.
  const pending = key !== null && state.key !== key
  return {
    loading: state.loading || pending,
    data: state.data,
    error: pending ? null : state.error,
    reload,
  }
}

/**
 * An input's value while the person edits it: shown at once, committed after `delayMs` of
 * quiet (or at once with `flush`). A new `value` from outside (back button, a link)
 * replaces it; the value a commit brings back does not, nor does the same value again
 * (a caller may build a new object on every render).
 */
export function useDraft<T>(
  value: T,
  commit: (value: T) => void,
  delayMs: number,
  same: (a: T, b: T) => boolean = Object.is,
): { draft: T; setDraft: (next: T) => void; flush: (next?: T) => void } {
  const [draft, setDraftState] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const commitRef = useRef(commit)
  commitRef.current = commit
  const latest = useRef(value)
  // Commits are counted in state, so the render a commit causes (the caller's navigation
  // and the count are batched together) is the one that knows the value is its echo.
  const [commits, setCommits] = useState(0)
  /** The last `value` and commit count an effect has seen. */
  const seen = useRef(value)
  const commitsSeen = useRef(0)
  const commitNow = useCallback((next: T) => {
    commitRef.current(next)
    setCommits((count) => count + 1)
  }, [])

  useEffect(() => {
    const fromCommit = commits !== commitsSeen.current
    commitsSeen.current = commits
    if (same(value, seen.current)) return
    seen.current = value
    if (fromCommit) return
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    latest.current = value
    setDraftState(value)
  })

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const setDraft = useCallback(
    (next: T) => {
      setDraftState(next)
      latest.current = next
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        timer.current = null
        commitNow(next)
      }, delayMs)
    },
    [delayMs, commitNow],
  )

  const flush = useCallback(
    (next?: T) => {
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      const final = next === undefined ? latest.current : next
      latest.current = final
      setDraftState(final)
      commitNow(final)
    },
    [commitNow],
  )

  return { draft, setDraft, flush }
}
