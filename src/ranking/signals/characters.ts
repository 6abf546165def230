/** Character tests the signals share. Pure: no I/O here. */
import type { SignalInput } from './signal'

/**
 * Whether a text holds any of `characters`: a cheap first look before a rule's regex (a few
 * `includes` run faster than a regex of the same characters, measured).
 */
export function includesAny(text: string, characters: readonly string[]): boolean {
  for (const character of characters) if (text.includes(character)) return true
  return false
}

/**
 * Emoji that point the reader at a link, a message or money: what a pitch ends with, and what an
 * everyday sentence using a pitch's words ("act now on emissions", "a masterclass in pressing")
 * lacks.
 */
const POINTERS = ['👇', '👉', '⬇', '📩', '📲', '💰', '💸', '🤑', '🎁']

/** Whether a text holds one of POINTERS. */
export function pointsOnward(text: string): boolean {
  return includesAny(text, POINTERS)
}

/**
 * Whether a rule's phrases make a pitch, from `phraseCounter(phrases, everyday)(words, 2)`: a
 * phrase that says enough alone, or two with an everyday sense too, or one of those in a post that
 * points onward (`pointsOnward`). `supporting` are cues that count towards two but never make a
 * pitch with a pointer alone: "Order your cake on WhatsApp 👉" is how a bakery takes orders.
 */
export function pitched(found: number, text: string, supporting = 0): boolean {
  return found + supporting >= 2 || (found === 1 && supporting === 0 && pointsOnward(text))
}

/**
 * Whether a post's text matches a Japanese or Chinese pattern (a rule's `HAN_OR_KANA_` pattern,
 * each of whose matches holds a Han or kana character): tried only on a text that holds a code
 * point from U+2E80 to U+FFFF, where those characters are (`characters.cjk`,
 * text/character-counts.ts); test/ranking/character-counts.test.ts checks each pattern needs one.
 */
export function matchesCjk(pattern: RegExp, { post, characters }: SignalInput): boolean {
  return characters.cjk && pattern.test(post.text)
}
