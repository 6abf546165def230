/**
 * Near-duplicate detection by prefix filtering, against its definition: an entry repeats an
 * earlier one when the Jaccard similarity of their word-pair sets reaches the threshold.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DUPLICATE_SIMILARITY,
  fingerprint,
  jaccard,
  MAX_POSTING_VISITS,
  markLaterDuplicates,
  prefixLength,
  VERBATIM_SIMILARITY,
} from '../../src/ranking/duplicates'
import { tokenize } from '../../src/ranking/text/analyze'
import { analyzed } from '../fixtures/posts'

const VOCABULARY = ['rust', 'async', 'tokio', 'is', 'great', 'the', 'new', 'grinder', 'rt', 'a']
const wordList = fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 60, size: 'max' })

/** The definition: an entry repeats an earlier one when their pair sets are that similar. */
function quadraticMarks(
  prints: readonly (readonly number[])[],
  similarity = DUPLICATE_SIMILARITY,
): boolean[] {
  const sets = prints.map((print) => new Set(print))
  return sets.map((set, index) =>
    sets.slice(0, index).some((earlier) => jaccard(set, earlier) >= similarity),
  )
}

describe('near-duplicate fingerprints', () => {
  it('are the word pairs in order, a leading rt and the ignored words left out', () => {
    const pairs = fingerprint(['rt', 'rust', 'is', 'great', 'new', 'rust'], ['new'])
    expect(pairs).toEqual(fingerprint(['rust', 'is', 'great', 'rust'], []))
    expect(pairs).toHaveLength(3)
    // The same pair of words is the same number wherever it is.
    expect(fingerprint(['tokio', 'rust', 'is', 'fun'], [])).toContain(pairs[0])
    expect(new Set(pairs).size).toBe(3)
    // Fewer than four words: one "pair" of them all, which only the same words match.
    expect(fingerprint(['rust', 'is', 'great'], [])).toHaveLength(1)
    expect(fingerprint(['rust', 'is', 'great'], [])).not.toEqual(fingerprint(['rust', 'is'], []))
    expect(fingerprint(['rt'], [])).toEqual([])
  })

  it("leave each hashtag's words and the mentioned usernames out, as copy-paste spam varies them", () => {
    const tags = ['Rust', 'CaféRust', 'ラーメン好き', "rust's", 'ＲＵＳＴ']
    fc.assert(
      fc.property(wordList, fc.subarray(tags), (words, hashtags) => {
        const text = `@someone ${words.join(' ')} ${hashtags.map((name) => `#${name}`).join(' ')}`
        const post = analyzed({ text, hashtags, facts: { mentions: ['someone'] } })
        const ignored = ['someone', ...hashtags.flatMap((name) => tokenize(name))]
        expect(post.fingerprint).toEqual(fingerprint(post.words, ignored))
      }),
      { numRuns: 300 },
    )
  })
})

describe('markLaterDuplicates', () => {
  it('searches enough of each post: a post that similar shares one of its first pairs', () => {
    // With t = 11/20 in whole numbers: J = o/(x+y−o) ≥ t ⇔ 20·o ≥ 11·(x+y−o). The first
    // prefixLength(x) pairs of x (any order) miss at most x − prefixLength(x) shared ones.
    expect(DUPLICATE_SIMILARITY).toBe(11 / 20)
    for (let x = 1; x <= 400; x++) {
      const length = prefixLength(x)
      expect(length).toBeGreaterThanOrEqual(1)
      expect(length).toBeLessThanOrEqual(x)
      for (let y = 1; y <= 400; y++) {
        const least = Math.ceil((11 * (x + y)) / 31)
        if (least <= Math.min(x, y)) expect(x - length).toBeLessThan(least)
      }
    }
  })

  it('marks exactly the near-duplicates of earlier entries when visits are unbounded', () => {
    // Few words, so lists are full of near-duplicates, exact repeats and short posts; or
    // variations of a few sentences, crowding the postings of partly similar posts.
    const list = fc.array(
      fc.array(fc.constantFrom('rust', 'is', 'great', 'new', 'a'), { maxLength: 9 }),
      { maxLength: 30 },
    )
    const sentence = fc.array(fc.constantFrom(...VOCABULARY), { minLength: 8, maxLength: 12 })
    const variations = fc
      .tuple(
        fc.array(sentence, { minLength: 1, maxLength: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.constantFrom(...VOCABULARY)))), {
          maxLength: 40,
        }),
      )
      .map(([bases, edits]) =>
        edits.map(([base, changes]) => {
          const words = [...(bases[base % bases.length] as string[])]
          for (const [at, word] of changes) words[at % words.length] = word
          return words
        }),
      )
    fc.assert(
      fc.property(fc.oneof(list, variations), (posts) => {
        const prints = posts.map((words) => fingerprint(words, []))
        expect(markLaterDuplicates(prints, 10_000)).toEqual(quadraticMarks(prints))
      }),
      { numRuns: 2000 },
    )
  })

  it('marks exactly the copies at any other threshold, such as word for word', () => {
    // Sentences of a long vocabulary, each repeated with a few words changed: at 0.9, one
    // word changed in twenty is a copy, three are not.
    const words = Array.from({ length: 40 }, (_, index) => `w${index}`)
    const sentence = fc.array(fc.constantFrom(...words), { minLength: 3, maxLength: 30 })
    const edited = fc
      .tuple(sentence, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...words)), { maxLength: 3 }))
      .map(([base, changes]) => {
        const copy = [...base]
        for (const [at, word] of changes) copy[at % copy.length] = word
        return [base, copy]
      })
    fc.assert(
      fc.property(
        fc.array(edited, { maxLength: 10 }),
        fc.constantFrom(VERBATIM_SIMILARITY, 0.7, 1),
        (pairs, similarity) => {
          const prints = pairs.flat().map((post) => fingerprint(post, []))
          const marks = markLaterDuplicates(prints, Number.POSITIVE_INFINITY, similarity)
          expect(marks).toEqual(quadraticMarks(prints, similarity))
        },
      ),
      { numRuns: 1000 },
    )
    const base = words.slice(0, 21)
    const oneChanged = [...base.slice(0, 20), 'w39']
    const threeChanged = ['w37', ...base.slice(1, 10), 'w38', ...base.slice(11, 20), 'w39']
    const prints = [base, oneChanged, threeChanged].map((post) => fingerprint(post, []))
    expect(markLaterDuplicates(prints, MAX_POSTING_VISITS, VERBATIM_SIMILARITY)).toEqual([
      false,
      true,
      false,
    ])
  })

  it('bounds the visits per word pair: fewer visits can leave a near-duplicate unfound', () => {
    // The last post repeats the first, and shares with the second the pair it reaches first:
    // one visit finds only the second, which is not similar enough.
    const prints = [
      ['a', 'a', 'is', 'a', 'a', 'is', 'async'],
      ['a', 'a', 'is', 'a', 'a', 'grinder', 'the'],
      ['a', 'a', 'is', 'a', 'a', 'is', 'the'],
    ].map((words) => fingerprint(words, []))
    expect(markLaterDuplicates(prints, 1)).toEqual([false, false, false])
    expect(markLaterDuplicates(prints, MAX_POSTING_VISITS)).toEqual([false, false, true])
  })

  it('marks the near-duplicates among long posts (more pairs than sorting by insertion takes)', () => {
    const long = fc.array(fc.constantFrom('rust', 'is', 'great', 'new', 'a', 'tokio', 'the'), {
      minLength: 60,
      maxLength: 90,
    })
    const variations = fc
      .tuple(long, fc.array(fc.tuple(fc.nat(), fc.constantFrom(...VOCABULARY)), { maxLength: 30 }))
      .map(([base, changes]) => {
        const words: string[] = [...base]
        for (const [at, word] of changes) words[at % words.length] = word
        return words
      })
    fc.assert(
      fc.property(fc.array(fc.oneof(long, variations), { maxLength: 12 }), (posts) => {
        const prints = posts.map((words) => fingerprint(words, []))
        expect(markLaterDuplicates(prints, 10_000)).toEqual(quadraticMarks(prints))
      }),
      { numRuns: 300 },
    )
  })

  it('finds the copies in a long list of mostly different posts, as comparing every pair does', () => {
    const random = fc.sample(fc.integer({ min: 0, max: 999 }), { numRuns: 600 * 24, seed: 7 })
    const words = (post: number) =>
      Array.from({ length: 24 }, (_, k) => `w${random[post * 24 + k]}`)
    const posts = Array.from({ length: 600 }, (_, post) =>
      // Every tenth post copies the one before it with one word changed.
      post % 10 === 9 ? [...words(post - 1).slice(0, 23), 'changed'] : words(post),
    )
    const prints = posts.map((list) => fingerprint(list, []))
    const marks = markLaterDuplicates(prints)
    expect(marks).toEqual(quadraticMarks(prints))
    expect(marks.filter(Boolean)).toHaveLength(60)
  })
})
