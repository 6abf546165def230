/**
 * Per-client rate limits with the Workers rate-limiting binding: a general limit on
 * every /api route and a tighter one on what costs the most (AI batches, For You's AI
 * home, live search on the app's bearer token, sign-in start). Clients are told apart by
 * `cf-connecting-ip`, which Cloudflare always sets in production; a request without it
 * (an in-process call) is not limited, and neither is this machine itself in development
 * (a developer clicking through the client, the browser tests), which production never sees.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { type AppEnv, configOf, modeFor } from '../config'
import { SIGN_IN_START_PATH } from '../paths'
import { ApiError } from './errors'
import { AI_ROUTES, refuseOtherSites } from './same-origin'

/** The period of both limiters in wrangler.toml, in seconds: the longest a client waits. */
export const RATE_LIMIT_PERIOD_SECONDS = 60

const STRICT_PREFIXES = [AI_ROUTES, SIGN_IN_START_PATH]

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

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/

/** Whether a request from this client is exempt: none in production. Pure. */
export function isExempt(client: string | undefined, mode: 'production' | 'development'): boolean {
  if (!client) return true
  return mode === 'development' && LOOPBACK.test(client)
}

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/**
 * Who a limit counts against: an IPv4 address, or an IPv6 address's /64 network (one
 * subscriber usually holds a whole /64, and could otherwise take a fresh address for
 * every request). Pure.
 */
export function clientKey(address: string): string {
  if (!address.includes(':')) return address
  const mapped = IPV4_MAPPED.exec(address)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = address.toLowerCase().split('%')[0]?.split('::') ?? []
  const headParts = head ? head.split(':') : []
  const tailParts = tail ? tail.split(':') : []
  const missing = tail === undefined ? 0 : Math.max(0, 8 - headParts.length - tailParts.length)
  const hextets = [...headParts, ...Array<string>(missing).fill('0'), ...tailParts]
  const network = hextets.slice(0, 4).map((part) => (Number.parseInt(part, 16) || 0).toString(16))
  return `${network.join(':')}::/64`
}

/** Who the request's limits count against, or null when it is not limited (`isExempt`). */
function limitedClient(c: Context<AppEnv>): string | null {
  const client = c.req.header('cf-connecting-ip')
  if (!client || isExempt(client, modeFor(configOf(c.env), c.req.url))) return null
  return clientKey(client)
}

async function limitStrictly(c: Context<AppEnv>, key: string): Promise<void> {
  const strict = await c.env.RATE_LIMIT_STRICT.limit({ key: `strict:${key}` })
  if (!strict.success) limited()
}

/**
 * Before a request spends what every visitor shares, once its route knows it will (its
 * path alone does not say so): an AI batch for `/api/for-you?home=ai`, or an X call on the
 * app's bearer token (anonymous live search, on a cache miss), whose rate limit at X is
 * one for the whole app. Refused from another site's page (see same-origin.ts), and
 * counted against the strict limit.
 */
export async function beforeSharedSpend(c: Context<AppEnv>): Promise<void> {
  refuseOtherSites(c)
  const key = limitedClient(c)
  if (key !== null) await limitStrictly(c, key)
}

export const rateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = limitedClient(c)
  if (key === null) return next()
  const general = await c.env.RATE_LIMIT_GENERAL.limit({ key: `general:${key}` })
  if (!general.success) limited()
  if (isStrictRoute(c.req.path)) await limitStrictly(c, key)
  return next()
}
