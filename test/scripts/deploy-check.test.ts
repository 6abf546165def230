import { describe, expect, inject, it } from 'vitest'
import packageJson from '../../package.json'
import { deployProblems, loggingProblems, type ProductionConfig } from '../../scripts/deploy-check'

/** wrangler.toml's logging settings, as wrangler resolves them (test/global-setup.ts). */
const logging = inject('wranglerLogging')

/** wrangler.toml's production environment as it ships: every id and the front end a placeholder. */
const shipped: ProductionConfig = {
  ...logging.production,
  kv_namespaces: [{ binding: 'APP_LOCAL', id: '00000000000000000000000000000000' }],
  d1_databases: [{ binding: 'DB', database_id: '00000000-0000-0000-0000-000000000000' }],
  vars: {
    APP_ENV: 'production',
    FRONTEND_URL: 'https://ranked-feed.example.workers.dev',
    AI_X_SEARCH: 'true',
  },
}

const filledIn: ProductionConfig = {
  ...shipped,
  kv_namespaces: [{ binding: 'APP_LOCAL', id: '0f2ac74b498b48028cb68387c421e279' }],
  d1_databases: [{ binding: 'DB', database_id: 'c4c7a3b0-6d2e-4f0e-9b7a-1f6f0b2d9e11' }],
  vars: { ...shipped.vars, FRONTEND_URL: 'https://ranked-feed.alice.workers.dev' },
}

describe('what npm run deploy refuses', () => {
  it('refuses the placeholders wrangler.toml ships with, naming each and what to do', () => {
    const problems = deployProblems(shipped)
    expect(problems).toHaveLength(3)
    expect(problems[0]).toContain('APP_LOCAL')
    expect(problems[0]).toContain('wrangler kv namespace create app_local')
    expect(problems[1]).toContain('DB')
    expect(problems[1]).toContain('wrangler d1 create ranked_feed')
    expect(problems[2]).toContain('FRONTEND_URL')
  })

  it('accepts a filled-in production environment', () => {
    expect(deployProblems(filledIn)).toEqual([])
  })

  it.each([
    ['unset', undefined],
    ['the local development address', 'http://127.0.0.1:3847'],
    ['not https', 'http://feed.alice.dev'],
    ['an example domain', 'https://feed.example.com'],
  ])('refuses a FRONTEND_URL that is %s', (_, value) => {
    const problems = deployProblems({
      ...filledIn,
      vars: { ...filledIn.vars, FRONTEND_URL: value },
    })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('FRONTEND_URL')
  })

  it('refuses a production environment that does not say APP_ENV=production', () => {
    const vars = { ...filledIn.vars, APP_ENV: 'development' }
    const problems = deployProblems({ ...filledIn, vars })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('APP_ENV in [env.production.vars] must be "production"')
  })
})

describe("what the platform records of a request's URL", () => {
  it('is never the query string (the OAuth code and state), in production or at the top level', () => {
    expect(loggingProblems(logging.production)).toEqual([])
    expect(loggingProblems(logging.topLevel)).toEqual([])
    expect(logging.production.observability?.enabled).toBe(true)
  })

  it.each([
    ['keeps the invocation log', { logs: { invocation_logs: true } }, 'invocation_logs = false'],
    ['leaves the invocation log to the default', { logs: {} }, 'invocation_logs = false'],
    ['keeps query strings', { redact_query_string: false }, 'redact_query_string = true'],
  ])('refuses a production environment that %s', (_, change, named) => {
    const observability = { ...logging.production.observability, ...change }
    const problems = deployProblems({ ...filledIn, observability })
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(named)
  })

  it('refuses a production environment without [observability], or with Logpush', () => {
    expect(deployProblems({ ...filledIn, observability: undefined })).toHaveLength(2)
    const pushed = deployProblems({ ...filledIn, logpush: true })
    expect(pushed).toHaveLength(1)
    expect(pushed[0]).toContain('logpush')
  })

  it('has nothing to refuse when the platform logs nothing', () => {
    expect(loggingProblems({ observability: { enabled: false } })).toEqual([])
  })
})

describe('npm run deploy', () => {
  it('checks, then brings the production schema up to date, and only then deploys the code', () => {
    const steps = packageJson.scripts.deploy.split(' && ')
    expect(steps).toEqual([
      'node scripts/check-deploy.mjs',
      'wrangler d1 migrations apply DB --remote --env production',
      'wrangler deploy --env production',
    ])
  })
})
