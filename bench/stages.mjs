// `npx node bench/stages.mjs [--calls N]`: where the ranking's time goes, stage by stage, against
// MiniSearch indexing and searching the same posts (npm run bench's yardstick). On the same
// never-seen pages, in turn: the whole ranking (analyse, rank both profiles), the same with every
// post signal switched off, the analysis alone, the words alone (folding, tokenising, the word
// table, the characters counted) and MiniSearch. The stages are the differences between them. Five contenders in one loop
// run the garbage collector at other times than npm run bench's three, so its ratios differ from
// npm run bench's (by about a tenth so far): read them as shares, not as the budget's figures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { warnUnlessPinnedNode } from './lib/node-version.mjs'
import { generatePayload, PAYLOAD_NOW_MS } from './lib/payloads.mjs'
import { analyzeAndRank, loadRanking, miniSearchPosts, normalizePayload } from './lib/ranking.mjs'
import { median } from './lib/stats.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
warnUnlessPinnedNode(root, 'bench/stages.mjs')
const args = process.argv.slice(2)
const callsAt = args.indexOf('--calls')
const calls = callsAt >= 0 ? Number(args[callsAt + 1]) : 600
if (!Number.isInteger(calls) || calls < 1) {
  process.stderr.write('usage: npx node bench/stages.mjs [--calls N]\n')
  process.exit(2)
}
const WARMUP = 150

const SIGNALS_MODULE = join('src', 'ranking', 'signals', 'index.ts')
const DETECT = 'values[signal.name] = signal.detect(input)'

/** Every post signal's value 0, its rule never run: the ranking without the post signals. */
const withoutPostSignals = {
  name: 'without-post-signals',
  setup(esbuild) {
    esbuild.onLoad({ filter: /signals[\\/]index\.ts$/ }, (file) => {
      const source = readFileSync(file.path, 'utf8')
      if (!source.includes(DETECT)) {
        throw new Error(`${SIGNALS_MODULE} no longer holds \`${DETECT}\`: update bench/stages.mjs`)
      }
      return { contents: source.replace(DETECT, 'values[signal.name] = 0'), loader: 'ts' }
    })
  },
}

/** The words alone (with the characters counted as they are read): what the analysis reads first. */
const WORDS = ["export { readTexts } from './src/ranking/text/analyze'"]

const outDir = mkdtempSync(join(tmpdir(), 'ranked-feed-stages-'))
const ranking = await loadRanking(root, outDir, { exports: WORDS })
const unsignalled = await loadRanking(root, outDir, {
  name: 'unsignalled',
  plugins: [withoutPostSignals],
})
rmSync(outDir, { recursive: true, force: true })

const seed = JSON.parse(readFileSync(join(root, 'seed', 'posts.json'), 'utf8'))
const stats = ranking.buildSeedCorpus(seed, PAYLOAD_NOW_MS).stats
const unsignalledStats = unsignalled.buildSeedCorpus(seed, PAYLOAD_NOW_MS).stats
const queries = JSON.parse(readFileSync(join(root, 'seed', 'queries.json'), 'utf8')).queries

/** The API's posts of sourced posts: MiniSearch's documents. */
const postsOf = (sourced) => sourced.map(({ post }) => post)

const CONTENDERS = [
  ['the whole ranking', (posts, q) => analyzeAndRank(ranking, stats, posts, q)],
  ['without post signals', (posts, q) => analyzeAndRank(unsignalled, unsignalledStats, posts, q)],
  ['the analysis alone', (posts) => ranking.analyzePosts(posts)],
  ['the words alone', (posts) => ranking.readTexts(posts.map(({ post }) => post.text))],
  ['MiniSearch', (posts, q) => miniSearchPosts(postsOf(posts), q)],
]
const times = CONTENDERS.map(() => [])
for (let i = 0; i < WARMUP + calls; i++) {
  const payload = generatePayload(100, 1_000 + i)
  const q = queries[i % queries.length]
  for (let turn = 0; turn < CONTENDERS.length; turn++) {
    const which = (i + turn) % CONTENDERS.length
    // New post objects for each contender, as the live source hands them on (untimed).
    const posts = normalizePayload(ranking, payload)
    const start = performance.now()
    CONTENDERS[which][1](posts, q)
    const ms = performance.now() - start
    if (i >= WARMUP) times[which].push(ms)
  }
}

const [whole, unsignalledWhole, analysis, words, miniSearch] = times.map(median)
const row = (name, ms) =>
  `  ${name.padEnd(44)} ${`${(ms * 1000).toFixed(0)} µs`.padStart(9)}  ${`${(ms / miniSearch).toFixed(2)}×`.padStart(6)}`
console.log(
  `Where the ranking's time goes: 100 never-seen posts a call, medians of ${calls} calls, against MiniSearch`,
)
for (const [index, [name]] of CONTENDERS.entries()) console.log(row(name, median(times[index])))
console.log('  stage')
console.log(row('words (fold, tokenise, word table, counts)', words))
console.log(row('post signals (the spam rules and the rest)', whole - unsignalledWhole))
console.log(row('the rest of the analysis', analysis - words - (whole - unsignalledWhole)))
console.log(row('list signals, query, both profiles', whole - analysis))
