/** What a signal is: a small rule that reads an analysed post, or a whole list, and returns a value. */
import type { Post, PostFacts } from '../../domain/post'
import type { CharacterCounts } from '../text/character-counts'
import type { Language } from '../text/terms'
import type { Term, Word } from '../text/words'

/** What a post signal reads: the post and its analysed text. */
export interface SignalInput {
  post: Post
  facts: PostFacts
  /** The text's words, folded, links left out. */
  words: readonly string[]
  /**
   * The same words as the word table's entries (text/words.ts), where what is known of each
   * word (its hash, its terms) was worked out once: what phrase rules read (phrases.ts).
   */
  entries: readonly Word[]
  /** How many different words (entries) it has. */
  distinctWords: number
  /** Its characters counted, links included (text/character-counts.ts). */
  characters: CharacterCounts
  /** Its terms: stemmed, stopwords and mentions left out (text/terms.ts). */
  terms: readonly string[]
  /** The same, each once. */
  readonly termSet: ReadonlySet<string>
  /** The same again, in the same order, as the word table's entries (text/words.ts). */
  termEntries: readonly Term[]
  /** The stemmer and stopwords of the post's language. */
  language: Language
  /** The post's hashtags, folded, each once. */
  hashtags: readonly string[]
  /** Their words (`tokenizeFolded` of each), in order, as the word table's entries. */
  hashtagEntries: readonly Word[]
}

/** A rule about one post: a count, or 1 / 0 for yes / no. */
export interface PostSignal<Name extends string = string> {
  readonly name: Name
  detect(input: SignalInput): number
}

/**
 * What the list signals read of each post of a list; an analysed post (analysis.ts) has it all.
 * Declared here, not taken from the analysis, so that the signals depend on no module that
 * depends on them.
 */
export interface ListedPost {
  post: Post
  facts: PostFacts
  authorUsername: string
  /** Its word pairs (duplicates.ts). */
  fingerprint: readonly number[]
  /** Whether it repeats an older post of its corpus word for word (later-copy.ts). */
  repeatsOlder: boolean
  /** The post signals' values (signals/index.ts), by name. */
  signals: Readonly<Record<string, number>>
}

/**
 * A rule about a post within its list: one value per post of the list (newest first), for
 * what depends on the other posts (a copy of another, a repost of another).
 */
export interface ListSignal<Name extends string = string, Entry = unknown> {
  readonly name: Name
  detect(list: readonly Entry[]): number[]
}
