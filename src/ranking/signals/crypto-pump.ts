/**
 * Pump posts: a cashtag (`$PEPEX`) with the hype that sells it (`100x`, "early", "presale",
 * "gem", 🚀). A cashtag alone is not a pump: analysts write `$TSLA` too.
 */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

/** X's cashtags: `$` and a symbol of letters, not a price. */
const CASHTAG = /(?:^|[^\p{L}\p{N}_])\$[a-z][a-z0-9_]*/iu
/** Multiples: 10x, 100x, x100, 1000x. */
const MULTIPLE = /\b(?:\d{2,}x|x\d{2,})\b/iu
const HYPE_EMOJI = /🚀|💎|🌙/u

export const PHRASES: readonly string[] = [
  'presale|preventa|presales',
  'pre venda',
  'still early',
  'we re early',
  'estamos temprano',
  'gem|gems',
  'to the moon',
  'memecoin|memecoins',
  'don t miss it',
  'before listing',
  'antes de que sea tarde',
]

const hasPhrase = phraseFinder(PHRASES)

export const cryptoPump = {
  name: 'cryptoPump',
  detect: ({ post, entries }) =>
    post.text.includes('$') &&
    CASHTAG.test(post.text) &&
    (MULTIPLE.test(post.text) || HYPE_EMOJI.test(post.text) || hasPhrase(entries))
      ? 1
      : 0,
} as const satisfies PostSignal
