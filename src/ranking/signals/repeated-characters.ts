/** A letter, emoji or ! ? . repeated four or more times in a row ("sooooo", "🔥🔥🔥🔥", "!!!!"). */
import type { PostSignal } from './signal'

const REPEATED = /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u

export const repeatedCharacters = {
  name: 'repeatedCharacters',
  detect: ({ post }) => (REPEATED.test(post.text) ? 1 : 0),
} as const satisfies PostSignal
