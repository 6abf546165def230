/**
 * Loads the seed corpus (an X API v2 recent-search response) and re-bases every `created_at`
 * so that the newest post is "now", keeping the gaps between posts.
 */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { DEMO_USER, DEMO_USER_ID } from './demo-user.ts'
import type { JsonObject } from './json.ts'
import {
  arrayField,
  isJsonObject,
  objectField,
  objectsField,
  parseJson,
  stringField,
} from './json.ts'

export interface ReferencedTweet {
  type: string
  id: string
}

/** A seed post with the facts search and shaping need, precomputed once. */
export interface SeedPost {
  id: string
  /** The post as X would send it with every field, `created_at` re-based. */
  raw: JsonObject
  authorId: string | undefined
  createdAtMs: number
  /** The full text: `note_tweet.text` for long posts, else `text`. */
  fullText: string
  lang: string | undefined
  referenced: ReferencedTweet[]
  mediaKeys: string[]
  hashtags: string[]
  mentions: string[]
  urls: string[]
  inReplyToUserId: string | undefined
  conversationId: string | undefined
}

/** The demo user's own lists (seed/demo-reader.json): what For You reads of its reader. */
export interface DemoReaderLists {
  /** The seed posts they liked, newest like first. */
  likes: SeedPost[]
  /** Their own posts, newest first (not searchable: they are not in the seed). */
  posts: SeedPost[]
  /** The users they muted and blocked, as X's user objects. */
  muted: JsonObject[]
  blocked: JsonObject[]
}

export interface Corpus {
  /** The searchable posts (the seed's `data`), newest first. */
  posts: SeedPost[]
  reader: DemoReaderLists
  users: Map<string, JsonObject>
  media: Map<string, JsonObject>
  /** Posts that can be referenced: `includes.tweets` and `data`, by id. */
  tweets: Map<string, JsonObject>
}

/** Compares two numeric id strings as numbers (snowflakes do not fit a double). */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length
  return a < b ? -1 : a > b ? 1 : 0
}

function lower(values: (string | undefined)[]): string[] {
  return values.filter((value): value is string => value !== undefined).map((v) => v.toLowerCase())
}

function toSeedPost(raw: JsonObject): SeedPost {
  const id = stringField(raw, 'id') ?? ''
  const entities = objectField(raw, 'entities') ?? {}
  const note = objectField(raw, 'note_tweet')
  const attachments = objectField(raw, 'attachments') ?? {}
  return {
    id,
    raw,
    authorId: stringField(raw, 'author_id'),
    createdAtMs: Date.parse(stringField(raw, 'created_at') ?? ''),
    fullText: (note && stringField(note, 'text')) ?? stringField(raw, 'text') ?? '',
    lang: stringField(raw, 'lang'),
    referenced: objectsField(raw, 'referenced_tweets').flatMap((ref) => {
      const type = stringField(ref, 'type')
      const refId = stringField(ref, 'id')
      return type && refId ? [{ type, id: refId }] : []
    }),
    mediaKeys: arrayField(attachments, 'media_keys').filter(
      (key): key is string => typeof key === 'string',
    ),
    hashtags: lower(objectsField(entities, 'hashtags').map((tag) => stringField(tag, 'tag'))),
    mentions: lower(objectsField(entities, 'mentions').map((m) => stringField(m, 'username'))),
    urls: lower(
      objectsField(entities, 'urls').flatMap((url) => [
        stringField(url, 'expanded_url'),
        stringField(url, 'display_url'),
        stringField(url, 'url'),
      ]),
    ),
    inReplyToUserId: stringField(raw, 'in_reply_to_user_id'),
    conversationId: stringField(raw, 'conversation_id'),
  }
}

function isUsablePost(value: JsonObject): boolean {
  const createdAt = stringField(value, 'created_at')
  return (
    typeof stringField(value, 'id') === 'string' &&
    typeof stringField(value, 'text') === 'string' &&
    createdAt !== undefined &&
    Number.isFinite(Date.parse(createdAt))
  )
}

function shifted(post: JsonObject, deltaMs: number): JsonObject {
  const createdAt = Date.parse(stringField(post, 'created_at') ?? '')
  if (!Number.isFinite(createdAt)) return post
  return { ...post, created_at: new Date(createdAt + deltaMs).toISOString() }
}

/**
 * X's media host. The seed names its pictures by their paths on the worker (`/seed/media/…`,
 * the worker's static assets); X names every avatar and medium by an absolute URL on its media
 * host, so that is how the emulator answers them (as with X, loading one takes the network).
 */
export const MEDIA_HOST = 'https://pbs.twimg.com'

/** `object` with each of `fields` that is a path (`/…`) made a URL on X's media host. */
function onMediaHost(object: JsonObject, fields: readonly string[]): JsonObject {
  let out = object
  for (const field of fields) {
    const value = stringField(object, field)
    if (value?.startsWith('/')) out = { ...out, [field]: `${MEDIA_HOST}${value}` }
  }
  return out
}

function byNewest(a: SeedPost, b: SeedPost): number {
  return b.createdAtMs - a.createdAtMs || compareIds(b.id, a.id)
}

/**
 * Builds the corpus from a parsed seed document; `nowMs` becomes the newest post's time. The
 * demo reader's document (seed/demo-reader.json) names seed posts and users by id; its own posts
 * are re-based as the seed's are.
 */
export function buildCorpus(
  document: JsonObject,
  nowMs: number,
  readerDocument: JsonObject = {},
): Corpus {
  const data = objectsField(document, 'data').filter(isUsablePost)
  const includes = objectField(document, 'includes') ?? {}
  const newest = Math.max(...data.map((post) => Date.parse(stringField(post, 'created_at') ?? '')))
  const deltaMs = data.length > 0 ? nowMs - newest : 0
  const posts = data.map((post) => toSeedPost(shifted(post, deltaMs))).sort(byNewest)

  const users = new Map<string, JsonObject>()
  for (const user of objectsField(includes, 'users')) {
    const id = stringField(user, 'id')
    if (id) users.set(id, onMediaHost(user, ['profile_image_url']))
  }
  const media = new Map<string, JsonObject>()
  for (const item of objectsField(includes, 'media')) {
    const key = stringField(item, 'media_key')
    if (key) media.set(key, onMediaHost(item, ['url', 'preview_image_url']))
  }
  const tweets = new Map<string, JsonObject>()
  for (const post of posts) tweets.set(post.id, post.raw)
  for (const tweet of objectsField(includes, 'tweets')) {
    const id = stringField(tweet, 'id')
    if (id && !tweets.has(id)) tweets.set(id, shifted(tweet, deltaMs))
  }
  const byId = new Map(posts.map((post) => [post.id, post]))
  const userOf = (id: string): JsonObject[] => {
    const user = users.get(id)
    return user ? [user] : []
  }
  const ids = (field: string) =>
    arrayField(readerDocument, field).filter((id): id is string => typeof id === 'string')
  const reader: DemoReaderLists = {
    likes: ids('likes').flatMap((id) => byId.get(id) ?? []),
    posts: objectsField(readerDocument, 'posts')
      .filter(isUsablePost)
      .map((post) => toSeedPost(shifted(post, deltaMs)))
      .sort(byNewest),
    muted: ids('muted').flatMap((id) => userOf(id)),
    blocked: ids('blocked').flatMap((id) => userOf(id)),
  }
  for (const post of reader.posts) tweets.set(post.id, post.raw)
  users.set(DEMO_USER_ID, DEMO_USER)
  return { posts, reader, users, media, tweets }
}

/** seed/demo-reader.json beside the seed, or nothing when there is none. */
async function readReaderDocument(seedPath: string): Promise<JsonObject> {
  const path = join(dirname(seedPath), 'demo-reader.json')
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    return {}
  }
  const document = parseJson(text)
  if (!isJsonObject(document)) throw new Error(`x-emulator: ${path} is not a JSON object`)
  return document
}

/** Reads and parses the seed file; throws with a clear message when it is not usable. */
export async function loadCorpus(seedPath: string, nowMs: number): Promise<Corpus> {
  const text = await readFile(seedPath, 'utf8')
  const document = parseJson(text)
  if (!isJsonObject(document)) {
    throw new Error(`x-emulator: the seed ${seedPath} is not a JSON object`)
  }
  if (!Array.isArray(document.data)) {
    throw new Error(`x-emulator: the seed ${seedPath} has no "data" array`)
  }
  return buildCorpus(document, nowMs, await readReaderDocument(seedPath))
}
