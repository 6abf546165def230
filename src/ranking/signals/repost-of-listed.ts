/** A pure repost whose original is in the list too: the original carries the same text. */
import type { ListedPost, ListSignal } from './signal'

export const repostOfListed = {
  name: 'repostOfListed',
  detect: (list) => {
    const ids = new Set<string>()
    for (const { post } of list) ids.add(post.id)
    const reposts: number[] = []
    for (const { post, facts } of list) {
      const original = facts.referencedPostId
      reposts.push(post.kind === 'repost' && original !== null && ids.has(original) ? 1 : 0)
    }
    return reposts
  },
} as const satisfies ListSignal<string, ListedPost>
