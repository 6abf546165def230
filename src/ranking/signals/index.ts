/**
 * The signals, a registry: each is a small module that reads an analysed post (or a list) and
 * returns a value; the profiles decide what each value weighs. Adding a rule is one file and
 * one line here. Pure: no I/O here.
 */
import { answeredInList } from './answered-in-list'
import { asks } from './asks'
import { contentTerms } from './content-terms'
import { cryptoPump } from './crypto-pump'
import { emptyReply } from './empty-reply'
import { engagementBait } from './engagement-bait'
import { followForFollow } from './follow-for-follow'
import { giveaway } from './giveaway'
import { hasLink } from './has-link'
import { hashtagCount } from './hashtag-count'
import { keywordStuffing } from './keyword-stuffing'
import { laterCopy } from './later-copy'
import { repeatedCharacters } from './repeated-characters'
import { repostOfListed } from './repost-of-listed'
import { scamOffer } from './scam-offer'
import { shouting } from './shouting'
import type { SignalInput } from './signal'
import { specifics } from './specifics'

/** Rules about one post, worked out once per post when it is analysed. */
export const POST_SIGNALS = [
  hashtagCount,
  repeatedCharacters,
  keywordStuffing,
  shouting,
  hasLink,
  scamOffer,
  giveaway,
  cryptoPump,
  engagementBait,
  followForFollow,
  contentTerms,
  specifics,
  emptyReply,
  asks,
] as const

/** Rules about a post within its list, worked out once per list when a profile asks. */
export const LIST_SIGNALS = [laterCopy, repostOfListed, answeredInList] as const

export type PostSignalName = (typeof POST_SIGNALS)[number]['name']
export type ListSignalName = (typeof LIST_SIGNALS)[number]['name']
export type PostSignals = Readonly<Record<PostSignalName, number>>

export function detectPostSignals(input: SignalInput): PostSignals {
  const values: Partial<Record<PostSignalName, number>> = {}
  for (const signal of POST_SIGNALS) values[signal.name] = signal.detect(input)
  return values as PostSignals
}
