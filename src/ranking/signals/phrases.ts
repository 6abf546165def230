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

/** Where the phrase ends when its words are the words from `start` on, else -1. */
function endAt({ slots }: Phrase, words: readonly Word[], start: number): number {
  let next = start
  for (const slot of slots) {
    const word = words[next++]
    if (word === undefined) return -1
    if (slot[0] !== '#') {
      if (!slot.includes(word.text)) return -1
      continue
    }
    if (!isNumber(word.text)) return -1
    while (next < words.length && isDigitGroup((words[next] as Word).text)) next++
  }
  return next
}

/** The phrases words hold, each once, in the order they start, with where each is first found. */
interface Found {
  phrases: Phrase[]
  /** Where each phrase's first occurrence starts and ends (past its last word), in turn. */
  spans: number[]
}

/**
 * The phrases of every counter that words hold. The rules read a post one after another, so the
 * phrases of the words read last are kept for the next rule to read.
 */
let lastWords: readonly Word[] | null = null
let lastFound: Found = { phrases: [], spans: [] }

/** Adds the phrase to what words hold, with its span, when it is first found at `start`. */
function look(found: Found, phrase: Phrase, words: readonly Word[], start: number): void {
  if (found.phrases.includes(phrase)) return
  const end = endAt(phrase, words, start)
  if (end < 0) return
  found.phrases.push(phrase)
  found.spans.push(start, end)
}

/**
 * Whether the word at `start` is a digit group that goes on the number before it (`000` after
 * `5`): a phrase that starts with a number is looked for from the number's first word only.
 * From a later group it would end where it ends from the first, which is looked at before it, so
 * nothing is missed; and in a run of groups (`100 100 100 …`, a long post of them) each start
 * would read the rest of the run again.
 */
function continuesNumber(words: readonly Word[], start: number): boolean {
  return (
    start > 0 &&
    isNumber((words[start - 1] as Word).text) &&
    isDigitGroup((words[start] as Word).text)
  )
}

function phrasesIn(words: readonly Word[]): Found {
  if (words === lastWords) return lastFound
  const found: Found = { phrases: [], spans: [] }
  for (let start = 0; start < words.length; start++) {
    const text = (words[start] as Word).text
    const filed = byFirstWord.get(text)
    if (filed !== undefined) for (const phrase of filed) look(found, phrase, words, start)
    if (isNumber(text) && !continuesNumber(words, start)) {
      for (const phrase of startingWithNumber) look(found, phrase, words, start)
    }
  }
  lastWords = words
  lastFound = found
  return found
}

/**
 * How many phrases words hold, counting up to `enough`: a phrase of `phrases` counts as `enough`
 * on its own; each different one of `everyday` (phrases with an everyday sense too) counts one,
 * and a phrase found within the words of another counts with it as one ("me chama no direct"
 * holds both `me chama no direct` and `chama no direct`: one ask, one cue). Make a counter once,
 * when its rule's module loads: its phrases join the index for good.
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
    const { phrases, spans } = phrasesIn(words)
    let everydayFound = 0
    for (const phrase of phrases) {
      if (phrase.counter !== counter) continue
      if (phrase.alone) return enough
      everydayFound++
    }
    if (everydayFound < 2) return Math.min(everydayFound, enough)
    // Two or more: their first occurrences, as [start, end], to see which lie within another.
    const found: [number, number][] = []
    for (let at = 0; at < phrases.length; at++) {
      if ((phrases[at] as Phrase).counter !== counter) continue
      found.push([spans[2 * at] as number, spans[2 * at + 1] as number])
    }
    return Math.min(apart(found), enough)
  }
}

/**
 * How many of the spans are not within another (one the same as another counts once): the
 * spans that end past every span starting before or with them, in order of start.
 */
function apart(spans: [number, number][]): number {
  spans.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  let count = 0
  let end = -1
  for (const [, stop] of spans) {
    if (stop <= end) continue
    count++
    end = stop
  }
  return count
}
