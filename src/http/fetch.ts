/** The one way the worker waits on a provider: every call has a time-out. */

export class TimeoutError extends Error {
  constructor(
    readonly operation: string,
    readonly timeoutMs: number,
  ) {
    super(`${operation} timed out after ${timeoutMs} ms`)
    this.name = 'TimeoutError'
  }
}

/** An abort of a fetch or of reading its body (a time-out is one). */
export function isAbort(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')
  )
}

/** `fetch` with an abort after `timeoutMs`, reported as a TimeoutError. */
export async function fetchWithTimeout(
  input: string | URL | Request,
  init: RequestInit,
  timeoutMs: number,
  operation: string,
): Promise<Response> {
  try {
    return await fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    if (isAbort(error)) throw new TimeoutError(operation, timeoutMs)
    throw error
  }
}

/**
 * `fetch` whose time-out covers only the wait for the response's headers; the body may then
 * take as long as it takes (a large video). AbortSignal.timeout would stay attached to the
 * body and cut it off mid-stream.
 */
export async function fetchHeadersWithTimeout(
  input: string | URL | Request,
  init: RequestInit,
  timeoutMs: number,
  operation: string,
): Promise<Response> {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`${operation} timed out`, 'TimeoutError')),
    timeoutMs,
  )
  try {
    return await fetch(input, { ...init, signal: controller.signal })
  } catch (error) {
    if (isAbort(error)) throw new TimeoutError(operation, timeoutMs)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Races a promise against a timer, for libraries that do not take an AbortSignal. */
export function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  operation: string,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(operation, timeoutMs)), timeoutMs)
  })
  return Promise.race([promise, timeout]).finally(() => {
    if (timer !== undefined) clearTimeout(timer)
  })
}
