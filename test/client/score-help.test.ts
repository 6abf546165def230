import { describe, expect, it } from 'vitest'
import { COMPONENT_EXPLAINED } from '../../client/src/score-help'
import { rankingContext } from '../../src/ranking/context'
import { authorDiversityMultiplier } from '../../src/ranking/profiles/profile'
import { refinedHalfLifeHours } from '../../src/ranking/profiles/refined'
import { rankPosts } from '../../src/ranking/rank'
import { analyzed, NOW_MS } from '../fixtures/posts'

const STATS = { documentCount: 1, averageLength: 8, documentFrequency: new Map() }

/** The numbers the "How scores work" text states, checked against the ranking code. */
describe('the score help in the client', () => {
  it("states refined's recency half-life as the code computes it", () => {
    expect(refinedHalfLifeHours(0)).toBe(48)
    expect(refinedHalfLifeHours(1)).toBe(24)
    expect(COMPONENT_EXPLAINED.recency).toContain('48 ÷ (1 + weight)')
  })

  it('says older posts of an author count less, each less again', () => {
    const multipliers = [0, 1, 2, 3].map(authorDiversityMultiplier)
    expect(multipliers[0]).toBe(1)
    for (let k = 1; k < multipliers.length; k++) {
      expect(multipliers[k]).toBeLessThan(multipliers[k - 1] as number)
    }
  })

  it('says a later copy sinks in refined only, and a repost of a listed post in both', () => {
    const copies = [
      analyzed({
        text: 'the same words in the same order here',
        ageHours: 2,
        metrics: { likes: 9 },
      }),
      analyzed({
        text: 'the same words in the same order here',
        ageHours: 1,
        metrics: { likes: 9 },
      }),
    ]
    const context = rankingContext('', { recencyWeight: 0, strictMatch: true }, STATS, NOW_MS)
    const spamOf = (mode: 'platform_style' | 'refined') =>
      rankPosts(copies, mode, context).map((post) => post.breakdown.spam)
    expect(spamOf('platform_style')).toEqual([0, 0])
    expect(Math.min(...spamOf('refined'))).toBeLessThan(-9)
    expect(COMPONENT_EXPLAINED.spam).toMatch(/later copy of a post in the list.*sink/)
    expect(COMPONENT_EXPLAINED.spam).toMatch(/word-for-word copy of an older seed post.*sink/)
    expect(COMPONENT_EXPLAINED.spam).toMatch(/platform_style sinks reposts/)
  })

  it("states refined's phrase bonus: 0.5 per quoted phrase, 0.25 for words in order, at most 1", () => {
    const post = analyzed({ text: 'a b c d e f g h' })
    const phrase = (q: string) =>
      (
        rankPosts(
          [post],
          'refined',
          rankingContext(q, { recencyWeight: 0, strictMatch: true }, STATS, NOW_MS),
        )[0] as { breakdown: { phrase: number } }
      ).breakdown.phrase
    expect(phrase('"a b"')).toBe(0.5)
    expect(phrase('a b')).toBe(0.25)
    expect(phrase('"a b" "c d" "e f"')).toBe(1)
    expect(phrase('a OR b')).toBe(0)
    expect(COMPONENT_EXPLAINED.phrase).toContain('refined 0.5 for each quoted phrase, 0.25')
    expect(COMPONENT_EXPLAINED.phrase).toContain('at most 1')
  })

  it('says a query of filters only is a search in refined, and only no query gives overlap 0', () => {
    const posts = [
      analyzed({
        text: 'rust async runtimes compared on one echo server',
        author: { username: 'ana' },
      }),
      analyzed({ text: 'rust borrow checker finally clicked', author: { username: 'ana' } }),
    ]
    const overlaps = (q: string) =>
      rankPosts(
        posts,
        'refined',
        rankingContext(q, { recencyWeight: 0, strictMatch: true }, STATS, NOW_MS),
      ).map((post) => post.breakdown.overlap)
    for (const overlap of overlaps('from:ana')) expect(overlap).toBeGreaterThan(0)
    expect(overlaps('')).toEqual([0, 0])
    expect(COMPONENT_EXPLAINED.overlap).toContain('A query of filters only (from:, an @mention)')
  })
})
