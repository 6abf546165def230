/**
 * Link bait, giveaways and get-rich-quick offers. A post has link bait when its words
 * hold one of PHRASES the way a quoted search finds a phrase (whole words in a row, in
 * any case or width, accents aside, punctuation between them ignored), or an offer of
 * money per day, week or hour (`$500/day`), or one of the Japanese phrases. Reading the
 * words the tokeniser already hashed costs a fraction of one case-insensitive regex over
 * the text. Pure: no I/O here.
 */
import { hashWord } from './scan'
import type { Words } from './words'

/**
 * Words in a row, as the tokeniser writes them (folded); `a|b` where either word will do,
 * `#` a number (a word that starts with a digit).
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

/** One word of a phrase: any of `words` (`hashes` their `hashWord`s), or any number. */
interface Slot {
  words: readonly string[]
  hashes: readonly number[]
  number: boolean
}

function parseSlot(text: string): Slot {
  if (text === '#') return { words: [], hashes: [], number: true }
  const words = text.split('|')
  return { words, hashes: words.map(hashWord), number: false }
}

/** Phrases by the hash of each word that can start them. */
const BY_FIRST_WORD = new Map<number, (readonly Slot[])[]>()
/** Whether any first word's hash has these low 8 bits: most words are ruled out here. */
const MAYBE_FIRST_WORD = new Uint8Array(256)
for (const text of PHRASES) {
  const phrase = text.split(' ').map(parseSlot)
  for (const hash of (phrase[0] as Slot).hashes) {
    BY_FIRST_WORD.set(hash, [...(BY_FIRST_WORD.get(hash) ?? []), phrase])
    MAYBE_FIRST_WORD[hash & 0xff] = 1
  }
}

/** Whether word `index` of `words` fills the slot. */
function slotHolds(slot: Slot, words: Words, index: number): boolean {
  if (slot.number) {
    const first = words.at(index).charCodeAt(0)
    return first >= 0x30 && first <= 0x39
  }
  const hash = words.hashes[index] as number
  for (let k = 0; k < slot.words.length; k++) {
    if (slot.hashes[k] === hash && words.is(index, slot.words[k] as string)) return true
  }
  return false
}

function phraseAt(phrase: readonly Slot[], words: Words, start: number): boolean {
  if (start + phrase.length > words.length) return false
  for (let k = 0; k < phrase.length; k++) {
    if (!slotHolds(phrase[k] as Slot, words, start + k)) return false
  }
  return true
}

/** Whether `words` hold one of PHRASES. */
export function hasBaitPhrase(words: Words): boolean {
  const hashes = words.hashes
  for (let i = 0; i < hashes.length; i++) {
    const hash = hashes[i] as number
    if (!MAYBE_FIRST_WORD[hash & 0xff]) continue
    const phrases = BY_FIRST_WORD.get(hash)
    if (!phrases) continue
    for (const phrase of phrases) if (phraseAt(phrase, words, i)) return true
  }
  return false
}

/**
 * Whether a post's text, with its words, has link bait.
 * `unspaced`: whether the text has a code point of a script written without spaces,
 * as every Japanese phrase does (when not known, the text is searched for them).
 */
export function hasLinkBait(text: string, words: Words, unspaced = true): boolean {
  return (
    hasBaitPhrase(words) ||
    (text.includes('$') && MONEY_PER_TIME.test(text)) ||
    (unspaced && JAPANESE_PHRASES.test(text))
  )
}
