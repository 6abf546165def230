/**
 * How much a post says: its terms (stopwords, mentions and links left out), each counted once,
 * and its hashtags' words not at all (a tag repeats or decorates what the text says).
 */
import { termsOf } from '../text/terms'
import { tokenizeFolded } from '../text/tokenize'
import type { PostSignal } from './signal'

export const contentTerms = {
  name: 'contentTerms',
  detect: ({ post, terms, hashtags }) => {
    const distinct = new Set(terms)
    for (const term of termsOf(hashtags.flatMap(tokenizeFolded), post.lang)) distinct.delete(term)
    return distinct.size
  },
} as const satisfies PostSignal
