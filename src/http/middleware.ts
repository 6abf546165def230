import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../config'
import { ApiError } from './errors'

/** A parameter given twice is ambiguous: 400 naming it, rather than silently using one. */
export const rejectRepeatedParams: MiddlewareHandler<AppEnv> = async (c, next) => {
  const seen = new Set<string>()
  for (const key of new URL(c.req.url).searchParams.keys()) {
    if (seen.has(key)) throw new ApiError('bad_request', `${key}: given more than once`)
    seen.add(key)
  }
  await next()
}
