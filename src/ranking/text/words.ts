/**
 * The word table: what the analysis needs to know of a (folded) word, worked out the first time
 * an isolate meets the word. A page of posts repeats most of its words, and each step of the
 * analysis used to look each word up again (its term, each phrase rule, its hash for the
 * fingerprint, keyword stuffing's count): now a post's words are looked up once, into their
 * entries, and every step reads the entry. A word's term is an entry too, one per term, so the
 * list-level steps count terms without looking them up (relevance.ts). Cleared when it grows
 * large, so an isolate keeps about ten megabytes at most; each clearing starts a new generation of
 * entries. Pure: no I/O here.
 */
import { hashString } from '../duplicates'

export interface Word {
  /** The word, folded. */
  readonly text: string
  /** `hashString` of it: the word in a near-duplicate fingerprint (duplicates.ts). */
  readonly hash: number
  /** Bit k set: the test of the k-th flag (`wordFlag`) holds for the word. */
  readonly flags: number
  /**
   * Its term (text/terms.ts) in the language of slot `termSlot`, the first it was asked in
   * (-1: none yet): null for a stopword. Kept in the entry itself, which the analysis has just
   * read, rather than in an object of its own, since most words are asked in one language.
   */
  term: Term | null
  termSlot: number
  /** Its terms in other languages, by slot: undefined until asked (null: none asked yet). */
  otherTerms: (Term | null | undefined)[] | null
  /** The last count of distinct words that met it (distinctWords). */
  seen: number
}

/** A term (text/terms.ts): one entry per term in a generation of the table. */
export interface Term {
  /** The term. */
  readonly text: string
  /** The last count of distinct terms that met it (analysis.ts). */
  seen: number
  /**
   * Scratch for one count over a list at a time (list-level steps run to the end before
   * another starts): the count under way (`newCount`) that last met the term, and its tally.
   */
  counted: number
  tally: number
  /** Scratch: the count under way that gave the term a weight, and the weight. */
  weighed: number
  weight: number
  /**
   * How many documents of `frequencies` (a corpus's documentFrequency, which never changes)
   * hold the term: the last such map read for it, kept with the term.
   */
  frequencies: ReadonlyMap<string, number> | null
  frequency: number
}

/**
 * Words beyond this many clear the table (before a batch of words, never during one): with
 * their terms, about ten megabytes at most (13 MB measured for 40,000 words of 9 letters, each
 * with terms in one or two languages).
 */
export const MAX_WORDS = 30_000
/** The flags' tests, by bit. */
const flagTests: ((word: string) => boolean)[] = []
/** A bit for each flag, of the 31 a small integer holds. */
const MAX_FLAGS = 31

let table = new Map<string, Word>()
let terms = new Map<string, Term>()
let generation = 0
let counts = 0

/** A new generation: every entry made after this is of the new one. */
function cleared(): void {
  table = new Map()
  terms = new Map()
  generation++
}

/** The generation of the entries made since the table was last cleared. */
export function wordGeneration(): number {
  return generation
}

/** A number no count so far has used (the `seen`, `counted` and `weighed` of entries). */
export function newCount(): number {
  return ++counts
}

/** The entry of a term, in the table's generation. */
export function termEntry(text: string): Term {
  let term = terms.get(text)
  if (term === undefined) {
    term = {
      text,
      seen: 0,
      counted: 0,
      tally: 0,
      weighed: 0,
      weight: 0,
      frequencies: null,
      frequency: 0,
    }
    terms.set(text, term)
  }
  return term
}

function created(text: string): Word {
  let flags = 0
  for (let bit = 0; bit < flagTests.length; bit++) {
    if ((flagTests[bit] as (word: string) => boolean)(text)) flags |= 1 << bit
  }
  const word: Word = {
    text,
    hash: hashString(text),
    flags,
    term: null,
    termSlot: -1,
    otherTerms: null,
    seen: 0,
  }
  table.set(text, word)
  return word
}

/**
 * A flag every word's entry carries: whether `test` holds for it, worked out once per word
 * (phrases.ts flags the words a phrase rule can start with). Returns the flag's bit in
 * `Word.flags`, or 0 when every bit is taken (the caller then tests each word itself).
 */
export function wordFlag(test: (word: string) => boolean): number {
  if (flagTests.length >= MAX_FLAGS) return 0
  flagTests.push(test)
  // Entries made before the flag do not carry it.
  cleared()
  return 1 << (flagTests.length - 1)
}

/**
 * The entry of a (folded) word. The table is only cleared before a batch of words (`wordsOf`,
 * `wordsOfEach`), so a batch's entries and their terms are of one generation.
 */
export function wordOf(text: string): Word {
  return table.get(text) ?? created(text)
}

/** The entries of a text's words, in order: one table of them, so one entry per word. */
export function wordsOf(texts: readonly string[]): Word[] {
  if (table.size > MAX_WORDS) cleared()
  const words = new Array<Word>(texts.length)
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i] as string
    words[i] = table.get(text) ?? created(text)
  }
  return words
}

/**
 * `wordsOf` each text's words, a page of them together: the page's words are looked up in a
 * table of the page's own first, so the isolate's table (large, and mostly out of the CPU's
 * caches) is read once per distinct word of the page rather than once per word.
 */
export function wordsOfEach(texts: readonly (readonly string[])[]): Word[][] {
  if (table.size > MAX_WORDS) cleared()
  const page = new Map<string, Word>()
  return texts.map((words) => {
    const found = new Array<Word>(words.length)
    for (let i = 0; i < words.length; i++) {
      const text = words[i] as string
      let word = page.get(text)
      if (word === undefined) {
        word = table.get(text) ?? created(text)
        page.set(text, word)
      }
      found[i] = word
    }
    return found
  })
}

/** How many different words `words` holds (entries from one `wordsOf`: one entry per word). */
export function distinctWords(words: readonly Word[]): number {
  const count = newCount()
  let distinct = 0
  for (const word of words) {
    if (word.seen !== count) {
      word.seen = count
      distinct++
    }
  }
  return distinct
}
