import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_BATCH, POSTS_PER_TICK, planTick } from '../../src/ingest/scheduled'

describe('planTick', () => {
  it('shares 69 posts fairly, at most one batch of 25 per topic', () => {
    expect(planTick(['a', 'b', 'c'], 0).map((plan) => plan.quota)).toEqual([23, 23, 23])
    expect(planTick(['a', 'b', 'c', 'd', 'e'], 0).map((plan) => plan.quota)).toEqual([
      14, 14, 14, 14, 13,
    ])
    expect(planTick(['only'], 0).map((plan) => plan.quota)).toEqual([25])
  })

  it('rotates which topics go first, so the remainder and the order move every tick', () => {
    const topics = ['a', 'b', 'c', 'd', 'e']
    expect(planTick(topics, 1).map((plan) => plan.topic)).toEqual(['b', 'c', 'd', 'e', 'a'])
    const many = Array.from({ length: 100 }, (_, index) => `topic ${index}`)
    expect(planTick(many, 0)).toHaveLength(POSTS_PER_TICK)
    expect(planTick(many, 69)[0]?.topic).toBe('topic 69')
  })

  it('leaves out empty, too long and repeated topics (compared case-folded)', () => {
    const plans = planTick(['Rust', '  rust ', '', 'x'.repeat(81), 'Coffee  beans'], 0)
    expect(plans.map((plan) => [plan.topic, plan.key])).toEqual([
      ['Rust', 'rust'],
      ['Coffee beans', 'coffee beans'],
    ])
  })

  it('drops invisible characters from topics, as the topic route does', () => {
    const plans = planTick(['Ru\u200Bst', 'rust', '\u2060', 'a\u202Eb\u0000'], 0)
    expect(plans.map((plan) => [plan.topic, plan.key])).toEqual([
      ['Rust', 'rust'],
      ['ab', 'ab'],
    ])
  })

  it('never plans more than 69 posts, nor more than a batch for a topic', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 12 }), { maxLength: 200 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (topics, tick) => {
          const plans = planTick(topics, tick)
          const total = plans.reduce((sum, plan) => sum + plan.quota, 0)
          expect(total).toBeLessThanOrEqual(POSTS_PER_TICK)
          const quotas = plans.map((plan) => plan.quota)
          for (const quota of quotas) {
            expect(quota).toBeGreaterThan(0)
            expect(quota).toBeLessThanOrEqual(MAX_BATCH)
          }
          if (quotas.length > 0) {
            expect(Math.max(...quotas) - Math.min(...quotas)).toBeLessThanOrEqual(1)
          }
        },
      ),
    )
  })
})
