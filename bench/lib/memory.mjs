// What an isolate's word table (src/ranking/text/words.ts) keeps: the memory still referenced
// after analysing pages of long posts (X's `note_tweet`, up to 25,000 characters), each post
// bringing words of its own. Measured in a Node process of its own (`wordTableMemory` starts
// this file as one), where nothing else allocates or frees: in the benchmark's own process,
// buffers of the load test and the cold starts were freed while it measured.
//
//   node --expose-gc bench/lib/memory.mjs <ranking bundle>   prints the figures as JSON
import { spawnSync } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { generatePayload } from './payloads.mjs'
import { normalizePayload } from './ranking.mjs'

/** Posts of ordinary length for a long post, and what fills them besides their new word. */
export const LONG_POST = 2_500
const FILLER = 'the long post goes on about coffee and trains and the weather, '
/** The longest post X allows, and how many posts of one word that long are read. */
export const LONGEST_POST = 25_000
export const LONG_WORD_POSTS = 2_000

/** The JavaScript heap and the typed arrays' memory (the table's slots and letters), in bytes. */
function used() {
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}

/** A word no post of the generator or the seed holds, 14 to 17 characters. */
function newWord(index) {
  return `memoryword${index.toString(36).padStart(4, '0')}`
}

/**
 * A full collection, twice, a turn of the event loop apart: V8 frees the memory of typed arrays
 * that died in a collection after it, on a thread of its own.
 */
async function collect() {
  for (let round = 0; round < 2; round++) {
    globalThis.gc()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/**
 * The memory (MiB) still referenced after analysing `posts` posts whose texts are
 * `text(index)`, 100 a page: one generated page's posts over and over, their long texts each
 * time new. `ranking` is a copy of the ranking's modules of its own, so its table starts empty.
 */
async function keptAfter(ranking, { posts, text }) {
  const payload = generatePayload(100, 90_000)
  await collect()
  const before = used()
  for (let page = 0; page * 100 < posts; page++) {
    for (const [index, item] of payload.data.entries()) {
      item.note_tweet = { text: text(page * 100 + index) }
    }
    ranking.analyzePosts(normalizePayload(ranking, payload))
  }
  await collect()
  return (used() - before) / 2 ** 20
}

/**
 * Two figures, each from a copy of the ranking's modules of its own (the bundle at `url`, which
 * must export `MAX_WORDS`): the table filled almost to the words it keeps (`words` of them, each
 * from a long post of LONG_POST characters), and after LONG_WORD_POSTS posts that are each one
 * word of LONGEST_POST characters.
 */
async function measure(url) {
  const ordinary = await import(`${url}?words`)
  const words = ordinary.MAX_WORDS - 1_000
  const body = FILLER.repeat(Math.ceil(LONG_POST / FILLER.length)).slice(0, LONG_POST)
  const wordsMib = await keptAfter(ordinary, { posts: words, text: (i) => `${newWord(i)} ${body}` })
  const oneWord = 'x'.repeat(LONGEST_POST - 20)
  const longWordsMib = await keptAfter(await import(`${url}?long-words`), {
    posts: LONG_WORD_POSTS,
    text: (i) => `${newWord(i)}${oneWord}`,
  })
  return { words, wordsMib, longWordsMib }
}

/** The figures, from a process of its own, of the ranking bundle at `bundlePath`. */
export function wordTableMemory(bundlePath) {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), bundlePath],
    { encoding: 'utf8' },
  )
  if (child.status !== 0) throw new Error(`the word table's memory: ${child.stderr}`)
  return JSON.parse(child.stdout)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await measure(pathToFileURL(process.argv[2]).href)
  process.stdout.write(`${JSON.stringify(figures)}\n`)
}
