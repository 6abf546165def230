/**
 * What the character rules count of a text (text/character-counts.ts), against regular
 * expressions that say the same; and that every Japanese and Chinese pattern of the spam rules
 * needs a character the count sees, so a text without one need not be tried.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  HAN_OR_KANA_BAIT,
  HAN_OR_KANA_PLEA,
  HAN_OR_KANA_SHARE,
} from '../../src/ranking/signals/engagement-bait'
import { HAN_OR_KANA_PATTERN as F4F_PATTERN } from '../../src/ranking/signals/follow-for-follow'
import { HAN_OR_KANA_PATTERN as GIVEAWAY_PATTERN } from '../../src/ranking/signals/giveaway'
import { HAN_OR_KANA_PATTERN as SCAM_PATTERN } from '../../src/ranking/signals/scam-offer'
import { characterCounts } from '../../src/ranking/text/character-counts'
import { hostileText } from './inputs'

function reference(text: string) {
  return {
    letters: [...text.matchAll(/\p{L}/gu)].length,
    capitals: [...text.matchAll(/\p{Lu}/gu)].length,
    runOfFour: /(.)\1{3}/su.test(text.replaceAll('\uFE0F', '')),
    cjk: /[\u2E80-\uFFFF]/u.test(text),
  }
}

describe('characterCounts', () => {
  it('counts letters, capitals, a run of four and a CJK code point as the regexes do', () => {
    const repeats = fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 3 }), fc.integer({ min: 1, max: 6 }))
      .map(([piece, times]) => piece.repeat(times))
    fc.assert(
      fc.property(
        fc.oneof(
          hostileText,
          repeats,
          fc.string({ unit: fc.constantFrom(...'aAÉ𝐀 !🔥\uFE0F東ー\uD83D'), maxLength: 20 }),
        ),
        (text) => {
          const { letters, capitals, runOfFour, cjk } = characterCounts(text)
          expect({ letters, capitals, runOfFour, cjk }).toEqual(reference(text))
        },
      ),
      { numRuns: 3000 },
    )
    expect(characterCounts('❤️❤️❤️❤️').runOfFour).toBe(true)
    expect(characterCounts('a😀a😀a😀a').runOfFour).toBe(false)
    expect(characterCounts('ＲＴ please').cjk).toBe(true)
    expect(characterCounts('Café 🔥 déjà vu').cjk).toBe(false)
  })
})

/**
 * Whether every match of a pattern holds a code point from U+2E80 to U+FFFF, read off its
 * source (the part of the syntax these patterns use): each alternative needs such a character,
 * or a group each of whose alternatives does, that is neither optional nor in a lookaround.
 * A class counts only when all its characters are such; anything else is taken as needing none.
 */
function everyMatchHoldsCjk(source: string): boolean {
  let at = 0
  const isCjk = (codePoint: number) => codePoint >= 0x2e80 && codePoint <= 0xffff
  function alternatives(): boolean {
    let every = true
    let current = false
    while (at < source.length && source[at] !== ')') {
      if (source[at] === '|') {
        every &&= current
        current = false
        at++
        continue
      }
      const needs = atom()
      if (needs && leastRepeats() > 0) current = true
    }
    return every && current
  }
  function atom(): boolean {
    const char = source[at] as string
    if (char === '(') {
      const look = /^\(\?<?[=!]/.exec(source.slice(at))
      at += look ? look[0].length : source.startsWith('(?:', at) ? 3 : 1
      const inner = alternatives()
      at++
      return !look && inner
    }
    if (char === '[') {
      const end = source.indexOf(']', at)
      const body = source.slice(at + 1, end)
      at = end + 1
      return [...body].every((member) => isCjk(member.codePointAt(0) as number))
    }
    if (char === '\\') {
      at += 2
      return false
    }
    const codePoint = source.codePointAt(at) as number
    at += codePoint > 0xffff ? 2 : 1
    return char !== '.' && isCjk(codePoint)
  }
  function leastRepeats(): number {
    const quantifier = /^(?:[?*+]|\{(\d+)(?:,\d*)?\})\??/.exec(source.slice(at))
    if (!quantifier) return 1
    at += quantifier[0].length
    const first = quantifier[0][0]
    return first === '+' ? 1 : first === '{' ? Number(quantifier[1]) : 0
  }
  return alternatives()
}

describe('the Japanese and Chinese patterns', () => {
  it('reads off a source which matches need such a character', () => {
    expect(everyMatchHoldsCjk('月収|日給')).toBe(true)
    expect(everyMatchHoldsCjk('(?:RT|ＲＴ)(?:お願い|して)')).toBe(true)
    for (const source of ['DM|日本', '(?:日)?x', '(?<=日)x', '日?x', '[日a]', '(?:RT|日)x', '.']) {
      expect([source, everyMatchHoldsCjk(source)]).toEqual([source, false])
    }
  })

  it('each need one, so a text without one is not tried (signals/characters.ts, matchesCjk)', () => {
    const patterns = [
      SCAM_PATTERN,
      GIVEAWAY_PATTERN,
      F4F_PATTERN,
      HAN_OR_KANA_BAIT,
      HAN_OR_KANA_SHARE,
      HAN_OR_KANA_PLEA,
    ]
    for (const pattern of patterns) {
      expect([pattern.source, everyMatchHoldsCjk(pattern.source)]).toEqual([pattern.source, true])
    }
  })
})
