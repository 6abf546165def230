/** A reply that carries nothing on its own: "thanks!", "this!", a lone emoji, "congrats". */
import type { PostSignal } from './signal'

const MAX_TERMS = 3

export const emptyReply = {
  name: 'emptyReply',
  detect: ({ post, termSet }) =>
    (post.kind === 'reply' || post.kind === 'quote') && termSet.size <= MAX_TERMS ? 1 : 0,
} as const satisfies PostSignal
