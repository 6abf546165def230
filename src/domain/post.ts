/** The API's Post shape (docs/api.md, "Posts"), shared by every source. */
import { existingDateMs } from './iso-date'

export type PostKind = 'original' | 'repost' | 'reply' | 'quote'
export type PostSource = 'live' | 'mock' | 'seed' | 'ai'
export type MediaType = 'photo' | 'video' | 'animated_gif'

export interface Author {
  id: string
  username: string
  name: string
  avatarUrl: string
  verified: boolean
  followers: number
}

export interface Metrics {
  likes: number
  reposts: number
  replies: number
  quotes: number
  bookmarks: number
  impressions: number
}

export interface Media {
  type: MediaType
  url: string
  previewUrl: string
  width: number
  height: number
  alt: string
}

export interface Post {
  id: string
  text: string
  createdAt: string
  lang: string
  url: string
  author: Author
  metrics: Metrics
  hashtags: string[]
  media: Media[]
  kind: PostKind
  source: PostSource
}

/**
 * The Post fields of `post` and nothing else (not a RankedPost's rank, say),
 * copied one by one: one fixed shape, where a spread of the same object costs V8 far more.
 */
export function postFields(post: Post): Post {
  return {
    id: post.id,
    text: post.text,
    createdAt: post.createdAt,
    lang: post.lang,
    url: post.url,
    author: post.author,
    metrics: post.metrics,
    hashtags: post.hashtags,
    media: post.media,
    kind: post.kind,
    source: post.source,
  }
}

export interface Breakdown {
  overlap: number
  phrase: number
  recency: number
  engagement: number
  spam: number
}

export interface RankedPost extends Post {
  rank: number
  score: number
  breakdown: Breakdown
}

/**
 * A ranked copy of `post`: its Post fields (as `postFields` copies them), then the
 * ranking, in one object literal of one fixed shape (the type checker holds both lists
 * to the Post fields: a literal may neither miss nor add one).
 */
export function rankedFields(
  post: Post,
  rank: number,
  score: number,
  breakdown: Breakdown,
): RankedPost {
  return {
    id: post.id,
    text: post.text,
    createdAt: post.createdAt,
    lang: post.lang,
    url: post.url,
    author: post.author,
    metrics: post.metrics,
    hashtags: post.hashtags,
    media: post.media,
    kind: post.kind,
    source: post.source,
    rank,
    score,
    breakdown,
  }
}

/** The largest count a post shows (likes, followers, …): larger ones are not believed. */
export const MAX_COUNT = 1_000_000_000
/** The largest impression count a post shows. */
export const MAX_IMPRESSIONS = 100_000_000_000

/** A count clamped to 0..max, whole; 0 for anything that is not a finite number. */
export function clampCount(value: number, max: number): number {
  if (!Number.isFinite(value) || value <= 0) return 0
  return Math.min(max, Math.floor(value))
}

/** X's launch: no post is older. */
export const X_LAUNCH_MS = Date.parse('2006-03-21T00:00:00.000Z')

/**
 * When a post was made, by the one rule every source shares: NaN for a date that cannot be
 * read, does not exist or is before X's launch (each source picks its fallback); a date
 * after `latestMs` (the clock) is `latestMs`, so a post from the future is not the freshest.
 */
export function postTimeMs(text: string, latestMs: number): number {
  const time = existingDateMs(text)
  return time >= X_LAUNCH_MS ? Math.min(time, latestMs) : Number.NaN
}

/** `http://` or `https://` anywhere: a regex, which V8 runs faster than two `includes`. */
const LINK_MARKER = /https?:\/\//

/** Whether a post's text carries a link marker (the normaliser's and the spam rule's test). */
export function hasLinkMarker(text: string): boolean {
  return LINK_MARKER.test(text)
}

/**
 * Facts a search needs that the wire shape does not carry (mentions, links, the
 * conversation a reply belongs to). Kept beside the Post, never serialised.
 */
export interface PostFacts {
  mentions: string[]
  hasLinks: boolean
  referencedPostId: string | null
  /** The username of the author a reply answers, when the response includes that user. */
  repliedTo: string | null
  /** The id of the user a reply answers (`in_reply_to_user_id`), for `to:` by id. */
  repliedToUserId: string | null
  /** The post's links as X lists them (`expanded_url`, else `url`), for `url:`. */
  urls: string[]
  /** `conversation_id`: the id of the post that began its thread (a root's own id). */
  conversationId: string | null
  /** The post a reply answers (its `replied_to` reference), for `in_reply_to_tweet_id:`. */
  repliedToPostId: string | null
  /** For a repost whose original the response includes: that original's author's id. */
  repostOfUserId: string | null
  /** … and username, when the response includes that user: both for `retweets_of:`. */
  repostOf: string | null
  /** Whether the post itself carries a location (`geo`: a place or coordinates), for `has:geo`. */
  hasGeo: boolean
}

export interface SourcedPost {
  post: Post
  facts: PostFacts
}
