/**
 * The mock source: X's recent search, emulated over the seed corpus. Matching posts are
 * taken newest first until the cap, exactly as a provider call with `max_results`.
 *
 * A corpus that cannot change (a frozen array, as the seed corpus is) gets an inverted
 * index on its first search: for each word, hashtag, mention, author (by username and by
 * id), replied-to user and post, conversation and reposted author, the positions of the
 * posts that have it. A query then only visits the posts that can match (those with all
 * the words of a term, one of the branches of an OR, …) and checks each one exactly as
 * before, in corpus order, so the answer is the same as a full scan's.
 */
import type { AnalyzedPost } from '../ranking/analysis'
import { matches } from '../ranking/query/match'
import {
  type ParsedQuery,
  parseQuery,
  type QueryNode,
  withoutRetweets,
} from '../ranking/query/parse'
import { findKey, sortKeys } from './sorted-keys'

/** The positions (ascending) of the posts filed under each key. */
interface Postings {
  get(key: string): readonly number[] | undefined
}

interface CorpusIndex<Map extends Postings = Postings> {
  words: Map
  hashtags: Map
  mentions: Map
  authors: Map
  repliesTo: Map
  conversations: Map
  repliesToPost: Map
  /** Reposts by their original's author, under the author's id and lower-cased username. */
  repostsOf: Map
}

const indexes = new WeakMap<readonly AnalyzedPost[], CorpusIndex>()

function post(to: Map<string, number[]>, key: string, position: number): void {
  const positions = to.get(key)
  if (!positions) to.set(key, [position])
  else if (positions[positions.length - 1] !== position) positions.push(position)
}

function buildIndex(posts: readonly AnalyzedPost[]): CorpusIndex<Map<string, number[]>> {
  const index: CorpusIndex<Map<string, number[]>> = {
    words: new Map(),
    hashtags: new Map(),
    mentions: new Map(),
    authors: new Map(),
    repliesTo: new Map(),
    conversations: new Map(),
    repliesToPost: new Map(),
    repostsOf: new Map(),
  }
  posts.forEach((entry, position) => {
    for (const word of new Set(entry.words)) post(index.words, word, position)
    for (const tag of entry.hashtags) post(index.hashtags, tag, position)
    for (const name of entry.mentions) post(index.mentions, name, position)
    // Users by username and by id, as from: and to: take either.
    post(index.authors, entry.authorUsername, position)
    if (entry.post.author.id) post(index.authors, entry.post.author.id, position)
    const { repliedToUserId, conversationId, repliedToPostId, repostOfUserId, repostOf } =
      entry.facts
    if (entry.repliedTo) post(index.repliesTo, entry.repliedTo, position)
    if (repliedToUserId) post(index.repliesTo, repliedToUserId, position)
    if (conversationId) post(index.conversations, conversationId, position)
    if (repliedToPostId) post(index.repliesToPost, repliedToPostId, position)
    if (repostOfUserId) post(index.repostsOf, repostOfUserId, position)
    if (repostOf) post(index.repostsOf, repostOf.toLowerCase(), position)
  })
  return index
}

function indexOf(posts: readonly AnalyzedPost[]): CorpusIndex | undefined {
  if (!Object.isFrozen(posts)) return undefined
  let index = indexes.get(posts)
  if (!index) {
    index = buildIndex(posts)
    indexes.set(posts, index)
  }
  return index
}

/**
 * A corpus's index as a file keeps it (the seed index, seed-index.ts): each of its maps as two
 * strings, its keys sorted (sorted-keys.ts) and separated by spaces (no key holds one) and their
 * lists of positions likewise, the positions of a list separated by commas. A file of a few
 * strings is parsed at once, and a list is read only when a search asks for its key.
 */
export type StoredCorpusIndex = Record<keyof CorpusIndex, [keys: string, positions: string]>

const INDEX_MAPS: readonly (keyof CorpusIndex)[] = [
  'words',
  'hashtags',
  'mentions',
  'authors',
  'repliesTo',
  'conversations',
  'repliesToPost',
  'repostsOf',
]

/** The index a first search of `posts` would build, as a file keeps it. */
export function storeCorpusIndex(posts: readonly AnalyzedPost[]): StoredCorpusIndex {
  const index = buildIndex(posts)
  const stored = {} as StoredCorpusIndex
  for (const name of INDEX_MAPS) {
    const keys = sortKeys(index[name].keys())
    for (const key of keys) {
      if (key === '' || /\s/.test(key)) throw new Error(`cannot keep the ${name} key "${key}"`)
    }
    const lists = keys.map((key) => (index[name].get(key) as number[]).join(','))
    stored[name] = [keys.join(' '), lists.join(' ')]
  }
  return stored
}

/** A stored map of the index: a key's positions read from their text when first asked for. */
class StoredPostings implements Postings {
  readonly #keys: readonly string[]
  readonly #lists: (string | number[])[]

  constructor([keys, lists]: [string, string]) {
    this.#keys = keys === '' ? [] : keys.split(' ')
    this.#lists = lists === '' ? [] : lists.split(' ')
  }

  get(key: string): readonly number[] | undefined {
    const at = findKey(this.#keys, key)
    if (at < 0) return undefined
    const list = this.#lists[at] as string | number[]
    if (typeof list !== 'string') return list
    const positions = list.split(',').map(Number)
    this.#lists[at] = positions
    return positions
  }
}

/**
 * Gives a frozen corpus the index kept of it (`storeCorpusIndex` of the same posts, in the same
 * order), so that its first search does not build one.
 */
export function adoptCorpusIndex(posts: readonly AnalyzedPost[], stored: StoredCorpusIndex): void {
  if (!Object.isFrozen(posts)) throw new Error('only a frozen corpus keeps an index')
  const index = {} as CorpusIndex
  for (const name of INDEX_MAPS) index[name] = new StoredPostings(stored[name])
  indexes.set(posts, index)
}

const NONE: readonly number[] = []

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as number
    const y = b[j] as number
    if (x === y) {
      out.push(x)
      i++
      j++
    } else if (x < y) i++
    else j++
  }
  return out
}

function union(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY
    out.push(Math.min(x, y))
    if (x <= y) i++
    if (y <= x) j++
  }
  return out
}

function allOf(index: Postings, keys: readonly string[]): readonly number[] | null {
  let result: readonly number[] | null = null
  for (const key of keys) {
    const positions = index.get(key) ?? NONE
    result = result === null ? positions : intersect(result, positions)
  }
  return result
}

/**
 * Positions (ascending) of every post that can match `node`, or null when the index
 * cannot narrow it down (negations, language and kind filters, the empty query).
 */
function candidates(node: QueryNode, index: CorpusIndex): readonly number[] | null {
  switch (node.type) {
    case 'and': {
      let result: readonly number[] | null = null
      for (const child of node.children) {
        const narrowed = candidates(child, index)
        if (narrowed !== null) result = result === null ? narrowed : intersect(result, narrowed)
      }
      return result
    }
    case 'or': {
      let result: readonly number[] = NONE
      for (const child of node.children) {
        const narrowed = candidates(child, index)
        if (narrowed === null) return null
        result = union(result, narrowed)
      }
      return result
    }
    case 'term':
    case 'phrase':
      return allOf(index.words, node.tokens)
    case 'cashtag':
      // Its symbol is a word of the text ("$TSLA" has the word "tsla").
      return index.words.get(node.symbol) ?? NONE
    case 'hashtag':
      return index.hashtags.get(node.tag) ?? NONE
    case 'mention':
      return index.mentions.get(node.username) ?? NONE
    case 'to':
      return index.repliesTo.get(node.username) ?? NONE
    case 'from':
      return index.authors.get(node.username) ?? NONE
    case 'conversation':
      return index.conversations.get(node.id) ?? NONE
    case 'replyTo':
      return index.repliesToPost.get(node.id) ?? NONE
    case 'retweetsOf':
      return index.repostsOf.get(node.user) ?? NONE
    default:
      return null
  }
}

export function searchCorpus(
  posts: readonly AnalyzedPost[],
  query: ParsedQuery,
  maxResults: number,
): AnalyzedPost[] {
  const found: AnalyzedPost[] = []
  const index = indexOf(posts)
  const positions = index ? candidates(query.root, index) : null
  if (positions === null) {
    for (const entry of posts) {
      if (found.length >= maxResults) break
      if (matches(query.root, entry)) found.push(entry)
    }
    return found
  }
  for (const position of positions) {
    if (found.length >= maxResults) break
    const entry = posts[position] as AnalyzedPost
    if (matches(query.root, entry)) found.push(entry)
  }
  return found
}

export interface MockSearch {
  q: string
  omitRetweets: boolean
  maxResults: number
}

/** How many matches the mock source reads for the ranking's context, whatever it hands on. */
export const MOCK_CONTEXT_RESULTS = 100

/**
 * The mock source's answer to a search: the query parsed (with `-is:retweet` under
 * `omitRetweets`, as the provider query gets it), the posts it retrieves (the newest
 * `maxResults` matches) and their context (the newest MOCK_CONTEXT_RESULTS matches, of which
 * `posts` are the first), which the ranking's list-level rules read, so that no post's breakdown
 * depends on `maxResults`. What /api/compare and /api/search rank with `source=mock`, and what
 * `npm run eval` judges.
 */
export function mockSearch(
  corpus: readonly AnalyzedPost[],
  search: MockSearch,
): { query: ParsedQuery; posts: AnalyzedPost[]; context: AnalyzedPost[] } {
  const parsed = parseQuery(search.q)
  const query = search.omitRetweets ? withoutRetweets(parsed) : parsed
  const context = searchCorpus(corpus, query, Math.max(search.maxResults, MOCK_CONTEXT_RESULTS))
  return { query, posts: context.slice(0, search.maxResults), context }
}
