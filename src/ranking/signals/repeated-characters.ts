/** A letter, emoji or ! ? . repeated four or more times in a row ("sooooo", "🔥🔥🔥🔥", "!!!!"). */
import type { PostSignal } from './signal'

const REPEATED = /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u

/** Whether some code point comes four times in a row (variation selectors aside). */
function hasRunOfFour(text: string): boolean {
  let previous = -1
  let run = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i) as number
    if (code > 0xffff) i++
    if (code === 0xfe0f) continue
    run = code === previous ? run + 1 : 1
    previous = code
    if (run >= 4) return true
  }
  return false
}

export const repeatedCharacters = {
  name: 'repeatedCharacters',
  // The rule is the regex, a slow one; a text without a code point four times in a row cannot
  // match it (test/ranking/spam.test.ts compares the two on hostile text).
  detect: ({ post }) => (hasRunOfFour(post.text) && REPEATED.test(post.text) ? 1 : 0),
} as const satisfies PostSignal
