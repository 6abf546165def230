import { describe, expect, it } from 'vitest'
import { clientKey, isExempt } from '../../src/http/rate-limit'
import { type ErrorShape, request } from '../helpers/http'

let client = 0
function newClient(): string {
  client++
  return `203.0.113.${client}`
}

async function hammer(path: string, ip: string, times: number) {
  const statuses: number[] = []
  for (let i = 0; i < times; i++) {
    statuses.push(
      (await request(path, { headers: { 'cf-connecting-ip': ip }, redirect: 'manual' })).status,
    )
  }
  return statuses
}

/**
 * How many requests one client gets answered (not 429) before its first 429, up to twice
 * `limit` (then the limit did not hold). The limiter counts in windows of a minute, so a
 * window that ends during the run allows more than `limit`, never fewer.
 */
async function requestsBeforeLimit(
  path: string,
  ip: string | ((attempt: number) => string),
  limit: number,
): Promise<number> {
  for (let sent = 0; sent < 2 * limit; sent++) {
    const address = typeof ip === 'string' ? ip : ip(sent)
    const { status } = await request(path, {
      headers: { 'cf-connecting-ip': address },
      redirect: 'manual',
    })
    if (status === 429) return sent
  }
  throw new Error(`no 429 after ${2 * limit} requests`)
}

describe('rate limits', () => {
  it('limits a client to 300 API requests a minute, then answers 429 with Retry-After', async () => {
    const ip = newClient()
    const allowed = await requestsBeforeLimit('/api/health', ip, 300)
    // A minute's window may end during the run and allow some more: never fewer than 300.
    expect(allowed).toBeGreaterThanOrEqual(300)
    const over = await request<ErrorShape>('/api/health', { headers: { 'cf-connecting-ip': ip } })
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('rate_limited')
    expect(over.headers.get('retry-after')).toBe('60')
  })

  it('counts each client separately', async () => {
    const busy = newClient()
    await hammer('/api/health', busy, 301)
    const other = await request('/api/health', { headers: { 'cf-connecting-ip': newClient() } })
    expect(other.status).toBe(200)
  })

  it('counts an IPv6 client by its /64 network, so a new address per request does not help', async () => {
    // A fresh address in the same /64 for every request.
    const allowed = await requestsBeforeLimit(
      '/api/auth/social/start',
      (attempt) => `2001:db8:77:1:${(attempt + 1).toString(16)}::${attempt + 1}`,
      30,
    )
    expect(allowed).toBeGreaterThanOrEqual(30)
    const neighbour = await request('/api/auth/social/start', {
      headers: { 'cf-connecting-ip': '2001:db8:77:2::1' },
      redirect: 'manual',
    })
    expect(neighbour.status).not.toBe(429)
  })

  it('names a client by its IPv4 address or its IPv6 /64', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(clientKey('2001:DB8:0000:0001::1')).toBe('2001:db8:0:1::/64')
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8:1:2:3:4:203.0.113.7')).toBe('2001:db8:1:2::/64')
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
  })

  it('limits sign-in start (and the AI routes) more tightly: 30 a minute', async () => {
    const ip = newClient()
    const allowed = await requestsBeforeLimit('/api/auth/social/start', ip, 30)
    expect(allowed).toBeGreaterThanOrEqual(30)
    const health = await request('/api/health', { headers: { 'cf-connecting-ip': ip } })
    expect(health.status).toBe(200)
  })

  it('counts the AI home of For You against the AI limit, as the AI routes are', async () => {
    // home=ai asks the AI provider like /api/ai/trending-tweets does: 30 a minute, not 300.
    const ip = newClient()
    const allowed = await requestsBeforeLimit('/api/for-you?home=ai', ip, 30)
    expect(allowed).toBeGreaterThanOrEqual(30)
    const shorthand = await request<ErrorShape>('/api/for-you?ai=1', {
      headers: { 'cf-connecting-ip': ip },
    })
    expect(shorthand.status).toBe(429)
    expect(shorthand.headers.get('retry-after')).toBe('60')
    const strictRoute = await request('/api/ai/trending-tweets', {
      headers: { 'cf-connecting-ip': ip },
    })
    expect(strictRoute.status).toBe(429)
    // The other homes cost no AI call: only the general limit.
    const seed = await hammer('/api/for-you?home=seed&maxResults=5', newClient(), 35)
    expect(seed.includes(429)).toBe(false)
  })

  it('does not limit this machine in development, but does in production', async () => {
    const statuses = await hammer('/api/auth/social/start', '127.0.0.1', 31)
    expect(statuses.includes(429)).toBe(false)
    expect(isExempt('127.0.0.1', 'production')).toBe(false)
    expect(isExempt('::1', 'development')).toBe(true)
    expect(isExempt('203.0.113.9', 'development')).toBe(false)
  })
})
