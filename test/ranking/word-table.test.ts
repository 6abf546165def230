/**
 * The word table (text/words.ts) and what reads it, against the definitions it stands in for:
 * terms, keyword stuffing's count of distinct words, phrase finders, topicality.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzePosts, computeCorpusStats } from '../../src/ranking/analysis'
import { hashString } from '../../src/ranking/duplicates'
import { topicality, topicalityByDefinition } from '../../src/ranking/profiles/relevance'
import { phraseFinder } from '../../src/ranking/signals/phrases'
import { postWords, readTexts } from '../../src/ranking/text/analyze'
import {
  CharacterCounter,
  type CharacterCounts,
  characterCounts,
} from '../../src/ranking/text/character-counts'
import { scannedWords } from '../../src/ranking/text/scan'
import { languageOf, termByDefinition, termsOf } from '../../src/ranking/text/terms'
import {
  MAX_LETTERS,
  MAX_WORDS,
  startBatch,
  wordGeneration,
  wordOf,
  wordsOf,
} from '../../src/ranking/text/words'
import { analyzed, makePost } from '../fixtures/posts'
import { hostileText } from './inputs'

const LANGS = ['en', 'es', 'de', 'fr', 'pt', 'it', 'nl', 'ca', 'ja', 'zh', 'und']
const VOCABULARY = [
  ...['rust', 'async', 'tokio', 'the', 'lanes', 'lane', 'bike', 'coffee', 'café', 'el', 'de'],
  ...['entrenamiento', 'entrenar', 'fußball', 'spiele', '2026', 'v8', 'ラーメン', 'x', 'and'],
]
const words = fc
  .array(
    fc.oneof(
      fc.constantFrom(...VOCABULARY).map((word) => [word]),
      hostileText.map(postWords),
    ),
    {
      maxLength: 30,
    },
  )
  .map((pieces) => pieces.flat())

/** `wordsOf` each text's words, in one batch of the table. */
function wordsOfEach(texts: readonly (readonly string[])[]) {
  startBatch()
  return texts.map((each) => each.map(wordOf))
}

/** Clears the table: more words than it keeps, then a batch. */
function clearTable(): void {
  const before = wordGeneration()
  wordsOf(Array.from({ length: MAX_WORDS + 2 }, (_, index) => `filler${index}`))
  wordsOf([])
  expect(wordGeneration()).toBeGreaterThan(before)
}

describe('the word table', () => {
  it('keeps one entry per word of a batch, with its hash', () => {
    fc.assert(
      fc.property(fc.array(hostileText), (texts) => {
        const each = texts.map(postWords)
        const entries = wordsOfEach(each)
        const byText = new Map<string, unknown>()
        entries.forEach((found, index) => {
          expect(found.map((word) => word.text)).toEqual(each[index])
          for (const word of found) {
            expect(word.hash).toBe(hashString(word.text))
            expect(byText.get(word.text) ?? word).toBe(word)
            byText.set(word.text, word)
          }
        })
      }),
      { numRuns: 300 },
    )
  })

  it('gives each word the term its language’s definition gives it', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...VOCABULARY), fc.string())), (list) => {
        for (const lang of LANGS) {
          const expected = list
            .map((word) => termByDefinition(word, languageOf(lang)))
            .filter((term) => term !== null)
          expect(termsOf(list, lang)).toEqual(expected)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('flags keyword stuffing exactly where the definition does, post by post and in a page', () => {
    const stuffed = (list: readonly string[]) =>
      list.length >= 8 && new Set(list).size / list.length < 0.6
    const text = fc.oneof(
      hostileText,
      words.map((list) => list.join(' ')),
    )
    fc.assert(
      fc.property(text, (text) => {
        const post = analyzed({ text })
        expect(post.signals.keywordStuffing).toBe(stuffed(post.words) ? 1 : 0)
      }),
      { numRuns: 1000 },
    )
    // A page's posts share words: each post counts its own different words.
    fc.assert(
      fc.property(fc.array(text, { maxLength: 6 }), (texts) => {
        for (const post of analyzePosts(texts.map((text) => makePost({ text })))) {
          expect(post.signals.keywordStuffing).toBe(stuffed(post.words) ? 1 : 0)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('counts content terms and empty replies from the term entries as from the Set of terms', () => {
    const tags = fc.subarray(['rust', 'RustLang', 'café', 'ラーメン', 'x'])
    fc.assert(
      fc.property(
        fc.oneof(
          hostileText,
          words.map((list) => list.join(' ')),
        ),
        tags,
        fc.constantFrom('original', 'reply', 'quote') as fc.Arbitrary<
          'original' | 'reply' | 'quote'
        >,
        fc.constantFrom(...LANGS),
        (text, hashtags, kind, lang) => {
          const post = analyzed({ text, hashtags, kind, lang })
          const tagged = new Set(termsOf(hashtags.flatMap(postWords), lang))
          const content = [...post.termSet].filter((term) => !tagged.has(term)).length
          expect(post.signals.contentTerms).toBe(content)
          const empty = (kind === 'reply' || kind === 'quote') && post.termSet.size <= 3
          expect(post.signals.emptyReply).toBe(empty ? 1 : 0)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('finds a question exactly where the rule does, links left out', () => {
    const pieces = fc.constantFrom(
      'what',
      '?',
      '？',
      '¿',
      ' ',
      'https://x.co/a?b=1',
      'http://',
      'é',
    )
    const text = fc.oneof(
      hostileText,
      fc.array(pieces, { maxLength: 8 }).map((list) => list.join('')),
    )
    fc.assert(
      fc.property(text, (value) => {
        const asks = /[?？¿]/u.test(value.replace(/https?:\/\/\S+/gu, ' '))
        expect(analyzed({ text: value }).signals.asks).toBe(asks ? 1 : 0)
      }),
      { numRuns: 2000 },
    )
  })

  it('finds phrases with a finder made after the words were read, and keeps finders apart', () => {
    const words = wordsOf(['x', 'ab', 'cd', 'ef'])
    const first = phraseFinder(['ab cd'])
    expect(first(words)).toBe(true)
    // A finder made after these words were read by another finds its own phrases, not the other's.
    const second = phraseFinder(['cd ef', '# ab'])
    expect(second(words)).toBe(true)
    expect(second(wordsOf(['42', 'ab']))).toBe(true)
    expect(second(wordsOf(['x', 'ab', 'cd']))).toBe(false)
    expect(first(wordsOf(['cd', 'ef']))).toBe(false)
    expect(first(words)).toBe(true)
  })
})

describe('topicality read from the word table, against its definition', () => {
  const TOPIC = ['rust', 'async', 'tokio', 'runtime', 'runtimes', 'borrow', 'checker', 'crate']
  const OTHER = ['coffee', 'bike', 'lanes', 'el', 'café', 'de', 'x', '2026', 'ラーメン', 'the']
  const text = fc
    .array(fc.constantFrom(...TOPIC, ...OTHER), { minLength: 1, maxLength: 12 })
    .map((list) => list.join(' '))
  const spec = fc.record({ text, lang: fc.constantFrom('en', 'es', 'de', 'ja', 'und') })
  const lists = fc.array(spec, { minLength: 0, maxLength: 14 })
  const BACKGROUND = analyzePosts(
    Array.from({ length: 30 }, (_, index) =>
      makePost({ text: `${TOPIC[index % TOPIC.length]} ${OTHER[index % OTHER.length]} coffee` }),
    ),
  )
  const STATS = computeCorpusStats(BACKGROUND)
  // Another corpus: the counts each term's entry keeps are those of the corpus asked.
  const OTHER_STATS = computeCorpusStats(BACKGROUND.slice(0, 7))

  it('gives every post the same score', () => {
    fc.assert(
      fc.property(
        lists,
        fc.array(fc.constantFrom(...TOPIC, ...OTHER), { maxLength: 3 }),
        fc.nat(),
        fc.integer({ min: -3, max: 40 }),
        fc.double({ min: 0.1, max: 1, noNaN: true }),
        (specs, query, skip, terms, saturation) => {
          const scored = analyzePosts(specs.map((post) => makePost(post)))
          const from = scored.filter((_, index) => (index + skip) % 4 !== 0)
          for (const stats of [STATS, OTHER_STATS, STATS]) {
            expect(topicality(from, scored, query, stats, terms, saturation)).toEqual(
              topicalityByDefinition(from, scored, query, stats, terms, saturation),
            )
          }
        },
      ),
      { numRuns: 500 },
    )
  })

  it('gives the same scores to a list analysed before and after the table was cleared', () => {
    const specs = [
      'rust async runtime tokio',
      'rust async tokio crate',
      'rust borrow checker crate',
      'rust async runtimes compared',
      'coffee bike lanes',
    ]
    const older = analyzePosts(specs.slice(0, 3).map((text) => makePost({ text })))
    clearTable()
    const newer = analyzePosts(specs.slice(3).map((text) => makePost({ text })))
    const scored = [...older, ...newer]
    expect(new Set(scored.map((post) => post.generation)).size).toBe(2)
    expect(topicality(scored, scored, ['rust'], STATS, 30, 0.7)).toEqual(
      topicalityByDefinition(scored, scored, ['rust'], STATS, 30, 0.7),
    )
  })

  it('is cleared by as many characters of words as it keeps, however few the words', () => {
    clearTable()
    const before = wordGeneration()
    const long = (letter: string) => letter.repeat(MAX_LETTERS / 4)
    const [first] = wordsOf(['a', 'b', 'c', 'd'].map(long))
    // MAX_LETTERS exactly: kept.
    expect(wordsOf([long('a')])[0]).toBe(first)
    wordsOf([long('e')])
    expect(wordGeneration()).toBe(before)
    // Past MAX_LETTERS: the next batch starts a new generation, which keeps the words it reads.
    const [again] = wordsOf([long('a')])
    expect(wordGeneration()).toBe(before + 1)
    expect(again).not.toBe(first)
    expect(again?.text).toBe(long('a'))
    expect(wordsOf([long('a')])[0]).toBe(again)
    clearTable()
  })

  it('keeps a word’s entry until the table is cleared', () => {
    const entry = wordOf('tokio')
    expect(wordOf('tokio')).toBe(entry)
    clearTable()
    expect(wordOf('tokio')).not.toBe(entry)
  })
})

/** Links the one-pass reader skips for words but counts characters in. */
const LINKS = [
  'https://t.co/aaaa',
  'http://例え.jp/東京',
  'https://x.com/ÉÉÉÉ',
  'https://t.co/🔥🔥🔥🔥',
]

/** The counts, as a plain object to compare. */
function countsOf({ letters, capitals, runOfFour, cjk }: CharacterCounts) {
  return { letters, capitals, runOfFour, cjk }
}

/** Pieces of text every code unit of which folds alone: what the one-pass reader reads itself. */
const FOLDING_ALONE = [
  ...['a', 'Z', 'é', 'É', 'ß', 'İ', 'Привет', 'Ωμέγα', 'Zürich', 'ÇA', '²', '_', '#', '@', ' '],
  ...['🔥', '😀', 'Ｒ', '1', '-', "'", 'http://x.y/É ', 'HTTP://A', 'xhttps://a.b', 'rust'],
]
const foldingAlone = fc
  .array(fc.constantFrom(...FOLDING_ALONE), { maxLength: 30 })
  .map((parts) => parts.join(''))

describe('reading a post in one pass (text/scan.ts)', () => {
  it('finds the words and entries the definition finds, or leaves the text to it', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, foldingAlone), (text) => {
        startBatch()
        const found = scannedWords(text)
        if (found === null) return
        expect(found.map((word) => word.text)).toEqual(postWords(text))
        for (const word of found) {
          expect(word).toBe(wordOf(word.text))
          expect(word.hash).toBe(hashString(word.text))
        }
      }),
      { numRuns: 5000 },
    )
  })

  it('reads itself every text whose code units fold alone', () => {
    fc.assert(
      fc.property(foldingAlone, (text) => {
        startBatch()
        expect(scannedWords(text)?.map((word) => word.text)).toEqual(postWords(text))
      }),
      { numRuns: 1000 },
    )
    expect(scannedWords('Café ÉCOLE https://t.co/Zürich naïve')?.map((word) => word.text)).toEqual([
      'cafe',
      'ecole',
      'naive',
    ])
  })

  it('reads every code point of the BMP and the first planes as the definition does', () => {
    // Between two letters, each code point is read into the words the definition finds, or the
    // text is left to the definition; it always is when the code point is of a script written
    // without spaces, which the segmenter splits.
    const unspaced =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u
    const mismatches: number[] = []
    for (let codePoint = 0; codePoint <= 0x2ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue
      const char = String.fromCodePoint(codePoint)
      const text = `a${char}b`
      startBatch()
      const found = scannedWords(text)
      if (found === null ? false : unspaced.test(char)) mismatches.push(codePoint)
      else if (
        found !== null &&
        found.map((word) => word.text).join('|') !== postWords(text).join('|')
      ) {
        mismatches.push(codePoint)
      }
    }
    expect(mismatches).toEqual([])
  })

  it('reads a word longer than a call takes arguments, folded', () => {
    startBatch()
    const text = `${'É'.repeat(300_000)} ok`
    expect(scannedWords(text)?.map((word) => word.text)).toEqual(['e'.repeat(300_000), 'ok'])
    clearTable()
  })

  it('leaves to the definition what folds with its neighbours or needs the segmenter', () => {
    for (const text of ['e\u0301', 'ΣΑΣ', 'ﬁne', '❤\uFE0F', '東京でラーメン', 'ᄀ가']) {
      expect(scannedWords(text)).toBeNull()
    }
  })

  it('counts the characters the definition counts, links included, as it reads the words', () => {
    const linked = fc
      .tuple(
        fc.oneof(hostileText, foldingAlone),
        fc.constantFrom(...LINKS),
        fc.oneof(hostileText, foldingAlone),
      )
      .map((parts) => parts.join(' '))
    fc.assert(
      fc.property(fc.oneof(hostileText, foldingAlone, linked), (text) => {
        startBatch()
        const counter = new CharacterCounter()
        if (scannedWords(text, counter) === null) return
        expect(countsOf(counter)).toEqual(countsOf(characterCounts(text)))
      }),
      { numRuns: 5000 },
    )
    for (const text of [
      'SOOOO GOOD',
      'https://t.co/aaaa ok',
      'ok https://例え.jp/東京',
      '🔥🔥🔥🔥',
    ]) {
      startBatch()
      const counter = new CharacterCounter()
      expect([text, scannedWords(text, counter) === null]).toEqual([text, false])
      expect([text, countsOf(counter)]).toEqual([text, countsOf(characterCounts(text))])
    }
  })

  it('gives a page of posts the entries and counts the definitions give each post', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileText, foldingAlone), { maxLength: 8 }), (texts) => {
        const read = readTexts(texts)
        const entries = read.map((text) => text.entries)
        expect(entries.map((found) => found.map((word) => word.text))).toEqual(texts.map(postWords))
        expect(entries).toEqual(wordsOfEach(texts.map(postWords)))
        entries.forEach((found) => {
          for (const word of found) expect(word).toBe(wordOf(word.text))
        })
        expect(read.map((text) => countsOf(text.characters))).toEqual(
          texts.map((text) => countsOf(characterCounts(text))),
        )
      }),
      { numRuns: 1000 },
    )
  })

  it('keeps apart two words of the same hash, and every word once the slots have doubled', () => {
    // w4pvu and wb3ea have the same FNV-1a hash.
    expect(hashString('w4pvu')).toBe(hashString('wb3ea'))
    clearTable()
    const first = wordOf('w4pvu')
    const second = wordOf('wb3ea')
    expect(second).not.toBe(first)
    expect(second.text).toBe('wb3ea')
    startBatch()
    const found = scannedWords('W4PVU wb3ea') ?? []
    expect(found).toHaveLength(2)
    expect(found[0]).toBe(first)
    expect(found[1]).toBe(second)
    // More words in one batch than the table first has slots for.
    const many = Array.from({ length: 70_000 }, (_, index) => `many${index}`)
    const entries = wordsOf(many)
    expect(new Set(entries).size).toBe(many.length)
    expect(many.every((word, index) => wordOf(word) === entries[index])).toBe(true)
    expect(wordOf('wb3ea')).toBe(second)
    clearTable()
  })
})
