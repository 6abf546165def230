/**
 * Reads the developer's local secrets files (`.dev.vars`, `.env`, `.env.local`) with dotenv,
 * picked by wrangler's rule (`localSecrets` in dev-plan.ts): `npm run dev` decides from them
 * which emulators to start, and the tests undo them.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'dotenv'
import { type LocalSecrets, localSecrets, type SecretsFile } from './dev-plan.ts'

function readSecretsFile(root: string, name: string): SecretsFile {
  const path = join(root, name)
  return { name, vars: existsSync(path) ? parse(readFileSync(path)) : null }
}

export function readLocalSecrets(
  root: string,
  env: Record<string, string | undefined> = process.env,
): LocalSecrets {
  const loadDotEnv = env.CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV?.toLowerCase() !== 'false'
  return localSecrets(
    readSecretsFile(root, '.dev.vars'),
    ['.env', '.env.local'].map((name) => readSecretsFile(root, name)),
    loadDotEnv,
  )
}
