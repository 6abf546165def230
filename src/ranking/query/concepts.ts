/**
 * What a query asks for, as text relevance scores it: its concepts (a word, a phrase, a
 * hashtag's words) combined as the query combines them (all of an AND, any of an OR).
 * Operators that filter (from:, lang:, is:, -word, …) are retrieval's business, not relevance's.
 * Pure: no I/O here.
 */
import { tokenizeFolded } from '../text/tokenize'
import type { QueryNode } from './parse'

export type Concepts =
  /** Every child: coverage counts how many are there. */
  | { kind: 'all'; children: Concepts[] }
  /** Any child: the best one counts. */
  | { kind: 'any'; children: Concepts[] }
  /** Folded words, all of which make the concept (one for a word, several for a phrase). */
  | { kind: 'words'; words: string[] }

function combined(kind: 'all' | 'any', children: (Concepts | null)[]): Concepts | null {
  const kept = children.filter((child): child is Concepts => child !== null)
  if (kept.length === 0) return null
  return kept.length === 1 ? (kept[0] as Concepts) : { kind, children: kept }
}

/** The concepts of a parsed query; null when it has none (an empty or operators-only query). */
export function conceptsOf(node: QueryNode): Concepts | null {
  switch (node.type) {
    case 'and':
      return combined('all', node.children.map(conceptsOf))
    case 'or':
      return combined('any', node.children.map(conceptsOf))
    case 'term':
    case 'phrase':
      return { kind: 'words', words: node.tokens }
    // A hashtag is its word: tagging a word adds nothing to having it.
    case 'hashtag': {
      const words = tokenizeFolded(node.tag)
      return words.length > 0 ? { kind: 'words', words } : null
    }
    case 'cashtag':
      return { kind: 'words', words: [node.symbol] }
    default:
      return null
  }
}

/**
 * Whether a query asks for anything: a word, a tag, a filter such as `from:`. An empty query, or
 * one that only leaves posts out (`-is:retweet`, what `omitRetweets` adds), asks for nothing.
 */
export function asksForAnything(node: QueryNode): boolean {
  switch (node.type) {
    case 'all':
    case 'not':
      return false
    case 'and':
    case 'or':
      return node.children.some(asksForAnything)
    default:
      return true
  }
}

/** Every word of the concepts, once per concept it belongs to. */
export function conceptWords(concepts: Concepts | null): string[] {
  if (concepts === null) return []
  if (concepts.kind === 'words') return concepts.words
  return concepts.children.flatMap(conceptWords)
}

/** Whether the query is only hashtags (a tag is language-neutral: no language is preferred). */
export function onlyHashtags(node: QueryNode): boolean {
  switch (node.type) {
    case 'hashtag':
      return true
    case 'and':
    case 'or':
      return node.children.every(onlyHashtags)
    default:
      return false
  }
}
