/**
 * The hand-written fast paths of text analysis and duplicate detection against the
 * straightforward definitions they replace (regexes, string sets, quadratic pair
 * checks): the same input must give exactly the same answer.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzePost } from '../../src/ranking/analysis'
import {
  DUPLICATE_SIMILARITY,
  fingerprint,
  MAX_POSTING_VISITS,
  markLaterDuplicates,
  prefixLength,
  selectRarest,
} from '../../src/ranking/duplicates'
import { hasPhrase } from '../../src/ranking/match'
import { parseAnyQuery, parseQuery } from '../../src/ranking/query'
import { hashWord, isWhitespace } from '../../src/ranking/scan'
import { spamSignals } from '../../src/ranking/spam'
import { foldText, isPlainWord, segmentUnspaced, tokenizeFolded } from '../../src/ranking/text'
import { Words } from '../../src/ranking/words'
import { makePost } from '../fixtures/posts'
import { hostileText as text } from './inputs'

// ---- reference definitions ------------------------------------------------------------

const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
const WORD = /[\p{L}\p{N}\p{M}_]+/gu

function referenceFold(input: string): string {
  if (!/[^ -~\t\n\r]/.test(input)) return input.toLowerCase()
  const lowered = input.normalize('NFKC').toLowerCase()
  const decomposed = lowered.normalize('NFD')
  if (!/\p{Mn}/u.test(decomposed)) return lowered
  return decomposed
    .replace(/([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu, '$1')
    .normalize('NFC')
}

function referenceWords(text: string): string[] {
  return [...text.matchAll(WORD)].map((match) => match[0])
}

function referenceSpam(text: string) {
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  const upper = letters >= 12 ? (text.match(/\p{Lu}/gu)?.length ?? 0) : 0
  return {
    repeatedCharacters: /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u.test(text),
    shouting: letters >= 12 && upper / letters > 0.7,
  }
}

function referenceFnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** `combineHashes` by its definition: the sum modulo 2^32, as an int32, halved rounding down. */
function referenceCombine(first: number, second: number): number {
  const sum = (Math.imul(first, 0x9e3779b1) + second + 2 ** 32) % 2 ** 32
  return Math.floor((sum >= 2 ** 31 ? sum - 2 ** 32 : sum) / 2)
}

/** The fingerprint as a list of word-pair hashes (a short post: one hash of all its words). */
function referenceFingerprint(tokens: readonly string[], ignored: ReadonlySet<string>): number[] {
  const words = tokens
    .filter((token, index) => !ignored.has(token) && !(index === 0 && token === 'rt'))
    .map((word) => Math.floor((referenceFnv1a(word) | 0) / 2))
  if (words.length === 0) return []
  if (words.length < 4) return [words.reduce(referenceCombine, words.length)]
  return words.slice(1).map((word, index) => referenceCombine(words[index] as number, word))
}

function setJaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  if (a.size === 0 || b.size === 0) return 0
  let shared = 0
  for (const value of a) if (b.has(value)) shared++
  return shared / (a.size + b.size - shared)
}

/** The definition: an entry repeats an earlier one when their pair sets are that similar. */
function quadraticMarks(prints: readonly number[][]): boolean[] {
  const sets = prints.map((print) => new Set(print))
  return sets.map((set, index) =>
    sets.slice(0, index).some((earlier) => setJaccard(set, earlier) >= DUPLICATE_SIMILARITY),
  )
}

/**
 * The bounded search, plainly: only entries with at least t of their pairs in some other
 * entry are compared and filed; each is filed under its first `prefixLength` pairs (fewest
 * holders first, then by hash), and compared with the `cap` latest filed under each of
 * those, skipping entries it was already compared with.
 */
function referenceMarks(prints: readonly number[][], cap: number): boolean[] {
  const sets = prints.map((print) => new Set(print))
  const holders = new Map<number, number>()
  for (const set of sets) for (const pair of set) holders.set(pair, (holders.get(pair) ?? 0) + 1)
  const held = (pair: number) => holders.get(pair) ?? 0
  const filed = new Map<number, number[]>()
  return sets.map((set, index) => {
    const shared = [...set].filter((pair) => held(pair) >= 2).length
    if (set.size === 0 || shared + 0.5 < DUPLICATE_SIMILARITY * set.size) return false
    const prefix = [...set]
      .sort((a, b) => held(a) - held(b) || a - b)
      .slice(0, prefixLength(set.size))
    const compared = new Set<number>()
    const found = prefix.some((pair) =>
      (filed.get(pair) ?? []).slice(0, cap).some((other) => {
        if (compared.has(other)) return false
        compared.add(other)
        return setJaccard(set, sets[other] as Set<number>) >= DUPLICATE_SIMILARITY
      }),
    )
    for (const pair of prefix) filed.set(pair, [index, ...(filed.get(pair) ?? [])])
    return found
  })
}

/** The fingerprint of a list of words, hashed as the tokeniser hashes them. */
function fingerprintOf(words: readonly string[], ignored: Iterable<string> = []) {
  return fingerprint(Words.of(words, words.map(hashWord)), [...ignored])
}

// ---- inputs ---------------------------------------------------------------------------

const VOCABULARY = ['rust', 'async', 'tokio', 'is', 'great', 'the', 'new', 'grinder', 'rt', 'a']
// Up to 60 words: short and long fingerprints.
const wordList = fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 60, size: 'max' })

// ---- properties -----------------------------------------------------------------------

describe('fast paths give exactly the answers of the definitions they replace', () => {
  it('folds text like NFKC, lower case and the diacritic regex', () => {
    fc.assert(
      fc.property(
        // Short texts at the edges of printable ASCII, and long ones, take different paths.
        fc.oneof(
          text,
          fc.string({ unit: fc.constantFrom(...'aZ~ \t\n\r\x00\x1f\x7f\x80é'.split('')) }),
          fc.string({ unit: fc.constantFrom('A', 'b', ' ', '\x7f'), minLength: 60, maxLength: 70 }),
        ),
        (input) => foldText(input) === referenceFold(input),
      ),
      {
        numRuns: 3000,
      },
    )
  })

  it('folds every code point like the definition, alone and beside letters, kana and marks', () => {
    const contexts = ['a', 'É', 'が', '\u0301', '\u3099', 'ｶ', 'İ', 'Σ', '1']
    const ranges = [0x80, 0xffff, 0x1d400, 0x1d7ff, 0x1f100, 0x1faff]
    for (let range = 0; range < ranges.length; range += 2) {
      for (let code = ranges[range] as number; code <= (ranges[range + 1] as number); code++) {
        const char = String.fromCodePoint(code)
        for (const text of [
          char,
          ...contexts.flatMap((context) => [context + char, char + context]),
        ]) {
          if (foldText(text) !== referenceFold(text)) {
            expect({ text, folded: foldText(text) }).toEqual({ text, folded: referenceFold(text) })
          }
        }
      }
    }
  }, 60_000)

  it('tokenises spaced scripts like the Unicode word regex, splitting at apostrophes', () => {
    // Short texts of word characters and their neighbours too: a plain ASCII word (a
    // hashtag, a query term) takes a shortcut.
    const wordish = fc.string({ unit: fc.constantFrom(..."az_09Z’'-é ".split('')), maxLength: 6 })
    fc.assert(
      fc.property(fc.oneof(text, wordish), (input) => {
        for (const candidate of [input, referenceFold(input)]) {
          if (UNSPACED_SCRIPT.test(candidate)) continue
          expect(tokenizeFolded(candidate)).toEqual(referenceWords(candidate))
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('segments a run into the words Intl.Segmenter iterates over', () => {
    const segmenter = new Intl.Segmenter('ja', { granularity: 'word' })
    const iterated = (run: string) =>
      [...segmenter.segment(run)].filter((part) => part.isWordLike).map((part) => part.segment)
    const unit = fc.constantFrom(
      ...'東京でラーメンを食べた今日は写真々〆ヵヶ。、 ab1🦀ไทย'.split(''),
      '🦀',
    )
    const runs = fc.oneof(fc.string({ unit, maxLength: 40 }), text)
    fc.assert(
      fc.property(runs, (run) => {
        const words: string[] = []
        segmentUnspaced(run, words)
        expect(words).toEqual(iterated(run))
      }),
      // Tried first, before this file segments anything else: ICU splits it differently on
      // the first use of its Japanese dictionary, unless the segmenter has been warmed.
      { numRuns: 3000, examples: [['🦀ー写']] },
    )
  })

  it('counts letters, capitals and repeated characters like the spam regexes', () => {
    fc.assert(
      fc.property(text, (input) => {
        const signals = spamSignals(input, 0, Words.of([], []))
        const reference = referenceSpam(input)
        expect(signals.repeatedCharacters).toBe(reference.repeatedCharacters)
        expect(signals.shouting).toBe(reference.shouting)
        const tokens = tokenizeFolded(referenceFold(input))
        const words = Words.of(tokens, tokens.map(hashWord))
        expect(spamSignals(input, 0, words).repetitiveWords).toBe(
          tokens.length >= 8 && new Set(tokens).size / tokens.length < 0.6,
        )
      }),
      { numRuns: 3000 },
    )
  })

  it('fingerprints word pairs like the plain version, hashtags, mentions and a leading rt left out', () => {
    fc.assert(
      fc.property(wordList, fc.subarray(VOCABULARY), (words, ignoredWords) => {
        const ignored = new Set(ignoredWords)
        expect(fingerprintOf(words, ignored).shingles).toEqual(referenceFingerprint(words, ignored))
      }),
      { numRuns: 2000 },
    )
  })

  it('fingerprints the same when the ignored words are many enough to go into a set', () => {
    const padding = Array.from({ length: 40 }, (_, index) => `pad${index}`)
    fc.assert(
      fc.property(wordList, fc.subarray(VOCABULARY), (words, ignoredWords) => {
        const ignored = new Set([...padding, ...ignoredWords])
        expect(fingerprintOf(words, ignored).shingles).toEqual(referenceFingerprint(words, ignored))
      }),
      { numRuns: 500 },
    )
  })

  it('tells a plain word (folded ASCII letters, digits and _) like the regex', () => {
    const unit = fc.constantFrom(...'az09_AZ-é’ \u0000'.split(''))
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), (word) => {
        expect(isPlainWord(word)).toBe(/^[a-z0-9_]+$/.test(word))
      }),
      { numRuns: 3000 },
    )
  })

  it('parses a query of plain words as the lexer and the parser do, and leaves the rest to them', () => {
    // Mostly plain words, with what makes a query more than that: OR, operators, signs,
    // quotes, groups, other whitespace, letters outside ASCII and emoji.
    const piece = fc.oneof(
      { weight: 6, arbitrary: fc.stringMatching(/^[A-Za-z0-9_]{1,6}$/) },
      { weight: 3, arbitrary: fc.constantFrom(' ', '  ', 'OR', 'or', 'Rust', '_', '42') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '-',
          '#',
          '@',
          '$',
          ':',
          'from:',
          '"',
          '(',
          ')',
          '\t',
          'é',
          '😀',
        ),
      },
    )
    const query = fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join(' '))
    const plainSeen = { plain: 0, other: 0 }
    fc.assert(
      fc.property(query, (q) => {
        expect(parseQuery(q)).toEqual(parseAnyQuery(q))
        const plain = /^[A-Za-z0-9_ ]*[A-Za-z0-9_][A-Za-z0-9_ ]*$/.test(q) && !/\bOR\b/.test(q)
        plainSeen[plain ? 'plain' : 'other']++
      }),
      { numRuns: 3000 },
    )
    expect(plainSeen.plain).toBeGreaterThan(500)
    expect(plainSeen.other).toBeGreaterThan(500)
    for (const q of [
      'rust async',
      'Rust  ASYNC rust',
      'a OR b',
      'OR',
      'Or',
      ' x_1 ',
      'rust\tasync',
    ]) {
      expect(parseQuery(q), q).toEqual(parseAnyQuery(q))
    }
  })

  it("tells whitespace like JavaScript's \\s, for every code unit", () => {
    const mismatches: number[] = []
    for (let code = 0; code <= 0xffff; code++) {
      if (isWhitespace(code) !== /\s/u.test(String.fromCharCode(code))) mismatches.push(code)
    }
    expect(mismatches).toEqual([])
  })

  it('finds a phrase in a post exactly where its words are in a row', () => {
    const inRow = (words: string[], phrase: string[]) =>
      words.some((_, at) => phrase.every((word, k) => words[at + k] === word))
    fc.assert(
      fc.property(
        wordList,
        fc.array(fc.constantFrom(...VOCABULARY), { minLength: 1, maxLength: 3 }),
        (words, phrase) => {
          const post = analyzePost(makePost({ text: words.join(' ') }))
          expect(hasPhrase(post, phrase)).toBe(inRow(words, phrase))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it("leaves each hashtag's words out of a post's fingerprint, as the tokeniser splits the tag", () => {
    // Plain ASCII tags take the tokeniser's shortcut; the others (accents, kana, apostrophes,
    // several words) go through its scanner.
    const tag = fc.oneof(
      fc.constantFrom(
        'Rust',
        'rust_lang',
        'Tokio2',
        'CaféRust',
        'ラーメン好き',
        "rust's",
        'ＲＵＳＴ',
        'é',
      ),
      fc.string({ unit: fc.constantFrom(...'aZ9_é’東ー'.split('')), minLength: 1, maxLength: 8 }),
    )
    fc.assert(
      fc.property(wordList, fc.array(tag, { maxLength: 4 }), (words, hashtags) => {
        const text = `${words.join(' ')} ${hashtags.map((name) => `#${name}`).join(' ')}`
        const post = analyzePost(makePost({ text, hashtags }))
        const ignored = hashtags.flatMap((name) => tokenizeFolded(foldText(name)))
        const given = post.words.toArray()
        expect(post.duplicate).toEqual(fingerprint(Words.of(given, given.map(hashWord)), ignored))
      }),
      { numRuns: 1000 },
    )
  })

  it('searches enough of each post: a post that similar shares one of its first pairs', () => {
    // With t = 11/20 in whole numbers: J = o/(x+y−o) ≥ t ⇔ 20·o ≥ 11·(x+y−o). The first
    // prefixLength(x) pairs of x (any order) miss at most x − prefixLength(x) shared ones.
    expect(DUPLICATE_SIMILARITY).toBe(11 / 20)
    for (let x = 1; x <= 400; x++) {
      const length = prefixLength(x)
      expect(length).toBeGreaterThanOrEqual(1)
      expect(length).toBeLessThanOrEqual(x)
      for (let y = 1; y <= 400; y++) {
        // The fewest shared pairs that reach the threshold, if any can.
        const least = Math.ceil((11 * (x + y)) / 31)
        if (least <= Math.min(x, y)) expect(x - length).toBeLessThan(least)
      }
    }
  })

  it('picks the rarest word pairs first, as sorting them (fewest holders, then hash) would', () => {
    // Holders from a few values (many ties, broken by the hash); up to 60 pairs, so both the
    // partitioning and the insertion sort are taken.
    const pairs = fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer()), {
      selector: ([, key]) => key,
      maxLength: 60,
      size: 'max',
    })
    fc.assert(
      fc.property(pairs, fc.nat(), fc.nat(), (list, offset, wanted) => {
        const holders = Int32Array.from(list, ([held]) => held)
        const keys = Int32Array.from(list, ([, key]) => key)
        // The slots sit after `offset` others, as an entry's slots do in the table.
        const before = offset % 5
        const slots = Int32Array.from([...Array(before).fill(-1), ...list.keys()])
        const count = list.length === 0 ? 0 : wanted % (list.length + 1)
        selectRarest(slots, before, slots.length, count, holders, keys)
        const byRarity = [...list.keys()].sort(
          (a, b) =>
            (holders[a] as number) - (holders[b] as number) ||
            (keys[a] as number) - (keys[b] as number),
        )
        const picked = [...slots.subarray(before, before + count)].sort((a, b) => a - b)
        expect(picked).toEqual(byRarity.slice(0, count).sort((a, b) => a - b))
        expect([...slots.subarray(before)].sort((a, b) => a - b)).toEqual([...list.keys()])
        expect([...slots.subarray(0, before)]).toEqual(Array(before).fill(-1))
      }),
      { numRuns: 3000 },
    )
  })

  it('bounds the visits per word pair: fewer visits can leave a near-duplicate unfound', () => {
    // The last post repeats the first, and shares with the second the pair it reaches
    // first: one visit finds only the second, which is not similar enough.
    const posts = [
      ['a', 'a', 'is', 'a', 'a', 'is', 'async'],
      ['a', 'a', 'is', 'a', 'a', 'grinder', 'the'],
      ['a', 'a', 'is', 'a', 'a', 'is', 'the'],
    ]
    const fast = posts.map((words) => fingerprintOf(words))
    const reference = posts.map((words) => referenceFingerprint(words, new Set()))
    const oneVisit = markLaterDuplicates(fast, 1)
    const unbounded = markLaterDuplicates(fast, 1000)
    expect(oneVisit).toEqual(referenceMarks(reference, 1))
    expect(unbounded).toEqual(quadraticMarks(reference))
    expect(oneVisit).toEqual([false, false, false])
    expect(unbounded).toEqual([false, false, true])
  })

  it('marks the same whether a list fits the tables kept between calls or needs its own', () => {
    // 600 posts of 24 words hold more pairs than the kept tables; the short lists around
    // it reuse those tables after it, and after one another.
    const random = fc.sample(fc.integer({ min: 0, max: 999 }), { numRuns: 600 * 24, seed: 7 })
    const words = (post: number) =>
      Array.from({ length: 24 }, (_, k) => `w${random[post * 24 + k]}`)
    const long = Array.from({ length: 600 }, (_, post) =>
      // Every tenth post copies the one before it with one word changed.
      post % 10 === 9 ? [...words(post - 1).slice(0, 23), 'changed'] : words(post),
    )
    const short = long.slice(0, 40)
    for (const posts of [short, long, short.slice(5), long.slice(1), short]) {
      const fast = posts.map((list) => fingerprintOf(list))
      const reference = posts.map((list) => referenceFingerprint(list, new Set()))
      const marks = markLaterDuplicates(fast, 10_000)
      expect(marks).toEqual(quadraticMarks(reference))
      expect(marks.filter(Boolean).length).toBeGreaterThan(0)
    }
  })

  it('marks exactly the near-duplicates of earlier entries when visits are unbounded, and what the plain search marks when not', () => {
    // Few words, so lists are full of near-duplicates, exact repeats and short posts.
    const list = fc.array(
      fc.array(fc.constantFrom('rust', 'is', 'great', 'new', 'a'), { maxLength: 9 }),
      { maxLength: 30 },
    )
    // Or variations of a few sentences: crowded postings of partly similar posts, where
    // how many entries a visit reaches decides what is found.
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
    // Long posts too: enough shared pairs that picking the rarest partitions them.
    const long = fc.array(
      fc.array(fc.constantFrom(...VOCABULARY), { minLength: 30, maxLength: 60 }),
      {
        maxLength: 6,
      },
    )
    const cap = fc.constantFrom(1, 2, 3, MAX_POSTING_VISITS)
    fc.assert(
      fc.property(fc.oneof(list, variations, long), cap, (posts, maxVisits) => {
        const fast = posts.map((words) => fingerprintOf(words))
        const reference = posts.map((words) => referenceFingerprint(words, new Set()))
        expect(markLaterDuplicates(fast, 10_000)).toEqual(quadraticMarks(reference))
        expect(markLaterDuplicates(fast, maxVisits)).toEqual(referenceMarks(reference, maxVisits))
      }),
      { numRuns: 2000 },
    )
  })
})
