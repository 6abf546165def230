/**
 * How much a post says: its terms (stopwords, mentions and links left out), each counted once,
 * and its hashtags' words not at all (a tag repeats or decorates what the text says).
 */
import { termOfWord } from '../text/terms'
import type { PostSignal } from './signal'

export const contentTerms = {
  name: 'contentTerms',
  // termEntries: the terms each once (termSet's), which analysis already holds.
  detect: ({ termEntries, language, hashtagEntries }) => {
    const tagged = new Set(hashtagEntries.map((word) => termOfWord(word, language)))
    let count = 0
    for (const term of termEntries) if (!tagged.has(term)) count++
    return count
  },
} as const satisfies PostSignal
