/**
 * Recent-search query language, simplified: terms (all must match), "phrases", OR, ( ), -negation,
 * #tag, @user, $cashtag and the operators from:, to:, lang:, url:, conversation_id:,
 * in_reply_to_tweet_id:, retweets_of:, is:, has:. Pure: no I/O here.
 */
import type { JsonObject } from './json.ts'
import { stringField } from './json.ts'
import type { SeedPost } from './seed.ts'

export type Clause =
  | { kind: 'term'; value: string }
  | { kind: 'phrase'; value: string }
  | { kind: 'hashtag'; value: string }
  | { kind: 'mention'; value: string }
  | { kind: 'cashtag'; value: string }
  | { kind: 'operator'; name: string; value: string }

export type QueryNode =
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode }
  | { kind: 'clause'; clause: Clause }

export type ParseResult = { ok: true; node: QueryNode } | { ok: false; message: string }

const VALUE_OPERATORS = new Set([
  'from',
  'to',
  'lang',
  'url',
  'conversation_id',
  'in_reply_to_tweet_id',
  'retweets_of',
])
const IS_VALUES = new Set(['retweet', 'reply', 'quote', 'verified', 'nullcast'])
const HAS_VALUES = new Set([
  'media',
  'links',
  'hashtags',
  'images',
  'videos',
  'mentions',
  'cashtags',
  'geo',
])
/** Operators that may not stand alone (X: "conjunction-required"). */
const CONJUNCTION_REQUIRED = new Set(['is', 'has', 'lang'])

type Token =
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'or' }
  | { kind: 'clause'; clause: Clause; negated: boolean }
  | { kind: 'not-group' }

class QueryError extends Error {}

function clauseOf(word: string): Clause {
  const operator = /^([a-z_]+):(.+)$/i.exec(word)
  if (operator?.[1] && operator[2] && !operator[2].startsWith('/')) {
    const name = operator[1].toLowerCase()
    const value = operator[2].replace(/^"(.*)"$/, '$1').toLowerCase()
    if (name === 'is' && !IS_VALUES.has(value)) {
      throw new QueryError(`Reference to invalid operator 'is:${value}'`)
    }
    if (name === 'has' && !HAS_VALUES.has(value)) {
      throw new QueryError(`Reference to invalid operator 'has:${value}'`)
    }
    if (name !== 'is' && name !== 'has' && !VALUE_OPERATORS.has(name)) {
      throw new QueryError(`Reference to invalid operator '${name}'`)
    }
    return {
      kind: 'operator',
      name,
      value: name === 'from' || name === 'to' ? strip(value) : value,
    }
  }
  const lowered = word.toLowerCase()
  if (lowered.length > 1 && lowered.startsWith('#'))
    return { kind: 'hashtag', value: lowered.slice(1) }
  if (lowered.length > 1 && lowered.startsWith('@'))
    return { kind: 'mention', value: lowered.slice(1) }
  if (/^\$[a-z]/i.test(lowered)) return { kind: 'cashtag', value: lowered.slice(1) }
  return { kind: 'term', value: lowered }
}

function strip(value: string): string {
  return value.startsWith('@') ? value.slice(1) : value
}

function tokenize(query: string): Token[] {
  const tokens: Token[] = []
  let index = 0
  while (index < query.length) {
    const char = query[index] ?? ''
    if (/\s/.test(char)) {
      index += 1
      continue
    }
    if (char === '(') {
      tokens.push({ kind: 'open' })
      index += 1
      continue
    }
    if (char === ')') {
      tokens.push({ kind: 'close' })
      index += 1
      continue
    }
    let negated = false
    if (char === '-' && index + 1 < query.length && !/\s/.test(query[index + 1] ?? ' ')) {
      negated = true
      index += 1
      if (query[index] === '(') {
        tokens.push({ kind: 'not-group' })
        continue
      }
    }
    if (query[index] === '"') {
      const end = query.indexOf('"', index + 1)
      if (end < 0) throw new QueryError('Unterminated quoted phrase')
      const phrase = query
        .slice(index + 1, end)
        .trim()
        .replace(/\s+/g, ' ')
      index = end + 1
      if (phrase) {
        tokens.push({
          kind: 'clause',
          clause: { kind: 'phrase', value: phrase.toLowerCase() },
          negated,
        })
      }
      continue
    }
    let end = index
    let inQuotes = false
    while (end < query.length) {
      const c = query[end] ?? ''
      if (c === '"') inQuotes = !inQuotes
      else if (!inQuotes && (/\s/.test(c) || c === '(' || c === ')')) break
      end += 1
    }
    const word = query.slice(index, end)
    index = end
    if (word === 'OR' && !negated) tokens.push({ kind: 'or' })
    else tokens.push({ kind: 'clause', clause: clauseOf(word), negated })
  }
  return tokens
}

class Parser {
  readonly tokens: Token[]
  position = 0

  constructor(tokens: Token[]) {
    this.tokens = tokens
  }

  parseOr(): QueryNode {
    const children = [this.parseAnd()]
    while (this.tokens[this.position]?.kind === 'or') {
      this.position += 1
      children.push(this.parseAnd())
    }
    return children.length === 1 && children[0] ? children[0] : { kind: 'or', children }
  }

  parseAnd(): QueryNode {
    const children: QueryNode[] = []
    for (;;) {
      const token = this.tokens[this.position]
      if (!token || token.kind === 'or' || token.kind === 'close') break
      children.push(this.parseUnary())
    }
    if (children.length === 0) throw new QueryError('Expected a term, a phrase or an operator')
    return children.length === 1 && children[0] ? children[0] : { kind: 'and', children }
  }

  parseUnary(): QueryNode {
    const token = this.tokens[this.position]
    this.position += 1
    if (!token) throw new QueryError('Unexpected end of query')
    if (token.kind === 'clause') {
      const node: QueryNode = { kind: 'clause', clause: token.clause }
      return token.negated ? { kind: 'not', child: node } : node
    }
    if (token.kind === 'open' || token.kind === 'not-group') {
      if (token.kind === 'not-group') this.position += 1
      const inner = this.parseOr()
      if (this.tokens[this.position]?.kind !== 'close') throw new QueryError("Missing ')'")
      this.position += 1
      return token.kind === 'not-group' ? { kind: 'not', child: inner } : inner
    }
    throw new QueryError(`Unexpected '${token.kind === 'close' ? ')' : 'OR'}'`)
  }
}

function isStandalone(clause: Clause): boolean {
  return clause.kind !== 'operator' || !CONJUNCTION_REQUIRED.has(clause.name)
}

/** True when the query has a positive clause that may stand alone (X rejects queries without). */
function hasPositiveStandalone(node: QueryNode): boolean {
  switch (node.kind) {
    case 'clause':
      return isStandalone(node.clause)
    case 'not':
      return false
    case 'and':
      return node.children.some(hasPositiveStandalone)
    case 'or':
      return node.children.every(hasPositiveStandalone)
  }
}

/** Parses a recent-search query; errors read like X's ("There were errors processing…"). */
export function parseQuery(query: string): ParseResult {
  try {
    const parser = new Parser(tokenize(query))
    const node = parser.parseOr()
    if (parser.position < parser.tokens.length) throw new QueryError("Unbalanced ')'")
    if (!hasPositiveStandalone(node)) {
      throw new QueryError(
        'Rules must contain a positive term or standalone operator; ' +
          'is:, has: and lang: cannot stand alone or only negated',
      )
    }
    return { ok: true, node }
  } catch (error) {
    if (!(error instanceof QueryError)) throw error
    return {
      ok: false,
      message: `There were errors processing your request: ${error.message} (at position 1)`,
    }
  }
}

export interface MatchContext {
  users: Map<string, JsonObject>
  media: Map<string, JsonObject>
  tweets: Map<string, JsonObject>
}

const NO_SPACE_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const WORD_CHAR = /[\p{L}\p{N}_]/u

/**
 * Case-insensitive whole-word (or, for scripts without spaces, substring) match. Only an
 * edge that is a word character needs a word boundary: X tokenises emoji and punctuation
 * apart, so `🔥` matches `lit🔥`.
 */
function containsWords(text: string, words: string, prefix = ''): boolean {
  if (NO_SPACE_SCRIPTS.test(words)) return text.toLowerCase().includes(`${prefix}${words}`)
  const body = words.split(' ').map(escapeRegExp).join('\\s+')
  const first = [...words][0] ?? ''
  const last = [...words].at(-1) ?? ''
  const start = prefix ? escapeRegExp(prefix) : WORD_CHAR.test(first) ? '(?<![\\p{L}\\p{N}_])' : ''
  const end = WORD_CHAR.test(last) ? '(?![\\p{L}\\p{N}_])' : ''
  return new RegExp(`${start}${body}${end}`, 'iu').test(text)
}

function username(context: MatchContext, id: string | undefined): string | undefined {
  const user = id ? context.users.get(id) : undefined
  return user ? stringField(user, 'username')?.toLowerCase() : undefined
}

function mediaTypes(post: SeedPost, context: MatchContext): string[] {
  return post.mediaKeys.flatMap((key) => {
    const item = context.media.get(key)
    const type = item ? stringField(item, 'type') : undefined
    return type ? [type] : []
  })
}

function hasReference(post: SeedPost, type: string): boolean {
  return post.referenced.some((ref) => ref.type === type)
}

function matchesIs(post: SeedPost, value: string, context: MatchContext): boolean {
  switch (value) {
    case 'retweet':
      return hasReference(post, 'retweeted')
    case 'reply':
      return hasReference(post, 'replied_to')
    case 'quote':
      return hasReference(post, 'quoted')
    case 'verified': {
      const author = post.authorId ? context.users.get(post.authorId) : undefined
      return author?.verified === true
    }
    default:
      return false
  }
}

function matchesHas(post: SeedPost, value: string, context: MatchContext): boolean {
  switch (value) {
    case 'media':
      return post.mediaKeys.length > 0
    case 'images':
      return mediaTypes(post, context).includes('photo')
    case 'videos':
      return mediaTypes(post, context).some((type) => type === 'video' || type === 'animated_gif')
    case 'links':
      return post.urls.length > 0
    case 'hashtags':
      return post.hashtags.length > 0
    case 'mentions':
      return post.mentions.length > 0
    case 'cashtags':
      return /(^|\s)\$[a-z]/i.test(post.fullText)
    case 'geo':
      return post.raw.geo !== undefined
    default:
      return false
  }
}

function matchesOperator(
  post: SeedPost,
  name: string,
  value: string,
  context: MatchContext,
): boolean {
  switch (name) {
    case 'from':
      return post.authorId === value || username(context, post.authorId) === value
    case 'to':
      return post.inReplyToUserId === value || username(context, post.inReplyToUserId) === value
    case 'lang':
      return post.lang?.toLowerCase() === value
    case 'url':
      return post.urls.some((url) => url.includes(value))
    case 'conversation_id':
      return post.conversationId === value
    case 'in_reply_to_tweet_id':
      return post.referenced.some((ref) => ref.type === 'replied_to' && ref.id === value)
    case 'retweets_of': {
      const retweeted = post.referenced.find((ref) => ref.type === 'retweeted')
      const original = retweeted ? context.tweets.get(retweeted.id) : undefined
      const authorId = original ? stringField(original, 'author_id') : undefined
      return authorId !== undefined && (authorId === value || username(context, authorId) === value)
    }
    case 'is':
      return matchesIs(post, value, context)
    case 'has':
      return matchesHas(post, value, context)
    default:
      return false
  }
}

function matchesClause(post: SeedPost, clause: Clause, context: MatchContext): boolean {
  switch (clause.kind) {
    case 'term':
    case 'phrase':
      return containsWords(post.fullText, clause.value) || post.hashtags.includes(clause.value)
    case 'hashtag':
      return post.hashtags.includes(clause.value) || containsWords(post.fullText, clause.value, '#')
    case 'mention':
      return post.mentions.includes(clause.value) || containsWords(post.fullText, clause.value, '@')
    case 'cashtag':
      return containsWords(post.fullText, clause.value, '$')
    case 'operator':
      return matchesOperator(post, clause.name, clause.value, context)
  }
}

/** Whether a post satisfies a parsed query. */
export function matches(post: SeedPost, node: QueryNode, context: MatchContext): boolean {
  switch (node.kind) {
    case 'clause':
      return matchesClause(post, node.clause, context)
    case 'not':
      return !matches(post, node.child, context)
    case 'and':
      return node.children.every((child) => matches(post, child, context))
    case 'or':
      return node.children.some((child) => matches(post, child, context))
  }
}

/** Whether a post is a retweet: X's keyword search has returned none since May 2026. */
export function isRetweet(post: SeedPost): boolean {
  return hasReference(post, 'retweeted')
}
