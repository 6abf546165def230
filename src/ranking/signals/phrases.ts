/**
 * Phrases found in a post's words the way a quoted search finds them: whole words in a row, in
 * any case or width, accents aside, punctuation between them ignored. A phrase is written as the
 * tokeniser writes words (folded; an apostrophe ends a word, so "won't" is `won t`); `a|b` where
 * either word will do, `#` a number (a word that starts with a digit). Pure: no I/O here.
 */

import { type Word, wordFlag } from '../text/words'

type Slots = readonly (readonly string[])[]

/** Whether a word starts with a digit 0-9 (a code test: this runs for every word of every post). */
function isNumber(word: string): boolean {
  const first = word.charCodeAt(0)
  return first >= 0x30 && first <= 0x39
}

function fills(slot: readonly string[], word: Word | undefined): boolean {
  if (word === undefined) return false
  return slot[0] === '#' ? isNumber(word.text) : slot.includes(word.text)
}

/**
 * A test of whether words (a post's, as the word table's entries) hold one of `phrases`, its
 * words in a row.
 */
export function phraseFinder(phrases: readonly string[]): (words: readonly Word[]) => boolean {
  // Each phrase filed by the words it can start with.
  const byFirstWord = new Map<string, Slots[]>()
  const startingWithNumber: Slots[] = []
  for (const phrase of phrases) {
    const slots = phrase.split(' ').map((slot) => slot.split('|'))
    const first = slots[0] as readonly string[]
    if (first[0] === '#') startingWithNumber.push(slots)
    else for (const word of first) byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), slots])
  }
  const starts = (word: string) =>
    byFirstWord.has(word) || (startingWithNumber.length > 0 && isNumber(word))
  // Whether a word can start a phrase is worked out once per word, in its entry: a post's words
  // are only looked at further where one can.
  const flag = wordFlag(starts)
  const at = (slots: Slots, words: readonly Word[], start: number) => {
    for (let k = 0; k < slots.length; k++) {
      if (!fills(slots[k] as readonly string[], words[start + k])) return false
    }
    return true
  }
  return (words) => {
    for (let start = 0; start < words.length; start++) {
      const word = words[start] as Word
      if (flag === 0 ? !starts(word.text) : (word.flags & flag) === 0) continue
      for (const slots of byFirstWord.get(word.text) ?? NONE)
        if (at(slots, words, start)) return true
      if (startingWithNumber.length > 0 && isNumber(word.text)) {
        for (const slots of startingWithNumber) if (at(slots, words, start)) return true
      }
    }
    return false
  }
}

const NONE: readonly Slots[] = []
