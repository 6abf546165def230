/**
 * What `npm run deploy` refuses (scripts/check-deploy.mjs reads wrangler.toml's production
 * environment and asks this): the placeholders wrangler.toml ships with, and a production
 * environment that is not one. Left in, the placeholder KV and D1 ids fail only at
 * Cloudflare's API, and the placeholder FRONTEND_URL deploys without a word: sign-in would
 * send every browser to a host you do not own, and CORS and the CSRF check would trust it.
 * Pure: no I/O.
 */

/** The parts of wrangler's resolved configuration (`unstable_readConfig`) checked here. */
export interface ProductionConfig {
  kv_namespaces: { binding: string; id?: string }[]
  d1_databases: { binding: string; database_id?: string }[]
  vars: Record<string, unknown>
}

/** wrangler.toml's placeholder ids: all zeros. */
const PLACEHOLDER_ID = /^[0-]+$/
/** Names reserved for examples (RFC 2606), and the placeholder's workers.dev subdomain. */
const EXAMPLE_HOST = /(^|\.)example(\.(com|net|org))?$|\.example\.workers\.dev$/

export function deployProblems(config: ProductionConfig): string[] {
  const problems: string[] = []
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
