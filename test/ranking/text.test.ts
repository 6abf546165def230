import { describe, expect, it } from 'vitest'
import { foldText, tokenize } from '../../src/ranking/text'

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
})
