import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import seedPayload from '../../seed/posts.json'
import { parseQuery } from '../../src/ranking/query/parse'
import { searchCorpus } from '../../src/sources/mock'
import { buildSeedCorpus } from '../../src/sources/seed'

const corpus = buildSeedCorpus(seedPayload, Date.parse('2026-11-20T12:00:00.000Z'))

const PARTS = [
  'rust',
  'async',
  'coffee',
  'café',
  'decaf',
  'football',
  'soccer',
  'fútbol',
  'edge',
  'computing',
  'ラーメン',
  '東京',
  'the',
  'a',
  'missing-word',
  '"edge computing"',
  '"rust async"',
  '#climate',
  '#coffee',
  '#AI',
  '@ferrowheel',
  '@typedtess',
  '$GREEN',
  'from:ferrowheel',
  'from:borrowck_blues',
  'to:ferrowheel',
  'from:205785422',
  'to:205785422',
  'url:github.com',
  'conversation_id:2116033087396190261',
  '-conversation_id:2115874412496358013',
  'in_reply_to_tweet_id:2116801644201564678',
  'in_reply_to_status_id:2116033087396190261',
  'retweets_of:ferrowheel',
  'retweets_of:205785422',
  'lang:es',
  'lang:ja',
  'is:reply',
  'is:retweet',
  'is:quote',
  'is:verified',
  'has:mentions',
  'has:cashtags',
  'has:images',
  'has:links',
  'has:media',
  'has:geo',
  '-has:geo',
  '-is:nullcast',
  'OR',
  '-',
  '(',
  ')',
  '-is:retweet',
  '-coffee',
  '-(rust OR async)',
]
const query = fc
  .array(fc.constantFrom(...PARTS), { maxLength: 6 })
  .map((parts) => parts.join(' ').replaceAll('- ', '-'))

describe('mock search over the indexed seed corpus', () => {
  it('freezes the seed corpus, so it can be indexed', () => {
    expect(Object.isFrozen(corpus.posts)).toBe(true)
  })

  it('finds exactly the posts, in the order, that a full scan finds', () => {
    const unindexed = [...corpus.posts]
    fc.assert(
      fc.property(query, fc.integer({ min: 1, max: 120 }), (q, maxResults) => {
        const parsed = parseQuery(q)
        const ids = (posts: readonly { post: { id: string } }[]) => posts.map((p) => p.post.id)
        expect(ids(searchCorpus(corpus.posts, parsed, maxResults))).toEqual(
          ids(searchCorpus(unindexed, parsed, maxResults)),
        )
      }),
      { numRuns: 600 },
    )
  })

  it('finds with to: exactly the replies to that user, as X does, not posts that mention them', () => {
    const users = new Map(seedPayload.includes.users.map((user) => [user.id, user.username]))
    const replies = seedPayload.data.flatMap((post) =>
      'in_reply_to_user_id' in post && typeof post.in_reply_to_user_id === 'string'
        ? [{ id: post.id, to: users.get(post.in_reply_to_user_id) ?? '' }]
        : [],
    )
    const repliedTo = new Set(replies.map((reply) => reply.to))
    expect(repliedTo.size).toBeGreaterThan(5)
    for (const name of repliedTo) {
      const found = searchCorpus(corpus.posts, parseQuery(`to:${name.toUpperCase()}`), 1000)
      const expected = replies.filter((reply) => reply.to === name).map((reply) => reply.id)
      expect([name, found.map((entry) => entry.post.id).sort()]).toEqual([name, expected.sort()])
    }
  })

  it('finds with from: and to: by numeric user id what they find by username', () => {
    const ids = (q: string) =>
      searchCorpus(corpus.posts, parseQuery(q), 1000).map((entry) => entry.post.id)
    let replied = 0
    for (const user of seedPayload.includes.users) {
      const from = ids(`from:${user.username}`)
      expect(from.length).toBeGreaterThan(0)
      expect([user.id, ids(`from:${user.id}`)]).toEqual([user.id, from])
      const to = ids(`to:${user.username}`)
      expect([user.id, ids(`to:${user.id}`)]).toEqual([user.id, to])
      if (to.length > 0) replied++
    }
    expect(replied).toBeGreaterThan(5)
  })

  it('finds with conversation_id: exactly the posts of that conversation, its root included', () => {
    const conversations = new Map<string, string[]>()
    for (const post of seedPayload.data) {
      const ids = conversations.get(post.conversation_id) ?? []
      conversations.set(post.conversation_id, [...ids, post.id])
    }
    const threads = [...conversations].filter(([, ids]) => ids.length > 1)
    expect(threads.length).toBeGreaterThan(20)
    for (const [conversation, expected] of threads) {
      const found = searchCorpus(corpus.posts, parseQuery(`conversation_id:${conversation}`), 1000)
      expect(found.map((entry) => entry.post.id).sort()).toEqual(expected.sort())
      expect(expected).toContain(conversation)
    }
  })

  it('finds with in_reply_to_tweet_id: exactly the replies to that post', () => {
    const replies = new Map<string, string[]>()
    for (const post of seedPayload.data) {
      const answered = post.referenced_tweets?.find((ref) => ref.type === 'replied_to')?.id
      if (answered) replies.set(answered, [...(replies.get(answered) ?? []), post.id])
    }
    expect(replies.size).toBeGreaterThan(50)
    for (const [answered, expected] of replies) {
      const found = searchCorpus(corpus.posts, parseQuery(`in_reply_to_tweet_id:${answered}`), 1000)
      expect(found.map((entry) => entry.post.id).sort()).toEqual(expected.sort())
    }
  })

  it("finds with retweets_of: exactly the reposts of that user's posts, by username or id", () => {
    const users = new Map(seedPayload.includes.users.map((user) => [user.id, user.username]))
    const originals = new Map(seedPayload.includes.tweets.map((post) => [post.id, post.author_id]))
    const reposts = seedPayload.data.flatMap((post) => {
      const original = post.referenced_tweets?.find((ref) => ref.type === 'retweeted')?.id
      const author = original ? originals.get(original) : undefined
      return author ? [{ id: post.id, author }] : []
    })
    const authors = new Set(reposts.map((repost) => repost.author))
    expect(authors.size).toBeGreaterThan(10)
    for (const author of authors) {
      const expected = reposts.filter((repost) => repost.author === author).map((r) => r.id)
      for (const value of [author, (users.get(author) ?? '').toUpperCase()]) {
        const found = searchCorpus(corpus.posts, parseQuery(`retweets_of:${value}`), 1000)
        expect([value, found.map((entry) => entry.post.id).sort()]).toEqual([
          value,
          expected.sort(),
        ])
      }
    }
  })
})
