/**
 * Pump posts: a cashtag (`$PEPEX`) with the hype that sells it ("presale", "memecoin", or two
 * of `100x`, "still early", "gem", 🚀, 💎). A cashtag alone is not a pump, and nor is a cashtag
 * with one word an investor also writes: "$NVDA traded 10x its average volume", "$AAPL is a gem
 * of a business", "$VTI, still early in my investing journey".
 */
import { phraseCounter } from './phrases'
import type { PostSignal } from './signal'

/**
 * X's cashtags: `$` and a symbol of letters, not a price, and not inside a word. The pattern
 * starts at the `$`, what comes before it looked back on, so the engine looks for a `$` first.
 */
const CASHTAG = /(?<![\p{L}\p{N}_])\$[a-z]/iu
/** Multiples: 10x, 100x, x100, 1000x. */
const MULTIPLE = /\b(?:\d{2,}x|x\d{2,})\b/iu
/**
 * A multiple promised ("will 100x", "about to 50x"): hype on its own beside a cashtag, where a
 * multiple that happened ("$NVDA traded 10x its volume") is one word of it. It starts at the
 * multiple, the promise looked back on (a fifth of the time of trying the verbs at every word).
 */
const PROMISED_MULTIPLE = /(?<=\b(?:will|gonna|going to|about to|set to)\s+)(?:\d{2,}x|x\d{2,})\b/iu
/** The hype emoji: each different one is one more word of hype. */
const HYPE_EMOJI = ['🚀', '💎', '🌙']

/** Hype that sells a coin on its own, beside a cashtag, in the languages of the corpus. */
export const PHRASES: readonly string[] = [
  // English, and the words every language borrows.
  'presale|presales',
  'to the moon',
  'memecoin|memecoins',
  'before listing',
  // Spanish.
  'preventa',
  'a la luna',
  // German.
  'vorverkauf',
  'zum mond',
  // French.
  'prevente',
  'vers la lune',
  // Portuguese.
  'pre venda',
  'para a lua',
  // Italian.
  'prevendita',
  'sulla luna',
]

/** Hype an investor's post can hold too: a pump when two are found (with `100x` and 🚀 each one). */
export const EVERYDAY_PHRASES: readonly string[] = [
  'still early',
  'we re early',
  'gem|gems',
  'don t miss it',
  'ape in',
  'get in early|now',
  'estamos temprano',
  'antes de que sea tarde',
  'entra ya',
  'sind noch fruh',
  'jetzt einsteigen',
  'est encore tot',
  'entre maintenant',
  'entra agora',
  'entra ora',
]

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)

/**
 * How much hype a post holds, counting up to 2: a phrase that sells alone, or a multiple
 * promised, counts 2.
 */
function hype(text: string, entries: Parameters<typeof phrasesFound>[0]): number {
  if (PROMISED_MULTIPLE.test(text)) return 2
  let found = MULTIPLE.test(text) ? 1 : 0
  for (const emoji of HYPE_EMOJI) if (text.includes(emoji)) found++
  return found >= 2 ? found : found + phrasesFound(entries, 2 - found)
}

export const cryptoPump = {
  name: 'cryptoPump',
  detect: ({ post, entries }) => (CASHTAG.test(post.text) && hype(post.text, entries) >= 2 ? 1 : 0),
} as const satisfies PostSignal
