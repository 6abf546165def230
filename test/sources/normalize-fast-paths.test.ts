import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { X_LAUNCH_MS } from '../../src/domain/post'
import {
  DEFAULT_AVATAR_URL,
  type NormalizeOptions,
  normalizeResponse,
} from '../../src/sources/x/normalize'

const NOW_MS = Date.parse('2026-11-22T12:00:00.000Z')
const LIVE: NormalizeOptions = { source: 'live', latestMs: NOW_MS }

function createdAtOf(created_at: unknown): string | undefined {
  const [first] = normalizeResponse({ data: [{ id: '1', text: 'x', created_at }] }, LIVE)
  return first?.post.createdAt
}

const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'))
const isoLike = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    twoDigits,
    twoDigits,
    twoDigits,
    twoDigits,
    twoDigits,
    fc.integer({ min: 0, max: 999 }).map((n) => String(n).padStart(3, '0')),
    fc.constantFrom('Z', 'z', '+00:00', '+02:00', ''),
  )
  .map(([y, mo, d, h, mi, s, ms, zone]) => `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}${zone}`)

describe('normalizeResponse fast paths', () => {
  it('writes createdAt exactly as toISOString would, by the post time rule', () => {
    /** The rule, spelt out slowly: a readable date whose day exists, from X's launch to now. */
    const expected = (value: string) => {
      const time = Date.parse(value)
      const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0]
      const dayMs = Date.parse(`${day}T00:00:00Z`)
      const dayExists =
        !day || (Number.isFinite(dayMs) && new Date(dayMs).toISOString().startsWith(day))
      const usable =
        Number.isFinite(time) && dayExists && !/^[+-]/.test(value) && time >= X_LAUNCH_MS
      return new Date(usable ? Math.min(time, NOW_MS) : 0).toISOString()
    }
    fc.assert(
      fc.property(
        fc.oneof(
          isoLike,
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        ),
        (value) => createdAtOf(value) === expected(value),
      ),
      { numRuns: 5000 },
    )
    for (const value of [
      '2024-02-29T12:00:00.000Z',
      '2026-02-29T12:00:00.000Z',
      '1900-02-29T00:00:00.000Z',
      '2000-02-29T00:00:00.000Z',
      '2026-04-31T00:00:00.000Z',
      '2026-01-01T24:00:00.000Z',
    ]) {
      expect(createdAtOf(value)).toBe(expected(value))
    }
  })

  it('keeps a post id exactly when it matches ^[A-Za-z0-9_-]{1,64}$, and drops the post otherwise', () => {
    const idCharacter = fc.constantFrom(...'azAZ09_-@[`{/:~. é\u0130\u017f\u212a'.split(''))
    const ids = fc.oneof(
      fc.string({ unit: idCharacter, maxLength: 70 }),
      fc.string({ maxLength: 70 }),
    )
    const kept = (id: string) => {
      const posts = normalizeResponse({ data: [{ id, text: 'x' }] }, LIVE)
      const valid = /^[A-Za-z0-9_-]{1,64}$/.test(id)
      expect(posts.map((entry) => entry.post.id)).toEqual(valid ? [id] : [])
      return valid
    }
    fc.assert(
      fc.property(ids, (id) => {
        kept(id)
      }),
      { numRuns: 5000 },
    )
    expect(['Az09_-'.repeat(10).slice(0, 64), '9'].map(kept)).toEqual([true, true])
    expect(['a'.repeat(65), '', '1 ', '\u212a'].map(kept)).toEqual([false, false, false, false])
  })

  it('keeps each entity hashtag once, in order of first occurrence, and drops empty ones', () => {
    const tag = fc.oneof(fc.constantFrom('rust', 'tokio', '', 'Rust'), fc.string({ maxLength: 3 }))
    const entry = fc.oneof(
      tag.map((value) => ({ tag: value })),
      fc.constantFrom(null, 7, { tag: 3 }, {}),
    )
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (hashtags) => {
        const [first] = normalizeResponse(
          { data: [{ id: '1', text: 'x', entities: { hashtags } }] },
          LIVE,
        )
        const tags = hashtags.flatMap((item) => {
          const value: unknown = (item as { tag?: unknown } | null)?.tag
          return typeof value === 'string' && value.length > 0 ? [value] : []
        })
        expect(first?.post.hashtags).toEqual([...new Set(tags)])
      }),
      { numRuns: 3000 },
    )
  })

  it('writes avatar and media URLs as the URL parser does, and drops what is not https', () => {
    const label = fc.oneof(
      fc.stringMatching(/^[a-z0-9-]{0,6}$/),
      fc.constantFrom('pbs', 'twimg', 'com', 'xn--a', '0x7f', '1', 'a-', 'a--b'),
      fc.stringMatching(/^[a-zA-Z0-9-]{0,70}$/),
    )
    const segment = fc.oneof(
      fc.constantFrom('', '.', '..', '.x', 'a_normal.jpg', '%41', 'A~b', 'a b'),
      fc.stringMatching(/^[A-Za-z0-9._~%-]{0,8}$/),
    )
    const urls = fc
      .tuple(
        fc.constantFrom('https://', 'http://', 'HTTPS://', 'https:/'),
        fc.array(label, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', ':443', ':8443'),
        fc.array(segment, { maxLength: 4 }),
      )
      .map(([scheme, labels, port, path]) =>
        [`${scheme}${labels.join('.')}${port}`, ...path].join('/'),
      )
    const expected = (url: string) => {
      try {
        const parsed = new URL(url)
        return parsed.protocol === 'https:' ? parsed.toString() : ''
      } catch {
        return ''
      }
    }
    fc.assert(
      fc.property(urls, (url) => {
        const [first] = normalizeResponse(
          {
            data: [{ id: '1', text: 'x', author_id: '2' }],
            includes: { users: [{ id: '2', username: 'a', profile_image_url: url }] },
          },
          LIVE,
        )
        expect(first?.post.author.avatarUrl).toBe(expected(url) || DEFAULT_AVATAR_URL)
      }),
      { numRuns: 5000 },
    )
  })

  it('writes a photo preview as setting name=small on the photo URL would', () => {
    const urls = fc.oneof(
      fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
      fc.constantFrom('https://pbs.twimg.com/media/a.jpg', 'https://x.test/p?name=large#f'),
    )
    fc.assert(
      fc.property(urls, (url) => {
        const [first] = normalizeResponse(
          {
            data: [{ id: '1', text: 'x', attachments: { media_keys: ['m'] } }],
            includes: { media: [{ media_key: 'm', type: 'photo', url }] },
          },
          LIVE,
        )
        const canonical = new URL(url)
        const preview = new URL(canonical.toString())
        preview.searchParams.set('name', 'small')
        expect(first?.post.media[0]).toMatchObject({
          url: canonical.toString(),
          previewUrl: preview.toString(),
        })
      }),
      { numRuns: 2000 },
    )
  })

  it('gives every post its own author object, equal for posts by the same author', () => {
    const [a, b] = normalizeResponse(
      {
        data: [
          { id: '1', text: 'one', author_id: '42' },
          { id: '2', text: 'two', author_id: '42' },
        ],
        includes: { users: [{ id: '42', username: 'ana', name: 'Ana' }] },
      },
      LIVE,
    )
    expect(a?.post.author).toEqual(b?.post.author)
    expect(a?.post.author).not.toBe(b?.post.author)
    expect(a?.post.author.username).toBe('ana')
  })
})
