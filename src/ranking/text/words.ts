/**
 * The word table: what the analysis needs to know of a (folded) word, worked out the first time
 * an isolate meets the word. A page of posts repeats most of its words, and each step of the
 * analysis used to look each word up again (its term, its hash for the fingerprint): now a post's
 * words are looked up once, into their entries, and every step reads the entry. A word's term is
 * an entry too, one per term, so the list-level steps count terms without looking them up
 * (relevance.ts). Cleared when it grows large, so an isolate keeps about ten megabytes at most;
 * each clearing starts a new generation of entries. Pure: no I/O here.
 */
import { hashString } from '../duplicates'

export interface Word {
  /** The word, folded. */
  readonly text: string
  /** `hashString` of it: the word in a near-duplicate fingerprint (duplicates.ts). */
  readonly hash: number
  /**
   * Its term (text/terms.ts) in the language of slot `termSlot`, the first it was asked in
   * (-1: none yet): null for a stopword. Kept in the entry itself, which the analysis has just
   * read, rather than in an object of its own, since most words are asked in one language.
   */
  term: Term | null
  termSlot: number
  /** Its terms in other languages, by slot: undefined until asked (null: none asked yet). */
  otherTerms: (Term | null | undefined)[] | null
  /** The last count that met it: of a post's different words (analysis.ts). */
  seen: number
}

/** How many documents hold each term: a corpus's (analysis.ts `CorpusStats`), which never changes. */
export interface Frequencies {
  get(term: string): number | undefined
}

/** A term (text/terms.ts): one entry per term in a generation of the table. */
export interface Term {
  /** The term. */
  readonly text: string
  /** The last count that met it: of a post's distinct terms (analysis.ts). */
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
  frequencies: Frequencies | null
  frequency: number
}

/**
 * Words beyond this many clear the table (before a batch of words, never during one): with
 * their terms, about ten megabytes at most (`npm run bench`'s `word_table_mib`: 8.1 MiB for
 * 29,000 words of long posts, each with its term).
 */
export const MAX_WORDS = 30_000
/**
 * Characters of words beyond this many clear it too, whatever the count of words: a long post
 * can be one word of 25,000 characters, which the table keeps twice (its string, and its code
 * units in `letters`), and 30,000 such words would be over two gigabytes.
 */
export const MAX_LETTERS = 1 << 20

/**
 * The table itself: open addressing over the words' hashes, so a word can be found from the
 * characters of a text being read (`wordOfUnits`) without making a string of it first. Each
 * slot is four numbers, read together: the word's hash, one more than its index in `entries`
 * (0: an empty slot), and where its characters are in `letters` and how many; so a look-up
 * reads the slot and the characters, not the entry object and its string. The slots double
 * whenever the words fill half of them, so probes stay short and always end.
 */
const FIRST_SLOTS = 1 << 16
const SLOT = 4
let slots = new Int32Array(FIRST_SLOTS * SLOT)
let mask = FIRST_SLOTS - 1
const FIRST_LETTERS = 1 << 18
let letters = new Uint16Array(FIRST_LETTERS)
let lettersUsed = 0
let entries: Word[] = []
let terms = new Map<string, Term>()
let generation = 0
let counts = 0

/** A new generation: every entry made after this is of the new one. */
function cleared(): void {
  slots = new Int32Array(FIRST_SLOTS * SLOT)
  mask = FIRST_SLOTS - 1
  letters = new Uint16Array(FIRST_LETTERS)
  lettersUsed = 0
  entries = []
  terms = new Map()
  generation++
}

/** Clears the table if it has grown large: called before a batch of words, never during one. */
export function startBatch(): void {
  if (entries.length > MAX_WORDS || lettersUsed > MAX_LETTERS) cleared()
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

function created(text: string, hash: number, slot: number): Word {
  const word: Word = {
    text,
    hash,
    term: null,
    termSlot: -1,
    otherTerms: null,
    seen: 0,
  }
  entries.push(word)
  if (lettersUsed + text.length > letters.length) {
    const more = new Uint16Array(Math.max(letters.length * 2, lettersUsed + text.length))
    more.set(letters)
    letters = more
  }
  for (let i = 0; i < text.length; i++) letters[lettersUsed + i] = text.charCodeAt(i)
  file(slot, hash, entries.length, lettersUsed, text.length)
  lettersUsed += text.length
  if (entries.length * 2 > mask + 1) grown()
  return word
}

function file(slot: number, hash: number, index: number, at: number, length: number): void {
  const base = slot * SLOT
  slots[base] = hash
  slots[base + 1] = index
  slots[base + 2] = at
  slots[base + 3] = length
}

/** Twice the slots, every entry filed again (the entries, and so the generation, stay). */
function grown(): void {
  const old = slots
  slots = new Int32Array(old.length * 2)
  mask = slots.length / SLOT - 1
  for (let base = 0; base < old.length; base += SLOT) {
    const index = old[base + 1] as number
    if (index === 0) continue
    const hash = old[base] as number
    let slot = hash & mask
    while (slots[slot * SLOT + 1] !== 0) slot = (slot + 1) & mask
    file(slot, hash, index, old[base + 2] as number, old[base + 3] as number)
  }
}

/** `wordOf`'s copy of a word's code units; grown when a word outgrows it. */
let scratch: Uint16Array = new Uint16Array(64)

/**
 * The entry of a (folded) word. The table is only cleared before a batch of words (`startBatch`,
 * `wordsOf`), so a batch's entries and their terms are of one generation.
 */
export function wordOf(text: string): Word {
  if (text.length > scratch.length) scratch = new Uint16Array(text.length * 2)
  for (let i = 0; i < text.length; i++) scratch[i] = text.charCodeAt(i)
  return wordOfUnits(scratch, text.length, hashString(text))
}

/**
 * The entry of the word whose (folded) code units are `units[0..length)`, with `hash`, their
 * `hashString`: what a reader of a text that folds as it goes (text/scan.ts) calls at the end of
 * each word. A new word's text is a new string made from the units, never a slice of the text
 * it was read in: V8 makes a slice of 13 characters or more a view of the whole text, which the
 * table would then keep alive (a 25,000-character long post for each long word).
 */
export function wordOfUnits(units: Uint16Array, length: number, hash: number): Word {
  let slot = hash & mask
  for (; slots[slot * SLOT + 1] !== 0; slot = (slot + 1) & mask) {
    const base = slot * SLOT
    if (slots[base] !== (hash | 0) || slots[base + 3] !== length) continue
    const at = slots[base + 2] as number
    let i = 0
    while (i < length && letters[at + i] === units[i]) i++
    if (i === length) return entries[(slots[base + 1] as number) - 1] as Word
  }
  return created(stringOf(units, length), hash, slot)
}

/** Code units a call takes as arguments at most: a word can be longer than the stack allows. */
const CHUNK = 8192

function stringOf(units: Uint16Array, length: number): string {
  let text = ''
  for (let at = 0; at < length; at += CHUNK) {
    text += String.fromCharCode(...units.subarray(at, Math.min(length, at + CHUNK)))
  }
  return text
}

/** The entries of a text's words, in order: one table of them, so one entry per word. */
export function wordsOf(texts: readonly string[]): Word[] {
  startBatch()
  return texts.map(wordOf)
}
