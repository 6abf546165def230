/**
 * How much a post says: its terms (stopwords, mentions and links left out), each counted once,
 * and its hashtags' words not at all (a tag repeats or decorates what the text says).
 */
import { termsIn } from '../text/terms'
import type { PostSignal } from './signal'

export const contentTerms = {
  name: 'contentTerms',
  // Read from termEntries, the terms each once (termSet's), which analysis already holds.
  detect: ({ termEntries, language, hashtagWords }) => {
    if (hashtagWords.length === 0) return termEntries.length
    const tagged = new Set(termsIn(hashtagWords, language))
    let count = 0
    for (const term of termEntries) if (!tagged.has(term.text)) count++
    return count
  },
} as const satisfies PostSignal
