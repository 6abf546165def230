import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../src/app'
import { SESSION_COOKIE } from '../src/auth/cookies'
import { type Bindings, ConfigError, modeFor, parseConfig } from '../src/config'
import { testEnv } from './helpers/env'
import type { ErrorShape } from './helpers/http'
import { createTestSession } from './helpers/sessions'

/** The problems parseConfig reports for these variables, or [] when it accepts them. */
function problemsWith(overrides: Partial<Bindings>): string[] {
  try {
    parseConfig({ ...testEnv, ...overrides })
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}

describe('configuration values the worker cannot read', () => {
  it.each([
    ['APP_ENV', 'prod', 'APP_ENV must be "production" or "development"'],
    ['FRONTEND_URL', '127.0.0.1:3847', 'FRONTEND_URL must be an absolute http(s) URL'],
    ['PROVIDER_API_BASE_URL', 'api.x.com', 'PROVIDER_API_BASE_URL must be an absolute http(s) URL'],
    [
      'PROVIDER_TOKEN_URL',
      'ftp://x.test/token',
      'PROVIDER_TOKEN_URL must be an absolute http(s) URL',
    ],
    [
      'PROVIDER_REDIRECT_URI',
      '/api/auth/social/callback',
      'PROVIDER_REDIRECT_URI must be an absolute http(s) URL',
    ],
    [
      'PROVIDER_REDIRECT_URI',
      'https://feed.example/callback',
      "PROVIDER_REDIRECT_URI must be this worker's address followed by /api/auth/social/callback",
    ],
    [
      'PROVIDER_REDIRECT_URI',
      'https://feed.example/api/auth/social/callback/',
      "PROVIDER_REDIRECT_URI must be this worker's address followed by /api/auth/social/callback",
    ],
    [
      'PROVIDER_REDIRECT_URI',
      'https://feed.example/api/auth/social/callback?from=x',
      "PROVIDER_REDIRECT_URI must be this worker's address followed by /api/auth/social/callback",
    ],
    ['AI_BASE_URL', 'not a url', 'AI_BASE_URL must be an absolute http(s) URL'],
    [
      'AI_TIMEOUT_MS',
      'abc',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '60s',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '99',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '120001',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '1500.5',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '1e3',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '0x3e8',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'AI_TIMEOUT_MS',
      '+1000',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 100 to 120000',
    ],
    [
      'PROVIDER_TIMEOUT_MS',
      '8s',
      'PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000',
    ],
    [
      'PROVIDER_TIMEOUT_MS',
      '99',
      'PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000',
    ],
    [
      'PROVIDER_TIMEOUT_MS',
      '60001',
      'PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 100 to 60000',
    ],
    ['AI_X_SEARCH', 'no', 'AI_X_SEARCH must be "true" or "false"'],
    ['AI_INGEST_TOPICS', 'rust,,coffee', 'AI_INGEST_TOPICS: topic 2 is empty'],
    [
      'AI_INGEST_TOPICS',
      `rust, ${'x'.repeat(81)}`,
      'AI_INGEST_TOPICS: topic 2 is longer than 80 characters',
    ],
    [
      'MEDIA_ALLOWED_HOSTS',
      'https://media.example.org/',
      'MEDIA_ALLOWED_HOSTS: entry 1 is not a host name',
    ],
    [
      'MEDIA_ALLOWED_HOSTS',
      'media.example.org, media.example.org:8443',
      'MEDIA_ALLOWED_HOSTS: entry 2 is not a host name',
    ],
    ['MEDIA_ALLOWED_HOSTS', '192.0.2.7', 'MEDIA_ALLOWED_HOSTS: entry 1 is not a host name'],
    [
      'SESSION_MAX_AGE_DAYS',
      '0',
      'SESSION_MAX_AGE_DAYS must be a whole number of days from 1 to 365',
    ],
    ['SESSION_MAX_AGE_DAYS', '366', 'SESSION_MAX_AGE_DAYS must be a whole number of days'],
    ['SESSION_MAX_AGE_DAYS', '90d', 'SESSION_MAX_AGE_DAYS must be a whole number of days'],
    ['SESSION_MAX_AGE_DAYS', '7.5', 'SESSION_MAX_AGE_DAYS must be a whole number of days'],
  ] as const)('%s=%s is refused, naming the variable', (name, value, problem) => {
    const problems = problemsWith({ [name]: value })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(problem)
  })

  it('requires FRONTEND_URL in production instead of falling back to the local address', () => {
    for (const unset of [undefined, '', ' ']) {
      const problems = problemsWith({ APP_ENV: 'production', FRONTEND_URL: unset })
      expect(problems).toEqual(['FRONTEND_URL must be set when APP_ENV is "production"'])
    }
    const { FRONTEND_URL: _, ...development } = testEnv
    expect(parseConfig(development as Bindings).frontendUrl).toBe('http://127.0.0.1:3847')
  })

  it('names the rule, never the value, which may be a secret or carry credentials', () => {
    const problems = problemsWith({ AI_BASE_URL: 'ftp://user:hunter2@ai.example' })
    expect(problems).toHaveLength(1)
    expect(problems.join()).not.toContain('hunter2')
  })

  it('reports every bad variable at once', () => {
    expect(problemsWith({ APP_ENV: 'prod', AI_TIMEOUT_MS: 'abc' })).toHaveLength(2)
  })

  it('accepts the documented forms, and empty values as unset', () => {
    for (const overrides of [
      { APP_ENV: 'production' },
      { APP_ENV: 'development', AI_X_SEARCH: 'FALSE' },
      { APP_ENV: '', FRONTEND_URL: '', AI_TIMEOUT_MS: ' ', AI_INGEST_TOPICS: '' },
      { AI_TIMEOUT_MS: '100' },
      { AI_TIMEOUT_MS: '120000' },
      { PROVIDER_TIMEOUT_MS: '100' },
      { PROVIDER_TIMEOUT_MS: '60000' },
      { AI_INGEST_TOPICS: ' rust , Home  coffee ' },
      { MEDIA_ALLOWED_HOSTS: 'Media.Example.org, cdn-1.example' },
      { PROVIDER_API_BASE_URL: 'http://127.0.0.1:3848/', AI_BASE_URL: 'https://api.x.ai/v1' },
      { PROVIDER_REDIRECT_URI: 'https://feed.example/api/auth/social/callback' },
      { PROVIDER_REDIRECT_URI: 'http://127.0.0.1:8787/api/auth/social/callback' },
    ] satisfies Partial<Bindings>[]) {
      expect(problemsWith(overrides), JSON.stringify(overrides)).toEqual([])
    }
    expect(parseConfig({ ...testEnv, AI_TIMEOUT_MS: '2500' }).ai.timeoutMs).toBe(2500)
    // X's own limits unless set (docs/api.md says 8 s and 10 s); set, one limit for both.
    expect(parseConfig(testEnv).providerTimeouts).toEqual({ apiMs: 8_000, oauthMs: 10_000 })
    expect(parseConfig({ ...testEnv, PROVIDER_TIMEOUT_MS: '1500' }).providerTimeouts).toEqual({
      apiMs: 1500,
      oauthMs: 1500,
    })
    expect(parseConfig(testEnv).sessionMaxAgeMs).toBe(90 * 86_400_000)
    expect(parseConfig({ ...testEnv, SESSION_MAX_AGE_DAYS: '30' }).sessionMaxAgeMs).toBe(
      30 * 86_400_000,
    )
    expect(parseConfig({ ...testEnv, AI_X_SEARCH: 'False' }).ai.xSearch).toBe(false)
    expect(
      parseConfig({ ...testEnv, MEDIA_ALLOWED_HOSTS: 'Media.Example.org' }).mediaAllowedHosts,
    ).toContain('media.example.org')
  })
})

describe('an API with a configuration value it cannot read', () => {
  it('answers 503 not_configured naming the variable on every route, and logs it', async () => {
    const env = { ...testEnv, APP_ENV: 'prod', AI_TIMEOUT_MS: 'abc' }
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['/api/health', '/api/compare?q=rust', '/api/openapi.json']) {
      const response = await createApp().request(path, {}, env, createExecutionContext())
      const body = (await response.json()) as ErrorShape
      expect(response.status, path).toBe(503)
      expect(body.error.code).toBe('not_configured')
      expect(body.error.message).toContain('APP_ENV must be "production" or "development"')
      expect(body.error.message).toContain('AI_TIMEOUT_MS must be a whole number')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
    expect(log).toHaveBeenCalled()
    expect(String(log.mock.calls[0]?.[0])).toContain('AI_TIMEOUT_MS')
    log.mockRestore()
  })

  it('still serves the web client', async () => {
    const env = { ...testEnv, FRONTEND_URL: 'not a url' }
    const response = await createApp().request('/', {}, env, createExecutionContext())
    expect(response.status).toBe(200)
  })
})

describe('APP_ENV left unset', () => {
  const { APP_ENV: _, ...withoutAppEnv } = testEnv
  const unset = {
    ...withoutAppEnv,
    APP_SESSION_SECRET: undefined,
    FRONTEND_URL: 'https://feed.example',
  } as Bindings

  it('is development only for a request to this machine itself', () => {
    const config = parseConfig(unset)
    for (const local of ['http://127.0.0.1:3847/', 'http://[::1]:3847/', 'http://localhost/']) {
      expect(modeFor(config, local), local).toBe('development')
    }
    for (const remote of [
      'https://feed.example/',
      'https://127.0.0.1.nip.example/',
      'http://localhost.example/',
      'http://127.0.0.2/',
      'http://192.0.2.7:3847/',
    ]) {
      expect(modeFor(config, remote), remote).toBe('production')
    }
    for (const declared of ['development', 'production'] as const) {
      const config = parseConfig({ ...unset, APP_ENV: declared })
      expect(modeFor(config, 'https://feed.example/')).toBe(declared)
      expect(modeFor(config, 'http://127.0.0.1:3847/')).toBe(declared)
    }
  })

  it('never signs a session with the development secret outside this machine', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // Signed with the published development secret, as a deployment without APP_ENV would.
    const session = await createTestSession()
    const me = async (origin: string, env: Bindings) => {
      const response = await createApp().request(
        `${origin}/api/auth/me`,
        { headers: { cookie: session.cookie } },
        env,
        createExecutionContext(),
      )
      return response.json()
    }
    expect(await me('https://feed.example', unset)).toEqual({ signedIn: false })
    expect(await me('http://127.0.0.1:3847', unset)).toMatchObject({ signedIn: true })
    // Set, APP_ENV is taken at its word wherever the request comes from.
    const development = { ...unset, APP_ENV: 'development' }
    expect(await me('https://feed.example', development)).toMatchObject({ signedIn: true })
    warn.mockRestore()
  })

  it("answers sign-in outside this machine with the contract's misconfigured, setting no cookie", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const env = { ...unset, PROVIDER_CLIENT_ID: 'a-client' }
    const start = await createApp().request(
      'https://feed.example/api/auth/social/start',
      { redirect: 'manual' },
      env,
      createExecutionContext(),
    )
    expect(start.status).toBe(302)
    expect(start.headers.get('location')).toBe('https://feed.example/?auth_error=misconfigured')
    expect(start.headers.getSetCookie()).toEqual([])
    const callback = await createApp().request(
      'https://feed.example/api/auth/social/callback?state=s&code=c',
      { redirect: 'manual' },
      env,
      createExecutionContext(),
    )
    expect(callback.headers.get('location')).toBe('https://feed.example/?auth_error=misconfigured')
    expect(callback.headers.getSetCookie().join()).not.toContain(`${SESSION_COOKIE}=`)
    warn.mockRestore()
  })

  it('needs FRONTEND_URL outside this machine, as production does', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const env = { ...unset, FRONTEND_URL: undefined }
    const remote = await createApp().request(
      'https://feed.example/api/health',
      {},
      env,
      createExecutionContext(),
    )
    expect(remote.status).toBe(503)
    const body = (await remote.json()) as ErrorShape
    expect(body.error.code).toBe('not_configured')
    expect(body.error.message).toContain('FRONTEND_URL must be set')
    const callback = await createApp().request(
      'https://feed.example/api/auth/social/callback?state=s&code=c',
      { redirect: 'manual' },
      env,
      createExecutionContext(),
    )
    // Nowhere to send the browser but the local address, which is no answer outside it.
    expect(callback.status, callback.headers.get('location') ?? '').toBe(503)
    // The same when another variable cannot be read either: still nowhere to send it.
    const alsoUnreadable = await createApp().request(
      'https://feed.example/api/auth/social/callback?state=s&code=c',
      { redirect: 'manual' },
      { ...env, AI_TIMEOUT_MS: 'abc' },
      createExecutionContext(),
    )
    expect(alsoUnreadable.status, alsoUnreadable.headers.get('location') ?? '').toBe(503)
    expect(alsoUnreadable.headers.get('location')).toBeNull()
    // From this machine itself, the local address is the front end, and hears of it.
    const localCallback = await createApp().request(
      'http://127.0.0.1:3847/api/auth/social/callback?state=s&code=c',
      { redirect: 'manual' },
      { ...env, AI_TIMEOUT_MS: 'abc' },
      createExecutionContext(),
    )
    expect(localCallback.headers.get('location')).toBe(
      'http://127.0.0.1:3847/?auth_error=misconfigured',
    )
    const local = await createApp().request(
      'http://127.0.0.1:3847/api/health',
      {},
      env,
      createExecutionContext(),
    )
    expect(local.status).toBe(200)
    log.mockRestore()
  })
})
