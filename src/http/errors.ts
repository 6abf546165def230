/** The API's error shape (docs/api.md) and the one error type routes throw. */
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export type ErrorCode =
  | 'bad_request'
  | 'not_signed_in'
  | 'forbidden'
  | 'not_found'
  | 'rate_limited'
  | 'provider_error'
  | 'not_configured'
  | 'internal'

export const ERROR_STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  not_signed_in: 401,
  forbidden: 403,
  not_found: 404,
  rate_limited: 429,
  provider_error: 502,
  not_configured: 503,
  internal: 500,
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; requestId?: string }
}

export class ApiError extends Error {
  readonly status: ContentfulStatusCode
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'ApiError'
    this.status = ERROR_STATUS[code]
  }
}

export function errorBody(code: ErrorCode, message: string, requestId?: string): ErrorBody {
  return { error: requestId ? { code, message, requestId } : { code, message } }
}
