/**
 * A text's folded words, each made into a string only when something asks for it. Nearly
 * everything reads a post's words by hash (term counts, phrases, duplicates, link bait)
 * and compares a word's text only when its hash already matches, which is rare: slicing
 * and folding every word of every post up front was about a twentieth of the ranking.
 * Pure: no I/O here.
 */
import { charClass, FOLDED_SHIFT, FOLDS_TO_ONE } from './text'

/**
 * How a word's slice of the text becomes the word: as it is, lowered (it has ASCII
 * capitals and nothing else to fold), or folded code point by code point.
 */
export const AS_IS = 0
export const LOWER = 1
export const FOLD = 2

/**
 * A word's span is one small integer (31 bits to V8, so span arrays stay unboxed): its
 * start, its length and its folding, in fields of these widths.
 */
const FOLDING_BITS = 2
const LENGTH_BITS = 14
const FOLDING_MASK = (1 << FOLDING_BITS) - 1
const LENGTH_MASK = (1 << LENGTH_BITS) - 1
const START_SHIFT = FOLDING_BITS + LENGTH_BITS
/** Texts this long or longer do not fit in spans: they are read another way (see scan.ts). */
export const MAX_SPANNED_LENGTH = 1 << LENGTH_BITS

/**
 * A code unit lowered as a LOWER word is: ASCII capitals become small letters, and every
 * other code unit of such a word (and of an AS_IS word) stays as it is.
 */
function lowerAscii(code: number): number {
  return code >= 0x41 && code <= 0x5a ? code | 0x20 : code
}

/** The span of a word given as a string rather than read from the text. */
const GIVEN = -1

function spanStart(span: number): number {
  return span >> START_SHIFT
}

function spanLength(span: number): number {
  return (span >> FOLDING_BITS) & LENGTH_MASK
}

/** The word `text[start, end)` with each code point folded on its own (see FOLDS_TO_ONE). */
function foldWord(text: string, start: number, end: number): string {
  let folded = ''
  let kept = start
  for (let i = start; i < end; ) {
    const codePoint = text.codePointAt(i) as number
    const width = codePoint > 0xffff ? 2 : 1
    const bits = charClass(codePoint)
    if (bits & FOLDS_TO_ONE) {
      folded += text.slice(kept, i) + String.fromCodePoint(bits >>> FOLDED_SHIFT)
      kept = i + width
    }
    i += width
  }
  return folded + text.slice(kept, end)
}

/**
 * The span of the word `text[start, end)`, made into a string with `folding`: what
 * `Words` reads it back from.
 */
export function spanOf(start: number, end: number, folding: number): number {
  return (start << START_SHIFT) | ((end - start) << FOLDING_BITS) | folding
}

/** Appends a word given as a string (its place in `given`) to `spans`. */
export function pushGiven(spans: number[]): void {
  spans.push(GIVEN)
}

export class Words {
  /** `hashWord` of each word, in order. */
  readonly hashes: readonly number[]
  /** The text the spans are read from. */
  readonly text: string
  /** The span of each word (see spanOf and pushGiven). */
  readonly spans: readonly number[]
  /** The words given as strings, at their places (a word spanned in the text has none). */
  readonly given: readonly (string | undefined)[] | undefined

  /**
   * The words spanned in `text` by `spans` (see spanOf and pushGiven); `given` holds
   * the words given as strings at their places.
   */
  constructor(
    text: string,
    spans: readonly number[],
    hashes: readonly number[],
    given?: readonly (string | undefined)[],
  ) {
    this.text = text
    this.spans = spans
    this.hashes = hashes
    this.given = given
  }

  /** Words given as strings; `hashes` are their `hashWord`s. */
  static of(words: readonly string[], hashes: readonly number[]): Words {
    const spans: number[] = []
    for (let i = 0; i < words.length; i++) pushGiven(spans)
    return new Words('', spans, hashes, words)
  }

  get length(): number {
    return this.hashes.length
  }

  /** The word at `index`, as a string. */
  at(index: number): string {
    const span = this.spans[index] as number
    if (span === GIVEN) return this.given?.[index] as string
    const start = spanStart(span)
    const end = start + spanLength(span)
    const folding = span & FOLDING_MASK
    const text = this.text
    if (folding === AS_IS) return text.slice(start, end)
    if (folding === LOWER) return text.slice(start, end).toLowerCase()
    return foldWord(text, start, end)
  }

  /**
   * Whether the word at `index` is `word`. A word the text holds as it is, or with ASCII
   * capitals only, is compared in place, without making it a string.
   */
  is(index: number, word: string): boolean {
    const span = this.spans[index] as number
    if (span === GIVEN) return this.given?.[index] === word
    if ((span & FOLDING_MASK) === FOLD) return this.at(index) === word
    if (spanLength(span) !== word.length) return false
    const text = this.text
    const start = spanStart(span)
    for (let k = 0; k < word.length; k++) {
      if (lowerAscii(text.charCodeAt(start + k)) !== word.charCodeAt(k)) return false
    }
    return true
  }

  /** Whether the words at `first` and `second` are the same word. */
  same(first: number, second: number): boolean {
    const firstSpan = this.spans[first] as number
    const secondSpan = this.spans[second] as number
    if (
      firstSpan === GIVEN ||
      secondSpan === GIVEN ||
      (firstSpan & FOLDING_MASK) === FOLD ||
      (secondSpan & FOLDING_MASK) === FOLD
    ) {
      return this.at(first) === this.at(second)
    }
    const length = spanLength(firstSpan)
    if (spanLength(secondSpan) !== length) return false
    const text = this.text
    const firstStart = spanStart(firstSpan)
    const secondStart = spanStart(secondSpan)
    for (let k = 0; k < length; k++) {
      const code = lowerAscii(text.charCodeAt(firstStart + k))
      if (code !== lowerAscii(text.charCodeAt(secondStart + k))) return false
    }
    return true
  }

  /** Every word, as strings, in order. */
  toArray(): string[] {
    const list: string[] = []
    for (let index = 0; index < this.hashes.length; index++) list.push(this.at(index))
    return list
  }
}
