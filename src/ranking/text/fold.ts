/**
 * Folding: what makes two spellings of a word the same word. Pure: no I/O here.
 *
 * NFKC (full-width and compatibility forms), lower case, and diacritics removed from Latin,
 * Greek and Cyrillic letters only, so "Café" matches "cafe" while Japanese voiced kana (が)
 * stay distinct from their unvoiced forms (か).
 */

import { byCodePoint } from './code-points'

const COMBINING_MARK = /\p{Mn}/u
const DIACRITICS_AFTER_ALPHABETIC =
  /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu

/** Folding: NFKC, lower case, and the marks of Latin, Greek and Cyrillic letters dropped. */
export function foldText(input: string): string {
  const lowered = input.normalize('NFKC').toLowerCase()
  const decomposed = lowered.normalize('NFD')
  if (!COMBINING_MARK.test(decomposed)) return lowered
  return decomposed.replace(DIACRITICS_AFTER_ALPHABETIC, '$1').normalize('NFC')
}

/** A mark, or a conjoining Hangul jamo: what NFKC may compose with what comes before it. */
const COMPOSES = /^[\p{M}\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]$/u
/** What folding drops marks from (DIACRITICS_AFTER_ALPHABETIC's letters), at the start. */
const DROPS_MARKS = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u

/** Whether a code point outside ASCII folds to itself wherever it stands (1) or not (0). */
const stable = byCodePoint((codePoint) => {
  const char = String.fromCodePoint(codePoint)
  const decomposed = char.normalize('NFD')
  return char.normalize('NFKC') === char &&
    char.toLowerCase() === char &&
    !COMPOSES.test(char) &&
    !(COMBINING_MARK.test(decomposed) && DROPS_MARKS.test(decomposed))
    ? 1
    : 0
})

/**
 * A code point that folding leaves as it is wherever it stands: NFKC and lower case map it to
 * itself, it composes with nothing before it, and it carries no mark to drop (a Japanese voiced
 * kana such as `で` carries one, which folding keeps). ASCII counts (lower case alone folds it).
 */
export function foldsToItself(codePoint: number): boolean {
  return codePoint < 0x80 || stable(codePoint) === 1
}

/** Final sigma: lower case makes Σ ς at the end of a word and σ elsewhere (Ϲ is Σ to NFKC). */
const CAPITAL_SIGMA = 0x3a3
/** A conjoining Hangul jamo: what composes with the syllable or jamo before it. */
const JAMO = /^[\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]/u
function foldedUnitByDefinition(unit: number): number {
  if (foldsToItself(unit)) return unit
  const char = String.fromCharCode(unit)
  const folded = foldText(char)
  const composed = char.normalize('NFKC')
  const first = composed.normalize('NFD')
  const alone =
    composed.codePointAt(0) !== CAPITAL_SIGMA &&
    folded.length === 1 &&
    foldsToItself(folded.charCodeAt(0)) &&
    !COMPOSES.test(char) &&
    [...composed].length === 1 &&
    !/^\p{M}/u.test(first) &&
    !JAMO.test(first)
  return alone ? folded.charCodeAt(0) : -1
}

/** What each code unit outside ASCII folds to alone, remembered. */
const foldedUnit = byCodePoint(foldedUnitByDefinition)

/**
 * The one code unit a code unit of the BMP folds to wherever it stands, or -1 when its folding
 * can depend on its neighbours or give more or less than one unit. It folds alone when it is a
 * single code point of its own, neither a mark nor a jamo (nothing composes with what comes
 * before it), whose folding is one code point that folds to itself (nothing composes with it),
 * and not Σ once composed (whose lower case depends on where it stands): `é` folds to `e`, `A`
 * to `a`. A text of such units folds unit by unit (test/ranking/text.test.ts checks every one
 * alone, ending a word and beside letters of several scripts, and pairs where scripts compose).
 */
export function foldedUnitOf(unit: number): number {
  if (unit < 0x80) return unit >= 0x41 && unit <= 0x5a ? unit + 0x20 : unit
  return foldedUnit(unit)
}
