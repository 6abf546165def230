/**
 * Unicode-aware text analysis. Pure: no I/O here.
 *
 * Folding: NFKC (full-width and compatibility forms), lower case, and diacritics
 * removed from Latin, Greek and Cyrillic letters only, so "Café" matches "cafe" while
 * Japanese voiced kana (が) stay distinct from their unvoiced forms (か).
 *
 * Tokenising: words are runs of letters, digits, marks and `_` (`[\p{L}\p{N}\p{M}_]+`);
 * an apostrophe ends a word, as X's search splits `l'edge` and `Rust's`, so `edge` and
 * `rust` find them and `don't` is the phrase `don t`. Scripts written with spaces are split by a
 * hand-written scanner over code points (ASCII from a table, the rest classified once
 * per isolate and remembered), which gives exactly the tokens of that regex several
 * times faster; the regex allocates a match object per word. Text that contains a
 * script written without spaces (Han, Hiragana, Katakana, Thai, …) goes through the
 * regex and `Intl.Segmenter`, which knows where those words end.
 */

/** The scripts whose diacritics folding drops. */
const ALPHABETIC = '[\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}]'
const DIACRITIC_AFTER_ALPHABETIC = new RegExp(`(${ALPHABETIC})\\p{Mn}+`, 'gu')
const HAS_COMBINING_MARK = /\p{Mn}/u
const HAS_ALPHABETIC_DIACRITIC = new RegExp(`${ALPHABETIC}\\p{Mn}`, 'u')
const NON_ASCII = /[^ -~\t\n\r]/
/** Scripts written without spaces between words: `Intl.Segmenter` splits them. */
const UNSPACED_SCRIPTS =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}'
/** Not of those scripts, yet part of their words (the long vowel mark ー, 々, 〆, ヵ, ヶ). */
const RUN_EXTENSIONS = 'ー々〆ヵヶ'
const UNSPACED_RUN = new RegExp(`[${UNSPACED_SCRIPTS}${RUN_EXTENSIONS}]+`, 'gu')
const WORD = /[\p{L}\p{N}\p{M}_]+/gu

/**
 * ICU splits a word that begins with ー differently the first time a process uses its
 * Japanese dictionary ("🦀ー写" gives "ー写", and "ー", "写" ever after), so a post's words
 * would depend on what the process had read before. Segmenting this once, before any
 * text, makes every text split the same way.
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

/**
 * Case, width and (alphabetic) diacritic folding. Most non-ASCII text (emoji, kana, most
 * scripts) has no diacritic to drop; a scan of its code points proves that and skips the
 * decomposition.
 */
export function foldText(input: string): string {
  if (isPrintableAscii(input)) return input.toLowerCase()
  const lowered = input.normalize('NFKC').toLowerCase()
  return dropsDiacritics(lowered) ? withoutAlphabeticDiacritics(lowered) : lowered
}

/**
 * No character outside printable ASCII, tab and line breaks (`NON_ASCII` finds none). A
 * short text (a username, a hashtag, a query) is read here faster than a regex is called.
 */
function isPrintableAscii(input: string): boolean {
  if (input.length > 64) return !NON_ASCII.test(input)
  for (let i = 0; i < input.length; i++) {
    const code = input.charCodeAt(i)
    if (code > 0x7e || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) {
      return false
    }
  }
  return true
}

/** Removes the nonspacing marks that follow Latin, Greek and Cyrillic letters. */
function withoutAlphabeticDiacritics(lowered: string): string {
  const decomposed = lowered.normalize('NFD')
  if (!HAS_COMBINING_MARK.test(decomposed)) return lowered
  return decomposed.replace(DIACRITIC_AFTER_ALPHABETIC, '$1').normalize('NFC')
}

/**
 * Appends the words `Intl.Segmenter` finds in a run of unspaced script to `out`. Asking
 * for the segment at each boundary in turn finds the same segments as iterating, without
 * the iterator's result objects: about a fifth less time.
 */
export function segmentUnspaced(run: string, out: string[]): void {
  const segments = wordSegmenter().segment(run)
  for (let index = 0; index < run.length; ) {
    const part = segments.containing(index) as Intl.SegmentData
    if (part.isWordLike) out.push(part.segment)
    index = part.index + part.segment.length
  }
}

/**
 * The words of each run of unspaced script (no line breaks in them), found by one
 * `Intl.Segmenter` pass over all of them joined by line breaks: a line break is a word
 * boundary whatever surrounds it (UAX #29, WB3a and WB3b), so each run splits as it
 * would alone. Each call to `segment` costs a copy of ICU's break iterator, and a page
 * of posts has a dozen runs or more. As in `segmentUnspaced`, each run is read with
 * `containing()` from its first index, which also skips the line breaks.
 */
export function segmentRuns(runs: readonly string[]): string[][] {
  const words: string[][] = runs.map(() => [])
  if (runs.length === 0) return words
  const segments = wordSegmenter().segment(runs.join('\n'))
  let start = 0
  for (let run = 0; run < runs.length; run++) {
    const end = start + (runs[run] as string).length
    const found = words[run] as string[]
    for (let index = start; index < end; ) {
      const part = segments.containing(index) as Intl.SegmentData
      if (part.isWordLike) found.push(part.segment)
      index = part.index + part.segment.length
    }
    start = end + 1
  }
  return words
}

/** Character classes, as bits: what the tokeniser and the spam signals need to know. */
export const WORD_CHAR = 1
export const LETTER = 2
export const UPPERCASE = 4
export const UNSPACED = 8
/**
 * Folding may drop a diacritic here: the code point is a nonspacing mark, or its
 * canonical decomposition has one right after a Latin, Greek or Cyrillic letter ("é",
 * not "が", whose mark follows a kana and stays).
 */
const DROPS_DIACRITIC = 16
/**
 * Folding leaves the code point as it is, whatever surrounds it: NFKC and lower case map
 * it to itself, it drops no diacritic, and it is neither a mark nor a conjoining
 * Hangul jamo (the only characters that compose with what precedes them). ASCII has
 * this bit too, except capital letters (folding lowers them, and nothing else).
 */
export const FOLD_STABLE = 32
/**
 * Folding maps the code point to one other code point, whatever surrounds it (as long as
 * no mark or jamo does): "É" and "Ｅ" to "e", "Ω" to "ω". That code point is FOLD_STABLE,
 * a word character or a letter exactly when this one is, and is kept in the bits above
 * FOLDED_SHIFT. ASCII capital letters have this bit.
 */
export const FOLDS_TO_ONE = 64
/**
 * Not UNSPACED, yet in a text that has an unspaced script it belongs to that script's
 * runs (RUN_EXTENSIONS); anywhere else it is a letter like any other.
 */
export const RUN_EXTENSION = 128
export const FOLDED_SHIFT = 8

const IS_WORD_CHAR = /^[\p{L}\p{N}\p{M}_]$/u
const IS_LETTER = /^\p{L}$/u
const IS_UPPERCASE = /^\p{Lu}$/u
const IS_UNSPACED = new RegExp(`^[${UNSPACED_SCRIPTS}]$`, 'u')
const IS_MARK_OR_JAMO = /^[\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF\p{Cs}]$/u

export const ASCII_CLASSES = new Int32Array(128)
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code)
  ASCII_CLASSES[code] = FOLD_STABLE
  if (/[0-9_]/.test(char)) ASCII_CLASSES[code] = WORD_CHAR | FOLD_STABLE
  if (/[a-z]/.test(char)) ASCII_CLASSES[code] = WORD_CHAR | LETTER | FOLD_STABLE
  if (/[A-Z]/.test(char)) {
    const folded = char.toLowerCase().charCodeAt(0)
    ASCII_CLASSES[code] = WORD_CHAR | LETTER | UPPERCASE | FOLDS_TO_ONE | (folded << FOLDED_SHIFT)
  }
}

function foldStable(char: string, dropsDiacritic: boolean): boolean {
  return (
    !dropsDiacritic &&
    !IS_MARK_OR_JAMO.test(char) &&
    char.normalize('NFKC') === char &&
    char.toLowerCase() === char
  )
}

/**
 * Classes of the non-ASCII code points seen so far, in pages of 256 code points, each
 * allocated when one of its code points is first seen: a lookup is two array reads, not
 * a Map's hashing. A class is never 0 in a page (CLASS_KNOWN is set), so 0 is "not yet".
 * Bounded: at most 0x1100 pages of 1 KiB (4.25 MiB), and text only reaches the pages
 * of the scripts it is written in.
 */
const classPages: (Int32Array | undefined)[] = []
const CLASS_KNOWN = 1 << 30

/** `foldText` as defined, without the fast paths (which need `charClass`). */
function foldByDefinition(input: string): string {
  return withoutAlphabeticDiacritics(input.normalize('NFKC').toLowerCase())
}

const GREEK_CAPITAL_SIGMA = 'Σ'
const SAME_CLASS = WORD_CHAR | LETTER

/** FOLDS_TO_ONE and the folded code point, or 0 (see FOLDS_TO_ONE). */
function foldsToOne(char: string, bits: number): number {
  // Lower case of Σ (and of what NFKC makes Σ, as Ϲ) depends on whether a letter follows.
  if (IS_MARK_OR_JAMO.test(char) || char.normalize('NFKC').includes(GREEK_CAPITAL_SIGMA)) return 0
  const folded = foldByDefinition(char)
  const codePoint = folded.codePointAt(0) as number
  if (folded.length !== (codePoint > 0xffff ? 2 : 1) || folded === char) return 0
  const foldedBits = charClass(codePoint)
  const keepsClass = (foldedBits & SAME_CLASS) === (bits & SAME_CLASS)
  // A run of unspaced script is segmented as it is, so its code points fold to themselves.
  const inRuns = (bits | foldedBits) & (UNSPACED | RUN_EXTENSION)
  if (!(foldedBits & FOLD_STABLE) || inRuns || !keepsClass) return 0
  return FOLDS_TO_ONE | (codePoint << FOLDED_SHIFT)
}

/** The classes of one code point (a lone surrogate has none). */
export function charClass(codePoint: number): number {
  if (codePoint < 128) return ASCII_CLASSES[codePoint] as number
  const page = classPages[codePoint >> 8]
  const known = page === undefined ? 0 : (page[codePoint & 0xff] as number)
  if (known !== 0) return known & ~CLASS_KNOWN
  return classify(codePoint)
}

function classify(codePoint: number): number {
  const char = String.fromCodePoint(codePoint)
  // Only a mark's decomposition starts with a mark (fast-paths.test.ts tries them all);
  // any other's starts with its own base, so its marks follow that, never a neighbour.
  const decomposed = char.normalize('NFD')
  const dropsDiacritic = IS_MARK_OR_JAMO.test(char)
    ? HAS_COMBINING_MARK.test(decomposed)
    : HAS_ALPHABETIC_DIACRITIC.test(decomposed)
  const unspaced = IS_UNSPACED.test(char)
  let bits =
    (IS_WORD_CHAR.test(char) ? WORD_CHAR : 0) |
    (IS_LETTER.test(char) ? LETTER : 0) |
    (IS_UPPERCASE.test(char) ? UPPERCASE : 0) |
    (unspaced ? UNSPACED : 0) |
    (!unspaced && RUN_EXTENSIONS.includes(char) ? RUN_EXTENSION : 0) |
    (dropsDiacritic ? DROPS_DIACRITIC : 0) |
    (foldStable(char, dropsDiacritic) ? FOLD_STABLE : 0)
  if (!(bits & FOLD_STABLE)) bits |= foldsToOne(char, bits)
  let page = classPages[codePoint >> 8]
  if (page === undefined) {
    page = new Int32Array(256)
    classPages[codePoint >> 8] = page
  }
  page[codePoint & 0xff] = bits | CLASS_KNOWN
  return bits
}

/**
 * Whether removing alphabetic diacritics can change `text` (see DROPS_DIACRITIC). NFD
 * decomposes each code point on its own and only reorders marks, so a mark follows a
 * Latin, Greek or Cyrillic letter only where one code point is such a letter with a mark
 * or is a mark itself (ASCII never is).
 */
function dropsDiacritics(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 128) continue
    const codePoint = text.codePointAt(i) as number
    if (codePoint > 0xffff) i++
    if (charClass(codePoint) & DROPS_DIACRITIC) return true
  }
  return false
}

/**
 * The regex `WORD` as a scanner, for text without unspaced scripts; null as soon as an
 * unspaced script turns up (the caller then takes the segmenter path).
 */
function scanWords(text: string): string[] | null {
  const tokens: string[] = []
  const length = text.length
  let i = 0
  while (i < length) {
    let codePoint = text.codePointAt(i) as number
    let bits = charClass(codePoint)
    if (bits & UNSPACED) return null
    if (!(bits & WORD_CHAR)) {
      i += codePoint > 0xffff ? 2 : 1
      continue
    }
    const start = i
    do {
      i += codePoint > 0xffff ? 2 : 1
      if (i >= length) break
      codePoint = text.codePointAt(i) as number
      bits = charClass(codePoint)
      if (bits & UNSPACED) return null
    } while (bits & WORD_CHAR)
    tokens.push(text.slice(start, i))
  }
  return tokens
}

/**
 * Folded ASCII letters, digits and _ only, at least one (`/^[a-z0-9_]+$/`): a hashtag or
 * a query term that is one word as it is.
 */
export function isPlainWord(folded: string): boolean {
  if (folded.length === 0) return false
  for (let i = 0; i < folded.length; i++) {
    const code = folded.charCodeAt(i)
    const plain = (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x5f
    if (!plain) return false
  }
  return true
}

/** Splits already-folded text into word tokens, in order. */
export function tokenizeFolded(folded: string): string[] {
  if (isPlainWord(folded)) return [folded]
  const scanned = scanWords(folded)
  if (scanned) return scanned
  const tokens: string[] = []
  let last = 0
  for (const run of folded.matchAll(UNSPACED_RUN)) {
    const start = run.index ?? 0
    for (const match of folded.slice(last, start).matchAll(WORD)) tokens.push(match[0])
    segmentUnspaced(run[0], tokens)
    last = start + run[0].length
  }
  for (const match of folded.slice(last).matchAll(WORD)) tokens.push(match[0])
  return tokens
}

/** Folds then tokenises. */
export function tokenize(input: string): string[] {
  return tokenizeFolded(foldText(input))
}
