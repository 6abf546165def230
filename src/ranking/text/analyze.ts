/**
 * The one definition of text analysis, used by the query parser, post analysis, phrase
 * matching, the spam signals and the mock search alike. Pure: no I/O here.
 */
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

/**
 * The word table's entries of each text's words (`wordsOf(postWords(text))` of each), as one
 * batch of the table: read in one pass where the text allows it (text/scan.ts), the others by
 * the definition.
 */
export function postEntriesAll(texts: readonly string[]): Word[][] {
  startBatch()
  return texts.map((text) => scannedWords(text) ?? postWords(text).map(wordOf))
}
