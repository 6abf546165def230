import { describe, expect, it } from 'vitest'
import { devPlan, localSecrets, offlineWrangler, withoutLocalSecrets } from '../../scripts/dev-plan'

describe('what npm run dev sets up', () => {
  it('starts both emulators and follows DEV_PORT with nothing configured', () => {
    expect(devPlan({}, {}, '4801')).toEqual({
      xEmulator: true,
      aiEmulator: true,
      frontendUrl: 'http://127.0.0.1:4801',
      warnings: [],
    })
  })

  it('talks to the real providers configured in .dev.vars', () => {
    const plan = devPlan(
      { PROVIDER_CLIENT_ID: 'abc', AI_API_KEY: 'key', FRONTEND_URL: 'http://localhost:5173' },
      {},
      '3847',
    )
    expect(plan).toMatchObject({ xEmulator: false, aiEmulator: false, frontendUrl: null })
  })

  it('keeps the emulators, and warns, for variables set only in the shell, which the worker never sees', () => {
    const plan = devPlan({}, { PROVIDER_CLIENT_ID: 'abc', AI_API_KEY: 'key' }, '3847')
    expect(plan).toMatchObject({ xEmulator: true, aiEmulator: true })
    expect(plan.warnings).toHaveLength(2)
    expect(plan.warnings[0]).toContain('PROVIDER_CLIENT_ID is set in the shell')
    expect(plan.warnings[0]).toContain('.dev.vars')
  })
})

describe('the local secrets npm run dev and the tests see, by wrangler dev rule', () => {
  const file = (name: string, vars: Record<string, string> | null) => ({ name, vars })
  const dotEnv = [file('.env', { AI_API_KEY: 'from-env', AI_MODEL: 'm' }), file('.env.local', null)]

  it('reads .dev.vars when it exists, and names the .env files it then skips', () => {
    const secrets = localSecrets(file('.dev.vars', { PROVIDER_CLIENT_ID: 'abc' }), dotEnv, true)
    expect(secrets).toEqual({
      vars: { PROVIDER_CLIENT_ID: 'abc' },
      readFrom: ['.dev.vars'],
      ignored: ['.env'],
    })
  })

  it('reads the .env files without a .dev.vars, a later file winning', () => {
    const secrets = localSecrets(
      file('.dev.vars', null),
      [
        file('.env', { AI_API_KEY: 'from-env', AI_MODEL: 'm' }),
        file('.env.local', { AI_API_KEY: 'from-local' }),
      ],
      true,
    )
    expect(secrets).toEqual({
      vars: { AI_API_KEY: 'from-local', AI_MODEL: 'm' },
      readFrom: ['.env', '.env.local'],
      ignored: [],
    })
    // So a real key in .env turns the AI emulator off, as wrangler dev then uses that key.
    expect(devPlan(secrets.vars, {}, '3847').aiEmulator).toBe(false)
  })

  it('reads no .env file when CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV is false', () => {
    expect(localSecrets(file('.dev.vars', null), dotEnv, false)).toEqual({
      vars: {},
      readFrom: [],
      ignored: ['.env'],
    })
  })

  it('undoes every local secret in the tests: back to wrangler.toml, else empty (unset)', () => {
    const bindings = withoutLocalSecrets(
      { AI_API_KEY: 'real', APP_ENV: 'production', FRONTEND_URL: 'http://localhost:5173' },
      { APP_ENV: 'development', FRONTEND_URL: 'http://127.0.0.1:3847', AI_X_SEARCH: 'true' },
    )
    expect(bindings).toEqual({
      AI_API_KEY: '',
      APP_ENV: 'development',
      FRONTEND_URL: 'http://127.0.0.1:3847',
    })
  })
})

describe('the environment npm run dev runs wrangler in', () => {
  it('turns off what would call out of the machine: metrics, the banner and its update check, the cf fetch', () => {
    const env = offlineWrangler({ PATH: '/bin' })
    expect(env).toMatchObject({
      PATH: '/bin',
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    })
    expect(
      offlineWrangler({ CLOUDFLARE_CF_FETCH_ENABLED: 'true' }).CLOUDFLARE_CF_FETCH_ENABLED,
    ).toBe('true')
  })
})
