/**
 * A post that asks a question ("what's your go-to?", "¿con cebolla o sin?", "どう思う？"): it
 * asks for what others know rather than telling what its author does. Links are left out: a
 * link's query string is not a question.
 */
import type { PostSignal } from './signal'

const LINK = /https?:\/\/\S+/gu

/** A question mark, ASCII, full-width or opening (three `includes` beat a regex of the three). */
function hasQuestionMark(text: string): boolean {
  return text.includes('?') || text.includes('？') || text.includes('¿')
}

export const asks = {
  name: 'asks',
  // Leaving links out only takes question marks away: a text without one needs no more look.
  detect: ({ post }) =>
    hasQuestionMark(post.text) && hasQuestionMark(post.text.replace(LINK, ' ')) ? 1 : 0,
} as const satisfies PostSignal
