/**
 * Field and expansion names X accepts: the classic v2 names (`tweet.fields`, `referenced_tweets`)
 * and the renamed ones of the newest published spec (`post.fields`, `referenced_posts`).
 */

const TWEET_FIELDS = [
  'article',
  'article_title',
  'attachments',
  'author_id',
  'card_uri',
  'community_id',
  'context_annotations',
  'conversation_id',
  'created_at',
  'display_text_range',
  'edit_controls',
  'edit_history_post_ids',
  'edit_history_tweet_ids',
  'entities',
  'geo',
  'id',
  'in_reply_to_user_id',
  'lang',
  'matched_media_notes',
  'media_metadata',
  'non_public_metrics',
  'note_post',
  'note_request_suggestions',
  'note_tweet',
  'organic_metrics',
  'paid_partnership',
  'possibly_sensitive',
  'promoted_metrics',
  'public_metrics',
  'referenced_posts',
  'referenced_tweets',
  'reply_settings',
  'scopes',
  'source',
  'suggested_source_links',
  'suggested_source_links_with_counts',
  'text',
  'withheld',
]

const TWEET_EXPANSIONS = [
  'article.cover_media',
  'article.media_entities',
  'attachments.media_keys',
  'attachments.media_source_tweet',
  'attachments.poll_ids',
  'author_id',
  'edit_history_post_ids',
  'edit_history_tweet_ids',
  'entities.mentions.username',
  'entities.note.mentions.username',
  'geo.place_id',
  'in_reply_to_user_id',
  'referenced_posts',
  'referenced_tweets.id',
  'referenced_tweets.id.author_id',
  'username',
]

const USER_FIELDS = [
  'affiliation',
  'confirmed_email',
  'connection_status',
  'created_at',
  'description',
  'entities',
  'id',
  'is_identity_verified',
  'location',
  'most_recent_tweet_id',
  'name',
  'parody',
  'pinned_tweet_id',
  'profile_banner_url',
  'profile_image_url',
  'protected',
  'public_metrics',
  'receives_your_dm',
  'subscribes_to_you',
  'subscription',
  'subscription_type',
  'url',
  'username',
  'verified',
  'verified_followers_count',
  'verified_type',
  'withheld',
]

/** X's guides' names and the published spec's (`affiliation`, `*_post_id`). */
const USER_EXPANSIONS = [
  'affiliation',
  'affiliation.user_id',
  'most_recent_post_id',
  'most_recent_tweet_id',
  'pinned_post_id',
  'pinned_tweet_id',
]

const MEDIA_FIELDS = [
  'alt_text',
  'duration_ms',
  'height',
  'media_key',
  'non_public_metrics',
  'organic_metrics',
  'preview_image_url',
  'promoted_metrics',
  'public_metrics',
  'type',
  'url',
  'variants',
  'width',
]

const POLL_FIELDS = ['duration_minutes', 'end_datetime', 'id', 'options', 'voting_status']
const PLACE_FIELDS = [
  'contained_within',
  'country',
  'country_code',
  'full_name',
  'geo',
  'id',
  'name',
  'place_type',
]

/** Allowed values per list parameter, for the endpoints that return posts. */
export const POST_LIST_PARAMETERS: Record<string, readonly string[]> = {
  'tweet.fields': TWEET_FIELDS,
  'post.fields': TWEET_FIELDS,
  expansions: TWEET_EXPANSIONS,
  'user.fields': USER_FIELDS,
  'media.fields': MEDIA_FIELDS,
  'poll.fields': POLL_FIELDS,
  'place.fields': PLACE_FIELDS,
}

/** Allowed values per list parameter for `GET /2/users/me`. */
export const USER_LIST_PARAMETERS: Record<string, readonly string[]> = {
  'user.fields': USER_FIELDS,
  expansions: USER_EXPANSIONS,
  'tweet.fields': TWEET_FIELDS,
  'post.fields': TWEET_FIELDS,
}

/**
 * Which names an answer uses: `classic` (X's guides: `referenced_tweets`, `note_tweet`,
 * `includes.tweets`, `retweet_count`) or `published` (the newest published spec:
 * `referenced_posts`, `note_post`, `includes.posts`, `repost_count`, `post_count`).
 */
export type FieldNames = 'classic' | 'published'

/** The published spec's name for each classic post field (the seed uses the classic ones). */
export const POST_FIELD_RENAMES: Record<string, string> = {
  referenced_tweets: 'referenced_posts',
  note_tweet: 'note_post',
  edit_history_tweet_ids: 'edit_history_post_ids',
}

/** The published spec's name for each classic user field. */
export const USER_FIELD_RENAMES: Record<string, string> = {
  pinned_tweet_id: 'pinned_post_id',
  most_recent_tweet_id: 'most_recent_post_id',
}

/** `public_metrics` keys: posts' `retweet_count`, users' `tweet_count`, renamed in the spec. */
export const POST_METRIC_RENAMES: Record<string, string> = { retweet_count: 'repost_count' }
export const USER_METRIC_RENAMES: Record<string, string> = { tweet_count: 'post_count' }

/** The seed's (classic) key for a field asked for under the newer name. */
export const FIELD_ALIASES: Record<string, string> = Object.fromEntries(
  [...Object.entries(POST_FIELD_RENAMES), ...Object.entries(USER_FIELD_RENAMES)].map(
    ([classic, published]) => [published, classic],
  ),
)

/** Splits a comma-separated list parameter, dropping empty items. */
export function splitList(value: string | undefined): string[] {
  if (value === undefined) return []
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
}
