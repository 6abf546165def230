// Shared helpers for the seed generator: deterministic PRNG, text + entity helpers and a tiny
// X-search evaluator (used by check.mjs to make sure the sample queries hit the corpus).

export const END_MS = Date.parse('2026-11-01T12:00:00.000Z')
export const HOUR = 3_600_000
export const DAY = 24 * HOUR
export const WINDOW_MS = 7 * DAY
export const TWITTER_EPOCH = 1288834974657n

// cyrb53 string hash -> 53-bit integer, used to derive independent PRNG streams per purpose/key.
export function hash53(str, seed = 0) {
  let h1 = 0xdeadbeef ^ seed
  let h2 = 0x41c6ce57 ^ seed
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i)
    h1 = Math.imul(h1 ^ ch, 2654435761)
    h2 = Math.imul(h2 ^ ch, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const URLSAFE = `${ALNUM}-_`

// sfc32 seeded from a string: every (purpose, key) pair gets its own reproducible stream, so
// adding a post never reshuffles the numbers of the others.
export function rngFor(label) {
  const h = hash53(`seed-v1:${label}`)
  let a = h >>> 0
  let b = Math.floor(h / 4294967296) >>> 0
  let c = hash53(label, 7) >>> 0
  let d = 1
  const next = () => {
    a >>>= 0
    b >>>= 0
    c >>>= 0
    d >>>= 0
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  const r = {
    float: next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
    normal: () => {
      const u = Math.max(next(), 1e-12)
      const v = next()
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    },
    chars: (n, alphabet = ALNUM) => {
      let s = ''
      for (let i = 0; i < n; i++) s += alphabet[Math.floor(next() * alphabet.length)]
      return s
    },
    urlsafe: (n) => r.chars(n, URLSAFE),
    digits: (n) => {
      let s = String(1 + Math.floor(next() * 9))
      for (let i = 1; i < n; i++) s += String(Math.floor(next() * 10))
      return s
    },
  }
  return r
}

export const cpLength = (s) => Array.from(s).length

// UTF-16 index -> code point index
export function cpIndex(text, utf16Index) {
  return Array.from(text.slice(0, utf16Index)).length
}

export function snowflake(ms, lowBits) {
  return ((BigInt(ms) - TWITTER_EPOCH) << 22n) | BigInt(lowBits)
}

export function snowflakeMs(id) {
  return Number((BigInt(id) >> 22n) + TWITTER_EPOCH)
}

export const HASHTAG_RE =
  /(^|[^\p{L}\p{N}_&/])([#＃])([\p{L}\p{M}\p{N}_]*[\p{L}\p{M}_][\p{L}\p{M}\p{N}_]*)/gu
export const MENTION_RE = /(^|[^\p{L}\p{N}_@])@([A-Za-z0-9_]{1,15})/gu
export const TCO_RE = /https:\/\/t\.co\/[A-Za-z0-9]{10}(?![A-Za-z0-9])/g

// ---------------------------------------------------------------------------------------------
// Search-side normalisation used by check.mjs. Word-based, case-insensitive, diacritics folded
// for Latin script; CJK terms match as substrings (there are no spaces to split on).

export function fold(s) {
  return s
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
}

const CJK_RE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
export const isCjk = (s) => CJK_RE.test(s)

const SCRIPT_BOUNDARY_RE =
  /(?<=[\p{Script=Latin}\p{N}])(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])(?=[\p{Script=Latin}\p{N}])/gu

export function words(s) {
  return fold(s)
    .replace(SCRIPT_BOUNDARY_RE, ' ')
    .split(/[^\p{L}\p{M}\p{N}_]+/u)
    .filter(Boolean)
}

// Parse an X-style query into clauses: each clause is a list of alternatives (OR), every clause
// must match. Supports "phrases", -negation, OR, #hashtag, @mention, from:, lang:, has:, is:.
export function parseQuery(q) {
  const raw = []
  const re = /(-?)(?:"([^"]+)"|(\S+))/g
  for (const m of q.matchAll(re)) {
    raw.push({ neg: m[1] === '-', phrase: m[2] ?? null, word: m[3] ?? null })
  }
  const clauses = []
  let pendingOr = false
  for (const tok of raw) {
    if (!tok.neg && tok.word === 'OR') {
      pendingOr = true
      continue
    }
    const term = toTerm(tok)
    if (pendingOr && clauses.length > 0 && !term.neg && !clauses.at(-1)[0].neg) {
      clauses.at(-1).push(term)
    } else {
      clauses.push([term])
    }
    pendingOr = false
  }
  return clauses
}

function toTerm(tok) {
  if (tok.phrase != null) return { neg: tok.neg, kind: 'phrase', value: tok.phrase }
  const w = tok.word
  const op = /^(from|lang|has|is):(.+)$/i.exec(w)
  if (op) return { neg: tok.neg, kind: op[1].toLowerCase(), value: op[2].toLowerCase() }
  if (w.startsWith('#')) return { neg: tok.neg, kind: 'hashtag', value: fold(w.slice(1)) }
  if (w.startsWith('@')) return { neg: tok.neg, kind: 'mention', value: w.slice(1).toLowerCase() }
  return { neg: tok.neg, kind: 'word', value: w }
}

export function matchTerm(term, tweet, ctx) {
  const text = tweet.note_tweet?.text ?? tweet.text
  const ws = words(text)
  let ok
  switch (term.kind) {
    case 'word':
    case 'phrase': {
      const qws = words(term.value)
      if (qws.length === 0) {
        ok = false
      } else if (qws.length === 1 && isCjk(qws[0])) {
        ok = fold(text).includes(qws[0])
      } else if (qws.some(isCjk)) {
        ok = fold(text).includes(fold(term.value))
      } else if (term.kind === 'word' && qws.length === 1) {
        ok = ws.includes(qws[0])
      } else {
        ok = false
        for (let i = 0; i + qws.length <= ws.length && !ok; i++) {
          ok = qws.every((w, j) => ws[i + j] === w)
        }
      }
      break
    }
    case 'hashtag':
      ok = (tweet.entities?.hashtags ?? []).some((h) => fold(h.tag) === term.value)
      break
    case 'mention':
      ok = (tweet.entities?.mentions ?? []).some((m) => m.username.toLowerCase() === term.value)
      break
    case 'from':
      ok = ctx.usersById.get(tweet.author_id)?.username.toLowerCase() === term.value
      break
    case 'lang':
      ok = tweet.lang === term.value
      break
    case 'has': {
      const keys = tweet.attachments?.media_keys ?? []
      const types = keys.map((k) => ctx.mediaByKey.get(k)?.type)
      if (term.value === 'media') ok = keys.length > 0
      else if (term.value === 'images') ok = types.includes('photo')
      else if (term.value === 'videos')
        ok = types.includes('video') || types.includes('animated_gif')
      else if (term.value === 'links') ok = (tweet.entities?.urls ?? []).length > 0
      else if (term.value === 'hashtags') ok = (tweet.entities?.hashtags ?? []).length > 0
      else if (term.value === 'mentions') ok = (tweet.entities?.mentions ?? []).length > 0
      else throw new Error(`unknown has: ${term.value}`)
      break
    }
    case 'is': {
      const types = (tweet.referenced_tweets ?? []).map((r) => r.type)
      if (term.value === 'retweet') ok = types.includes('retweeted')
      else if (term.value === 'reply') ok = types.includes('replied_to')
      else if (term.value === 'quote') ok = types.includes('quoted')
      else if (term.value === 'verified') ok = ctx.usersById.get(tweet.author_id)?.verified === true
      else throw new Error(`unknown is: ${term.value}`)
      break
    }
    default:
      throw new Error(`unknown term kind ${term.kind}`)
  }
  return term.neg ? !ok : ok
}

export function matchQuery(query, tweet, ctx) {
  const clauses = typeof query === 'string' ? parseQuery(query) : query
  return clauses.every((alts) => alts.some((t) => matchTerm(t, tweet, ctx)))
}
