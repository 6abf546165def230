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

/** The hype, in the languages of the corpus (a cashtag's own hype, 🚀 and `100x`, is in any). */
export const PHRASES: readonly string[] = [
  // English, and the words every language borrows.
  'presale|presales',
  'still early',
  'we re early',
  'gem|gems',
  'to the moon',
  'memecoin|memecoins',
  'don t miss it',
  'before listing',
  // Spanish.
  'preventa',
  'estamos temprano',
  'antes de que sea tarde',
  'a la luna',
  // German.
  'vorverkauf',
  'sind noch fruh',
  'zum mond',
  // French.
  'prevente',
  'est encore tot',
  'vers la lune',
  // Portuguese.
  'pre venda',
  'para a lua',
  // Italian.
  'prevendita',
  'sulla luna',
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
