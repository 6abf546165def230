import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { configDefaults, defineConfig } from 'vitest/config'
import { DEFAULT_AI_KEY } from './emulators/ai/server.ts'

const wrangler = { configPath: './wrangler.toml' }
// The pool drops the assets binding unless a directory is given here;
// test/global-setup.ts builds dist/client before any test runs.
const assets = { directory: './dist/client', binding: 'ASSETS' }
// Applies the D1 migrations to each test file's (isolated) database.
const setupFiles = ['./test/setup/d1.ts']

/**
 * Two projects: `default` runs with nothing configured (as a fresh checkout would);
 * `configured` runs test/configured/** against the local emulators started by
 * test/global-setup.ts. Its files run one at a time, because they share the emulators'
 * failure switches.
 */
export default defineConfig({
  test: {
    globalSetup: ['./test/global-setup.ts'],
    projects: [
      {
        plugins: [cloudflareTest({ wrangler, miniflare: { assets } })],
        test: {
          name: 'default',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/configured/**'],
          setupFiles,
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            wrangler,
            miniflare: {
              assets,
              bindings: {
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
          setupFiles,
          fileParallelism: false,
        },
      },
    ],
  },
})
