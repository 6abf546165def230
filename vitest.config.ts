import { cloudflareTest } from '@cloudflare/vitest-plugin'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [
    cloudflareTest({
      wrangler: { configPath: './wrangler.toml' },
      miniflare: {
        // The pool drops the assets binding unless a directory is given here;
        // test/global-setup.ts builds dist/client before any test runs.
        assets: { directory: './dist/client', binding: 'ASSETS' },
      },
    }),
  ],
  test: {
    globalSetup: ['./test/global-setup.ts'],
    include: ['test/**/*.test.ts'],
  },
})
