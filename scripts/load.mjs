// `npm run load`: drives a local worker (wrangler dev with the emulators whatever the local
// secrets say, on its own ports so it can run beside `npm run dev`) with autocannon on the
// main routes, each for a fixed, bounded time, and prints throughput, latency percentiles
// and error counts. Every run but the deliberately rate-limited one must finish with zero
// errors, or this exits non-zero.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = process.env.LOAD_PORT ?? '3947'
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.LOAD_SECONDS ?? '8')
const connections = Number(process.env.LOAD_CONNECTIONS ?? '8')
const queries = JSON.parse(readFileSync(join(root, 'seed', 'queries.json'), 'utf8')).queries

const server = spawn(process.execPath, [join(root, 'scripts', 'dev.mjs'), '--no-local-secrets'], {
  cwd: root,
  env: {
    ...process.env,
    DEV_PORT: port,
    X_EMULATOR_PORT: String(Number(port) + 1),
    AI_EMULATOR_PORT: String(Number(port) + 2),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})

function stopServer() {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already gone
  }
}
process.on('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopServer()
    process.exit(1)
  })
}

async function waitForServer(deadlineMs) {
  while (Date.now() < deadlineMs) {
    try {
      const response = await fetch(`${base}/api/health`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the worker did not start on ${base}`)
}

// Many clients, as in production: each request carries one of 4,096 client addresses from the
// benchmarking range (RFC 2544) in cf-connecting-ip, so no single client reaches its limit.
const CLIENTS = 4096
const clientAddress = (index) => `198.18.${(index >> 8) & 255}.${index & 255}`
const cycle = (paths) =>
  Array.from({ length: CLIENTS }, (_, index) => ({
    method: 'GET',
    path: paths[index % paths.length],
    headers: { 'cf-connecting-ip': clientAddress(index) },
  }))
const scenarios = [
  { name: 'health (baseline)', requests: cycle(['/api/health']) },
  {
    name: 'compare, mock, 20 queries',
    requests: cycle(queries.map((q) => `/api/compare?q=${encodeURIComponent(q)}`)),
  },
  {
    name: 'compare, mock, maxResults=100',
    requests: cycle(queries.map((q) => `/api/compare?maxResults=100&q=${encodeURIComponent(q)}`)),
  },
  { name: 'for-you, seed', requests: cycle(['/api/for-you?home=seed']) },
  {
    name: 'search, live (X emulator)',
    requests: cycle(
      queries.slice(0, 5).map((q) => `/api/search?source=live&q=${encodeURIComponent(q)}`),
    ),
  },
  {
    name: 'one client past its limit',
    requests: [
      { method: 'GET', path: '/api/health', headers: { 'cf-connecting-ip': '198.51.100.200' } },
    ],
    rateLimited: true,
  },
]

function run(scenario) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: scenario.requests,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })
}

const pad = (value, width) => String(value).padStart(width)
try {
  await waitForServer(Date.now() + 90_000)
  await run({ requests: cycle(['/api/compare?q=warm', '/api/for-you?home=seed']) })
  console.log(`\nload: ${connections} connections, ${seconds} s per route, ${base}\n`)
  console.log(
    `${'route'.padEnd(32)}${pad('req/s', 9)}${pad('p50 ms', 9)}${pad('p97.5', 9)}${pad('p99', 9)}${pad('2xx', 9)}${pad('429', 7)}${pad('errors', 8)}`,
  )
  let failures = 0
  for (const scenario of scenarios) {
    const result = await run(scenario)
    const limited = result.statusCodeStats?.['429']?.count ?? 0
    const errors =
      result.errors + result.timeouts + result.non2xx - (scenario.rateLimited ? limited : 0)
    if (errors > 0) failures++
    console.log(
      `${scenario.name.padEnd(32)}${pad(Math.round(result.requests.average), 9)}${pad(result.latency.p50, 9)}${pad(result.latency.p97_5, 9)}${pad(result.latency.p99, 9)}${pad(result['2xx'], 9)}${pad(limited, 7)}${pad(errors, 8)}`,
    )
  }
  console.log(failures === 0 ? '\nload: no errors' : `\nload: ${failures} route(s) had errors`)
  stopServer()
  process.exit(failures === 0 ? 0 : 1)
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.message : error}`)
  stopServer()
  process.exit(1)
}
