/**
 * Folding: what makes two spellings of a word the same word. Pure: no I/O here.
 *
 * NFKC (full-width and compatibility forms), lower case, and diacritics removed from Latin,
 * Greek and Cyrillic letters only, so "Café" matches "cafe" while Japanese voiced kana (が)
 * stay distinct from their unvoiced forms (か).
 */

const COMBINING_MARK = /\p{Mn}/u
const DIACRITICS_AFTER_ALPHABETIC =
  /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu

/** The definition of folding. */
export function foldByDefinition(input: string): string {
  const lowered = input.normalize('NFKC').toLowerCase()
  const decomposed = lowered.normalize('NFD')
  if (!COMBINING_MARK.test(decomposed)) return lowered
  return decomposed.replace(DIACRITICS_AFTER_ALPHABETIC, '$1').normalize('NFC')
}

/** A mark, or a conjoining Hangul jamo: what NFKC may compose with what comes before it. */
const COMPOSES = /^[\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]$/u
/** Whether each code point seen so far (outside ASCII) folds to itself, whatever surrounds it. */
const stableSeen = new Map<number, boolean>()

/**
 * A code point that folding leaves as it is wherever it stands: NFKC and lower case map it to
 * itself, it composes with nothing before it, and it carries no mark to drop. ASCII counts
 * (lower case alone folds it).
 */
export function foldsToItself(codePoint: number): boolean {
  if (codePoint < 0x80) return true
  let stable = stableSeen.get(codePoint)
  if (stable === undefined) {
    const char = String.fromCodePoint(codePoint)
    stable =
      char.normalize('NFKC') === char &&
      char.toLowerCase() === char &&
      !COMPOSES.test(char) &&
      !COMBINING_MARK.test(char.normalize('NFD'))
    stableSeen.set(codePoint, stable)
  }
  return stable
}

export function foldText(input: string): string {
  // Most texts are ASCII, emoji and punctuation that fold to themselves: lower case is all they
  // need, and normalizing them twice costs more than reading them (test/ranking/text.test.ts
  // compares the two on every code point).
  for (let i = 0; i < input.length; i++) {
    const codePoint = input.codePointAt(i) as number
    if (codePoint > 0xffff) i++
    if (!foldsToItself(codePoint)) return foldByDefinition(input)
  }
  return input.toLowerCase()
}
