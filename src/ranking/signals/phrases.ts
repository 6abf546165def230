/**
 * Phrases found in a post's words the way a quoted search finds them: whole words in a row, in
 * any case or width, accents aside, punctuation between them ignored. A phrase is written as the
 * tokeniser writes words (folded; an apostrophe ends a word, so "won't" is `won t`); `a|b` where
 * either word will do, `#` a number: a word that starts with a digit, with the digit groups that
 * follow it (`5,000` is the words `5` and `000`). Pure: no I/O here.
 */

import type { Word } from '../text/words'

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
  /** The counter it is one of (phraseCounter's number). */
  counter: number
}

/**
 * Every counter's phrases, filed by the words they can start with (those that start with a
 * number apart), so that a post's words are looked up once for all the rules' phrases.
 */
const byFirstWord = new Map<string, Phrase[]>()
const startingWithNumber: Phrase[] = []
let counters = 0

/** Whether the phrase's words are the words from `start` on. */
function holdsAt({ slots }: Phrase, words: readonly Word[], start: number): boolean {
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

/**
 * The phrases of every counter that words hold, each once. The rules read a post one after
 * another, so the phrases of the words read last are kept for the next rule to read.
 */
let lastWords: readonly Word[] | null = null
let lastFound: readonly Phrase[] = []

function phrasesIn(words: readonly Word[]): readonly Phrase[] {
  if (words === lastWords) return lastFound
  const found: Phrase[] = []
  for (let start = 0; start < words.length; start++) {
    const text = (words[start] as Word).text
    const filed = byFirstWord.get(text)
    if (filed !== undefined) {
      for (const phrase of filed) {
        if (!found.includes(phrase) && holdsAt(phrase, words, start)) found.push(phrase)
      }
    }
    if (isNumber(text)) {
      for (const phrase of startingWithNumber) {
        if (!found.includes(phrase) && holdsAt(phrase, words, start)) found.push(phrase)
      }
    }
  }
  lastWords = words
  lastFound = found
  return found
}

/**
 * How many phrases words hold, counting up to `enough`: a phrase of `phrases` counts as `enough`
 * on its own; each different one of `everyday` (phrases with an everyday sense too) counts one.
 * Make a counter once, when its rule's module loads: its phrases join the index for good.
 */
export function phraseCounter(
  phrases: readonly string[],
  everyday: readonly string[] = [],
): (words: readonly Word[], enough: number) => number {
  const counter = counters++
  const file = (phrase: string, alone: boolean) => {
    const slots = phrase.split(' ').map((slot) => slot.split('|'))
    const first = slots[0] as readonly string[]
    const filed = { slots, alone, counter }
    if (first[0] === '#') startingWithNumber.push(filed)
    else for (const word of first) byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), filed])
  }
  for (const phrase of phrases) file(phrase, true)
  for (const phrase of everyday) file(phrase, false)
  // The phrases kept for the words read last do not hold this counter's.
  lastWords = null
  return (words, enough) => {
    let count = 0
    for (const phrase of phrasesIn(words)) {
      if (phrase.counter !== counter) continue
      if (phrase.alone) return enough
      count++
    }
    return Math.min(count, enough)
  }
}
