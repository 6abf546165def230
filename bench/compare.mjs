// `node bench/compare.mjs <before> [after] [--calls N]`: the ranking of two versions of
// the code, side by side in one process, on the same never-seen pages, with MiniSearch as
// the common yardstick. Each argument is a checkout's root (a directory holding `src/`);
// `after` defaults to this one. The three take turns going first on every page.
//
//   git worktree add /tmp/before HEAD~3 && node bench/compare.mjs /tmp/before
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { generatePayload, PAYLOAD_NOW_MS } from './lib/payloads.mjs'
import { loadRanking, miniSearchPayload, rankPayload } from './lib/ranking.mjs'
import { median } from './lib/stats.mjs'

const here = join(dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const callsAt = args.indexOf('--calls')
const calls = callsAt >= 0 ? Number(args.splice(callsAt, 2)[1]) : 600
const [before, after = here] = args.map((path) => resolve(path))
if (!before || !Number.isInteger(calls) || calls < 1) {
  process.stderr.write('usage: node bench/compare.mjs <before> [after] [--calls N]\n')
  process.exit(2)
}

const outDir = mkdtempSync(join(tmpdir(), 'ranked-feed-compare-'))
const versions = []
for (const [index, root] of [before, after].entries()) {
  const dir = join(outDir, String(index))
  const ranking = await loadRanking(root, dir)
  const seed = JSON.parse(readFileSync(join(here, 'seed', 'posts.json'), 'utf8'))
  versions.push({ root, ranking, stats: ranking.buildSeedCorpus(seed, PAYLOAD_NOW_MS).stats })
}
rmSync(outDir, { recursive: true, force: true })

const queries = JSON.parse(readFileSync(join(here, 'seed', 'queries.json'), 'utf8')).queries
const WARMUP = 100
const times = [[], [], []]
let sink = 0

/** One call: version 0 or 1 ranking the page, or 2, MiniSearch. */
function run(which, payload, q) {
  if (which === 2) return miniSearchPayload(payload, q).length
  const { ranking, stats } = versions[which]
  return rankPayload(ranking, stats, payload, q).refined.length
}

for (let i = 0; i < WARMUP + calls; i++) {
  const payload = generatePayload(100, 1_000 + i)
  const q = queries[i % queries.length]
  for (let turn = 0; turn < 3; turn++) {
    const which = (i + turn) % 3
    const start = performance.now()
    sink += run(which, payload, q)
    if (i >= WARMUP) times[which].push(performance.now() - start)
  }
}

const [a, b, m] = times.map((values) => median(values) * 1000)
const row = (name, us) =>
  `  ${name.padEnd(10)} ${`${us.toFixed(0)} µs`.padStart(9)}  ${`${(us / m).toFixed(2)}×`.padStart(6)}`
console.log(
  `Ranking 100 never-seen posts, both profiles; medians of ${calls} calls (${sink > 0 ? 'ok' : '?'})`,
)
console.log('  version     per call  vs MiniSearch')
console.log(row('before', a))
console.log(row('after', b))
console.log(row('MiniSearch', m))
console.log(`  after / before: ${(b / a).toFixed(3)}`)
