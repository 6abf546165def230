/**
 * Phrases found in a post's words the way a quoted search finds them: whole words in a row, in
 * any case or width, accents aside, punctuation between them ignored. A phrase is written as the
 * tokeniser writes words (folded; an apostrophe ends a word, so "won't" is `won t`); `a|b` where
 * either word will do, `#` a number (a word that starts with a digit). Pure: no I/O here.
 */

type Slots = readonly (readonly string[])[]

function fills(slot: readonly string[], word: string | undefined): boolean {
  if (word === undefined) return false
  return slot[0] === '#' ? /^[0-9]/.test(word) : slot.includes(word)
}

/** A test of whether words hold one of `phrases`, its words in a row. */
export function phraseFinder(phrases: readonly string[]): (words: readonly string[]) => boolean {
  // Each phrase filed by the words it can start with, so a post's words are looked up once each.
  const byFirstWord = new Map<string, Slots[]>()
  const startingWithNumber: Slots[] = []
  for (const phrase of phrases) {
    const slots = phrase.split(' ').map((slot) => slot.split('|'))
    const first = slots[0] as readonly string[]
    if (first[0] === '#') startingWithNumber.push(slots)
    else for (const word of first) byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), slots])
  }
  return (words) =>
    words.some((word, start) => {
      const found = (slots: Slots) => slots.every((slot, k) => fills(slot, words[start + k]))
      if (byFirstWord.get(word)?.some(found)) return true
      return /^[0-9]/.test(word) && startingWithNumber.some(found)
    })
}
