/**
 * What `npm test` (scripts/test.mjs) runs, and in what order. Everything in it is CPU-bound on a
 * 2-core machine, so the order is what makes it fast:
 *
 * 1. The checks, as many at a time as there are cores: `npm run check`'s commands (taken from
 *    package.json, so the two cannot drift apart), the runtime audit and the X emulator's smoke
 *    test. A failure stops the run here, before the tests.
 * 2. The browser tests and Vitest side by side. The browser tests leave part of the machine
 *    idle while Chromium, the dev server and the tests wait on one another; Vitest fills it and
 *    is done before them. Vitest starts once the browser tests' dev server is up, and skips its
 *    own build of dist/client (TEST_ASSETS_BUILT): the dev server has just built it, and a
 *    second build would empty the folder that server is serving.
 */

/** One command: the program (`node` is the Node running `npm test`) and its arguments. */
export interface TestStep {
  name: string
  command: string[]
  env?: Record<string, string>
}

export interface TestPlan {
  checks: TestStep[]
  /** Its output goes straight to the terminal; it says when its dev server is up. */
  browser: TestStep
  /** Started once the browser tests' dev server is up, or after them if it never is. */
  vitest: TestStep
}

/** The browser tests' message to `npm test` once their dev server answers (e2e/run.ts). */
export const SERVER_UP = 'e2e-server-up'

/** Set for Vitest when dist/client is built already: test/global-setup.ts then skips building it. */
export const ASSETS_BUILT = { TEST_ASSETS_BUILT: '1' }

/** A command line of package.json's, as a program and its arguments (no quotes, no shell). */
function words(line: string): string[] {
  if (/["'`$|;<>&*?]/.test(line)) throw new Error(`not a plain command: ${line}`)
  return line.trim().split(/\s+/)
}

/** The plan for package.json's `scripts`. Throws when a script it builds on is missing. */
export function testPlan(scripts: Record<string, string | undefined>): TestPlan {
  const script = (name: string) => {
    const line = scripts[name]
    if (!line) throw new Error(`package.json has no "${name}" script`)
    return line
  }
  const checks = script('check')
    .split(' && ')
    .map((line) => ({ name: line, command: words(line) }))
  return {
    checks: [
      ...checks,
      { name: 'npm run audit:runtime', command: words(script('audit:runtime')) },
      { name: 'X emulator smoke test', command: ['node', 'emulators/x/smoke.ts'] },
    ],
    browser: { name: 'npm run e2e', command: words(script('e2e')) },
    vitest: { name: 'vitest run', command: ['vitest', 'run'], env: ASSETS_BUILT },
  }
}
