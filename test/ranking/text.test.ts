import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { foldText, postWords, tokenize } from '../../src/ranking/text/analyze'
import { foldedUnitOf, foldsToItself } from '../../src/ranking/text/fold'
import { termsOf } from '../../src/ranking/text/terms'
import { hostileText } from './inputs'

describe('foldText', () => {
  it('folds case and Latin diacritics, so café matches cafe', () => {
    expect(foldText('Café NAÏVE Zürich Fútbol')).toBe('cafe naive zurich futbol')
  })

  it('folds full-width forms through NFKC', () => {
    expect(foldText('ＲＵＳＴ　ａｓｙｎｃ')).toBe('rust async')
  })

  it('keeps Japanese voiced kana distinct from unvoiced ones', () => {
    expect(foldText('が')).toBe('が')
    expect(foldText('が')).not.toBe(foldText('か'))
  })
})

describe('tokenize', () => {
  // The first text this file segments: ICU splits it differently on the first use of its
  // Japanese dictionary, unless the segmenter has been warmed.
  it('splits a word that begins with ー the same way on the first text as on every later one', () => {
    const first = tokenize('🦀ー写')
    expect(first).toEqual(['ー', '写'])
    expect(tokenize('🦀ー写')).toEqual(first)
  })

  it('splits spaced scripts on word boundaries and drops punctuation', () => {
    expect(tokenize('Rust, async/await — finally!')).toEqual(['rust', 'async', 'await', 'finally'])
  })

  it('segments Japanese text without spaces into words', () => {
    const tokens = tokenize('東京でラーメンを食べました')
    expect(tokens).toContain('東京')
    expect(tokens).toContain('ラーメン')
    expect(tokens.length).toBeGreaterThan(3)
  })

  it('handles mixed scripts in one text', () => {
    const tokens = tokenize('非同期Rustはasyncが難しい')
    expect(tokens).toContain('rust')
    expect(tokens).toContain('async')
    expect(tokens).toContain('非同期')
  })

  it('returns nothing for emoji and whitespace only', () => {
    expect(tokenize('🔥🔥  🚀 \n')).toEqual([])
  })

  it('takes no word from marks alone: an emoji’s variation selector, a keycap', () => {
    expect(tokenize('I ❤️ Rust ☀️ #️⃣')).toEqual(['i', 'rust'])
    // Marks on a letter or a digit stay part of its word.
    expect(tokenize('1️⃣ नमस्ते')).toEqual(['1️⃣', 'नमस्ते'])
    expect(postWords('e\u0301 \u0301')).toEqual(['e'])
  })
})

describe('postWords on hostile text', () => {
  it('never throws, and gives non-empty words without spaces', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        for (const word of postWords(text)) {
          expect(word).toMatch(/^\S+$/u)
        }
      }),
      { numRuns: 2000 },
    )
  })
})

describe('termsOf: stemmed in the post’s language, stopwords left out', () => {
  it('stems each language with its own Snowball stemmer', () => {
    expect(termsOf(['bike', 'lanes', 'training', 'trains'], 'en')).toEqual([
      'bike',
      'lane',
      'train',
      'train',
    ])
    expect(termsOf(['entrenamiento', 'entrenar'], 'es')).toEqual(['entren', 'entren'])
    expect(termsOf(['fußball', 'spiele'], 'de')).toEqual(termsOf(['fußball', 'spiel'], 'de'))
  })

  it('leaves stopwords out, the language’s and English ones, which posts mix in', () => {
    expect(termsOf(['the', 'best', 'of', 'coffee'], 'en')).toEqual(['best', 'coffe'])
    expect(termsOf(['el', 'mejor', 'café', 'the'], 'es')).not.toContain('el')
    expect(termsOf(['el', 'mejor', 'café', 'the'], 'es')).not.toContain('the')
  })

  it('knows a stopword as a post is read, folded: más is read mas, sí si', () => {
    expect(termsOf(postWords('Más fútbol, sí: él también'), 'es')).toEqual(['futbol'])
    expect(termsOf(postWords('Für mich über alles'), 'de')).toEqual([])
  })

  it('keeps Japanese and Chinese words as the segmenter gives them, and numbers as they are', () => {
    expect(termsOf(['ラーメン', '東京'], 'ja')).toEqual(['ラーメン', '東京'])
    expect(termsOf(['2026', 'v8'], 'en')).toEqual(['2026', 'v8'])
    // An unknown language label falls back to English.
    expect(termsOf(['lanes'], 'und')).toEqual(['lane'])
  })
})

describe('code points that fold to themselves', () => {
  it('are left as they are by folding, beside letters and capitals', () => {
    const mismatches: number[] = []
    for (let codePoint = 0x80; codePoint <= 0x1ffff; codePoint++) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue
      if (!foldsToItself(codePoint)) continue
      const char = String.fromCodePoint(codePoint)
      if (foldText(char) !== char || foldText(`Ab${char}Cd`) !== `ab${char}cd`) {
        mismatches.push(codePoint)
      }
    }
    expect(mismatches).toEqual([])
    // A Japanese voiced kana keeps its mark; é does not.
    for (const kana of ['で', 'が', 'パ']) expect(foldsToItself(kana.charCodeAt(0))).toBe(true)
    expect(foldsToItself('é'.charCodeAt(0))).toBe(false)
  })
})

describe('folding code unit by code unit, where each folds alone', () => {
  it('folds every code unit it says folds alone as the definition does, beside its neighbours', () => {
    const mismatches: number[] = []
    let alone = 0
    for (let unit = 0; unit <= 0xffff; unit++) {
      const folded = foldedUnitOf(unit)
      if (folded < 0) continue
      alone++
      const char = String.fromCharCode(unit)
      const foldedChar = String.fromCharCode(folded)
      // Alone, ending a word, beside letters, capitals, accents, Hangul, Greek and Cyrillic.
      for (const [before, after] of [
        ['', ''],
        ['Ab', ''],
        ['Ab', ' '],
        ['É', 'a'],
        ['Ab', 'Cd'],
        ['가', '가'],
        ['Ωμ', 'έ'],
        ['И', 'й'],
      ] as const) {
        const expected = `${foldText(before)}${foldedChar}${foldText(after)}`
        if (foldText(`${before}${char}${after}`) !== expected) mismatches.push(unit)
      }
    }
    expect(mismatches).toEqual([])
    // Most of the BMP folds alone; not marks, jamo, what folds to several, nor Σ.
    expect(alone).toBeGreaterThan(50_000)
    for (const char of ['\u0301', '\uFE0F', 'ᄀ', 'ﬁ', '½', 'Σ']) {
      expect(foldedUnitOf(char.charCodeAt(0))).toBe(-1)
    }
    expect(foldedUnitOf('É'.charCodeAt(0))).toBe('e'.charCodeAt(0))
    expect(foldedUnitOf('Ｒ'.charCodeAt(0))).toBe('r'.charCodeAt(0))
  })

  it('folds pairs of them as the definition does, where scripts compose (Hangul, kana, Latin)', () => {
    const ranges = [
      [0x41, 0x5a],
      [0xc0, 0x17f],
      [0x370, 0x3ff],
      [0x1100, 0x11ff],
      [0x3040, 0x30ff],
      [0x3130, 0x318f],
      [0xa960, 0xa97f],
      [0xac00, 0xac20],
      [0xd7b0, 0xd7ff],
      [0xff61, 0xffdc],
    ]
    const alone: number[] = []
    for (const [first, last] of ranges as [number, number][]) {
      for (let unit = first; unit <= last; unit++) if (foldedUnitOf(unit) >= 0) alone.push(unit)
    }
    const mismatches: string[] = []
    for (const a of alone) {
      for (const b of alone) {
        const pair = String.fromCharCode(a, b)
        if (foldText(pair) !== String.fromCharCode(foldedUnitOf(a), foldedUnitOf(b))) {
          mismatches.push(pair)
        }
      }
    }
    expect(mismatches).toEqual([])
    expect(alone.length).toBeGreaterThan(500)
  })
})
