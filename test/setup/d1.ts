/** Applies the D1 migrations (read by test/global-setup.ts) to this test file's database. */
import { applyD1Migrations } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { inject } from 'vitest'

await applyD1Migrations(env.DB, inject('d1Migrations'))
