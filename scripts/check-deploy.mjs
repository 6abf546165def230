// `npm run deploy` runs this first (then the D1 migrations, then `wrangler deploy --env
// production`, each only when the step before it succeeded): it reads wrangler.toml's
// production environment as wrangler resolves it and refuses to go on while it still holds
// the placeholders it ships with (scripts/deploy-check.ts says which and why).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import wrangler from 'wrangler'
import { deployProblems } from './deploy-check.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const config = wrangler.unstable_readConfig({
  config: join(root, 'wrangler.toml'),
  env: 'production',
})
const problems = deployProblems(config)
if (problems.length > 0) {
  console.error(
    [
      `deploy: wrangler.toml's [env.production] is not ready (README, "Deploying to Cloudflare"):`,
      ...problems.map((problem) => `  - ${problem}`),
    ].join('\n'),
  )
  process.exit(1)
}
