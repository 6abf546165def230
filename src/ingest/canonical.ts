/**
 * Canonical posts in D1 (`canonical_posts`, see docs/storage.md): one row per (topic, post
 * id), upserted, with the ranking snapshot of the request that stored it. A topic keeps at
 * most `MAX_POSTS_PER_TOPIC` rows: after every write the ones ingested longest ago go first.
 */
import { asObject } from '../domain/json'
import { type Post, postFields } from '../domain/post'
import { ApiError } from '../http/errors'
import { AI_BATCH_TTL_SECONDS } from '../sources/ai/batches'

export const MAX_POSTS_PER_TOPIC = 420

/** The client's ranking snapshot (`rankingLab`), as effective after defaults and clamps. */
export interface MixerMeta {
  recencyWeight: number
  strictMatch: boolean
  maxResults: number
}

export interface CanonicalRow {
  topic: string
  postId: string
  post: Post
  mixerMeta: MixerMeta
  createdAt: string
  ingestedAt: number
}

const UPSERT = `INSERT INTO canonical_posts (topic, post_id, post_json, mixer_meta_json, created_at, ingested_at)
VALUES (?1, ?2, ?3, ?4, ?5, ?6)
ON CONFLICT (topic, post_id) DO UPDATE SET
  post_json = excluded.post_json,
  mixer_meta_json = excluded.mixer_meta_json,
  created_at = excluded.created_at,
  ingested_at = excluded.ingested_at`

const EVICT = `DELETE FROM canonical_posts WHERE topic = ?1 AND post_id NOT IN (
  SELECT post_id FROM canonical_posts WHERE topic = ?1
  ORDER BY ingested_at DESC, created_at DESC, post_id DESC LIMIT ?2)`

/**
 * Upserts `posts` under `topic` and evicts beyond the cap, in one transaction. Posts of the
 * same batch get increasing `ingested_at` in list order reversed, so the first of a batch
 * is the last to be evicted. Returns how many rows were written.
 */
export async function storeCanonicalPosts(
  db: D1Database,
  topic: string,
  posts: readonly Post[],
  mixerMeta: MixerMeta,
  nowMs: number,
): Promise<number> {
  if (posts.length === 0) return 0
  const meta = JSON.stringify({
    recencyWeight: mixerMeta.recencyWeight,
    strictMatch: mixerMeta.strictMatch,
    maxResults: mixerMeta.maxResults,
  })
  const last = posts.length - 1
  const statements = posts.map((post, index) =>
    db
      .prepare(UPSERT)
      .bind(
        topic,
        post.id,
        JSON.stringify(postFields(post)),
        meta,
        post.createdAt,
        nowMs + (last - index),
      ),
  )
  statements.push(db.prepare(EVICT).bind(topic, MAX_POSTS_PER_TOPIC))
  await db.batch(statements)
  return posts.length
}

/**
 * `storeCanonicalPosts` for a request that asked to store its AI batch (`ingest=1`): a D1
 * failure is the API's 500 `internal` saying what failed, with the D1 error logged.
 */
export async function storeRequestedBatch(
  ...batch: Parameters<typeof storeCanonicalPosts>
): Promise<number> {
  try {
    return await storeCanonicalPosts(...batch)
  } catch (error) {
    throw new ApiError(
      'internal',
      `The batch was made but could not be stored; try again (the same batch is reused for ${AI_BATCH_TTL_SECONDS / 60} minutes, without asking the AI again).`,
      {},
      { cause: error },
    )
  }
}

interface RawRow {
  topic: string
  post_id: string
  post_json: string
  mixer_meta_json: string
  created_at: string
  ingested_at: number
}

/** A stored JSON object, or null for text that is not one (a row damaged outside the worker). */
function storedObject(text: string): Record<string, unknown> | null {
  try {
    return asObject(JSON.parse(text)) ?? null
  } catch {
    return null
  }
}

/**
 * The stored posts of a topic, most recently ingested first. A row whose JSON does not read
 * back as an object is left out, with a warning naming it (never its content), so one
 * damaged row cannot hide the topic's others.
 */
export async function listCanonicalPosts(
  db: D1Database,
  topic: string,
  limit = MAX_POSTS_PER_TOPIC,
): Promise<CanonicalRow[]> {
  const { results } = await db
    .prepare(
      'SELECT * FROM canonical_posts WHERE topic = ?1 ORDER BY ingested_at DESC, created_at DESC, post_id DESC LIMIT ?2',
    )
    .bind(topic, limit)
    .all<RawRow>()
  const rows: CanonicalRow[] = []
  for (const row of results) {
    const post = storedObject(row.post_json)
    const mixerMeta = storedObject(row.mixer_meta_json)
    if (!post || !mixerMeta) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          event: 'canonical_row_unreadable',
          topic: row.topic,
          postId: row.post_id,
          column: post ? 'mixer_meta_json' : 'post_json',
        }),
      )
      continue
    }
    rows.push({
      topic: row.topic,
      postId: row.post_id,
      post: post as unknown as Post,
      mixerMeta: mixerMeta as unknown as MixerMeta,
      createdAt: row.created_at,
      ingestedAt: row.ingested_at,
    })
  }
  return rows
}

/** How many posts each topic holds. */
export async function countCanonicalPosts(db: D1Database): Promise<Map<string, number>> {
  const { results } = await db
    .prepare('SELECT topic, COUNT(*) AS n FROM canonical_posts GROUP BY topic')
    .all<{ topic: string; n: number }>()
  return new Map(results.map((row) => [row.topic, row.n]))
}
