import { execFileSync } from 'node:child_process'

/** Builds dist/client (seed corpus and client) so the ASSETS binding has something to serve. */
export default function setup(): void {
  execFileSync(process.execPath, ['scripts/build-assets.mjs'], { stdio: 'inherit' })
}
