/** Few different words in a text of some length: keyword stuffing ("rust async rust async…"). */
import type { PostSignal } from './signal'

const MIN_WORDS = 8
const MIN_DISTINCT_SHARE = 0.6

export const keywordStuffing = {
  name: 'keywordStuffing',
  // Entries are one per word, so a Set of them holds each different word once.
  detect: ({ entries }) =>
    entries.length >= MIN_WORDS && new Set(entries).size / entries.length < MIN_DISTINCT_SHARE
      ? 1
      : 0,
} as const satisfies PostSignal
