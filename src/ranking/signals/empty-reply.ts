/** A reply that carries nothing on its own: "thanks!", "this!", a lone emoji, "congrats". */
import type { PostSignal } from './signal'

const MAX_TERMS = 3

export const emptyReply = {
  name: 'emptyReply',
  // termEntries: the terms each once (termSet's), which analysis already holds.
  detect: ({ post, termEntries }) =>
    (post.kind === 'reply' || post.kind === 'quote') && termEntries.length <= MAX_TERMS ? 1 : 0,
} as const satisfies PostSignal
