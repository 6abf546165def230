/** Explore (compare, search) and For You: parse, retrieve, rank, answer. */
import { createRoute, OpenAPIHono, type z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import demoReaderJson from '../../seed/demo-reader.json'
import type { AppEnv } from '../config'
import type { RankedPost } from '../domain/post'
import { ApiError } from '../http/errors'
import { jsonAnswer, jsonObject, jsonOf, PostJson } from '../http/json-body'
import {
  CompareQuery,
  effectiveMaxResults,
  ForYouQuery,
  parameterMessage,
  QUERY_MAX_CHARACTERS,
  RESULT_RANGES,
  SearchQuery,
} from '../http/params'
import { beforeSharedSpend } from '../http/rate-limit'
import {
  CompareResponse,
  cacheHeaders,
  errorResponses,
  ForYouResponse,
  LIVE_CACHE_HIT,
  liveErrorResponses,
  SearchResponse,
} from '../http/schemas'
import { storeRequestedBatch } from '../ingest/canonical'
import { type AnalyzedPost, analyzePosts } from '../ranking/analysis'
import { rankingContext } from '../ranking/context'
import { shownInterests } from '../ranking/interests'
import type { ProfileName } from '../ranking/profiles'
import { appendOmitRetweets, EMPTY_QUERY } from '../ranking/query/parse'
import { prepareList, rankAll, rankPrepared } from '../ranking/rank'
import { trendingBatch } from '../sources/ai/batches'
import { liveHomeTimeline, liveSearch, setCacheHeaders } from '../sources/live'
import { mockSearch } from '../sources/mock'
import {
  type DemoReaderFile,
  demoReader,
  liveOutOfNetwork,
  liveReader,
  type PersonalFeed,
  personalFeed,
  seedOutOfNetwork,
} from '../sources/personal'
import { loadSeedCorpus, type SeedCorpus, seedList } from '../sources/seed'
import { AI_CACHE_HIT, aiDeps } from './ai'

/** The topic under which `home=ai&ingest=1` stores its batch. */
export const FOR_YOU_TOPIC = 'for-you'

/** The interests a For You answer lists. */
export const SHOWN_INTERESTS = 10

export const AI_HOME_NOTE =
  'An AI batch is not personalised: nothing about the reader is sent to the AI provider.'
export const PERSONALIZE_OFF_NOTE =
  'Personalisation is off for this request (personalize=false): the feed is ranked as it is for everyone.'
export const SEED_HOME_NOTE =
  'The seed home is personalised only for the demo reader @local_reader: add likes=demo.'

const demoReaderFile = demoReaderJson as DemoReaderFile

const json = <T extends z.ZodType>(schema: T, description: string, cacheHit: string) => ({
  description,
  headers: cacheHeaders(cacheHit, 'sometimes'),
  content: { 'application/json': { schema } },
})

const LIVE_ONLY_CACHE_HIT = `With source=live only: ${LIVE_CACHE_HIT}`

const compareRoute = createRoute({
  method: 'get',
  path: '/api/compare',
  summary: 'One retrieval, ranked by both profiles side by side',
  request: { query: CompareQuery },
  responses: {
    200: json(CompareResponse, 'Both rankings of the same capped corpus', LIVE_ONLY_CACHE_HIT),
    ...liveErrorResponses(401, 403, 502, 503),
  },
})

const searchRoute = createRoute({
  method: 'get',
  path: '/api/search',
  summary: 'One retrieval, ranked by one profile',
  request: { query: SearchQuery },
  responses: {
    200: json(SearchResponse, 'The ranking under `mode`', LIVE_ONLY_CACHE_HIT),
    ...liveErrorResponses(401, 403, 502, 503),
  },
})

const forYouRoute = createRoute({
  method: 'get',
  path: '/api/for-you',
  summary: 'The home feed (live timeline, AI batch or seed corpus), ranked',
  description:
    '`home=ai` (or `ai=1`) ranks a trending AI batch of `maxResults` posts (1..25, default 12; reused for 5 minutes, `x-cache`) with an empty query; with `ingest=1` it also stores the batch as canonical posts of the topic `for-you` and says how many in `ingested`. `ingest` is ignored for other homes.',
  request: { query: ForYouQuery },
  responses: {
    200: json(
      ForYouResponse,
      'The ranked feed',
      `With home=live: ${LIVE_CACHE_HIT} With home=ai: ${AI_CACHE_HIT}`,
    ),
    ...errorResponses(401, 403, 502, 503),
  },
})

type SearchInput = z.output<typeof CompareQuery>

function searchParams(input: SearchInput) {
  return {
    q: input.q,
    recencyWeight: input.recencyWeight,
    strictMatch: input.strictMatch,
    maxResults: effectiveMaxResults(input.maxResults, RESULT_RANGES.compare),
    omitRetweets: input.omitRetweets,
  }
}

/** What the answers made from the seed corpus share, kept once per isolate. */
interface SeedAnswers {
  /** Its posts as JSON, as the mock source shows them. */
  asMock: PostJson
  /** Its posts as JSON, as themselves (For You's seed home). */
  asSeed: PostJson
}

const seedAnswers = new WeakMap<SeedCorpus, SeedAnswers>()

function seedAnswersOf(corpus: SeedCorpus): SeedAnswers {
  let answers = seedAnswers.get(corpus)
  if (!answers) {
    answers = { asMock: new PostJson('mock'), asSeed: new PostJson() }
    seedAnswers.set(corpus, answers)
  }
  return answers
}

async function retrieveMock(env: AppEnv['Bindings'], params: ReturnType<typeof searchParams>) {
  const corpus = await loadSeedCorpus(env.ASSETS)
  const { query, posts, context: retrieved } = mockSearch(corpus.posts, params)
  // The seed's timestamps were rebased to the moment it loaded: ages are read from then, so the
  // same question gets the same answer however long the isolate lives.
  const context = rankingContext(query, params, corpus.stats, corpus.loadedAtMs)
  return { list: prepareList(posts, retrieved), context, postJson: seedAnswersOf(corpus).asMock }
}

/** The provider query for live retrieval: `omitRetweets` appends ` -is:retweet`. */
export function liveQuery(params: { q: string; omitRetweets: boolean }): string {
  if (params.q.trim().length === 0) {
    throw new ApiError(
      'bad_request',
      parameterMessage(
        'q',
        'is required for live search: give an X search query with at least one character that is not a space.',
      ),
    )
  }
  const query = params.omitRetweets ? appendOmitRetweets(params.q) : params.q
  if ([...query].length > QUERY_MAX_CHARACTERS) {
    throw new ApiError(
      'bad_request',
      parameterMessage(
        'q',
        `is too long for omitRetweets: with \` -is:retweet\` appended it must be at most ${QUERY_MAX_CHARACTERS} characters.`,
      ),
    )
  }
  return query
}

async function retrieveLive(c: Context<AppEnv>, params: ReturnType<typeof searchParams>) {
  const query = liveQuery(params)
  const [page, corpus] = await Promise.all([
    liveSearch(c, { query, maxResults: params.maxResults }),
    loadSeedCorpus(c.env.ASSETS),
  ])
  setCacheHeaders(c, page.cache)
  const context = rankingContext(params.q, params, corpus.stats)
  return { list: prepareList(analyzePosts(page.posts)), context, postJson: new PostJson() }
}

type Home = 'live' | 'ai' | 'seed'

/** `home`, or the `ai=1` / `mock=1` shorthands; contradictory values are a 400. */
export function resolveHome(
  input: { home?: Home | undefined; ai?: boolean | undefined; mock?: boolean | undefined },
  signedIn: boolean,
): Home {
  const implied: Home[] = []
  if (input.ai) implied.push('ai')
  if (input.mock) implied.push('seed')
  const requested = input.home ? [input.home, ...implied] : implied
  const distinct = [...new Set(requested)]
  if (distinct.length > 1) {
    throw new ApiError(
      'bad_request',
      `The home, ai and mock parameters ask for different homes (${distinct.join(', ')}): give one of home=live|ai|seed, ai=1 or mock=1.`,
    )
  }
  return distinct[0] ?? (signedIn ? 'live' : 'seed')
}

export const feedRoutes = new OpenAPIHono<AppEnv>()
  .openapi(compareRoute, async (c) => {
    const input = c.req.valid('query')
    const params = searchParams(input)
    c.set('source', input.source)
    const { list, context, postJson } =
      input.source === 'live' ? await retrieveLive(c, params) : await retrieveMock(c.env, params)
    const ranked = rankAll(list, context)
    return jsonAnswer(
      c,
      jsonObject({
        params: jsonOf(params),
        source: jsonOf(input.source),
        platform_style: postJson.list(ranked.platform_style),
        refined: postJson.list(ranked.refined),
      }),
    )
  })
  .openapi(searchRoute, async (c) => {
    const input = c.req.valid('query')
    const params = searchParams(input)
    c.set('source', input.source)
    const mode: ProfileName = input.mode
    const { list, context, postJson } =
      input.source === 'live' ? await retrieveLive(c, params) : await retrieveMock(c.env, params)
    return jsonAnswer(
      c,
      jsonObject({
        params: jsonOf(params),
        source: jsonOf(input.source),
        mode: jsonOf(mode),
        posts: postJson.list(rankPrepared(list, mode, context)),
      }),
    )
  })
  .openapi(forYouRoute, async (c) => {
    const input = c.req.valid('query')
    const explicit = input.home !== undefined || input.ai === true || input.mock === true
    const signedIn = explicit ? false : (await c.var.auth.current()) !== null
    const home = resolveHome(input, signedIn)
    c.set('source', home)
    const range = home === 'ai' ? RESULT_RANGES.forYouAi : RESULT_RANGES.forYou
    const params = {
      recencyWeight: input.recencyWeight,
      strictMatch: input.strictMatch,
      maxResults: effectiveMaxResults(input.maxResults, range),
    }
    const corpus = await loadSeedCorpus(c.env.ASSETS)
    // What the AI or live home fetched; the seed home's list is kept (see seedList).
    let fetched: AnalyzedPost[] | undefined
    let ingested: number | undefined
    let personal: PersonalFeed | null = null
    const notes: string[] = []
    if (home === 'ai') {
      // An AI batch, as /api/ai/trending-tweets is: held to the AI routes' rules as well.
      await beforeSharedSpend(c)
      const { value, cache } = await trendingBatch(aiDeps(c), params.maxResults)
      setCacheHeaders(c, cache)
      fetched = analyzePosts(value.posts)
      if (input.ingest) {
        const batch = value.posts.map((sourced) => sourced.post)
        ingested = await storeRequestedBatch(c.env.DB, FOR_YOU_TOPIC, batch, params, Date.now())
      }
      notes.push(AI_HOME_NOTE)
    }
    if (home === 'live') {
      const session = await c.var.auth.current()
      if (!session) throw new ApiError('not_signed_in', 'Sign in with X to see your home timeline.')
      const [page, reader] = await Promise.all([
        liveHomeTimeline(c, { maxResults: params.maxResults }),
        input.personalize ? liveReader(c, session, corpus.stats) : null,
      ])
      setCacheHeaders(c, page.cache)
      fetched = analyzePosts(page.posts)
      if (reader === null) notes.push(PERSONALIZE_OFF_NOTE)
      else if (!reader.ok) notes.push(reader.note)
      else {
        const found = await liveOutOfNetwork(c, reader.reader, params.maxResults)
        if (found.note) notes.push(found.note)
        if (reader.reader.missing) notes.push(reader.reader.missing)
        personal = personalFeed(
          fetched,
          found.posts,
          reader.reader,
          params.maxResults,
          corpus.stats,
        )
      }
    }
    if (home === 'seed') {
      if (!input.personalize) notes.push(PERSONALIZE_OFF_NOTE)
      else if (input.likes !== 'demo') notes.push(SEED_HOME_NOTE)
      else {
        const reader = demoReader(corpus, demoReaderFile)
        personal = personalFeed(
          corpus.posts.slice(0, params.maxResults),
          seedOutOfNetwork(corpus, reader, params.maxResults),
          reader,
          params.maxResults,
          corpus.stats,
        )
      }
    }
    const nowMs = fetched ? Date.now() : corpus.loadedAtMs
    const context = rankingContext(EMPTY_QUERY, params, corpus.stats, nowMs, {
      interests: personal?.interests ?? null,
      outOfNetwork: personal?.outOfNetwork,
    })
    const list =
      personal?.list ?? (fetched ? prepareList(fetched) : seedList(corpus, params.maxResults))
    const postJson = home === 'seed' ? seedAnswersOf(corpus).asSeed : new PostJson()
    const interests = personal?.interests ?? null
    const shown =
      interests === null
        ? null
        : shownInterests(list.context, interests, { threads: input.mode === 'refined' })
    const feedFields = (post: RankedPost) => ({
      origin:
        home === 'ai' || personal?.outOfNetwork.has(post.id)
          ? ('out_of_network' as const)
          : ('in_network' as const),
      matched: shown?.get(post.id) ?? ([] as string[]),
    })
    const answer = {
      params: jsonOf(params),
      home: jsonOf(home),
      mode: jsonOf(input.mode),
      personalized: jsonOf(personal !== null),
      interests: jsonOf(
        (interests?.top ?? [])
          .slice(0, SHOWN_INTERESTS)
          .map((interest) => ({ term: interest.label, weight: interest.weight })),
      ),
      note: jsonOf(notes.length > 0 ? notes.join(' ') : null),
      posts: postJson.listWith(rankPrepared(list, input.mode, context), feedFields),
    }
    return jsonAnswer(
      c,
      ingested === undefined
        ? jsonObject(answer)
        : jsonObject({ ...answer, ingested: jsonOf(ingested) }),
    )
  })
