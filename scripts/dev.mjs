// `npm run dev`: local development with no accounts. Applies the D1 migrations to the
// local database, starts local emulators for the providers that have no real
// credentials in the local secrets (.dev.vars, else .env; see scripts/dev-plan.ts), then
// runs `wrangler dev` on 127.0.0.1:3847 with local KV, D1 and assets, pointed at those
// emulators. DEV_PORT, X_EMULATOR_PORT and AI_EMULATOR_PORT move it elsewhere;
// `--no-local-secrets` (npm run e2e) reads neither file, so both emulators run.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_AI_KEY, startAiEmulator } from '../emulators/ai/server.ts'
import { startXEmulator } from '../emulators/x/server.ts'
import { lineFilter } from './dev-log.ts'
import { devPlan, offlineWrangler } from './dev-plan.ts'
import { readLocalSecrets } from './local-secrets.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = join(root, 'node_modules', '.bin', 'wrangler')
const seedPath = join(root, 'seed', 'posts.json')
const quiet = offlineWrangler(process.env)
// Other ports let a second copy run beside a developer's (npm run load does).
const port = process.env.DEV_PORT ?? '3847'
const xPort = Number(process.env.X_EMULATOR_PORT ?? '3848')
const aiPort = Number(process.env.AI_EMULATOR_PORT ?? '3849')

const NO_LOCAL_SECRETS = '--no-local-secrets'
const hermetic = process.argv.includes(NO_LOCAL_SECRETS)
const passedOn = process.argv.slice(2).filter((arg) => arg !== NO_LOCAL_SECRETS)

/** The local secrets wrangler dev will give the worker: a real client id turns an emulator off. */
function localVars() {
  if (hermetic) return { vars: {}, from: '--no-local-secrets' }
  const secrets = readLocalSecrets(root)
  for (const name of secrets.ignored) {
    console.warn(
      `dev: ${name} is not read: wrangler dev reads .env files only without a .dev.vars (and unless CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV=false)`,
    )
  }
  return { vars: secrets.vars, from: secrets.readFrom.join(', ') || 'no .dev.vars or .env' }
}

async function startEmulators({ vars, from }) {
  const plan = devPlan(vars, hermetic ? {} : process.env, port)
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
    console.log(`dev: no PROVIDER_CLIENT_ID (${from}), using the local X emulator at ${x.url}`)
  }
  if (plan.aiEmulator) {
    const ai = await startAiEmulator({ port: aiPort, seedPath, apiKey: DEFAULT_AI_KEY })
    running.push(ai)
    wranglerVars.push(`AI_API_KEY:${DEFAULT_AI_KEY}`, `AI_BASE_URL:${ai.url}/v1`)
    console.log(`dev: no AI_API_KEY (${from}), using the local AI emulator at ${ai.url}/v1`)
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

const { running, wranglerVars } = await startEmulators(localVars())
const args = [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  port,
  '--test-scheduled',
  ...wranglerVars.flatMap((pair) => ['--var', pair]),
  ...(hermetic ? ['--env-file', join('scripts', 'no-local-secrets.env')] : []),
  ...passedOn,
]
// wrangler's output goes through a filter that keeps one line per request (scripts/dev-log.ts).
// Piped, wrangler shows no hotkeys; its colours stay when this terminal takes them.
const child = spawn(wrangler, args, {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: process.stdout.isTTY ? { ...quiet, FORCE_COLOR: '1' } : quiet,
})
const log = lineFilter((text) => process.stdout.write(text))
child.stdout.setEncoding('utf8')
child.stdout.on('data', (chunk) => log.write(chunk))
child.stdout.on('end', () => log.end())
async function stop(code) {
  await Promise.allSettled(running.map((emulator) => emulator.close()))
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => stop(code ?? 0))
