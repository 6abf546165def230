/**
 * The one definition of text analysis, used by the query parser, post analysis, phrase
 * matching, the spam signals and the mock search alike. Pure: no I/O here.
 */
import { CharacterCounter, type CharacterCounts, characterCounts } from './character-counts'
import { foldText } from './fold'
import { scannedWords } from './scan'
import { stripLinks, tokenizeFolded } from './tokenize'
import { startBatch, type Word, wordOf } from './words'

export { foldText } from './fold'
export { hasUnspacedScript, stripLinks, tokenizeFolded } from './tokenize'

/** Folds then tokenises: the words of a query term, a hashtag, a phrase of a rule. */
export function tokenize(input: string): string[] {
  return tokenizeFolded(foldText(input))
}

/** The words of a post's text: folded, tokenised, links left out. */
export function postWords(text: string): string[] {
  return tokenize(stripLinks(text))
}

/** A post's text read: its words' entries in the word table, and its characters counted. */
export interface ReadText {
  entries: Word[]
  characters: CharacterCounts
}

/**
 * Each text read (`wordsOf(postWords(text))` and `characterCounts(text)` of each), as one batch
 * of the table: in one pass where the text allows it (text/scan.ts), the others by the
 * definitions.
 */
export function readTexts(texts: readonly string[]): ReadText[] {
  startBatch()
  return texts.map((text) => {
    const characters = new CharacterCounter()
    const entries = scannedWords(text, characters)
    if (entries !== null) return { entries, characters }
    return { entries: postWords(text).map(wordOf), characters: characterCounts(text) }
  })
}

/** The entries of each text's words, as `readTexts` reads them, without counting characters. */
export function readWords(texts: readonly string[]): Word[][] {
  startBatch()
  return texts.map((text) => scannedWords(text) ?? postWords(text).map(wordOf))
}
