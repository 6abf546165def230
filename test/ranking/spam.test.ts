/**
 * The spam rules of the signal registry: what each finds, in the languages of the corpus, and
 * that a substantive post using one of its words is not hit.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PostSignalName } from '../../src/ranking/signals'
import { PHRASES as PUMP_PHRASES } from '../../src/ranking/signals/crypto-pump'
import { PHRASES as BAIT_PHRASES } from '../../src/ranking/signals/engagement-bait'
import { PHRASES as F4F_PHRASES } from '../../src/ranking/signals/follow-for-follow'
import { PHRASES as GIVEAWAY_PHRASES } from '../../src/ranking/signals/giveaway'
import { phraseFinder } from '../../src/ranking/signals/phrases'
import { PHRASES as SCAM_PHRASES } from '../../src/ranking/signals/scam-offer'
import { tokenize } from '../../src/ranking/text/analyze'
import { wordsOf } from '../../src/ranking/text/words'
import { analyzed } from '../fixtures/posts'
import { hostileText } from './inputs'

function fires(rule: PostSignalName, text: string, extra: Parameters<typeof analyzed>[0] = {}) {
  return analyzed({ text, ...extra }).signals[rule] === 1
}

/** Each phrase with its alternatives spelled out, as lists of words ('#': any number). */
function expanded(phrases: readonly string[]): string[][] {
  return phrases.flatMap((phrase) =>
    phrase
      .split(' ')
      .reduce<string[][]>(
        (lists, slot) => lists.flatMap((list) => slot.split('|').map((word) => [...list, word])),
        [[]],
      ),
  )
}

const RULES: readonly [PostSignalName, readonly string[], string[], string[]][] = [
  [
    'scamOffer',
    SCAM_PHRASES,
    [
      'DM me "START" and I will show you',
      'Reply INFO 👇',
      'link in bio',
      'I make $4,200/week from home with just my laptop',
      'earn $500 per day from your phone',
      'I made $12,847 last month with 3 AI tools',
      '¿Quieres ganar 500€ a la semana desde casa? Escríbeme por DM',
      'Ganhe R$ 500 por dia no Pix só com o celular, me chama no direct',
      'Kostenlose Tipps, schreib mir',
      'My 7-day masterclass is 80% OFF today only',
      'Only 10 spots left!',
      'SICHERE Wetten, 87% Trefferquote',
      'スマホだけで月収50万円、DMください',
    ],
    [
      'Hosting costs $5 a month and the database another $20 a month, which is fine for a side project',
      'I made 40 loaves this morning and we still sold out by 9:40',
      'Reply to this thread with your favourite bakery',
      'The masters of the genre: three albums that changed my year',
    ],
  ],
  [
    'giveaway',
    GIVEAWAY_PHRASES,
    [
      '🎁 BTC GIVEAWAY 🎁',
      '$ZKP AIRDROP IS LIVE, first 5,000 wallets get tokens',
      'Claim here before it expires',
      'SORTEO iPhone 17 Pro',
      'Großes Gewinnspiel zum Jubiläum',
      'Connect your wallet to claim',
      'free crypto for everyone',
    ],
    [
      'The government is giving out grants for heat pumps: here is how the application works',
      'Free software is a gift to everyone who maintains a server',
    ],
  ],
  [
    'cryptoPump',
    PUMP_PHRASES,
    [
      '$MOONPEPE just did 40x and we are still EARLY 🚀',
      '$GREENX presale closes tonight',
      'x100 esta semana $SOLX y estamos temprano',
      '$QNTX is about to 50x',
    ],
    [
      'Tesla ($TSLA) reported earnings today: margins down, deliveries up, and the stock barely moved',
      'Our rocket went up 🚀 and landed again',
      'It costs $5, early birds get a discount',
    ],
  ],
  [
    'engagementBait',
    BAIT_PHRASES,
    [
      'Retweet if you pushed to production on a Friday',
      'Like if you love our planet, ignore if you don’t care',
      'Tag someone who needs this today!!!',
      'Java is dead. Change my mind 👇',
      'Watch till the end 👇',
      'You won’t BELIEVE what happened next',
      'NO VAS A CREER ESTE GOL, mira hasta el final',
      'Dale LIKE si necesitas vacaciones',
      '10 JavaScript tricks, number 7 will blow your mind',
    ],
    [
      'I like it if the coffee is strong, and I will not change my morning for anything',
      'We watched the match to the last minute: the keeper saved two penalties',
    ],
  ],
  [
    'followForFollow',
    F4F_PHRASES,
    [
      'Follow me and I follow back 100%!! #f4f',
      'I follow back EVERYONE who likes this',
      'follow for follow 🔁',
    ],
    ['Follow the money: a thread on who pays for the new stadium'],
  ],
]

describe('the spam rules', () => {
  for (const [rule, phrases, caught, substantive] of RULES) {
    it(`${rule}: catches its kind of post, in every language of the corpus`, () => {
      for (const text of caught) expect([text, fires(rule, text)]).toEqual([text, true])
    })

    it(`${rule}: leaves a substantive post that uses one of its words alone`, () => {
      for (const text of substantive) expect([text, fires(rule, text)]).toEqual([text, false])
    })

    it(`${rule}: writes each word of a phrase as the tokeniser writes it`, () => {
      for (const word of expanded(phrases).flat()) {
        if (word !== '#') expect([word, tokenize(word)]).toEqual([word, [word]])
      }
    })
  }

  it('finds a phrase exactly when its words appear in a row', () => {
    const phrases = ['dm me|us', 'earn #', 'link in bio']
    const find = phraseFinder(phrases)
    const lists = expanded(phrases)
    const reference = (words: readonly string[]) =>
      lists.some((phrase) =>
        words.some((_, start) =>
          phrase.every((word, k) => {
            const token = words[start + k]
            return token !== undefined && (word === '#' ? /^[0-9]/.test(token) : token === word)
          }),
        ),
      )
    const vocabulary = ['dm', 'me', 'us', 'earn', '42', 'link', 'in', 'bio', 'x', '7up', 'rust']
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...vocabulary), { maxLength: 12 }), (words) => {
        expect(find(wordsOf(words))).toBe(reference(words))
      }),
      { numRuns: 3000 },
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

describe('emoji are not words', () => {
  it('does not call hearts after a short post keyword stuffing', () => {
    expect(fires('keywordStuffing', 'Love it ❤️ ❤️ ❤️ ❤️ ❤️ ❤️ ❤️')).toBe(false)
    expect(analyzed({ text: 'Great ❤️ ☀️' }).signals.contentTerms).toBe(1)
  })
})
