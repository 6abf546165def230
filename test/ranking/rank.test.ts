import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RankedPost } from '../../src/domain/post'
import {
  type AnalyzedPost,
  compareNewestFirst,
  computeCorpusStats,
} from '../../src/ranking/analysis'
import type { RankingContext } from '../../src/ranking/context'
import { PROFILE_NAMES, type ProfileName } from '../../src/ranking/profiles'
import { authorDiversityMultiplier } from '../../src/ranking/profiles/profile'
import { parseQuery } from '../../src/ranking/query/parse'
import { prepareList, rankAll, rankPosts, rankPrepared } from '../../src/ranking/rank'
import { analyzed, NOW_MS } from '../fixtures/posts'

function context(
  posts: AnalyzedPost[],
  q = '',
  params: Partial<RankingContext['params']> = {},
): RankingContext {
  return {
    query: parseQuery(q),
    params: { recencyWeight: 0.78, strictMatch: true, ...params },
    nowMs: NOW_MS,
    stats: computeCorpusStats([...posts, ...BACKGROUND]),
    interests: null,
    outOfNetwork: new Set(),
  }
}

/** Unrelated posts, so document frequencies look like a real corpus's. */
const BACKGROUND = Array.from({ length: 60 }, (_, index) =>
  analyzed({ text: `weekend plans number ${index}: coffee, a long walk and some football` }),
)

const sum = (post: RankedPost) =>
  post.breakdown.overlap +
  post.breakdown.phrase +
  post.breakdown.recency +
  post.breakdown.engagement +
  post.breakdown.spam

describe('ranking: ties', () => {
  it('keeps posts with equal scores newest first, under both profiles', () => {
    // No query, no recency, no engagement, no words: every score is 0.
    const posts = [5, 1, 3, 2, 4].map((ageHours) => analyzed({ text: '👋', ageHours, metrics: {} }))
    const both = rankAll(posts, context(posts, '', { recencyWeight: 0 }))
    for (const name of PROFILE_NAMES) {
      const ranked = both[name]
      expect(ranked.map((post) => post.score)).toEqual([0, 0, 0, 0, 0])
      const newestFirst = [...posts].sort(compareNewestFirst).map((post) => post.post.id)
      expect(ranked.map((post) => post.id)).toEqual(newestFirst)
      expect(ranked.map((post) => post.rank)).toEqual([1, 2, 3, 4, 5])
    }
  })
})

describe('ranking: both profiles', () => {
  const posts = [
    analyzed({
      text: 'Async Rust finally clicked for me: tokio and select! are great',
      ageHours: 3,
    }),
    analyzed({
      text: 'rust async rust async rust async #rust #async #tokio #wasm #dev #code',
      hashtags: ['rust', 'async', 'tokio', 'wasm', 'dev', 'code'],
      ageHours: 2,
    }),
    analyzed({
      text: 'Lunch was good, then I wrote some rust',
      ageHours: 1,
      metrics: { likes: 50_000, replies: 900, impressions: 4_000_000 },
    }),
    analyzed({ text: 'Rust for embedded work', ageHours: 30 }),
  ]

  it('scores every post as the sum of its five components, ranks 1..n', () => {
    for (const profile of PROFILE_NAMES) {
      const ranked = rankPosts(posts, profile, context(posts, 'rust async'))
      expect(ranked.map((post) => post.rank)).toEqual([1, 2, 3, 4])
      for (const post of ranked) {
        expect(Math.abs(post.score - sum(post))).toBeLessThan(1e-9)
        expect(post.breakdown.spam).toBeLessThanOrEqual(0)
      }
    }
  })

  it('refined puts the relevant post first; platform_style lets the viral post win', () => {
    const both = rankAll(posts, context(posts, 'rust async'))
    expect(both.refined[0]?.text).toMatch(/finally clicked/)
    expect(both.platform_style[0]?.text).toMatch(/^Lunch/)
  })

  it('refined penalises hashtag stuffing and repeated characters under strictMatch', () => {
    const stuffed = rankPosts(posts, 'refined', context(posts, 'rust async')).find((post) =>
      post.text.includes('#wasm'),
    )
    expect(stuffed?.breakdown.spam).toBeLessThan(-0.5)
    const loose = rankPosts(posts, 'refined', context(posts, 'rust async', { strictMatch: false }))
    expect(loose.every((post) => post.breakdown.spam === 0)).toBe(true)
  })

  it('sinks later copies below every other post, whoever posted them, but only under strictMatch', () => {
    const copies = [
      analyzed({
        text: 'Huge news: the new espresso grinder from Baristo drops today, get yours now ☕',
        ageHours: 3,
        author: { username: 'first' },
      }),
      analyzed({
        text: 'Huge news: the new espresso grinder from Baristo drops today, get yours now 🔥',
        ageHours: 2,
        author: { username: 'famous', followers: 900_000 },
        metrics: { likes: 40_000 },
      }),
      analyzed({
        text: 'Huge news!! the new espresso grinder from Baristo drops today, get yours now',
        ageHours: 1,
        author: { username: 'third' },
      }),
      analyzed({
        text: 'My grinder broke this morning and I drank instant coffee like an animal',
        ageHours: 4,
        author: { username: 'other' },
      }),
    ]
    for (const profile of ['refined'] as const) {
      const ranked = rankPosts(copies, profile, context(copies, 'grinder'))
      const byAuthor = new Map(ranked.map((post) => [post.author.username, post]))
      expect(byAuthor.get('first')?.breakdown.spam).toBe(0)
      expect(byAuthor.get('other')?.breakdown.spam).toBe(0)
      // A sunk post keeps a hundredth of its positive score and loses 10: below any post that
      // is not sunk.
      for (const later of ['famous', 'third']) {
        const post = byAuthor.get(later) as RankedPost
        expect(post.score).toBeLessThan(-9)
      }
      expect(
        ranked
          .slice(2)
          .map((post) => post.author.username)
          .sort(),
      ).toEqual(['famous', 'third'])
      const loose = rankPosts(copies, profile, context(copies, 'grinder', { strictMatch: false }))
      expect(loose.every((post) => post.breakdown.spam === 0)).toBe(true)
    }
  })

  it('leaves hashtags and mentions out of the near-duplicate check: copy-paste spam varies them', () => {
    // Two tags and three mentions each: counting either, the two posts would share at most 5 of
    // 10 word pairs, below the 0.55 of a near-duplicate.
    const mentions = [
      ['bob', 'dan', 'eve'],
      ['carol', 'frank', 'grace'],
    ]
    const tags = [
      ['Deals', 'Coffee'],
      ['Weekend', 'Tools'],
    ]
    const copies = tags.map((hashtags, index) =>
      analyzed({
        text: `${mentions[index]?.map((name) => `@${name}`).join(' ')} great deal on espresso grinders today ${hashtags.map((tag) => `#${tag}`).join(' ')}`,
        hashtags,
        facts: { mentions: mentions[index] },
        ageHours: 2 - index,
        author: { username: `copier${index}` },
      }),
    )
    const ranked = rankPosts(copies, 'refined', context(copies, 'espresso'))
    const byAuthor = new Map(ranked.map((post) => [post.author.username, post]))
    expect(byAuthor.get('copier0')?.breakdown.spam).toBe(0)
    // Nothing but the sinking applies to the later copy.
    const later = byAuthor.get('copier1') as RankedPost
    expect(later.breakdown.spam).toBeCloseTo(-0.99 * (sum(later) - later.breakdown.spam) - 10, 5)
  })

  it("refined credits a repost with none of its original's engagement; platform_style, like X, does", () => {
    const repost = analyzed({
      text: 'RT @grainandlight: film photography, sixteen years in',
      kind: 'repost',
      author: { username: 'small_account', followers: 40 },
      metrics: { reposts: 191 },
    })
    const own = analyzed({
      text: 'film photography, my first roll: Portra 400 at box speed, developed at the lab down the road',
      author: { username: 'other_small', followers: 40 },
      metrics: { likes: 12, replies: 2, impressions: 900 },
    })
    const list = [repost, own]
    const refinedRanks = rankPosts(list, 'refined', context(list, '', { recencyWeight: 0 }))
    // The repost's engagement component is its text's substance alone: its counts earn nothing.
    const uncounted = analyzed({ ...repost.post, metrics: {}, facts: repost.facts })
    const alone = rankPosts([uncounted], 'refined', context(list, '', { recencyWeight: 0 }))
    expect(refinedRanks.find((post) => post.kind === 'repost')?.breakdown.engagement).toBe(
      alone[0]?.breakdown.engagement,
    )
    expect(refinedRanks[0]?.kind).toBe('original')
    const platform = rankPosts(list, 'platform_style', context(list, '', { recencyWeight: 0 }))
    expect(platform.find((post) => post.kind === 'repost')?.breakdown.engagement).toBeGreaterThan(0)
  })

  it("demotes an author's second and third posts of a feed by X's diversity multiplier, by score", () => {
    for (let k = 0; k < 40; k++) expect(authorDiversityMultiplier(k)).toBe(0.75 * 0.5 ** k + 0.25)
    expect(authorDiversityMultiplier(0)).toBe(1)
    expect(authorDiversityMultiplier(1)).toBeCloseTo(0.625)
    expect(authorDiversityMultiplier(2)).toBeCloseTo(0.4375)
    // The same author: an empty reply a minute old, and two substantive posts of the morning.
    const solo = { username: 'solo' }
    const feed = [
      analyzed({ text: 'thanks!!', kind: 'reply', ageHours: 0.02, author: solo }),
      analyzed({
        text: 'Benchmarked three async runtimes on the same echo server: tokio held p99 under 2 ms at 40k connections, the others fell over at 12k',
        ageHours: 5,
        author: solo,
        metrics: { likes: 40 },
      }),
      analyzed({
        text: 'Wrote up how we cut our cold start from 900 ms to 40 ms: lazy config, no top-level await, one bundle',
        ageHours: 6,
        author: solo,
        metrics: { likes: 30 },
      }),
    ]
    const ranked = rankPosts(feed, 'refined', context(feed, '', { recencyWeight: 0 }))
    // The best post keeps its score; the diversity discount falls on the weaker ones.
    expect(ranked[0]?.text).toMatch(/^Benchmarked/)
    expect(ranked.at(-1)?.text).toBe('thanks!!')
    const alone = (post: AnalyzedPost) =>
      rankPosts([post], 'refined', context(feed, '', { recencyWeight: 0 }))[0]?.breakdown
    expect(ranked[0]?.breakdown.engagement).toBeCloseTo(
      alone(feed[1] as AnalyzedPost)?.engagement ?? 0,
      5,
    )
    expect(ranked[1]?.breakdown.engagement).toBeCloseTo(
      0.625 * (alone(feed[2] as AnalyzedPost)?.engagement ?? 0),
      5,
    )
  })

  it('gives a newer post more recency than an older one, and none at recencyWeight=0', () => {
    for (const profile of PROFILE_NAMES) {
      const ranked = rankPosts(posts, profile, context(posts))
      const fresh = ranked.find((post) => post.text.startsWith('Lunch'))
      const old = ranked.find((post) => post.text === 'Rust for embedded work')
      expect(fresh?.breakdown.recency).toBeGreaterThan(old?.breakdown.recency ?? 0)
    }
  })
})

// ---- properties ---------------------------------------------------------------------

const words = [
  'rust',
  'async',
  'tokio',
  'coffee',
  'café',
  'edge',
  'ラーメン',
  '東京',
  'goal',
  'wow',
]
const postArbitrary = fc.record({
  words: fc.array(fc.constantFrom(...words), { minLength: 0, maxLength: 12 }),
  hashtags: fc.array(fc.constantFrom('rust', 'dev', 'ai', 'win', 'free'), { maxLength: 8 }),
  author: fc.constantFrom('ana', 'bo', 'cy', 'di'),
  ageHours: fc.double({ min: 0, max: 200, noNaN: true }),
  likes: fc.nat({ max: 100_000 }),
  replies: fc.nat({ max: 5_000 }),
  reposts: fc.nat({ max: 20_000 }),
  followers: fc.nat({ max: 5_000_000 }),
  verified: fc.boolean(),
  kind: fc.constantFrom('original', 'repost', 'reply', 'quote' as const),
  shout: fc.boolean(),
})

function buildPosts(
  specs: Array<typeof postArbitrary extends fc.Arbitrary<infer T> ? T : never>,
): AnalyzedPost[] {
  return specs.map((spec, index) =>
    analyzed({
      id: String(1_800_000_000_000_000_000n + BigInt(index)),
      text: `${spec.words.join(' ')}${spec.shout ? ' SOOOOO GOOOOD!!!!' : ''} ${spec.hashtags.map((tag) => `#${tag}`).join(' ')}`,
      hashtags: spec.hashtags,
      author: { username: spec.author, followers: spec.followers, verified: spec.verified },
      metrics: {
        likes: spec.likes,
        replies: spec.replies,
        reposts: spec.reposts,
        impressions: spec.likes * 40,
      },
      kind: spec.kind,
      ageHours: spec.ageHours,
    }),
  )
}

const listArbitrary = fc.array(postArbitrary, { minLength: 0, maxLength: 40 })
const queryArbitrary = fc.oneof(
  fc.constant(''),
  fc
    .array(fc.constantFrom(...words, '"rust async"', '-coffee', '#rust', 'OR'), { maxLength: 4 })
    .map((parts) => parts.join(' ')),
)
const paramsArbitrary = fc.record({
  recencyWeight: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 10, noNaN: true })),
  strictMatch: fc.boolean(),
})
const profileArbitrary = fc.constantFrom<ProfileName>(...PROFILE_NAMES)

describe('ranking invariants (property-based)', () => {
  it('recencyWeight=0 gives recency exactly 0 everywhere', () => {
    fc.assert(
      fc.property(listArbitrary, queryArbitrary, profileArbitrary, (specs, q, profile) => {
        const posts = buildPosts(specs)
        const ranked = rankPosts(posts, profile, context(posts, q, { recencyWeight: 0 }))
        return ranked.every((post) => Object.is(post.breakdown.recency, 0))
      }),
    )
  })

  it('strictMatch=false gives spam exactly 0 everywhere', () => {
    fc.assert(
      fc.property(listArbitrary, queryArbitrary, profileArbitrary, (specs, q, profile) => {
        const posts = buildPosts(specs)
        const ranked = rankPosts(posts, profile, context(posts, q, { strictMatch: false }))
        return ranked.every((post) => Object.is(post.breakdown.spam, 0))
      }),
    )
  })

  it('an empty query gives overlap and phrase 0', () => {
    fc.assert(
      fc.property(listArbitrary, paramsArbitrary, profileArbitrary, (specs, params, profile) => {
        const posts = buildPosts(specs)
        const ranked = rankPosts(posts, profile, context(posts, '', params))
        return ranked.every((post) => post.breakdown.overlap === 0 && post.breakdown.phrase === 0)
      }),
    )
  })

  it('score is the sum of the components, spam is never positive, ranks are 1..n', () => {
    fc.assert(
      fc.property(
        listArbitrary,
        queryArbitrary,
        paramsArbitrary,
        profileArbitrary,
        (specs, q, params, profile) => {
          const posts = buildPosts(specs)
          const ranked = rankPosts(posts, profile, context(posts, q, params))
          expect(ranked).toHaveLength(posts.length)
          ranked.forEach((post, index) => {
            expect(post.rank).toBe(index + 1)
            expect(Math.abs(post.score - sum(post))).toBeLessThan(1e-9)
            // What a client prints: no float noise such as 1.1814090000000002.
            for (const value of [post.score, ...Object.values(post.breakdown)]) {
              expect(String(value)).toMatch(/^-?\d+(\.\d{1,6})?$/)
            }
            expect(post.breakdown.spam).toBeLessThanOrEqual(0)
            if (index > 0) expect(post.score).toBeLessThanOrEqual(ranked[index - 1]?.score ?? 0)
          })
        },
      ),
    )
  })

  it('is deterministic: the same input in any order gives the same ranking', () => {
    fc.assert(
      fc.property(
        listArbitrary,
        queryArbitrary,
        paramsArbitrary,
        profileArbitrary,
        (specs, q, params, profile) => {
          const posts = buildPosts(specs)
          const ctx = context(posts, q, params)
          const first = rankPosts(posts, profile, ctx).map((post) => post.id)
          const shuffled = rankPosts([...posts].reverse(), profile, ctx).map((post) => post.id)
          expect(shuffled).toEqual(first)
        },
      ),
    )
  })

  it("a post's components do not depend on maxResults (the newest-first cap of the retrieval)", () => {
    fc.assert(
      fc.property(
        listArbitrary,
        queryArbitrary,
        paramsArbitrary,
        profileArbitrary,
        fc.nat({ max: 40 }),
        (specs, q, params, profile, cap) => {
          const posts = buildPosts(specs).sort(compareNewestFirst)
          const ctx = context(posts, q, params)
          const full = new Map(
            rankPosts(posts, profile, ctx).map((post) => [post.id, post.breakdown]),
          )
          // The sources hand on the newest `cap` posts of what they retrieved (the context).
          const capped = rankPrepared(prepareList(posts.slice(0, cap), posts), profile, ctx)
          expect(capped.length).toBeLessThanOrEqual(cap)
          for (const post of capped) expect(post.breakdown).toEqual(full.get(post.id))
        },
      ),
    )
  })
})

describe('ranking: each component is what the tables of docs/ranking.md say', () => {
  /** One post ranked alone, so no list-level demotion applies. */
  function alone(profile: ProfileName, overrides: Parameters<typeof analyzed>[0], q = '') {
    const post = analyzed(overrides)
    const [ranked] = rankPosts([post], profile, context([post], q, { recencyWeight: 0 }))
    return ranked?.breakdown
  }
  const refinedSpam = (text: string, hashtags: string[] = []) =>
    alone('refined', { text, hashtags, metrics: {} })?.spam

  it('refined: −0.8 for three hashtags and −0.4 for each one more, −3 for a scam offer, −0.3 for shouting', () => {
    expect(refinedSpam('two tags #a #b', ['a', 'b'])).toBe(0)
    expect(refinedSpam('three tags #a #b #c', ['a', 'b', 'c'])).toBeCloseTo(-0.8, 6)
    expect(refinedSpam('five tags #a #b #c #d #e', ['a', 'b', 'c', 'd', 'e'])).toBeCloseTo(-1.6, 6)
    expect(refinedSpam('great reads this week, DM me for the link 👇')).toBeCloseTo(-3, 6)
    // Twelve letters, all capitals: shouting. Eleven are too few to tell.
    expect(refinedSpam('ABCDEF GHIJKL')).toBeCloseTo(-0.3, 6)
    expect(refinedSpam('ABCDEF GHIJK')).toBe(0)
    // Rules add up, to at most 5.
    expect(
      refinedSpam('GIVEAWAY!!!! DM ME NOW #a #b #c #d #e #f', ['a', 'b', 'c', 'd', 'e', 'f']),
    ).toBe(-5)
  })

  it('refined: −1 for keyword stuffing, from eight words with under 60 % of them distinct', () => {
    // Eight words, four distinct (50 %): stuffing. Seven words, three distinct: too short to tell.
    expect(refinedSpam('deal deal deal deal sale sale shop now')).toBeCloseTo(-1, 6)
    expect(refinedSpam('deal deal deal deal sale sale shop')).toBe(0)
  })

  it('platform_style: engagement × 0.75 for a reply and × 1.2 for a verified author', () => {
    const metrics = { likes: 40, replies: 3, reposts: 5, impressions: 9_000 }
    const author = { followers: 500, verified: false }
    const base = alone('platform_style', { text: 'a take', metrics, author })?.engagement ?? 0
    expect(base).toBeGreaterThan(0)
    const reply = alone('platform_style', { text: 'a take', metrics, author, kind: 'reply' })
    expect(reply?.engagement).toBeCloseTo(0.75 * base, 6)
    const verified = alone('platform_style', {
      text: 'a take',
      metrics,
      author: { ...author, verified: true },
    })
    expect(verified?.engagement).toBeCloseTo(1.2 * base, 6)
  })

  it('refined: a post that asks keeps 0.8 of the substance of the same words told', () => {
    const told =
      'the fastest way to pull espresso with a cheap grinder and a bottomless portafilter'
    const engagementOf = (text: string) => alone('refined', { text, metrics: {} })?.engagement ?? 0
    expect(engagementOf(told)).toBeGreaterThan(0)
    expect(engagementOf(`${told}?`)).toBeCloseTo(0.8 * engagementOf(told), 6)
    expect(engagementOf(`¿${told}`)).toBeCloseTo(0.8 * engagementOf(told), 6)
    expect(engagementOf(`${told}？`)).toBeCloseTo(0.8 * engagementOf(told), 6)
    // A link's query string is not a question.
    expect(engagementOf(`${told} https://example.com/guide?page=2`)).toBeCloseTo(
      engagementOf(`${told} https://example.com/guide`),
      6,
    )
  })

  it('refined: the phrase bonus is 0.5 per quoted phrase found, at most 1', () => {
    const text = 'espresso grinder review: burr sets compared, hand grinders tested, water matters'
    const phrase = (q: string) => alone('refined', { text }, q)?.phrase
    expect(phrase('"espresso grinder"')).toBe(0.5)
    expect(phrase('"espresso grinder" "burr sets" "hand grinders"')).toBe(1)
    // Words in order without quotes earn half of that.
    expect(phrase('espresso grinder')).toBe(0.25)
  })
})
