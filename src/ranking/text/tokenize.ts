/**
 * Tokenising: a text's words, in order. Pure: no I/O here.
 *
 * Words are runs of letters, digits, marks and `_` (`[\p{L}\p{N}\p{M}_]+`) with at least one
 * letter, digit or `_`: marks alone are no word (the variation selector that makes `❤` the emoji
 * `❤️` is not). An apostrophe ends a word, as X's search splits `l'edge` and `Rust's`, so `edge`
 * and `rust` find them and `don't` is the phrase `don t`. Scripts written without spaces between
 * words (Han, Hiragana, Katakana, Thai, Lao, Khmer, Myanmar) are split into words by
 * `Intl.Segmenter`, which knows where their words end. Links (`https?://…`) are not words of a
 * post.
 */

import { byCodePoint } from './code-points'

const UNSPACED_SCRIPTS =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}'
/** Not of those scripts, yet part of their words (the long vowel mark ー, 々, 〆, ヵ, ヶ). */
const RUN_EXTENSIONS = 'ー々〆ヵヶ'
const HAS_UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'u')
const UNSPACED_RUN = new RegExp(`[${UNSPACED_SCRIPTS}${RUN_EXTENSIONS}]+`, 'gu')
const NOT_WORD = /[^\p{L}\p{N}\p{M}_]+/u
/** What a word has besides marks. */
const WORD_BASE = /[\p{L}\p{N}_]/u
const LINK = /https?:\/\/\S+/gu

/**
 * ICU splits a word that begins with ー differently the first time a process uses its
 * Japanese dictionary ("🦀ー写" gives "ー写", and "ー", "写" ever after), so a post's words
 * would depend on what the process had read before. Segmenting this once, before any text,
 * makes every text split the same way.
 */
const SEGMENTER_WARM_UP = '東京でラーメンを食べた ภาษาไทย ພາສາລາວ ភាសាខ្មែរ မြန်မာ'

let segmenter: Intl.Segmenter | undefined

function wordSegmenter(): Intl.Segmenter {
  if (segmenter === undefined) {
    segmenter = new Intl.Segmenter('ja', { granularity: 'word' })
    for (const _ of segmenter.segment(SEGMENTER_WARM_UP));
  }
  return segmenter
}

/** The text with each link replaced by a space. */
export function stripLinks(text: string): string {
  return text.includes('http') ? text.replace(LINK, ' ') : text
}

/** Whether the text has a code point of a script written without spaces between words. */
export function hasUnspacedScript(text: string): boolean {
  return HAS_UNSPACED.test(text)
}

/** The words `Intl.Segmenter` finds in a run of unspaced script. */
export function segmentUnspaced(run: string): string[] {
  const words: string[] = []
  for (const part of wordSegmenter().segment(run)) if (part.isWordLike) words.push(part.segment)
  return words
}

/** The definition of a spaced script's words: runs of word characters, not of marks alone. */
export function spacedWordsByDefinition(text: string): string[] {
  return text.split(NOT_WORD).filter((word) => WORD_BASE.test(word))
}

const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}_]$/u
/** What a code point is, as bits: read from the regexes above, once per code point. */
export const WORD = 2
export const UNSPACED = 4
/** A word character that is not a mark: a run of word characters needs one to be a word. */
const BASE = 8

function classByDefinition(codePoint: number): number {
  const char = String.fromCodePoint(codePoint)
  return (
    (WORD_CHARACTER.test(char) ? WORD : 0) |
    (HAS_UNSPACED.test(char) ? UNSPACED : 0) |
    (WORD_BASE.test(char) ? BASE : 0)
  )
}

/** The bits of a code point outside ASCII (`WORD`, `UNSPACED`, `BASE`), remembered. */
export const classOf = byCodePoint(classByDefinition)

/** Whether an ASCII code point is a word character: a-z, A-Z, 0-9, _. */
export function isAsciiWordCharacter(code: number): boolean {
  return (
    (code >= 0x61 && code <= 0x7a) || // a-z
    (code >= 0x41 && code <= 0x5a) || // A-Z
    (code >= 0x30 && code <= 0x39) || // 0-9
    code === 0x5f // _
  )
}

/**
 * `spacedWordsByDefinition`, read code point by code point with each code point's class
 * remembered; or null, as soon as it meets a code point of a script written without spaces
 * (`hasUnspacedScript`), which the caller segments. The same words several times faster than
 * the regex, and in the same pass as the search for unspaced script (test/ranking/text.test.ts
 * compares it with the definitions).
 */
export function spacedWordsUnlessUnspaced(text: string): string[] | null {
  const words: string[] = []
  // The run of word characters under way: where it starts, and whether it has a base yet.
  let start = -1
  let based = false
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i) as number
    let word = false
    let base = false
    if (codePoint < 0x80) word = base = isAsciiWordCharacter(codePoint)
    else {
      const bits = classOf(codePoint)
      if ((bits & UNSPACED) !== 0) return null
      word = (bits & WORD) !== 0
      base = (bits & BASE) !== 0
    }
    if (word) {
      if (start < 0) start = i
      based ||= base
    } else if (start >= 0) {
      if (based) words.push(text.slice(start, i))
      start = -1
      based = false
    }
    i += codePoint > 0xffff ? 2 : 1
  }
  if (start >= 0 && based) words.push(text.slice(start))
  return words
}

/** `spacedWordsByDefinition`, for text without unspaced script (see spacedWordsUnlessUnspaced). */
export function spacedWords(text: string): string[] {
  return spacedWordsUnlessUnspaced(text) ?? spacedWordsByDefinition(text)
}

/** Splits already-folded text into words, in order. */
export function tokenizeFolded(folded: string): string[] {
  const spaced = spacedWordsUnlessUnspaced(folded)
  if (spaced !== null) return spaced
  const words: string[] = []
  let last = 0
  for (const run of folded.matchAll(UNSPACED_RUN)) {
    const start = run.index ?? 0
    words.push(...spacedWords(folded.slice(last, start)))
    words.push(...segmentUnspaced(run[0]))
    last = start + run[0].length
  }
  words.push(...spacedWords(folded.slice(last)))
  return words
}

/**
 * The words of each run of unspaced script (no line breaks in them), from one `Intl.Segmenter`
 * pass over all of them joined by line breaks: a line break is a word boundary whatever
 * surrounds it (UAX #29, WB3a and WB3b), so each run splits as it would alone, and a page of
 * posts pays for one segmentation instead of one per run. Each run is read with `containing()`
 * from its first index, which also steps over the line breaks.
 */
function segmentRuns(runs: readonly string[]): string[][] {
  const words = runs.map((): string[] => [])
  if (runs.length === 0) return words
  const segments = wordSegmenter().segment(runs.join('\n'))
  let start = 0
  runs.forEach((run, index) => {
    const found = words[index] as string[]
    for (let at = start; at < start + run.length; ) {
      const part = segments.containing(at) as Intl.SegmentData
      if (part.isWordLike) found.push(part.segment)
      at = part.index + part.segment.length
    }
    start += run.length + 1
  })
  return words
}

/** A text's words, with a placeholder (null) where each of its unspaced runs' words go. */
type Pieces = (string | null)[]

/**
 * `tokenizeFolded` of each text, with the unspaced runs of all of them segmented together
 * (`segmentRuns`): the same words, for a fraction of the segmenter's cost on a page of posts
 * (test/ranking/text.test.ts compares the two).
 */
export function tokenizeFoldedAll(texts: readonly string[]): string[][] {
  const runs: string[] = []
  const pieces = texts.map((folded): Pieces => {
    const spaced = spacedWordsUnlessUnspaced(folded)
    if (spaced !== null) return spaced
    const found: Pieces = []
    let last = 0
    for (const run of folded.matchAll(UNSPACED_RUN)) {
      const start = run.index ?? 0
      found.push(...spacedWords(folded.slice(last, start)), null)
      runs.push(run[0])
      last = start + run[0].length
    }
    found.push(...spacedWords(folded.slice(last)))
    return found
  })
  const segmented = segmentRuns(runs)
  let next = 0
  return pieces.map((found) => {
    if (!found.includes(null)) return found as string[]
    const words: string[] = []
    for (const piece of found) {
      if (piece === null) words.push(...(segmented[next++] as string[]))
      else words.push(piece)
    }
    return words
  })
}
