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
    const oldestFirst = [...list].reverse()
    const marks = markLaterDuplicates(oldestFirst.map((post) => post.fingerprint))
    return marks.reverse().map((repeats) => (repeats ? 1 : 0))
  },
} as const satisfies ListSignal<string, AnalyzedPost>
