/**
 * HTTP-level fuzzing of the /api GET routes: query strings built from the routes' own
 * parameter names (as the served OpenAPI document lists them) plus unknown names, with
 * hostile values, and a check of every answer against docs/api.md: never 500, a status the
 * route documents, errors in the API's error shape with the code of their status, and 200
 * bodies that validate against the route's documented schema.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import fc from 'fast-check'
import { expect } from 'vitest'
import { ERROR_STATUS } from '../../src/http/errors'
import { type JsonResponse, request } from './http'

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>
  responses: Record<
    string,
    {
      headers?: Record<
        string,
        { required?: boolean; schema: { enum?: string[]; pattern?: string } }
      >
      content?: Record<string, { schema: object }>
    }
  >
}
export interface OpenApiDocument {
  paths: Record<string, { get?: Operation }>
  components: object
}

export async function openApiDocument(): Promise<OpenApiDocument> {
  const { status, body } = await request<OpenApiDocument>('/api/openapi.json')
  expect(status).toBe(200)
  return body
}

/** Every GET path the document describes. */
export function documentedGetPaths(document: OpenApiDocument): string[] {
  return Object.entries(document.paths)
    .filter(([, item]) => item.get)
    .map(([path]) => path)
}

export function queryNames(document: OpenApiDocument, path: string): string[] {
  return (document.paths[path]?.get?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name)
}

/** The query parameters the route requires (`topic`). */
export function requiredNames(document: OpenApiDocument, path: string): string[] {
  return (document.paths[path]?.get?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) => parameter.name)
}

export function documentedStatuses(document: OpenApiDocument, path: string): number[] {
  return Object.keys(document.paths[path]?.get?.responses ?? {}).map(Number)
}

/** Compiles the documented JSON schema of each path's answers (by status), on demand. */
export function responseValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  // `format: date-time` checked as RFC 3339, days that do not exist (02-30) refused.
  addFormats(ajv, ['date-time'])
  ajv.addSchema({ components: document.components }, 'openapi')
  const compiled = new Map<string, ValidateFunction | null>()
  return (path: string, status: number): ValidateFunction | null => {
    const key = `${path} ${status}`
    if (!compiled.has(key)) {
      const schema =
        document.paths[path]?.get?.responses[String(status)]?.content?.['application/json']?.schema
      compiled.set(
        key,
        schema
          ? ajv.compile(
              JSON.parse(
                JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
              ),
            )
          : null,
      )
    }
    return compiled.get(key) ?? null
  }
}

/** Every parameter name any route reads, and For You's shorthands (`ai`, `mock`). */
export const KNOWN_NAMES = [
  'q',
  'mode',
  'source',
  'home',
  'ai',
  'mock',
  'ingest',
  'recencyWeight',
  'strictMatch',
  'maxResults',
  'omitRetweets',
  'cursor',
  'count',
  'topic',
  'returnTo',
  'code',
  'state',
  'error',
  'url',
]

const VALID: Record<string, string[]> = {
  q: [
    'rust',
    'rust async',
    '#coffee',
    '"exact phrase"',
    'from:dev_anna',
    'ramen 🍜',
    '(a OR b) -c',
    'ラーメン',
    '$TSLA',
    '(',
    ')',
    '"unclosed',
    'a OR',
    '-rust',
    '-',
    'from:',
    'lang:',
    'is:retweet',
    '#',
    '@',
    ' rust ',
    '🔥'.repeat(300),
    'a'.repeat(512),
    'rust -is:retweet',
  ],
  mode: ['platform_style', 'refined', 'REFINED'],
  source: ['mock', 'live', 'MOCK'],
  home: ['live', 'ai', 'seed'],
  recencyWeight: ['0', '0.78', '10', '5.5', '.5', '-3'],
  maxResults: ['1', '5', '10', '12', '25', '35', '100', '12.0'],
  count: ['1', '5', '12', '25'],
  cursor: ['b26v89c19zqg8o3fo7gghep0wmpt2gz9o7mbbxjydhgl', 'abc-_='],
  topic: ['rust', 'Coffee brewing', 'ＲＵＳＴ', '東京'],
  returnTo: ['/', '/for-you?home=seed', '//evil.example', '/\\evil.example'],
  code: ['abc'],
  state: ['abc'],
  error: ['access_denied'],
  url: ['https://pbs.twimg.com/media/a.jpg'],
}
const BOOLEANS = ['true', 'FALSE', '1', '0', 'yes', 'No', 'on', 'OFF']
for (const name of ['ai', 'mock', 'ingest', 'strictMatch', 'omitRetweets']) VALID[name] = BOOLEANS

const BOUNDARY_NUMBERS = [
  '0',
  '-0',
  '+0',
  '0.0',
  '1',
  '4',
  '5',
  '9',
  '10',
  '11',
  '24',
  '25',
  '26',
  '99',
  '100',
  '101',
  '10.0',
  '9.999999',
  '10.000001',
  '-1',
  '+1',
  '.5',
  '5.',
  '12.5',
]
const ODD_NUMBERS = [
  '1e3',
  '1E3',
  '1e-3',
  '1e309',
  '-1e309',
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '9'.repeat(400),
  `-${'9'.repeat(30)}`,
  `0.${'0'.repeat(400)}1`,
  '0x10',
  '0b1',
  '1_000',
  '١٢',
  '１２',
  '12abc',
  '--1',
  '1.2.3',
  '.',
  '-',
  '+',
]
const BLANKS = ['', ' ', '  ', '\t', '\n', '\r\n', ' 12', '12 ', '\u00a0', '\u3000', '\u2028']
const UNICODE = [
  '🔥',
  '👩‍👩‍👧‍👦',
  '🇯🇵',
  'e\u0301',
  `a${'\u0301'.repeat(40)}`,
  'שלום עולם',
  'مرحبا',
  '\u202eevil',
  '\u200b',
  '\u200d',
  '\ufeff',
  '\u2060',
  'ﷺ',
  'İ',
  'ß',
  '𝕳𝖊𝖑𝖑𝖔',
  '\u0000',
  '\u0007',
  '\uffff',
  '\ufffd',
  '\ud800',
  '\udc00x',
  '🦀\ud83e',
]
const LONG = [
  'a'.repeat(512),
  'a'.repeat(513),
  'a'.repeat(3000),
  '🔥'.repeat(512),
  '🔥'.repeat(513),
  'ラーメン'.repeat(130),
  `${'a '.repeat(300)}`,
  '\u200b'.repeat(600),
  `${'\u0301'.repeat(600)}`,
]
/** Percent-encoding that is not UTF-8, or not percent-encoding at all: sent as it is. */
const RAW_TOKENS = [
  '%',
  '%G1',
  '%FF',
  '%ED%A0%80',
  '%ED%B0%80',
  '%C0%AF',
  '%E0%A4%A',
  '%%',
  '%2',
  '%F4%90%80%80',
  '%00',
  '+',
  '%20',
  '%2B',
  '%26',
  '%3D',
  '%23',
]

/** UTF-8 percent-encoding, lone surrogates as WTF-8 (`%ED%A0%80`); spaces as `+` or `%20`. */
export function percentEncode(text: string, space: '+' | '%20'): string {
  let out = ''
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index)
    const next = text.charCodeAt(index + 1)
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2))
      index++
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('')
    } else {
      out += encodeURIComponent(text[index] as string)
    }
  }
  return space === '+' ? out.replaceAll('%20', '+') : out
}

const text = fc.oneof(
  fc.constantFrom(...BOUNDARY_NUMBERS, ...ODD_NUMBERS),
  fc.constantFrom(...BLANKS, ...UNICODE),
  fc.constantFrom(...LONG),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.double().map(String),
  fc.integer().map(String),
)

/** A value for `name`: mostly valid, often hostile, sometimes pieced together with raw tokens. */
function value(name: string): fc.Arbitrary<string> {
  const known = Object.hasOwn(VALID, name) ? VALID[name] : undefined
  const valid = known ? fc.constantFrom(...known) : text
  const encoded = fc
    .tuple(fc.oneof(valid, text), fc.constantFrom('+' as const, '%20' as const))
    .map(([raw, space]) => percentEncode(raw, space))
  const pieced = fc
    .array(fc.oneof(encoded, fc.constantFrom(...RAW_TOKENS)), { minLength: 1, maxLength: 3 })
    .map((parts) => parts.join(''))
  return fc.oneof(
    { weight: 12, arbitrary: valid.map((raw) => percentEncode(raw, '+')) },
    { weight: 4, arbitrary: encoded },
    { weight: 1, arbitrary: pieced },
  )
}

/** The name as sent: usually plain, sometimes percent-encoded letter by letter (`%71` is `q`). */
function spelled(name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(percentEncode(name, '+')) },
    {
      weight: 1,
      arbitrary: fc.constant(
        [...name].map((char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`).join(''),
      ),
    },
  )
}

const unknownName = fc.oneof(
  fc.constantFrom('Q', 'MODE', 'q ', 'maxresults', '__proto__', 'constructor', 'q[]', 'a.b'),
  fc.string({ maxLength: 10 }),
)

/** One `name=value` pair (or a bare `name`, or `name=`), in the query string's own encoding. */
function pair(routeNames: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(routeNames.length ? routeNames : KNOWN_NAMES)) },
    { weight: 2, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
    { weight: 1, arbitrary: unknownName },
  )
  return name.chain((chosen) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc.tuple(spelled(chosen), value(chosen)).map(([n, v]) => `${n}=${v}`),
      },
      { weight: 1, arbitrary: spelled(chosen) },
      { weight: 1, arbitrary: spelled(chosen).map((n) => `${n}=`) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_TOKENS).map((token) => `${token}=1`) },
    ),
  )
}

/**
 * A whole query string (without `?`): usually the required parameters with valid values,
 * then random pairs, sometimes with one of them repeated, or an empty pair.
 */
export function queryString(
  routeNames: readonly string[],
  required: readonly string[] = [],
): fc.Arbitrary<string> {
  const requiredPairs = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(...required.map((name) => validPair(name))) },
    { weight: 1, arbitrary: fc.constant([]) },
  )
  return fc
    .tuple(
      requiredPairs,
      fc.array(pair(routeNames), { maxLength: 5 }),
      fc.nat(7),
      fc.constantFrom('&', '&', '&', '&&'),
    )
    .map(([first, pairs, repeat, separator]) => {
      const all = [...first, ...pairs]
      const repeated = all[repeat]
      return (repeat < 2 && repeated ? [...all, repeated] : all).join(separator)
    })
}

/**
 * A query string the route answers normally: its required parameters, valid, and a `q`
 * where it takes one (live search refuses an empty query).
 */
export function baselineQuery(document: OpenApiDocument, path: string): string {
  const names = requiredNames(document, path)
  if (queryNames(document, path).includes('q') && !names.includes('q')) names.push('q')
  return names.map((name) => `${name}=${percentEncode(VALID[name]?.[0] ?? '1', '+')}`).join('&')
}

function validPair(name: string): fc.Arbitrary<string> {
  const known = Object.hasOwn(VALID, name) ? VALID[name] : undefined
  return fc
    .constantFrom(...(known ?? ['1']))
    .map((raw) => `${percentEncode(name, '+')}=${percentEncode(raw, '+')}`)
}

let client = 0
/** A client address no other request used, so the worker's own limiter counts each run apart. */
export function freshClient(): string {
  client++
  return client % 2
    ? `10.${(client >> 16) & 0xff}.${(client >> 8) & 0xff}.${client & 0xff}`
    : `2001:db8:f022:${client.toString(16)}::1`
}

const ERROR_KEYS = ['code', 'message', 'requestId']

function expectContractError(label: string, response: JsonResponse) {
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
  const body = response.body as { error?: Record<string, unknown> }
  expect(Object.keys(body ?? {}), label).toEqual(['error'])
  const error = body.error ?? {}
  expect(
    Object.keys(error).every((key) => ERROR_KEYS.includes(key)),
    label,
  ).toBe(true)
  expect(typeof error.message === 'string' && error.message.length > 0, label).toBe(true)
  const code = error.code as keyof typeof ERROR_STATUS
  expect(ERROR_STATUS[code], `${label}: code ${String(code)}`).toBe(response.status)
  if (response.status === 429)
    expect(response.headers.get('retry-after'), label).toMatch(/^[1-9]\d*$/)
}

interface RankedPostLike {
  rank: number
  score: number
  breakdown: Record<'overlap' | 'phrase' | 'recency' | 'engagement' | 'spam', number>
}

/** What docs/api.md says of every ranked list ("Posts"), beyond its JSON schema. */
function expectRankedList(label: string, posts: RankedPostLike[], cap: number) {
  expect(posts.length, `${label}: more posts than the effective cap`).toBeLessThanOrEqual(cap)
  posts.forEach((post, index) => {
    expect(post.rank, label).toBe(index + 1)
    const { overlap, phrase, recency, engagement, spam } = post.breakdown
    expect(
      Math.abs(post.score - (overlap + phrase + recency + engagement + spam)),
      label,
    ).toBeLessThan(1e-9)
  })
}

interface Answer {
  params?: { q?: string; maxResults?: number; count?: number; recencyWeight?: number }
  home?: string
  posts?: RankedPostLike[]
  platform_style?: RankedPostLike[]
  refined?: RankedPostLike[]
}

/** The clamps of docs/api.md: `maxResults` by route (and home), `count` 1..25. */
function capRange(path: string, body: Answer): [number, number] {
  if (body.params?.count !== undefined || body.home === 'ai') return [1, 25]
  if (path === '/api/for-you') return [5, 100]
  return [10, 100]
}

function expectRankedAnswer(label: string, path: string, query: string, body: Answer) {
  const cap = body.params?.maxResults ?? body.params?.count
  if (cap === undefined) return
  const [min, max] = capRange(path, body)
  expect(cap, `${label}: the effective cap`).toBeGreaterThanOrEqual(min)
  expect(cap, `${label}: the effective cap`).toBeLessThanOrEqual(max)
  if (body.params?.q !== undefined) {
    expect(body.params.q, `${label}: the echoed q`).toBe(new URLSearchParams(query).get('q') ?? '')
  }
  if (body.params?.recencyWeight !== undefined) {
    expect(body.params.recencyWeight, label).toBeGreaterThanOrEqual(0)
    expect(body.params.recencyWeight, label).toBeLessThanOrEqual(10)
  }
  for (const list of [body.posts, body.platform_style, body.refined]) {
    if (list?.every((post) => 'rank' in post)) expectRankedList(label, list, cap)
  }
}

export interface Expectations {
  /** The statuses this set-up may answer on the path (400 and 429 are always allowed). */
  statuses: readonly number[]
  /** For a path the document does not describe (itself, an unknown route): what it may answer. */
  documented?: readonly number[]
}

/**
 * Checks one answer of `path` against docs/api.md: never 500, a status the route documents
 * and this set-up can give, errors in the API's error shape, 200 bodies valid against the
 * route's documented schema (and the ranked lists' invariants).
 */
export function expectContractAnswer(
  document: OpenApiDocument,
  validator: ReturnType<typeof responseValidator>,
  path: string,
  query: string,
  response: JsonResponse,
  expectations: Expectations,
) {
  const label = `GET ${path}?${query} answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`
  expect(response.status, label).not.toBe(500)
  // Any /api path may be rate limited.
  const documented = expectations.documented
    ? [...expectations.documented, 429]
    : documentedStatuses(document, path)
  expect(documented, label).toContain(response.status)
  expect([...expectations.statuses, 400, 429], label).toContain(response.status)
  if (response.status >= 400) {
    expectContractError(label, response)
    return
  }
  if (response.status >= 300) {
    expect(response.headers.get('location'), label).toBeTruthy()
    return
  }
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/)
  const check = validator(path, response.status)
  if (check) expect(check(response.body) ? [] : check.errors, label).toEqual([])
  const headers = document.paths[path]?.get?.responses[String(response.status)]?.headers ?? {}
  for (const [name, { required, schema }] of Object.entries(headers)) {
    const sent = response.headers.get(name)
    if (sent === null && !required) continue
    expect(sent, `${label}: header ${name}`).not.toBeNull()
    if (schema.enum) expect(schema.enum, `${label}: header ${name}`).toContain(sent)
    if (schema.pattern) expect(sent, `${label}: header ${name}`).toMatch(new RegExp(schema.pattern))
  }
  expectRankedAnswer(label, path, query, response.body as Answer)
}
