import { describe, expect, it } from 'vitest'
import { refusalsOf, safeReason } from '../../../src/sources/x/problems'

describe("refusalsOf (X's 400 bodies)", () => {
  it('reads the parameters of an invalid-request problem', () => {
    expect(
      refusalsOf({
        errors: [
          { parameters: { query: ['('] }, message: 'Unexpected end of query' },
          { parameters: { next_token: ['zz'], pagination_token: ['zz'] }, message: 'Bad token' },
        ],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.x.com/2/problems/invalid-request',
      }),
    ).toEqual([
      { parameter: 'query', reason: 'Unexpected end of query' },
      { parameter: 'next_token', reason: 'Bad token' },
      { parameter: 'pagination_token', reason: 'Bad token' },
    ])
  })

  it("reads the spec's single-parameter problem and the old errors shape", () => {
    expect(
      refusalsOf({
        type: 'https://api.x.com/2/problems/invalid-request',
        title: 'Invalid Request',
        detail: 'query is too long',
        parameter: 'query',
      }),
    ).toEqual([{ parameter: 'query', reason: 'query is too long' }])
    expect(refusalsOf({ errors: [{ code: 44, message: 'query parameter is invalid' }] })).toEqual([
      { parameter: null, reason: 'query parameter is invalid' },
    ])
  })

  it('finds nothing in what is not an object', () => {
    for (const body of [null, 'oops', [1], 42]) expect(refusalsOf(body)).toEqual([])
  })
})

describe('safeReason', () => {
  it('is one plain line of at most 200 characters', () => {
    expect(safeReason(' Bad\u0000 query\u202e\n(at\tposition 1) ')).toBe(
      'Bad query (at position 1)',
    )
    const long = safeReason('😀'.repeat(500))
    expect([...long]).toHaveLength(200)
    expect(long.endsWith('…')).toBe(true)
  })
})
