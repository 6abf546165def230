/**
 * Engagement bait: posts that ask for likes and reposts, or promise a shock, instead of saying
 * something ("like if", "tag someone", "watch till the end", "you won't believe").
 */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

export const PHRASES: readonly string[] = [
  'like if you',
  'rt|retweet if',
  'rt si',
  'like and retweet',
  'like retweet',
  'dale like',
  'tag someone|somebody',
  'tag a friend',
  'tag # friends',
  'menciona a # amigos',
  'who agrees',
  'change my mind',
  'watch till|until|to the end',
  'mira hasta el final',
  'you won t|wont believe',
  'no vas a creer',
  'what happened next',
  'let s see how many',
  'ignore if',
  'follow for more',
  'number # will',
  'doctors hate',
  'one simple trick|habit',
  'this one trick|habit',
  'don t want you to know',
  'before it s too late',
]

const hasPhrase = phraseFinder(PHRASES)

export const engagementBait = {
  name: 'engagementBait',
  detect: ({ entries }) => (hasPhrase(entries) ? 1 : 0),
} as const satisfies PostSignal
