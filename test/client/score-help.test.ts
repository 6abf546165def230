import { describe, expect, it } from 'vitest'
import { COMPONENT_EXPLAINED } from '../../client/src/score-help'
import { analyzePost } from '../../src/ranking/analysis'
import {
  authorDiversityMultiplier,
  PROFILES,
  refinedHalfLifeHours,
} from '../../src/ranking/profiles'
import { parseQuery } from '../../src/ranking/query'

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

  it('says only refined demotes a post that repeats a newer one', () => {
    expect(PROFILES.platform_style.duplicateDemotion).toBe(0)
    expect(PROFILES.refined.duplicateDemotion).toBeGreaterThan(0)
    expect(COMPONENT_EXPLAINED.spam).toMatch(/in refined also .*repeating a newer post/)
  })

  it("states refined's phrase bonus: 1 per quoted phrase, 0.5 for words in order, at most 2", () => {
    const text = 'a b c d e f g h'
    const post = analyzePost({
      post: {
        id: '1',
        text,
        createdAt: '2026-11-20T00:00:00.000Z',
        lang: 'en',
        url: 'https://x.com/a/status/1',
        author: { id: '1', username: 'a', name: 'A', avatarUrl: '', verified: false, followers: 0 },
        metrics: { likes: 0, reposts: 0, replies: 0, quotes: 0, bookmarks: 0, impressions: 0 },
        hashtags: [],
        media: [],
        kind: 'original',
        source: 'mock',
      },
      facts: {
        mentions: [],
        hasLinks: false,
        referencedPostId: null,
        repliedTo: null,
        repliedToUserId: null,
        urls: [],
        conversationId: null,
        repliedToPostId: null,
        repostOfUserId: null,
        repostOf: null,
        hasGeo: false,
      },
    })
    const phrase = (q: string) =>
      PROFILES.refined.scorer({
        query: parseQuery(q),
        params: { recencyWeight: 0, strictMatch: true },
        nowMs: Date.parse('2026-11-20T00:00:00.000Z'),
        stats: { documentCount: 1, averageLength: 8, documentFrequency: new Map() },
      })(post).phrase
    expect(phrase('"a b"')).toBe(1)
    expect(phrase('a b')).toBe(0.5)
    expect(phrase('"a b" "c d" "e f"')).toBe(2)
    expect(phrase('a OR b')).toBe(0)
    expect(COMPONENT_EXPLAINED.phrase).toContain('refined 1 for each quoted phrase, 0.5')
    expect(COMPONENT_EXPLAINED.phrase).toContain('at most 2')
  })
})
