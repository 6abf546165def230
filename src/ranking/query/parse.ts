/**
 * X recent-search query language, parsed into a matcher tree. Pure: no I/O here.
 *
 * Supported: terms (all must match), "exact phrases", OR (binds looser than the implicit
 * AND, as on X), ( ) groups, - negation, #hashtag, @mention, $cashtag, from:, to:, url:,
 * conversation_id:, in_reply_to_tweet_id: (alias in_reply_to_status_id:), retweets_of:, lang:,
 * is:retweet|reply|quote|verified|nullcast,
 * has:media|links|hashtags|mentions|cashtags|images|videos|geo, and emoji (X matches each emoji
 * as a token of its own; they are not words here, so they match the text).
 * Unknown `word:value` pairs are plain terms; a known operator without a value is ignored.
 * Parsing never throws: an unclosed quote or group ends at the end of the query.
 */
import { foldText, tokenizeFolded } from '../text/analyze'

export type IsFilter = 'retweet' | 'reply' | 'quote' | 'verified' | 'nullcast'
export type HasFilter =
  | 'media'
  | 'links'
  | 'hashtags'
  | 'mentions'
  | 'cashtags'
  | 'images'
  | 'videos'
  | 'geo'

export type QueryNode =
  | { type: 'all' }
  | { type: 'and'; children: QueryNode[] }
  | { type: 'or'; children: QueryNode[] }
  | { type: 'not'; child: QueryNode }
  | { type: 'term'; tokens: string[] }
  | { type: 'phrase'; tokens: string[] }
  /** One emoji (a grapheme, variation selectors removed): found in the post's text. */
  | { type: 'emoji'; emoji: string }
  | { type: 'hashtag'; tag: string }
  | { type: 'mention'; username: string }
  /** `$TSLA`: the symbol folded, without the `$`. */
  | { type: 'cashtag'; symbol: string }
  /** `from:ana` or `from:12345`: by the author's username (folded) or numeric id. */
  | { type: 'from'; username: string }
  /** `to:ana` or `to:12345`: replies to that user, by username (folded) or numeric id. */
  | { type: 'to'; username: string }
  /** `url:github.com`: lower-cased, found in one of the post's links. */
  | { type: 'url'; text: string }
  /** `conversation_id:123`: the posts of that conversation, its root post included. */
  | { type: 'conversation'; id: string }
  /** `in_reply_to_tweet_id:123` (or `in_reply_to_status_id:`): the replies to that post. */
  | { type: 'replyTo'; id: string }
  /** `retweets_of:ana` or `retweets_of:12345`: reposts of that user's posts (lower-cased). */
  | { type: 'retweetsOf'; user: string }
  | { type: 'lang'; code: string }
  | { type: 'is'; what: IsFilter }
  | { type: 'has'; what: HasFilter }

export interface ParsedQuery {
  root: QueryNode
  /** Distinct folded tokens of the positive terms, phrases and hashtags: what overlap scores. */
  scoringTokens: string[]
  /** Token sequences that earn the phrase bonus: quoted phrases, or else the free text in order. */
  phrases: QueryPhrase[]
}

export interface QueryPhrase {
  tokens: string[]
  /** Quoted by the user (a stronger signal than free words that happen to be in order). */
  quoted: boolean
}

type Lexeme =
  | { kind: 'open' }
  | { kind: 'close' }
  | { kind: 'or' }
  | { kind: 'word'; text: string; negated: boolean }
  | { kind: 'quoted'; text: string; negated: boolean }
  | { kind: 'group'; negated: boolean }

const IS_FILTERS = new Set<string>(['retweet', 'reply', 'quote', 'verified', 'nullcast'])
const HAS_FILTERS = new Set<string>([
  'media',
  'links',
  'hashtags',
  'mentions',
  'cashtags',
  'images',
  'videos',
  'geo',
])

const WHITESPACE = /\s/u
/** Whitespace, a parenthesis or a quotation mark: what ends a word of a query. */
const ENDS_WORD = /[\s()"“”]/u

function isWhitespace(char: string | undefined): boolean {
  return char !== undefined && WHITESPACE.test(char)
}

function lex(query: string): Lexeme[] {
  const out: Lexeme[] = []
  let i = 0
  while (i < query.length) {
    const ch = query[i] as string
    if (isWhitespace(ch)) {
      i++
      continue
    }
    let negated = false
    if (ch === '-' && i + 1 < query.length && !isWhitespace(query[i + 1])) {
      negated = true
      i++
    }
    const next = query[i] as string
    if (next === '(') {
      out.push(negated ? { kind: 'group', negated } : { kind: 'open' })
      i++
      continue
    }
    if (next === ')') {
      out.push({ kind: 'close' })
      i++
      continue
    }
    if (next === '"' || next === '“' || next === '”') {
      let end = i + 1
      while (end < query.length && !'"“”'.includes(query[end] as string)) end++
      out.push({ kind: 'quoted', text: query.slice(i + 1, end), negated })
      i = end + 1
      continue
    }
    let end = i
    while (end < query.length && !ENDS_WORD.test(query[end] as string)) end++
    const text = query.slice(i, end)
    i = end
    if (text === 'OR' && !negated) out.push({ kind: 'or' })
    else if (text.length > 0) out.push({ kind: 'word', text, negated })
  }
  return out
}

/** A known operator with no value yet (`from:`, or `from:@` with only the sigil): ignored. */
const EMPTY_OPERATOR =
  /^(?:(?:from|to):[@＠]?|(?:url|lang|is|has|conversation_id|in_reply_to_tweet_id|in_reply_to_status_id|retweets_of):)$/i

/** X's cashtags: `$` and a symbol of letters (digits and `_` after the first). */
const CASHTAG = /^\$[a-z][a-z0-9_]*$/i

function stripSigil(value: string): string {
  return foldText(value.replace(/^[#@＃＠]/u, ''))
}

function operatorNode(word: string): QueryNode | null {
  const first = word[0]
  if ((first === '#' || first === '＃') && word.length > 1) {
    return { type: 'hashtag', tag: stripSigil(word) }
  }
  if ((first === '@' || first === '＠') && word.length > 1) {
    return { type: 'mention', username: stripSigil(word) }
  }
  if (first === '$' && CASHTAG.test(word))
    return { type: 'cashtag', symbol: word.slice(1).toLowerCase() }
  const colon = word.indexOf(':')
  if (colon <= 0 || colon === word.length - 1) return null
  const name = word.slice(0, colon).toLowerCase()
  const value = word.slice(colon + 1)
  switch (name) {
    case 'from':
      return { type: 'from', username: stripSigil(value) }
    case 'to':
      return { type: 'to', username: stripSigil(value) }
    case 'url':
      return { type: 'url', text: value.toLowerCase() }
    case 'conversation_id':
      return { type: 'conversation', id: value }
    case 'in_reply_to_tweet_id':
    case 'in_reply_to_status_id':
      return { type: 'replyTo', id: value }
    case 'retweets_of':
      return { type: 'retweetsOf', user: value.toLowerCase() }
    case 'lang':
      return { type: 'lang', code: value.toLowerCase() }
    case 'is': {
      const what = value.toLowerCase()
      return IS_FILTERS.has(what) ? { type: 'is', what: what as IsFilter } : null
    }
    case 'has': {
      const what = value.toLowerCase()
      return HAS_FILTERS.has(what) ? { type: 'has', what: what as HasFilter } : null
    }
    default:
      return null
  }
}

class Parser {
  private position = 0
  private negationDepth = 0
  private quoted = false
  private hasOr = false
  readonly scoring = new Set<string>()
  readonly phrases: QueryPhrase[] = []
  readonly freeTokens: string[] = []

  constructor(private readonly lexemes: Lexeme[]) {}

  parse(): QueryNode {
    const node = this.parseOr(false)
    if (!this.quoted && !this.hasOr && this.freeTokens.length > 1) {
      this.phrases.push({ tokens: this.freeTokens, quoted: false })
    }
    return node
  }

  private isPositive(negated: boolean): boolean {
    return !negated && this.negationDepth === 0
  }

  private peek(): Lexeme | undefined {
    return this.lexemes[this.position]
  }

  private parseOr(insideGroup: boolean): QueryNode {
    const branches: QueryNode[] = []
    let current: QueryNode[] = []
    while (this.position < this.lexemes.length) {
      const lexeme = this.peek() as Lexeme
      if (lexeme.kind === 'close') {
        this.position++
        if (insideGroup) break
        continue
      }
      if (lexeme.kind === 'or') {
        this.position++
        // An OR among excluded words leaves the free text of the query as it was.
        if (this.negationDepth === 0) this.hasOr = true
        if (current.length > 0) branches.push(andOf(current))
        current = []
        continue
      }
      const node = this.parseUnary()
      if (node) current.push(node)
    }
    if (current.length > 0) branches.push(andOf(current))
    if (branches.length === 0) return { type: 'all' }
    return branches.length === 1 ? (branches[0] as QueryNode) : { type: 'or', children: branches }
  }

  private parseUnary(): QueryNode | null {
    const lexeme = this.lexemes[this.position++] as Lexeme
    switch (lexeme.kind) {
      // An empty group, `()` or `-()`, adds nothing: as "all" it would make `a OR ()`
      // match every post and `a -()` none.
      case 'open': {
        const inner = this.parseOr(true)
        return inner.type === 'all' ? null : inner
      }
      case 'group': {
        this.negationDepth++
        const inner = this.parseOr(true)
        this.negationDepth--
        return inner.type === 'all' ? null : { type: 'not', child: inner }
      }
      case 'quoted': {
        const tokens = tokenizeFolded(foldText(lexeme.text))
        if (tokens.length === 0) return null
        if (this.isPositive(lexeme.negated)) {
          this.quoted = true
          this.phrases.push({ tokens, quoted: true })
          for (const token of tokens) this.scoring.add(token)
        }
        const node: QueryNode = { type: 'phrase', tokens }
        return lexeme.negated ? { type: 'not', child: node } : node
      }
      case 'word': {
        const node = this.wordNode(lexeme.text, lexeme.negated)
        if (!node) return null
        return lexeme.negated ? { type: 'not', child: node } : node
      }
      default:
        return null
    }
  }

  private wordNode(text: string, negated: boolean): QueryNode | null {
    // `from:` with nothing after it (half typed): nothing to search for, not the word "from".
    if (EMPTY_OPERATOR.test(text)) return null
    const operator = operatorNode(text)
    if (operator) {
      if (operator.type === 'hashtag' && this.isPositive(negated)) {
        for (const token of tokenizeFolded(operator.tag)) this.scoring.add(token)
      }
      if (operator.type === 'cashtag' && this.isPositive(negated)) this.scoring.add(operator.symbol)
      return operator
    }
    const emoji = emojiOf(text)
    // A variation selector is a mark, so it would otherwise make a word of its own.
    const tokens = tokenizeFolded(
      foldText(emoji.length > 0 ? withoutVariationSelectors(text) : text),
    )
    const nodes: QueryNode[] = emoji.map((one) => ({ type: 'emoji', emoji: one }))
    if (tokens.length > 0) {
      if (this.isPositive(negated)) {
        for (const token of tokens) {
          this.scoring.add(token)
          this.freeTokens.push(token)
        }
      }
      // X tokenises a keyword as it does the text: `node.js` is `node` then `js`, in a row.
      nodes.unshift(tokens.length === 1 ? { type: 'term', tokens } : { type: 'phrase', tokens })
    }
    return nodes.length === 0 ? null : andOf(nodes)
  }
}

const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}]/u
const VARIATION_SELECTORS = /[\uFE0E\uFE0F]/gu

/** Emoji variants with and without a variation selector are one emoji. */
export function withoutVariationSelectors(text: string): string {
  return text.replace(VARIATION_SELECTORS, '')
}

let graphemes: Intl.Segmenter | undefined

/** The distinct emoji of a query word, one grapheme each (skin tones and ZWJ sequences whole). */
function emojiOf(word: string): string[] {
  if (!EMOJI.test(word)) return []
  const found = new Set<string>()
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })
  for (const { segment } of graphemes.segment(word)) {
    if (EMOJI.test(segment)) found.add(withoutVariationSelectors(segment))
  }
  return [...found]
}

function andOf(nodes: QueryNode[]): QueryNode {
  return nodes.length === 1 ? (nodes[0] as QueryNode) : { type: 'and', children: nodes }
}

/** Parses a search query. An empty or all-whitespace query matches everything. */
export function parseQuery(query: string): ParsedQuery {
  const parser = new Parser(lex(query))
  const root = parser.parse()
  return { root, scoringTokens: [...parser.scoring], phrases: parser.phrases }
}

/**
 * The empty query, which every post matches, parsed once per isolate (For You ranks by
 * it), and frozen, so no ranking can change it for the next.
 */
export const EMPTY_QUERY: ParsedQuery = (() => {
  const parsed = parseQuery('')
  Object.freeze(parsed.root)
  Object.freeze(parsed.scoringTokens)
  Object.freeze(parsed.phrases)
  return Object.freeze(parsed)
})()

/** A query that additionally excludes reposts (`omitRetweets`). */
export function withoutRetweets(parsed: ParsedQuery): ParsedQuery {
  const exclusion: QueryNode = { type: 'not', child: { type: 'is', what: 'retweet' } }
  const root: QueryNode =
    parsed.root.type === 'all' ? exclusion : { type: 'and', children: [parsed.root, exclusion] }
  return { ...parsed, root }
}

/** The provider query for `omitRetweets`: the API appends ` -is:retweet`. */
export function appendOmitRetweets(query: string): string {
  return query.trim().length === 0 ? '-is:retweet' : `${query} -is:retweet`
}
