/** The last requests the emulator received, for tests (`GET /__emulator/requests`). */
import type { Authorization } from './http.ts'
import type { JsonObject } from './json.ts'

export const LOG_SIZE = 100

/** Form fields whose values are never shown (the PKCE verifier and the code are kept). */
const REDACTED_FIELDS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'client_secret',
  'password',
  'assertion',
])

export type AuthKind = 'user' | 'app' | 'basic' | 'none'

export interface LoggedRequest {
  at: string
  method: string
  path: string
  query: Record<string, string>
  form?: Record<string, string>
  auth: AuthKind
  /** The status answered; `null` while the answer is pending (e.g. a slow switch). */
  status: number | null
}

export function authKind(authorization: Authorization, appBearerToken: string): AuthKind {
  switch (authorization.kind) {
    case 'bearer':
      return authorization.token === appBearerToken ? 'app' : 'user'
    case 'basic':
      return 'basic'
    default:
      return 'none'
  }
}

export function redactForm(form: Record<string, string>): Record<string, string> {
  const redacted: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    redacted[key] = REDACTED_FIELDS.has(key) ? '<redacted>' : value
  }
  return redacted
}

export class RequestLog {
  readonly #entries: LoggedRequest[] = []

  add(entry: LoggedRequest): LoggedRequest {
    this.#entries.push(entry)
    if (this.#entries.length > LOG_SIZE) this.#entries.splice(0, this.#entries.length - LOG_SIZE)
    return entry
  }

  toJson(): JsonObject[] {
    return this.#entries.map((entry) => {
      const item: JsonObject = {
        at: entry.at,
        method: entry.method,
        path: entry.path,
        query: entry.query,
        auth: entry.auth,
        status: entry.status,
      }
      if (entry.form) item.form = entry.form
      return item
    })
  }

  clear(): void {
    this.#entries.length = 0
  }
}
