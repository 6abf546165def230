import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import {
  countCanonicalPosts,
  listCanonicalPosts,
  MAX_POSTS_PER_TOPIC,
  storeCanonicalPosts,
} from '../../src/ingest/canonical'
import { makePost } from '../fixtures/posts'

const META = { recencyWeight: 0.5, strictMatch: false, maxResults: 12 }

function posts(count: number, prefix: string) {
  return Array.from(
    { length: count },
    (_, index) => makePost({ id: `ai-${prefix}-${index}`, source: 'ai' }).post,
  )
}

describe('canonical posts in D1', () => {
  it('upserts one row per (topic, post id) with the ranking snapshot as JSON', async () => {
    const batch = posts(3, 'upsert')
    expect(await storeCanonicalPosts(env.DB, 'rust', batch, META, 1_000)).toBe(3)
    const changed = batch.map((post) => ({ ...post, text: `${post.text} (edited)` }))
    await storeCanonicalPosts(env.DB, 'rust', changed, { ...META, maxResults: 3 }, 2_000)
    await storeCanonicalPosts(env.DB, 'coffee', batch.slice(0, 1), META, 2_000)
    const rows = await listCanonicalPosts(env.DB, 'rust')
    expect(rows).toHaveLength(3)
    expect(rows.every((row) => row.post.text.endsWith('(edited)'))).toBe(true)
    expect(rows.every((row) => row.ingestedAt >= 2_000)).toBe(true)
    expect(rows[0]?.mixerMeta).toEqual({ recencyWeight: 0.5, strictMatch: false, maxResults: 3 })
    const raw = await env.DB.prepare(
      'SELECT mixer_meta_json, post_json, created_at FROM canonical_posts WHERE topic = ? LIMIT 1',
    )
      .bind('coffee')
      .first<{ mixer_meta_json: string; post_json: string; created_at: string }>()
    expect(raw?.mixer_meta_json).toBe('{"recencyWeight":0.5,"strictMatch":false,"maxResults":12}')
    expect(JSON.parse(raw?.post_json ?? '{}')).not.toHaveProperty('rank')
    expect(raw?.created_at).toBe(batch[0]?.createdAt)
  })

  it('keeps at most 420 posts per topic, evicting those ingested longest ago', async () => {
    const first = posts(25, 'cap-a')
    await storeCanonicalPosts(env.DB, 'cap', first, META, 10_000)
    for (let tick = 1; tick <= 17; tick++) {
      await storeCanonicalPosts(
        env.DB,
        'cap',
        posts(25, `cap-${tick}`),
        META,
        10_000 + tick * 1_000,
      )
    }
    await storeCanonicalPosts(env.DB, 'other', posts(5, 'other'), META, 1)
    const counts = await countCanonicalPosts(env.DB)
    expect(counts.get('cap')).toBe(MAX_POSTS_PER_TOPIC)
    expect(counts.get('other')).toBe(5)
    const kept = new Set((await listCanonicalPosts(env.DB, 'cap')).map((row) => row.postId))
    // 18 batches of 25 = 450: the first batch and the last 5 of the second are gone,
    // and within a batch the first post is the last to go.
    expect(first.some((post) => kept.has(post.id))).toBe(false)
    expect(kept.has('ai-cap-1-0')).toBe(true)
    expect(kept.has('ai-cap-1-19')).toBe(true)
    expect(kept.has('ai-cap-1-20')).toBe(false)
    expect(kept.has('ai-cap-17-24')).toBe(true)
  })

  it('reads a topic back past a corrupted row, leaving that row out with a warning', async () => {
    const good = posts(2, 'readback')
    await storeCanonicalPosts(env.DB, 'readback', good, META, 5_000)
    const insert = env.DB.prepare(
      'INSERT INTO canonical_posts (topic, post_id, post_json, mixer_meta_json, created_at, ingested_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
    )
    const meta = JSON.stringify(META)
    await env.DB.batch([
      insert.bind(
        'readback',
        'cut-post',
        '{"id":"cut-post","te',
        meta,
        '2026-01-01T00:00:00Z',
        9_000,
      ),
      insert.bind('readback', 'null-post', 'null', meta, '2026-01-01T00:00:00Z', 9_001),
      insert.bind(
        'readback',
        'cut-meta',
        JSON.stringify(good[0]),
        '{"rec',
        '2026-01-01T00:00:00Z',
        9_002,
      ),
    ])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const rows = await listCanonicalPosts(env.DB, 'readback')
    const warnings = warn.mock.calls.map((call) => String(call[0]))
    warn.mockRestore()
    expect(rows.map((row) => row.postId).sort()).toEqual(good.map((post) => post.id).sort())
    expect(warnings).toHaveLength(3)
    expect(warnings.join('\n')).toContain('cut-post')
    expect(warnings.join('\n')).not.toContain('"te')
  })

  it('writes nothing for an empty batch', async () => {
    expect(await storeCanonicalPosts(env.DB, 'empty', [], META, 1)).toBe(0)
    expect((await countCanonicalPosts(env.DB)).get('empty')).toBeUndefined()
  })
})
