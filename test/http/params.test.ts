/**
 * Every 400 about a parameter says, in a plain sentence, which parameter and what it accepts:
 * walked over the served OpenAPI document, so a parameter added later is covered too.
 */
import { describe, expect, it } from 'vitest'
import { orList } from '../../src/http/params'
import { PROFILE_NAMES } from '../../src/ranking/profiles'
import {
  baselineQuery,
  documentedGetPaths,
  freshClient,
  type OpenApiDocument,
  openApiDocument,
} from '../helpers/fuzz'
import { type ErrorShape, request } from '../helpers/http'

interface Parameter {
  name: string
  in: string
  schema: { type?: string; enum?: string[]; pattern?: string; maxLength?: number }
}

function parametersOf(document: OpenApiDocument, path: string): Parameter[] {
  const operation = document.paths[path]?.get as { parameters?: Parameter[] } | undefined
  return (operation?.parameters ?? []).filter((parameter) => parameter.in === 'query')
}

/** A plain sentence: a capital first, one full stop at the end, none of a library's notation. */
const SENTENCE = /^[A-Z][^\n]*[.]$/
const LIBRARY_NOTATION = /Invalid option|expected one of|"\|"|^\w+: /

/** The 400 of `path?query` (a required parameter the query leaves out is given its usual value). */
async function badRequest(document: OpenApiDocument, path: string, query: string) {
  const baseline = baselineQuery(document, path)
    .split('&')
    .filter((pair) => pair && !query.startsWith(`${pair.split('=')[0]}=`))
  const url = `${path}?${[query, ...baseline].join('&')}`
  const { status, body } = await request<ErrorShape>(url, {
    headers: { 'cf-connecting-ip': freshClient() },
  })
  expect(status, url).toBe(400)
  expect(body.error.code, url).toBe('bad_request')
  const { message } = body.error
  expect(message, url).toMatch(SENTENCE)
  expect(message, url).not.toMatch(LIBRARY_NOTATION)
  return message
}

/** Routes whose parameters are read by the route itself: the OAuth callback answers with redirects. */
const VALIDATED = (path: string) => path !== '/api/auth/social/callback'

describe('the mode parameter', () => {
  it('takes every profile of the registry by name, on every route that has it', async () => {
    const document = await openApiDocument()
    const modes = documentedGetPaths(document).flatMap((path) =>
      parametersOf(document, path).filter(({ name }) => name === 'mode'),
    )
    expect(modes.length).toBe(4)
    for (const { schema } of modes) expect(schema.enum).toEqual(PROFILE_NAMES)
  })
})

describe('a rejected parameter', () => {
  it('of every enum in the API is named, with every value it accepts, in a plain sentence', async () => {
    const document = await openApiDocument()
    const walked: string[] = []
    for (const path of documentedGetPaths(document).filter(VALIDATED)) {
      for (const { name, schema } of parametersOf(document, path)) {
        if (!schema.enum) continue
        walked.push(`${path} ${name}`)
        const message = await badRequest(document, path, `${name}=not-a-${name}`)
        expect(message).toBe(`The ${name} parameter must be ${orList(schema.enum)}.`)
      }
    }
    // mode on four routes, source on two, home and likes on For You.
    expect(walked.length).toBe(8)
  })

  it('of any other kind is named in a plain sentence saying what it accepts', async () => {
    const document = await openApiDocument()
    const said: Record<string, string> = {}
    for (const path of documentedGetPaths(document).filter(VALIDATED)) {
      for (const { name, schema } of parametersOf(document, path)) {
        const bad = schema.enum
          ? undefined
          : schema.pattern?.includes('[tT]')
            ? 'maybe'
            : schema.type === 'integer'
              ? '2.5'
              : schema.type === 'number'
                ? '1e3'
                : name === 'q'
                  ? 'q'.repeat((schema.maxLength ?? 512) + 1)
                  : name === 'cursor'
                    ? 'not a cursor!'
                    : name === 'topic' || name === 'url'
                      ? ''
                      : undefined
        if (bad === undefined) continue
        const message = await badRequest(document, path, `${name}=${encodeURIComponent(bad)}`)
        expect(message, `${path} ${name}`).toMatch(new RegExp(`^The ${name} parameter `))
        said[name] = message
      }
    }
    expect(said).toEqual({
      q: 'The q parameter must be at most 512 characters (an X search query).',
      recencyWeight:
        'The recencyWeight parameter must be a plain decimal number such as 0.5 (no exponent or spaces); it is clamped to 0..10.',
      strictMatch:
        'The strictMatch parameter must be true or false (or 1 or 0, yes or no, on or off, in any case).',
      omitRetweets:
        'The omitRetweets parameter must be true or false (or 1 or 0, yes or no, on or off, in any case).',
      maxResults: expect.stringMatching(/^The maxResults parameter must be a whole number such as/),
      ai: 'The ai parameter must be true or false (or 1 or 0, yes or no, on or off, in any case).',
      mock: 'The mock parameter must be true or false (or 1 or 0, yes or no, on or off, in any case).',
      ingest:
        'The ingest parameter must be true or false (or 1 or 0, yes or no, on or off, in any case).',
      personalize:
        'The personalize parameter must be true or false (or 1 or 0, yes or no, on or off, in any case).',
      cursor: 'The cursor parameter must be the nextCursor of a previous page, as it was given.',
      url: 'The url parameter must be the https URL of an image or video on an allowed media host, at most 2048 characters.',
      count:
        'The count parameter must be a whole number such as 20 (clamped to 1..25, default 12).',
      topic:
        'The topic parameter is required: what the batch is about, 1 to 80 characters once spaces and invisible characters are trimmed.',
    })
  })

  it('given twice, badly encoded or contradicting another, is named in a plain sentence', async () => {
    const document = await openApiDocument()
    expect(await badRequest(document, '/api/compare', 'q=a&q=b')).toBe(
      'The q parameter was given more than once: give it once.',
    )
    expect(await badRequest(document, '/api/compare', 'q=%FF')).toBe(
      'The q parameter is not valid percent-encoded UTF-8: encode its value as UTF-8.',
    )
    expect(await badRequest(document, '/api/compare', '%FF=a')).toMatch(/^A parameter name /)
    expect(await badRequest(document, '/api/for-you', 'home=live&mock=1')).toMatch(
      /^The home, ai and mock parameters ask for different homes \(live, seed\)/,
    )
  })
})
