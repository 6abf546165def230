import { createExecutionContext } from 'cloudflare:test'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../src/app'
import { type Bindings, ConfigError, parseConfig } from '../src/config'
import { testEnv } from './helpers/env'
import type { ErrorShape } from './helpers/http'

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
      { AI_INGEST_TOPICS: ' rust , Home  coffee ' },
      { MEDIA_ALLOWED_HOSTS: 'Media.Example.org, cdn-1.example' },
      { PROVIDER_API_BASE_URL: 'http://127.0.0.1:3848/', AI_BASE_URL: 'https://api.x.ai/v1' },
      { PROVIDER_REDIRECT_URI: 'https://feed.example/api/auth/social/callback' },
      { PROVIDER_REDIRECT_URI: 'http://127.0.0.1:8787/api/auth/social/callback' },
    ] satisfies Partial<Bindings>[]) {
      expect(problemsWith(overrides), JSON.stringify(overrides)).toEqual([])
    }
    expect(parseConfig({ ...testEnv, AI_TIMEOUT_MS: '2500' }).ai.timeoutMs).toBe(2500)
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
