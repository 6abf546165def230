import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INVISIBLE } from '../../../src/domain/invisible'
import { toSourcedPosts } from '../../../src/sources/ai/batches'
import {
  checkPosts,
  checkSessions,
  cleanText,
  LIMITS,
  POSTS_SCHEMA,
  SESSIONS_SCHEMA,
} from '../../../src/sources/ai/schema'

const NOW_MS = Date.parse('2026-11-20T12:00:00.000Z')

function post(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    text: 'Async Rust tip: prefer tokio::select! over hand-rolled polling #rust',
    author_username: 'ana_dev',
    author_name: 'Ana',
    author_verified: false,
    author_followers: 1200,
    created_at: '2026-11-20T10:00:00.000Z',
    lang: 'en',
    url: null,
    likes: 10,
    reposts: 2,
    replies: 1,
    quotes: 0,
    bookmarks: 3,
    impressions: 900,
    ...overrides,
  }
}

function session(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Rust office hours',
    kind: 'audio',
    state: 'live',
    host_username: 'ana_dev',
    host_name: 'Ana',
    listeners: 120,
    started_at: '2026-11-20T11:30:00.000Z',
    url: null,
    ...overrides,
  }
}

describe('the structured-output schemas', () => {
  it('are strict: every property required, no others allowed', () => {
    for (const [schema, key] of [
      [POSTS_SCHEMA, 'posts'],
      [SESSIONS_SCHEMA, 'sessions'],
    ] as const) {
      expect(schema.additionalProperties).toBe(false)
      expect(schema.required).toEqual([key])
      const items = (schema.properties[key] as { items: Record<string, unknown> }).items
      expect(items.additionalProperties).toBe(false)
      expect(items.required).toEqual(Object.keys(items.properties as object))
    }
  })
})

describe('cleanText', () => {
  it('removes script blocks, tags and control characters, keeping the words', () => {
    expect(
      cleanText('<script>alert(1)</script>Hello <b>world</b> <img src=x onerror=y>', 100),
    ).toBe('Hello world')
    expect(cleanText('a\u0000b\u202Ec\u0007', 100)).toBe('abc')
    expect(cleanText('  spaced \t out  ', 100)).toBe('spaced out')
  })

  it('strips markup split by a control or bidi character, not only markup as written', () => {
    // Removing the invisible character after the markup pass would join `<` and `img`.
    for (const invisible of ['\u0000', '\u0007', '\u200F', '\u202E', '\u2066']) {
      const clean = cleanText(`<${invisible}img src=x onerror=alert(1)>Hi`, 100)
      expect(clean).toBe('Hi')
      expect(cleanText(`<${invisible}script>alert(1)</script>Hi`, 100)).toBe('Hi')
    }
  })

  it('never leaves a tag opening, whatever mix of markup and invisible characters', () => {
    const unit = fc.constantFrom('<', '>', '/', '!', 'i', 'm', 'g', 'b', ' ', '\u0000', '\u200F')
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        expect(cleanText(text, 200)).not.toMatch(/<\/?[A-Za-z!]/)
      }),
    )
  })

  it('removes every bidi control and invisible zero-width character, keeping joiners', () => {
    // U+061C (Arabic letter mark) is a bidi control like U+200F.
    expect(cleanText('a\u061Cb\u200Ec', 100)).toBe('abc')
    expect(cleanText('ad\u200Bmin\u2060is\uFEFFtrator\u2064', 100)).toBe('administrator')
    // Joiners shape emoji and scripts: kept.
    expect(
      cleanText('\u{1F469}\u200D\u{1F4BB} \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645', 100),
    ).toBe('\u{1F469}\u200D\u{1F4BB} \u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645')
  })

  it('keeps a less-than sign that is not markup', () => {
    expect(cleanText('1 < 2 and 3 > 2', 100)).toBe('1 < 2 and 3 > 2')
  })

  it('caps the length in characters, ending with an ellipsis', () => {
    const capped = cleanText('ラ'.repeat(50), 10)
    expect([...capped]).toHaveLength(10)
    expect(capped.endsWith('…')).toBe(true)
  })

  it('never returns markup or more than the cap, whatever the input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 200 }), (text, max) => {
        const clean = cleanText(text, max)
        expect([...clean].length).toBeLessThanOrEqual(max)
        expect(clean).not.toMatch(/<script/i)
        // biome-ignore lint/suspicious/noControlCharactersInRegex: checking they are gone
        expect(clean).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F]/)
      }),
    )
  })
})

/** cleanText as first defined: plain patterns, two of them quadratic on long runs. */
function cleanByDefinition(value: string): string {
  return value
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .replace(/<(script|style|iframe|object|embed)\b[^>]*>[\s\S]*?(<\/\1\s*>|$)/giu, ' ')
    .replace(/<\/?[A-Za-z!][^<>]*>?/gu, ' ')
    .replace(/[ \t]+/gu, ' ')
    .replace(/\s*\n\s*\n\s*/gu, '\n\n')
    .trim()
}

const MARKUP_AND_WHITESPACE = [
  ...['<script', '<SCRIPT', '<ſcript', '<style', '<iframe ', '<object', '<embed', '<scripts'],
  ...[
    '</script>',
    '</SCRIPT >',
    '</script\n>',
    '</style>',
    '</iframe',
    '</ script>',
    '<b>',
    '</b>',
  ],
  ...['<', '>', '/', '=', '"', 'a', 'x y', '<!--', '-->'],
  ...[' ', '  ', '\t', '\n', '\n\n', '\r\n', '\u00A0', '\u2003', '\u2028', '\u3000', '\u200F'],
]

describe('cleanText on hostile amounts of text', () => {
  it('cleans exactly as the plain patterns do, whatever mix of markup and whitespace', () => {
    const text = fc
      .array(fc.constantFrom(...MARKUP_AND_WHITESPACE), { maxLength: 40 })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ maxLength: 200 })), (value) => {
        expect(cleanText(value, 100_000)).toBe(cleanByDefinition(value))
      }),
      { numRuns: 2_000 },
    )
  })

  // What an answer can hold within AI_MAX_BODY_BYTES: 25 posts whose text and name are long
  // runs of whitespace (one line feed in each) and unclosed script tags. Such runs made the
  // cleaning take time quadratic in their length, about two seconds per 30,000 characters,
  // so one answer held the isolate's CPU for minutes: this test timed out.
  const whitespace = `${' \u00A0'.repeat(5_000)}\n${'\u2003 '.repeat(5_000)}`
  const openings = '<script '.repeat(1_200)
  const junk = `${whitespace}${openings}`.slice(0, LIMITS.rawStringCharacters - 20)

  it('cleans a full answer of whitespace runs and unclosed tags, keeping the words', () => {
    const posts = Array.from({ length: 25 }, (_, index) =>
      post({
        text: `word${index} ${junk}`,
        author_name: `Name ${junk}`,
        author_username: `user_${index}`,
      }),
    )
    const checked = checkPosts({ posts }, [], 25, NOW_MS)
    // The unclosed tags take the rest of each string with them; the whitespace is trimmed.
    expect(checked.ok && checked.items.map((item) => item.text)).toEqual(
      Array.from({ length: 25 }, (_, index) => `word${index}`),
    )
    expect(checked.ok && checked.items.every((item) => item.name === 'Name')).toBe(true)
  })

  it('cleans an answer of items that all clean to nothing, examining every one', () => {
    const checked = checkPosts(
      { posts: Array.from({ length: 60 }, () => post({ text: junk })) },
      [],
      25,
      NOW_MS,
    )
    expect(checked).toEqual({ ok: false, reason: 'nothing_valid' })
    const sessions = checkSessions(
      { sessions: Array.from({ length: 60 }, () => session({ title: junk })) },
      [],
      10,
      NOW_MS,
    )
    expect(sessions).toEqual({ ok: false, reason: 'nothing_valid' })
  })
})

describe('checkPosts', () => {
  it('accepts a well-formed post and keeps its fields', () => {
    const checked = checkPosts({ posts: [post()] }, [], 12, NOW_MS)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.items).toHaveLength(1)
    expect(checked.items[0]).toMatchObject({
      username: 'ana_dev',
      likes: 10,
      impressions: 900,
      lang: 'en',
      createdAt: '2026-11-20T10:00:00.000Z',
      permalink: null,
    })
    expect(checked.items[0]?.id).toMatch(/^ai-[0-9a-f]{24}$/)
  })

  it('drops items of the wrong shape or type and counts them', () => {
    const checked = checkPosts(
      {
        posts: [
          post(),
          null,
          'text',
          [],
          post({ likes: 'lots' }),
          post({ author_verified: 'yes' }),
          post({ text: 42 }),
          post({ extra: 1, text: 'extra fields are ignored' }),
          { text: 'missing everything else' },
        ],
      },
      [],
      25,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => item.text)).toEqual([
      post().text,
      'extra fields are ignored',
    ])
    expect(checked.ok && checked.dropped).toBe(7)
  })

  it('drops huge strings and posts without usable text or handle', () => {
    const checked = checkPosts(
      {
        posts: [
          post({ text: 'A'.repeat(100_000) }),
          post({ author_name: 'B'.repeat(100_000) }),
          post({ text: '<script>only markup</script>' }),
          post({ author_username: 'not a handle!' }),
          post({ author_username: '@ana_dev', text: 'at-signs are stripped from handles' }),
        ],
      },
      [],
      25,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => item.username)).toEqual(['ana_dev'])
  })

  it('caps long text and names', () => {
    const checked = checkPosts(
      { posts: [post({ text: 'word '.repeat(1000), author_name: 'N'.repeat(500) })] },
      [],
      25,
      NOW_MS,
    )
    const item = checked.ok ? checked.items[0] : undefined
    expect([...(item?.text ?? '')].length).toBeLessThanOrEqual(LIMITS.textCharacters)
    expect([...(item?.name ?? '')].length).toBeLessThanOrEqual(LIMITS.nameCharacters)
  })

  it('clamps negative, fractional and huge counts', () => {
    const checked = checkPosts(
      {
        posts: [
          post({
            likes: -5,
            reposts: 2.9,
            replies: 1e300,
            impressions: 9e18,
            author_followers: 1e20,
          }),
        ],
      },
      [],
      25,
      NOW_MS,
    )
    expect(checked.ok && checked.items[0]).toMatchObject({
      likes: 0,
      reposts: 2,
      replies: LIMITS.count,
      impressions: LIMITS.impressions,
      followers: LIMITS.count,
    })
  })

  it('replaces unreadable, impossible or future dates with the generation time and odd languages with und', () => {
    const checked = checkPosts(
      {
        posts: [
          post({ created_at: 'yesterday-ish', lang: 'english!!', text: 'one' }),
          post({ created_at: '2099-01-01T00:00:00Z', text: 'two' }),
          post({ created_at: '1999-01-01T00:00:00Z', text: 'three' }),
          post({ created_at: '2026-02-30T00:00:00Z', text: 'four' }),
        ],
      },
      [],
      25,
      NOW_MS,
    )
    const now = new Date(NOW_MS).toISOString()
    expect(checked.ok && checked.items.map((item) => [item.createdAt, item.lang])).toEqual([
      [now, 'und'],
      [now, 'en'],
      [now, 'en'],
      [now, 'en'],
    ])
  })

  it('drops duplicates: the same cited post, or the same author and text', () => {
    const url = 'https://x.com/ana_dev/status/1790000000000000001'
    const checked = checkPosts(
      {
        posts: [
          post({ url }),
          post({ url: `${url}?s=20`, text: 'a different text for the same cited post' }),
          post({ text: 'same' }),
          post({ text: 'same' }),
        ],
      },
      [url],
      25,
      NOW_MS,
    )
    expect(checked.ok && checked.items).toHaveLength(2)
    expect(checked.ok && checked.dropped).toBe(2)
  })

  it('drops a post repeated once cited and once without its URL', () => {
    const url = 'https://x.com/ana_dev/status/1790000000000000001'
    const checked = checkPosts({ posts: [post({ url }), post({ url: null })] }, [url], 25, NOW_MS)
    expect(checked.ok && checked.items.map((item) => item.permalink)).toEqual([url])
  })

  it('uses a URL as the permalink only when the provider cited it', () => {
    const cited = 'https://twitter.com/Ana_Dev/status/1790000000000000001'
    const checked = checkPosts(
      {
        posts: [
          post({ url: cited, author_username: 'someone_else', text: 'cited' }),
          post({ url: 'https://x.com/elonmusk/status/1234567890', text: 'invented' }),
          post({ url: 'javascript:alert(1)', text: 'hostile' }),
        ],
      },
      [cited],
      25,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => [item.username, item.permalink])).toEqual([
      ['Ana_Dev', 'https://x.com/Ana_Dev/status/1790000000000000001'],
      ['ana_dev', null],
      ['ana_dev', null],
    ])
  })

  it('takes the author of a post cited as x.com/i/status/<id> (as xAI cites) from the answer, not "i"', () => {
    const citations = [
      'https://x.com/i/status/1975607901571199086',
      'https://x.com/i/status/1975607901571199087',
    ]
    const checked = checkPosts(
      {
        posts: [
          post({ url: citations[0], author_username: 'ana_dev', text: 'first' }),
          post({ url: citations[1], author_username: 'kim_ops', text: 'second' }),
        ],
      },
      citations,
      25,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => [item.username, item.permalink])).toEqual([
      ['ana_dev', 'https://x.com/ana_dev/status/1975607901571199086'],
      ['kim_ops', 'https://x.com/kim_ops/status/1975607901571199087'],
    ])
  })

  it('takes at most the asked count', () => {
    const posts = Array.from({ length: 30 }, (_, index) => post({ text: `post ${index}` }))
    const checked = checkPosts({ posts }, [], 12, NOW_MS)
    expect(checked.ok && checked.items).toHaveLength(12)
  })

  it('refuses answers that are not a list of posts, or hold no valid post', () => {
    expect(checkPosts('text', [], 12, NOW_MS)).toEqual({ ok: false, reason: 'not_an_object' })
    expect(checkPosts({ posts: 'not-a-list' }, [], 12, NOW_MS)).toEqual({
      ok: false,
      reason: 'no_list',
    })
    expect(checkPosts({ posts: [null, 1] }, [], 12, NOW_MS)).toEqual({
      ok: false,
      reason: 'nothing_valid',
    })
    expect(checkPosts({ posts: [] }, [], 12, NOW_MS)).toEqual({ ok: true, items: [], dropped: 0 })
  })

  it('never throws and keeps every invariant, whatever JSON the model sends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            posts: fc.array(fc.oneof(fc.jsonValue(), fc.constant(post())), { maxLength: 8 }),
          }),
        ),
        (output) => {
          const checked = checkPosts(output, [], 5, NOW_MS)
          if (!checked.ok) return
          expect(checked.items.length).toBeLessThanOrEqual(5)
          expect(new Set(checked.items.map((item) => item.id)).size).toBe(checked.items.length)
          for (const item of checked.items) {
            expect(item.likes).toBeGreaterThanOrEqual(0)
            expect(Number.isInteger(item.impressions)).toBe(true)
            expect(Date.parse(item.createdAt)).toBeLessThanOrEqual(NOW_MS)
          }
        },
      ),
    )
  })
})

describe('checkSessions', () => {
  it('accepts well-formed sessions and links cited ones to the Space', () => {
    const space = 'https://x.com/i/spaces/1OdKrjXyzAbC'
    const checked = checkSessions(
      {
        sessions: [
          session({ url: space }),
          session({ title: 'Uncited', url: space.replace('C', 'D') }),
        ],
      },
      [space],
      10,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => item.url)).toEqual([
      space,
      'https://x.com/ana_dev',
    ])
  })

  it('drops wrong kinds, states and types, and clamps listeners', () => {
    const checked = checkSessions(
      {
        sessions: [
          session({ kind: 'podcast' }),
          session({ state: 'ended' }),
          session({ listeners: 'many' }),
          session({ title: '<script>x</script>Loud', listeners: -40 }),
          session({ title: 'Huge', listeners: 1e300 }),
        ],
      },
      [],
      10,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => [item.title, item.listeners])).toEqual([
      ['Huge', LIMITS.listeners],
      ['Loud', 0],
    ])
  })

  it('lets scheduled sessions start in the future but not live ones', () => {
    const later = '2026-11-20T18:00:00.000Z'
    const checked = checkSessions(
      {
        sessions: [
          session({ title: 'later', state: 'scheduled', started_at: later }),
          session({ title: 'claims the future', state: 'live', started_at: later }),
        ],
      },
      [],
      10,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => [item.title, item.startedAt])).toEqual([
      ['claims the future', new Date(NOW_MS).toISOString()],
      ['later', later],
    ])
  })

  it('lists live sessions first, the most listened to first, then the soonest scheduled', () => {
    const checked = checkSessions(
      {
        sessions: [
          session({ title: 'tomorrow', state: 'scheduled', started_at: '2026-11-21T12:00:00Z' }),
          session({ title: 'quiet', listeners: 3 }),
          session({ title: 'in an hour', state: 'scheduled', started_at: '2026-11-20T13:00:00Z' }),
          session({ title: 'busy', listeners: 5000 }),
          session({ title: 'also quiet', listeners: 3 }),
        ],
      },
      [],
      10,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => item.title)).toEqual([
      'busy',
      'quiet',
      'also quiet',
      'in an hour',
      'tomorrow',
    ])
  })

  it('keeps the first sessions of the rail order, not of the answer, when there are more than the limit', () => {
    const checked = checkSessions(
      {
        sessions: [
          session({ title: 'next week', state: 'scheduled', started_at: '2026-11-27T12:00:00Z' }),
          session({ title: 'quiet', listeners: 3 }),
          session({ title: 'busy', listeners: 5000 }),
        ],
      },
      [],
      2,
      NOW_MS,
    )
    expect(checked.ok && checked.items.map((item) => item.title)).toEqual(['busy', 'quiet'])
  })

  it('drops scheduled sessions whose start is over an hour past, before taking the limit', () => {
    const overdue = (title: string) =>
      session({ title, state: 'scheduled', started_at: '2026-11-20T10:59:00.000Z' })
    const checked = checkSessions(
      {
        sessions: [
          overdue('yesterday’s news'),
          overdue('announced long ago'),
          session({ title: 'late start', state: 'scheduled', started_at: '2026-11-20T11:01:00Z' }),
          session({ title: 'on air' }),
        ],
      },
      [],
      2,
      NOW_MS,
    )
    expect(checked).toEqual({
      ok: true,
      items: [
        expect.objectContaining({ title: 'on air' }),
        expect.objectContaining({ title: 'late start' }),
      ],
      dropped: 2,
    })
  })

  it('answers an empty rail, not an unusable answer, when every session is over', () => {
    const checked = checkSessions(
      { sessions: [session({ state: 'scheduled', started_at: '2026-11-19T12:00:00.000Z' })] },
      [],
      10,
      NOW_MS,
    )
    expect(checked).toEqual({ ok: true, items: [], dropped: 1 })
  })
})

describe('toSourcedPosts', () => {
  it('puts AI posts through the normaliser as source "ai", linking uncited ones to a search', () => {
    const url = 'https://x.com/ana_dev/status/1790000000000000001'
    const checked = checkPosts(
      { posts: [post({ url }), post({ text: 'uncited #tokio @someone' })] },
      [url],
      12,
      NOW_MS,
    )
    const posts = toSourcedPosts(checked.ok ? checked.items : [])
    expect(posts.map(({ post }) => post.source)).toEqual(['ai', 'ai'])
    expect(posts[0]?.post.url).toBe(url)
    expect(posts[1]?.post.url).toMatch(/^https:\/\/x\.com\/search\?q=uncited/)
    expect(posts[1]?.post.hashtags).toEqual(['tokio'])
    expect(posts[1]?.facts.mentions).toEqual(['someone'])
    expect(posts[0]?.post.author).toMatchObject({ username: 'ana_dev', followers: 1200 })
    expect(posts[0]?.post.id).toMatch(/^ai-/)
  })
})
