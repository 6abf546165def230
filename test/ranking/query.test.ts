import { describe, expect, it } from 'vitest'
import { asksForAnything } from '../../src/ranking/query/concepts'
import { matches } from '../../src/ranking/query/match'
import {
  appendOmitRetweets,
  EMPTY_QUERY,
  parseQuery,
  withoutRetweets,
} from '../../src/ranking/query/parse'
import { analyzed } from '../fixtures/posts'

function finds(query: string, post: Parameters<typeof analyzed>[0]): boolean {
  return matches(parseQuery(query).root, analyzed(post))
}

describe('query semantics (X recent search over the seed)', () => {
  it('requires every term', () => {
    expect(finds('rust async', { text: 'Async Rust is fun' })).toBe(true)
    expect(finds('rust async', { text: 'Rust is fun' })).toBe(false)
  })

  it('matches exact phrases in order only', () => {
    expect(finds('"edge computing"', { text: 'Edge computing, at last' })).toBe(true)
    expect(finds('"edge computing"', { text: 'computing at the edge' })).toBe(false)
  })

  it('treats OR as looser than the implicit AND', () => {
    expect(finds('football OR soccer', { text: 'soccer tonight' })).toBe(true)
    expect(finds('apple OR iphone ipad', { text: 'my new ipad' })).toBe(false)
    expect(finds('apple OR iphone ipad', { text: 'iphone and ipad' })).toBe(true)
    expect(finds('(apple OR iphone) ipad', { text: 'apple ipad' })).toBe(true)
  })

  it('ends a word at any whitespace, a parenthesis or a straight or curly quotation mark', () => {
    expect(parseQuery('rust\u3000async\tedge\u00a0llm').scoringTokens).toEqual([
      'rust',
      'async',
      'edge',
      'llm',
    ])
    expect(parseQuery('rust(async)').scoringTokens).toEqual(['rust', 'async'])
    expect(parseQuery('coffee“cold brew”tea').phrases).toEqual([
      { tokens: ['cold', 'brew'], quoted: true },
    ])
    expect(parseQuery('coffee"cold brew"tea').scoringTokens).toEqual([
      'coffee',
      'cold',
      'brew',
      'tea',
    ])
    // A minus before whitespace negates nothing.
    expect(parseQuery('-\u2003rust').scoringTokens).toEqual(['rust'])
    expect(finds('-\u3000decaf', { text: 'decaf please' })).toBe(true)
  })

  it('negates terms, phrases and groups', () => {
    expect(finds('coffee -decaf', { text: 'coffee time' })).toBe(true)
    expect(finds('coffee -decaf', { text: 'decaf coffee time' })).toBe(false)
    expect(finds('coffee -"cold brew"', { text: 'cold brew coffee' })).toBe(false)
    expect(finds('coffee -(tea OR milk)', { text: 'coffee with milk' })).toBe(false)
  })

  it('matches #hashtags against the post hashtags, @mentions against its mentions', () => {
    expect(finds('#RustLang', { text: 'yes', hashtags: ['rustlang'] })).toBe(true)
    expect(finds('#rustlang', { text: 'rustlang without a tag' })).toBe(false)
    expect(finds('@tokio_rs', { text: 'hi', facts: { mentions: ['Tokio_rs'] } })).toBe(true)
  })

  it('matches $cashtags against cashtags, not the bare word', () => {
    expect(finds('$TSLA', { text: 'Long $tsla into earnings' })).toBe(true)
    expect(finds('$tsla', { text: 'Long $TSLA, short $GME' })).toBe(true)
    expect(finds('$TSLA', { text: 'TSLA is a ticker' })).toBe(false)
    expect(finds('$TSLA', { text: 'Long $TSLAQ' })).toBe(false)
    expect(finds('$TSLA', { text: 'a$TSLA' })).toBe(false)
    expect(finds('stocks -$GME', { text: 'stocks and $GME' })).toBe(false)
    expect(parseQuery('$TSLA').scoringTokens).toEqual(['tsla'])
  })

  it('supports from:, lang: and to:', () => {
    expect(finds('from:Ana_Dev', { author: { username: 'ana_dev' } })).toBe(true)
    expect(finds('from:ana_dev', { author: { username: 'bob' } })).toBe(false)
    expect(finds('lang:ja', { lang: 'ja' })).toBe(true)
    expect(finds('lang:ja', { lang: 'en' })).toBe(false)
    expect(finds('to:bob', { kind: 'reply', facts: { repliedTo: 'Bob' } })).toBe(true)
    expect(finds('to:bob', { kind: 'reply', facts: { mentions: ['bob'], repliedTo: 'ana' } })).toBe(
      false,
    )
  })

  it("takes a user's numeric id for from: and to:, as X does", () => {
    const reply = {
      kind: 'reply' as const,
      author: { id: '42', username: 'ana_dev' },
      facts: { repliedTo: 'bob', repliedToUserId: '7' },
    }
    expect(finds('from:42', reply)).toBe(true)
    expect(finds('from:43', reply)).toBe(false)
    expect(finds('to:7', reply)).toBe(true)
    expect(finds('to:42', reply)).toBe(false)
    // A reply to a user the response did not include is still found by id.
    expect(finds('to:7', { kind: 'reply', facts: { repliedToUserId: '7' } })).toBe(true)
    expect(finds('-from:42', reply)).toBe(false)
  })

  it('ignores an operator without a value instead of searching for its name', () => {
    expect(finds('rust from:', { text: 'rust is great' })).toBe(true)
    expect(finds('rust -to:', { text: 'rust, sent to you' })).toBe(true)
    expect(finds('rust LANG:', { text: 'rust is great' })).toBe(true)
    expect(finds('rust url:', { text: 'rust is great' })).toBe(true)
    // Only the sigil typed so far: still no value, not "the user with no name".
    expect(finds('rust from:@', { text: 'rust is great' })).toBe(true)
    expect(finds('rust to:＠', { text: 'rust is great', kind: 'reply' })).toBe(true)
    expect(
      finds('to:@', { text: 'rust is great', kind: 'reply', facts: { repliedTo: 'ana' } }),
    ).toBe(true)
    expect(parseQuery('rust to:@').scoringTokens).toEqual(['rust'])
    expect(parseQuery('rust from: is:').scoringTokens).toEqual(['rust'])
    expect(parseQuery('rust from:').phrases).toEqual([])
  })

  it('supports is: and has: filters with negation', () => {
    expect(finds('is:retweet', { kind: 'repost' })).toBe(true)
    expect(finds('-is:retweet', { kind: 'repost' })).toBe(false)
    expect(finds('is:reply', { kind: 'reply' })).toBe(true)
    expect(finds('is:quote', { kind: 'original' })).toBe(false)
    const photo = {
      type: 'photo' as const,
      url: 'https://pbs.twimg.com/media/a.jpg',
      previewUrl: 'https://pbs.twimg.com/media/a.jpg?name=small',
      width: 1,
      height: 1,
      alt: '',
    }
    expect(finds('has:media', { media: [photo] })).toBe(true)
    expect(finds('has:images', { media: [photo] })).toBe(true)
    expect(finds('has:videos', { media: [photo] })).toBe(false)
    expect(finds('has:links', { facts: { hasLinks: true } })).toBe(true)
    expect(finds('has:hashtags', { hashtags: [] })).toBe(false)
  })

  it("supports url: on the post's links, as X does, not on its words", () => {
    const linking = { text: 'new release', facts: { urls: ['https://GitHub.com/tokio-rs/tokio'] } }
    expect(finds('url:github.com', linking)).toBe(true)
    expect(finds('url:https://github.com/tokio-rs', linking)).toBe(true)
    expect(finds('release -url:github.com', linking)).toBe(false)
    expect(finds('url:github.com', { text: 'we moved off github.com' })).toBe(false)
    expect(parseQuery('url:github.com').scoringTokens).toEqual([])
  })

  it('supports conversation_id: on the conversation a post belongs to, as X does', () => {
    const reply = { text: 'me too', kind: 'reply' as const, facts: { conversationId: '1001' } }
    expect(finds('conversation_id:1001', reply)).toBe(true)
    expect(finds('conversation_id:1001', { id: '1001', facts: { conversationId: '1001' } })).toBe(
      true,
    )
    expect(finds('conversation_id:1001', { facts: { conversationId: '1002' } })).toBe(false)
    expect(finds('conversation_id:1001', { text: 'conversation id 1001' })).toBe(false)
    expect(finds('too -conversation_id:1001', reply)).toBe(false)
    expect(finds('rust conversation_id:', { text: 'rust' })).toBe(true)
    expect(parseQuery('conversation_id:1001').scoringTokens).toEqual([])
  })

  it('supports in_reply_to_tweet_id: and its alias in_reply_to_status_id:, as X does', () => {
    const reply = { text: 'agreed', kind: 'reply' as const, facts: { repliedToPostId: '1001' } }
    expect(finds('in_reply_to_tweet_id:1001', reply)).toBe(true)
    expect(finds('in_reply_to_status_id:1001', reply)).toBe(true)
    expect(finds('IN_REPLY_TO_TWEET_ID:1001', reply)).toBe(true)
    expect(finds('in_reply_to_tweet_id:1002', reply)).toBe(false)
    // A reply further down the same thread answers another post.
    const deeper = {
      kind: 'reply' as const,
      facts: { conversationId: '1001', repliedToPostId: '1005' },
    }
    expect(finds('in_reply_to_tweet_id:1001', deeper)).toBe(false)
    expect(finds('in_reply_to_tweet_id:1001', { facts: { referencedPostId: '1001' } })).toBe(false)
    expect(finds('agreed -in_reply_to_tweet_id:1001', reply)).toBe(false)
    expect(finds('rust in_reply_to_tweet_id:', { text: 'rust' })).toBe(true)
    expect(parseQuery('in_reply_to_tweet_id:1001').scoringTokens).toEqual([])
  })

  it("supports retweets_of: by the reposted author's username or id, as X does", () => {
    const repost = {
      text: 'RT @Ferro: shipping it',
      kind: 'repost' as const,
      facts: { mentions: ['Ferro'], repostOf: 'Ferro', repostOfUserId: '77' },
    }
    expect(finds('retweets_of:ferro', repost)).toBe(true)
    expect(finds('retweets_of:FERRO', repost)).toBe(true)
    expect(finds('retweets_of:77', repost)).toBe(true)
    expect(finds('retweets_of:ana', repost)).toBe(false)
    // As the emulator reads it: the value is the username, without an @.
    expect(finds('retweets_of:@ferro', repost)).toBe(false)
    expect(
      finds('retweets_of:ferro', { text: 'thanks @ferro', facts: { mentions: ['ferro'] } }),
    ).toBe(false)
    expect(finds('shipping -retweets_of:ferro', repost)).toBe(false)
    expect(finds('rust retweets_of:', { text: 'rust' })).toBe(true)
    expect(parseQuery('retweets_of:ferro').scoringTokens).toEqual([])
  })

  it('supports is:verified, has:mentions and has:cashtags, as X does', () => {
    expect(finds('rust is:verified', { text: 'rust', author: { verified: true } })).toBe(true)
    expect(finds('rust is:verified', { text: 'rust', author: { verified: false } })).toBe(false)
    expect(finds('rust -is:verified', { text: 'rust', author: { verified: false } })).toBe(true)
    expect(finds('has:mentions', { facts: { mentions: ['ana'] } })).toBe(true)
    expect(finds('has:mentions', { text: 'mail me at a@b.c' })).toBe(false)
    expect(finds('has:cashtags', { text: 'Watching $TSLA today' })).toBe(true)
    expect(finds('has:cashtags', { text: '$tsla' })).toBe(true)
    for (const text of ['costs $5', 'US$ at par', 'a$b', 'price: $', 'no money']) {
      expect([text, finds('has:cashtags', { text })]).toEqual([text, false])
    }
    expect(parseQuery('is:verified has:cashtags').scoringTokens).toEqual([])
  })

  it('supports has:geo and -is:nullcast, as X does', () => {
    expect(finds('rust has:geo', { text: 'rust', facts: { hasGeo: true } })).toBe(true)
    expect(finds('rust has:geo', { text: 'rust' })).toBe(false)
    expect(finds('rust -has:geo', { text: 'rust', facts: { hasGeo: true } })).toBe(false)
    expect(finds('has:geo', { text: 'it has geo tags' })).toBe(false)
    // No promoted-only post reaches search: -is:nullcast removes none, is:nullcast finds none.
    expect(finds('-is:nullcast', { text: 'this is nullcast' })).toBe(true)
    expect(finds('is:nullcast', { text: 'this is nullcast' })).toBe(false)
    expect(parseQuery('rust has:geo -is:nullcast').scoringTokens).toEqual(['rust'])
    expect(parseQuery('rust has:geo').phrases).toEqual([])
  })

  it('finds Japanese posts with a Japanese query, and accents fold both ways', () => {
    expect(finds('ラーメン', { text: '昨日の夜、東京でラーメンを食べた', lang: 'ja' })).toBe(true)
    expect(finds('cafe', { text: 'Un café, por favor' })).toBe(true)
    expect(finds('café', { text: 'best cafe in town' })).toBe(true)
  })

  it('matches emoji as X does, instead of ignoring them', () => {
    expect(finds('🔥', { text: 'this release is 🔥' })).toBe(true)
    expect(finds('🔥', { text: 'this release is fine' })).toBe(false)
    expect(finds('ramen 🍜', { text: 'ramen night 🍜🍜' })).toBe(true)
    expect(finds('ramen 🍜', { text: 'ramen night' })).toBe(false)
    expect(finds('ramen -🍜', { text: 'ramen night 🍜' })).toBe(false)
    expect(finds('rust🦀', { text: 'Rust again 🦀' })).toBe(true)
    expect(finds('rust🦀', { text: 'Rust again' })).toBe(false)
    // The variation selector is optional on either side.
    expect(finds('❤️', { text: 'love it ❤' })).toBe(true)
    expect(finds('❤', { text: 'love it ❤️' })).toBe(true)
    expect(parseQuery('🔥').scoringTokens).toEqual([])
  })

  it('ignores an empty group instead of reading it as "everything"', () => {
    expect(finds('rust OR ()', { text: 'coffee time' })).toBe(false)
    expect(finds('rust OR ()', { text: 'rust time' })).toBe(true)
    expect(finds('rust -()', { text: 'rust time' })).toBe(true)
    expect(finds('rust OR -( )', { text: 'coffee time' })).toBe(false)
    expect(finds('(()) -(())', { text: 'anything' })).toBe(true)
  })

  it('reads a word with inner punctuation as its words in a row, as X tokenises it', () => {
    expect(finds('node.js', { text: 'Shipping a Node.js service' })).toBe(true)
    expect(finds('node.js', { text: 'js is fine, node is not' })).toBe(false)
    expect(finds('coca-cola', { text: 'Coca cola, please' })).toBe(true)
    expect(finds('coca-cola', { text: 'cola made with coca leaves' })).toBe(false)
    expect(finds('coffee -coca-cola', { text: 'coffee and cola with coca' })).toBe(true)
    expect(parseQuery('node.js').scoringTokens).toEqual(['node', 'js'])
  })

  it('matches everything for an empty query and never throws on odd input', () => {
    expect(finds('', { text: 'anything' })).toBe(true)
    for (const odd of ['"unclosed', '((', ')', 'OR OR', '-', '--x', 'from:', '#', '@', '"" ""']) {
      expect(() => parseQuery(odd)).not.toThrow()
    }
  })

  it('collects positive tokens for scoring and the free text as a phrase', () => {
    const parsed = parseQuery('Rust async -tokio #wasm')
    expect(parsed.scoringTokens.sort()).toEqual(['async', 'rust', 'wasm'])
    expect(parsed.phrases).toEqual([{ tokens: ['rust', 'async'], quoted: false }])
    expect(parseQuery('"edge computing" cdn').phrases).toEqual([
      { tokens: ['edge', 'computing'], quoted: true },
    ])
    expect(parseQuery('a OR b').phrases).toEqual([])
  })

  it('keeps the free-text phrase whatever is excluded', () => {
    const free = [{ tokens: ['rust', 'async'], quoted: false }]
    expect(parseQuery('rust async -tokio').phrases).toEqual(free)
    expect(parseQuery('rust async -(tokio OR smol)').phrases).toEqual(free)
    expect(parseQuery('rust async -"green threads"').phrases).toEqual(free)
  })

  it('omitRetweets appends -is:retweet and excludes reposts', () => {
    expect(appendOmitRetweets('rust')).toBe('rust -is:retweet')
    const query = withoutRetweets(parseQuery('rust'))
    expect(matches(query.root, analyzed({ text: 'RT @a: rust', kind: 'repost' }))).toBe(false)
    expect(matches(query.root, analyzed({ text: 'rust', kind: 'original' }))).toBe(true)
  })
})

describe('EMPTY_QUERY', () => {
  it('is the empty query, parsed once and frozen for every request that ranks by it', () => {
    expect(EMPTY_QUERY).toEqual(parseQuery(''))
    expect(matches(EMPTY_QUERY.root, analyzed({ text: 'anything at all' }))).toBe(true)
    for (const part of [
      EMPTY_QUERY,
      EMPTY_QUERY.root,
      EMPTY_QUERY.scoringTokens,
      EMPTY_QUERY.phrases,
    ]) {
      expect(Object.isFrozen(part)).toBe(true)
    }
    // What omitRetweets adds makes a new query, leaving this one as it was.
    expect(withoutRetweets(EMPTY_QUERY).root).not.toBe(EMPTY_QUERY.root)
    expect(EMPTY_QUERY.root).toEqual({ type: 'all' })
  })
})

describe('asksForAnything', () => {
  it('is true of a query with a word, a tag or a filter, false of one that only leaves posts out', () => {
    const asks = (q: string) => asksForAnything(parseQuery(q).root)
    for (const q of [
      'rust',
      '#coffee',
      '@typedtess',
      'from:ana',
      'lang:de',
      'from:ana -is:retweet',
    ]) {
      expect([q, asks(q)]).toEqual([q, true])
    }
    for (const q of ['', '   ', '-rust', '-is:retweet -is:reply']) {
      expect([q, asks(q)]).toEqual([q, false])
    }
    expect(asksForAnything(withoutRetweets(EMPTY_QUERY).root)).toBe(false)
    expect(asksForAnything(withoutRetweets(parseQuery('rust')).root)).toBe(true)
  })
})
