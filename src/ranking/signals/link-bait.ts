/**
 * Link bait, giveaways and get-rich-quick offers: one of PHRASES in the post's words (whole
 * words in a row, as a quoted search finds a phrase), an offer of money per day, week or hour
 * (`$500/day`), or one of the Japanese phrases.
 */
import type { PostSignal } from './signal'

/**
 * Words in a row, as the tokeniser writes them (folded); `a|b` where either word will do, `#`
 * a number (a word that starts with a digit).
 */
export const PHRASES: readonly string[] = [
  // An apostrophe ends a word: "won't" is `won t`.
  'you won t believe',
  'you wont believe',
  'what happened next',
  'click link',
  'click the link',
  'link in bio',
  'link in my bio',
  'dm me',
  'giveaway',
  'free crypto|btc|eth|money|iphone',
  'earn #',
  '100x',
  'guaranteed profit|return|returns',
  'limited time only',
  'act now',
  // "follow & retweet": & is not a word.
  'follow retweet',
  'follow and retweet',
  'gana dinero',
  'gagne|gagner|gagnez de l argent',
]

const MONEY_PER_TIME = /\$\d[\d,]*\s*(?:\/|per )\s*(?:day|week|hour)/i
/** Segmenter words are not stable enough to match these as word sequences. */
const JAPANESE_PHRASES = /今すぐ(?:登録|クリック)|無料プレゼント/

/** Each phrase as its slots (the words that fill each place), filed by the words it can start with. */
const PHRASES_BY_FIRST_WORD = new Map<string, (readonly (readonly string[])[])[]>()
const PHRASES_STARTING_WITH_A_NUMBER: (readonly (readonly string[])[])[] = []
for (const phrase of PHRASES) {
  const slots = phrase.split(' ').map((slot) => slot.split('|'))
  const first = slots[0] as readonly string[]
  if (first[0] === '#') PHRASES_STARTING_WITH_A_NUMBER.push(slots)
  for (const word of first) {
    PHRASES_BY_FIRST_WORD.set(word, [...(PHRASES_BY_FIRST_WORD.get(word) ?? []), slots])
  }
}

function fills(slot: readonly string[], word: string | undefined): boolean {
  if (word === undefined) return false
  return slot[0] === '#' ? /^[0-9]/.test(word) : slot.includes(word)
}

function phraseAt(slots: readonly (readonly string[])[], words: readonly string[], start: number) {
  return slots.every((slot, offset) => fills(slot, words[start + offset]))
}

/** Whether `words` hold one of PHRASES, its words in a row. */
export function hasBaitPhrase(words: readonly string[]): boolean {
  return words.some((word, start) => {
    const found = (slots: readonly (readonly string[])[]) => phraseAt(slots, words, start)
    const candidates = PHRASES_BY_FIRST_WORD.get(word)
    if (candidates?.some(found)) return true
    return /^[0-9]/.test(word) && PHRASES_STARTING_WITH_A_NUMBER.some(found)
  })
}

export const linkBait = {
  name: 'linkBait',
  detect: ({ post, words }) =>
    hasBaitPhrase(words) || MONEY_PER_TIME.test(post.text) || JAPANESE_PHRASES.test(post.text)
      ? 1
      : 0,
} as const satisfies PostSignal
