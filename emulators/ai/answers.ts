/**
 * What the AI emulator answers to `POST /v1/responses`: the request is checked the way the
 * real API would (model, input, `text.format` with a JSON schema), the task read from the
 * prompt (`Task:`, `Count:`, `Topic:` lines), and the answer built from the seed corpus,
 * keeping exactly the properties the requested schema lists: `Count` posts, those sharing a
 * word with the topic first, then the most engaging others (as a model would fill a batch). With the `x_search` tool the
 * posts are "real" (seed posts with x.com permalinks, cited as url_citation annotations);
 * without it they carry no URL. Pure but for the clock and ids passed in.
 */
import type { Json, JsonObject } from '../x/json.ts'
import { isJsonObject, objectField, stringField } from '../x/json.ts'
import type { SeedPost } from './seed.ts'
import { wordsOf } from './seed.ts'

export type Task = 'posts' | 'sessions'

export interface ParsedRequest {
  model: string
  formatName: string
  schema: JsonObject
  /** The array property the schema asks for (`posts` or `sessions`). */
  listKey: string
  itemSchema: JsonObject
  task: Task
  xSearch: boolean
  prompt: string
  count: number
  topic: string | null
}

export type Parsed = { ok: true; value: ParsedRequest } | { ok: false; message: string }

const MAX_COUNT = 50
const DEFAULT_COUNT = 10

function promptText(input: Json | undefined): string | null {
  if (typeof input === 'string') return input
  if (!Array.isArray(input)) return null
  const parts: string[] = []
  for (const message of input) {
    if (!isJsonObject(message)) return null
    const content = message.content
    if (typeof content === 'string') parts.push(content)
    else if (Array.isArray(content)) {
      for (const part of content) {
        if (isJsonObject(part) && typeof part.text === 'string') parts.push(part.text)
      }
    } else return null
  }
  return parts.join('\n')
}

function readCount(prompt: string): number {
  const match = /^Count:\s*(\d{1,4})\s*$/mu.exec(prompt)
  const value = match?.[1] ? Number(match[1]) : DEFAULT_COUNT
  return Math.min(MAX_COUNT, Math.max(1, value))
}

function readTopic(prompt: string): string | null {
  const match = /^Topic:\s*(".*")\s*$/mu.exec(prompt)
  if (!match?.[1]) return null
  try {
    const topic: unknown = JSON.parse(match[1])
    return typeof topic === 'string' ? topic : null
  } catch {
    return null
  }
}

/** Checks a Responses API request body the way the provider would. */
export function parseRequest(body: Json | undefined): Parsed {
  if (!isJsonObject(body)) return { ok: false, message: 'The body must be a JSON object.' }
  const model = stringField(body, 'model')
  if (!model) return { ok: false, message: '`model` is required.' }
  const prompt = promptText(body.input)
  if (prompt === null) return { ok: false, message: '`input` must be a string or messages.' }
  const format = objectField(objectField(body, 'text') ?? {}, 'format')
  if (format?.type !== 'json_schema') {
    return { ok: false, message: 'The emulator needs `text.format` of type `json_schema`.' }
  }
  const formatName = stringField(format, 'name')
  const schema = objectField(format, 'schema')
  if (!formatName || !schema) {
    return { ok: false, message: '`text.format` needs a `name` and a `schema`.' }
  }
  const properties = objectField(schema, 'properties') ?? {}
  const listKey = 'posts' in properties ? 'posts' : 'sessions' in properties ? 'sessions' : null
  const itemSchema = listKey ? objectField(objectField(properties, listKey) ?? {}, 'items') : null
  if (!listKey || !itemSchema) {
    return { ok: false, message: 'The emulator answers schemas with a `posts` or `sessions` list.' }
  }
  const tools = Array.isArray(body.tools) ? body.tools : []
  return {
    ok: true,
    value: {
      model,
      formatName,
      schema,
      listKey,
      itemSchema,
      task: listKey === 'posts' ? 'posts' : 'sessions',
      xSearch: tools.some((tool) => isJsonObject(tool) && tool.type === 'x_search'),
      prompt,
      count: readCount(prompt),
      topic: readTopic(prompt),
    },
  }
}

function engagement(post: SeedPost): number {
  return post.likes + 2 * post.reposts + 3 * post.replies + 2 * post.quotes
}

/** The most engaging posts, one per author first. */
function trending(posts: readonly SeedPost[], count: number): SeedPost[] {
  const ranked = [...posts].sort((a, b) => engagement(b) - engagement(a) || (a.id < b.id ? 1 : -1))
  const authors = new Set<string>()
  const first: SeedPost[] = []
  const rest: SeedPost[] = []
  for (const post of ranked) {
    if (authors.has(post.username)) rest.push(post)
    else {
      authors.add(post.username)
      first.push(post)
    }
  }
  return [...first, ...rest].slice(0, count)
}

/** Posts sharing a word with the topic, most shared words then newest first. */
export function aboutTopic(posts: readonly SeedPost[], topic: string, count: number): SeedPost[] {
  const words = [...new Set(wordsOf(topic))]
  const scored = posts
    .map((post) => ({ post, score: words.filter((word) => post.words.has(word)).length }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || b.post.createdAtMs - a.post.createdAtMs)
  return scored.slice(0, count).map((entry) => entry.post)
}

/** A post's address as xAI's x_search cites it: X's `/i/status/<id>` form, without the author. */
export function permalink(post: SeedPost): string {
  return `https://x.com/i/status/${post.id}`
}

function postRecord(post: SeedPost, grounded: boolean): JsonObject {
  return {
    text: post.text,
    author_username: post.username,
    author_name: post.name,
    author_verified: post.verified,
    author_followers: post.followers,
    created_at: post.createdAt,
    lang: post.lang,
    url: grounded ? permalink(post) : null,
    likes: post.likes,
    reposts: post.reposts,
    replies: post.replies,
    quotes: post.quotes,
    bookmarks: post.bookmarks,
    impressions: post.impressions,
  }
}

/**
 * The seed's topics as a host's posts show them (their words, any of the corpus's languages),
 * with titles a host of that topic gives a session: what a model finds when it looks for live
 * audio and broadcasts on X.
 */
export const SESSION_TOPICS: ReadonlyArray<{
  words: readonly string[]
  titles: readonly string[]
}> = [
  {
    words: [
      'football',
      'fútbol',
      'futebol',
      'fußball',
      'soccer',
      'xg',
      'goals',
      'derby',
      'サッカー',
    ],
    titles: [
      'Matchday phone-in: the weekend’s results and talking points',
      'Tactics board: pressing, build-up and the xG behind the scoreline',
      'Derby build-up: team news and predictions',
      'Post-match reaction: player ratings and the big calls',
      'Fan zone: the title race, club by club',
    ],
  },
  {
    words: ['climate', 'clima', 'klima', 'climat', 'solar', 'heat', 'grid', 'emissions'],
    titles: [
      'Climate news of the week, explained',
      'Heat pumps, solar and the grid: your questions answered',
      'After the heatwave: what the data says',
    ],
  },
  {
    words: ['launch', 'rocket', 'orbit', 'booster', 'galaxy', 'eclipse', 'meteor', '流星群'],
    titles: [
      'Launch watch: countdown to liftoff',
      'Stargazing tonight: what to look for and where',
      'Booster landings and what comes next in orbit',
    ],
  },
  {
    words: ['index', 'funds', 'debt', 'fees', 'invest', 'savings', 'payday', 'ahorro'],
    titles: [
      'Index funds, fees and your first portfolio',
      'Money Q&A: debt, savings and payday habits',
    ],
  },
  {
    words: ['rust', 'tokio', 'async', 'borrow', 'compiler', 'cargo', 'trait', '非同期'],
    titles: [
      'Async Rust office hours: Tokio questions answered',
      'Live code review: making peace with the borrow checker',
    ],
  },
  {
    words: ['llm', 'llms', 'evals', 'prompt', 'rag', 'model', 'models', 'agents'],
    titles: [
      'Evals that catch real regressions: a live Q&A',
      'Prompt clinic: bring the prompts that fail you',
    ],
  },
  {
    words: ['marathon', 'running', 'run', 'deadlift', 'training', 'km', 'maratón', 'couch'],
    titles: [
      'Marathon training check-in: long runs, taper and race day',
      'Couch to 5K: first-week questions',
    ],
  },
  {
    words: ['typescript', 'javascript', 'css', 'react', 'vitest', 'tsconfig', 'frontend'],
    titles: [
      'TypeScript office hours: types that help, not hurt',
      'Front-end Friday: show and tell',
    ],
  },
  {
    words: ['edge', 'workers', 'cloudflare', 'serverless', 'latency', 'cdn'],
    titles: ['Building at the edge: Workers, caching and cold starts'],
  },
  {
    words: ['ramen', 'ラーメン', 'sourdough', 'recipe', 'noodles', 'paella', 'bread', 'tortilla'],
    titles: [
      'Sourdough clinic: crumb, hydration and timing',
      'Ramen night: broth, tare and noodles',
    ],
  },
  {
    words: ['coffee', 'espresso', 'latte', 'brew', 'café', 'roast', 'beans', 'コーヒー'],
    titles: ['Brew bar live: dialling in espresso', 'Home roasting Q&A: light, medium or dark?'],
  },
  {
    words: ['game', 'games', 'gaming', 'speedrun', 'indie', 'devlog', 'ゲーム'],
    titles: ['Speedrun watch party', 'Indie devlog showcase: builds in progress'],
  },
  {
    words: ['album', 'vinyl', 'synth', 'music', 'guitar', 'bandcamp', 'record'],
    titles: ['Listening party: the records of the week', 'Synth jam and gear talk'],
  },
  {
    words: ['bike', 'bikes', 'cycling', 'velo', 'vélo', 'bici', 'lanes', 'cyclable'],
    titles: ['City cycling: bike lanes and the daily commute'],
  },
  {
    words: ['photography', 'film', 'photo', 'photos', 'camera', '写真', 'portra'],
    titles: ['Film photography meet-up: scans and critiques'],
  },
  {
    words: ['train', 'travel', 'trip', 'viaje', '旅', 'lisbon', 'trains'],
    titles: ['Slow travel by train: routes and tips'],
  },
]

/** What the host's posts are most about: the topic sharing the most words with them, if any. */
function hostTopic(host: string, seed: readonly SeedPost[]) {
  const words = new Set<string>()
  for (const post of seed)
    if (post.username === host) for (const word of post.words) words.add(word)
  let best: (typeof SESSION_TOPICS)[number] | undefined
  let bestHits = 0
  for (const topic of SESSION_TOPICS) {
    const hits = topic.words.filter((word) => words.has(word)).length
    if (hits > bestHits) {
      best = topic
      bestHits = hits
    }
  }
  return best
}

/**
 * A session's title: one of the titles of its host's topic not yet given to another session
 * of the answer (the index picks which), else a plain one of the host's own.
 */
export function sessionTitle(
  post: SeedPost,
  seed: readonly SeedPost[],
  index: number,
  used: Set<string>,
): string {
  const titles = hostTopic(post.username, seed)?.titles ?? []
  for (let i = 0; i < titles.length; i++) {
    const title = titles[(index + i) % titles.length] as string
    if (!used.has(title)) {
      used.add(title)
      return title
    }
  }
  const title = `Open mic with ${post.name}`
  used.add(title)
  return title
}

function sessionRecord(
  post: SeedPost,
  index: number,
  grounded: boolean,
  nowMs: number,
  title: string,
) {
  const scheduled = index % 3 === 2
  const minute = 60_000
  const spaceId = `1${post.id.slice(-12).replace(/\D/gu, '0')}`
  const kind = index % 2 === 0 ? 'audio' : 'broadcast'
  const record: JsonObject = {
    title,
    kind,
    state: scheduled ? 'scheduled' : 'live',
    host_username: post.username,
    host_name: post.name,
    listeners: scheduled ? 0 : Math.floor(post.followers / 40) + 7 * (index + 1),
    started_at: new Date(
      scheduled ? nowMs + (index + 1) * 45 * minute : nowMs - (index + 1) * 7 * minute,
    ).toISOString(),
    url: grounded
      ? `https://x.com/i/${kind === 'audio' ? 'spaces' : 'broadcasts'}/${spaceId}`
      : null,
  }
  return record
}

export class UnfillableSchemaError extends Error {}

/** Keeps exactly the properties the item schema lists; a required one the record lacks is an error. */
export function conform(itemSchema: JsonObject, record: JsonObject): JsonObject {
  const properties = objectField(itemSchema, 'properties') ?? {}
  const required = Array.isArray(itemSchema.required) ? itemSchema.required : []
  const out: JsonObject = {}
  for (const name of Object.keys(properties)) {
    const value = record[name]
    if (value !== undefined) out[name] = value
  }
  for (const name of required) {
    if (typeof name === 'string' && !(name in out)) {
      throw new UnfillableSchemaError(`the emulator cannot fill the required property "${name}"`)
    }
  }
  return out
}

export interface Built {
  /** Conformed items (hostile answers also carry items of the wrong type). */
  items: Json[]
  citations: string[]
}

/** The items answering a request, conformed to its schema, with what they cite. */
export function buildItems(
  request: ParsedRequest,
  seed: readonly SeedPost[],
  nowMs: number,
): Built {
  const grounded = request.xSearch
  if (request.task === 'sessions') {
    const hosts = trending(
      [...seed].sort((a, b) => b.followers - a.followers),
      request.count,
    )
    const used = new Set<string>()
    const records = hosts.map((post, index) =>
      sessionRecord(post, index, grounded, nowMs, sessionTitle(post, seed, index, used)),
    )
    return {
      items: records.map((record) => conform(request.itemSchema, record)),
      citations: records.flatMap((record) => (typeof record.url === 'string' ? [record.url] : [])),
    }
  }
  const found = request.topic ? aboutTopic(seed, request.topic, request.count) : []
  const ids = new Set(found.map((post) => post.id))
  const filler = trending(seed, request.count + found.length).filter((post) => !ids.has(post.id))
  const posts = [...found, ...filler].slice(0, request.count)
  return {
    items: posts.map((post) => conform(request.itemSchema, postRecord(post, grounded))),
    citations: grounded ? posts.map(permalink) : [],
  }
}

/** Hostile but well-formed items: markup, huge strings, duplicates, wild counts, wrong types. */
export function hostileItems(
  request: ParsedRequest,
  seed: readonly SeedPost[],
  nowMs: number,
): Built {
  const normal = buildItems({ ...request, count: 3 }, seed, nowMs)
  const [first, second] = normal.items.filter(isJsonObject)
  if (!first || !second) return normal
  const huge = 'A'.repeat(100_000)
  if (request.task === 'sessions') {
    const items: Json[] = [
      ...normal.items,
      { ...first },
      { ...second, url: null, title: '<script>alert("owned")</script>Office hours <b>live</b>' },
      { ...first, url: null, title: huge },
      { ...first, url: null, title: 'Listeners gone wild', listeners: -40 },
      { ...first, url: null, title: 'A very popular space', listeners: 1e300 },
      { ...first, url: null, title: 'Podcast instead', kind: 'podcast' },
      { ...first, url: null, title: 'Wrong types', listeners: 'many' },
      { ...first, title: 'Invented link', url: 'https://x.com/i/spaces/9999999999999' },
      { ...first, url: null, title: 'Bad handle', host_username: 'not a handle!' },
      {
        ...first,
        url: null,
        title: 'Ended yesterday',
        state: 'scheduled',
        started_at: new Date(nowMs - 86_400_000).toISOString(),
      },
      null,
      'a string',
      [],
    ]
    return { items, citations: normal.citations }
  }
  const items: Json[] = [
    ...normal.items,
    { ...first },
    { ...second, url: null },
    { ...second, url: null },
    {
      ...second,
      url: null,
      text: '<script>alert("owned")</script>Normal words about #rust <img src=x onerror=alert(1)>',
    },
    { ...first, url: null, text: huge },
    { ...first, url: null, author_name: huge, text: 'A post with a huge author name' },
    { ...first, url: null, text: `Long ${'word '.repeat(1500)}` },
    { ...first, url: null, text: 'Negative counts', likes: -5, reposts: -1e9, impressions: -1 },
    {
      ...first,
      url: null,
      text: 'Huge counts',
      likes: 1e300,
      impressions: 9e18,
      author_followers: 1e20,
    },
    { ...first, url: null, text: 'Wrong types', likes: 'lots', author_verified: 'yes' },
    { ...first, url: null, text: 42 },
    { ...first, url: 'https://x.com/elonmusk/status/1234567890123', text: 'An invented permalink' },
    { ...first, url: null, text: 'Bad handle', author_username: 'not a handle!' },
    {
      ...first,
      url: null,
      text: 'Odd date and language',
      created_at: 'yesterday-ish',
      lang: 'english!!',
    },
    { ...first, url: null, text: 'From the future', created_at: '2099-01-01T00:00:00Z' },
    { ...first, url: null, text: 'Control\u0000chars \u202Eand bidi\u202C' },
    null,
    'a string',
    [],
    7,
  ]
  return { items, citations: normal.citations }
}

/** The output text of a "schema" failure: JSON that ignores the schema. */
export function schemaBreakingOutput(request: ParsedRequest): JsonObject {
  return { [request.listKey]: 'not-a-list', note: 'the schema was ignored' }
}

export interface Envelope {
  id: string
  model: string
  outputText: string
  citations: string[]
  nowMs: number
  xSearch: boolean
}

/** A Responses API answer around one output text, citations as url_citation annotations. */
export function responseEnvelope(envelope: Envelope): JsonObject {
  const { outputText, citations } = envelope
  const annotations: Json[] = citations.map((url) => {
    const start = outputText.indexOf(url)
    return {
      type: 'url_citation',
      url,
      title: url,
      start_index: Math.max(0, start),
      end_index: Math.max(0, start) + url.length,
    }
  })
  const output: Json[] = []
  if (envelope.xSearch) {
    output.push({
      type: 'custom_tool_call',
      id: `ctc_${envelope.id}`,
      name: 'x_keyword_search',
      status: 'completed',
    })
  }
  output.push({
    type: 'message',
    id: `msg_${envelope.id}`,
    role: 'assistant',
    status: 'completed',
    content: [{ type: 'output_text', text: outputText, annotations, logprobs: [] }],
  })
  const outputTokens = Math.ceil(outputText.length / 4)
  return {
    id: `resp_${envelope.id}`,
    object: 'response',
    created_at: Math.floor(envelope.nowMs / 1000),
    model: envelope.model,
    status: 'completed',
    output,
    citations,
    usage: {
      input_tokens: 420,
      output_tokens: outputTokens,
      total_tokens: 420 + outputTokens,
      num_sources_used: citations.length,
    },
  }
}
