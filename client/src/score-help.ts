/**
 * The words of the colour key and "How scores work" (components/ScoreBar.tsx), apart from
 * the markup so a test can hold them to the ranking code (test/client/score-help.test.ts).
 * Pure.
 */

type ScoreComponent = 'overlap' | 'phrase' | 'recency' | 'engagement' | 'spam'

/** Each component in a few words: the colour key's tooltips. */
export const COMPONENT_HELP: Record<ScoreComponent, string> = {
  overlap: 'how much of the query the post contains',
  phrase: 'query phrases found in order',
  recency: 'how new the post is',
  engagement: 'likes, reposts, replies against the audience',
  spam: 'penalties for spam and hashtag stuffing (0 or less)',
}

/** What each component measures, in full: the "How scores work" panel. */
export const COMPONENT_EXPLAINED: Record<ScoreComponent, string> = {
  overlap:
    'How much of the query the post contains: in platform_style the share of the query’s words it has, in refined a BM25 text match (rarer words count more).',
  phrase:
    'Query phrases of two or more words found in the post word for word: each quoted phrase, or, in a query without quotes or OR, its words in the order typed. platform_style gives one bonus for any; refined 1 for each quoted phrase, 0.5 for the words in order, at most 2.',
  recency:
    'How new the post is, times the recency weight: in platform_style it halves at about six hours and is gone after 48; in refined it halves every 48 ÷ (1 + weight) hours.',
  engagement:
    'Likes, reposts, replies, quotes and bookmarks against the author’s audience: platform_style uses the action weights X publishes; refined is capped, and gives a repost none.',
  spam: 'Zero or less, with Strict match on: hashtag stuffing in both; in refined also repeated characters, repetitive words, link bait, shouting, and repeating a newer post.',
}
