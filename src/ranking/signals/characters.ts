/** Character tests the signals share. Pure: no I/O here. */

/**
 * Whether a text holds any of `characters`: a cheap first look before a rule's regex (a few
 * `includes` run faster than a regex of the same characters, measured).
 */
export function includesAny(text: string, characters: readonly string[]): boolean {
  for (const character of characters) if (text.includes(character)) return true
  return false
}
