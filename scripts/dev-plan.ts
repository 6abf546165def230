/**
 * What `npm run dev` (scripts/dev.mjs) sets up, decided from the local secrets alone
 * (`.dev.vars`, else `.env`; see `localSecrets`): `wrangler dev` gives the worker those and
 * `--var`, never the shell's environment, so a variable exported in the shell must not turn
 * an emulator off (the worker would then have neither the emulator nor the real value). Such
 * a variable gets a warning instead. Pure: no I/O.
 */

/** The variables whose presence in the local secrets changes what `npm run dev` starts. */
const DECIDING = ['PROVIDER_CLIENT_ID', 'AI_API_KEY', 'FRONTEND_URL'] as const

export interface DevPlan {
  xEmulator: boolean
  aiEmulator: boolean
  /** `FRONTEND_URL` for the worker, when the local secrets set none. */
  frontendUrl: string | null
  warnings: string[]
}

export function devPlan(
  localVars: Record<string, string>,
  shell: Record<string, string | undefined>,
  port: string,
): DevPlan {
  const set = (name: string) => Boolean(localVars[name]?.trim())
  const warnings = DECIDING.filter((name) => shell[name] && !set(name)).map(
    (name) =>
      `dev: ${name} is set in the shell, but wrangler dev does not pass the shell's variables to the worker: put it in .dev.vars`,
  )
  return {
    xEmulator: !set('PROVIDER_CLIENT_ID'),
    aiEmulator: !set('AI_API_KEY'),
    frontendUrl: set('FRONTEND_URL') ? null : `http://127.0.0.1:${port}`,
    warnings,
  }
}

/**
 * The environment wrangler runs in, so that `npm run dev` makes no call out of the machine:
 * no metrics, no banner (it asks npm for a newer wrangler), and no fetch of a real
 * `Request.cf` object from workers.cloudflare.com (the worker does not read it; offline, the
 * failed fetch prints a stack) unless CLOUDFLARE_CF_FETCH_ENABLED asks for it.
 */
export function offlineWrangler(
  shell: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return {
    ...shell,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: shell.CLOUDFLARE_CF_FETCH_ENABLED ?? 'false',
  }
}

/** A local secrets file: its name, and its variables, or null when it does not exist. */
export interface SecretsFile {
  name: string
  vars: Record<string, string> | null
}

export interface LocalSecrets {
  /** What the worker is given, by wrangler's rule (see `localSecrets`). */
  vars: Record<string, string>
  /** The files it came from. */
  readFrom: string[]
  /** Files that exist but that rule skips. */
  ignored: string[]
}

/**
 * The local secrets `wrangler dev` and the Workers Vitest pool give the worker, by
 * wrangler's rule: `.dev.vars` when it exists; else the `.env` files in order, a later one
 * winning (`.env`, `.env.local`), unless CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV is false.
 */
export function localSecrets(
  devVars: SecretsFile,
  dotEnvFiles: readonly SecretsFile[],
  loadDotEnv: boolean,
): LocalSecrets {
  const existing = dotEnvFiles.filter((file) => file.vars !== null).map((file) => file.name)
  if (devVars.vars)
    return { vars: { ...devVars.vars }, readFrom: [devVars.name], ignored: existing }
  if (!loadDotEnv) return { vars: {}, readFrom: [], ignored: existing }
  return {
    vars: Object.assign({}, ...dotEnvFiles.map((file) => file.vars ?? {})),
    readFrom: existing,
    ignored: [],
  }
}

/**
 * Bindings that undo a developer's local secrets in the tests, which must not depend on
 * them (nor spend a real key): each variable they set goes back to wrangler.toml's value,
 * or to empty, which the worker's configuration reads as unset.
 */
export function withoutLocalSecrets(
  local: Record<string, string>,
  configured: Record<string, unknown>,
): Record<string, string> {
  const bindings: Record<string, string> = {}
  for (const name of Object.keys(local)) {
    const value = configured[name]
    bindings[name] = typeof value === 'string' ? value : ''
  }
  return bindings
}
