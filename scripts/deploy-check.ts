/**
 * What `npm run deploy` refuses (scripts/check-deploy.mjs reads wrangler.toml's production
 * environment and asks this): the placeholders wrangler.toml ships with, and a production
 * environment that is not one. Left in, the placeholder KV and D1 ids fail only at
 * Cloudflare's API, and the placeholder FRONTEND_URL deploys without a word: sign-in would
 * send every browser to a host you do not own, and CORS and the CSRF check would trust it.
 * Pure: no I/O.
 */

/** What the platform records of each request (wrangler.toml's `[observability]`, `logpush`). */
export interface LoggingConfig {
  observability?: {
    enabled?: boolean
    redact_query_string?: boolean
    logs?: { enabled?: boolean; invocation_logs?: boolean }
    traces?: { enabled?: boolean }
  }
  logpush?: boolean
}

/** The parts of wrangler's resolved configuration (`unstable_readConfig`) checked here. */
export interface ProductionConfig extends LoggingConfig {
  kv_namespaces: { binding: string; id?: string }[]
  d1_databases: { binding: string; database_id?: string }[]
  vars: Record<string, unknown>
}

/**
 * Where the platform would keep a request's full URL: the OAuth callback's carries `code` and
 * `state`. Workers Logs' invocation log records the URL (off with `invocation_logs = false`),
 * and `redact_query_string = true` drops the query from any URL the platform attaches to a log
 * line or trace; Logpush would send the request's URL to a third party. Pure.
 */
export function loggingProblems({ observability, logpush }: LoggingConfig): string[] {
  const problems: string[] = []
  if (observability?.enabled === false && observability.logs?.enabled !== true) return problems
  if (observability?.redact_query_string !== true) {
    problems.push(
      '[observability] must set redact_query_string = true: the platform would keep the query string of the OAuth callback (its code and state)',
    )
  }
  if (observability?.logs?.invocation_logs !== false) {
    problems.push(
      "[observability.logs] must set invocation_logs = false: the invocation log records every request URL, the OAuth callback's code and state included",
    )
  }
  if (logpush === true) {
    problems.push(
      "logpush must stay off: Workers Trace Events carry each request URL, the OAuth callback's code and state included",
    )
  }
  return problems
}

/** wrangler.toml's placeholder ids: all zeros. */
const PLACEHOLDER_ID = /^[0-]+$/
/** Names reserved for examples (RFC 2606), and the placeholder's workers.dev subdomain. */
const EXAMPLE_HOST = /(^|\.)example(\.(com|net|org))?$|\.example\.workers\.dev$/

export function deployProblems(config: ProductionConfig): string[] {
  const problems: string[] = [...loggingProblems(config)]
  for (const { binding, id } of config.kv_namespaces) {
    if (id !== undefined && PLACEHOLDER_ID.test(id)) {
      problems.push(
        `KV namespace ${binding} has the placeholder id: run \`npx wrangler kv namespace create app_local\` and put the id it prints in [[env.production.kv_namespaces]]`,
      )
    }
  }
  for (const { binding, database_id } of config.d1_databases) {
    if (database_id !== undefined && PLACEHOLDER_ID.test(database_id)) {
      problems.push(
        `D1 database ${binding} has the placeholder id: run \`npx wrangler d1 create ranked_feed\` and put the database_id it prints in [[env.production.d1_databases]]`,
      )
    }
  }
  const frontend = config.vars.FRONTEND_URL
  const url = typeof frontend === 'string' ? URL.parse(frontend.trim()) : null
  if (url?.protocol !== 'https:' || EXAMPLE_HOST.test(url.hostname)) {
    problems.push(
      "FRONTEND_URL in [env.production.vars] must be the https address of your front end: the worker's own (https://ranked-feed.<your-subdomain>.workers.dev, or your custom domain) unless the client is served elsewhere",
    )
  }
  if (config.vars.APP_ENV !== 'production') {
    problems.push(
      'APP_ENV in [env.production.vars] must be "production" (development mode falls back to the published development session secret)',
    )
  }
  return problems
}
