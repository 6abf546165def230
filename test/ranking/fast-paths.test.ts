/**
 * The hand-written fast paths of text analysis and duplicate detection against the
 * straightforward definitions they replace: the same input must give exactly the same
 * answer.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { spamSignals } from '../../src/ranking/spam'
import { foldText, tokenizeFolded } from '../../src/ranking/text'

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

// ---- inputs ---------------------------------------------------------------------------

const PIECES = [
  'a',
  'Z',
  'é',
  'e\u0301',
  'É',
  'ß',
  'İ',
  'ﬁ',
  'Ｒ',
  '１',
  '_',
  "'",
  '’',
  "''",
  '-',
  ' ',
  '\n',
  '#',
  '@',
  '!',
  '!!!!',
  '?',
  '....',
  'ooooo',
  'OOOO',
  '🔥',
  '🔥🔥🔥🔥',
  '❤️❤️❤️❤️',
  '\uFE0F',
  '東京',
  'ラーメン',
  'ー',
  'が',
  'ภาษาไทย',
  'Привет',
  'Ωμέγα',
  'العربية',
  '한국어',
  '𝒜',
  '𐌰',
  '\uD800',
  '\uDC00',
  'https://t.co/abc',
  "don't",
  'it’s',
  'rock’n’roll',
  '\u0300',
  'x\u200dy',
  'Ⅻ',
  '½',
  'ǅ',
  'ᾈ',
  'ｶﾞ',
  'rust',
  'async',
  'Rust',
  'the',
  'RT',
]
const text = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 20 }).map((parts) => parts.join(' ')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)
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
})
