/**
 * Unicode-aware text analysis. Pure: no I/O here.
 *
 * Folding: NFKC (full-width and compatibility forms), lower case, and diacritics
 * removed from Latin, Greek and Cyrillic letters only, so "Café" matches "cafe" while
 * Japanese voiced kana (が) stay distinct from their unvoiced forms (か).
 *
 * Tokenising: words are runs of letters, digits, marks and `_`, with inner apostrophes
 * (`[\p{L}\p{N}\p{M}_]+(?:['’]\p{L}+)*`). Scripts written with spaces are split by a
 * hand-written scanner over code points (ASCII from a table, the rest classified once
 * per isolate and remembered), which gives exactly the tokens of that regex several
 * times faster; the regex allocates a match object per word. Text that contains a
 * script written without spaces (Han, Hiragana, Katakana, Thai, …) goes through the
 * regex and `Intl.Segmenter`, which knows where those words end.
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

/**
 * Case, width and (alphabetic) diacritic folding. Most non-ASCII text (emoji, most
 * scripts) decomposes to no combining mark at all; a scan of its code points proves
 * that and skips the decomposition.
 */
export function foldText(input: string): string {
  if (!NON_ASCII.test(input)) return input.toLowerCase()
  const lowered = input.normalize('NFKC').toLowerCase()
  if (!decomposesToMark(lowered)) return lowered
  const decomposed = lowered.normalize('NFD')
  if (!HAS_COMBINING_MARK.test(decomposed)) return lowered
  return decomposed.replace(DIACRITIC_AFTER_ALPHABETIC, '$1').normalize('NFC')
}

function segmentUnspaced(run: string, out: string[]): void {
  for (const part of wordSegmenter().segment(run)) {
    if (part.isWordLike) out.push(part.segment)
  }
}

/** Character classes, as bits: what the tokeniser and the spam signals need to know. */
export const WORD_CHAR = 1
export const LETTER = 2
export const UPPERCASE = 4
const UNSPACED = 8
/** The code point is a nonspacing mark, or its canonical decomposition contains one. */
const DECOMPOSES_TO_MARK = 16

const IS_WORD_CHAR = /^[\p{L}\p{N}\p{M}_]$/u
const IS_LETTER = /^\p{L}$/u
const IS_UPPERCASE = /^\p{Lu}$/u
const IS_UNSPACED = new RegExp(`^${UNSPACED_SCRIPT.source}$`, 'u')

const ASCII_CLASSES = new Uint8Array(128)
for (let code = 0; code < 128; code++) {
  const char = String.fromCharCode(code)
  if (/[0-9_]/.test(char)) ASCII_CLASSES[code] = WORD_CHAR
  if (/[a-z]/.test(char)) ASCII_CLASSES[code] = WORD_CHAR | LETTER
  if (/[A-Z]/.test(char)) ASCII_CLASSES[code] = WORD_CHAR | LETTER | UPPERCASE
}

/** Classes of the non-ASCII code points seen so far (bounded: text is untrusted). */
const classCache = new Map<number, number>()
const CLASS_CACHE_LIMIT = 1 << 16

/** The classes of one code point (a lone surrogate has none). */
export function charClass(codePoint: number): number {
  if (codePoint < 128) return ASCII_CLASSES[codePoint] as number
  let bits = classCache.get(codePoint)
  if (bits === undefined) {
    const char = String.fromCodePoint(codePoint)
    bits =
      (IS_WORD_CHAR.test(char) ? WORD_CHAR : 0) |
      (IS_LETTER.test(char) ? LETTER : 0) |
      (IS_UPPERCASE.test(char) ? UPPERCASE : 0) |
      (IS_UNSPACED.test(char) ? UNSPACED : 0) |
      (HAS_COMBINING_MARK.test(char.normalize('NFD')) ? DECOMPOSES_TO_MARK : 0)
    if (classCache.size < CLASS_CACHE_LIMIT) classCache.set(codePoint, bits)
  }
  return bits
}

/**
 * Whether the canonical decomposition (NFD) of `text` contains a nonspacing mark. NFD
 * decomposes each code point on its own and only reorders marks, so it does exactly when
 * one of the code points does (ASCII never does).
 */
function decomposesToMark(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 128) continue
    const codePoint = text.codePointAt(i) as number
    if (codePoint > 0xffff) i++
    if (charClass(codePoint) & DECOMPOSES_TO_MARK) return true
  }
  return false
}

const APOSTROPHE = 0x27
const RIGHT_SINGLE_QUOTE = 0x2019

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
    let curly = false
    // [\p{L}\p{N}\p{M}_]+
    do {
      i += codePoint > 0xffff ? 2 : 1
      if (i >= length) break
      codePoint = text.codePointAt(i) as number
      bits = charClass(codePoint)
      if (bits & UNSPACED) return null
    } while (bits & WORD_CHAR)
    // (?:['’]\p{L}+)*: an apostrophe continues the word only when a letter follows it
    while (i + 1 < length) {
      const quote = text.charCodeAt(i)
      if (quote !== APOSTROPHE && quote !== RIGHT_SINGLE_QUOTE) break
      codePoint = text.codePointAt(i + 1) as number
      bits = charClass(codePoint)
      if (bits & UNSPACED) return null
      if (!(bits & LETTER)) break
      if (quote === RIGHT_SINGLE_QUOTE) curly = true
      i += 1
      do {
        i += codePoint > 0xffff ? 2 : 1
        if (i >= length) break
        codePoint = text.codePointAt(i) as number
        bits = charClass(codePoint)
        if (bits & UNSPACED) return null
      } while (bits & LETTER)
    }
    const token = text.slice(start, i)
    tokens.push(curly ? token.replaceAll('’', "'") : token)
  }
  return tokens
}

/** Splits already-folded text into word tokens, in order. */
export function tokenizeFolded(folded: string): string[] {
  const scanned = scanWords(folded)
  if (scanned) return scanned
  const tokens: string[] = []
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
