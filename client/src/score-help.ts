/**
 * The words of the colour key and "How scores work" (components/ScoreBar.tsx), apart from
 * the markup so a test can hold them to the ranking code (test/client/score-help.test.ts).
 * Pure.
 */

type ScoreComponent = 'overlap' | 'phrase' | 'recency' | 'engagement' | 'spam'

/** Each component in a few words: the colour key's tooltips. */
export const COMPONENT_HELP: Record<ScoreComponent, string> = {
  overlap: 'how much of the query the post contains, and how much it is about it',
  phrase: 'query phrases found in order',
  recency: 'how new the post is',
  engagement: 'what the post says, and the likes, reposts, replies it earned',
  spam: 'penalties for spam; copies and reposts sink (0 or less)',
}

/** What each component measures, in full: the "How scores work" panel. */
export const COMPONENT_EXPLAINED: Record<ScoreComponent, string> = {
  overlap:
    'How much of the query the post contains: in platform_style the share of the query’s words it has; in refined, up to 3: the share of the query’s concepts it holds (every word of an AND, the best branch of an OR, a hashtag as its word, each word in its stemmed forms), times how much it shares the vocabulary the other results are about, less for a post in another language than the results’. A query of filters only (from:, an @mention) has no words: every post it found holds what it asked, and how much each is about what the others are about decides.',
  phrase:
    'Query phrases of two or more words found in the post word for word: each quoted phrase, or, in a query without quotes or OR, its words in the order typed. platform_style gives one bonus for any; refined 0.5 for each quoted phrase, 0.25 for the words in order, at most 1.',
  recency:
    'How new the post is, times the recency weight: in platform_style it halves at about six hours and is gone after 48; in refined it halves every 48 ÷ (1 + weight) hours.',
  engagement:
    'In platform_style, likes, reposts, replies, quotes and bookmarks against the author’s audience, with the action weights X publishes. In refined, what the post offers: how much it says (its terms, figures given, little for an empty reply) and, less in a search than in a feed, the engagement it earned against its audience (none for a repost); in a feed it counts double, and less for a post in another language than the feed’s.',
  spam: 'Zero or less, with Strict match on: hashtag stuffing in both; in refined also scam offers (“DM me” in a pitch, money from home), giveaways, crypto pumps, engagement bait, follow-for-follow, repeated characters, repetitive words and shouting. A later copy of a post in the list, a word-for-word copy of an older seed post, and a repost of a post in the list, sink below every other post (refined; platform_style sinks reposts, as X drops them).',
}
