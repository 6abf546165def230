// The worker as deployed: built by wrangler, loaded into Miniflare (workerd) with local
// KV, D1 and the assets directory, then driven over Miniflare's loopback HTTP.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { Miniflare } from 'miniflare'
import { median } from './stats.mjs'

export const ORIGIN = 'http://127.0.0.1:3847'

/**
 * `wrangler deploy --dry-run` for the production environment, as `npm run deploy` would
 * deploy it (the [build] command assembles dist/client first). Returns the bundle and
 * its gzipped size (the worker only: seed and client are static assets, not bundled).
 */
export function buildWorker(root, outDir) {
  const wrangler = join(root, 'node_modules', '.bin', 'wrangler')
  const result = spawnSync(
    wrangler,
    ['deploy', '--dry-run', '--env', 'production', '--outdir', outDir],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NO_COLOR: '1' },
    },
  )
  if (result.status !== 0) {
    throw new Error(`wrangler deploy --dry-run failed:\n${result.stdout}\n${result.stderr}`)
  }
  const modules = readdirSync(outDir).filter((name) => /\.(m?js)$/.test(name))
  if (modules.length !== 1) throw new Error(`expected one bundled module, got ${modules}`)
  const mainModule = modules[0]
  const code = readFileSync(join(outDir, mainModule), 'utf8')
  return {
    mainModule,
    code,
    bytes: Buffer.byteLength(code),
    gzipBytes: gzipSync(code).byteLength,
  }
}

function compatibilityDate(root) {
  const toml = readFileSync(join(root, 'wrangler.toml'), 'utf8')
  const match = /^compatibility_date\s*=\s*"([^"]+)"/m.exec(toml)
  if (!match) throw new Error('no compatibility_date in wrangler.toml')
  return match[1]
}

/** A fresh Miniflare (a new workerd process, so a new isolate) running the bundle. */
export async function startWorker(root, bundle) {
  const text = (value) => ({ type: 'text', value })
  const unlimited = { type: 'rate-limit', simple: { limit: 1_000_000_000, period: 60 } }
  const mf = new Miniflare({
    logRequests: false,
    // The worker still writes its access log (part of the cost measured); the lines are dropped.
    handleStructuredLogs: () => {},
    workers: [
      {
        config: {
          name: 'ranked-feed',
          compatibilityDate: compatibilityDate(root),
          manifest: {
            mainModule: bundle.mainModule,
            modules: { [bundle.mainModule]: { type: 'esm', contents: bundle.code } },
          },
          env: {
            APP_ENV: text('development'),
            FRONTEND_URL: text(ORIGIN),
            AI_X_SEARCH: text('true'),
            APP_LOCAL: { type: 'kv', id: 'bench-app-local' },
            DB: { type: 'd1', id: 'bench-db' },
            // The benchmark measures the service, not the rate limiter: the limits are lifted.
            RATE_LIMIT_GENERAL: { ...unlimited, namespace: '3847001' },
            RATE_LIMIT_STRICT: { ...unlimited, namespace: '3847002' },
            ASSETS: { type: 'assets' },
          },
          assets: {
            directory: join(root, 'dist', 'client'),
            hasUserWorker: true,
            runWorkerFirst: ['/api/*'],
            notFoundHandling: 'single-page-application',
          },
        },
      },
    ],
  })
  await mf.ready
  return mf
}

/** Applies migrations/*.sql to the local D1 database, as `wrangler d1 migrations apply`. */
export async function migrate(mf, root) {
  const db = await mf.getD1Database('DB')
  for (const file of readdirSync(join(root, 'migrations')).sort()) {
    if (!file.endsWith('.sql')) continue
    await db.exec(oneLine(readFileSync(join(root, 'migrations', file), 'utf8')))
  }
}

/** D1's exec takes one statement per line: comments dropped, statements joined. */
function oneLine(sql) {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, '').trim())
    .join(' ')
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean)
    .join(';\n')
}

/** CPU nanoseconds used so far by the workerd processes that this process started. */
export function workerdCpuNs() {
  let total = 0
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    } catch {
      continue
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (name !== 'workerd' || parent !== process.pid) continue
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0])
      } catch {
        // the thread ended between the listing and the read
      }
    }
  }
  return total
}

/** Whether per-process CPU can be read (Linux /proc with schedstat). */
export function canReadWorkerdCpu() {
  try {
    readFileSync(`/proc/${process.pid}/schedstat`, 'utf8')
    return true
  } catch {
    return false
  }
}

/**
 * Drives one route for `durationMs` with `concurrency` requests in flight (closed loop),
 * reading every body. Returns requests per second, CPU per request and errors.
 */
export async function drive(mf, nextPath, { durationMs, concurrency }) {
  let requests = 0
  let errors = 0
  let bytes = 0
  const firstErrors = []
  const cpuBefore = process.cpuUsage()
  const workerdBefore = workerdCpuNs()
  const start = performance.now()
  const deadline = start + durationMs
  async function loop() {
    while (performance.now() < deadline) {
      const path = nextPath()
      try {
        const response = await mf.dispatchFetch(`${ORIGIN}${path}`)
        const body = await response.arrayBuffer()
        bytes += body.byteLength
        if (response.status !== 200) {
          errors++
          if (firstErrors.length < 3) firstErrors.push(`${response.status} ${path}`)
        }
      } catch (error) {
        errors++
        if (firstErrors.length < 3) firstErrors.push(`${error} ${path}`)
      }
      requests++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, loop))
  const seconds = (performance.now() - start) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  const workerdUs = (workerdCpuNs() - workerdBefore) / 1000
  return {
    requests,
    errors,
    firstErrors,
    rps: requests / seconds,
    bytesPerRequest: bytes / Math.max(1, requests),
    nodeCpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, requests),
    workerdCpuUsPerRequest: workerdUs / Math.max(1, requests),
  }
}

/**
 * Every variant in turn for `windowMs`, `rounds` times, the order rotating each round
 * so drift and noise hit all variants alike. Per variant: the median over rounds, and
 * the median of its per-round ratio to the baseline variant (the first one).
 */
export async function interleave(mf, variants, { rounds, windowMs, warmupMs, concurrency }) {
  for (const variant of variants) {
    await drive(mf, variant.nextPath, { durationMs: warmupMs, concurrency })
  }
  const results = new Map(variants.map((variant) => [variant.name, []]))
  for (let round = 0; round < rounds; round++) {
    const order = variants.map((_, index) => variants[(index + round) % variants.length])
    for (const variant of order) {
      const result = await drive(mf, variant.nextPath, { durationMs: windowMs, concurrency })
      results.get(variant.name).push(result)
    }
  }
  const baseline = results.get(variants[0].name)
  return variants.map((variant) => {
    const windows = results.get(variant.name)
    return {
      name: variant.name,
      label: variant.label,
      rps: median(windows.map((window) => window.rps)),
      vsBaseline: median(windows.map((window, round) => window.rps / baseline[round].rps)),
      workerdCpuUsPerRequest: median(windows.map((window) => window.workerdCpuUsPerRequest)),
      nodeCpuUsPerRequest: median(windows.map((window) => window.nodeCpuUsPerRequest)),
      bytesPerRequest: median(windows.map((window) => window.bytesPerRequest)),
      requests: windows.reduce((sum, window) => sum + window.requests, 0),
      errors: windows.reduce((sum, window) => sum + window.errors, 0),
      firstErrors: windows.flatMap((window) => window.firstErrors).slice(0, 3),
    }
  })
}

/**
 * From nothing to the first answer to `path`: a new Miniflare (workerd process, isolate, module
 * evaluation), then the first request (for /api/compare, the one that loads the seed corpus),
 * its wall time and the CPU workerd spent on it (null where /proc cannot tell).
 */
export async function coldStart(root, bundle, path) {
  const start = performance.now()
  const mf = await startWorker(root, bundle)
  const ready = performance.now()
  const cpuBefore = workerdCpuNs()
  const response = await mf.dispatchFetch(`${ORIGIN}${path}`)
  await response.arrayBuffer()
  const answered = performance.now()
  const cpuNs = workerdCpuNs() - cpuBefore
  await mf.dispose()
  if (response.status !== 200) throw new Error(`cold start: ${path} answered ${response.status}`)
  return {
    totalMs: answered - start,
    readyMs: ready - start,
    firstRequestMs: answered - ready,
    firstRequestCpuMs: canReadWorkerdCpu() ? cpuNs / 1e6 : null,
  }
}
