/**
 * Folding: what makes two spellings of a word the same word. Pure: no I/O here.
 *
 * NFKC (full-width and compatibility forms), lower case, and diacritics removed from Latin,
 * Greek and Cyrillic letters only, so "Café" matches "cafe" while Japanese voiced kana (が)
 * stay distinct from their unvoiced forms (か).
 */

const NON_ASCII = /[^\p{ASCII}]/u
const COMBINING_MARK = /\p{Mn}/u
const DIACRITICS_AFTER_ALPHABETIC =
  /([\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])\p{Mn}+/gu

export function foldText(input: string): string {
  // NFKC leaves ASCII as it is.
  if (!NON_ASCII.test(input)) return input.toLowerCase()
  const lowered = input.normalize('NFKC').toLowerCase()
  const decomposed = lowered.normalize('NFD')
  if (!COMBINING_MARK.test(decomposed)) return lowered
  return decomposed.replace(DIACRITICS_AFTER_ALPHABETIC, '$1').normalize('NFC')
}
