/**
 * The seed corpus (an X API v2 search response) as the AI emulator uses it: one flat record
 * per original post with its author, timestamps re-based so the newest post is "now".
 */
import { readFile } from 'node:fs/promises'
import type { JsonObject } from '../x/json.ts'
import { isJsonObject, objectField, objectsField, parseJson, stringField } from '../x/json.ts'

export interface SeedPost {
  id: string
  text: string
  username: string
  name: string
  verified: boolean
  followers: number
  createdAt: string
  createdAtMs: number
  lang: string
  likes: number
  reposts: number
  replies: number
  quotes: number
  bookmarks: number
  impressions: number
  hashtags: string[]
  /** Lower-case words of the text and hashtags, for topic matching. */
  words: Set<string>
}

function count(object: JsonObject | undefined, key: string): number {
  const value = object?.[key]
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((word) => word.length > 0)
}

function toSeedPost(raw: JsonObject, users: Map<string, JsonObject>): SeedPost | null {
  const id = stringField(raw, 'id')
  const user = users.get(stringField(raw, 'author_id') ?? '')
  const username = user && stringField(user, 'username')
  if (!id || !user || !username) return null
  if (objectsField(raw, 'referenced_tweets').length > 0) return null
  const note = objectField(raw, 'note_tweet')
  const text = (note && stringField(note, 'text')) ?? stringField(raw, 'text') ?? ''
  const metrics = objectField(raw, 'public_metrics')
  const hashtags = objectsField(objectField(raw, 'entities') ?? {}, 'hashtags')
    .map((tag) => stringField(tag, 'tag'))
    .filter((tag): tag is string => tag !== undefined)
  const createdAtMs = Date.parse(stringField(raw, 'created_at') ?? '')
  return {
    id,
    text,
    username,
    name: stringField(user, 'name') ?? username,
    verified: user.verified === true,
    followers: count(objectField(user, 'public_metrics'), 'followers_count'),
    createdAt: '',
    createdAtMs: Number.isFinite(createdAtMs) ? createdAtMs : 0,
    lang: stringField(raw, 'lang') ?? 'en',
    likes: count(metrics, 'like_count'),
    reposts: count(metrics, 'retweet_count'),
    replies: count(metrics, 'reply_count'),
    quotes: count(metrics, 'quote_count'),
    bookmarks: count(metrics, 'bookmark_count'),
    impressions: count(metrics, 'impression_count'),
    hashtags,
    words: new Set([...wordsOf(text), ...hashtags.flatMap(wordsOf)]),
  }
}

/** Original posts (no replies, reposts or quotes), newest first, re-based to `nowMs`. */
export async function loadSeed(path: string, nowMs: number): Promise<SeedPost[]> {
  const payload = parseJson(await readFile(path, 'utf8'))
  if (!isJsonObject(payload)) throw new Error(`ai-emulator: ${path} is not a JSON object`)
  const users = new Map<string, JsonObject>()
  for (const user of objectsField(objectField(payload, 'includes') ?? {}, 'users')) {
    const id = stringField(user, 'id')
    if (id) users.set(id, user)
  }
  const posts = objectsField(payload, 'data')
    .map((raw) => toSeedPost(raw, users))
    .filter((post): post is SeedPost => post !== null)
  const newest = Math.max(...posts.map((post) => post.createdAtMs))
  const shift = Number.isFinite(newest) ? nowMs - newest : 0
  return posts
    .map((post) => {
      const createdAtMs = post.createdAtMs + shift
      return { ...post, createdAtMs, createdAt: new Date(createdAtMs).toISOString() }
    })
    .sort((a, b) => b.createdAtMs - a.createdAtMs)
}
