// `npm run dev`: local development with no accounts. Applies the D1 migrations to the
// local database, then runs `wrangler dev` on 127.0.0.1:3847 with local KV, D1 and assets.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wrangler = join(root, 'node_modules', '.bin', 'wrangler')

const migrate = spawnSync(wrangler, ['d1', 'migrations', 'apply', 'DB', '--local'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
})
if (migrate.status !== 0) {
  console.error('dev: applying the local D1 migrations failed')
  process.exit(migrate.status ?? 1)
}

const args = [
  'dev',
  '--ip',
  '127.0.0.1',
  '--port',
  '3847',
  '--test-scheduled',
  ...process.argv.slice(2),
]
const child = spawn(wrangler, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
