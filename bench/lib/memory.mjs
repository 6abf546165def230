// What an isolate's word table (src/ranking/text/words.ts) keeps: the memory still referenced
// after analysing pages of long posts (X's `note_tweet`, up to 25,000 characters), each post
// bringing words of its own.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { generatePayload } from './payloads.mjs'
import { normalizePayload } from './ranking.mjs'

setFlagsFromString('--expose-gc')
/** The garbage collector, run on demand, so the memory measured is what is still referenced. */
const collect = runInNewContext('gc')

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
 * The memory (MiB) still referenced after analysing `posts` posts whose texts are
 * `text(index)`, 100 a page: one generated page's posts over and over, their long texts each
 * time new. `ranking` is a bundle of its own, so its table starts empty.
 */
function keptAfter(ranking, { posts, text }) {
  const payload = generatePayload(100, 90_000)
  collect()
  const before = used()
  for (let page = 0; page * 100 < posts; page++) {
    for (const [index, item] of payload.data.entries()) {
      item.note_tweet = { text: text(page * 100 + index) }
    }
    ranking.analyzePosts(normalizePayload(ranking, payload))
  }
  collect()
  return (used() - before) / 2 ** 20
}

/** Posts of ordinary length for a long post, and what fills them besides their new word. */
export const LONG_POST = 2_500
const FILLER = 'the long post goes on about coffee and trains and the weather, '
/** The longest post X allows, and how many posts of one word that long are read. */
export const LONGEST_POST = 25_000
export const LONG_WORD_POSTS = 2_000

/**
 * Two figures, each from a bundle of the ranking of its own (`load(name)`, which must export
 * `MAX_WORDS`): the table filled almost to the words it keeps (`words` of them, each from a
 * long post of LONG_POST characters), and after LONG_WORD_POSTS posts that are each one word of
 * LONGEST_POST characters.
 */
export async function wordTableMemory(load) {
  const ordinary = await load('memory-words')
  const words = ordinary.MAX_WORDS - 1_000
  const body = FILLER.repeat(Math.ceil(LONG_POST / FILLER.length)).slice(0, LONG_POST)
  const wordsMib = keptAfter(ordinary, { posts: words, text: (i) => `${newWord(i)} ${body}` })
  const oneWord = 'x'.repeat(LONGEST_POST - 20)
  const longWordsMib = keptAfter(await load('memory-long-words'), {
    posts: LONG_WORD_POSTS,
    text: (i) => `${newWord(i)}${oneWord}`,
  })
  return { words, wordsMib, longWordsMib }
}
