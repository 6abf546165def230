import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { describeMovement, movements } from '../../client/src/movement'

const ranked = (ids: string[]) => ids.map((id, index) => ({ id, rank: index + 1 }))

describe('movement between the two rankings', () => {
  it('counts the places a post gained or lost against the other list', () => {
    const moves = movements(ranked(['a', 'b', 'c']), ranked(['c', 'a', 'b']))
    expect(moves.get('a')).toEqual({ otherRank: 2, delta: 1 })
    expect(moves.get('b')).toEqual({ otherRank: 3, delta: 1 })
    expect(moves.get('c')).toEqual({ otherRank: 1, delta: -2 })
  })

  it('says a post the other list lacks is absent, not moved', () => {
    const moves = movements(ranked(['a', 'z']), ranked(['a']))
    expect(moves.get('z')).toEqual({ otherRank: null, delta: null })
    expect(describeMovement(moves.get('z'), 'refined')).toMatchObject({
      label: 'new',
      direction: 'absent',
    })
  })

  it('describes a movement in a short label and a full sentence', () => {
    expect(describeMovement({ otherRank: 4, delta: 3 }, 'platform_style')).toEqual({
      label: '▲3',
      sentence: '3 places higher than in platform_style (#4)',
      direction: 'up',
    })
    expect(describeMovement({ otherRank: 1, delta: -1 }, 'refined')).toEqual({
      label: '▼1',
      sentence: '1 place lower than in refined (#1)',
      direction: 'down',
    })
    expect(describeMovement({ otherRank: 2, delta: 0 }, 'refined').label).toBe('=')
  })

  it('gives opposite movements in the two directions, summing to zero over a list', () => {
    const permutation = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 30 })
      .chain((ids) =>
        fc.tuple(fc.constant(ids), fc.shuffledSubarray(ids, { minLength: ids.length })),
      )
    fc.assert(
      fc.property(permutation, ([first, second]) => {
        const forward = movements(ranked(first), ranked(second))
        const backward = movements(ranked(second), ranked(first))
        let total = 0
        for (const id of first) {
          const delta = forward.get(id)?.delta ?? Number.NaN
          expect((backward.get(id)?.delta ?? Number.NaN) + delta).toBe(0)
          total += delta
        }
        expect(total).toBe(0)
      }),
    )
  })
})
