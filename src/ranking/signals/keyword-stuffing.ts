/** Few different words in a text of some length: keyword stuffing ("rust async rust async…"). */
import type { PostSignal } from './signal'

const MIN_WORDS = 8
const MIN_DISTINCT_SHARE = 0.6

export const keywordStuffing = {
  name: 'keywordStuffing',
  detect: ({ entries, distinctWords }) =>
    entries.length >= MIN_WORDS && distinctWords / entries.length < MIN_DISTINCT_SHARE ? 1 : 0,
} as const satisfies PostSignal
