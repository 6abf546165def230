/** How many hashtags a post carries (X's entities), for the hashtag-stuffing penalties. */
import type { PostSignal } from './signal'

export const hashtagCount = {
  name: 'hashtagCount',
  detect: ({ post }) => post.hashtags.length,
} as const satisfies PostSignal
