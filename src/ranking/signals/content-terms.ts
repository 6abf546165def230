/**
 * How much a post says: its terms (stopwords, mentions and links left out), each counted once,
 * and its hashtags' words not at all (a tag repeats or decorates what the text says).
 */
import { termOfWord } from '../text/terms'
import { newCount } from '../text/words'
import type { PostSignal } from './signal'

export const contentTerms = {
  name: 'contentTerms',
  // Read from termEntries, the terms each once (termSet's), which analysis already holds. The
  // hashtags' terms are marked in their entries (one entry per term in the table's generation,
  // which the post's terms are of too) rather than gathered into a Set.
  detect: ({ termEntries, language, hashtagEntries }) => {
    if (hashtagEntries.length === 0) return termEntries.length
    const tagged = newCount()
    for (const word of hashtagEntries) {
      const term = termOfWord(word, language)
      if (term !== null) term.seen = tagged
    }
    let count = 0
    for (const term of termEntries) if (term.seen !== tagged) count++
    return count
  },
} as const satisfies PostSignal
