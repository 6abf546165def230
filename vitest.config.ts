import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

const wrangler = { configPath: './wrangler.toml' }
// The pool drops the assets binding unless a directory is given here; the global set-up
// builds dist/client before any test runs.
const assets = { directory: './dist/client', binding: 'ASSETS' }

export default defineConfig({
  test: {
    // Generous: the first request of a file starts an isolate and loads the seed, and CI has 2 cores.
    testTimeout: 20_000,
    projects: [
      {
        // Nothing configured: no OAuth client, no bearer token, no AI key.
        plugins: [cloudflareTest({ wrangler, miniflare: { assets } })],
        extends: true,
        test: {
          name: 'bare',
          include: ['test/**/*.test.ts'],
          exclude: ['test/configured/**'],
          globalSetup: ['./test/global-setup.ts'],
        },
      },
      {
        // Every provider configured and pointed at the local emulators the set-up starts.
        plugins: [
          cloudflareTest(async ({ inject }) => {
            const x = inject<string>('xEmulatorUrl')
            return {
              wrangler,
              miniflare: {
                assets,
                bindings: {
                  APP_SESSION_SECRET: 'test-session-secret-0123456789',
                  PROVIDER_CLIENT_ID: 'local-dev-client',
                  PROVIDER_AUTHORIZE_URL: `${x}/i/oauth2/authorize`,
                  PROVIDER_TOKEN_URL: `${x}/2/oauth2/token`,
                  PROVIDER_REVOKE_URL: `${x}/2/oauth2/revoke`,
                  PROVIDER_API_BASE_URL: x,
                  PROVIDER_BEARER_TOKEN: 'local-app-bearer-token',
                },
              },
            }
          }),
        ],
        extends: true,
        test: {
          name: 'configured',
          include: ['test/configured/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts', './test/emulators-setup.ts'],
          // The emulators are shared and their failure switches are global: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
})
