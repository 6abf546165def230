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
  return text.replace(LINK, ' ')
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

/** The words of text without unspaced script: runs of word characters, not of marks alone. */
export function spacedWords(text: string): string[] {
  return text.split(NOT_WORD).filter((word) => WORD_BASE.test(word))
}

const WORD_CHARACTER = /^[\p{L}\p{N}\p{M}_]$/u
/**
 * What a code point is, as bits, for the post scanner (scan.ts), which reads a text code point
 * by code point: read from the regexes above, once per code point.
 */
export const WORD = 2
export const UNSPACED = 4

function classByDefinition(codePoint: number): number {
  const char = String.fromCodePoint(codePoint)
  return (WORD_CHARACTER.test(char) ? WORD : 0) | (HAS_UNSPACED.test(char) ? UNSPACED : 0)
}

/** The bits of a code point outside ASCII (`WORD`, `UNSPACED`), remembered: the post scanner's. */
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
 * Splits already-folded text into words, in order. In a text with unspaced script, its runs (with
 * the marks that extend them, such as ー) go to the segmenter and the rest is spaced text; any
 * other text is spaced text (where ー is a letter of the word it is in).
 */
export function tokenizeFolded(folded: string): string[] {
  if (!hasUnspacedScript(folded)) return spacedWords(folded)
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
