/** Character tests the signals share. Pure: no I/O here. */

/**
 * Whether a text holds any of `characters`: a cheap first look before a rule's regex (a few
 * `includes` run faster than a regex of the same characters, measured).
 */
export function includesAny(text: string, characters: readonly string[]): boolean {
  for (const character of characters) if (text.includes(character)) return true
  return false
}

/**
 * Hiragana, katakana and the CJK ideographs, as code-unit ranges: every Japanese and Chinese
 * pattern of the rules holds one of them. A range costs a fifth of what `\p{Script=…}` does per
 * character (measured), and every post is tested.
 */
const HAN_OR_KANA = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/

/** Whether a text has a kana or a CJK ideograph (`SignalInput.hanOrKana`). */
export function hasHanOrKana(text: string): boolean {
  return HAN_OR_KANA.test(text)
}
