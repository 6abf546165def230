/** Response shapes for the OpenAPI document (docs/api.md, "Posts" and "Routes"). */
import { z } from '@hono/zod-openapi'
import { MEDIA_TYPES } from '../media/policy'
import { PROFILE_NAMES } from '../ranking/profiles'

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.enum([
        'bad_request',
        'not_signed_in',
        'forbidden',
        'not_found',
        'rate_limited',
        'provider_error',
        'not_configured',
        'internal',
      ]),
      message: z.string(),
      requestId: z.string().optional(),
    }),
  })
  .openapi('Error')

const SHIPPED_PICTURES =
  "Of a post from the seed corpus (`source` `seed` or `mock`), the path of a picture this deployment serves itself (`/seed/media/…`, relative to the API's origin)."

export const AuthorSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    name: z.string(),
    avatarUrl: z.string().openapi({
      description: `The author's picture: an absolute https URL. ${SHIPPED_PICTURES}`,
    }),
    verified: z.boolean(),
    followers: z.number().int(),
  })
  .openapi('Author')

export const PostSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    createdAt: z.string().openapi({ format: 'date-time' }),
    lang: z.string(),
    url: z.string(),
    author: AuthorSchema,
    metrics: z.object({
      likes: z.number().int(),
      reposts: z.number().int(),
      replies: z.number().int(),
      quotes: z.number().int(),
      bookmarks: z.number().int(),
      impressions: z.number().int(),
    }),
    hashtags: z.array(z.string()),
    media: z.array(
      z.object({
        type: z.enum(['photo', 'video', 'animated_gif']),
        url: z.string().openapi({
          description: `The photo, or the video (its best mp4): an absolute https URL. ${SHIPPED_PICTURES}`,
        }),
        previewUrl: z.string().openapi({
          description: `A photo's small rendition (X's \`name=small\`), a video's preview image. ${SHIPPED_PICTURES}`,
        }),
        width: z.number().int(),
        height: z.number().int(),
        alt: z.string(),
      }),
    ),
    kind: z.enum(['original', 'repost', 'reply', 'quote']),
    source: z.enum(['live', 'mock', 'seed', 'ai']),
  })
  .openapi('Post')

export const BreakdownSchema = z
  .object({
    overlap: z.number(),
    phrase: z.number(),
    recency: z.number(),
    engagement: z.number(),
    spam: z.number().max(0),
  })
  .openapi('Breakdown')

export const RankedPostSchema = PostSchema.extend({
  rank: z.number().int().min(1),
  score: z.number().openapi({
    description:
      'The sum of the five breakdown values (to 1e-9), rounded to six decimals as they are.',
  }),
  breakdown: BreakdownSchema,
}).openapi('RankedPost')

export const SearchParamsEcho = z
  .object({
    q: z.string(),
    recencyWeight: z.number(),
    strictMatch: z.boolean(),
    maxResults: z.number().int(),
    omitRetweets: z.boolean(),
  })
  .openapi('EffectiveSearchParams')

export const FeedParamsEcho = z
  .object({
    recencyWeight: z.number(),
    strictMatch: z.boolean(),
    maxResults: z.number().int(),
  })
  .openapi('EffectiveFeedParams')

export const CompareResponse = z
  .object({
    params: SearchParamsEcho,
    source: z.enum(['mock', 'live']),
    platform_style: z.array(RankedPostSchema),
    refined: z.array(RankedPostSchema),
  })
  .openapi('CompareResponse')

export const SearchResponse = z
  .object({
    params: SearchParamsEcho,
    source: z.enum(['mock', 'live']),
    mode: z.enum(PROFILE_NAMES),
    posts: z.array(RankedPostSchema),
  })
  .openapi('SearchResponse')

export const FeedPostSchema = RankedPostSchema.extend({
  origin: z.enum(['in_network', 'out_of_network']).openapi({
    description:
      '`in_network`: from the home timeline (the accounts the reader follows; the seed home for `home=seed`). `out_of_network`: found for the reader by a search for their interests, or an AI batch.',
  }),
  matched: z.array(z.string()).openapi({
    description:
      "The reader's interests this post holds, strongest first, at most 5, as the reader's own posts write them (\"because you liked posts about …\"); under `mode=refined`, for a later part of an author's thread that holds none, those of the thread's first post, by which it is ranked. Empty when the feed is not personalised.",
  }),
}).openapi('FeedPost')

export const InterestSchema = z
  .object({
    term: z.string().openapi({ description: 'The interest as the reader writes it.' }),
    weight: z.number().openapi({ description: "Its weight over the strongest interest's, 0..1." }),
  })
  .openapi('Interest')

export const ForYouResponse = z
  .object({
    params: FeedParamsEcho,
    home: z.enum(['live', 'ai', 'seed']),
    mode: z.enum(PROFILE_NAMES),
    personalized: z.boolean().openapi({
      description:
        "Whether the feed was ranked against the reader's interests (read from their likes, in this request).",
    }),
    interests: z.array(InterestSchema).openapi({
      description: "The reader's strongest interests, at most 10; empty when not personalised.",
    }),
    note: z.string().nullable().openapi({
      description:
        'Why the feed is not personalised, or what part of it is missing (posts from outside the network); null when there is nothing to say.',
    }),
    posts: z.array(FeedPostSchema),
    ingested: z.number().int().optional().openapi({
      description: 'With `home=ai&ingest=1`: how many posts were stored under the topic `for-you`.',
    }),
  })
  .openapi('ForYouResponse')

export const AiParamsEcho = z
  .object({
    count: z.number().int(),
    recencyWeight: z.number(),
    strictMatch: z.boolean(),
  })
  .openapi('EffectiveAiParams')

export const AiPostsResponse = z
  .object({
    generatedAt: z.string().openapi({ format: 'date-time' }),
    model: z.string().openapi({ description: 'The AI model that found the posts.' }),
    params: AiParamsEcho,
    mode: z.enum(PROFILE_NAMES),
    posts: z.array(RankedPostSchema),
  })
  .openapi('AiPostsResponse')

export const TopicBatchResponse = AiPostsResponse.extend({
  topic: z.string().openapi({ description: 'The topic, trimmed, runs of spaces made one.' }),
  ingested: z
    .number()
    .int()
    .openapi({ description: 'How many posts were stored (0 unless `ingest` is on).' }),
}).openapi('TopicBatchResponse')

export const LiveSessionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    kind: z.enum(['audio', 'broadcast']),
    state: z.enum(['live', 'scheduled']),
    host: z.object({ username: z.string(), name: z.string() }),
    listeners: z.number().int(),
    startedAt: z
      .string()
      .openapi({ format: 'date-time', description: 'When it started, or will start.' }),
    url: z.string().openapi({
      description:
        'The Space or broadcast on x.com when the AI provider cited one, else the host profile.',
    }),
  })
  .openapi('LiveSession')

export const LiveSessionsResponse = z
  .object({
    generatedAt: z.string().openapi({ format: 'date-time' }),
    sessions: z.array(LiveSessionSchema),
  })
  .openapi('LiveSessionsResponse')

export const HealthResponse = z
  .object({
    ok: z.boolean(),
    oauth: z.boolean().openapi({ description: 'An OAuth client is configured.' }),
    bearerToken: z.boolean().openapi({ description: 'An app-only bearer token is configured.' }),
    ai: z.boolean().openapi({ description: 'An AI key is configured.' }),
    version: z.string(),
  })
  .openapi('Health')

/** What `x-cache: HIT` means for an answer of the live cache. */
export const LIVE_CACHE_HIT =
  'HIT when an identical call by the same caller within 60 s was reused.'

/**
 * The headers of an answer that may come from a cache (the live cache, an AI batch): `when`
 * says when the answer is a cached one, and for how long; `sometimes` when only some
 * answers of the route can be (`source=live`, not the seed corpus).
 */
export function cacheHeaders(when: string, presence: 'always' | 'sometimes' = 'always') {
  const xCache = z.enum(['HIT', 'MISS']).openapi({ description: when })
  const age = z
    .string()
    .regex(/^\d+$/)
    .openapi({ description: 'Whole seconds since the reused answer was made; 0 on a MISS.' })
  return presence === 'always'
    ? z.object({ 'x-cache': xCache, age })
    : z.object({ 'x-cache': xCache.optional(), age: age.optional() })
}

/** A 302 answer, with the `Location` header that says where the browser goes next. */
export function redirectResponse(description: string) {
  return {
    description,
    headers: z.object({
      Location: z
        .string()
        .openapi({ format: 'uri', description: 'Where the browser goes next (an absolute URL).' }),
    }),
  }
}

/** Image or video bytes, as a media host answered them (the media proxy's 200 and 206). */
export function mediaContent(description: string) {
  const bytes = { schema: z.string().openapi({ format: 'binary' }) }
  return { description, content: Object.fromEntries(MEDIA_TYPES.map((type) => [type, bytes])) }
}

type ErrorStatus = 400 | 401 | 403 | 429 | 500 | 502 | 503

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'A parameter could not be parsed or was given twice (`bad_request`, naming the parameter).',
  401: 'The route needs a session (`not_signed_in`).',
  403: "Refused (`forbidden`): a media URL off the allow-list; or, sent by a browser from another site's page, a POST or a request that would spend what every visitor shares (an AI call, an X call on the app's bearer token).",
  429: 'Rate limited (`rate_limited`), with `Retry-After`.',
  500: 'An unexpected failure (`internal`), with the request id that the log line carries.',
  502: 'The provider failed or answered garbage (`provider_error`).',
  503: 'The feature is not configured, or a configuration variable has a value the worker cannot read (`not_configured`, naming it).',
}

/**
 * What any /api route can answer whatever it does: a parameter given twice (400), the
 * general rate limit (429), an unexpected failure (500), a configuration variable the
 * worker cannot read (503, src/http/config-check.ts).
 */
const ANY_ROUTE_ERRORS: readonly ErrorStatus[] = [400, 429, 500, 503]

/** The header every 429 carries (docs/api.md: `Retry-After`, whole seconds 1..3600). */
const RETRY_AFTER_HEADERS = z.object({
  'Retry-After': z
    .string()
    .regex(/^[1-9]\d*$/)
    .openapi({ description: 'Whole seconds to wait before trying again (1..3600).' }),
})

function describedErrors(descriptions: Record<ErrorStatus, string>, statuses: ErrorStatus[]) {
  const all = [...new Set([...ANY_ROUTE_ERRORS, ...statuses])].sort((a, b) => a - b)
  return Object.fromEntries(
    all.map((status) => [
      status,
      {
        description: descriptions[status],
        ...(status === 429 ? { headers: RETRY_AFTER_HEADERS } : {}),
        content: { 'application/json': { schema: ErrorSchema } },
      },
    ]),
  )
}

/** The error answers of a route, for `createRoute({ responses })`: its own and any route's. */
export function errorResponses(...statuses: ErrorStatus[]) {
  return describedErrors(ERROR_DESCRIPTIONS, statuses)
}

/**
 * The error answers of the OAuth callback, which redirects on every failure (see
 * `redirectCallbackFailures`): only when FRONTEND_URL cannot be read, there is nowhere to go.
 */
export function callbackErrorResponses() {
  return {
    503: {
      description:
        'FRONTEND_URL cannot be read (or is unset while APP_ENV cannot be read), so there is nowhere to send the browser (`not_configured`, naming the variables).',
      content: { 'application/json': { schema: ErrorSchema } },
    },
  }
}

/** The same for routes that pass `q` or `cursor` on to X, which may refuse what we accepted. */
export function liveErrorResponses(...statuses: ErrorStatus[]) {
  return describedErrors(
    {
      ...ERROR_DESCRIPTIONS,
      400: "A parameter could not be parsed or was given twice, or X refused the live query or cursor (`bad_request`, naming the parameter, with X's reason).",
    },
    statuses,
  )
}
