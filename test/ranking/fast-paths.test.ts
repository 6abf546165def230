/**
 * The hand-written fast paths of text analysis and duplicate detection against the
 * straightforward definitions they replace (regexes, string sets, quadratic pair
 * checks): the same input must give exactly the same answer.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  bandsOf,
  DUPLICATE_SIMILARITY,
  type DuplicateFingerprint,
  fingerprint,
  jaccard,
  MAX_BUCKET_VISITS,
  markLaterDuplicates,
} from '../../src/ranking/duplicates'
import { hashWord } from '../../src/ranking/scan'
import { spamSignals } from '../../src/ranking/spam'
import { foldText, tokenizeFolded } from '../../src/ranking/text'
import { hostileText as text } from './inputs'

// ---- reference definitions ------------------------------------------------------------

const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
const WORD = /[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}]+)*/gu

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
  return [...text.matchAll(WORD)].map((match) => match[0].replaceAll('’', "'"))
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

function referenceMix(value: number): number {
  let h = value ^ (value >>> 16)
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** `combineHashes` in unsigned arithmetic. */
function referenceCombine(first: number, second: number): number {
  return referenceMix((Math.imul(first, 0x9e3779b1) + second) >>> 0)
}

/** The MinHash fingerprint as first written: a Set of pair hashes, unsigned arithmetic. */
function referenceFingerprint(tokens: readonly string[], ignored: ReadonlySet<string>) {
  const words = tokens.filter(
    (token, index) => !ignored.has(token) && !(index === 0 && token === 'rt'),
  )
  const shingles = new Set<number>()
  if (words.length < 4) {
    if (words.length === 0) return { shingles, bands: [] as number[] }
    let whole = words.length
    for (const word of words) whole = referenceCombine(whole, referenceFnv1a(word))
    shingles.add(whole)
    return { shingles, bands: [whole] }
  }
  for (let i = 0; i + 1 < words.length; i++) {
    shingles.add(
      referenceCombine(referenceFnv1a(words[i] as string), referenceFnv1a(words[i + 1] as string)),
    )
  }
  const multipliers: number[] = []
  const offsets: number[] = []
  let state = 0x9e3779b9
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state
  }
  for (let i = 0; i < 24; i++) {
    multipliers.push(next() | 1)
    offsets.push(next())
  }
  const minimums = new Array<number>(24).fill(0x7fffffff)
  for (const shingle of shingles) {
    for (let i = 0; i < 24; i++) {
      // Each row's permutation: a multiply-add mod 2^32, minimum in int32 order.
      const value = (Math.imul(shingle, multipliers[i] as number) + (offsets[i] as number)) | 0
      if (value < (minimums[i] as number)) minimums[i] = value
    }
  }
  const bands: number[] = []
  for (let band = 0; band < 8; band++) {
    let hash = band + 1
    for (let row = 0; row < 3; row++) {
      hash = referenceMix((Math.imul(hash, 31) + (minimums[band * 3 + row] as number)) >>> 0)
    }
    bands.push(hash)
  }
  return { shingles, bands }
}

/**
 * The plain definition: only entries with at least t of their pairs in some other entry
 * are filed in buckets; an entry repeats an earlier one if, among the `cap` latest filed
 * entries of one of its buckets (same band and band hash, or both short with the same
 * words), one not compared yet reaches Jaccard ≥ t.
 */
function referenceMarks(prints: ReturnType<typeof referenceFingerprint>[], cap: number): boolean[] {
  const setJaccard = (a: Set<number>, b: Set<number>) => {
    if (a.size === 0 || b.size === 0) return 0
    let shared = 0
    for (const value of a) if (b.has(value)) shared++
    return shared / (a.size + b.size - shared)
  }
  const holders = new Map<number, number>()
  for (const print of prints) {
    for (const shingle of print.shingles) holders.set(shingle, (holders.get(shingle) ?? 0) + 1)
  }
  const filed = prints.map(({ shingles }) => {
    let shared = 0
    for (const shingle of shingles) if ((holders.get(shingle) ?? 0) >= 2) shared++
    return shingles.size > 0 && shared + 0.5 >= DUPLICATE_SIMILARITY * shingles.size
  })
  const bucketKeys = (print: (typeof prints)[number]) =>
    print.bands.length === 1
      ? [`short:${print.bands[0]}`]
      : print.bands.map((hash, band) => `${band}:${hash}`)
  return prints.map((current, index) => {
    if (!filed[index]) return false
    const compared = new Set<number>()
    return bucketKeys(current).some((key) => {
      const mates: number[] = []
      for (let other = index - 1; other >= 0; other--) {
        if (filed[other] && bucketKeys(prints[other] as (typeof prints)[number]).includes(key)) {
          mates.push(other)
        }
      }
      return mates.slice(0, cap).some((other) => {
        if (compared.has(other)) return false
        compared.add(other)
        const earlier = prints[other] as (typeof prints)[number]
        return setJaccard(current.shingles, earlier.shingles) >= DUPLICATE_SIMILARITY
      })
    })
  })
}

/** The fingerprint of a list of words, hashed as the tokeniser hashes them. */
function fingerprintOf(words: readonly string[], ignored: Iterable<string> = []) {
  return fingerprint(words, words.map(hashWord), [...ignored])
}

const unsigned = (values: Iterable<number>) => [...values].map((value) => value >>> 0).sort()

// ---- inputs ---------------------------------------------------------------------------

const VOCABULARY = ['rust', 'async', 'tokio', 'is', 'great', 'the', 'new', 'grinder', 'rt', 'a']
// Up to 60 words: both sorts of the fingerprint (insertion up to 32 pairs, built-in beyond).
const wordList = fc.array(fc.constantFrom(...VOCABULARY), { maxLength: 60, size: 'max' })

// ---- properties -----------------------------------------------------------------------

describe('fast paths give exactly the answers of the definitions they replace', () => {
  it('folds text like NFKC, lower case and the diacritic regex', () => {
    fc.assert(
      fc.property(text, (input) => foldText(input) === referenceFold(input)),
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

  it('tokenises spaced scripts like the Unicode word regex, apostrophes included', () => {
    fc.assert(
      fc.property(text, (input) => {
        for (const candidate of [input, referenceFold(input)]) {
          if (UNSPACED_SCRIPT.test(candidate)) continue
          expect(tokenizeFolded(candidate)).toEqual(referenceWords(candidate))
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('counts letters, capitals and repeated characters like the spam regexes', () => {
    fc.assert(
      fc.property(text, (input) => {
        const signals = spamSignals(input, 0, [])
        const reference = referenceSpam(input)
        expect(signals.repeatedCharacters).toBe(reference.repeatedCharacters)
        expect(signals.shouting).toBe(reference.shouting)
        const tokens = tokenizeFolded(referenceFold(input))
        expect(spamSignals(input, 0, tokens, new Set(tokens).size)).toEqual(
          spamSignals(input, 0, tokens),
        )
      }),
      { numRuns: 3000 },
    )
  })

  it('fingerprints word pairs and MinHash bands like the string-set version', () => {
    fc.assert(
      fc.property(wordList, fc.subarray(VOCABULARY), (words, ignoredWords) => {
        const ignored = new Set(ignoredWords)
        const fast = fingerprintOf(words, ignored)
        const reference = referenceFingerprint(words, ignored)
        expect(unsigned(fast.shingles)).toEqual(unsigned(reference.shingles))
        // Sorted and distinct in int32 order, which jaccard's merge relies on.
        for (let i = 1; i < fast.shingles.length; i++) {
          expect(fast.shingles[i] as number).toBeGreaterThan(fast.shingles[i - 1] as number)
        }
        expect([...bandsOf(fast)].map((band) => band >>> 0)).toEqual(reference.bands)
      }),
      { numRuns: 2000 },
    )
  })

  it('computes Jaccard similarity of sorted sets like the Set version', () => {
    fc.assert(
      fc.property(wordList, wordList, (a, b) => {
        const fast = jaccard(fingerprintOf(a).shingles, fingerprintOf(b).shingles)
        const left = referenceFingerprint(a, new Set()).shingles
        const right = referenceFingerprint(b, new Set()).shingles
        let shared = 0
        for (const value of left) if (right.has(value)) shared++
        const expected =
          left.size === 0 || right.size === 0 ? 0 : shared / (left.size + right.size - shared)
        expect(fast).toBe(expected)
      }),
    )
  })

  it('bounds the visits per bucket: fewer visits can leave a near-duplicate unfound', () => {
    // Variations of one sentence: every post shares buckets with several earlier ones.
    const base = ['async', 'tokio', 'async', 'grinder', 'tokio', 'rust', 'rt', 'rust']
    const variants: [number, string][] = [
      [7, 'rust'],
      [7, 'grinder'],
      [0, 'is'],
      [5, 'the'],
      [5, 'a'],
      [5, 'async'],
    ]
    const posts = variants.map(([at, word]) =>
      base.map((old, index) => (index === at ? word : old)),
    )
    const fast = posts.map((words) => fingerprintOf(words))
    const reference = posts.map((words) => referenceFingerprint(words, new Set()))
    const oneVisit = markLaterDuplicates(fast, 1)
    const unbounded = markLaterDuplicates(fast, 1000)
    expect(oneVisit).toEqual(referenceMarks(reference, 1))
    expect(unbounded).toEqual(referenceMarks(reference, 1000))
    expect(oneVisit).not.toEqual(unbounded)
    expect(unbounded.filter(Boolean).length).toBeGreaterThan(oneVisit.filter(Boolean).length)
  })

  it('marks exactly the entries the plain bucket check marks, however few visits a bucket allows', () => {
    // Few words, so lists are full of near-duplicates, exact repeats and short posts.
    const list = fc.array(
      fc.array(fc.constantFrom('rust', 'is', 'great', 'new', 'a'), { maxLength: 9 }),
      { maxLength: 30 },
    )
    // Or variations of a few sentences: crowded buckets of partly similar posts, where how
    // many entries a bucket visit reaches decides what is found.
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
    const cap = fc.constantFrom(1, 2, 3, MAX_BUCKET_VISITS)
    fc.assert(
      fc.property(fc.oneof(list, variations), cap, (posts, maxVisits) => {
        const fast: DuplicateFingerprint[] = posts.map((words) => fingerprintOf(words))
        const reference = posts.map((words) => referenceFingerprint(words, new Set()))
        expect(markLaterDuplicates(fast, maxVisits)).toEqual(referenceMarks(reference, maxVisits))
      }),
      { numRuns: 2000 },
    )
  })
})
