import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
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

  it('writes nothing for an empty batch', async () => {
    expect(await storeCanonicalPosts(env.DB, 'empty', [], META, 1)).toBe(0)
    expect((await countCanonicalPosts(env.DB)).get('empty')).toBeUndefined()
  })
})
