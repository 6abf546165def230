/**
 * Per-client rate limits with the Workers rate-limiting binding: a general limit on
 * every /api route and a tighter one on the routes that cost the most (AI batches,
 * sign-in start). Clients are told apart by `cf-connecting-ip`, which Cloudflare
 * always sets in production; a request without it (an in-process call) is not limited.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../config'
import { ApiError } from './errors'

/** The period of both limiters in wrangler.toml, in seconds: the longest a client waits. */
export const RATE_LIMIT_PERIOD_SECONDS = 60

const STRICT_PREFIXES = ['/api/ai/', '/api/auth/social/start']

export function isStrictRoute(path: string): boolean {
  return STRICT_PREFIXES.some((prefix) => path.startsWith(prefix))
}

function limited(): never {
  throw new ApiError(
    'rate_limited',
    `Too many requests; retry in ${RATE_LIMIT_PERIOD_SECONDS} s.`,
    { 'Retry-After': String(RATE_LIMIT_PERIOD_SECONDS) },
  )
}

export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const client = c.req.header('cf-connecting-ip')
  if (!client) return next()
  const general = await c.env.RATE_LIMIT_GENERAL.limit({ key: `general:${client}` })
  if (!general.success) limited()
  if (isStrictRoute(c.req.path)) {
    const strict = await c.env.RATE_LIMIT_STRICT.limit({ key: `strict:${client}` })
    if (!strict.success) limited()
  }
  return next()
}
