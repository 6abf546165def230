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

export interface Language {
  stem: (word: string) => string
  stopwords: ReadonlySet<string>
}

const unchanged = (word: string) => word

/** By ISO 639-1 code, as X labels posts. English is also the fallback for unknown codes. */
const LANGUAGES: Readonly<Record<string, Language>> = {
  en: { stem: english, stopwords: new Set(eng) },
  es: { stem: spanish, stopwords: new Set(spa) },
  de: { stem: german, stopwords: new Set(deu) },
  fr: { stem: french, stopwords: new Set(fra) },
  pt: { stem: portuguese, stopwords: new Set(por) },
  it: { stem: italian, stopwords: new Set(ita) },
  nl: { stem: dutch, stopwords: new Set(nld) },
  ca: { stem: unchanged, stopwords: new Set(cat) },
  ja: { stem: unchanged, stopwords: new Set(jpn) },
  zh: { stem: unchanged, stopwords: new Set(zho) },
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

/**
 * Each word's term already worked out, by language (null: a stopword). A page of posts repeats
 * most of its words, and a Snowball stemmer costs a few microseconds a word. Cleared when it
 * grows large, so an isolate keeps at most a few hundred kilobytes.
 */
const known = new Map<Language, Map<string, string | null>>()
const MAX_REMEMBERED = 20_000

/** The terms already worked out in the language. */
function knownIn(language: Language): Map<string, string | null> {
  let terms = known.get(language)
  if (!terms || terms.size > MAX_REMEMBERED) {
    terms = new Map()
    known.set(language, terms)
  }
  return terms
}

function termOf(word: string, language: Language, terms = knownIn(language)): string | null {
  let term = terms.get(word)
  if (term === undefined) {
    term = isStopword(word, language) ? null : stemByDefinition(word, language)
    terms.set(word, term)
  }
  return term
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
  const remembered = knownIn(language)
  const terms: string[] = []
  for (const word of words) {
    const term = termOf(word, language, remembered)
    if (term !== null) terms.push(term)
  }
  return terms
}
