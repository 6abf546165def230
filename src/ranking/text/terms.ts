/**
 * Terms: the words of a text that say what it is about, in a form shared by a word's
 * inflections. Stopwords (from the `stopword` package's lists) are left out, and each word is
 * reduced to its stem by the Snowball stemmer of the text's language (`@orama/stemmers`), so
 * `lanes` and `lane`, `entrenamiento` and `entrenar` meet. Japanese and Chinese are segmented
 * into words (tokenize.ts), not stemmed. Pure: no I/O here.
 */
import { stemmer as dutch } from '@orama/stemmers/dutch'
import { stemmer as english } from '@orama/stemmers/english'
import { stemmer as french } from '@orama/stemmers/french'
import { stemmer as german } from '@orama/stemmers/german'
import { stemmer as italian } from '@orama/stemmers/italian'
import { stemmer as portuguese } from '@orama/stemmers/portuguese'
import { stemmer as spanish } from '@orama/stemmers/spanish'
import { cat, deu, eng, fra, ita, jpn, nld, por, spa, zho } from 'stopword'
import { foldText } from './fold'
import { type Term, termEntry, type Word, wordOf } from './words'

export interface Language {
  stem: (word: string) => string
  stopwords: ReadonlySet<string>
  /** Where a word's entry keeps its term in this language (`Word.terms`). */
  slot: number
}

const unchanged = (word: string) => word

/**
 * A stopword list as words are compared with it: folded as every word of a text is (`más` is
 * read `mas`), beside the list's own spellings.
 */
function stopwords(list: readonly string[]): ReadonlySet<string> {
  return new Set([...list, ...list.map(foldText)])
}

/** By ISO 639-1 code, as X labels posts. English is also the fallback for unknown codes. */
const LANGUAGES: Readonly<Record<string, Language>> = {
  en: { stem: english, stopwords: stopwords(eng), slot: 0 },
  es: { stem: spanish, stopwords: stopwords(spa), slot: 1 },
  de: { stem: german, stopwords: stopwords(deu), slot: 2 },
  fr: { stem: french, stopwords: stopwords(fra), slot: 3 },
  pt: { stem: portuguese, stopwords: stopwords(por), slot: 4 },
  it: { stem: italian, stopwords: stopwords(ita), slot: 5 },
  nl: { stem: dutch, stopwords: stopwords(nld), slot: 6 },
  ca: { stem: unchanged, stopwords: stopwords(cat), slot: 7 },
  ja: { stem: unchanged, stopwords: stopwords(jpn), slot: 8 },
  zh: { stem: unchanged, stopwords: stopwords(zho), slot: 9 },
}

/** The languages whose stemmer and stopwords apply to a post labelled `lang`. */
export function languageOf(lang: string): Language {
  return LANGUAGES[lang.toLowerCase().slice(0, 2)] ?? (LANGUAGES.en as Language)
}

/** Whether a (folded) word is a stopword of the language, or of English, which posts mix in. */
export function isStopword(word: string, language: Language): boolean {
  return language.stopwords.has(word) || (LANGUAGES.en as Language).stopwords.has(word)
}

/** A word's stem in the language; a number or an identifier is a term as it is. */
function stemByDefinition(word: string, language: Language): string {
  return /^[\p{L}\p{M}]+$/u.test(word) ? language.stem(word) : word
}

/** The definition of a word's term: null for a stopword, else its stem. */
export function termByDefinition(word: string, language: Language): string | null {
  return isStopword(word, language) ? null : stemByDefinition(word, language)
}

function termEntryByDefinition(word: string, language: Language): Term | null {
  const term = termByDefinition(word, language)
  return term === null ? null : termEntry(term)
}

/**
 * A word's term, as the table's entry (text/words.ts), worked out once per word and language
 * and kept in the word's entry: a page of posts repeats most of its words, and a Snowball
 * stemmer costs a few microseconds a word.
 */
export function termOfWord(word: Word, language: Language): Term | null {
  if (word.termSlot === language.slot) return word.term
  if (word.termSlot < 0) {
    word.term = termEntryByDefinition(word.text, language)
    word.termSlot = language.slot
    return word.term
  }
  word.otherTerms ??= []
  let term = word.otherTerms[language.slot]
  if (term === undefined) {
    term = termEntryByDefinition(word.text, language)
    word.otherTerms[language.slot] = term
  }
  return term
}

function termOf(word: string, language: Language): string | null {
  return termOfWord(wordOf(word), language)?.text ?? null
}

/**
 * The stems of the stopwords asked for so far, by language: a stopword's term is null, and a
 * query's stopwords are stemmed at every ranking (topicality leaves the query's stems out), a
 * few microseconds each. Never larger than the stopword lists.
 */
const stopwordStems = new Map<Language, Map<string, string>>()

/** A word's stem in the language (a stopword's too). */
export function stemOf(word: string, language: Language): string {
  const term = termOf(word, language)
  if (term !== null) return term
  let stems = stopwordStems.get(language)
  if (stems === undefined) {
    stems = new Map()
    stopwordStems.set(language, stems)
  }
  let stem = stems.get(word)
  if (stem === undefined) {
    stem = stemByDefinition(word, language)
    stems.set(word, stem)
  }
  return stem
}

/** The terms of a text's (folded) words: stopwords left out, the rest stemmed, in order. */
export function termsOf(words: readonly string[], lang: string): string[] {
  return termsIn(words, languageOf(lang))
}

/** `termsOf`, for a language already looked up (an analysed post's). */
export function termsIn(words: readonly string[], language: Language): string[] {
  const terms: string[] = []
  for (const word of words) {
    const term = termOf(word, language)
    if (term !== null) terms.push(term)
  }
  return terms
}
