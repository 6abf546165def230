/**
 * `scanText`, the one pass that folds, tokenises, hashes and counts a post's text, against
 * the steps it replaces: the same input must give exactly the same answer.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { analyzePost, analyzePosts } from '../../src/ranking/analysis'
import { countCharacters, hashWord, scanText, scanTexts, stripLinks } from '../../src/ranking/scan'
import { hasFewDistinct, TermCounts } from '../../src/ranking/terms'
import { foldText, segmentRuns, segmentUnspaced, tokenizeFolded } from '../../src/ranking/text'
import { Words } from '../../src/ranking/words'
import { makePost } from '../fixtures/posts'
import { hostileText } from './inputs'

function inSteps(text: string) {
  const tokens = tokenizeFolded(foldText(stripLinks(text)))
  return { tokens, hashes: tokens.map(hashWord), ...countCharacters(text) }
}

function plain(scan: ReturnType<typeof scanText>) {
  const { words, ...counts } = scan
  return { tokens: words.toArray(), hashes: [...words.hashes], ...counts }
}

function scanned(text: string) {
  return plain(scanText(text))
}

describe('scanText', () => {
  it('gives the answers of fold, strip links, tokenise, hash and count, in steps', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(scanned(text)).toEqual(inSteps(text))
      }),
      { numRuns: 10_000 },
    )
  })

  it('agrees with the steps for every code point of the BMP (and of the emoji and math planes), alone and next to others', () => {
    const contexts = ['a', 'É', '1', ' ', "'", '😀', 'http://x ', '東', 'ー']
    const codePoints = [0x80, 0xffff, 0x1d400, 0x1d7ff, 0x1f100, 0x1faff]
    let partner = 1
    for (let range = 0; range < codePoints.length; range += 2) {
      for (
        let code = codePoints[range] as number;
        code <= (codePoints[range + 1] as number);
        code++
      ) {
        const char = String.fromCodePoint(code)
        partner = (Math.imul(partner, 1103515245) + 12345) & 0xffff
        const texts = [
          char,
          char + char,
          char + String.fromCodePoint(code + 1),
          char + String.fromCharCode(partner),
          ...contexts.map((context) => `${context}${char}${context}`),
        ]
        for (const text of texts) {
          const fast = scanned(text)
          const reference = inSteps(text)
          if (JSON.stringify(fast) !== JSON.stringify(reference)) {
            expect({ text, ...fast }).toEqual({ text, ...reference })
          }
        }
      }
    }
  }, 60_000)

  it('leaves links out of the words but counts their letters', () => {
    const scan = scanText('Read https://Example.com/Path now, xhttp://a.b and http:// too')
    expect(scan.words.toArray()).toEqual(['read', 'now', 'x', 'and', 'http', 'too'])
    expect(scan.letters).toBe(
      countCharacters('Read https://Example.com/Path now, xhttp://a.b and http:// too').letters,
    )
  })

  it('folds capitals and emoji as the steps do, and splits words at apostrophes', () => {
    expect(scanText("It’s GREAT ☕️ don't").words.toArray()).toEqual([
      'it',
      's',
      'great',
      '\uFE0F',
      'don',
      't',
    ])
    expect(scanText("l'Edge, Rust’s").words.toArray()).toEqual(['l', 'edge', 'rust', 's'])
    expect(scanText('Café au lait, Zürich').words.toArray()).toEqual([
      'cafe',
      'au',
      'lait',
      'zurich',
    ])
    expect(scanText('東京でラーメン').words.length).toBeGreaterThan(1)
  })
})

describe('scanTexts', () => {
  const texts = fc.array(
    fc.oneof(
      hostileText,
      fc.constantFrom('東京でラーメンを食べた', 'ภาษาไทย 東京', 'ー写 ab ヶ月'),
    ),
    { maxLength: 12 },
  )

  it('gives scanText of each text, with the runs of all of them segmented in one pass', () => {
    fc.assert(
      fc.property(texts, (list) => {
        expect(scanTexts(list).map(plain)).toEqual(list.map((text) => plain(scanText(text))))
      }),
      { numRuns: 3000 },
    )
  })

  it('segments each run as it would be segmented alone', () => {
    const unit = fc.constantFrom(...'東京でラーメンを食べた今日は写真々〆ヵヶไทยລາວ'.split(''))
    fc.assert(
      fc.property(fc.array(fc.string({ unit, minLength: 1, maxLength: 20 })), (runs) => {
        const alone = runs.map((run) => {
          const words: string[] = []
          segmentUnspaced(run, words)
          return words
        })
        expect(segmentRuns(runs)).toEqual(alone)
      }),
      { numRuns: 2000 },
    )
  })

  it('analyses a list of posts as analyzePost analyses each', () => {
    fc.assert(
      fc.property(texts, (list) => {
        const posts = list.map((text) => makePost({ text, hashtags: ['東京'] }))
        expect(analyzePosts(posts)).toEqual(posts.map(analyzePost))
      }),
      { numRuns: 500 },
    )
  })
})

describe('TermCounts', () => {
  const words = fc.array(
    fc.constantFrom('rust', 'async', 'the', 'a', 'Rust', "don't", '東京', '', '\uD800', 'x'),
    { maxLength: 40 },
  )

  it('counts words exactly like a Map, for words present and absent', () => {
    fc.assert(
      fc.property(
        words,
        fc.array(fc.string({ maxLength: 4 }), { maxLength: 5 }),
        (tokens, probes) => {
          const counts = new TermCounts(Words.of(tokens, tokens.map(hashWord)))
          const reference = new Map<string, number>()
          for (const token of tokens) reference.set(token, (reference.get(token) ?? 0) + 1)
          expect([...counts.keys()]).toEqual([...reference.keys()])
          for (const probe of [...tokens, ...probes]) {
            expect(counts.count(probe)).toBe(reference.get(probe) ?? 0)
            expect(counts.has(probe, hashWord(probe))).toBe(reference.has(probe))
          }
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('tells apart different words whose hashes collide', () => {
    const colliding = [7, 7, 7]
    const counts = new TermCounts(Words.of(['a', 'b', 'a'], colliding))
    expect(counts.count('a', 7)).toBe(2)
    expect(counts.count('b', 7)).toBe(1)
    expect(counts.count('c', 7)).toBe(0)
    expect(hasFewDistinct(Words.of(['a', 'b', 'a'], colliding), 0.7)).toBe(true)
    expect(hasFewDistinct(Words.of(['a', 'b', 'a'], colliding), 0.6)).toBe(false)
  })
})

describe('hasFewDistinct', () => {
  const share = fc.constantFrom(0.1, 0.5, 0.6, 2 / 3, 0.9, 1)
  const reference = (tokens: readonly string[], limit: number) =>
    new Set(tokens).size / tokens.length < limit

  it('tells whether fewer than the share of the words are different, as a Set would', () => {
    const words = fc.array(fc.constantFrom('rust', 'async', 'the', 'a', 'Rust', '東京', ''), {
      maxLength: 40,
    })
    fc.assert(
      fc.property(words, share, (tokens, limit) => {
        const given = Words.of(tokens, tokens.map(hashWord))
        expect(hasFewDistinct(given, limit)).toBe(reference(tokens, limit))
      }),
      { numRuns: 3000 },
    )
  })

  it('tells the same of long posts of mostly different words, which the count of hash bits rules out', () => {
    const vocabulary = Array.from({ length: 90 }, (_, n) => `w${n}`)
    const words = fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 80 })
    const repeated = fc
      .tuple(words, fc.nat())
      .map(([tokens, copies]) => [...tokens, ...tokens.slice(0, copies % (tokens.length + 1))])
    fc.assert(
      fc.property(repeated, share, (tokens, limit) => {
        const given = Words.of(tokens, tokens.map(hashWord))
        expect(hasFewDistinct(given, limit)).toBe(reference(tokens, limit))
      }),
      { numRuns: 3000 },
    )
  })

  it('reads scanned words the same way, spelled in any case', () => {
    const text = fc
      .array(fc.constantFrom('Rust ', 'rust ', 'RUST, ', 'Café ', 'cafe ', '東京 ', 'async '), {
        maxLength: 30,
      })
      .map((pieces) => pieces.join(''))
    fc.assert(
      fc.property(text, share, (input, limit) => {
        const words = scanText(input).words
        expect(hasFewDistinct(words, limit)).toBe(reference(words.toArray(), limit))
      }),
      { numRuns: 2000 },
    )
  })
})
