/** Spam signals of a post's text, computed once per post. Pure: no I/O here. */
import { hasLinkBait } from './link-bait'
import { type CharacterCounts, countCharacters } from './scan'
import { hasFewDistinct } from './terms'
import type { Words } from './words'

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
const MIN_WORDS_FOR_DIVERSITY = 8
const MIN_DISTINCT_SHARE = 0.6

/**
 * `words` are the text's words; `characters` the counts of the text's characters, when
 * the caller already knows them.
 *
 * `REPEATED` (a regex with a back-reference, slow on every text) only confirms the rare
 * texts where `countCharacters` found a code point repeated four times in a row.
 */
export function spamSignals(
  text: string,
  hashtagCount: number,
  words: Words,
  characters: CharacterCounts = countCharacters(text),
): SpamSignals {
  const { letters, uppercase, repeatCandidate, unspaced, linkMarker } = characters
  return {
    hashtagCount,
    repeatedCharacters: repeatCandidate && REPEATED.test(text),
    repetitiveWords:
      words.length >= MIN_WORDS_FOR_DIVERSITY && hasFewDistinct(words, MIN_DISTINCT_SHARE),
    linkBait: hasLinkBait(text, words, unspaced),
    shouting: letters >= 12 && uppercase / letters > 0.7,
    hasLink: linkMarker,
  }
}
