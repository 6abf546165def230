// `npm run e2e`: the web client end to end in a real browser. Starts the dev server (the worker
// on 127.0.0.1:3847 with the local X emulator on 3848 and the AI emulator on 3849, whatever
// .dev.vars or .env say: `--no-local-secrets`), waits until it answers, runs the
// browser tests in e2e/*.test.ts with Node's test runner, and stops the server. Bounded: the
// server must be up within SERVER_START_MS and the tests done within TESTS_MS.
// DEV_PORT, X_EMULATOR_PORT and AI_EMULATOR_PORT move all three, as they do `npm run dev`.
//   node e2e/run.ts [--screenshots <dir>]   (default dir: dist/e2e/screenshots)
import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SERVER_UP } from '../scripts/test-plan.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
// The ports scripts/dev.mjs uses, so the tests reach the server this run starts.
const DEV_PORT = Number(process.env.DEV_PORT ?? '3847')
const X_EMULATOR_PORT = Number(process.env.X_EMULATOR_PORT ?? '3848')
const AI_EMULATOR_PORT = Number(process.env.AI_EMULATOR_PORT ?? '3849')
const BASE_URL = `http://127.0.0.1:${DEV_PORT}`
const EMULATOR_URL = `http://127.0.0.1:${X_EMULATOR_PORT}`
const SERVER_START_MS = 180_000
const TESTS_MS = 600_000
const STOP_MS = 15_000

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name)
  return index === -1 ? undefined : process.argv[index + 1]
}

const screenshots = resolve(root, argument('--screenshots') ?? 'dist/e2e/screenshots')
const logPath = join(root, 'dist', 'e2e', 'dev.log')

function portInUse(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function waitForServer(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm run dev exited (${server.exitCode})`)
    try {
      const [health, page] = await Promise.all([
        fetch(`${BASE_URL}/api/health`, { signal: AbortSignal.timeout(5_000) }),
        fetch(`${BASE_URL}/`, { signal: AbortSignal.timeout(5_000) }),
      ])
      const html = await page.text()
      if (health.ok && page.ok && html.includes('id="app"')) return
    } catch {
      // not up yet
    }
    await sleep(500)
  }
  throw new Error(`npm run dev did not answer within ${SERVER_START_MS / 1000} s`)
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      done(true)
    })
  })
}

/** Stops the dev server and everything it started (its own process group). */
async function stop(server: ChildProcess): Promise<void> {
  if (server.pid === undefined) return
  const group = -server.pid
  try {
    process.kill(group, 'SIGTERM')
  } catch {
    return
  }
  if (await exited(server, STOP_MS)) return
  try {
    process.kill(group, 'SIGKILL')
  } catch {
    // already gone
  }
}

function runTests(): Promise<number> {
  const files = [
    'routing',
    'first-run',
    'explore',
    'lab',
    'for-you',
    'account',
    'client-states',
  ].map((name) => join('e2e', `${name}.test.ts`))
  const tests = spawn(
    process.execPath,
    ['--test', '--test-concurrency=1', '--test-reporter=spec', ...files],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_BASE_URL: BASE_URL,
        E2E_EMULATOR_URL: EMULATOR_URL,
        E2E_SCREENSHOTS: screenshots,
        E2E_DEV_LOG: logPath,
      },
    },
  )
  return new Promise((done) => {
    const timer = setTimeout(() => {
      console.error(`e2e: the tests did not finish within ${TESTS_MS / 1000} s; stopping them`)
      tests.kill('SIGKILL')
    }, TESTS_MS)
    tests.once('exit', (code) => {
      clearTimeout(timer)
      done(code ?? 1)
    })
  })
}

async function main(): Promise<number> {
  for (const port of [DEV_PORT, X_EMULATOR_PORT, AI_EMULATOR_PORT]) {
    if (await portInUse(port)) {
      console.error(
        `e2e: 127.0.0.1:${port} is already in use. Stop the other \`npm run dev\` first: the tests start their own.`,
      )
      return 1
    }
  }
  mkdirSync(dirname(logPath), { recursive: true })
  mkdirSync(screenshots, { recursive: true })
  const log = createWriteStream(logPath)
  console.log(`e2e: starting npm run dev (log: ${logPath})`)
  const server = spawn(process.execPath, ['scripts/dev.mjs', '--no-local-secrets'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
  })
  server.stdout?.pipe(log)
  server.stderr?.pipe(log)
  const onSignal = () => {
    void stop(server).then(() => process.exit(130))
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  try {
    await waitForServer(server)
    console.log(`e2e: server up at ${BASE_URL}; screenshots go to ${screenshots}`)
    // Under `npm test`, Vitest starts now, on the dist/client this server has just built.
    process.send?.(SERVER_UP)
    return await runTests()
  } catch (error) {
    console.error(`e2e: ${error instanceof Error ? error.message : String(error)}`)
    console.error(readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n'))
    return 1
  } finally {
    await stop(server)
    log.end()
  }
}

process.exitCode = await main()
