import { afterEach, describe, expect, it, vi } from 'vitest'
import { exchangeCode, type OAuthSettings, revokeToken } from '../../src/auth/oauth'
import { resolveSessionSecret } from '../../src/auth/secret'
import { X_DEFAULTS } from '../../src/config'
import { safeReturnPath } from '../../src/routes/auth'

const settings: OAuthSettings = {
  clientId: 'client-1',
  clientSecret: null,
  redirectUri: 'https://feed.example/api/auth/social/callback',
  authorizeUrl: 'https://x.example/i/oauth2/authorize',
  tokenUrl: 'https://x.example/2/oauth2/token',
  revokeUrl: 'https://x.example/2/oauth2/revoke',
  timeoutMs: X_DEFAULTS.oauthTimeoutMs,
}

function captureTokenRequests(expiresIn: unknown = 7200) {
  const seen: Request[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    seen.push(request.clone())
    if (request.url !== settings.tokenUrl && request.url !== settings.revokeUrl) {
      throw new Error(`unexpected request to ${request.url}`)
    }
    return Response.json({
      token_type: 'bearer',
      access_token: 'a',
      refresh_token: 'r',
      expires_in: expiresIn,
    })
  })
  return seen
}

afterEach(() => vi.unstubAllGlobals())

describe('the OAuth client', () => {
  it('a public client sends client_id in the body and no Authorization header', async () => {
    const seen = captureTokenRequests()
    await exchangeCode(settings, 'code-1', 'verifier-1')
    const body = new URLSearchParams(await seen[0]?.text())
    expect(body.get('client_id')).toBe('client-1')
    expect(body.get('code_verifier')).toBe('verifier-1')
    expect(body.get('grant_type')).toBe('authorization_code')
    expect(seen[0]?.headers.get('authorization')).toBeNull()
  })

  it('a confidential client authenticates with HTTP Basic when a secret is set', async () => {
    const seen = captureTokenRequests()
    await exchangeCode({ ...settings, clientSecret: 's3cret' }, 'code-1', 'verifier-1')
    expect(seen[0]?.headers.get('authorization')).toBe(`Basic ${btoa('client-1:s3cret')}`)
    const body = new URLSearchParams(await seen[0]?.text())
    expect(body.get('client_secret')).toBeNull()
  })

  it('turns the access-token lifetime into an expiry time right after the exchange', async () => {
    captureTokenRequests()
    const before = Date.now()
    const tokens = await exchangeCode(settings, 'code-1', 'verifier-1')
    expect(tokens.accessTokenExpiresAt.getTime()).toBeGreaterThanOrEqual(before + 7_200_000)
    expect(tokens.accessTokenExpiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7_200_000)
  })

  it('keeps a stated lifetime between two minutes and 90 days, and uses two hours when none is stated', async () => {
    for (const [stated, seconds] of [
      [1e20, 90 * 86_400],
      [-100, 120],
      [0, 120],
      [3600, 3600],
      ['3600', 7200],
      [null, 7200],
    ] as const) {
      captureTokenRequests(stated)
      const before = Date.now()
      const tokens = await exchangeCode(settings, 'code-1', 'verifier-1')
      const lifetime = tokens.accessTokenExpiresAt.getTime() - before
      expect(tokens.accessTokenExpiresAt.toISOString()).toMatch(/^\d{4}-/)
      expect(lifetime).toBeGreaterThanOrEqual(seconds * 1000)
      expect(lifetime).toBeLessThan(seconds * 1000 + 5_000)
    }
  })

  it('reports a failed revocation instead of throwing', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 503 }))
    await expect(revokeToken(settings, 'token')).resolves.toBe(false)
  })
})

describe('sign-in policy', () => {
  it('accepts only same-site paths to return to', () => {
    expect(safeReturnPath('/explore?q=rust')).toBe('/explore?q=rust')
    expect(safeReturnPath('/explore?q=rust%20async#top')).toBe('/explore?q=rust%20async#top')
    expect(safeReturnPath('/explore?q=//evil.example')).toBe('/explore?q=//evil.example')
    expect(safeReturnPath('/a/../for-you')).toBe('/a/../for-you')
    for (const bad of [
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'explore',
      // URL parsing drops tabs and newlines, which would leave "//evil.example"
      '/\t/evil.example/x',
      '/\n/evil.example',
      '/\r/evil.example',
      '/\u0000/evil.example',
      // Dot segments (plain or percent-encoded) that leave "//evil.example" as the path
      '/.//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example/x',
      '/for-you/..//evil.example',
      `/${'a'.repeat(512)}`,
    ]) {
      expect(safeReturnPath(bad)).toBe('/')
    }
  })

  it('counts the secret in characters, not UTF-16 code units', () => {
    // Eight emoji are 16 code units but 8 characters.
    expect(resolveSessionSecret('🔑'.repeat(8), 'production')).toMatchObject({ ok: false })
    expect(resolveSessionSecret('🔑'.repeat(16), 'production')).toMatchObject({ ok: true })
  })

  it('requires 16 characters of secret in production and falls back to a dev secret otherwise', () => {
    expect(resolveSessionSecret('x'.repeat(16), 'production')).toMatchObject({ ok: true })
    expect(resolveSessionSecret('x'.repeat(15), 'production')).toMatchObject({ ok: false })
    expect(resolveSessionSecret(undefined, 'production')).toMatchObject({ ok: false })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(resolveSessionSecret(undefined, 'development')).toMatchObject({
      ok: true,
      development: true,
    })
  })
})
