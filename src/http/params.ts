/**
 * Request parameters (docs/api.md, "Query parameters"): one schema per route, used both by
 * the validator middleware and by the OpenAPI document. Values that cannot be parsed
 * are 400 `bad_request` naming the parameter; numbers in range limits are clamped.
 */
import { z } from '@hono/zod-openapi'
import { cleanTopic } from '../domain/topic'
import { PROFILE_NAMES } from '../ranking/profiles'

export const QUERY_MAX_CHARACTERS = 512
/** A Map, not an object: `constructor` or `__proto__` must not read as a word. */
const BOOLEAN_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['1', true],
  ['yes', true],
  ['on', true],
  ['false', false],
  ['0', false],
  ['no', false],
  ['off', false],
])
/** The same words, in any case, as a JSON Schema pattern (its enums are case-sensitive). */
const BOOLEAN_PATTERN = `^(?:${[...BOOLEAN_WORDS.keys()]
  .map((word) =>
    [...word]
      .map((char) => (/[a-z]/.test(char) ? `[${char}${char.toUpperCase()}]` : char))
      .join(''),
  )
  .join('|')})$`
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/
const INTEGER = /^[+-]?\d+(?:\.0*)?$/

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

/** `a`, `a or b`, `a, b or c`: the values a parameter accepts, in words. */
export function orList(values: readonly string[]): string {
  if (values.length <= 1) return values.join('')
  return `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`
}

/**
 * A 400's message about one parameter: a plain sentence that names it and says what it accepts
 * (`The mode parameter must be platform_style or refined.`).
 */
export function parameterMessage(name: string, says: string): string {
  return `The ${name} parameter ${says}`
}

function booleanParam<D extends boolean | undefined>(
  name: string,
  defaultValue: D,
  description: string,
) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): boolean | D => {
      if (raw === undefined) return defaultValue
      const value = BOOLEAN_WORDS.get(raw.toLowerCase())
      if (value === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: parameterMessage(
            name,
            'must be true or false (or 1 or 0, yes or no, on or off, in any case).',
          ),
        })
        return z.NEVER
      }
      return value
    })
    .openapi({
      param: { name, in: 'query' },
      type: 'string',
      pattern: BOOLEAN_PATTERN,
      description: `${description} Booleans accept true/false/1/0/yes/no/on/off in any case.`,
      ...(defaultValue === undefined ? {} : { default: String(defaultValue) }),
    })
}

function decimalParam(
  name: string,
  defaultValue: number,
  min: number,
  max: number,
  description: string,
) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return defaultValue
      const value = DECIMAL.test(raw) ? Number(raw) : Number.NaN
      if (!Number.isFinite(value)) {
        ctx.addIssue({
          code: 'custom',
          message: parameterMessage(
            name,
            `must be a plain decimal number such as 0.5 (no exponent or spaces); it is clamped to ${min}..${max}.`,
          ),
        })
        return z.NEVER
      }
      return clamp(value, min, max)
    })
    .openapi({
      param: { name, in: 'query' },
      type: 'number',
      default: defaultValue,
      description: `${description} A plain decimal (\`0.5\`, \`-3\`, \`.5\`; no exponent), clamped to ${min}..${max}.`,
    })
}

export interface ResultRange {
  defaultValue: number
  min: number
  max: number
}

export const RESULT_RANGES = {
  compare: { defaultValue: 30, min: 10, max: 100 },
  forYou: { defaultValue: 35, min: 5, max: 100 },
  forYouAi: { defaultValue: 12, min: 1, max: 25 },
  homeTimeline: { defaultValue: 20, min: 1, max: 100 },
  recentSearch: { defaultValue: 10, min: 10, max: 100 },
} as const satisfies Record<string, ResultRange>

function rangeText({ min, max, defaultValue }: ResultRange): string {
  return `${min}..${max}, default ${defaultValue}`
}

/** What an integer parameter accepts, for its 400: `ranges` says its clamp. */
function wholeNumber(name: string, ranges: string): string {
  return parameterMessage(name, `must be a whole number such as 20 (clamped to ${ranges}).`)
}

/** `maxResults` is parsed here; its default and clamp depend on the route (see `ResultRange`). */
function maxResultsParam(ranges: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined
      const value = INTEGER.test(raw) ? Number.parseFloat(raw) : Number.NaN
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: wholeNumber('maxResults', ranges) })
        return z.NEVER
      }
      return value
    })
    .openapi({
      param: { name: 'maxResults', in: 'query' },
      type: 'integer',
      description: `How many posts to retrieve (before ranking, on ranked routes); clamped to ${ranges}.`,
    })
}

const QUERY_SYNTAX =
  'An X recent-search query: terms, "phrases", OR, ( ), -negation, #hashtag, @mention, from:, to:, url:, conversation_id:, in_reply_to_tweet_id:, retweets_of:, lang:, is:retweet|reply|quote|verified|nullcast, has:media|links|hashtags|mentions|cashtags|images|videos|geo.'

/** `q`: a live search needs one with something in it, which `liveQuery` checks. */
function queryParam(needed: 'always' | 'with source=live') {
  const documented =
    needed === 'always'
      ? {
          param: { name: 'q', in: 'query' as const, required: true },
          minLength: 1,
          pattern: '\\S',
          description: `${QUERY_SYNTAX} Required: at least one character that is not a space.`,
        }
      : {
          param: { name: 'q', in: 'query' as const },
          default: '',
          description: `${QUERY_SYNTAX} Required with source=live (at least one character that is not a space); with the mock source, an empty query ranks the newest maxResults posts of the seed corpus.`,
        }
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw ?? ''
      if ([...value].length > QUERY_MAX_CHARACTERS) {
        ctx.addIssue({
          code: 'custom',
          message: parameterMessage(
            'q',
            `must be at most ${QUERY_MAX_CHARACTERS} characters (an X search query).`,
          ),
        })
        return z.NEVER
      }
      return value
    })
    .openapi({ type: 'string', maxLength: QUERY_MAX_CHARACTERS, ...documented })
}

/** Every profile of the registry (ranking/profiles/index.ts) can be asked for by name. */
export const modeParam = z
  .enum(PROFILE_NAMES)
  .default('refined')
  .openapi({ param: { name: 'mode', in: 'query' }, description: 'The score profile.' })

const sourceParam = z
  .enum(['mock', 'live'])
  .default('mock')
  .openapi({
    param: { name: 'source', in: 'query' },
    description: '`mock` searches the bundled seed corpus; `live` searches X.',
  })

const rankingParams = {
  recencyWeight: decimalParam(
    'recencyWeight',
    0.78,
    0,
    10,
    'Weight of the recency term; 0 switches it off.',
  ),
  strictMatch: booleanParam(
    'strictMatch',
    true,
    '`false` switches the spam, hashtag and duplicate penalties off.',
  ),
}

export const CompareQuery = z.object({
  q: queryParam('with source=live'),
  source: sourceParam,
  ...rankingParams,
  maxResults: maxResultsParam(rangeText(RESULT_RANGES.compare)),
  omitRetweets: booleanParam(
    'omitRetweets',
    false,
    'Live: appends ` -is:retweet` to the query (X binds it to the last `OR` branch). Mock: leaves every repost out.',
  ),
})

export const SearchQuery = CompareQuery.extend({ mode: modeParam })

export const ForYouQuery = z.object({
  home: z
    .enum(['live', 'ai', 'seed'])
    .optional()
    .openapi({
      param: { name: 'home', in: 'query' },
      description:
        'Where the feed comes from. Default: `live` with a session, else `seed`. `ai=1` means `ai`, `mock=1` means `seed`.',
    }),
  ai: booleanParam('ai', undefined, '`ai=1` is the same as `home=ai`.'),
  mock: booleanParam('mock', undefined, '`mock=1` is the same as `home=seed`.'),
  ingest: booleanParam('ingest', false, 'With `home=ai`, also stores the batch for ingest.'),
  personalize: booleanParam(
    'personalize',
    true,
    "`false` ranks the feed as it is for everyone: no interests from the reader's likes, no posts from outside their network.",
  ),
  likes: z
    .enum(['demo'])
    .optional()
    .openapi({
      param: { name: 'likes', in: 'query' },
      description:
        'With `home=seed`: `demo` personalises the seed home for the demo reader `@local_reader`, from their likes over the seed corpus, so personalisation can be seen with no account.',
    }),
  mode: modeParam,
  ...rankingParams,
  maxResults: maxResultsParam(
    `${rangeText(RESULT_RANGES.forYou)}; with home=ai ${rangeText(RESULT_RANGES.forYouAi)}`,
  ),
})

/** An integer parameter clamped to `range` (absent: the default). */
function integerParam(name: string, range: ResultRange, description: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return range.defaultValue
      const value = INTEGER.test(raw) ? Number.parseFloat(raw) : Number.NaN
      if (!Number.isFinite(value)) {
        ctx.addIssue({ code: 'custom', message: wholeNumber(name, rangeText(range)) })
        return z.NEVER
      }
      return clamp(Math.trunc(value), range.min, range.max)
    })
    .openapi({
      param: { name, in: 'query' },
      type: 'integer',
      default: range.defaultValue,
      description: `${description} Clamped to ${range.min}..${range.max}.`,
    })
}

export const TOPIC_MAX_CHARACTERS = 80

const topicParam = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const topic = cleanTopic(raw ?? '')
    const length = [...topic].length
    if (length < 1 || length > TOPIC_MAX_CHARACTERS) {
      ctx.addIssue({
        code: 'custom',
        message: parameterMessage(
          'topic',
          `is required: what the batch is about, 1 to ${TOPIC_MAX_CHARACTERS} characters once spaces and invisible characters are trimmed.`,
        ),
      })
      return z.NEVER
    }
    return topic
  })
  .openapi({
    param: { name: 'topic', in: 'query', required: true },
    type: 'string',
    // No maxLength: the limit counts the topic once cleaned (a longer value with runs of
    // spaces or zero-width characters is fine), which a JSON schema cannot say.
    minLength: 1,
    description: `What the batch is about: 1..${TOPIC_MAX_CHARACTERS} characters after trimming (runs of spaces count as one; control, bidi and zero-width characters are removed).`,
  })

const aiRankingParams = {
  count: integerParam('count', { defaultValue: 12, min: 1, max: 25 }, 'How many posts to ask for.'),
  mode: modeParam,
  recencyWeight: rankingParams.recencyWeight,
  strictMatch: rankingParams.strictMatch,
}

export const TrendingQuery = z.object(aiRankingParams)

export const TopicBatchQuery = z.object({
  topic: topicParam,
  ...aiRankingParams,
  ingest: booleanParam(
    'ingest',
    false,
    'Also store the batch as canonical posts for the topic (D1), answering how many in `ingested`.',
  ),
})

const cursorParam = z
  .string()
  .regex(
    /^[A-Za-z0-9_=-]{1,512}$/,
    parameterMessage('cursor', 'must be the nextCursor of a previous page, as it was given.'),
  )
  .optional()
  .openapi({
    param: { name: 'cursor', in: 'query' },
    description: 'The `nextCursor` of a previous page.',
  })

export const HomeTimelineQuery = z.object({
  maxResults: maxResultsParam(rangeText(RESULT_RANGES.homeTimeline)),
  cursor: cursorParam,
})

export const RecentSearchQuery = z.object({
  q: queryParam('always'),
  maxResults: maxResultsParam(rangeText(RESULT_RANGES.recentSearch)),
  omitRetweets: booleanParam('omitRetweets', false, 'Appends ` -is:retweet` to the query.'),
  cursor: cursorParam,
})

/** The effective `maxResults`: the route default when absent, else clamped and truncated. */
export function effectiveMaxResults(value: number | undefined, range: ResultRange): number {
  if (value === undefined) return range.defaultValue
  return clamp(Math.trunc(value), range.min, range.max)
}
