import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { configDefaults, defineConfig } from 'vitest/config'
import { unstable_readConfig } from 'wrangler'
import { DEFAULT_AI_KEY } from './emulators/ai/server.ts'
import { withoutLocalSecrets } from './scripts/dev-plan.ts'
import { readLocalSecrets } from './scripts/local-secrets.ts'

const wrangler = { configPath: './wrangler.toml' }
// The pool gives the worker a developer's .dev.vars (or .env) as wrangler dev does; the tests
// set these bindings over them, so real credentials there are neither needed nor spent.
const noLocalSecrets = withoutLocalSecrets(
  readLocalSecrets(import.meta.dirname).vars,
  unstable_readConfig({ config: wrangler.configPath }).vars,
)
// The pool drops the assets binding unless a directory is given here;
// test/global-setup.ts builds dist/client before any test runs.
const assets = { directory: './dist/client', binding: 'ASSETS' }
// Applies the D1 migrations to each test file's database.
const setupFiles = ['./test/setup/d1.ts']
// Files share a runtime (isolate: false): starting one per file took most of the run (about
// 3 s each, 60-odd files, on 2 cores). Each file still starts with empty storage.
const sharedRuntime = {
  isolate: false,
  setupFiles: [...setupFiles, './test/setup/fresh-storage.ts'],
}
// Files about what one isolate keeps from its first request on (the seed corpus loaded once,
// the seed home's lists), which need one of their own.
const freshIsolate = [
  'test/sources/seed-load.test.ts',
  'test/routes/cold-seed.test.ts',
  'test/routes/app.test.ts',
  'test/routes/feed.test.ts',
]
// Not workerd's --verbose (the pool's default): it logs every subrequest that fails as an
// "uncaught exception" with a stack trace, even when the worker catches the failure and answers
// 502, as live.test.ts makes X refuse connections on purpose. A rejection no code handles still
// fails the run (Vitest reports it), and an internal error of the runtime is still logged.
const verbose = false

/**
 * Three projects: `bare` runs with nothing configured (as a fresh checkout would), its files
 * sharing a runtime; `bare-isolated` likewise, one runtime per file (`freshIsolate`);
 * `configured` runs test/configured/** against the local emulators started by
 * test/global-setup.ts. Its files run one at a time, because they share the emulators'
 * failure switches. `--project 'bare*'` runs both bare ones.
 */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    // Generous: the first request of a file starts an isolate and loads the seed, and CI has 2 cores.
    testTimeout: 20_000,
    // Access-log lines of passing tests are noise; a failing test still shows its output.
    silent: 'passed-only',
    projects: [
      {
        plugins: [
          cloudflareTest({ wrangler, verbose, miniflare: { assets, bindings: noLocalSecrets } }),
        ],
        test: {
          name: 'bare',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/configured/**', ...freshIsolate],
          ...sharedRuntime,
        },
      },
      {
        plugins: [
          cloudflareTest({ wrangler, verbose, miniflare: { assets, bindings: noLocalSecrets } }),
        ],
        test: { name: 'bare-isolated', include: freshIsolate, setupFiles },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler,
            verbose,
            miniflare: {
              assets,
              bindings: {
                ...noLocalSecrets,
                APP_SESSION_SECRET: 'test-session-secret-0123456789',
                PROVIDER_CLIENT_ID: 'local-dev-client',
                PROVIDER_AUTHORIZE_URL: `${inject('xEmulatorUrl')}/i/oauth2/authorize`,
                PROVIDER_TOKEN_URL: `${inject('xEmulatorUrl')}/2/oauth2/token`,
                PROVIDER_REVOKE_URL: `${inject('xEmulatorUrl')}/2/oauth2/revoke`,
                PROVIDER_API_BASE_URL: inject('xEmulatorUrl'),
                PROVIDER_BEARER_TOKEN: 'local-app-bearer-token',
                // The tests that wait out a provider's time-out wait 2 s, not X's 8 to 10 s; and
                // no call to the emulators comes near it, even with npm test's browser tests
                // running beside Vitest on 2 cores.
                PROVIDER_TIMEOUT_MS: '2000',
                AI_API_KEY: DEFAULT_AI_KEY,
                AI_BASE_URL: `${inject('aiEmulatorUrl')}/v1`,
                AI_TIMEOUT_MS: '2000',
              },
            },
          })),
        ],
        test: {
          name: 'configured',
          include: ['test/configured/**/*.test.ts'],
          ...sharedRuntime,
          fileParallelism: false,
        },
      },
    ],
  },
})
