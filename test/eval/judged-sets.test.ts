/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { draftReader, evaluate, exploreRetrieval, loadCorpus } from '../../eval/evaluate'
import {
  compositionProblems,
  type ExploreSet,
  excerpt,
  gradeProblems,
  type Judgment,
  type PersonalSet,
  personalProblems,
  queryKinds,
  REQUIRED_READERS,
  type Split,
  seededShuffle,
  splitProblems,
} from '../../eval/judgments'
import split from '../../eval/split.json'
import seedPayload from '../../seed/posts.json'
import { evalInputs, explore, foryou, personal } from '../helpers/eval-inputs'

const inputs = evalInputs

describe('the judged sets of npm run eval', () => {
  it('grade every post each set ranks, and only those, and hold the promised mix of queries', () => {
    expect(evaluate(inputs).problems).toEqual([])
  })

  it('hold two For You pages of 50 posts or more besides the seed home', () => {
    const pages = Object.values(foryou).filter((set) => set.home !== 'seed')
    expect(pages.length).toBeGreaterThanOrEqual(2)
    for (const page of pages) expect(page.grades.length).toBeGreaterThanOrEqual(50)
    expect(Object.values(foryou).some((set) => set.home === 'seed')).toBe(true)
  })

  it('hold the readers graded so far, each with likes and a pool from inside and outside their network', () => {
    const readers = Object.values(personal)
    expect(readers.length).toBeGreaterThanOrEqual(REQUIRED_READERS)
    for (const reader of readers) {
      expect(reader.likes.length, reader.name).toBeGreaterThanOrEqual(20)
      const origins = new Set(reader.grades.map((judgment) => judgment.origin))
      expect([...origins].sort(), reader.name).toEqual(['in_network', 'out_of_network'])
      expect(reader.description.length, reader.name).toBeGreaterThan(40)
    }
    expect((split as Split).foryouPersonal.tuning.length).toBeGreaterThanOrEqual(1)
    expect((split as Split).foryouPersonal.heldout.length).toBeGreaterThanOrEqual(1)
  })

  it('split the queries and the pages into halves by a seeded shuffle', () => {
    expect(split.explore.tuning.length).toBeGreaterThanOrEqual(Object.keys(explore).length / 2 - 1)
    expect(split.explore.heldout.length).toBeGreaterThanOrEqual(Object.keys(explore).length / 2 - 1)
    expect(split.foryou.tuning.length).toBeGreaterThanOrEqual(1)
    expect(split.foryou.heldout.length).toBeGreaterThanOrEqual(1)
  })
})

describe('the checks on judged sets', () => {
  const corpus = loadCorpus(seedPayload)
  const posts = exploreRetrieval(corpus, 'index funds').posts.map((entry) => entry.post)
  const graded = (grade: Judgment['grade']): Judgment[] =>
    posts.map((post) => ({ id: post.id, grade, post: excerpt(post) }))

  it('accept a set that grades exactly the posts retrieved', () => {
    expect(gradeProblems('index-funds', graded(2), posts)).toEqual([])
  })

  it('report a retrieved post without a grade, and a grade still null', () => {
    const missing = graded(2).slice(1)
    expect(gradeProblems('index-funds', missing, posts)).toEqual([
      expect.stringContaining(`${posts[0]?.id} (${excerpt(posts[0] as never)}) is not graded`),
    ])
    const open = graded(2).map((judgment, index) =>
      index === 0 ? { ...judgment, grade: null } : judgment,
    )
    expect(gradeProblems('index-funds', open, posts)).toEqual([
      expect.stringContaining('has no grade 0..3'),
    ])
  })

  it('report a graded post that is no longer retrieved, and an id that now names another post', () => {
    const stale = [...graded(2), { id: '1', grade: 3 as const, post: '@gone: a post' }]
    expect(gradeProblems('index-funds', stale, posts)).toEqual([
      'index-funds: 1 (@gone: a post) is graded but no longer retrieved',
    ])
    const moved = graded(2).map((judgment, index) =>
      index === 0 ? { ...judgment, post: '@someone: another text' } : judgment,
    )
    expect(gradeProblems('index-funds', moved, posts)).toEqual([
      expect.stringContaining('not "@someone: another text"'),
    ])
  })

  it('report a set in which nothing is relevant', () => {
    expect(gradeProblems('index-funds', graded(1), posts)).toEqual([
      'index-funds: no post is graded 2 or more, so no ranking can be measured',
    ])
  })

  it('read the kinds of a query from its text and fields', () => {
    const set = (query: string, extra: Partial<ExploreSet> = {}): ExploreSet => ({
      query,
      intent: 'x',
      lang: ['en'],
      grades: [],
      ...extra,
    })
    expect(queryKinds(set('sourdough'))).toMatchObject({ oneWord: true, severalWords: false })
    expect(queryKinds(set('rust async'))).toMatchObject({ oneWord: false, severalWords: true })
    expect(queryKinds(set('"edge computing"'))).toMatchObject({ quoted: true, severalWords: false })
    expect(queryKinds(set('#climate'))).toMatchObject({ hashtag: true, oneWord: false })
    expect(queryKinds(set('football OR soccer'))).toMatchObject({ or: true, severalWords: false })
    expect(queryKinds(set('from:ferrowheel'))).toMatchObject({ user: true })
    expect(queryKinds(set('@typedtess'))).toMatchObject({ user: true })
    expect(queryKinds(set('東京', { lang: ['ja'] }))).toMatchObject({ otherLanguage: true })
    expect(queryKinds(set('record', { otherSense: 'attendance record' }))).toMatchObject({
      otherSense: true,
    })
  })

  it('report a mix of queries short of what is promised', () => {
    const problems = compositionProblems([
      { query: 'sourdough', intent: 'bread', lang: ['en'], grades: [] },
    ])
    expect(problems).toContain('1 Explore queries, fewer than 40')
    expect(problems).toContain('0 Explore queries of kind quoted, fewer than 4')
    expect(problems).toContain('no Explore query in ja')
  })

  it('report a set in no half, or in both, and a half naming no set', () => {
    expect(
      splitProblems('explore', { tuning: ['a', 'b'], heldout: ['b', 'z'] }, ['a', 'b', 'c']),
    ).toEqual([
      'explore: b is in 2 halves of the split, not 1',
      'explore: c is in 0 halves of the split, not 1',
      'explore: the split names z, which is no set',
    ])
  })

  it('shuffle the same way for the same seed, and differently for another', () => {
    const names = Array.from({ length: 20 }, (_, index) => `q${index}`)
    expect(seededShuffle(names, 42)).toEqual(seededShuffle(names, 42))
    expect(seededShuffle(names, 42)).not.toEqual(seededShuffle(names, 43))
    expect([...seededShuffle(names, 42)].sort()).toEqual([...names].sort())
  })

  it("report a personal pool that misses a followed account's post, or mixes likes and origins", () => {
    const seedPosts = corpus.posts.map((entry) => entry.post)
    const author = (seedPosts[0] as (typeof seedPosts)[number]).author.username
    const [first, second, third] = seedPosts.filter((post) => post.author.username === author)
    const outsider = seedPosts.find((post) => post.author.username !== first?.author.username)
    if (!first || !outsider) throw new Error('the seed has too few posts')
    const set: PersonalSet = {
      name: 'reader',
      description: 'A reader.',
      follows: [first.author.username],
      likes: [{ id: first.id, post: excerpt(first) }],
      grades: [
        ...[second, third].flatMap((post) =>
          post
            ? [
                {
                  id: post.id,
                  grade: 3 as const,
                  post: excerpt(post),
                  origin: 'in_network' as const,
                },
              ]
            : [],
        ),
        { id: outsider.id, grade: 1, post: excerpt(outsider), origin: 'out_of_network' },
      ],
    }
    const whole = seedPosts.filter((post) => post.author.username === first.author.username)
    const complete = {
      ...set,
      grades: [
        ...whole.slice(1).map((post) => ({
          id: post.id,
          grade: 2 as const,
          post: excerpt(post),
          origin: 'in_network' as const,
        })),
        {
          id: outsider.id,
          grade: 1 as const,
          post: excerpt(outsider),
          origin: 'out_of_network' as const,
        },
      ],
    }
    expect(personalProblems(complete, seedPosts)).toEqual([])
    const missing = { ...complete, grades: complete.grades.slice(1) }
    expect(personalProblems(missing, seedPosts)).toEqual([
      expect.stringContaining('of a followed account, is not graded'),
    ])
    const likedToo = {
      ...complete,
      grades: [
        ...complete.grades,
        { id: first.id, grade: 3 as const, post: excerpt(first), origin: 'in_network' as const },
      ],
    }
    expect(personalProblems(likedToo, seedPosts)).toContain(
      `reader: ${first.id} is liked and a candidate`,
    )
    const wrongOrigin = {
      ...complete,
      grades: complete.grades.map((judgment) => ({ ...judgment, origin: 'in_network' as const })),
    }
    expect(personalProblems(wrongOrigin, seedPosts)).toEqual([
      expect.stringContaining(
        `${outsider.id} is in_network, but @${outsider.author.username} is not followed`,
      ),
    ])
  })

  it("draft a reader's pool to grade: the followed accounts' posts not liked, and what their interests find outside", () => {
    const reader = personal['rust-systems-dev'] as PersonalSet
    const drafted = draftReader(inputs, {
      name: 'drafted',
      description: reader.description,
      follows: reader.follows,
      likes: reader.likes.map((like) => ({ id: like.id, post: '' })),
      grades: [],
    })
    const seedPosts = corpus.posts.map((entry) => entry.post)
    expect(drafted.likes).toEqual(reader.likes)
    expect(drafted.grades.every((judgment) => judgment.grade === null)).toBe(true)
    const inside = drafted.grades.filter((judgment) => judgment.origin === 'in_network')
    const outside = drafted.grades.filter((judgment) => judgment.origin === 'out_of_network')
    expect(outside.length).toBeGreaterThan(10)
    // What the searches find holds the reader's strongest interest somewhere.
    expect(outside.some((judgment) => /rust/i.test(judgment.post))).toBe(true)
    const graded = { ...drafted, grades: drafted.grades.map((j) => ({ ...j, grade: 2 as const })) }
    expect(personalProblems(graded, seedPosts)).toEqual([])
    expect(inside.length).toBe(
      reader.grades.filter((judgment) => judgment.origin === 'in_network').length,
    )
    // A grade given is kept when the draft is made again.
    const again = draftReader(inputs, graded)
    expect(again.grades.every((judgment) => judgment.grade === 2)).toBe(true)
    expect(() => draftReader(inputs, { ...drafted, likes: [{ id: '1', post: '' }] })).toThrow(
      'no seed post',
    )
  })
})
