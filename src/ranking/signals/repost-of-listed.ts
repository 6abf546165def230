/** A pure repost whose original is in the list too: the original carries the same text. */
import type { AnalyzedPost } from '../analysis'
import type { ListSignal } from './signal'

export const repostOfListed = {
  name: 'repostOfListed',
  detect: (list) => {
    const ids = new Set(list.map((post) => post.post.id))
    return list.map(({ post, facts }) =>
      post.kind === 'repost' && facts.referencedPostId !== null && ids.has(facts.referencedPostId)
        ? 1
        : 0,
    )
  },
} as const satisfies ListSignal<string, AnalyzedPost>
