/** A letter, emoji or ! ? . repeated four or more times in a row ("sooooo", "🔥🔥🔥🔥", "!!!!"). */
import type { PostSignal } from './signal'

const REPEATED = /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u

export const repeatedCharacters = {
  name: 'repeatedCharacters',
  // The rule is the regex, a slow one; a text without a code point four times in a row
  // (variation selectors aside: text/character-counts.ts) cannot match it
  // (test/ranking/spam.test.ts compares the two on hostile text).
  detect: ({ post, characters }) => (characters.runOfFour && REPEATED.test(post.text) ? 1 : 0),
} as const satisfies PostSignal
