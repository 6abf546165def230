/** Spam signals of a post's text, computed once per post. Pure: no I/O here. */
import { hasLinkBait } from './link-bait'
import { type CharacterCounts, countCharacters, hashWord } from './scan'

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
 * `distinctTokens` is the number of different tokens, `characters` the counts of the
 * text's characters and `hashes` the tokens' `hashWord`s, when the caller already knows them.
 *
 * `REPEATED` (a regex with a back-reference, slow on every text) only confirms the rare
 * texts where `countCharacters` found a code point repeated four times in a row.
 */
export function spamSignals(
  text: string,
  hashtagCount: number,
  tokens: readonly string[],
  distinctTokens: number = new Set(tokens).size,
  characters: CharacterCounts = countCharacters(text),
  hashes: readonly number[] = tokens.map(hashWord),
): SpamSignals {
  const { letters, uppercase, repeatCandidate, unspaced, linkMarker } = characters
  return {
    hashtagCount,
    repeatedCharacters: repeatCandidate && REPEATED.test(text),
    repetitiveWords:
      tokens.length >= MIN_WORDS_FOR_DIVERSITY &&
      distinctTokens / tokens.length < MIN_DISTINCT_SHARE,
    linkBait: hasLinkBait(text, tokens, hashes, unspaced),
    shouting: letters >= 12 && uppercase / letters > 0.7,
    hasLink: linkMarker,
  }
}
