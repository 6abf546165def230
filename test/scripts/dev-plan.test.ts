import { describe, expect, it } from 'vitest'
import { devPlan } from '../../scripts/dev-plan'

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
