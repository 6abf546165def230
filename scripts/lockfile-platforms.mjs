// Completes package-lock.json with the platform-specific optional packages that npm
// leaves out when the registry it resolves against lacks them (npm/cli#4828, #8805).
// `npm ci` refuses a lockfile without them, although it never installs them on this
// platform. Each missing entry is written as npm itself writes one: the version the
// parent asks for, `optional`, and the package's `os`/`cpu` (read from the newest
// version the registry has, since those do not change between versions).
// Run after `npm install` changes the lockfile: `node scripts/lockfile-platforms.mjs`.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const lockPath = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(lockPath, 'utf8'))
const packages = lock.packages
let added = 0

function platformOf(name) {
  try {
    const out = execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return out.trim() ? JSON.parse(out) : {}
  } catch {
    return {}
  }
}

for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = String(range).replace(/^[\^~=]/, '')
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`
    const hoisted = `node_modules/${name}`
    if (packages[nested]) continue
    if (packages[hoisted] && packages[hoisted].version === version) continue
    const platform = platformOf(name)
    const record = { version, dev: entry.dev || undefined, optional: true }
    for (const key of ['os', 'cpu', 'libc']) if (platform[key]) record[key] = platform[key]
    packages[packages[hoisted] ? nested : hoisted] = record
    added++
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
)
lock.packages = sorted
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lockfile-platforms: added ${added} platform package entr${added === 1 ? 'y' : 'ies'}`)
