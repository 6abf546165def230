import { env } from 'cloudflare:workers'
import type { Bindings } from '../../src/config'

/** The test environment, with the optional secrets the generated `Env` does not list. */
export const testEnv = env as Bindings
