/** Follow-for-follow: asking for follows in return ("f4f", "follow back", "sígueme y te sigo"). */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

export const PHRASES: readonly string[] = [
  'f4f',
  'followback|follow4follow|followforfollow|like4like|l4l',
  'follow back',
  'i follow back',
  'follow for follow',
  'follow me and i ll|i follow',
  'sigueme y te sigo',
  'te sigo de vuelta',
]

const hasPhrase = phraseFinder(PHRASES)

export const followForFollow = {
  name: 'followForFollow',
  detect: ({ entries }) => (hasPhrase(entries) ? 1 : 0),
} as const satisfies PostSignal
