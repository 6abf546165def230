/**
 * Shapes posts the way X answers: only the asked-for fields (`tweet.fields`, `user.fields`,
 * `media.fields`), `includes` built from `expansions`, partial `errors`, and `meta`. Pure.
 */
import type { FieldNames } from './fields.ts'
import {
  FIELD_ALIASES,
  POST_FIELD_RENAMES,
  POST_METRIC_RENAMES,
  USER_FIELD_RENAMES,
  USER_METRIC_RENAMES,
} from './fields.ts'
import type { Json, JsonObject } from './json.ts'
import { isJsonObject, stringField } from './json.ts'
import { resourceNotFound } from './problems.ts'
import type { Corpus, SeedPost } from './seed.ts'

export interface FieldSelection {
  tweetFields: Set<string>
  expansions: Set<string>
  userFields: Set<string>
  mediaFields: Set<string>
  /** false: every field of the seed, every expansion (a lenient mode for quick demos). */
  strict: boolean
  /**
   * `published`: every field under the newest published spec's name (`referenced_posts`,
   * `note_post`, `edit_history_post_ids`, `repost_count`, `post_count`, `includes.posts`).
   * `classic`: X's guides' names, except a field asked for by its newer name keeps that name.
   */
  names: FieldNames
}

export interface PageMeta {
  nextToken?: string
  previousToken?: string
}

export interface ShapeOptions {
  /** The failure switch "partial": drop one author from `includes.users`, add an error. */
  partial: boolean
}

const DEFAULT_TWEET_FIELDS = ['id', 'text', 'edit_history_tweet_ids']
const DEFAULT_USER_FIELDS = ['id', 'name', 'username']
const DEFAULT_MEDIA_FIELDS = ['media_key', 'type']

interface Renames {
  fields: Record<string, string>
  metrics: Record<string, string>
}

const POST_RENAMES: Renames = { fields: POST_FIELD_RENAMES, metrics: POST_METRIC_RENAMES }
const USER_RENAMES: Renames = { fields: USER_FIELD_RENAMES, metrics: USER_METRIC_RENAMES }
const NO_RENAMES: Renames = { fields: {}, metrics: {} }

function renameKeys(object: JsonObject, renames: Record<string, string>): JsonObject {
  const renamed: JsonObject = {}
  for (const [key, value] of Object.entries(object)) renamed[renames[key] ?? key] = value
  return renamed
}

/** The asked-for fields (every field when not strict), each under the name the answer uses. */
function pick(
  object: JsonObject,
  defaults: string[],
  asked: Set<string>,
  selection: FieldSelection,
  renames: Renames,
): JsonObject {
  const published = selection.names === 'published'
  const names = selection.strict ? [...defaults, ...asked] : Object.keys(object)
  const picked: JsonObject = {}
  for (const name of names) {
    const key = FIELD_ALIASES[name] ?? name
    const value = object[key]
    if (value === undefined) continue
    if (!published) {
      picked[name] = value
    } else if (key === 'public_metrics' && isJsonObject(value)) {
      picked[key] = renameKeys(value, renames.metrics)
    } else {
      picked[renames.fields[key] ?? key] = value
    }
  }
  return picked
}

/** A post with the asked-for fields (and `edit_history_tweet_ids`, which X always sends). */
export function shapeTweet(raw: JsonObject, selection: FieldSelection): JsonObject {
  const id = stringField(raw, 'id') ?? ''
  const withHistory: JsonObject = { edit_history_tweet_ids: [id], ...raw }
  return pick(withHistory, DEFAULT_TWEET_FIELDS, selection.tweetFields, selection, POST_RENAMES)
}

export function shapeUser(user: JsonObject, selection: FieldSelection): JsonObject {
  return pick(user, DEFAULT_USER_FIELDS, selection.userFields, selection, USER_RENAMES)
}

function shapeMedia(media: JsonObject, selection: FieldSelection): JsonObject {
  return pick(media, DEFAULT_MEDIA_FIELDS, selection.mediaFields, selection, NO_RENAMES)
}

function expands(selection: FieldSelection, ...names: string[]): boolean {
  return !selection.strict || names.some((name) => selection.expansions.has(name))
}

class Includes {
  readonly users = new Map<string, JsonObject>()
  readonly media = new Map<string, JsonObject>()
  readonly tweets = new Map<string, JsonObject>()
  readonly errors: Json[] = []
  readonly #corpus: Corpus

  constructor(corpus: Corpus) {
    this.#corpus = corpus
  }

  addUser(id: string | undefined, parameter: string): void {
    if (!id || this.users.has(id)) return
    const user = this.#corpus.users.get(id)
    if (user) this.users.set(id, user)
    else this.errors.push(resourceNotFound('user', parameter, id))
  }

  addUserByName(username: string): void {
    for (const user of this.#corpus.users.values()) {
      const id = stringField(user, 'id')
      if (id && stringField(user, 'username')?.toLowerCase() === username) {
        this.users.set(id, user)
        return
      }
    }
  }

  addMedia(key: string): void {
    const media = this.#corpus.media.get(key)
    if (media) this.media.set(key, media)
    else this.errors.push(resourceNotFound('media', 'attachments.media_keys', key))
  }

  addTweet(id: string): JsonObject | undefined {
    const tweet = this.#corpus.tweets.get(id)
    if (tweet) this.tweets.set(id, tweet)
    else this.errors.push(resourceNotFound('tweet', 'referenced_tweets.id', id))
    return tweet
  }
}

function collectIncludes(posts: SeedPost[], corpus: Corpus, selection: FieldSelection): Includes {
  const includes = new Includes(corpus)
  for (const post of posts) {
    if (expands(selection, 'author_id')) includes.addUser(post.authorId, 'author_id')
    if (expands(selection, 'in_reply_to_user_id')) {
      includes.addUser(post.inReplyToUserId, 'in_reply_to_user_id')
    }
    if (expands(selection, 'entities.mentions.username')) {
      for (const username of post.mentions) includes.addUserByName(username)
    }
    if (expands(selection, 'attachments.media_keys')) {
      for (const key of post.mediaKeys) includes.addMedia(key)
    }
    const referencedAuthors = expands(selection, 'referenced_tweets.id.author_id')
    if (expands(selection, 'referenced_tweets.id', 'referenced_posts') || referencedAuthors) {
      for (const ref of post.referenced) {
        const tweet = includes.addTweet(ref.id)
        if (tweet && referencedAuthors) {
          includes.addUser(stringField(tweet, 'author_id'), 'referenced_tweets.id.author_id')
        }
      }
    }
  }
  // The published spec names this expansion `referenced_posts`; X's guides `referenced_tweets.id`.
  if (
    selection.strict &&
    !selection.expansions.has('referenced_tweets.id') &&
    !selection.expansions.has('referenced_posts')
  ) {
    includes.tweets.clear()
  }
  return includes
}

/** The author to hide for the "partial" switch: one who wrote a single post of the page. */
function authorToHide(posts: SeedPost[], includes: Includes): string | undefined {
  const counts = new Map<string, number>()
  for (const post of posts) {
    if (post.authorId) counts.set(post.authorId, (counts.get(post.authorId) ?? 0) + 1)
  }
  const candidates = posts
    .map((post) => post.authorId)
    .filter((id): id is string => id !== undefined && includes.users.has(id))
  return candidates.find((id) => counts.get(id) === 1) ?? candidates[0]
}

/** A page of posts as X answers it; no match is `{meta: {result_count: 0}}` alone. */
export function shapePage(
  posts: SeedPost[],
  corpus: Corpus,
  selection: FieldSelection,
  page: PageMeta,
  options: ShapeOptions,
): JsonObject {
  const first = posts[0]
  const last = posts[posts.length - 1]
  if (!first || !last) {
    const meta: JsonObject = { result_count: 0 }
    if (page.previousToken) meta.previous_token = page.previousToken
    return options.partial ? { errors: [partialError()], meta } : { meta }
  }
  const includes = collectIncludes(posts, corpus, selection)
  if (options.partial) {
    const hidden = authorToHide(posts, includes)
    if (hidden) {
      includes.users.delete(hidden)
      includes.errors.push(resourceNotFound('user', 'author_id', hidden))
    } else {
      includes.errors.push(partialError())
    }
  }
  const body: JsonObject = { data: posts.map((post) => shapeTweet(post.raw, selection)) }
  const included: JsonObject = {}
  if (includes.users.size > 0) {
    included.users = [...includes.users.values()].map((user) => shapeUser(user, selection))
  }
  if (includes.media.size > 0) {
    included.media = [...includes.media.values()].map((media) => shapeMedia(media, selection))
  }
  if (includes.tweets.size > 0) {
    const key = selection.names === 'published' ? 'posts' : 'tweets'
    included[key] = [...includes.tweets.values()].map((tweet) => shapeTweet(tweet, selection))
  }
  if (Object.keys(included).length > 0) body.includes = included
  if (includes.errors.length > 0) body.errors = includes.errors
  const meta: JsonObject = {
    result_count: posts.length,
    newest_id: first.id,
    oldest_id: last.id,
  }
  if (page.nextToken) meta.next_token = page.nextToken
  if (page.previousToken) meta.previous_token = page.previousToken
  body.meta = meta
  return body
}

/** A stand-in partial error when there is nothing on the page to break. */
export function partialError(): Json {
  return resourceNotFound('tweet', 'ids', '1500000000000000999')
}
