/** What refined promises: relevance first, copies and reposts sunk, a feed that is not newest-first. */
import { describe, expect, it } from 'vitest'
import type { RankedPost } from '../../src/domain/post'
import { type AnalyzedPost, computeCorpusStats } from '../../src/ranking/analysis'
import { rankingContext } from '../../src/ranking/context'
import { listSignal } from '../../src/ranking/list'
import type { ProfileName } from '../../src/ranking/profiles'
import { prepareList, rankPrepared } from '../../src/ranking/rank'
import { markVerbatimCopies } from '../../src/ranking/signals/later-copy'
import { analyzed, NOW_MS } from '../fixtures/posts'

const BACKGROUND = Array.from({ length: 40 }, (_, index) =>
  analyzed({ text: `weekend plans number ${index}: coffee, a long walk and some football` }),
)
const STATS = computeCorpusStats(BACKGROUND)

function rank(
  posts: AnalyzedPost[],
  q: string,
  profile: ProfileName = 'refined',
  params = { recencyWeight: 0.78, strictMatch: true },
): RankedPost[] {
  return rankPrepared(prepareList(posts), profile, rankingContext(q, params, STATS, NOW_MS))
}

function byText(ranked: readonly RankedPost[], start: string): RankedPost {
  const found = ranked.find((post) => post.text.startsWith(start))
  if (!found) throw new Error(`no post starting "${start}"`)
  return found
}

const rustPosts = () => [
  analyzed({ text: 'rust async runtimes compared: tokio, smol and glommio on one echo server' }),
  analyzed({ text: 'rust borrow checker finally clicked after a week of fighting it' }),
  analyzed({ text: 'rust 2024 edition: the migration took two days on our monorepo' }),
  analyzed({ text: 'rust error messages are the best teacher I ever had' }),
]

describe('refined: text relevance', () => {
  it('lets no rare word outweigh the query’s subject, the word most candidates share', () => {
    const subject = analyzed({ text: 'rust compile times got better with the new linker' })
    const rare = analyzed({ text: 'release notes for our band’s new album are up on the site' })
    const ranked = rank([...rustPosts(), subject, rare], 'rust release')
    expect(byText(ranked, 'rust compile').breakdown.overlap).toBeGreaterThan(
      byText(ranked, 'release notes').breakdown.overlap,
    )
  })

  it('puts posts that match every concept of the query above posts that match one', () => {
    const both = analyzed({ text: 'rust release 1.93 is out with faster builds' })
    const one = analyzed({ text: 'rust is fun to write on a sunday' })
    const ranked = rank([...rustPosts(), both, one], 'rust release')
    expect(ranked[0]?.text).toMatch(/^rust release/)
    expect(byText(ranked, 'rust release').breakdown.overlap).toBeGreaterThan(
      2 * byText(ranked, 'rust is fun').breakdown.overlap,
    )
  })

  it('counts a hashtag as its word, once: tagging both words of an OR query does not win it', () => {
    const tagged = analyzed({
      text: 'what a match tonight #football #soccer',
      hashtags: ['football', 'soccer'],
    })
    const about = analyzed({
      text: 'football tactics: why the back three is back, and what it costs the wing-backs',
    })
    const ranked = rank([tagged, about], 'football OR soccer')
    expect(byText(ranked, 'what a match').breakdown.overlap).toBeLessThanOrEqual(
      byText(ranked, 'football tactics').breakdown.overlap,
    )
  })

  it('matches a word’s other forms through its language’s stemmer', () => {
    const singular = analyzed({ text: 'the new protected bike lane on our street is open' })
    const plural = analyzed({ text: 'the new protected bike lanes on our street are open' })
    const ranked = rank([singular, plural], 'bike lanes', 'refined', {
      recencyWeight: 0,
      strictMatch: true,
    })
    expect(byText(ranked, 'the new protected bike lane ').breakdown.overlap).toBeCloseTo(
      byText(ranked, 'the new protected bike lanes').breakdown.overlap,
      6,
    )
    const spanish = [
      analyzed({ text: 'Mis entrenamientos para el maratón de Valencia', lang: 'es' }),
      analyzed({ text: 'Entrenar para un maratón sin lesiones', lang: 'es' }),
    ]
    const found = rank(spanish, 'entrenamiento')
    expect(found.every((post) => post.breakdown.overlap > 0)).toBe(true)
  })

  it('gives less to a post in another language than the list’s, in a search and in a feed', () => {
    const texts = [
      'coffee roasting at home: a popcorn machine, 8 minutes, first crack at 6',
      'coffee water matters more than the grinder: soft water, 50 ppm, and it tastes sweeter',
      'coffee for espresso should rest a week after roasting, or it tastes sour and thin',
      'coffee prices went up again this month at our cafe, and the beans are not better',
    ]
    const english = texts.map((text, index) =>
      analyzed({ text, author: { username: `en_${index}` } }),
    )
    // The same words in reverse order (not a copy), labelled German by X: everything but the
    // language is alike.
    const reversed = (texts[1] as string).split(' ').reverse().join(' ')
    const labelled = analyzed({ text: reversed, lang: 'de', author: { username: 'de_writer' } })
    for (const q of ['coffee', '']) {
      const ranked = rank([...english, labelled], q)
      const german = ranked.find((post) => post.lang === 'de') as RankedPost
      const twin = ranked.find((post) => post.text === texts[1])
      const part = q === '' ? 'engagement' : 'overlap'
      expect(german.breakdown[part]).toBeLessThan(0.6 * (twin?.breakdown[part] ?? 0))
    }
  })

  it('ranks a post that shares a query word in another sense below the posts about it', () => {
    const espresso = [
      'espresso shot timing: 25 to 30 seconds for 36 g out of 18 g in',
      'my espresso shot ran fast again, grind finer and check the dose',
      'pulled a shot of espresso with the new grinder, the grind is finally even',
      'a sour espresso shot usually means under-extraction: grind finer or raise the dose',
    ].map((text) => analyzed({ text }))
    const tequila = analyzed({
      text: 'one tequila shot at the party and I was done for the night',
      metrics: { likes: 5_000 },
    })
    const ranked = rank([...espresso, tequila], 'shot')
    expect(ranked.at(-1)?.text).toMatch(/tequila/)
  })

  it('ranks a query of filters only as a search: by what its posts are about, no author diversity', () => {
    const texts = [
      ...rustPosts().map((post) => post.post.text),
      'rust async: cancellation safety is the part nobody documents',
      'started biking to the office, same time as the bus and a better mood',
    ]
    const byOne = texts.map((text) => analyzed({ text, author: { username: 'ana' } }))
    const byMany = texts.map((text, index) => analyzed({ text, author: { username: `u${index}` } }))
    const ranked = rank(byOne, 'from:ana')
    // Every post holds what the query asked; the one off the others' topic keeps less of it.
    for (const post of ranked) expect(post.breakdown.overlap).toBeGreaterThan(0)
    expect(ranked.at(-1)?.text).toMatch(/^started biking/)
    // An author's every post is as relevant as another's: the same breakdowns as by many authors.
    const breakdowns = (list: readonly RankedPost[]) =>
      texts.map((text) => byText(list, text).breakdown)
    expect(breakdowns(ranked)).toEqual(breakdowns(rank(byMany, 'from:ana')))
    // The home feed (no query), and a query that only leaves posts out, are feeds, where an
    // author's later posts weigh less.
    for (const q of ['', '-is:retweet']) {
      const feed = rank(byOne, q)
      for (const post of feed) expect(post.breakdown.overlap).toBe(0)
      expect(breakdowns(feed)).not.toEqual(breakdowns(rank(byMany, q)))
    }
  })
})

describe('refined: originals over copies and reposts', () => {
  const original = analyzed({
    id: '1800000000000000100',
    text: 'Index funds are boring. That is the point: buy the whole market, keep fees low, wait.',
    ageHours: 10,
    author: { username: 'fern', followers: 30_000 },
    metrics: { likes: 2_000 },
  })
  const repost = analyzed({
    id: '1800000000000000200',
    text: 'RT @fern: Index funds are boring. That is the point: buy the whole market, keep fees low, wait.',
    kind: 'repost',
    ageHours: 1,
    author: { username: 'chill' },
    facts: { referencedPostId: '1800000000000000100', repostOf: 'fern' },
  })
  const other = analyzed({
    text: 'index funds versus active funds: the fees compound, and after 30 years that is a third of your returns',
    ageHours: 20,
  })

  for (const profile of ['refined', 'platform_style'] as const) {
    it(`${profile}: sinks a pure repost below every other post when its original is in the list`, () => {
      const ranked = rank([original, repost, other], 'index funds', profile)
      expect(ranked.at(-1)?.kind).toBe('repost')
      expect(ranked.at(-1)?.score).toBeLessThan(-9)
    })
  }

  it('ranks a repost on what it carries when its original is not in the list', () => {
    const ranked = rank([repost, other], 'index funds')
    expect(byText(ranked, 'RT @fern').score).toBeGreaterThan(0)
  })

  it('sinks a word-for-word copy of an older post of the corpus, though its original is not listed', () => {
    const meme =
      "Neighbour: heat pumps don't work in cold weather. Me, whose heat pump has run all year in Ireland: hm"
    const corpusOriginal = analyzed({ text: meme, ageHours: 30, author: { username: 'hal' } })
    const copy = analyzed({
      text: `My ${meme.toLowerCase()} 😂`,
      hashtags: ['climate'],
      ageHours: 2,
      author: { username: 'memes_hub' },
    })
    const retold = analyzed({
      text: 'My neighbour says heat pumps do not work in cold weather, yet mine has run all year in Ireland',
      ageHours: 3,
      author: { username: 'tess' },
    })
    const reposted = analyzed({
      text: `RT @hal: ${meme}`,
      kind: 'repost',
      ageHours: 1,
      author: { username: 'fan' },
      facts: { referencedPostId: corpusOriginal.post.id, repostOf: 'hal' },
    })
    // The corpus, newest first, as the seed corpus keeps it: its copies marked as it loads.
    markVerbatimCopies([reposted, copy, retold, corpusOriginal])
    expect([copy, retold, reposted, corpusOriginal].map((post) => post.repeatsOlder)).toEqual([
      true,
      false,
      false,
      false,
    ])
    const list = [copy, retold, rustPosts()[0] as AnalyzedPost]
    const ranked = rank(list, 'heat pumps')
    expect(ranked.at(-1)?.text).toBe(copy.post.text)
    expect(byText(ranked, 'My neighbour:').breakdown.spam).toBeLessThan(-9)
    expect(byText(ranked, 'My neighbour says').breakdown.spam).toBe(0)
    // A repost names its original: ranked on what it carries, its original not listed.
    expect(byText(rank([reposted, retold], 'heat pumps'), 'RT @hal').score).toBeGreaterThan(0)
    // Sinking is part of spam: none under strictMatch=false.
    const loose = rank(list, 'heat pumps', 'refined', { recencyWeight: 0.78, strictMatch: false })
    expect(byText(loose, 'My neighbour:').breakdown.spam).toBe(0)
    // A post analysed on its own (a live page's) is compared within its list only.
    expect(analyzed({ text: copy.post.text }).repeatsOlder).toBe(false)
  })
})

describe('refined: For You is not newest-first', () => {
  it('puts a substantive post from a few hours ago above an empty reply from a minute ago', () => {
    const feed = [
      analyzed({
        text: '@ana thanks!!',
        kind: 'reply',
        ageHours: 0.02,
        facts: { mentions: ['ana'] },
      }),
      analyzed({ text: '@bo 😂😂', kind: 'reply', ageHours: 0.05, facts: { mentions: ['bo'] } }),
      analyzed({
        text: 'Postgres tip that bit us last week: a CREATE INDEX CONCURRENTLY that fails leaves an INVALID index behind. Check pg_index for indisvalid = false after every migration.',
        ageHours: 5,
        author: { followers: 400 },
        metrics: { likes: 6 },
      }),
    ]
    const ranked = rank(feed, '')
    expect(ranked[0]?.text).toMatch(/^Postgres tip/)
  })
})

describe('refined: a feed weighs what the reader’s network answered', () => {
  const tip = (id: string, username: string) =>
    analyzed({
      id,
      text: 'Sourdough tip: a stiff levain at 50% hydration keeps a cold kitchen’s dough from going slack overnight.',
      ageHours: 3,
      author: { username, followers: 2_000 },
      metrics: { likes: 20 },
    })
  const answer = (to: string, username: string, text: string, kind: 'reply' | 'quote' = 'reply') =>
    analyzed({
      text,
      kind,
      ageHours: 1,
      author: { username },
      facts: { referencedPostId: to, repliedToPostId: kind === 'reply' ? to : null },
    })

  it('counts the other authors who answered a post, not empty replies, spam or the author', () => {
    const answered = tip('1800000000000000301', 'ada')
    const list = prepareList([
      answered,
      answer(
        '1800000000000000301',
        'ben',
        'Tried it last night with rye: the crumb held up far better than my usual 100% levain.',
      ),
      answer(
        '1800000000000000301',
        'cy',
        'Same here: 50% levain and the bulk stayed strong at 18°C.',
        'quote',
      ),
      answer(
        '1800000000000000301',
        'ben',
        'And a second loaf this morning, just as good, with a longer cold proof.',
      ),
      answer('1800000000000000301', 'dee', '@ada thanks!!'),
      answer('1800000000000000301', 'eve', 'DM me for the secret levain course, only 5 spots left'),
      answer('1800000000000000301', 'ada', '2/ Feed it 1:2:1 and let it double before you mix.'),
    ])
    const counts = listSignal(list, 'answeredInList')
    expect(counts[list.posts.indexOf(answered)]).toBe(2)
  })

  it('ranks a post others of the feed answered above the same post no one answered', () => {
    const answered = tip('1800000000000000302', 'ada')
    const alone = tip('1800000000000000303', 'bo')
    const reply = answer(
      '1800000000000000302',
      'cal',
      'Tried it last night with rye: the crumb held up far better than my usual 100% levain.',
    )
    const feed = rank([alone, answered, reply], '')
    expect(feed.findIndex((post) => post.id === answered.post.id)).toBeLessThan(
      feed.findIndex((post) => post.id === alone.post.id),
    )
    expect(feed.find((post) => post.id === answered.post.id)?.breakdown.engagement).toBeGreaterThan(
      feed.find((post) => post.id === alone.post.id)?.breakdown.engagement ?? Infinity,
    )
    // In a search, relevance and the post's own value decide; answers change nothing.
    const search = rank([alone, answered, reply], 'sourdough levain')
    expect(search.find((post) => post.id === answered.post.id)?.breakdown.engagement).toBe(
      search.find((post) => post.id === alone.post.id)?.breakdown.engagement,
    )
  })
})
