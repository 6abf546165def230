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
  // Letters and capitals counted in code points, each code point's kind remembered. Each
  // other letter (small, or of a script without capitals) is a chance to stop early: once the
  // capitals so far, with every code unit left taken for a capital, no longer make the share,
  // the text is not shouting (the benchmark's texts stop after 38 % of their code units).
  detect: ({ post }) => {
    const text = post.text
    let capitals = 0
    let others = 0 // letters that are not capitals
    for (let i = 0; i < text.length; i++) {
      const codePoint = text.codePointAt(i) as number
      if (codePoint > 0xffff) i++
      const kind = kindOf(codePoint)
      if (kind === 2) capitals++
      else if (kind === 1) {
        others++
        const most = capitals + text.length - i
        if (most / (most + others) <= MAX_CAPITAL_SHARE) return 0
      }
    }
    const letters = capitals + others
    return letters >= MIN_LETTERS && capitals / letters > MAX_CAPITAL_SHARE ? 1 : 0
  },
} as const satisfies PostSignal
