/**
 * Unicode-aware text analysis. Pure: no I/O here.
 *
 * Folding: NFKC (full-width and compatibility forms), lower case, and diacritics
 * removed from Latin, Greek and Cyrillic letters only, so "Café" matches "cafe" while
 * Japanese voiced kana (が) stay distinct from their unvoiced forms (か).
 *
 * Tokenising: scripts written with spaces go through a Unicode word regex; runs of
 * scripts written without spaces (Han, Hiragana, Katakana, Thai, …) go through
 * `Intl.Segmenter`, which knows where their words end. The regex path is the hot one
 * and several times cheaper than the segmenter, so the segmenter only sees what needs it.
 */

const DIACRITIC_AFTER_ALPHABETIC =
  /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu
const HAS_COMBINING_MARK = /\p{Mn}/u
const NON_ASCII = /[^ -~\t\n\r]/
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
const UNSPACED_RUN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々〆ヵヶ]+/gu
const WORD = /[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}]+)*/gu

let segmenter: Intl.Segmenter | undefined
function wordSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('ja', { granularity: 'word' })
  return segmenter
}

/** Case, width and (alphabetic) diacritic folding. */
export function foldText(input: string): string {
  if (!NON_ASCII.test(input)) return input.toLowerCase()
  const lowered = input.normalize('NFKC').toLowerCase()
  const decomposed = lowered.normalize('NFD')
  if (!HAS_COMBINING_MARK.test(decomposed)) return lowered
  return decomposed.replace(DIACRITIC_AFTER_ALPHABETIC, '$1').normalize('NFC')
}

function segmentUnspaced(run: string, out: string[]): void {
  for (const part of wordSegmenter().segment(run)) {
    if (part.isWordLike) out.push(part.segment)
  }
}

/** Splits already-folded text into word tokens, in order. */
export function tokenizeFolded(folded: string): string[] {
  const tokens: string[] = []
  if (!UNSPACED_SCRIPT.test(folded)) {
    for (const match of folded.matchAll(WORD)) tokens.push(stripApostrophes(match[0]))
    return tokens
  }
  let last = 0
  for (const run of folded.matchAll(UNSPACED_RUN)) {
    const start = run.index ?? 0
    for (const match of folded.slice(last, start).matchAll(WORD)) {
      tokens.push(stripApostrophes(match[0]))
    }
    segmentUnspaced(run[0], tokens)
    last = start + run[0].length
  }
  for (const match of folded.slice(last).matchAll(WORD)) tokens.push(stripApostrophes(match[0]))
  return tokens
}

function stripApostrophes(token: string): string {
  return token.includes('’') ? token.replaceAll('’', "'") : token
}

/** Folds then tokenises. */
export function tokenize(input: string): string[] {
  return tokenizeFolded(foldText(input))
}
