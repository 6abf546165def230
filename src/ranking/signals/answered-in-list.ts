/**
 * How many other authors of the list answered a post: replied to it, quoted it or reposted it.
 * In a home feed those are people the reader follows, so it is the reader's own network
 * vouching for the post (X's "social proof"). An empty reply ("thanks!") or a post a spam rule
 * catches vouches for nothing, and an author answering their own post is a thread, not a vote.
 * An answer is always newer than what it answers, so whenever a post is in a capped list, so
 * are its answers.
 */
import type { ListedPost, ListSignal } from './signal'

function vouches({ signals }: ListedPost): boolean {
  return (
    signals.emptyReply === 0 &&
    signals.scamOffer === 0 &&
    signals.giveaway === 0 &&
    signals.cryptoPump === 0 &&
    signals.engagementBait === 0 &&
    signals.followForFollow === 0
  )
}

export const answeredInList = {
  name: 'answeredInList',
  detect: (list) => {
    const positions = new Map<string, number>()
    for (let index = 0; index < list.length; index++) {
      positions.set((list[index] as ListedPost).post.id, index)
    }
    // The other authors who answered each post, made for the few posts answered at all.
    const answerers = new Array<Set<string> | undefined>(list.length)
    for (const answer of list) {
      const answered = answer.facts.referencedPostId
      const at = answered === null ? undefined : positions.get(answered)
      if (at === undefined || !vouches(answer)) continue
      const author = answer.post.author.id || answer.authorUsername
      const target = list[at] as ListedPost
      if (author === (target.post.author.id || target.authorUsername)) continue
      const authors = answerers[at]
      if (authors) authors.add(author)
      else answerers[at] = new Set([author])
    }
    const counts: number[] = []
    for (let index = 0; index < list.length; index++) counts.push(answerers[index]?.size ?? 0)
    return counts
  },
} as const satisfies ListSignal<string, ListedPost>
