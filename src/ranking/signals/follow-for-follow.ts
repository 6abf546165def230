/**
 * Follow-for-follow: asking for follows in return ("f4f", "follow back", "sígueme y te sigo"), in
 * the languages of the corpus (en, es, de, fr, pt, it, ja, zh).
 */
import { phraseFinder } from './phrases'
import type { PostSignal } from './signal'

export const PHRASES: readonly string[] = [
  // English, and the tags every language uses.
  'f4f',
  'followback|follow4follow|followforfollow|like4like|l4l',
  'follow back',
  'i follow back',
  'follow for follow',
  'follow me and i ll|i follow',
  // Spanish.
  'sigueme y te sigo',
  'te sigo de vuelta',
  // German.
  'folge|folgen zuruck',
  'folge jedem|allen zuruck',
  // French.
  'je te suis en retour',
  'je m abonne en retour',
  'abonne toi et je m abonne',
  'suis moi et je te suis',
  // Portuguese.
  'sigo de volta',
  'me segue que eu sigo',
  'me segue que te sigo',
  // Italian.
  'seguimi e ti seguo',
  'ricambio il follow',
  'ricambio tutti',
]

const hasPhrase = phraseFinder(PHRASES)
/** Japanese "mutual follow", "follow back"; Chinese "follow each other", "follow back". */
export const HAN_OR_KANA_PATTERN = /相互フォロー|フォロバ|フォロー返し|互关|互關|互粉|回关|回關/u

export const followForFollow = {
  name: 'followForFollow',
  detect: ({ post, entries, hanOrKana }) =>
    hasPhrase(entries) || (hanOrKana && HAN_OR_KANA_PATTERN.test(post.text)) ? 1 : 0,
} as const satisfies PostSignal
