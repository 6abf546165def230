import { describe, expect, it } from 'vitest'
import e2eRunner from '../../e2e/run.ts?raw'
import packageJson from '../../package.json'
import { ASSETS_BUILT, testPlan } from '../../scripts/test-plan'
import globalSetup from '../global-setup.ts?raw'

const plan = testPlan(packageJson.scripts)
const line = (step: { command: string[] }) => step.command.join(' ')

describe('what npm test runs', () => {
  it('is scripts/test.mjs', () => {
    expect(packageJson.scripts.test).toBe('node scripts/test.mjs')
  })

  it("checks first: npm run check's commands in its order, the runtime audit, the X emulator's smoke test", () => {
    expect(plan.checks.map(line)).toEqual([
      ...packageJson.scripts.check.split(' && '),
      packageJson.scripts['audit:runtime'],
      'node emulators/x/smoke.ts',
    ])
    expect(plan.checks.map(line)).toEqual(
      expect.arrayContaining([
        'tsc --noEmit',
        'tsc -p tsconfig.node.json',
        'tsc -p client',
        'biome ci .',
        expect.stringMatching(/^wrangler types --check /),
      ]),
    )
  })

  it('then the browser tests as npm run e2e runs them, and all of Vitest', () => {
    expect(line(plan.browser)).toBe(packageJson.scripts.e2e)
    expect(line(plan.vitest)).toBe('vitest run')
  })

  it("has Vitest skip its build of dist/client, which the browser tests' dev server is serving", () => {
    expect(plan.vitest.env).toEqual(ASSETS_BUILT)
    const [name, value] = Object.entries(ASSETS_BUILT)[0] ?? []
    expect(globalSetup).toContain(`process.env.${name} !== '${value}'`)
    expect(e2eRunner).toContain('process.send?.(SERVER_UP)')
  })

  it('runs no shell: a script it builds on must be a plain command line', () => {
    expect(() => testPlan({ ...packageJson.scripts, check: 'tsc && echo "$HOME"' })).toThrow(
      /not a plain command/,
    )
    expect(() => testPlan({ ...packageJson.scripts, e2e: undefined })).toThrow(/no "e2e" script/)
  })
})
