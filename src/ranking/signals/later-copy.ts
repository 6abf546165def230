/**
 * A later copy: a near-duplicate of an older post of the list (duplicates.ts), whoever posted
 * it. A pure repost is one too: its text is its original's. The earliest copy keeps its place.
 */
import type { AnalyzedPost } from '../analysis'
import { markLaterDuplicates } from '../duplicates'
import type { ListSignal } from './signal'

export const laterCopy = {
  name: 'laterCopy',
  detect: (list) => {
    // The list is newest first; the search marks what repeats an entry before it, so it reads
    // the list oldest first.
    const last = list.length - 1
    const oldestFirst: (readonly number[])[] = []
    for (let at = last; at >= 0; at--) oldestFirst.push((list[at] as AnalyzedPost).fingerprint)
    const marks = markLaterDuplicates(oldestFirst)
    const copies: number[] = []
    for (let at = 0; at <= last; at++) copies.push(marks[last - at] ? 1 : 0)
    return copies
  },
} as const satisfies ListSignal<string, AnalyzedPost>
