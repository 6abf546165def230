/**
 * What `npm run dev` (scripts/dev.mjs) sets up, decided from `.dev.vars` alone: `wrangler dev`
 * gives the worker `.dev.vars` and `--var`, never the shell's environment, so a variable
 * exported in the shell must not turn an emulator off (the worker would then have neither the
 * emulator nor the real value). Such a variable gets a warning instead. Pure: no I/O.
 */

/** The variables whose presence in `.dev.vars` changes what `npm run dev` starts. */
const DECIDING = ['PROVIDER_CLIENT_ID', 'AI_API_KEY', 'FRONTEND_URL'] as const

export interface DevPlan {
  xEmulator: boolean
  aiEmulator: boolean
  /** `FRONTEND_URL` for the worker, when `.dev.vars` sets none. */
  frontendUrl: string | null
  warnings: string[]
}

export function devPlan(
  devVars: Record<string, string>,
  shell: Record<string, string | undefined>,
  port: string,
): DevPlan {
  const set = (name: string) => Boolean(devVars[name]?.trim())
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
