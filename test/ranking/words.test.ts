/**
 * `Words`, a text's words kept as spans of the text: every way of reading a word must
 * give what the word as a string gives.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countCharacters, hashWord, scanText, scanTexts, stripLinks } from '../../src/ranking/scan'
import { foldText, tokenizeFolded } from '../../src/ranking/text'
import { MAX_SPANNED_LENGTH, Words } from '../../src/ranking/words'
import { hostileText } from './inputs'

function tokensOf(text: string): string[] {
  return tokenizeFolded(foldText(stripLinks(text)))
}

/** Strings a word may be compared with: the words themselves, spelled otherwise, and near misses. */
function probesFor(tokens: readonly string[]): string[] {
  const probes = ['', 'rust', 'a', 'cafe', 'café', '東京', 'rt']
  for (const token of tokens) {
    probes.push(token, token.toUpperCase(), `${token}s`, token.slice(1), token.slice(0, -1))
  }
  return probes
}

/** Every answer of `words` against the words as strings. */
function expectReadsAsStrings(words: Words, tokens: readonly string[]) {
  expect(words.length).toBe(tokens.length)
  expect(words.toArray()).toEqual(tokens)
  const probes = probesFor(tokens)
  for (let i = 0; i < tokens.length; i++) {
    expect(words.at(i)).toBe(tokens[i])
    for (const probe of probes) {
      if (words.is(i, probe) !== (tokens[i] === probe)) {
        expect({ word: tokens[i], probe, is: words.is(i, probe) }).toEqual({
          word: tokens[i],
          probe,
          is: tokens[i] === probe,
        })
      }
    }
    for (let j = 0; j < tokens.length; j++) {
      expect(words.same(i, j)).toBe(tokens[i] === tokens[j])
    }
  }
}

const mixedCase = fc
  .array(
    fc.constantFrom(
      'Rust',
      'rust',
      'RUST',
      'Café',
      'CAFÉ',
      'cafe',
      'Zürich',
      'ＲＵＳＴ',
      'Ωμέγα',
      'ΣΟΦΙΑ',
      'İstanbul',
      '東京でラーメン',
      'ラーメン',
      'RT',
      'rt',
      'x_Y9',
      'https://t.co/Rust',
      ' ',
      ', ',
      "'",
    ),
    { maxLength: 16 },
  )
  .map((pieces) => pieces.join(''))

describe('Words', () => {
  it('reads each scanned word, compares it and tells repeats apart exactly as its string would', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, mixedCase), (text) => {
        expectReadsAsStrings(scanText(text).words, tokensOf(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('reads the words of texts scanned together, runs of Japanese included', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileText, mixedCase), { maxLength: 6 }), (texts) => {
        const scans = scanTexts(texts)
        texts.forEach((text, index) => {
          expectReadsAsStrings((scans[index] as ReturnType<typeof scanText>).words, tokensOf(text))
        })
      }),
      { numRuns: 500 },
    )
  })

  it('reads words given as strings', () => {
    const list = ['rust', 'Rust', 'rust', '東京', '']
    expectReadsAsStrings(Words.of(list, list.map(hashWord)), list)
  })

  it('scans a text too long for spans with the same answers', () => {
    const text = `${'Rust and Café, 東京でラーメン '.repeat(MAX_SPANNED_LENGTH / 20)}END`
    expect(text.length).toBeGreaterThan(MAX_SPANNED_LENGTH)
    const scan = scanText(text)
    const tokens = tokensOf(text)
    expect(scan.words.toArray()).toEqual(tokens)
    expect(scan.words.hashes).toEqual(tokens.map(hashWord))
    expect(scan.letters).toBe(countCharacters(text).letters)
  })
})
