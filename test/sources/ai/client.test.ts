import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/http/errors'
import {
  AI_MAX_BODY_BYTES,
  askAi,
  buildRequestBody,
  readResponse,
} from '../../../src/sources/ai/client'
import { POSTS_SCHEMA } from '../../../src/sources/ai/schema'
import { paddedJson } from '../../helpers/big-body'
import { stubFetch } from '../../helpers/fetch-stub'

const ai = {
  apiKey: 'k',
  baseUrl: 'https://api.x.ai/v1',
  model: 'grok-4.3',
  timeoutMs: 60_000,
  xSearch: true,
  ingestTopics: [],
}
const request = { formatName: 'topic_posts', schema: POSTS_SCHEMA, instructions: 'i', prompt: 'p' }
const NOW_MS = Date.parse('2026-11-20T12:00:00.000Z')

describe('buildRequestBody', () => {
  it('asks for strict structured output, not stored, with x_search over the last week', () => {
    const body = buildRequestBody(ai, request, NOW_MS)
    expect(body).toMatchObject({
      model: 'grok-4.3',
      store: false,
      text: { format: { type: 'json_schema', name: 'topic_posts', strict: true } },
      tools: [{ type: 'x_search', from_date: '2026-11-13' }],
    })
    expect(JSON.stringify(body)).not.toContain('"k"')
  })

  it('drops the x_search tool when AI_X_SEARCH is false', () => {
    expect(buildRequestBody({ ...ai, xSearch: false }, request, NOW_MS)).not.toHaveProperty('tools')
  })
})

describe('readResponse', () => {
  it('reads the output text of message items and every citation once', () => {
    const read = readResponse({
      output: [
        { type: 'custom_tool_call', name: 'x_keyword_search' },
        {
          type: 'message',
          content: [
            {
              type: 'output_text',
              text: '{"posts":',
              annotations: [{ type: 'url_citation', url: 'https://x.com/a/status/1' }],
            },
            { type: 'refusal', refusal: 'no' },
            {
              type: 'output_text',
              text: '[]}',
              annotations: [
                { type: 'url_citation', url_citation: { url: 'https://x.com/b/status/2' } },
              ],
            },
          ],
        },
      ],
      citations: ['https://x.com/a/status/1', { url: 'https://x.com/c/status/3' }, 5],
    })
    expect(read.text).toBe('{"posts":[]}')
    expect(read.citations).toEqual([
      'https://x.com/a/status/1',
      'https://x.com/b/status/2',
      'https://x.com/c/status/3',
    ])
  })

  it('finds no text in an answer without a message', () => {
    expect(readResponse({ output: 'nope' }).text).toBeNull()
    expect(readResponse({}).text).toBeNull()
  })
})

describe('askAi: body size', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('refuses an answer past the cap with 502 provider_error, without reading it all', async () => {
    const body = paddedJson(AI_MAX_BODY_BYTES + 1024 * 1024)
    stubFetch().route(`${ai.baseUrl}/responses`, () => new Response(body.stream))
    const error = await askAi(ai, request).then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 'provider_error', message: expect.stringMatching(/MiB/) })
    expect(body.pulled()).toBeLessThan(AI_MAX_BODY_BYTES + 256 * 1024)
  })
})

describe('askAi: the model it reports', () => {
  afterEach(() => vi.unstubAllGlobals())

  function answerFrom(model: unknown) {
    return () =>
      Response.json({
        model,
        output: [
          {
            type: 'message',
            content: [{ type: 'output_text', text: '{"posts":[]}', annotations: [] }],
          },
        ],
      })
  }

  it('passes on the model name the provider reports, else the configured one when it is not a plain name', async () => {
    const cases: Array<[unknown, string]> = [
      ['grok-4.3-fast', 'grok-4.3-fast'],
      ['  grok-4.3-mini  ', 'grok-4.3-mini'],
      ['<img src=x onerror=alert(1)>', 'grok-4.3'],
      ['grok\n{"level":"error"}', 'grok-4.3'],
      ['g'.repeat(101), 'grok-4.3'],
      ['', 'grok-4.3'],
      [42, 'grok-4.3'],
    ]
    for (const [reported, expected] of cases) {
      stubFetch().route(`${ai.baseUrl}/responses`, answerFrom(reported))
      const answer = await askAi(ai, request)
      expect(answer.model, JSON.stringify(reported)).toBe(expected)
      expect(answer.output).toEqual({ posts: [] })
    }
  })
})

describe('askAi: a 400', () => {
  afterEach(() => vi.unstubAllGlobals())

  async function failureFor(answer: () => Response): Promise<unknown> {
    stubFetch().route(`${ai.baseUrl}/responses`, answer)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const error = await askAi(ai, request).then(
      () => null,
      (caught: unknown) => caught,
    )
    log.mockRestore()
    return error
  }

  it("is a refusal of our credentials when it is xAI's 'Incorrect API key provided'", async () => {
    const error = await failureFor(() =>
      Response.json(
        {
          code: 'Client specified an invalid argument',
          error:
            'Incorrect API key provided: sk***ey. You can obtain an API key from https://console.x.ai.',
        },
        { status: 400 },
      ),
    )
    expect(error).toMatchObject({
      code: 'provider_error',
      message: 'The AI provider refused our credentials.',
    })
  })

  it('about anything else stays a 400 of the provider, its text neither shown nor kept', async () => {
    for (const answer of [
      () =>
        Response.json({ error: 'Invalid request: unsupported schema keyword' }, { status: 400 }),
      () => new Response('x'.repeat(64 * 1024), { status: 400 }),
      () => new Response(null, { status: 400 }),
    ]) {
      const error = await failureFor(answer)
      expect(error).toMatchObject({
        code: 'provider_error',
        message: 'The AI provider answered 400.',
      })
    }
  })
})
