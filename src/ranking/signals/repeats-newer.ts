/**
 * A near-duplicate of a newer post of the list (see duplicates.ts): the older copy repeats
 * what the list already shows.
 */
import type { AnalyzedPost } from '../analysis'
import { markLaterDuplicates } from '../duplicates'
import type { ListSignal } from './signal'

export const repeatsNewer = {
  name: 'repeatsNewer',
  detect: (list) =>
    markLaterDuplicates(list.map((post) => post.fingerprint)).map((repeats) => (repeats ? 1 : 0)),
} as const satisfies ListSignal<string, AnalyzedPost>
