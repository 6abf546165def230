/**
 * Follow-for-follow: asking for follows in return ("f4f", "follow back", "sígueme y te sigo"), in
 * the languages of the corpus (en, es, de, fr, pt, it, ja, zh).
 */
import { matchesCjk, pitched } from './characters'
import { phraseCounter } from './phrases'
import type { PostSignal } from './signal'

/** Phrases that ask for follows in return on their own. */
export const PHRASES: readonly string[] = [
  // English, and the tags every language uses.
  'f4f',
  'followback|follow4follow|followforfollow|like4like|l4l',
  'follow for follow',
  'follow me and i ll|i follow',
  // Spanish.
  'sigueme y te sigo',
  'te sigo de vuelta',
  // German.
  'folge jedem|allen zuruck',
  'dem folge ich zuruck',
  // French.
  'je te suis en retour',
  'je m abonne en retour',
  'abonne toi et je m abonne',
  'suis moi et je te suis',
  // Portuguese.
  'me segue que eu sigo',
  'me segue que te sigo',
  'siga me e eu|te sigo',
  // Italian.
  'seguimi e ti seguo',
  'ricambio il follow',
]

/**
 * Phrases with an everyday sense too ("we had to follow back roads", "I'll follow back up with the
 * council", "sigo de volta para casa"): follow-for-follow when two are found, or one beside a
 * pointer such as 👇 (`pitched`).
 */
export const EVERYDAY_PHRASES: readonly string[] = [
  'follow back',
  'folge|folgen zuruck',
  'sigo de volta',
]

/**
 * Follow-for-follow only beside another cue (`pitched`'s `supporting`): followers by the hundred,
 * and following whoever asks, are also a creator's milestone and a reader's habit, with a 👇 too.
 */
export const SUPPORTING_PHRASES: readonly string[] = [
  'gain|get # followers',
  'follow everyone|all who|that',
]

const phrasesFound = phraseCounter(PHRASES, EVERYDAY_PHRASES)
const supportingFound = phraseCounter([], SUPPORTING_PHRASES)
/**
 * Japanese "mutual follow", "follow back", "I follow everyone"; Chinese "follow each other",
 * "follow back".
 */
export const HAN_OR_KANA_PATTERN =
  /相互フォロー|フォロバ|フォロー返し|(?<=全員)フォローします|互关|互關|互粉|回关|回關/u

export const followForFollow = {
  name: 'followForFollow',
  detect: (input) =>
    pitched(phrasesFound(input.entries, 2), input.post.text, supportingFound(input.entries, 2)) ||
    matchesCjk(HAN_OR_KANA_PATTERN, input)
      ? 1
      : 0,
} as const satisfies PostSignal
