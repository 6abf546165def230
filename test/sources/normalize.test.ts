import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_COUNT, MAX_IMPRESSIONS } from '../../src/domain/post'
import {
  DEFAULT_AVATAR_URL,
  type NormalizeOptions,
  normalizeResponse,
} from '../../src/sources/x/normalize'

const NOW_MS = Date.parse('2026-11-22T12:00:00.000Z')
const LIVE: NormalizeOptions = { source: 'live', latestMs: NOW_MS }

const payload = {
  data: [
    {
      id: '1790000000000000001',
      text: 'Async Rust tip: use #tokio select! with @ana_dev https://t.co/abc',
      author_id: '42',
      created_at: '2026-11-20T09:15:00.000Z',
      lang: 'en',
      conversation_id: '1790000000000000001',
      public_metrics: {
        retweet_count: 3,
        reply_count: 2,
        like_count: 40,
        quote_count: 1,
        bookmark_count: 5,
        impression_count: 2000,
      },
      entities: {
        hashtags: [{ start: 20, end: 26, tag: 'tokio' }],
        mentions: [{ start: 39, end: 47, username: 'ana_dev', id: '7' }],
        urls: [
          { start: 48, end: 67, url: 'https://t.co/abc', expanded_url: 'https://example.com' },
        ],
      },
      attachments: { media_keys: ['3_1', '7_2', 'missing'] },
    },
    {
      id: '1790000000000000002',
      text: 'RT @ana_dev: something',
      author_id: 'nobody',
      created_at: 'not a date',
      referenced_tweets: [{ type: 'retweeted', id: '1790000000000000000' }],
    },
    { id: '1790000000000000003', text: 'quoting', referenced_posts: [{ type: 'quoted', id: '1' }] },
    {
      id: '1790000000000000004',
      text: 'replying',
      referenced_tweets: [{ type: 'replied_to', id: '1' }],
      in_reply_to_user_id: '42',
      conversation_id: '1',
    },
    { text: 'no id: dropped' },
  ],
  includes: {
    users: [
      {
        id: '42',
        name: 'Rustacean Rita',
        username: 'rita_rs',
        profile_image_url: 'https://pbs.twimg.com/profile_images/1/rita_normal.jpg',
        verified: true,
        public_metrics: { followers_count: 12345 },
      },
    ],
    media: [
      {
        media_key: '3_1',
        type: 'photo',
        url: 'https://pbs.twimg.com/media/abc.jpg',
        width: 1200,
        height: 800,
        alt_text: 'a crab',
      },
      {
        media_key: '7_2',
        type: 'video',
        preview_image_url: 'https://pbs.twimg.com/ext_tw_video_thumb/1/pu/img/x.jpg',
        width: 1280,
        height: 720,
        variants: [
          { bit_rate: 256000, content_type: 'video/mp4', url: 'https://video.twimg.com/low.mp4' },
          { bit_rate: 2176000, content_type: 'video/mp4', url: 'https://video.twimg.com/high.mp4' },
          { content_type: 'application/x-mpegURL', url: 'https://video.twimg.com/pl.m3u8' },
        ],
      },
    ],
  },
}

describe('normalizeResponse (X API v2 to Post)', () => {
  const posts = normalizeResponse(payload, LIVE)

  it('maps author, metrics, hashtags, media and the permalink', () => {
    const first = posts[0]?.post
    expect(first).toMatchObject({
      id: '1790000000000000001',
      url: 'https://x.com/rita_rs/status/1790000000000000001',
      createdAt: '2026-11-20T09:15:00.000Z',
      lang: 'en',
      kind: 'original',
      source: 'live',
      hashtags: ['tokio'],
      author: {
        id: '42',
        username: 'rita_rs',
        name: 'Rustacean Rita',
        verified: true,
        followers: 12345,
      },
      metrics: { likes: 40, reposts: 3, replies: 2, quotes: 1, bookmarks: 5, impressions: 2000 },
    })
    expect(first?.media).toEqual([
      {
        type: 'photo',
        url: 'https://pbs.twimg.com/media/abc.jpg',
        previewUrl: 'https://pbs.twimg.com/media/abc.jpg?name=small',
        width: 1200,
        height: 800,
        alt: 'a crab',
      },
      {
        type: 'video',
        url: 'https://video.twimg.com/high.mp4',
        previewUrl: 'https://pbs.twimg.com/ext_tw_video_thumb/1/pu/img/x.jpg',
        width: 1280,
        height: 720,
        alt: '',
      },
    ])
    expect(posts[0]?.facts).toEqual({
      mentions: ['ana_dev'],
      hasLinks: true,
      referencedPostId: null,
      repliedTo: null,
      repliedToUserId: null,
      urls: ['https://example.com'],
      conversationId: '1790000000000000001',
      repliedToPostId: null,
      repostOfUserId: null,
      repostOf: null,
      hasGeo: false,
    })
  })

  it('derives the kind from referenced_tweets or referenced_posts', () => {
    expect(posts.map((entry) => entry.post.kind)).toEqual(['original', 'repost', 'quote', 'reply'])
  })

  it('names the user a reply answers when the response includes them, for to:', () => {
    expect(posts.map((entry) => entry.facts.repliedTo)).toEqual([null, null, null, 'rita_rs'])
    const unknown = normalizeResponse(
      { data: [{ id: '1', text: 'hi', in_reply_to_user_id: '99' }] },
      { source: 'live', latestMs: Date.now() },
    )
    expect(unknown[0]?.facts.repliedTo).toBeNull()
    expect(unknown[0]?.facts.repliedToUserId).toBe('99')
    expect(posts.map((entry) => entry.facts.repliedToUserId)).toEqual([null, null, null, '42'])
  })

  it('keeps the conversation a post belongs to, for conversation_id:', () => {
    expect(posts.map((entry) => entry.facts.conversationId)).toEqual([
      '1790000000000000001',
      null,
      null,
      '1',
    ])
    const odd = normalizeResponse(
      { data: [{ id: '1', text: 'hi', conversation_id: 'not an id' }] },
      LIVE,
    )
    expect(odd[0]?.facts.conversationId).toBeNull()
  })

  it('keeps the post a reply answers, also when it quotes another, for in_reply_to_tweet_id:', () => {
    expect(posts.map((entry) => entry.facts.repliedToPostId)).toEqual([null, null, null, '1'])
    const [both] = normalizeResponse(
      {
        data: [
          {
            id: '5',
            text: 'replying with a quote',
            referenced_tweets: [
              { type: 'quoted', id: '3' },
              { type: 'replied_to', id: '4' },
            ],
          },
        ],
      },
      LIVE,
    )
    expect(both?.post.kind).toBe('quote')
    expect(both?.facts.repliedToPostId).toBe('4')
  })

  it("names a repost's original author, by id and username, for retweets_of:", () => {
    expect(posts.map((entry) => entry.facts.repostOf)).toEqual([null, null, null, null])
    const reposts = normalizeResponse(
      {
        data: [
          {
            id: '10',
            text: 'RT @rita_rs: hello',
            referenced_tweets: [{ type: 'retweeted', id: '8' }],
          },
          { id: '11', text: 'RT @ghost: boo', referenced_tweets: [{ type: 'retweeted', id: '9' }] },
          { id: '12', text: 'RT @gone: hi', referenced_tweets: [{ type: 'retweeted', id: '404' }] },
        ],
        includes: {
          users: payload.includes.users,
          tweets: [
            { id: '8', text: 'hello', author_id: '42' },
            { id: '9', text: 'boo', author_id: '99' },
          ],
        },
      },
      LIVE,
    )
    expect(reposts.map((entry) => [entry.facts.repostOfUserId, entry.facts.repostOf])).toEqual([
      ['42', 'rita_rs'],
      ['99', null],
      [null, null],
    ])
  })

  it('says whether a post carries a location, for has:geo', () => {
    const located = normalizeResponse(
      {
        data: [
          { id: '1', text: 'here', geo: { place_id: '01a9a39529b27f36' } },
          {
            id: '2',
            text: 'there',
            geo: { coordinates: { type: 'Point', coordinates: [2.3, 48.8] } },
          },
          { id: '3', text: 'nowhere' },
          { id: '4', text: 'odd', geo: 'somewhere' },
        ],
      },
      LIVE,
    )
    expect(located.map((entry) => entry.facts.hasGeo)).toEqual([true, true, false, false])
  })

  it('keeps posts whose author is missing, with safe defaults, and drops posts without an id', () => {
    expect(posts).toHaveLength(4)
    const orphan = posts[1]?.post
    expect(orphan?.author).toEqual({
      id: 'nobody',
      username: '',
      name: '',
      avatarUrl: DEFAULT_AVATAR_URL,
      verified: false,
      followers: 0,
    })
    expect(orphan?.url).toBe('https://x.com/i/web/status/1790000000000000002')
    expect(orphan?.createdAt).toBe('1970-01-01T00:00:00.000Z')
    expect(orphan?.metrics.likes).toBe(0)
  })

  it('prefers the full text of long posts (note_tweet)', () => {
    const [long] = normalizeResponse(
      { data: [{ id: '9', text: 'short…', note_tweet: { text: 'the whole long text' } }] },
      LIVE,
    )
    expect(long?.post.text).toBe('the whole long text')
  })

  it("reads a long post's full text under the spec's newer name (note_post)", () => {
    const [long] = normalizeResponse(
      { data: [{ id: '9', text: 'short…', note_post: { text: 'the whole long text' } }] },
      LIVE,
    )
    expect(long?.post.text).toBe('the whole long text')
  })

  it("takes a long post's hashtags, mentions and links from its note, which covers the full text", () => {
    const text = `${'a'.repeat(270)} #early…`
    const full = `${'a'.repeat(270)} #early and more #late with @ana_dev https://t.co/x`
    const [long] = normalizeResponse(
      {
        data: [
          {
            id: '9',
            text,
            entities: { hashtags: [{ start: 271, end: 277, tag: 'early' }] },
            note_tweet: {
              text: full,
              entities: {
                hashtags: [
                  { start: 271, end: 277, tag: 'early' },
                  { start: 287, end: 292, tag: 'late' },
                ],
                mentions: [{ start: 298, end: 306, username: 'ana_dev' }],
                urls: [{ start: 307, end: 325, url: 'https://t.co/x' }],
              },
            },
          },
        ],
      },
      LIVE,
    )
    expect(long?.post.hashtags).toEqual(['early', 'late'])
    expect(long?.facts.mentions).toEqual(['ana_dev'])
    expect(long?.facts.hasLinks).toBe(true)
  })

  it("shows a repost with its original's full text, from includes.tweets or includes.posts", () => {
    const original = {
      id: '100',
      text: `${'b'.repeat(270)}…`,
      author_id: '7',
      entities: { hashtags: [{ start: 0, end: 4, tag: 'old' }] },
      note_tweet: {
        text: `${'b'.repeat(270)} and the rest #tail with @kim`,
        entities: {
          hashtags: [{ start: 285, end: 290, tag: 'tail' }],
          mentions: [{ start: 296, end: 300, username: 'kim' }],
        },
      },
    }
    const repost = {
      id: '200',
      text: `RT @ana_dev: ${'b'.repeat(126)}…`,
      author_id: '42',
      entities: { mentions: [{ start: 3, end: 11, username: 'ana_dev' }] },
      referenced_tweets: [{ type: 'retweeted', id: '100' }],
    }
    const expected = `RT @ana_dev: ${original.note_tweet.text}`
    for (const includes of [{ tweets: [original] }, { posts: [original] }]) {
      const [entry] = normalizeResponse({ data: [repost], includes }, LIVE)
      expect(entry?.post).toMatchObject({ id: '200', kind: 'repost', text: expected })
      expect(entry?.post.hashtags).toEqual(['tail'])
      expect(entry?.facts.mentions).toEqual(['ana_dev', 'kim'])
      expect(entry?.facts.referencedPostId).toBe('100')
    }
    const [alone] = normalizeResponse({ data: [repost] }, LIVE)
    expect(alone?.post.text).toBe(repost.text)
  })

  it("shows a repost with its original's media, which X does not give the repost, and X's counts for the repost", () => {
    const original = {
      id: '100',
      text: 'Sunset over the harbour',
      author_id: '7',
      attachments: { media_keys: ['3_1'] },
      public_metrics: {
        retweet_count: 58,
        reply_count: 20,
        like_count: 855,
        quote_count: 4,
        bookmark_count: 54,
        impression_count: 45729,
      },
    }
    const repost = {
      id: '200',
      text: 'RT @ana_dev: Sunset over the harbour',
      author_id: '42',
      referenced_tweets: [{ type: 'retweeted', id: '100' }],
      // What X reports on a repost: its original's repost count, nothing else.
      public_metrics: {
        retweet_count: 58,
        reply_count: 0,
        like_count: 0,
        quote_count: 0,
        bookmark_count: 0,
        impression_count: 0,
      },
    }
    const media = [{ media_key: '3_1', type: 'photo', url: 'https://pbs.twimg.com/media/a.jpg' }]
    const [entry] = normalizeResponse(
      { data: [repost], includes: { tweets: [original], media } },
      LIVE,
    )
    expect(entry?.post.media.map((item) => item.url)).toEqual(['https://pbs.twimg.com/media/a.jpg'])
    expect(entry?.post.metrics).toMatchObject({ likes: 0, reposts: 58, impressions: 0 })
    // Without its original in the answer, a repost keeps what X gave it.
    const [alone] = normalizeResponse({ data: [repost], includes: { media } }, LIVE)
    expect(alone?.post.media).toEqual([])
  })

  it('reads hashtags and mentions from the text when a payload has no entities', () => {
    const [post] = normalizeResponse(
      { data: [{ id: '9', text: 'Ramen night #ラーメン #food with @ken_j' }] },
      { source: 'ai', latestMs: NOW_MS },
    )
    expect(post?.post.hashtags).toEqual(['ラーメン', 'food'])
    expect(post?.facts.mentions).toEqual(['ken_j'])
  })

  it('rejects non-https media and avatar URLs', () => {
    const [post] = normalizeResponse(
      {
        data: [{ id: '9', text: 'x', author_id: '1', attachments: { media_keys: ['k'] } }],
        includes: {
          users: [{ id: '1', username: 'a', profile_image_url: 'javascript:alert(1)' }],
          media: [{ media_key: 'k', type: 'photo', url: 'http://pbs.twimg.com/media/a.jpg' }],
        },
      },
      LIVE,
    )
    expect(post?.post.media).toEqual([])
    expect(post?.post.author.avatarUrl).toBe(DEFAULT_AVATAR_URL)
  })

  it("takes the worker's own pictures (/seed/media/…) from the bundled seed only", () => {
    const payload = (avatar: string, photo: string, preview: string) => ({
      data: [{ id: '9', text: 'x', author_id: '1', attachments: { media_keys: ['p', 'v'] } }],
      includes: {
        users: [{ id: '1', username: 'a', profile_image_url: avatar }],
        media: [
          { media_key: 'p', type: 'photo', url: photo, width: 600, height: 450 },
          { media_key: 'v', type: 'video', preview_image_url: preview },
        ],
      },
    })
    const shipped = payload(
      '/seed/media/avatars/a_b.svg',
      '/seed/media/photos/ramen-bowl.png',
      '/seed/media/photos/pitch.png',
    )
    const seed = { source: 'seed', latestMs: Number.POSITIVE_INFINITY, shippedMedia: true } as const
    const [fromSeed] = normalizeResponse(shipped, seed)
    expect(fromSeed?.post.author.avatarUrl).toBe('/seed/media/avatars/a_b.svg')
    expect(fromSeed?.post.media).toEqual([
      {
        type: 'photo',
        url: '/seed/media/photos/ramen-bowl.png',
        // A shipped picture is small already: no `name=small` rendition of it.
        previewUrl: '/seed/media/photos/ramen-bowl.png',
        width: 600,
        height: 450,
        alt: '',
      },
      {
        type: 'video',
        url: '/seed/media/photos/pitch.png',
        previewUrl: '/seed/media/photos/pitch.png',
        width: 0,
        height: 0,
        alt: '',
      },
    ])
    // A live (or AI) answer naming the same paths gets no picture from this site.
    const [live] = normalizeResponse(shipped, LIVE)
    expect(live?.post.author.avatarUrl).toBe(DEFAULT_AVATAR_URL)
    expect(live?.post.media).toEqual([])
    // Nor does the seed name any other path: an image must not make a browser call the API.
    for (const path of [
      '/api/ai/topic-feed/batch?topic=x&ingest=1',
      '//evil.example/seed/media/avatars/a.svg',
      '/seed/media/avatars/../../api/health.svg',
      '/seed/media/avatars/a.svg?x=1',
      '/seed/media/avatars/A.SVG',
      '/seed/posts.json',
    ]) {
      const [odd] = normalizeResponse(payload(path, path, path), seed)
      expect(odd?.post.author.avatarUrl, path).toBe(DEFAULT_AVATAR_URL)
      expect(odd?.post.media, path).toEqual([])
    }
  })

  it('dates a post from the future now, and one that cannot exist at the epoch', () => {
    const dated = (created_at: string) =>
      normalizeResponse({ data: [{ id: '1', text: 'x', created_at }] }, LIVE)[0]?.post.createdAt
    const now = new Date(NOW_MS).toISOString()
    expect(dated('2099-01-01T00:00:00Z')).toBe(now)
    expect(dated('2099-01-01T00:00:00.000Z')).toBe(now)
    for (const impossible of [
      '+275760-09-13T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
      '2026-02-30T00:00:00Z',
      '2026-02-29',
      '2001-01-01T00:00:00.000Z',
      '2006-03-20T23:59:59.999Z',
    ]) {
      expect(dated(impossible), impossible).toBe('1970-01-01T00:00:00.000Z')
    }
    // X's launch itself is the oldest a post may be.
    for (const launch of ['2006-03-21T00:00:00.000Z', '2006-03-21T00:00:00Z']) {
      expect(dated(launch), launch).toBe('2006-03-21T00:00:00.000Z')
    }
    expect(dated('2026-11-20T10:15:00+01:00')).toBe('2026-11-20T09:15:00.000Z')
  })

  it('clamps huge counts as the AI path does: 10⁹, impressions 10¹¹', () => {
    const [entry] = normalizeResponse(
      {
        data: [
          {
            id: '1',
            text: 'x',
            author_id: '2',
            public_metrics: { like_count: 1e308, reply_count: '5e9', impression_count: 1e308 },
          },
        ],
        includes: {
          users: [{ id: '2', username: 'a', public_metrics: { followers_count: 1e20 } }],
        },
      },
      LIVE,
    )
    expect(entry?.post.metrics).toMatchObject({
      likes: MAX_COUNT,
      replies: MAX_COUNT,
      impressions: MAX_IMPRESSIONS,
    })
    expect(entry?.post.author.followers).toBe(MAX_COUNT)
    expect(JSON.stringify(entry?.post)).not.toContain('e+')
  })

  it('keeps only the first post of an id that X sends more than once', () => {
    const posts = normalizeResponse(
      {
        data: [
          { id: '1', text: 'first' },
          { id: '2', text: 'other' },
          { id: '1', text: 'again' },
          { id: 1, text: 'as a number' },
        ],
      },
      LIVE,
    )
    expect(posts.map(({ post }) => [post.id, post.text])).toEqual([
      ['1', 'first'],
      ['2', 'other'],
    ])
  })

  it('never throws, whatever the payload', () => {
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        expect(() => normalizeResponse(anything, LIVE)).not.toThrow()
        expect(() =>
          normalizeResponse({ data: [anything], includes: anything }, LIVE),
        ).not.toThrow()
      }),
    )
  })
})

describe('lengths kept from X', () => {
  it('keeps at most 2048 characters of a link, so one post cannot carry an unbounded URL', () => {
    const long = `https://example.com/${'a'.repeat(5000)}`
    const [sourced] = normalizeResponse(
      {
        data: [
          {
            id: '1790000000000000099',
            text: 'a long link https://t.co/long',
            author_id: '42',
            created_at: '2026-11-20T09:15:00.000Z',
            entities: { urls: [{ url: 'https://t.co/long', expanded_url: long }] },
          },
        ],
      },
      LIVE,
    )
    expect(sourced?.facts.urls).toEqual([long.slice(0, 2048)])
  })

  it('keeps at most 100 characters of an author name', () => {
    const [sourced] = normalizeResponse(
      {
        data: [{ id: '1790000000000000098', text: 'hello', author_id: '43' }],
        includes: { users: [{ id: '43', username: 'long_name', name: 'N'.repeat(500) }] },
      },
      LIVE,
    )
    expect(sourced?.post.author.name).toBe('N'.repeat(100))
  })
})
