import type { LoggingConfig } from '../scripts/deploy-check.ts'

/** Values test/global-setup.ts provides to the tests and the projects' pool options. */
declare module 'vitest' {
  export interface ProvidedContext {
    d1Migrations: Array<{ name: string; queries: string[] }>
    /** The X emulator's origin: OAuth and API v2 at X's own paths. */
    xEmulatorUrl: string
    /** The AI emulator's origin; its API is under `/v1`. */
    aiEmulatorUrl: string
    /** wrangler.toml's `[observability]` and `logpush`, as wrangler resolves them. */
    wranglerLogging: { topLevel: LoggingConfig; production: LoggingConfig }
  }
}
