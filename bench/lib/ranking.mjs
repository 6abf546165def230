// The ranking alone, in Node: analyse (tokenising included) and rank both profiles over
// the posts of raw X API payloads, against MiniSearch indexing and searching the same
// posts; the same from the payloads themselves (normalising included); then how the cost
// grows with the number of posts.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import MiniSearch from 'minisearch'
import { generatePayload, PAYLOAD_NOW_MS } from './payloads.mjs'
import { growthExponent, median, quantile } from './stats.mjs'

/**
 * Bundles the ranking code of src/ for Node (the same modules the worker runs). A checkout from
 * before the ranking's modules were regrouped (bench/compare.mjs times old ones) has them in
 * its older places. `exports` are more lines of the bundle's entry, `plugins` esbuild's, and
 * `name` the bundle's file in `outDir` (bench/stages.mjs builds two variants side by side).
 */
export async function loadRanking(
  root,
  outDir,
  { exports = [], plugins = [], name = 'ranking' } = {},
) {
  const outfile = join(outDir, `${name}.mjs`)
  const regrouped = existsSync(join(root, 'src', 'ranking', 'query', 'parse.ts'))
  await build({
    stdin: {
      contents: [
        "export { normalizeResponse } from './src/sources/x/normalize'",
        "export { analyzePost, analyzePosts } from './src/ranking/analysis'",
        regrouped
          ? "export { parseQuery } from './src/ranking/query/parse'"
          : "export { parseQuery } from './src/ranking/query'",
        regrouped
          ? "export { rankAll as rankBoth } from './src/ranking/rank'"
          : "export { rankBoth } from './src/ranking/rank'",
        "export { buildSeedCorpus } from './src/sources/seed'",
        ...exports,
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2024',
    outfile,
    logLevel: 'warning',
    plugins,
  })
  return import(pathToFileURL(outfile).href)
}

export const PARAMS = { recencyWeight: 0.78, strictMatch: true }

/** A provider page as the live source hands it on: new Post objects at each call. */
export function normalizePayload(ranking, payload) {
  return ranking.normalizeResponse(payload, { source: 'live', latestMs: PAYLOAD_NOW_MS })
}

/** Analyse (tokenising included) and rank both profiles: the ranking of normalised posts. */
export function analyzeAndRank(ranking, stats, sourced, q) {
  // A search: no reader's interests, no post from outside a network.
  const context = {
    query: ranking.parseQuery(q),
    params: PARAMS,
    nowMs: PAYLOAD_NOW_MS,
    stats,
    interests: null,
    outOfNetwork: new Set(),
  }
  // Checkouts before analyzePosts (bench/compare.mjs) analyse post by post.
  const analyzed = ranking.analyzePosts?.(sourced) ?? sourced.map(ranking.analyzePost)
  return ranking.rankBoth(analyzed, context)
}

/** What a live Explore request does with a provider page: normalise, analyse, rank both. */
export function rankPayload(ranking, stats, payload, q) {
  return analyzeAndRank(ranking, stats, normalizePayload(ranking, payload), q)
}

/**
 * What a developer would reach for instead: a MiniSearch index of the documents (the
 * page's posts, or the page's own `data`: both have `id` and `text`), then a search.
 */
export function miniSearchPosts(documents, q) {
  const index = new MiniSearch({ fields: ['text'], idField: 'id' })
  index.addAll(documents)
  return index.search(q)
}

/** Scripts written without spaces between words, as src/ranking/text/tokenize.ts lists them. */
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
const wordSegmenter = new Intl.Segmenter('ja', { granularity: 'word' })
// As src/ranking/text/tokenize.ts does: ICU splits a word beginning with ー differently the first
// time a process uses its Japanese dictionary, so segment the same fixed text first.
for (const _ of wordSegmenter.segment('東京でラーメンを食べた ภาษาไทย ພາສາລາວ ភាសាខ្មែរ မြန်မာ'));
const defaultTokenize = MiniSearch.getDefault('tokenize')

/**
 * MiniSearch's own tokenizer, with each term in a script written without spaces split
 * into words by `Intl.Segmenter`: the tokenizer MiniSearch needs to find `ラーメン` in
 * `東京でラーメンを食べた` at all (its default splits only at spaces and punctuation).
 */
function segmentingTokenize(text) {
  const terms = defaultTokenize(text)
  if (!UNSPACED.test(text)) return terms
  const words = []
  for (const term of terms) {
    if (!UNSPACED.test(term)) words.push(term)
    else
      for (const part of wordSegmenter.segment(term)) if (part.isWordLike) words.push(part.segment)
  }
  return words
}

/** The same, with Japanese split into words as the ranking splits it (like for like). */
export function miniSearchSegmentingPosts(documents, q) {
  const index = new MiniSearch({ fields: ['text'], idField: 'id', tokenize: segmentingTokenize })
  index.addAll(documents)
  return index.search(q)
}

/** The API's posts of sourced posts, as a list of documents for MiniSearch. */
function postsOf(sourced) {
  return sourced.map((entry) => entry.post)
}

function timed(fn) {
  const start = performance.now()
  const result = fn()
  return { ms: performance.now() - start, result }
}

let sink = 0
function consume(value) {
  sink ^= Array.isArray(value) ? value.length : (value?.refined?.length ?? 0)
}

/**
 * Both profiles over 100 never-seen posts per call, interleaved with MiniSearch on the
 * same posts and query, with its default tokenizer and with one that segments Japanese
 * (taking turns at going first). Median and p99 per call.
 *
 * `from: 'posts'` times the ranking alone: it starts from the page's posts as the live
 * source hands them on (normalised just before, untimed, into new objects for each
 * contender), and MiniSearch indexes the same posts. `from: 'page'` starts both from the
 * provider's page: the ranking normalises it first, MiniSearch indexes the page's `data`.
 * Each is its own interleaved run: a fourth contender in the same run changes when the
 * garbage collector runs, and so every ratio (by about a tenth, measured).
 */
export function benchRank100(ranking, root, queries, { iterations, warmup, from = 'posts' }) {
  const seed = JSON.parse(readFileSync(join(root, 'seed', 'posts.json'), 'utf8'))
  const { stats } = ranking.buildSeedCorpus(seed, PAYLOAD_NOW_MS)
  const fromPosts = from === 'posts'
  const contenders = fromPosts
    ? [
        (sourced, q) => analyzeAndRank(ranking, stats, sourced, q),
        (sourced, q) => miniSearchPosts(postsOf(sourced), q),
        (sourced, q) => miniSearchSegmentingPosts(postsOf(sourced), q),
      ]
    : [
        (payload, q) => rankPayload(ranking, stats, payload, q),
        (payload, q) => miniSearchPosts(payload.data, q),
        (payload, q) => miniSearchSegmentingPosts(payload.data, q),
      ]
  const times = contenders.map(() => [])
  let seedNumber = 1_000
  for (let i = 0; i < warmup + iterations; i++) {
    const payload = generatePayload(100, seedNumber++)
    const q = queries[i % queries.length]
    for (let turn = 0; turn < contenders.length; turn++) {
      const which = (i + turn) % contenders.length
      const input = fromPosts ? normalizePayload(ranking, payload) : payload
      const { ms, result } = timed(() => contenders[which](input, q))
      consume(result)
      if (i >= warmup) times[which].push(ms)
    }
  }
  const [ours, theirs, segmenting] = times
  return {
    oursMedianUs: median(ours) * 1000,
    oursP99Us: quantile(ours, 0.99) * 1000,
    miniSearchMedianUs: median(theirs) * 1000,
    miniSearchP99Us: quantile(theirs, 0.99) * 1000,
    miniSearchSegmentingMedianUs: median(segmenting) * 1000,
    miniSearchSegmentingP99Us: quantile(segmenting, 0.99) * 1000,
    samples: ours.length,
    stats,
  }
}

/**
 * Median time to rank n never-seen posts (analyse and rank both profiles, the posts
 * normalised just before, untimed) for n = each size; the fitted growth exponent.
 * After one warm-up call per size, the sizes take turns (each next call goes to the size
 * furthest behind its count), so a burst of load from elsewhere lands on all of them
 * rather than on whichever size was running.
 */
export function benchGrowth(ranking, stats, queries, sizes) {
  const times = sizes.map(() => [])
  let seedNumber = 50_000
  const call = (index) => {
    const n = sizes[index].n
    const payload = generatePayload(n, seedNumber++)
    const q = queries[seedNumber % queries.length]
    const sourced = normalizePayload(ranking, payload)
    const { ms, result } = timed(() => analyzeAndRank(ranking, stats, sourced, q))
    consume(result)
    return ms
  }
  for (let index = 0; index < sizes.length; index++) call(index)
  for (;;) {
    let next = -1
    for (let index = 0; index < sizes.length; index++) {
      const done = times[index].length / sizes[index].reps
      if (done < 1 && (next < 0 || done < times[next].length / sizes[next].reps)) next = index
    }
    if (next < 0) break
    times[next].push(call(next))
  }
  const points = []
  const rows = []
  for (const [index, { n, reps }] of sizes.entries()) {
    const ms = median(times[index])
    points.push([n, ms])
    rows.push({ n, medianMs: ms, perPostUs: (ms * 1000) / n, reps })
  }
  return { rows, exponent: growthExponent(points), sink }
}
