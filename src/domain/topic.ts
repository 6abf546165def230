/**
 * Topics (AI topic batches, their ingest, the cron's `AI_INGEST_TOPICS`): one rule for what a
 * topic is, shared by the route's parameter, the cache key and D1. Pure.
 */
import { INVISIBLE } from './invisible'

/**
 * A topic as written, cleaned: whitespace runs are one space, invisible characters are gone
 * (`Ru\u200Bst` is `Rust`), trimmed. May be empty: the caller decides what that means.
 */
export function cleanTopic(raw: string): string {
  return raw.replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/gu, ' ').trim()
}

/** The topic as a cache and storage key: cleaned, NFKC, case-folded, single spaces. */
export function topicKey(topic: string): string {
  return cleanTopic(topic.normalize('NFKC')).toLowerCase()
}
