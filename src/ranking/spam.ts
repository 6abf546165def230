/** Spam signals of a post's text, computed once per post. Pure: no I/O here. */
import { charClass, LETTER, UPPERCASE } from './text'

export interface SpamSignals {
  hashtagCount: number
  /** A character or emoji repeated four or more times in a row ("sooooo", "🔥🔥🔥🔥"). */
  repeatedCharacters: boolean
  /** Few distinct words in a text of some length: keyword stuffing ("rust async rust async…"). */
  repetitiveWords: boolean
  /** Phrases of link bait, giveaways and get-rich-quick offers. */
  linkBait: boolean
  /** Mostly capital letters over a text long enough for that to mean shouting. */
  shouting: boolean
  hasLink: boolean
}

const REPEATED = /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u
const LINK_BAIT = new RegExp(
  [
    "you won'?t believe",
    'what happened next',
    'click (?:the )?link',
    'link in (?:my )?bio',
    '\\bdm me\\b',
    '\\bgiveaway\\b',
    'free (?:crypto|btc|eth|money|iphone)',
    'earn \\$?\\d',
    '\\$\\d[\\d,]*\\s*(?:/|per )\\s*(?:day|week|hour)',
    '\\b100x\\b',
    'guaranteed (?:profit|returns?)',
    'limited time only',
    'act now',
    'follow (?:&|and) retweet',
    'gana dinero',
    'gagne[rz]? de l.argent',
    '今すぐ(?:登録|クリック)',
    '無料プレゼント',
  ].join('|'),
  'iu',
)
const VARIATION_SELECTOR_16 = 0xfe0f

const MIN_WORDS_FOR_DIVERSITY = 8
const MIN_DISTINCT_SHARE = 0.6

/**
 * `distinctTokens` is the number of different tokens, when the caller already knows it.
 *
 * One pass over the code points counts letters and capitals and looks for a code point
 * repeated four times in a row (variation selectors aside): `REPEATED` (a regex with a
 * back-reference, slow on every text) then only confirms the rare candidates.
 */
export function spamSignals(
  text: string,
  hashtagCount: number,
  tokens: readonly string[],
  distinctTokens?: number,
): SpamSignals {
  let letters = 0
  let upper = 0
  let previous = -1
  let run = 0
  let repeatCandidate = false
  for (let i = 0; i < text.length; ) {
    const codePoint = text.codePointAt(i) as number
    i += codePoint > 0xffff ? 2 : 1
    const bits = charClass(codePoint)
    if (bits & LETTER) {
      letters++
      if (bits & UPPERCASE) upper++
    }
    if (codePoint === VARIATION_SELECTOR_16) continue
    if (codePoint === previous) {
      if (++run >= 4) repeatCandidate = true
    } else {
      previous = codePoint
      run = 1
    }
  }
  return {
    hashtagCount,
    repeatedCharacters: repeatCandidate && REPEATED.test(text),
    repetitiveWords:
      tokens.length >= MIN_WORDS_FOR_DIVERSITY &&
      (distinctTokens ?? new Set(tokens).size) / tokens.length < MIN_DISTINCT_SHARE,
    linkBait: LINK_BAIT.test(text),
    shouting: letters >= 12 && upper / letters > 0.7,
    hasLink: text.includes('http://') || text.includes('https://'),
  }
}
