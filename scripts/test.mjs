// `npm test`, what CI runs: the checks, as many at a time as there are cores, then the browser
// tests with Vitest beside them (scripts/test-plan.ts says why in that order). The output of a
// check, and of Vitest, is printed when it ends, under its name; the browser tests' as it comes.
// Ends with each step's time; the exit code is 1 when any step failed.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_UP, testPlan } from './test-plan.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const plan = testPlan(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts)
// As npm run does, so `node scripts/test.mjs` finds the same programs.
const PATH = [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter)

/** @type {Array<{ name: string, ok: boolean, seconds: number }>} */
const results = []

/**
 * Starts a step: its output kept for when it ends (`pipe`), or straight to the terminal with a
 * channel for its messages (`inherit`).
 * @param {import('./test-plan.ts').TestStep} step @param {'pipe' | 'inherit'} output
 */
function start(step, output) {
  const [program = 'node', ...args] = step.command
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: root,
    env: { ...process.env, PATH, ...step.env },
    stdio: output === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const started = performance.now()
  /** @type {Buffer[]} */
  const chunks = []
  child.stdout?.on('data', (chunk) => chunks.push(chunk))
  child.stderr?.on('data', (chunk) => chunks.push(chunk))
  /** @type {Promise<boolean>} */
  const done = new Promise((resolve) => {
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`))
      resolve(false)
    })
    child.once('close', (code) => resolve(code === 0))
  }).then((ok) => {
    const seconds = (performance.now() - started) / 1000
    results.push({ name: step.name, ok, seconds })
    const output = Buffer.concat(chunks).toString().trimEnd()
    console.log(`\n── ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`)
    if (output) console.log(output)
    return ok
  })
  return { child, done }
}

/** Runs the steps, at most `lanes` at a time; stops starting new ones after a failure. */
async function runChecks(steps, lanes) {
  const queue = [...steps]
  let ok = true
  const lane = async () => {
    for (let step = queue.shift(); step && ok; step = queue.shift()) {
      if (!(await start(step, 'pipe').done)) ok = false
    }
  }
  await Promise.all(Array.from({ length: lanes }, lane))
  return ok
}

/** The browser tests, and Vitest from when their dev server is up (or after them). */
async function runTests() {
  const browser = start(plan.browser, 'inherit')
  /** @type {Promise<boolean> | undefined} */
  let vitest
  browser.child.on('message', (message) => {
    if (message === SERVER_UP) vitest ??= start(plan.vitest, 'pipe').done
  })
  const browserOk = await browser.done
  // The dev server never came up: Vitest builds dist/client itself.
  vitest ??= start({ ...plan.vitest, env: {} }, 'pipe').done
  const vitestOk = await vitest
  return browserOk && vitestOk
}

const startedAt = performance.now()
const ok = (await runChecks(plan.checks, Math.max(1, availableParallelism()))) && (await runTests())
console.log('\n── npm test')
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${seconds.toFixed(1).padStart(6)} s  ${name}`)
}
console.log(
  `${ok ? 'passed' : 'FAILED'} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
)
process.exitCode = ok ? 0 : 1
