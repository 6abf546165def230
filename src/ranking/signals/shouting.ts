/** Mostly capital letters, over a text long enough for that to mean shouting. */
import { byCodePoint } from '../text/code-points'
import type { PostSignal } from './signal'

const MIN_LETTERS = 12
const MAX_CAPITAL_SHARE = 0.7
const LETTER = /^\p{L}$/u
const CAPITAL = /^\p{Lu}$/u
/** What a code point is, remembered: 0 not a letter, 1 a letter, 2 a capital. */
const kindBeyondAscii = byCodePoint((codePoint) => {
  const char = String.fromCodePoint(codePoint)
  return CAPITAL.test(char) ? 2 : LETTER.test(char) ? 1 : 0
})

function kindOf(codePoint: number): number {
  if (codePoint < 0x80) {
    if (codePoint >= 0x41 && codePoint <= 0x5a) return 2
    return codePoint >= 0x61 && codePoint <= 0x7a ? 1 : 0
  }
  return kindBeyondAscii(codePoint)
}

export const shouting = {
  name: 'shouting',
  // Letters and capitals counted in code points, each code point's kind remembered.
  detect: ({ post }) => {
    const text = post.text
    let letters = 0
    let capitals = 0
    for (let i = 0; i < text.length; i++) {
      const codePoint = text.codePointAt(i) as number
      if (codePoint > 0xffff) i++
      const kind = kindOf(codePoint)
      if (kind !== 0) letters++
      if (kind === 2) capitals++
    }
    return letters >= MIN_LETTERS && capitals / letters > MAX_CAPITAL_SHARE ? 1 : 0
  },
} as const satisfies PostSignal
