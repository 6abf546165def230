/** Mostly capital letters, over a text long enough for that to mean shouting. */
import type { PostSignal } from './signal'

const MIN_LETTERS = 12
const MAX_CAPITAL_SHARE = 0.7

export const shouting = {
  name: 'shouting',
  // Letters and capitals counted in code points (text/character-counts.ts).
  detect: ({ characters: { letters, capitals } }) =>
    letters >= MIN_LETTERS && capitals / letters > MAX_CAPITAL_SHARE ? 1 : 0,
} as const satisfies PostSignal
