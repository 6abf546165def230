// npm run eval: ranking quality on the judged sets, with the worker's own code.
//
//   npm run eval                                  the report; its last line is JSON
//   npm run eval -- show "<query>"                what the mock source retrieves, to grade it
//   npm run eval -- draft <name> "<query>" --intent "<sentence>" [--lang en]
//                                                 writes eval/explore/<name>.json with every
//                                                 retrieved post, keeping grades already given
//   npm run eval -- draft-foryou <name>           the same for eval/foryou/<name>.json
//   npm run eval -- draft-reader <name>           fills eval/foryou/personal/<name>.json
//                                                 (name, description, follows, likes by id)
//                                                 with its pool to grade, keeping grades given
//   npm run eval -- split                         puts sets not yet in the split into a half
//
// The sets and how to grade are described in eval/README.md.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { buildPage, pageFiles } from './foryou/timelines/build.mjs'

const EVAL = dirname(fileURLToPath(import.meta.url))
const ROOT = join(EVAL, '..')
const RESULTS = join(EVAL, 'results')

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

function readSets(folder) {
  const sets = {}
  if (!existsSync(folder)) return sets
  for (const file of readdirSync(folder).sort()) {
    if (file.endsWith('.json')) sets[file.slice(0, -'.json'.length)] = readJson(join(folder, file))
  }
  return sets
}

function readInputs() {
  return {
    seed: readJson(join(ROOT, 'seed', 'posts.json')),
    explore: readSets(join(EVAL, 'explore')),
    foryou: readSets(join(EVAL, 'foryou')),
    timelines: Object.fromEntries(
      Object.entries(readSets(join(EVAL, 'foryou', 'timelines'))).map(([name, page]) => [
        `${name}.json`,
        page,
      ]),
    ),
    personal: readSets(join(EVAL, 'foryou', 'personal')),
    split: readJson(join(EVAL, 'split.json')),
  }
}

/** Bundles eval/evaluate.ts and eval/report.ts with the worker's modules they import. */
async function loadCode() {
  const outDir = join(ROOT, 'node_modules', '.cache', 'eval')
  mkdirSync(outDir, { recursive: true })
  const outfile = join(outDir, `code-${process.pid}.mjs`)
  await build({
    stdin: {
      contents: [
        "export * from './eval/evaluate'",
        "export * from './eval/report'",
        "export { seededShuffle } from './eval/judgments'",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    target: 'es2024',
    outfile,
    logLevel: 'warning',
  })
  return import(pathToFileURL(outfile).href)
}

function writeJson(path, value) {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`)
}

const SPLIT_SEED = 20261128

/**
 * The split, made once by a seeded shuffle of every set's name (sorted): the first half of
 * the shuffle tunes, the second is held out. Sets added later join the smaller half (the
 * held-out half on a tie), so the halves never move.
 */
function extendSplit(code, inputs) {
  const split = inputs.split
  const halves = (names) => {
    const shuffled = code.seededShuffle([...names].sort(), SPLIT_SEED)
    const cut = Math.ceil(shuffled.length / 2)
    return { tuning: shuffled.slice(0, cut).sort(), heldout: shuffled.slice(cut).sort() }
  }
  if (split.method === 'pending') {
    return {
      method: `A seeded shuffle (mulberry32, seed ${SPLIT_SEED}) of the sets' names, made once before any tuning: the first half tunes, the rest is held out. Sets added later join the smaller half (held out on a tie).`,
      explore: halves(Object.keys(inputs.explore)),
      foryou: halves(Object.keys(inputs.foryou)),
      foryouPersonal: halves(Object.keys(inputs.personal)),
    }
  }
  const extend = (halves, names) => {
    const placed = new Set([...halves.tuning, ...halves.heldout])
    const out = { tuning: [...halves.tuning], heldout: [...halves.heldout] }
    for (const name of [...names].sort()) {
      if (placed.has(name)) continue
      if (out.tuning.length < out.heldout.length) out.tuning.push(name)
      else out.heldout.push(name)
    }
    return out
  }
  return {
    ...split,
    explore: extend(split.explore, Object.keys(inputs.explore)),
    foryou: extend(split.foryou, Object.keys(inputs.foryou)),
    // A part first split after the others is shuffled as they were, then extended like them.
    foryouPersonal: split.foryouPersonal
      ? extend(split.foryouPersonal, Object.keys(inputs.personal))
      : halves(Object.keys(inputs.personal)),
  }
}

function option(args, name) {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : undefined
}

async function main(args) {
  const code = await loadCode()
  const [command] = args
  if (command === 'show') {
    const inputs = readInputs()
    for (const post of code.setPosts(inputs, { query: args[1] ?? '' })) {
      const m = post.metrics
      console.log(
        `${post.id}  ${post.kind} ${post.lang} ${post.createdAt.slice(0, 16)} likes ${m.likes} reposts ${m.reposts} replies ${m.replies} @${post.author.username} (${post.author.followers})\n    ${post.text.replace(/\n/g, '\n    ')}\n`,
      )
    }
    return 0
  }
  if (command === 'draft' || command === 'draft-foryou') {
    const name = args[1]
    if (!name || !/^[a-z0-9-]+$/.test(name)) throw new Error('name: lower-case letters, digits, -')
    const folder = command === 'draft' ? 'explore' : 'foryou'
    const path = join(EVAL, folder, `${name}.json`)
    const previous = existsSync(path) ? readJson(path) : undefined
    const inputs = readInputs()
    let set
    if (command === 'draft') {
      const query = args[2] ?? previous?.query
      if (!query) throw new Error('draft: give the query')
      set = {
        query,
        intent: option(args, '--intent') ?? previous?.intent ?? '',
        lang: (option(args, '--lang') ?? previous?.lang?.join(',') ?? 'en').split(','),
        ...(previous?.otherSense ? { otherSense: previous.otherSense } : {}),
        grades: [],
      }
    } else {
      if (!previous) throw new Error(`draft-foryou: ${path} must exist (name, description, home)`)
      set = { ...previous, grades: [] }
    }
    set.grades = code.draftGrades(code.setPosts(inputs, set), previous?.grades ?? [])
    writeJson(path, set)
    const open = set.grades.filter((judgment) => judgment.grade === null).length
    console.log(`wrote ${path}: ${set.grades.length} posts, ${open} to grade`)
    return 0
  }
  if (command === 'draft-reader') {
    const name = args[1]
    if (!name || !/^[a-z0-9-]+$/.test(name)) throw new Error('name: lower-case letters, digits, -')
    const path = join(EVAL, 'foryou', 'personal', `${name}.json`)
    if (!existsSync(path)) {
      throw new Error(`draft-reader: ${path} must exist (name, description, follows, likes)`)
    }
    const previous = readJson(path)
    const set = code.draftReader(readInputs(), {
      name,
      description: previous.description ?? '',
      follows: previous.follows ?? [],
      likes: (previous.likes ?? []).map((like) => ({ id: String(like.id), post: '' })),
      grades: previous.grades ?? [],
    })
    writeJson(path, set)
    const open = set.grades.filter((judgment) => judgment.grade === null).length
    const outside = set.grades.filter((judgment) => judgment.origin === 'out_of_network').length
    console.log(
      `wrote ${path}: ${set.likes.length} likes, ${set.grades.length} candidates (${outside} outside the network), ${open} to grade`,
    )
    return 0
  }
  if (command === 'split') {
    writeJson(join(EVAL, 'split.json'), extendSplit(code, readInputs()))
    console.log(`wrote ${join(EVAL, 'split.json')}`)
    return 0
  }
  if (command !== undefined) throw new Error(`unknown command ${command}`)

  const started = performance.now()
  const report = code.evaluate(readInputs())
  for (const file of pageFiles()) {
    const built = join(EVAL, 'foryou', 'timelines', file.replace(/\.mjs$/, '.json'))
    if (!existsSync(built) || readFileSync(built, 'utf8') !== (await buildPage(file))) {
      report.problems.push(
        `${relative(ROOT, built)} is not what its content builds: run node eval/foryou/timelines/build.mjs`,
      )
    }
  }
  for (const line of code.formatReport(report)) console.log(line)
  const summary = code.summary(report)
  summary.seconds = Number(((performance.now() - started) / 1000).toFixed(2))
  mkdirSync(RESULTS, { recursive: true })
  writeFileSync(join(RESULTS, 'eval.json'), `${JSON.stringify(summary, null, 2)}\n`)
  if (report.problems.length > 0) {
    console.log('')
    console.log(`The judged sets have ${report.problems.length} problems:`)
    for (const problem of report.problems) console.log(`  ${problem}`)
  }
  console.log('')
  console.log(JSON.stringify(summary))
  return report.problems.length > 0 ? 1 : 0
}

main(process.argv.slice(2)).then(
  (status) => {
    process.exitCode = status
  },
  (error) => {
    console.error(`eval: ${error.message}`)
    process.exitCode = 1
  },
)
