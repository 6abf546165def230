import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type AnalyzedPost, analyzePost, computeCorpusStats } from '../../src/ranking/analysis'
import { rankingContext } from '../../src/ranking/context'
import {
  interestMatch,
  interestQuery,
  matchedInterests,
  readAnalyzed,
  readInterests,
  readPosts,
  shownInterests,
  weighInterests,
} from '../../src/ranking/interests'
import { PROFILE_NAMES, type ProfileName } from '../../src/ranking/profiles'
import { EMPTY_QUERY } from '../../src/ranking/query/parse'
import { type PreparedList, prepareList, rankPrepared } from '../../src/ranking/rank'
import { analyzed, makePost } from '../fixtures/posts'

/** Unrelated posts, so document frequencies look like a real corpus's. */
const BACKGROUND = Array.from({ length: 80 }, (_, index) =>
  analyzed({ text: `weather today number ${index} is a new one, not bad at all` }),
)
const STATS = computeCorpusStats(BACKGROUND)

const LIKED = [
  analyzed({ text: 'Dialled in a new espresso: 18 g in, 36 g out, 28 seconds.' }),
  analyzed({ text: 'The grinder matters more than the espresso machine. Fight me.' }),
  analyzed({ text: 'Espresso grinder upgrade day: flat burrs, far less fines.' }),
  analyzed({ text: 'Pour-over at home: the grinder setting is half the recipe.' }),
  analyzed({ text: '今日のラーメンは味噌。スープが最高だった。', lang: 'ja' }),
  analyzed({ text: 'ラーメン屋の行列、今日は30分。', lang: 'ja' }),
  analyzed({ text: 'A new bike lane on Main Street, protected all the way.' }),
]

describe('readInterests', () => {
  it("counts the terms of the reader's likes, with the word they write, and their languages", () => {
    const counts = readInterests(LIKED.map(readAnalyzed), [], STATS)
    const labels = counts.terms.map((term) => term.label)
    expect(labels).toContain('espresso')
    expect(labels).toContain('grinder')
    expect(labels).toContain('ラーメン')
    // In the likes about as often as in everyone's posts: no interest.
    expect(labels).not.toContain('new')
    expect(counts.terms.find((term) => term.label === 'grinder')?.support).toBe(3)
    expect(counts.languages).toEqual(['en', 'ja'])
    expect(counts.likes).toBe(7)
  })

  it('counts a post of their own more than a like, and a word pair in two posts as a phrase', () => {
    const own = readPosts([makePost({ text: 'My flat burrs grinder arrived. Espresso tonight.' })])
    const counts = readInterests(LIKED.map(readAnalyzed), own, STATS)
    expect(counts.ownPosts).toBe(1)
    expect(counts.terms.find((term) => term.label === 'grinder')?.support).toBe(5)
    expect(counts.phrases.map((phrase) => phrase.words.join(' '))).toContain('flat burrs')
  })

  it('names no interest from no likes, and orders the interests by how often and how rare', () => {
    expect(readInterests([], [], STATS).terms).toEqual([])
    const labels = readInterests(LIKED.map(readAnalyzed), [], STATS).terms.map((t) => t.label)
    expect(labels.indexOf('grinder')).toBeLessThan(labels.indexOf('fight'))
  })
})

describe('readPosts', () => {
  it("reads a reader's post as the analysis reads a candidate (property-based)", () => {
    const pieces = [
      'Espresso',
      'ラーメン',
      'the',
      '@pour_over',
      '#Grinders',
      'café',
      'lanes',
      '2,5',
      'É',
      ' ',
      '!',
      'https://t.co/x',
      'straße',
    ]
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 16 }),
        fc.constantFrom('en', 'de', 'ja', 'fr', 'und'),
        (parts, lang) => {
          const text = parts.join(' ')
          const sourced = makePost({ text, lang, facts: { mentions: ['pour_over'] } })
          expect(readPosts([sourced])[0]).toEqual(readAnalyzed(analyzePost(sourced)))
        },
      ),
    )
  })
})

describe('weighInterests', () => {
  it('weighs each interest against the candidates, strongest 1, and says what a post matches', () => {
    const counts = readInterests(LIKED.map(readAnalyzed), [], STATS)
    const candidates = [
      analyzed({ text: 'Which espresso grinder under 300?' }),
      analyzed({ text: 'Football tonight, who is watching?' }),
    ]
    const interests = weighInterests(counts, candidates, STATS)
    expect(interests.top[0]?.weight).toBe(1)
    expect(interests.top.every((interest) => interest.weight > 0 && interest.weight <= 1)).toBe(
      true,
    )
    expect(matchedInterests(candidates[0] as AnalyzedPost, interests).sort()).toEqual([
      'espresso',
      'grinder',
    ])
    expect(matchedInterests(candidates[1] as AnalyzedPost, interests)).toEqual([])
    expect(interestMatch(candidates[1] as AnalyzedPost, interests)).toBe(0)
  })
})

describe('interestQuery', () => {
  it('asks X for any of the strongest interests, no reposts, not their own, in their languages', () => {
    const query = interestQuery(
      readInterests(LIKED.map(readAnalyzed), [], STATS),
      'local_reader',
    ) as string
    expect(query).toMatch(
      /^\(\S+( OR \S+){1,3}\) -is:retweet -from:local_reader \(lang:en OR lang:ja\)$/,
    )
    expect(query).toContain('espresso')
    expect(interestQuery(readInterests([], [], STATS), 'local_reader')).toBeNull()
  })
})

const topics = ['espresso', 'grinder', 'ラーメン', 'bike', 'lane', 'football', 'rust', 'weather']
const postArbitrary = fc.record({
  words: fc.array(fc.constantFrom(...topics), { maxLength: 8 }),
  ageHours: fc.double({ min: 0, max: 200, noNaN: true }),
  likes: fc.nat({ max: 10_000 }),
  author: fc.constantFrom('ana', 'bo', 'cy'),
  outside: fc.boolean(),
  spam: fc.boolean(),
})
const profileArbitrary = fc.constantFrom<ProfileName>(...PROFILE_NAMES)

type Spec = typeof postArbitrary extends fc.Arbitrary<infer T> ? T : never

function feed(specs: Spec[]) {
  const posts = specs.map((spec, index) =>
    analyzed({
      id: String(1_900_000_000_000_000_000n + BigInt(index)),
      text: `${spec.words.join(' ')}${spec.spam ? ' DM me to earn $5000 a week' : ''}`,
      author: { username: spec.author },
      metrics: { likes: spec.likes },
      ageHours: spec.ageHours,
    }),
  )
  const outOfNetwork = new Set(
    posts.filter((_, index) => specs[index]?.outside).map((post) => post.post.id),
  )
  const list = prepareList(posts)
  const interests = weighInterests(
    readInterests(LIKED.map(readAnalyzed), [], STATS),
    list.context,
    STATS,
  )
  return { list, interests, outOfNetwork }
}

/** A list ranked under refined for the reader of LIKED, their interests weighed against it. */
function refinedForReader(list: PreparedList) {
  const interests = weighInterests(
    readInterests(LIKED.map(readAnalyzed), [], STATS),
    list.context,
    STATS,
  )
  const params = { recencyWeight: 0.78, strictMatch: true }
  return rankPrepared(
    list,
    'refined',
    rankingContext(EMPTY_QUERY, params, STATS, Date.now(), { interests }),
  )
}

describe('a personalised feed keeps the five-component contract (property-based)', () => {
  const params = fc.record({
    recencyWeight: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 10, noNaN: true })),
    strictMatch: fc.boolean(),
  })

  it('score is the sum of the breakdown; recencyWeight=0 and strictMatch=false zero their terms', () => {
    fc.assert(
      fc.property(
        fc.array(postArbitrary, { maxLength: 30 }),
        params,
        profileArbitrary,
        (specs, p, profile) => {
          const { list, interests, outOfNetwork } = feed(specs)
          const context = rankingContext(
            EMPTY_QUERY,
            p,
            STATS,
            Date.parse('2026-11-20T12:00:00Z'),
            {
              interests,
              outOfNetwork,
            },
          )
          const ranked = rankPrepared(list, profile, context)
          return ranked.every((post, index) => {
            const { overlap, phrase, recency, engagement, spam } = post.breakdown
            return (
              post.rank === index + 1 &&
              Math.abs(post.score - (overlap + phrase + recency + engagement + spam)) < 1e-9 &&
              (p.recencyWeight !== 0 || Object.is(recency, 0)) &&
              (p.strictMatch || Object.is(spam, 0))
            )
          })
        },
      ),
    )
  })

  it('orders the same feed the same way every time', () => {
    fc.assert(
      fc.property(
        fc.array(postArbitrary, { maxLength: 30 }),
        profileArbitrary,
        (specs, profile) => {
          const { list, interests, outOfNetwork } = feed(specs)
          const at = Date.parse('2026-11-20T12:00:00Z')
          const params = { recencyWeight: 0.78, strictMatch: true }
          const first = rankPrepared(
            list,
            profile,
            rankingContext(EMPTY_QUERY, params, STATS, at, { interests, outOfNetwork }),
          )
          const again = rankPrepared(
            prepareList([...list.posts].reverse()),
            profile,
            rankingContext(EMPTY_QUERY, params, STATS, at, { interests, outOfNetwork }),
          )
          return JSON.stringify(first) === JSON.stringify(again)
        },
      ),
    )
  })

  it("ranks a post on the reader's interests above the same post off them, under refined", () => {
    const on = analyzed({
      text: 'espresso grinder notes from this morning',
      author: { username: 'ana' },
    })
    const off = analyzed({ text: 'football notes from this morning', author: { username: 'bo' } })
    const list = prepareList([on, off])
    const ranked = refinedForReader(list)
    const params = { recencyWeight: 0.78, strictMatch: true }
    expect(ranked[0]?.id).toBe(on.post.id)
    expect(ranked[0]?.breakdown.overlap).toBeGreaterThan(0)
    expect(ranked[1]?.breakdown.overlap).toBe(0)
    const plain = rankPrepared(
      list,
      'refined',
      rankingContext(EMPTY_QUERY, params, STATS, Date.now()),
    )
    expect(plain.every((post) => post.breakdown.overlap === 0)).toBe(true)
  })
})

describe("a personalised feed reads an author's thread as one post", () => {
  it('gives a later part the match of its first post, and no author-diversity cut for it', () => {
    const author = { username: 'ana', id: 'a-ana' }
    const first = analyzed({ id: '100', text: 'espresso grinder notes, a thread 1/', author })
    const part = analyzed({
      id: '101',
      text: '2/ then I changed the burrs and timed it again',
      author,
      facts: { conversationId: '100', repliedToUserId: 'a-ana', repliedToPostId: '100' },
    })
    const other = analyzed({ text: 'football notes from this morning', author: { username: 'bo' } })
    const ranked = refinedForReader(prepareList([first, part, other]))
    const byId = new Map(ranked.map((post) => [post.id, post]))
    expect(byId.get('101')?.breakdown.overlap).toBe(byId.get('100')?.breakdown.overlap)
    expect(byId.get('101')?.breakdown.overlap).toBeGreaterThan(0)
    expect(ranked.map((post) => post.id).indexOf('101')).toBeLessThan(
      ranked.map((post) => post.id).indexOf(other.post.id),
    )
  })

  it("says a part holding none of the interests is there for its first post's", () => {
    const author = { username: 'ana', id: 'a-ana' }
    const facts = { conversationId: '200', repliedToUserId: 'a-ana', repliedToPostId: '200' }
    const first = analyzed({ id: '200', text: 'espresso grinder notes, a thread 1/', author })
    const plain = analyzed({ id: '201', text: '2/ then I timed it again', author, facts })
    const own = analyzed({ id: '202', text: '3/ and the ラーメン after', author, facts })
    const stranger = analyzed({ id: '203', text: '2/ then I timed it again', facts })
    const posts = [first, plain, own, stranger]
    const interests = weighInterests(
      readInterests(LIKED.map(readAnalyzed), [], STATS),
      posts,
      STATS,
    )
    const shown = shownInterests(posts, interests, { threads: true })
    expect(shown.get('200')).toEqual(expect.arrayContaining(['espresso', 'grinder']))
    expect(shown.get('201')).toEqual(shown.get('200'))
    expect(shown.get('202')).toEqual(['ラーメン'])
    // Another author's reply in the thread is not a part of it.
    expect(shown.get('203')).toEqual([])
    // platform_style ranks each post by itself: each shows its own.
    const alone = shownInterests(posts, interests, { threads: false })
    expect(alone.get('201')).toEqual([])
    expect(alone.get('202')).toEqual(['ラーメン'])
  })
})
