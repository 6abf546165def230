import fc from 'fast-check'
import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type PostSource, type RankedPost, rankedFields } from '../../src/domain/post'
import { jsonAnswer, jsonObject, jsonOf, PostJson } from '../../src/http/json-body'
import { makePost } from '../fixtures/posts'

/** Text with what JSON must escape: quotes, backslashes, controls, lone surrogates, emoji. */
const awkwardText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('"', '\\', '\n', '\u0000', '\u2028', '\ud83d', '\ude00', '😀', 'é', '東'),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 40,
})
/** Numbers as scores and breakdowns hold them, -0 and a value with float noise included. */
const score = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
  fc.constantFrom(0, -0, 1.1814090000000002, 1e-7),
)

function ranked(text: string, rank: number, value: number, id?: string): RankedPost {
  const { post } = makePost({ text, ...(id === undefined ? {} : { id }) })
  const breakdown = { overlap: value, phrase: 0, recency: -value, engagement: 0.5, spam: -0 }
  // As the ranking makes them: the Post fields in their order, then the ranking's.
  return rankedFields(post, rank, value, breakdown)
}

const rankedPosts = fc.array(
  fc
    .tuple(awkwardText, fc.nat(1000), score)
    .map(([text, rank, value]) => ranked(text, rank, value)),
  { maxLength: 8 },
)

/** What JSON.stringify makes of the posts, each shown as `source` when one is given. */
function stringified(posts: readonly RankedPost[], source?: PostSource): string {
  return JSON.stringify(source === undefined ? posts : posts.map((post) => ({ ...post, source })))
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('jsonObject', () => {
  it('is JSON.stringify of the object its members are serialised from, in their order', () => {
    fc.assert(
      fc.property(fc.dictionary(awkwardText, fc.jsonValue(), { maxKeys: 6 }), (object) => {
        const members = Object.fromEntries(
          Object.entries(object).map(([key, value]) => [key, jsonOf(value)]),
        )
        expect(jsonObject(members)).toBe(JSON.stringify(object))
      }),
    )
  })

  it('writes an empty object as {}', () => {
    expect(jsonObject({})).toBe('{}')
  })
})

describe('PostJson', () => {
  it('serialises ranked posts exactly as JSON.stringify does, again and again', () => {
    fc.assert(
      fc.property(rankedPosts, (posts) => {
        const json = new PostJson()
        expect(json.list(posts)).toBe(stringified(posts))
        // The second time from the fields serialised the first time.
        expect(json.list(posts)).toBe(stringified(posts))
        expect(json.list(posts.slice().reverse())).toBe(stringified(posts.slice().reverse()))
      }),
    )
  })

  it('shows every post as its source when it is given one', () => {
    fc.assert(
      fc.property(rankedPosts, (posts) => {
        const json = new PostJson('mock')
        expect(json.list(posts)).toBe(stringified(posts, 'mock'))
        expect(json.list(posts)).toBe(stringified(posts, 'mock'))
      }),
    )
  })

  it('reuses the fields of a post ranked again, with its new rank, score and breakdown', () => {
    const first = ranked('rust async', 1, 2.5)
    const again: RankedPost = {
      ...first,
      rank: 7,
      score: 0.25,
      breakdown: { overlap: 0, phrase: 0, recency: 0.25, engagement: 0, spam: 0 },
    }
    const json = new PostJson()
    json.list([first])
    const stringify = vi.spyOn(JSON, 'stringify')
    expect(json.list([again])).toBe(stringified([again]))
    const serialisedPosts = stringify.mock.calls.filter(([value]) => {
      return typeof value === 'object' && value !== null && 'text' in value
    })
    expect(serialisedPosts).toEqual([])
  })

  it('serialises anew a post under a known id that is not the same post', () => {
    const first = ranked('first text', 1, 1, '42')
    const otherText = { ...first, text: 'second text' }
    const otherAuthor = { ...first, author: { ...first.author, name: 'Someone Else' } }
    const otherMetrics = { ...first, metrics: { ...first.metrics, likes: 99 } }
    for (const post of [otherText, otherAuthor, otherMetrics]) {
      const json = new PostJson()
      json.list([first])
      expect(json.list([post])).toBe(stringified([post]))
      expect(json.list([first])).toBe(stringified([first]))
    }
  })
})

describe('jsonAnswer', () => {
  it('answers with the status, headers and bytes of c.json', async () => {
    const value = { params: { q: 'café "rust"' }, source: 'mock', posts: [{ score: -0, rank: 1 }] }
    const app = new Hono()
      .get('/json', (c) => {
        c.header('x-cache', 'miss')
        return c.json(value, 200)
      })
      .get('/text', (c) => {
        c.header('x-cache', 'miss')
        return jsonAnswer(c, jsonOf(value))
      })
    const expected = await app.request('/json')
    const actual = await app.request('/text')
    expect(actual.status).toBe(expected.status)
    expect([...actual.headers]).toEqual([...expected.headers])
    expect(await actual.text()).toBe(await expected.text())
  })
})
