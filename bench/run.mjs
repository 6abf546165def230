// `npm run bench`: how fast the service is against its baselines, side by side, in one
// run on one machine. Prints a table, then one JSON object as the last line, also written to
// bench/results/bench.json (bench-quick.json with --quick; git-ignored, never committed).
//
//   node bench/run.mjs            the full run (about two minutes on 2 cores)
//   node bench/run.mjs --quick    shorter windows and fewer samples, for iterating
//
// Sections: the worker bundle (built as deploy builds it) and its gzipped size; the
// ranking alone in Node against MiniSearch over the same posts, and the same from the
// provider's page (normalising included); how ranking cost grows with the number of
// posts; requests per second and CPU per request through Miniflare against /api/health; a
// fresh isolate's first /api/compare answer; what the ranking's word table keeps when full.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { benchLongPosts, LONG_POST_KINDS } from './lib/long-posts.mjs'
import { LONG_POST, LONG_WORD_POSTS, LONGEST_POST, wordTableMemory } from './lib/memory.mjs'
import { benchPersonal, PERSONAL_EXPORTS } from './lib/personal.mjs'
import { benchGrowth, benchRank100, loadRanking } from './lib/ranking.mjs'
import { median, round3 } from './lib/stats.mjs'
import {
  buildWorker,
  canReadWorkerdCpu,
  coldStart,
  interleave,
  migrate,
  startWorker,
} from './lib/worker.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const quick = process.argv.includes('--quick')
const settings = quick
  ? {
      rankIterations: 200,
      rankWarmup: 50,
      growth: [
        { n: 100, reps: 15 },
        { n: 1_000, reps: 5 },
        { n: 10_000, reps: 2 },
      ],
      longPosts: { lengths: [1_000, 4_000, 16_000], posts: 5, reps: 2 },
      rounds: 3,
      windowMs: 700,
      warmupMs: 500,
      coldStarts: 1,
    }
  : {
      rankIterations: 600,
      rankWarmup: 150,
      growth: [
        { n: 100, reps: 40 },
        { n: 1_000, reps: 20 },
        { n: 10_000, reps: 9 },
      ],
      longPosts: { lengths: [1_000, 4_000, 16_000], posts: 5, reps: 5 },
      rounds: 24,
      windowMs: 750,
      warmupMs: 1_000,
      coldStarts: 5,
    }
const CONCURRENCY = 4

const LONG_POST_KINDS_COUNT = LONG_POST_KINDS.length

/** The kind whose time grew fastest with the length, and the one slowest at the longest. */
function summarizeLongPosts(rows) {
  const steepest = rows.reduce((a, b) => (b.exponent > a.exponent ? b : a))
  const slowest = rows.reduce((a, b) => (b.ms.at(-1) > a.ms.at(-1) ? b : a))
  return { rows, steepest, slowest }
}

const queries = JSON.parse(readFileSync(join(root, 'seed', 'queries.json'), 'utf8')).queries
const log = (message) => process.stderr.write(`${message}\n`)
const began = performance.now()
const elapsed = () => `${((performance.now() - began) / 1000).toFixed(0)}s`

function machine() {
  let model = cpus()[0]?.model ?? 'unknown'
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('model name'))
    if (line) model = line.split(':')[1].trim()
  } catch {
    // not Linux: os.cpus() is the best we have
  }
  return {
    cpus: availableParallelism(),
    model,
    node: process.version,
    load: loadavg().map((value) => value.toFixed(2)),
  }
}

function cycle(list) {
  let index = 0
  return () => list[index++ % list.length]
}

function comparePaths(maxResults) {
  return queries.map(
    (q) => `/api/compare?q=${encodeURIComponent(q)}&source=mock&maxResults=${maxResults}`,
  )
}

const out = mkdtempSync(join(tmpdir(), 'ranked-feed-bench-'))
const host = machine()
log(`bench: ${host.cpus} CPUs (${host.model}), Node ${host.node}, load ${host.load.join(' ')}`)

try {
  // 1. The bundle, as deploy builds it.
  log(`[${elapsed()}] building the worker (wrangler deploy --dry-run --env production)`)
  const bundle = buildWorker(root, join(out, 'worker'))
  // The [build] command has just written it (scripts/build-seed-index.mjs).
  const seedIndexBytes = statSync(join(root, 'dist', 'client', 'seed', 'index.jsonl')).size

  // 2. The ranking alone, against MiniSearch; then the same from the provider's page.
  log(`[${elapsed()}] ranking 100 never-seen posts, interleaved with MiniSearch`)
  const ranking = await loadRanking(root, out, { exports: PERSONAL_EXPORTS })
  const rank100 = benchRank100(ranking, root, queries, {
    iterations: settings.rankIterations,
    warmup: settings.rankWarmup,
    from: 'posts',
  })
  log(`[${elapsed()}] the same from the provider's page, normalising included`)
  const rank100FromPage = benchRank100(ranking, root, queries, {
    iterations: settings.rankIterations,
    warmup: settings.rankWarmup,
    from: 'page',
  })

  // 3. How ranking cost grows.
  log(`[${elapsed()}] ranking 100, 1,000 and 10,000 posts`)
  const growth = benchGrowth(ranking, rank100.stats, queries, settings.growth)

  // 3b. How it grows with a post's length, on texts written to be read more than once.
  log(`[${elapsed()}] ranking pages of long posts of ${LONG_POST_KINDS_COUNT} kinds`)
  const longPosts = summarizeLongPosts(benchLongPosts(ranking, rank100.stats, settings.longPosts))

  // 3c. A personal For You: interests from 100 likes, a mixed 100-post feed, both profiles.
  log(`[${elapsed()}] a personal For You of 100 posts from 100 likes, against today's For You`)
  const personal = benchPersonal(ranking, rank100.stats, {
    iterations: settings.rankIterations,
    warmup: settings.rankWarmup,
  })

  // 4. Requests per second through Miniflare, against /api/health.
  log(`[${elapsed()}] load: ${settings.rounds} rounds of ${settings.windowMs} ms per route`)
  const mf = await startWorker(root, bundle)
  let routes
  try {
    await migrate(mf, root)
    routes = await interleave(
      mf,
      [
        { name: 'health', label: 'GET /api/health (baseline)', nextPath: () => '/api/health' },
        {
          name: 'compare30',
          label: 'GET /api/compare, 20 queries, maxResults=30',
          nextPath: cycle(comparePaths(30)),
        },
        {
          name: 'compare100',
          label: 'GET /api/compare, 20 queries, maxResults=100',
          nextPath: cycle(comparePaths(100)),
        },
        {
          name: 'foryou',
          label: 'GET /api/for-you?home=seed',
          nextPath: () => '/api/for-you?home=seed',
        },
      ],
      { ...settings, concurrency: CONCURRENCY },
    )
  } finally {
    await mf.dispose()
  }

  // 5. A fresh isolate to its first /api/compare answer.
  log(`[${elapsed()}] cold starts`)
  // Interleaved with the first /api/health of a fresh isolate: what any first request costs
  // here (Miniflare's dispatch, the router's first run), however little it does.
  const colds = []
  const healthColds = []
  for (let i = 0; i < settings.coldStarts; i++) {
    colds.push(await coldStart(root, bundle, comparePaths(30)[i % queries.length]))
    healthColds.push(await coldStart(root, bundle, '/api/health'))
  }
  const cpuOf = (runs) =>
    runs.every((entry) => entry.firstRequestCpuMs !== null)
      ? median(runs.map((entry) => entry.firstRequestCpuMs))
      : null
  const cold = {
    totalMs: median(colds.map((entry) => entry.totalMs)),
    readyMs: median(colds.map((entry) => entry.readyMs)),
    firstRequestMs: median(colds.map((entry) => entry.firstRequestMs)),
    firstRequestCpuMs: cpuOf(colds),
    healthMs: median(healthColds.map((entry) => entry.firstRequestMs)),
    healthCpuMs: cpuOf(healthColds),
  }

  // 6. What the word table keeps, filled with the words of long posts, in a process of its own.
  log(`[${elapsed()}] the word table, filled with the words of long posts`)
  await loadRanking(root, out, {
    name: 'memory',
    exports: ["export { MAX_WORDS } from './src/ranking/text/words'"],
  })
  const wordTable = wordTableMemory(join(out, 'memory.mjs'))

  const byName = Object.fromEntries(routes.map((route) => [route.name, route]))
  const errors = routes.reduce((sum, route) => sum + route.errors, 0)
  const summary = {
    compare_vs_health_rps: round3(byName.compare30.vsBaseline),
    compare100_vs_health_rps: round3(byName.compare100.vsBaseline),
    foryou_vs_health_rps: round3(byName.foryou.vsBaseline),
    health_rps: round3(byName.health.rps),
    compare_rps: round3(byName.compare30.rps),
    compare100_rps: round3(byName.compare100.rps),
    foryou_rps: round3(byName.foryou.rps),
    rank100_both_us_median: round3(rank100.oursMedianUs),
    rank100_both_us_p99: round3(rank100.oursP99Us),
    minisearch100_us_median: round3(rank100.miniSearchMedianUs),
    minisearch100_us_p99: round3(rank100.miniSearchP99Us),
    rank100_vs_minisearch: round3(rank100.oursMedianUs / rank100.miniSearchMedianUs),
    minisearch100_segmenting_us_median: round3(rank100.miniSearchSegmentingMedianUs),
    minisearch100_segmenting_us_p99: round3(rank100.miniSearchSegmentingP99Us),
    rank100_vs_minisearch_segmenting: round3(
      rank100.oursMedianUs / rank100.miniSearchSegmentingMedianUs,
    ),
    rank100_from_page_us_median: round3(rank100FromPage.oursMedianUs),
    rank100_from_page_us_p99: round3(rank100FromPage.oursP99Us),
    rank100_from_page_vs_minisearch: round3(
      rank100FromPage.oursMedianUs / rank100FromPage.miniSearchMedianUs,
    ),
    rank100_from_page_vs_minisearch_segmenting: round3(
      rank100FromPage.oursMedianUs / rank100FromPage.miniSearchSegmentingMedianUs,
    ),
    rank_growth_exponent: round3(growth.exponent),
    rank_length_exponent: round3(longPosts.steepest.exponent),
    rank_length_exponent_kind: longPosts.steepest.kind,
    long_posts_slowest_ms: round3(longPosts.slowest.ms.at(-1)),
    long_posts_slowest_kind: longPosts.slowest.kind,
    word_table_mib: round3(wordTable.wordsMib),
    word_table_long_words_mib: round3(wordTable.longWordsMib),
    foryou_personal100_us_median: round3(personal.personalMedianUs),
    foryou_personal100_us_p99: round3(personal.personalP99Us),
    foryou_unpersonal100_us_median: round3(personal.unpersonalMedianUs),
    foryou_personal_vs_unpersonal: round3(personal.ratio),
    bundle_gzip_kib: round3(bundle.gzipBytes / 1024),
    bundle_kib: round3(bundle.bytes / 1024),
    cold_first_compare_ms: round3(cold.totalMs),
    cold_first_request_ms: round3(cold.firstRequestMs),
    cold_first_request_cpu_ms:
      cold.firstRequestCpuMs === null ? null : round3(cold.firstRequestCpuMs),
    cold_first_health_ms: round3(cold.healthMs),
    cold_first_health_cpu_ms: cold.healthCpuMs === null ? null : round3(cold.healthCpuMs),
    seed_index_kib: round3(seedIndexBytes / 1024),
    load_errors: errors,
    load_requests: routes.reduce((sum, route) => sum + route.requests, 0),
    cpus: host.cpus,
    cpu_model: host.model,
    node: host.node,
    load_average_at_start: Number(host.load[0]),
    quick,
    seconds: Math.round((performance.now() - began) / 1000),
  }

  printTable({
    host,
    bundle,
    seedIndexBytes,
    rank100,
    rank100FromPage,
    growth,
    longPosts,
    personal,
    wordTable,
    routes,
    cold,
    errors,
  })
  const results = join(root, 'bench', 'results')
  mkdirSync(results, { recursive: true })
  const written = join(results, quick ? 'bench-quick.json' : 'bench.json')
  writeFileSync(written, `${JSON.stringify(summary, null, 2)}\n`)
  log(`[${elapsed()}] done; the figures are also in ${written}`)
  console.log(JSON.stringify(summary))
  if (errors > 0) process.exitCode = 1
} finally {
  rmSync(out, { recursive: true, force: true })
}

function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ')
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)]
    .map((text) => `  ${text}`)
    .join('\n')
}

function rankTable(run, name) {
  const us = (value) => `${round3(value)} µs`
  return table(
    ['per call', 'median', 'p99', 'vs MiniSearch', 'vs MiniSearch, segmented'],
    [
      [name, run.oursMedianUs, run.oursP99Us],
      ['MiniSearch index + search', run.miniSearchMedianUs, run.miniSearchP99Us],
      [
        'MiniSearch, Japanese segmented',
        run.miniSearchSegmentingMedianUs,
        run.miniSearchSegmentingP99Us,
      ],
    ].map(([label, medianUs, p99Us]) => [
      label,
      us(medianUs),
      us(p99Us),
      `${round3(medianUs / run.miniSearchMedianUs)}×`,
      `${round3(medianUs / run.miniSearchSegmentingMedianUs)}×`,
    ]),
  )
}

function printTable({
  host,
  bundle,
  seedIndexBytes,
  rank100,
  rank100FromPage,
  growth,
  longPosts,
  personal,
  wordTable,
  routes,
  cold,
  errors,
}) {
  const us = (value) => `${round3(value)} µs`
  const lines = [
    `Ranked feed benchmark: ${host.cpus} CPUs, ${host.model}, Node ${host.node}${quick ? ' (--quick)' : ''}`,
    `Load average when the run began: ${host.load.join(', ')} (1, 5, 15 min); other processes share the CPUs`,
    '',
    `Through Miniflare (workerd, loopback HTTP), ${CONCURRENCY} requests in flight, ${settings.rounds} interleaved rounds of ${settings.windowMs / 1000} s; medians`,
    table(
      ['route', 'req/s', 'vs health', 'worker CPU/req', 'client CPU/req', 'body', 'errors'],
      routes.map((route) => [
        route.label,
        round3(route.rps),
        `${round3(route.vsBaseline)}×`,
        canReadWorkerdCpu() ? us(route.workerdCpuUsPerRequest) : 'n/a',
        us(route.nodeCpuUsPerRequest),
        `${round3(route.bytesPerRequest / 1024)} KiB`,
        route.errors,
      ]),
    ),
    '',
    `Ranking alone in Node: analyse (tokenising included) and rank both profiles, 100 never-seen posts per call as the live source hands them on (normalised just before, untimed), ${rank100.samples} calls, interleaved with MiniSearch (index the same 100 posts, then search) with its default tokenizer and with Intl.Segmenter for Japanese`,
    rankTable(rank100, 'ranking, both profiles'),
    '',
    `The same, a run of its own, from the provider's page (JSON already parsed): normalise, analyse and rank both profiles, against MiniSearch indexing the page's posts as X sends them`,
    rankTable(rank100FromPage, 'ranking from the page'),
    '',
    `Growth: the ranking alone over n never-seen posts; fitted exponent (log-log least squares) ${round3(growth.exponent)}`,
    table(
      ['posts', 'median per call', 'per post', 'calls'],
      growth.rows.map((row) => [
        row.n.toLocaleString('en'),
        `${round3(row.medianMs)} ms`,
        us(row.perPostUs),
        row.reps,
      ]),
    ),
    '',
    `Post length: the ranking alone over pages of ${settings.longPosts.posts} posts of ${settings.longPosts.lengths.map((n) => n.toLocaleString('en')).join(', ')} characters, each the same unit repeated; exponent fitted as above, the steepest ${round3(longPosts.steepest.exponent)} (${JSON.stringify(longPosts.steepest.kind)})`,
    table(
      [
        'repeated unit',
        ...settings.longPosts.lengths.map((n) => `${n.toLocaleString('en')} chars`),
        'exponent',
      ],
      longPosts.rows.map((row) => [
        JSON.stringify(row.kind.length > 24 ? `${row.kind.slice(0, 23)}…` : row.kind),
        ...row.ms.map((ms) => `${round3(ms)} ms`),
        round3(row.exponent),
      ]),
    ),
    '',
    `For You, personal: interests read from 100 never-seen likes, 100 never-seen posts (50 of the timeline, 50 found) mixed and ranked under both profiles, ${personal.samples} calls, interleaved with today's For You (the same 100 posts, both profiles, no interests); budget 2×`,
    table(
      ['per call', 'median', 'p99', 'vs today'],
      [
        [
          'personal',
          us(personal.personalMedianUs),
          us(personal.personalP99Us),
          `${round3(personal.ratio)}×`,
        ],
        ["today's For You", us(personal.unpersonalMedianUs), '', '1×'],
      ],
    ),
    '',
    table(
      ['size, memory and start', 'value'],
      [
        [
          `word table, full (${wordTable.words.toLocaleString('en')} words of ${LONG_POST.toLocaleString('en')}-character posts)`,
          `${round3(wordTable.wordsMib)} MiB`,
        ],
        [
          `word table, after ${LONG_WORD_POSTS.toLocaleString('en')} posts of one ${LONGEST_POST.toLocaleString('en')}-character word`,
          `${round3(wordTable.longWordsMib)} MiB`,
        ],
        ['worker bundle (production build)', `${round3(bundle.bytes / 1024)} KiB`],
        ['worker bundle, gzipped', `${round3(bundle.gzipBytes / 1024)} KiB`],
        ['fresh isolate to first /api/compare answer', `${round3(cold.totalMs)} ms`],
        ['  of which Miniflare + workerd start', `${round3(cold.readyMs)} ms`],
        ['  of which the first request (seed load)', `${round3(cold.firstRequestMs)} ms`],
        [
          '  its CPU in workerd',
          cold.firstRequestCpuMs === null ? 'n/a' : `${round3(cold.firstRequestCpuMs)} ms`,
        ],
        ['a fresh isolate’s first /api/health (any first request)', `${round3(cold.healthMs)} ms`],
        ['seed index (dist/client/seed/index.jsonl)', `${round3(seedIndexBytes / 1024)} KiB`],
        ['errors under load', errors],
      ],
    ),
    '',
  ]
  console.log(lines.join('\n'))
}
