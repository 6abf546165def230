/**
 * What the character rules read of a text, counted over its code points, links included:
 * letters and capitals (shouting), whether a code point comes four times in a row (repeated
 * characters), and whether it holds a code point where the Japanese and Chinese scripts are
 * (the rules' patterns in those scripts). Pure: no I/O here.
 *
 * `characterCounts` is the definition. The post scanner (scan.ts) feeds the same counter each
 * code point as it reads them for the words, so most posts are read once for both;
 * test/ranking/word-table.test.ts checks the two equal.
 */
import { byCodePoint } from './code-points'

export interface CharacterCounts {
  /** Code points that are letters (`\p{L}`). */
  readonly letters: number
  /** Of which capitals (`\p{Lu}`). */
  readonly capitals: number
  /** Whether some code point comes four times in a row (variation selectors U+FE0F aside). */
  readonly runOfFour: boolean
  /**
   * Whether it holds a code point from U+2E80 to U+FFFF: CJK radicals and punctuation, kana,
   * the ideographs, Hangul, full-width forms (and more). A pattern that needs a Han or kana
   * character (the rules' `HAN_OR_KANA_` patterns) cannot match a text without one.
   */
  readonly cjk: boolean
}

const LETTER = /^\p{L}$/u
const CAPITAL = /^\p{Lu}$/u
const VARIATION_SELECTOR = 0xfe0f
const FIRST_CJK = 0x2e80

/** What a code point is, remembered: 0 not a letter, 1 a letter, 2 a capital. */
const kindBeyondAscii = byCodePoint((codePoint) => {
  const char = String.fromCodePoint(codePoint)
  return CAPITAL.test(char) ? 2 : LETTER.test(char) ? 1 : 0
})

function letterKind(codePoint: number): number {
  if (codePoint < 0x80) {
    if (codePoint >= 0x41 && codePoint <= 0x5a) return 2
    return codePoint >= 0x61 && codePoint <= 0x7a ? 1 : 0
  }
  return kindBeyondAscii(codePoint)
}

/** The counts of a text under way, a code point at a time, in order. */
export class CharacterCounter implements CharacterCounts {
  letters = 0
  capitals = 0
  runOfFour = false
  cjk = false
  private previous = -1
  private run = 0

  add(codePoint: number): void {
    const kind = letterKind(codePoint)
    if (kind !== 0) {
      this.letters++
      if (kind === 2) this.capitals++
    }
    if (codePoint !== VARIATION_SELECTOR) {
      this.run = codePoint === this.previous ? this.run + 1 : 1
      this.previous = codePoint
      if (this.run >= 4) this.runOfFour = true
    }
    if (codePoint >= FIRST_CJK && codePoint <= 0xffff) this.cjk = true
  }

  /** Adds the code points of `text` from `start` to `end` (a lone surrogate is one). */
  addText(text: string, start: number, end: number): void {
    for (let i = start; i < end; i++) {
      const codePoint = text.codePointAt(i) as number
      if (codePoint > 0xffff) i++
      this.add(codePoint)
    }
  }
}

/** The counts of a whole text: the definition. */
export function characterCounts(text: string): CharacterCounts {
  const counter = new CharacterCounter()
  counter.addText(text, 0, text.length)
  return counter
}
