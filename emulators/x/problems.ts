/** X's error bodies: problem objects (`application/problem+json`) and the old `errors` shape. */
import type { Answer } from './http.ts'
import { json } from './http.ts'
import type { Json, JsonObject } from './json.ts'

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8'
const PROBLEMS = 'https://api.x.com/2/problems'

export function problem(status: number, body: JsonObject, headers: Record<string, string> = {}) {
  return json(status, body, headers, PROBLEM_CONTENT_TYPE)
}

function blank(status: number, title: string, detail = title): JsonObject {
  return { title, detail, type: 'about:blank', status }
}

export function unauthorized(headers: Record<string, string> = {}): Answer {
  return problem(
    401,
    { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' },
    headers,
  )
}

export function tooManyRequests(headers: Record<string, string>): Answer {
  return problem(429, blank(429, 'Too Many Requests'), headers)
}

/** The old-style 429 body some X endpoints still send. */
export function rateLimitExceededLegacy(headers: Record<string, string>): Answer {
  return json(429, { errors: [{ code: 88, message: 'Rate limit exceeded' }] }, headers)
}

export function serverError(status: 500 | 503, headers: Record<string, string> = {}): Answer {
  const title = status === 500 ? 'Internal Server Error' : 'Service Unavailable'
  return problem(status, blank(status, title), headers)
}

export function appOnlyForbidden(headers: Record<string, string>): Answer {
  return problem(
    403,
    {
      title: 'Unsupported Authentication',
      detail:
        'Authenticating with OAuth 2.0 Application-Only is forbidden for this endpoint.  ' +
        'Supported authentication types are [OAuth 1.0a User Context, OAuth 2.0 User Context].',
      type: `${PROBLEMS}/unsupported-authentication`,
      status: 403,
    },
    headers,
  )
}

export function forbidden(detail: string, headers: Record<string, string>): Answer {
  return problem(403, blank(403, 'Forbidden', detail), headers)
}

export interface ParameterError {
  parameter: string
  value: string
  message: string
}

/** X's 400 for bad parameters: an invalid-request problem listing each bad parameter. */
export function invalidRequest(errors: ParameterError[], headers: Record<string, string>): Answer {
  return problem(
    400,
    {
      errors: errors.map((error) => ({
        parameters: { [error.parameter]: [error.value] },
        message: error.message,
      })),
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: `${PROBLEMS}/invalid-request`,
      status: 400,
    },
    headers,
  )
}

export function routeNotFound(): Answer {
  return json(404, { errors: [{ message: 'Sorry, that page does not exist', code: 34 }] })
}

/** A partial error as X puts it in `errors` next to `data` (resource-not-found). */
export function resourceNotFound(resourceType: string, parameter: string, id: string): Json {
  return {
    value: id,
    detail: `Could not find ${resourceType} with ${parameter}: [${id}].`,
    title: 'Not Found Error',
    resource_type: resourceType,
    parameter,
    resource_id: id,
    type: `${PROBLEMS}/resource-not-found`,
  }
}
