/**
 * One structured JSON line per request: request id, method, route, status, duration, the
 * source a ranked route served (as it decided, not as asked: For You without `home` too) and
 * cache hit. Never the query string, headers, cookies or bodies, so no token, code, secret or
 * cookie value can reach the log.
 */
import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import type { AppEnv } from '../config'

export const accessLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now()
  await next()
  const url = new URL(c.req.url)
  console.log(
    JSON.stringify({
      level: 'info',
      requestId: c.var.requestId,
      method: c.req.method,
      route: routePath(c, -1) || url.pathname,
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      source: c.var.source,
      cache: c.res.headers.get('x-cache') ?? undefined,
    }),
  )
}
