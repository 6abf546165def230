import type { MiddlewareHandler } from 'hono'
import { type AppEnv, configOf } from '../config'
import { ApiError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF protection for every state-changing request, whatever its content type (Hono's
 * csrf() only looks at form-like ones): an `Origin` other than the site's own or the
 * configured front end is 403, and so is a browser saying the request is cross-site.
 * Requests with neither header come from non-browser clients, which CSRF cannot drive.
 */
export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next()
  const origin = c.req.header('origin')
  const allowed = new Set([new URL(c.req.url).origin, new URL(configOf(c.env).frontendUrl).origin])
  if (origin !== undefined) {
    if (!allowed.has(origin)) throw new ApiError('forbidden', 'Cross-origin request refused.')
    return next()
  }
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new ApiError('forbidden', 'Cross-site request refused.')
  }
  return next()
}
