// How the ranking's time grows with a post's length, for texts written to find a rule that
// reads a text more than once: a long post (X's `note_tweet`) can be 25,000 characters, anyone
// can write one, and a search that retrieves a page of them ranks every one.
import { generatePayload } from './payloads.mjs'
import { analyzeAndRank, normalizePayload } from './ranking.mjs'
import { growthExponent, median } from './stats.mjs'

/**
 * What the texts repeat: ordinary prose, and runs that patterns, the phrases' numbers, folding
 * and segmenting read (separators between digits, digit groups, sums, marks, scripts written
 * without spaces, links, capitals, emoji).
 */
export const LONG_POST_KINDS = [
  'the train was late again, so I read about espresso and the derby. ',
  '1,',
  '1.',
  '100% ',
  '5 000 ',
  '$1,',
  '€1,',
  '1€ ',
  'invest $1 and get ',
  'made $1,',
  '$1 per ',
  'dm me ',
  '#a ',
  '@a ',
  'https://t.co/a ',
  'a',
  'A',
  'BUY NOW ',
  '!!',
  '?',
  '🔥',
  'é',
  'e\u0301',
  'Σ',
  '東京でラーメンを食べた。',
  '東京a',
  'ｱ1',
]

/** A page of `posts` posts, each the kind's unit repeated to `length` characters. */
function pageOf(kind, length, posts) {
  const text = kind.repeat(Math.ceil(length / kind.length)).slice(0, length)
  const payload = generatePayload(posts, 4_242)
  for (const item of payload.data) item.note_tweet = { text }
  return payload
}

/**
 * For each kind, the median time to analyse and rank a page of `posts` posts of each length,
 * the lengths taking turns (after one call each, untimed, so the code is compiled), and the
 * exponent fitted to them: 1 when the time grows as the length does, 2 when it grows as its
 * square.
 */
export function benchLongPosts(ranking, stats, { lengths, posts, reps }) {
  return LONG_POST_KINDS.map((kind) => {
    const pages = lengths.map((length) => pageOf(kind, length, posts))
    const rank = (page) => {
      const sourced = normalizePayload(ranking, page)
      const start = performance.now()
      analyzeAndRank(ranking, stats, sourced, 'espresso')
      return performance.now() - start
    }
    for (const page of pages) rank(page)
    const times = pages.map(() => [])
    for (let rep = 0; rep < reps; rep++) {
      for (const [index, page] of pages.entries()) times[index].push(rank(page))
    }
    const ms = times.map(median)
    return { kind, ms, exponent: growthExponent(lengths.map((length, i) => [length, ms[i]])) }
  })
}
