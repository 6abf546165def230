/** The spam signals the refined profile penalises: what counts as link bait, and what not. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasBaitPhrase, PHRASES } from '../../src/ranking/signals/link-bait'
import { tokenize } from '../../src/ranking/text/analyze'
import { analyzed } from '../fixtures/posts'
import { hostileText } from './inputs'

function linkBait(text: string): boolean {
  return analyzed({ text }).signals.linkBait === 1
}

/** Each phrase with its alternatives spelled out, as lists of words ('#': any number). */
const EXPANDED = PHRASES.flatMap((phrase) =>
  phrase
    .split(' ')
    .reduce<string[][]>(
      (lists, slot) => lists.flatMap((list) => slot.split('|').map((word) => [...list, word])),
      [[]],
    ),
)

/** The definition: some phrase's words appear in a row. */
function referenceBait(words: readonly string[]): boolean {
  return EXPANDED.some((phrase) =>
    words.some((_, start) =>
      phrase.every((word, k) => {
        const token = words[start + k]
        return token !== undefined && (word === '#' ? /^[0-9]/.test(token) : token === word)
      }),
    ),
  )
}

describe('link bait', () => {
  it('finds each phrase of link bait, giveaways and get-rich-quick offers, in any case', () => {
    for (const text of [
      "You won't believe this",
      'you wont believe what I found',
      'You won’t believe it',
      'and WHAT HAPPENED NEXT',
      'click the link below',
      'Click link!',
      'Click the\nlink',
      'link in bio',
      'Link in my bio 👇',
      'DM me for details',
      'huge #giveaway today',
      'GIVEAWAY time',
      'free crypto for everyone',
      'Free iPhone',
      'ＦＲＥＥ ＢＴＣ',
      'earn $500 a week',
      'Earn 3x more',
      'earn 9k a month',
      'make $500/day from home',
      '$1,000 per week, no work',
      'this coin will 100x',
      'guaranteed returns',
      'Guaranteed profit',
      'limited time only',
      'ACT NOW',
      'follow & retweet to win',
      'follow and retweet',
      'Gana dinero desde casa',
      "gagner de l'argent facilement",
      'Gagnez de l’argent',
      '今すぐ登録してね',
      '無料プレゼント実施中',
    ]) {
      expect([text, linkBait(text)]).toEqual([text, true])
    }
  })

  it('does not find a phrase inside a longer word, or words that are not in a row', () => {
    for (const text of [
      'learn 3 languages in a year',
      'I yearn 4 summer',
      'react now or never',
      'the contract now says otherwise',
      'act nowhere near',
      'a carefree crypto winter',
      'unlimited time only matters to kids',
      'admin me too',
      '1100x zoom lens',
      'a price of $500 in total',
      'linking in biology',
      'two giveaways',
      'free the crypto',
      'click here for the link',
      '今日は無料でした',
    ]) {
      expect([text, linkBait(text)]).toEqual([text, false])
    }
  })

  it('writes each word of a phrase as the tokeniser writes it', () => {
    for (const word of EXPANDED.flat().filter((word) => word !== '#')) {
      expect(tokenize(word)).toEqual([word])
    }
  })

  it('finds a phrase exactly when its words appear in a row', () => {
    const vocabulary = [...new Set(EXPANDED.flat())].map((word) => (word === '#' ? '42' : word))
    const others = ['x', '0', '9', '99', '7up', 'rust', '/']
    const words = fc.array(fc.constantFrom(...vocabulary, ...others), { maxLength: 12 })
    fc.assert(
      fc.property(words, (list) => {
        expect(hasBaitPhrase(list)).toBe(referenceBait(list))
      }),
      { numRuns: 5000 },
    )
  })
})

describe('repeated characters and shouting', () => {
  const REPEATED = /(\p{L}|\p{Extended_Pictographic}|[!?.])(?:\uFE0F?\1){3,}/u
  const repeated = (text: string) => analyzed({ text }).signals.repeatedCharacters === 1
  const shouting = (text: string) => analyzed({ text }).signals.shouting === 1

  it('finds a letter, emoji or !?. four times in a row exactly where the rule does', () => {
    for (const text of ['sooooo good', '🔥🔥🔥🔥', '❤️❤️❤️❤️', 'what!!!!', 'ok....']) {
      expect([text, repeated(text)]).toEqual([text, true])
    }
    for (const text of ['sooo good', '🔥🔥🔥', '2000', '----', 'a😀a😀a😀a']) {
      expect([text, repeated(text)]).toEqual([text, false])
    }
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(repeated(text)).toBe(REPEATED.test(text))
      }),
      { numRuns: 3000 },
    )
  })

  it('calls a text shouting when over 70 % of twelve or more letters are capitals', () => {
    const reference = (text: string) => {
      const letters = [...text.matchAll(/\p{L}/gu)].length
      const capitals = [...text.matchAll(/\p{Lu}/gu)].length
      return letters >= 12 && capitals / letters > 0.7
    }
    expect(shouting('THIS IS AMAZING, TRULY')).toBe(true)
    expect(shouting('NASA and ESA launch')).toBe(false)
    expect(shouting('OK GO')).toBe(false)
    fc.assert(
      fc.property(
        fc.oneof(hostileText, fc.string({ unit: fc.constantFrom(...'ABÉ𝐀 a!') })),
        (text) => {
          expect(shouting(text)).toBe(reference(text))
        },
      ),
      { numRuns: 3000 },
    )
  })
})
