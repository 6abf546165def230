// `npx node bench/compare.mjs <before> [after] [--calls N] [--from page|posts]`: the ranking
// of two versions of the code, side by side in one process, on the same never-seen pages,
// with MiniSearch as the common yardstick. Each argument is a checkout's root (a directory
// holding `src/`); `after` defaults to this one. The three run on every page in each of the
// six orders in turn (see ORDERS). `--from posts` (the default) times the ranking of the
// page's posts as the live source hands them on (normalised just before, untimed); `--from
// page` times it from the provider's page, normalising included.
//
//   git worktree add /tmp/before HEAD~3 && npx node bench/compare.mjs /tmp/before
//
// npx node: the Node the project pins, which the figures are of (docs/performance.md).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { warnUnlessPinnedNode } from './lib/node-version.mjs'
import { generatePayload, PAYLOAD_NOW_MS } from './lib/payloads.mjs'
import {
  analyzeAndRank,
  loadRanking,
  miniSearchPosts,
  normalizePayload,
  rankPayload,
} from './lib/ranking.mjs'
import { median } from './lib/stats.mjs'

const here = join(dirname(fileURLToPath(import.meta.url)), '..')
warnUnlessPinnedNode(here, 'bench/compare.mjs')
const args = process.argv.slice(2)
const callsAt = args.indexOf('--calls')
const calls = callsAt >= 0 ? Number(args.splice(callsAt, 2)[1]) : 600
const fromAt = args.indexOf('--from')
const from = fromAt >= 0 ? args.splice(fromAt, 2)[1] : 'posts'
const [before, after = here] = args.map((path) => resolve(path))
if (!before || !Number.isInteger(calls) || calls < 1 || !['page', 'posts'].includes(from)) {
  process.stderr.write(
    'usage: npx node bench/compare.mjs <before> [after] [--calls N] [--from page|posts]\n',
  )
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
/**
 * Every order of the three, one per page in turn: each comes first, second and last, and
 * right after each of the others, equally often. A call right after another one has read
 * the same page runs faster (its text, and ICU's dictionary for its Japanese, are still in
 * the caches): with the three only rotating, the version named second always came right
 * after the first and gained about 3 % on the same code.
 */
const ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
]
const times = [[], [], []]
let sink = 0

/**
 * One call, timed: version 0 or 1 ranking the page (or its posts), or 2, MiniSearch
 * indexing the same (posts normalised, untimed, by version 0's code).
 */
function run(which, payload, q) {
  const { ranking, stats } = versions[which % 2]
  const sourced = from === 'posts' ? normalizePayload(ranking, payload) : null
  if (which === 2) {
    const documents = sourced ? sourced.map((entry) => entry.post) : payload.data
    const start = performance.now()
    sink += miniSearchPosts(documents, q).length
    return performance.now() - start
  }
  const start = performance.now()
  const ranked = sourced
    ? analyzeAndRank(ranking, stats, sourced, q)
    : rankPayload(ranking, stats, payload, q)
  const ms = performance.now() - start
  sink += ranked.refined.length
  return ms
}

for (let i = 0; i < WARMUP + calls; i++) {
  const payload = generatePayload(100, 1_000 + i)
  const q = queries[i % queries.length]
  for (const which of ORDERS[i % ORDERS.length]) {
    const ms = run(which, payload, q)
    if (i >= WARMUP) times[which].push(ms)
  }
}

const [a, b, m] = times.map((values) => median(values) * 1000)
const row = (name, us) =>
  `  ${name.padEnd(10)} ${`${us.toFixed(0)} µs`.padStart(9)}  ${`${(us / m).toFixed(2)}×`.padStart(6)}`
console.log(
  `Ranking 100 never-seen posts from the ${from === 'page' ? "provider's page" : "page's posts"}, both profiles; medians of ${calls} calls (${sink > 0 ? 'ok' : '?'})`,
)
console.log('  version     per call  vs MiniSearch')
console.log(row('before', a))
console.log(row('after', b))
console.log(row('MiniSearch', m))
console.log(`  after / before: ${(b / a).toFixed(3)}`)
