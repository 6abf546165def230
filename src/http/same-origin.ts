import type { Context, MiddlewareHandler } from 'hono'
import { type AppEnv, configOf } from '../config'
import { ApiError } from './errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every AI route's path begins so: each may spend an AI call, GET or not. */
export const AI_ROUTES = '/api/ai/'

/**
 * Refuses (403) a request a browser sends from another site: an `Origin` other than the
 * site's own or the configured front end, or, without one, a `Sec-Fetch-Site` other than
 * `same-origin` or `none` (typed or bookmarked). Requests with neither header come from
 * non-browser clients, which another site's page cannot drive.
 */
export function refuseOtherSites(c: Context<AppEnv>): void {
  const origin = c.req.header('origin')
  const allowed = new Set([new URL(c.req.url).origin, configOf(c.env).frontendOrigin])
  if (origin !== undefined) {
    if (!allowed.has(origin)) throw new ApiError('forbidden', 'Cross-origin request refused.')
    return
  }
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new ApiError('forbidden', 'Cross-site request refused.')
  }
}

/**
 * CSRF protection for every state-changing request, whatever its content type (Hono's
 * csrf() only looks at form-like ones), and the same check on the AI routes' GETs: a page
 * elsewhere (an `<img>` pointing at them) would otherwise make each of its visitors spend
 * the operator's AI calls, from as many addresses as it has visitors, past any per-client
 * limit.
 */
export const requireSameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method) && !c.req.path.startsWith(AI_ROUTES)) return next()
  refuseOtherSites(c)
  return next()
}
