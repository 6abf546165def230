/** A post that gives figures (a number, a measurement, a time): specific rather than vague. */
import type { PostSignal } from './signal'

/** A number that is not only a list marker (`1/`) or the count in "7 tools". */
const FIGURE =
  /\d+(?:[.,:]\d+)?\s?(?:%|°|ms|s\b|h\b|km|kg|g\b|ml|min|gb|mb|kb|x\b|€|£)|[$€£]\s?\d|\d[\d,.]*\s?(?:mph|kwh|kw|mw|gw|bar\b|fps)|\d{2,}/iu

export const specifics = {
  name: 'specifics',
  detect: ({ post }) => (FIGURE.test(post.text) ? 1 : 0),
} as const satisfies PostSignal
