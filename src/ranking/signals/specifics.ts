/** A post that gives figures (a number, a measurement, a time): specific rather than vague. */
import type { PostSignal } from './signal'

/**
 * A number that is not only a list marker (`1/`) or the count in "7 tools": a measurement, a
 * share, a sum, or any number of two digits or more. A unit such as `mph` may follow a number
 * written with separators (`1,5 kw`), and whatever came before its last digit, the unit comes
 * after that digit and the separators that follow it: that is all the pattern asks, so the engine
 * tries each digit a few steps at most. `\d[\d,.]*` before the unit read the rest of a run such as
 * `1,1,1,…` again from every digit of it: a long post of them took most of a second.
 */
export const FIGURE =
  /\d+(?:[.,:]\d+)?\s?(?:%|°|ms|s\b|h\b|km|kg|g\b|ml|min|gb|mb|kb|x\b|€|£)|[$€£]\s?\d|\d[,.]*\s?(?:mph|kwh|kw|mw|gw|bar\b|fps)|\d{2,}/iu

export const specifics = {
  name: 'specifics',
  detect: ({ post }) => (FIGURE.test(post.text) ? 1 : 0),
} as const satisfies PostSignal
