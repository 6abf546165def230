/**
 * A later copy: a near-duplicate of an older post of the list (duplicates.ts), whoever posted
 * it. A pure repost is one too: its text is its original's. The earliest copy keeps its place.
 * So is a post that repeats an older post of its collection almost word for word
 * (`markVerbatimCopies`), though the original is not in the list.
 */
import { markLaterDuplicates, VERBATIM_SIMILARITY } from '../duplicates'
import type { ListedPost, ListSignal } from './signal'

/**
 * Marks each post of a collection (newest first, as a corpus keeps them) that repeats an older
 * one of it almost word for word (VERBATIM_SIMILARITY), whoever posted either: content taken,
 * not said, even when the list it shows up in does not hold the original. A near-duplicate that
 * is less alike may be a retelling with the author's own take, and is judged within its list
 * only; a pure repost names its original and is left to the rules about reposts.
 */
export function markVerbatimCopies(newestFirst: readonly ListedPost[]): void {
  // Every earlier post filed under a pair is compared (no bound on the visits): exact, and
  // a corpus is read once.
  const repeats = repeatsOfOlder(newestFirst, Number.POSITIVE_INFINITY, VERBATIM_SIMILARITY)
  newestFirst.forEach((post, index) => {
    post.repeatsOlder = repeats[index] === true && post.post.kind !== 'repost'
  })
}

/**
 * For each post of a newest-first list, whether it repeats an older one of the list
 * (markLaterDuplicates, which marks what repeats an entry before it, so reads the list oldest
 * first).
 */
function repeatsOfOlder(
  newestFirst: readonly ListedPost[],
  maxVisits?: number,
  similarity?: number,
): boolean[] {
  const last = newestFirst.length - 1
  const oldestFirst: (readonly number[])[] = []
  for (let at = last; at >= 0; at--) oldestFirst.push((newestFirst[at] as ListedPost).fingerprint)
  const marks = markLaterDuplicates(oldestFirst, maxVisits, similarity)
  const repeats: boolean[] = []
  for (let at = 0; at <= last; at++) repeats.push(marks[last - at] === true)
  return repeats
}

export const laterCopy = {
  name: 'laterCopy',
  detect: (list) => {
    const repeats = repeatsOfOlder(list)
    const copies: number[] = []
    for (let at = 0; at < list.length; at++) {
      copies.push(repeats[at] || (list[at] as ListedPost).repeatsOlder ? 1 : 0)
    }
    return copies
  },
} as const satisfies ListSignal<string, ListedPost>
