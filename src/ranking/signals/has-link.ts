/** The text carries a link (`https?://`). */
import { hasLinkMarker } from '../../domain/post'
import type { PostSignal } from './signal'

export const hasLink = {
  name: 'hasLink',
  detect: ({ post }) => (hasLinkMarker(post.text) ? 1 : 0),
} as const satisfies PostSignal
