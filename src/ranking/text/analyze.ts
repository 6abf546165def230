/**
 * The one definition of text analysis, used by the query parser, post analysis, phrase
 * matching, the spam signals and the mock search alike. Pure: no I/O here.
 */
import { foldText } from './fold'
import { stripLinks, tokenizeFolded, tokenizeFoldedAll } from './tokenize'

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

/** `postWords` of each text, segmented together (tokenizeFoldedAll). */
export function postWordsAll(texts: readonly string[]): string[][] {
  return tokenizeFoldedAll(texts.map((text) => foldText(stripLinks(text))))
}
