/**
 * Runs once, in Node, before any test: builds the static assets, reads the D1 migrations and
 * what wrangler.toml lets the platform log, and starts one local emulator per provider, each providing its URL to the tests and to
 * the `configured` project's bindings (`inject`). To add an emulator, add a starter below.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { readD1Migrations } from '@cloudflare/vitest-plugin'
import type { TestProject } from 'vitest/node'
import { unstable_readConfig } from 'wrangler'
import { DEFAULT_AI_KEY, startAiEmulator } from '../emulators/ai/server.ts'
import { startXEmulator } from '../emulators/x/server.ts'

type Teardown = () => Promise<void> | void

const root = fileURLToPath(new URL('..', import.meta.url))
const seedPath = fileURLToPath(new URL('../seed/posts.json', import.meta.url))

/** Builds dist/client (seed corpus and client) so the ASSETS binding has something to serve. */
function buildAssets(): void {
  execFileSync(process.execPath, ['scripts/build-assets.mjs'], { cwd: root, stdio: 'inherit' })
}

async function provideMigrations(project: TestProject): Promise<void> {
  const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url))
  project.provide('d1Migrations', await readD1Migrations(migrationsDir))
}

/**
 * wrangler.toml's logging settings as wrangler resolves them, for the top level (what `wrangler
 * dev` and a bare `wrangler deploy` use) and for `--env production`.
 */
function provideLoggingConfig(project: TestProject): void {
  const config = fileURLToPath(new URL('../wrangler.toml', import.meta.url))
  const read = (env?: string) => {
    const { observability, logpush } = unstable_readConfig({ config, env })
    return { observability, logpush }
  }
  project.provide('wranglerLogging', { topLevel: read(), production: read('production') })
}

/** The AI emulator (emulators/ai), as `aiEmulatorUrl`; its API is under `/v1`. */
async function startAi(project: TestProject): Promise<Teardown> {
  const ai = await startAiEmulator({ seedPath, apiKey: DEFAULT_AI_KEY })
  project.provide('aiEmulatorUrl', ai.url)
  return () => ai.close()
}

/** The X emulator (emulators/x), as `xEmulatorUrl`: OAuth and API v2 at X's paths. */
async function startX(project: TestProject): Promise<Teardown> {
  const x = await startXEmulator({ port: 0, seedPath })
  project.provide('xEmulatorUrl', x.url)
  return () => x.close()
}

const emulators: Array<(project: TestProject) => Promise<Teardown>> = [startX, startAi]

export default async function setup(project: TestProject): Promise<Teardown> {
  // `npm test` sets TEST_ASSETS_BUILT when the browser tests' dev server has just built
  // dist/client and is serving it (scripts/test-plan.ts): building again would empty it.
  if (process.env.TEST_ASSETS_BUILT !== '1') buildAssets()
  await provideMigrations(project)
  provideLoggingConfig(project)
  const teardowns: Teardown[] = []
  for (const start of emulators) teardowns.push(await start(project))
  return async () => {
    for (const teardown of teardowns.reverse()) await teardown()
  }
}
