/**
 * Phrases found in a post's words the way a quoted search finds them: whole words in a row, in
 * any case or width, accents aside, punctuation between them ignored. A phrase is written as the
 * tokeniser writes words (folded; an apostrophe ends a word, so "won't" is `won t`); `a|b` where
 * either word will do, `#` a number: a word that starts with a digit, with the digit groups that
 * follow it (`5,000` is the words `5` and `000`). Pure: no I/O here.
 */

import { type Word, wordFlag } from '../text/words'

type Slots = readonly (readonly string[])[]

/** Whether a word starts with a digit 0-9 (a code test: this runs for every word of every post). */
function isNumber(word: string): boolean {
  const first = word.charCodeAt(0)
  return first >= 0x30 && first <= 0x39
}

/** Whether a word is a group of three digits: what follows a thousands separator. */
const DIGIT_GROUP = /^[0-9]{3}$/

function isDigitGroup(word: string): boolean {
  return DIGIT_GROUP.test(word)
}

/**
 * A test of whether words (a post's, as the word table's entries) hold one of `phrases`, its
 * words in a row.
 */
export function phraseFinder(phrases: readonly string[]): (words: readonly Word[]) => boolean {
  const count = phraseCounter(phrases)
  return (words) => count(words, 1) >= 1
}

interface Phrase {
  slots: Slots
  /** A phrase that says enough on its own, rather than only beside another. */
  alone: boolean
}

/**
 * How many phrases words hold, counting up to `enough`, in one pass: a phrase of `phrases` counts
 * as `enough` on its own; each different one of `everyday` (phrases with an everyday sense too)
 * counts one.
 */
export function phraseCounter(
  phrases: readonly string[],
  everyday: readonly string[] = [],
): (words: readonly Word[], enough: number) => number {
  // Each phrase filed by the words it can start with.
  const byFirstWord = new Map<string, Phrase[]>()
  const startingWithNumber: Phrase[] = []
  const file = (phrase: string, alone: boolean) => {
    const slots = phrase.split(' ').map((slot) => slot.split('|'))
    const first = slots[0] as readonly string[]
    const filed = { slots, alone }
    if (first[0] === '#') startingWithNumber.push(filed)
    else for (const word of first) byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), filed])
  }
  for (const phrase of phrases) file(phrase, true)
  for (const phrase of everyday) file(phrase, false)
  // A number that also starts a phrase as itself (`100 seguros`) can start the `#` ones too.
  for (const [word, filed] of byFirstWord) if (isNumber(word)) filed.push(...startingWithNumber)
  const starts = (word: string) =>
    byFirstWord.has(word) || (startingWithNumber.length > 0 && isNumber(word))
  // Whether a word can start a phrase is worked out once per word, in its entry: a post's words
  // are only looked at further where one can.
  const flag = wordFlag(starts)
  const at = ({ slots }: Phrase, words: readonly Word[], start: number) => {
    let next = start
    for (const slot of slots) {
      const word = words[next++]
      if (word === undefined) return false
      if (slot[0] !== '#') {
        if (!slot.includes(word.text)) return false
        continue
      }
      if (!isNumber(word.text)) return false
      while (next < words.length && isDigitGroup((words[next] as Word).text)) next++
    }
    return true
  }
  return (words, enough) => {
    let found: Set<Phrase> | null = null
    for (let start = 0; start < words.length; start++) {
      const word = words[start] as Word
      if (flag === 0 ? !starts(word.text) : (word.flags & flag) === 0) continue
      const candidates =
        byFirstWord.get(word.text) ?? (isNumber(word.text) ? startingWithNumber : NONE)
      for (const phrase of candidates) {
        if (found?.has(phrase) || !at(phrase, words, start)) continue
        if (phrase.alone || enough === 1) return enough
        found ??= new Set()
        found.add(phrase)
        if (found.size >= enough) return enough
      }
    }
    return found?.size ?? 0
  }
}

const NONE: readonly Phrase[] = []
