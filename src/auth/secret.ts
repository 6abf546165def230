/**
 * The session secret rules (docs/api.md, "Configuration"): at least 16 characters; in
 * production a missing or short secret disables sign-in; in development a fixed
 * development secret stands in, with a warning. Pure but for the one warning.
 */
import type { AppMode } from '../config'

export const MIN_SECRET_LENGTH = 16
export const DEVELOPMENT_SECRET = 'development-only-session-secret-do-not-deploy'

export type SecretResolution =
  | { ok: true; secret: string; development: boolean }
  | { ok: false; reason: string }

let warned = false

export function resolveSessionSecret(raw: string | undefined, mode: AppMode): SecretResolution {
  const secret = raw ?? ''
  // Characters (code points), as `q` is counted: eight emoji are 16 UTF-16 units but 8 characters.
  if ([...secret].length >= MIN_SECRET_LENGTH) return { ok: true, secret, development: false }
  if (mode === 'production') {
    return {
      ok: false,
      reason: `APP_SESSION_SECRET is ${secret ? 'shorter than 16 characters' : 'not set'}; sign-in is disabled until it is set (wrangler secret put APP_SESSION_SECRET)`,
    }
  }
  if (!warned) {
    warned = true
    console.warn(
      JSON.stringify({
        level: 'warn',
        message: 'APP_SESSION_SECRET is missing or short: using the fixed development secret',
      }),
    )
  }
  return { ok: true, secret: DEVELOPMENT_SECRET, development: true }
}
