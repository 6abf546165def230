/**
 * A post that asks a question ("what's your go-to?", "¿con cebolla o sin?", "どう思う？"): it
 * asks for what others know rather than telling what its author does. Links are left out: a
 * link's query string is not a question.
 */
import { stripLinks } from '../text/analyze'
import { includesAny } from './characters'
import type { PostSignal } from './signal'

/** Question marks: ASCII, full-width, opening. */
const QUESTION_MARKS = ['?', '？', '¿']

export const asks = {
  name: 'asks',
  detect: ({ post }) => (includesAny(stripLinks(post.text), QUESTION_MARKS) ? 1 : 0),
} as const satisfies PostSignal
