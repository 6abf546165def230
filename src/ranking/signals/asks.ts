/**
 * A post that asks a question ("what's your go-to?", "¿con cebolla o sin?", "どう思う？"): it
 * asks for what others know rather than telling what its author does. Links are left out: a
 * link's query string is not a question.
 */
import { includesAny } from './characters'
import type { PostSignal } from './signal'

const LINK = /https?:\/\/\S+/gu
/** Question marks: ASCII, full-width, opening. */
const QUESTION_MARKS = ['?', '？', '¿']

export const asks = {
  name: 'asks',
  // Leaving links out only takes question marks away: a text without one needs no more look.
  detect: ({ post }) =>
    includesAny(post.text, QUESTION_MARKS) &&
    includesAny(post.text.replace(LINK, ' '), QUESTION_MARKS)
      ? 1
      : 0,
} as const satisfies PostSignal
