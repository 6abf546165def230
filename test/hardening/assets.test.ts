import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

describe('the client pages (static assets)', () => {
  it('are served with a strict content security policy from public/_headers', async () => {
    const page = await env.ASSETS.fetch('https://feed.example/')
    expect(page.status).toBe(200)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain('unsafe-inline')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    // As the API's answers: a browser that once loaded the client over https never uses http.
    expect(page.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  it('serve the seed corpus the worker loads', async () => {
    const seed = await env.ASSETS.fetch('https://feed.example/seed/posts.json')
    expect(seed.status).toBe(200)
    const body = (await seed.json()) as { data: unknown[] }
    expect(body.data.length).toBeGreaterThanOrEqual(400)
  })
})
