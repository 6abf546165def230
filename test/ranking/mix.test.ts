import { describe, expect, it } from 'vitest'
import { mixCandidates, shownTo } from '../../src/ranking/mix'
import { analyzed } from '../fixtures/posts'

const rules = {
  maxResults: 10,
  readerId: 'a-me',
  hiddenAuthors: new Set<string>(),
  likedIds: new Set<string>(),
}

const network = Array.from({ length: 12 }, (_, index) =>
  analyzed({
    text: `timeline ${index}`,
    author: { username: `friend${index % 3}` },
    ageHours: index,
  }),
)
const found = Array.from({ length: 8 }, (_, index) =>
  analyzed({
    text: `found ${index}`,
    author: { username: `stranger${index}` },
    ageHours: index + 0.5,
  }),
)

describe('mixCandidates', () => {
  it('keeps at most half the feed from outside the network when the network fills the rest', () => {
    const mixed = mixCandidates(network, found, rules)
    expect(mixed.posts).toHaveLength(10)
    expect(mixed.outOfNetwork.size).toBe(5)
    // Each part keeps its newest; the feed is newest first.
    expect(
      mixed.posts.filter((post) => mixed.outOfNetwork.has(post.post.id)).map((p) => p.post.text),
    ).toEqual(['found 0', 'found 1', 'found 2', 'found 3', 'found 4'])
    const times = mixed.posts.map((post) => post.createdAtMs)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('fills from outside when the network has too few posts, and the reverse', () => {
    expect(mixCandidates(network.slice(0, 2), found, rules).outOfNetwork.size).toBe(8)
    expect(mixCandidates(network, found.slice(0, 1), rules).posts).toHaveLength(10)
    expect(mixCandidates([], [], rules).posts).toEqual([])
  })

  it("drops duplicates, the reader's own posts, liked posts and hidden accounts", () => {
    const own = analyzed({ text: 'my own post', author: { username: 'me' } })
    const hidden = analyzed({ text: 'muted', author: { username: 'loud' } })
    const liked = found[1]
    const mixed = mixCandidates(
      [...network.slice(0, 3), own],
      [network[0] as (typeof network)[number], hidden, ...found],
      {
        ...rules,
        hiddenAuthors: new Set(['a-loud']),
        likedIds: new Set([liked?.post.id ?? '']),
      },
    )
    const ids = mixed.posts.map((post) => post.post.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).not.toContain(own.post.id)
    expect(ids).not.toContain(hidden.post.id)
    expect(ids).not.toContain(liked?.post.id)
  })

  it('drops a pure repost of a post the reader liked, not a quote of it: they have read it', () => {
    const liked = found[2] as (typeof found)[number]
    const repost = analyzed({
      text: `RT @stranger2: ${liked.post.text}`,
      kind: 'repost',
      author: { username: 'friend0' },
      facts: { referencedPostId: liked.post.id },
    })
    const quote = analyzed({
      text: 'this, and here is why',
      kind: 'quote',
      author: { username: 'friend1' },
      facts: { referencedPostId: liked.post.id },
    })
    const ofOther = analyzed({
      text: 'RT @stranger3: found 3',
      kind: 'repost',
      author: { username: 'friend2' },
      facts: { referencedPostId: found[3]?.post.id ?? null },
    })
    const likedIds = new Set([liked.post.id])
    const ids = mixCandidates([repost, quote, ofOther], [], { ...rules, likedIds }).posts.map(
      (post) => post.post.id,
    )
    expect(ids.sort()).toEqual([quote.post.id, ofOther.post.id].sort())
    expect(shownTo(repost, { ...rules, likedIds })).toBe(false)
    expect(shownTo(repost, rules)).toBe(true)
  })

  it('counts a found post by an author of the network as from the network', () => {
    const byFriend = analyzed({ text: 'found, by a friend', author: { username: 'friend1' } })
    const mixed = mixCandidates(network, [byFriend], rules)
    expect(mixed.posts.map((post) => post.post.id)).toContain(byFriend.post.id)
    expect(mixed.outOfNetwork.has(byFriend.post.id)).toBe(false)
  })
})
