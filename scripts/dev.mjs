// `npm run dev`: local development with no accounts. Applies the D1 migrations to the
// local database, starts local emulators for the providers that have no real
// credentials in .dev.vars (see scripts/dev-plan.ts), then runs `wrangler dev` on
// 127.0.0.1:3847 with local KV, D1 and assets, pointed at those emulators.
// DEV_PORT, X_EMULATOR_PORT and AI_EMULATOR_PORT move it elsewhere.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_AI_KEY, startAiEmulator } from '../emulators/ai/server.ts'
import { startXEmulator } from '../emulators/x/server.ts'
import { devPlan } from './dev-plan.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = join(root, 'node_modules', '.bin', 'wrangler')
const seedPath = join(root, 'seed', 'posts.json')
// No call out of the machine: no metrics, and no fetch of a real `Request.cf` object from
// workers.cloudflare.com (the worker does not read it; offline, the failed fetch prints a stack).
const quiet = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: process.env.CLOUDFLARE_CF_FETCH_ENABLED ?? 'false',
}
// Other ports let a second copy run beside a developer's (npm run load does).
const port = process.env.DEV_PORT ?? '3847'
const xPort = Number(process.env.X_EMULATOR_PORT ?? '3848')
const aiPort = Number(process.env.AI_EMULATOR_PORT ?? '3849')

/** KEY=VALUE lines of .dev.vars, so a real client id there turns the emulator off (dev-plan.ts). */
function devVars() {
  const path = join(root, '.dev.vars')
  if (!existsSync(path)) return {}
  const vars = {}
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*"?(.*?)"?\s*$/.exec(line)
    if (match) vars[match[1]] = match[2]
  }
  return vars
}

async function startEmulators(vars) {
  const plan = devPlan(vars, process.env, port)
  for (const warning of plan.warnings) console.warn(warning)
  const running = []
  const wranglerVars = []
  if (plan.xEmulator) {
    const x = await startXEmulator({ port: xPort, seedPath })
    running.push(x)
    wranglerVars.push(
      'PROVIDER_CLIENT_ID:local-dev-client',
      `PROVIDER_AUTHORIZE_URL:${x.url}/i/oauth2/authorize`,
      `PROVIDER_TOKEN_URL:${x.url}/2/oauth2/token`,
      `PROVIDER_REVOKE_URL:${x.url}/2/oauth2/revoke`,
      `PROVIDER_API_BASE_URL:${x.url}`,
      'PROVIDER_BEARER_TOKEN:local-app-bearer-token',
    )
    console.log(`dev: no PROVIDER_CLIENT_ID in .dev.vars, using the local X emulator at ${x.url}`)
  }
  if (plan.aiEmulator) {
    const ai = await startAiEmulator({ port: aiPort, seedPath, apiKey: DEFAULT_AI_KEY })
    running.push(ai)
    wranglerVars.push(`AI_API_KEY:${DEFAULT_AI_KEY}`, `AI_BASE_URL:${ai.url}/v1`)
    console.log(`dev: no AI_API_KEY in .dev.vars, using the local AI emulator at ${ai.url}/v1`)
  }
  // Sign-in and sign-out come back here, and CSRF and CORS trust this origin: it must be
  // the port this copy runs on, not wrangler.toml's 3847.
  if (plan.frontendUrl) wranglerVars.push(`FRONTEND_URL:${plan.frontendUrl}`)
  return { running, wranglerVars }
}

const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...quiet, CI: 'true' },
})
if (migrate.status !== 0) {
  console.error('dev: applying the local D1 migrations failed')
  process.exit(migrate.status ?? 1)
}

const { running, wranglerVars } = await startEmulators(devVars())
const args = [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--test-scheduled',
  ...wranglerVars.flatMap((pair) => ['--var', pair]),
  ...process.argv.slice(2),
]
const child = spawn(wrangler, args, { cwd: root, stdio: 'inherit', env: quiet })
async function stop(code) {
  await Promise.allSettled(running.map((emulator) => emulator.close()))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => stop(code ?? 0))
