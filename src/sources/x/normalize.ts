/**
 * X API v2 payloads to the API's Post (docs/api.md, "Posts"). One normaliser for live
 * responses, the seed corpus and AI batches. Untrusted input: a missing or odd field falls
 * back to a safe default and never throws. Pure: no I/O here.
 */
import { canonicalIsoMs } from '../../domain/iso-date'
import { asList, asObject, asText, type JsonObject } from '../../domain/json'
import {
  type Author,
  clampCount,
  hasLinkMarker,
  MAX_COUNT,
  MAX_IMPRESSIONS,
  type Media,
  type MediaType,
  type Metrics,
  type PostKind,
  type PostSource,
  postTimeMs,
  type SourcedPost,
  X_LAUNCH_MS,
} from '../../domain/post'

type Json = JsonObject

/** A count X sent (a number, or a numeric string), clamped like every source's counts. */
function count(value: unknown, max = MAX_COUNT): number {
  const number = typeof value === 'string' ? Number(value) : value
  return typeof number === 'number' ? clampCount(number, max) : 0
}

function idOf(value: unknown): string {
  if (typeof value === 'string' && isIdText(value)) return value
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value)
  return ''
}

/** `^[A-Za-z0-9_-]{1,64}$`, without a regex: every post and user has ids. */
function isIdText(value: string): boolean {
  if (value.length === 0 || value.length > 64) return false
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    const lower = code | 0x20
    const ok =
      (code >= 0x30 && code <= 0x39) ||
      (lower >= 0x61 && lower <= 0x7a) ||
      code === 0x5f ||
      code === 0x2d
    if (!ok) return false
  }
  return true
}

/**
 * An https URL that the URL parser writes back unchanged, conservatively: a lower-case
 * host of letters, digits and single hyphens ending in a letter label (so not an IP
 * address, nor punycode), no port, and path segments of unreserved characters that are
 * not dot segments. Avatar and media URLs from X are of this form; anything else is
 * parsed.
 */
const CANONICAL_HTTPS_URL =
  /^https:\/\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\.)+[a-z]+(?:-[a-z0-9]+)*(?:\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*)?)+$/

function httpsUrl(value: unknown): string {
  if (typeof value !== 'string') return ''
  if (CANONICAL_HTTPS_URL.test(value)) return value
  try {
    const url = new URL(value)
    return url.protocol === 'https:' ? url.toString() : ''
  } catch {
    return ''
  }
}

/**
 * A picture shipped with the worker as a static asset (the seed corpus's avatars and photos,
 * seed/media/), by its path on this deployment. Only the bundled seed may name one.
 */
export const SHIPPED_MEDIA_PATH = /^\/seed\/media\/[a-z]+\/[a-z0-9_-]{1,64}\.(?:png|svg)$/

/** How an image URL of the payload is read: `httpsUrl`, or also a shipped picture's path. */
type ImageUrl = (value: unknown) => string

function httpsOrShippedUrl(value: unknown): string {
  return typeof value === 'string' && SHIPPED_MEDIA_PATH.test(value) ? value : httpsUrl(value)
}

const USERNAME = /^[A-Za-z0-9_]{1,50}$/

export const DEFAULT_AVATAR_URL =
  'https://abs.twimg.com/sticky/default_profile_images/default_profile_normal.png'

function normalizeAuthor(user: Json | undefined, authorId: string, imageUrl: ImageUrl): Author {
  const metrics = asObject(user?.public_metrics)
  const username = asText(user?.username)
  return {
    id: idOf(user?.id) || authorId,
    username: USERNAME.test(username) ? username : '',
    name: asText(user?.name).slice(0, 100),
    avatarUrl: imageUrl(user?.profile_image_url) || DEFAULT_AVATAR_URL,
    verified: user?.verified === true,
    followers: count(metrics?.followers_count),
  }
}

function normalizeMetrics(value: unknown): Metrics {
  const metrics = asObject(value)
  return {
    likes: count(metrics?.like_count),
    reposts: count(metrics?.retweet_count ?? metrics?.repost_count),
    replies: count(metrics?.reply_count),
    quotes: count(metrics?.quote_count),
    bookmarks: count(metrics?.bookmark_count),
    impressions: count(metrics?.impression_count, MAX_IMPRESSIONS),
  }
}

function bestVideoVariant(variants: unknown): string {
  let best = ''
  let bestRate = -1
  for (const entry of asList(variants)) {
    const variant = asObject(entry)
    if (!variant || asText(variant.content_type) !== 'video/mp4') continue
    const url = httpsUrl(variant.url)
    const rate = count(variant.bit_rate)
    if (url && rate > bestRate) {
      best = url
      bestRate = rate
    }
  }
  return best
}

/**
 * The small rendition of a photo: its URL (as `httpsUrl` writes it) with `name=small`. A shipped
 * picture is small already: it is its own.
 */
function photoPreview(url: string): string {
  if (!url || url.startsWith('/')) return url
  // X's photo URLs have no query: then setting the parameter appends it, without a parse.
  if (!url.includes('?') && !url.includes('#')) return `${url}?name=small`
  const preview = new URL(url)
  preview.searchParams.set('name', 'small')
  return preview.toString()
}

function normalizeMedia(item: Json, imageUrl: ImageUrl): Media | null {
  const rawType = asText(item.type)
  const type: MediaType | null =
    rawType === 'photo' || rawType === 'video' || rawType === 'animated_gif' ? rawType : null
  if (!type) return null
  const width = count(item.width)
  const height = count(item.height)
  const alt = asText(item.alt_text).slice(0, 1000)
  if (type === 'photo') {
    const url = imageUrl(item.url)
    if (!url) return null
    return { type, url, previewUrl: photoPreview(url), width, height, alt }
  }
  const previewUrl = imageUrl(item.preview_image_url)
  const url = bestVideoVariant(item.variants) || previewUrl
  if (!url) return null
  return { type, url, previewUrl: previewUrl || url, width, height, alt }
}

interface References {
  kind: PostKind
  referencedPostId: string | null
  /** The `replied_to` post, also when the post is a quote too. */
  repliedToPostId: string | null
}

function kindOf(references: unknown[]): References {
  let quoted: string | null = null
  let replied: string | null = null
  for (const entry of references) {
    const reference = asObject(entry)
    const type = asText(reference?.type)
    const id = idOf(reference?.id) || null
    if (type === 'retweeted' || type === 'reposted') {
      return { kind: 'repost', referencedPostId: id, repliedToPostId: null }
    }
    if (type === 'quoted') quoted = id
    if (type === 'replied_to') replied ??= id
  }
  if (quoted) return { kind: 'quote', referencedPostId: quoted, repliedToPostId: replied }
  if (replied) return { kind: 'reply', referencedPostId: replied, repliedToPostId: replied }
  return { kind: 'original', referencedPostId: null, repliedToPostId: null }
}

const HASHTAG_IN_TEXT = /(?:^|[^\p{L}\p{N}_&])[#＃]([\p{L}\p{M}\p{N}_]*\p{L}[\p{L}\p{M}\p{N}_]*)/gu
const MENTION_IN_TEXT = /(?:^|[^\p{L}\p{N}_])[@＠]([A-Za-z0-9_]{1,15})/gu

function unique(values: string[]): string[] {
  return [...new Set(values)]
}

/** The distinct non-empty `tag`s of entity hashtags, in order of first occurrence. */
function entityTags(entries: unknown[]): string[] {
  const tags: string[] = []
  for (const entry of entries) {
    const tag = asText(asObject(entry)?.tag)
    if (tag.length > 0) tags.push(tag)
  }
  // A post has a few hashtags: comparing them beats building a Set; past that, a Set.
  if (tags.length > 8) return unique(tags)
  for (let i = 1; i < tags.length; i++) {
    if (tags.indexOf(tags[i] as string) < i) return unique(tags)
  }
  return tags
}

/** Entity hashtags, or when a payload has no entities (AI batches), the ones in the text. */
function hashtagsOf(entities: Json | undefined, body: string): string[] {
  if (entities?.hashtags !== undefined) return entityTags(asList(entities.hashtags))
  if (!body.includes('#') && !body.includes('＃')) return []
  return unique([...body.matchAll(HASHTAG_IN_TEXT)].map((match) => match[1] as string))
}

function mentionsOf(entities: Json | undefined, body: string): string[] {
  if (entities?.mentions === undefined) {
    if (!body.includes('@') && !body.includes('＠')) return []
    return unique([...body.matchAll(MENTION_IN_TEXT)].map((match) => match[1] as string))
  }
  return asList(entities.mentions)
    .map((entry) => asText(asObject(entry)?.username))
    .filter((name) => USERNAME.test(name))
}

const EPOCH_ISO = new Date(0).toISOString()
/**
 * The date as `toISOString` writes it, by the post time rule (domain/post.ts): the epoch
 * for anything that is not a usable date, `latestMs` for one after it.
 */
function isoDate(value: unknown, latestMs: number): string {
  if (typeof value !== 'string') return EPOCH_ISO
  const canonical = canonicalIsoMs(value)
  // X's own form, in range: the text is already the answer.
  if (canonical >= X_LAUNCH_MS && canonical <= latestMs) return value
  const time = postTimeMs(value, latestMs)
  return Number.isNaN(time) ? EPOCH_ISO : new Date(time).toISOString()
}

export interface NormalizeOptions {
  source: PostSource
  /**
   * The latest a post may be dated (the clock, for live answers); later dates become it.
   * Infinity where dates are checked or re-based elsewhere (AI batches, the seed).
   */
  latestMs: number
  /**
   * Whether avatars and media may be pictures shipped with the worker (`/seed/media/…`, served
   * from its static assets): only for the bundled seed corpus. Every other payload's images
   * must be absolute https URLs.
   */
  shippedMedia?: boolean
}

/** Index of the `includes` of a response: users, media and referenced posts by id. */
interface Includes {
  users: Map<string, Json>
  media: Map<string, Json>
  /** `includes.tweets` (`includes.posts` in the newest spec), indexed on first use: reposts. */
  tweets: Map<string, Json> | null
  raw: Json | undefined
  /** Authors already normalised, by author id: a page often holds several posts per author. */
  authors: Map<string, Author>
}

function indexIncludes(payload: Json): Includes {
  const includes = asObject(payload.includes)
  const users = new Map<string, Json>()
  for (const entry of asList(includes?.users)) {
    const user = asObject(entry)
    const id = idOf(user?.id)
    if (user && id) users.set(id, user)
  }
  const media = new Map<string, Json>()
  for (const entry of asList(includes?.media)) {
    const item = asObject(entry)
    const key = asText(item?.media_key)
    if (item && key) media.set(key, item)
  }
  return { users, media, tweets: null, raw: includes, authors: new Map() }
}

/** A referenced post from `includes.tweets` or `includes.posts`. */
function includedPost(includes: Includes, id: string): Json | undefined {
  if (!includes.tweets) {
    includes.tweets = new Map()
    for (const list of [includes.raw?.tweets, includes.raw?.posts]) {
      for (const entry of asList(list)) {
        const post = asObject(entry)
        const postId = idOf(post?.id)
        if (post && postId && !includes.tweets.has(postId)) includes.tweets.set(postId, post)
      }
    }
  }
  return includes.tweets.get(id)
}

/** Each link entity's `expanded_url`, else its `url`. */
function linkUrls(links: readonly unknown[]): string[] {
  const urls: string[] = []
  for (const link of links) {
    const entity = asObject(link)
    const url = asText(entity?.expanded_url) || asText(entity?.url)
    if (url) urls.push(url.slice(0, 2048))
  }
  return urls
}

const REPOST_PREFIX = /^RT @([A-Za-z0-9_]{1,15}): /

export function normalizePost(
  raw: unknown,
  includes: Includes,
  options: NormalizeOptions,
): SourcedPost | null {
  const tweet = asObject(raw)
  const id = idOf(tweet?.id)
  if (!tweet || !id) return null
  const authorId = idOf(tweet.author_id)
  const imageUrl = options.shippedMedia ? httpsOrShippedUrl : httpsUrl
  let author = includes.authors.get(authorId)
  if (!author) {
    author = normalizeAuthor(includes.users.get(authorId), authorId, imageUrl)
    includes.authors.set(authorId, author)
  }
  const { kind, referencedPostId, repliedToPostId } = kindOf(
    asList(tweet.referenced_tweets ?? tweet.referenced_posts),
  )
  // A repost's own text is X's truncated "RT @name: …" and it has no media: show its
  // original's text (after the same "RT @name: " prefix) and media, when the original is
  // included. Its counts stay X's for the repost (the original's repost count, 0 for the
  // rest): the original's would be weighed against the reposter's audience, not its author's.
  let content: Json = tweet
  let prefix = ''
  let reposted = ''
  let repostOfUserId = ''
  if (kind === 'repost' && referencedPostId) {
    const original = includedPost(includes, referencedPostId)
    if (original) {
      content = original
      repostOfUserId = idOf(original.author_id)
      const match = REPOST_PREFIX.exec(asText(tweet.text))
      if (match) {
        prefix = match[0]
        reposted = match[1] as string
      }
    }
  }
  const media: Media[] = []
  for (const key of asList(asObject(content.attachments)?.media_keys)) {
    const item = typeof key === 'string' ? includes.media.get(key) : undefined
    const normalized = item ? normalizeMedia(item, imageUrl) : null
    if (normalized) media.push(normalized)
  }
  // Long posts: `note_tweet`, or `note_post` as the newest published spec names it. Its
  // entities cover the full text; the post's own cover only the truncated `text`.
  const note = asObject(content.note_tweet ?? content.note_post)
  const noteText = asText(note?.text)
  const entities = asObject((noteText ? note?.entities : undefined) ?? content.entities)
  const links = asList(entities?.urls)
  const ownText = noteText || asText(content.text)
  const body = prefix ? prefix + ownText : ownText
  const mentions = mentionsOf(entities, ownText)
  const repliedToId = idOf(tweet.in_reply_to_user_id)
  const repliedTo = repliedToId ? asText(includes.users.get(repliedToId)?.username) : ''
  const repostOf = repostOfUserId ? asText(includes.users.get(repostOfUserId)?.username) : ''
  return {
    post: {
      id,
      text: body,
      createdAt: isoDate(tweet.created_at, options.latestMs),
      lang: asText(tweet.lang, 'und').slice(0, 16) || 'und',
      url: author.username
        ? `https://x.com/${author.username}/status/${id}`
        : `https://x.com/i/web/status/${id}`,
      author: { ...author },
      metrics: normalizeMetrics(tweet.public_metrics),
      hashtags: hashtagsOf(entities, ownText),
      media,
      kind,
      source: options.source,
    },
    facts: {
      mentions: reposted && !mentions.includes(reposted) ? [reposted, ...mentions] : mentions,
      hasLinks: links.length > 0 || hasLinkMarker(asText(content.text)),
      referencedPostId,
      repliedTo: USERNAME.test(repliedTo) ? repliedTo : null,
      repliedToUserId: repliedToId || null,
      urls: linkUrls(links),
      conversationId: idOf(tweet.conversation_id) || null,
      repliedToPostId,
      repostOfUserId: repostOfUserId || null,
      repostOf: USERNAME.test(repostOf) ? repostOf : null,
      hasGeo: asObject(tweet.geo) !== undefined,
    },
  }
}

/**
 * Normalises a whole response (`data` may be one post or a list). Posts without an id are
 * dropped, and so is a post whose id came earlier in the response: the first one stays.
 */
export function normalizeResponse(payload: unknown, options: NormalizeOptions): SourcedPost[] {
  const body = asObject(payload)
  if (!body) return []
  const includes = indexIncludes(body)
  const data = Array.isArray(body.data) ? body.data : body.data ? [body.data] : []
  const posts: SourcedPost[] = []
  const ids = new Set<string>()
  for (const raw of data) {
    const post = normalizePost(raw, includes, options)
    if (!post || ids.has(post.post.id)) continue
    ids.add(post.post.id)
    posts.push(post)
  }
  return posts
}
