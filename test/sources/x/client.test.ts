import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/http/errors'
import {
  getMe,
  homeTimeline,
  searchRecent,
  USER_FIELDS,
  X_MAX_BODY_BYTES,
  xGet,
} from '../../../src/sources/x/client'
import { paddedJson } from '../../helpers/big-body'
import { type FetchStub, stubFetch } from '../../helpers/fetch-stub'

const BASE_URL = 'https://api.x.test'
const SEARCH = `${BASE_URL}/2/tweets/search/recent?query=rust`
const options = { baseUrl: BASE_URL, token: 'user-token' }

let upstream: FetchStub

beforeEach(() => {
  upstream = stubFetch()
})
afterEach(() => vi.unstubAllGlobals())

function search() {
  return xGet(options, '/2/tweets/search/recent', { query: 'rust' })
}

async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('xGet: body size', () => {
  it('reads a page up to the cap', async () => {
    upstream.route(SEARCH, () => new Response(paddedJson(1024 * 1024).stream))
    await expect(search()).resolves.toMatchObject({ data: [] })
  })

  it('refuses a streamed body past the cap with 502 provider_error, without reading it all', async () => {
    const body = paddedJson(X_MAX_BODY_BYTES + 1024 * 1024)
    upstream.route(SEARCH, () => new Response(body.stream))
    const error = await apiError(search())
    expect(error.code).toBe('provider_error')
    expect(error.message).toMatch(/more than 8 MiB/)
    expect(body.pulled()).toBeLessThan(X_MAX_BODY_BYTES + 256 * 1024)
  })

  it('refuses a body announced past the cap before reading it', async () => {
    const body = paddedJson(X_MAX_BODY_BYTES + 1)
    upstream.route(
      SEARCH,
      () =>
        new Response(body.stream, { headers: { 'content-length': String(X_MAX_BODY_BYTES + 1) } }),
    )
    const error = await apiError(search())
    expect(error.code).toBe('provider_error')
    expect(body.pulled()).toBeLessThan(X_MAX_BODY_BYTES)
  })
})

function invalidRequest(parameter: string, message: string) {
  return () =>
    Response.json(
      {
        errors: [{ parameters: { [parameter]: ['x'] }, message }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.x.com/2/problems/invalid-request',
      },
      { status: 400, headers: { 'content-type': 'application/problem+json' } },
    )
}

describe("xGet: X's 400", () => {
  const route = (answer: () => Response) =>
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      upstream.calls.push(new Request(input))
      return answer()
    })

  it("a refused query is bad_request naming q, with X's reason", async () => {
    route(invalidRequest('query', 'Unexpected end of query (at position 1)'))
    const error = await apiError(searchRecent(options, { query: '(', maxResults: 10 }))
    expect(error).toMatchObject({
      code: 'bad_request',
      message: 'The q parameter was refused by X: Unexpected end of query (at position 1).',
    })
  })

  it('a refused cursor is bad_request naming cursor, on search and the timeline', async () => {
    route(invalidRequest('next_token', 'bad token'))
    const search = await apiError(
      searchRecent(options, { query: 'a', maxResults: 10, cursor: 'z' }),
    )
    expect(search.message).toBe('The cursor parameter was refused by X: bad token.')
    route(invalidRequest('pagination_token', 'bad token'))
    const timeline = await apiError(
      homeTimeline(options, { userId: '1', maxResults: 10, cursor: 'z' }),
    )
    expect(timeline.message).toBe('The cursor parameter was refused by X: bad token.')
  })

  it('a 400 naming no parameter blames the search query, with or without a readable body', async () => {
    route(() =>
      Response.json({ errors: [{ code: 44, message: 'query is invalid' }] }, { status: 400 }),
    )
    expect(await apiError(searchRecent(options, { query: 'a', maxResults: 10 }))).toMatchObject({
      code: 'bad_request',
      message: 'The q parameter was refused by X: query is invalid.',
    })
    route(() => new Response('<html>bad</html>', { status: 400 }))
    expect(await apiError(searchRecent(options, { query: 'a', maxResults: 10 }))).toMatchObject({
      code: 'bad_request',
      message: 'The q parameter was refused by X.',
    })
  })

  it('a 400 about a parameter we chose ourselves is our fault: provider_error', async () => {
    for (const parameter of ['max_results', 'constructor', '__proto__', 'toString']) {
      route(invalidRequest(parameter, 'out of range'))
      const error = await apiError(searchRecent(options, { query: 'a', maxResults: 10 }))
      expect(error.code, parameter).toBe('provider_error')
    }
    route(() => Response.json({ errors: [{ code: 44, message: 'nope' }] }, { status: 400 }))
    expect((await apiError(homeTimeline(options, { userId: '1', maxResults: 10 }))).code).toBe(
      'provider_error',
    )
    expect((await apiError(search())).code).toBe('provider_error')
  })
})

describe("xGet: X's other refusals", () => {
  it('says what a deployer can check for 402 and 403, and only the status otherwise', async () => {
    for (const [status, says] of [
      [402, 'X answered 402 (payment required): check the plan or credits of the X app.'],
      [403, "X answered 403 (forbidden): check the X app's access level and the token's scopes."],
      [503, 'X answered 503.'],
    ] as const) {
      upstream.route(SEARCH, () => Response.json({ title: 'nope' }, { status }))
      const error = await apiError(search())
      expect(error.code).toBe('provider_error')
      expect(error.message).toBe(says)
    }
  })
})

describe("xGet: X's 429", () => {
  const NOW_MS = Date.parse('2026-11-20T12:00:00.000Z')

  async function retryAfter(headers: Record<string, string>): Promise<string | undefined> {
    upstream.route(SEARCH, () => new Response('{}', { status: 429, headers }))
    const error = await apiError(
      xGet({ ...options, nowMs: () => NOW_MS }, '/2/tweets/search/recent', { query: 'rust' }),
    )
    expect(error.code).toBe('rate_limited')
    return error.headers['Retry-After']
  }

  it('waits until x-rate-limit-reset, in whole seconds', async () => {
    expect(await retryAfter({ 'x-rate-limit-reset': String(NOW_MS / 1000 + 90.5) })).toBe('91')
    expect(await retryAfter({ 'retry-after': '2.5' })).toBe('3')
  })

  it('reads a Retry-After given as an HTTP date, and waits a minute when X says nothing', async () => {
    expect(await retryAfter({ 'retry-after': 'Fri, 20 Nov 2026 12:02:00 GMT' })).toBe('120')
    expect(await retryAfter({})).toBe('60')
    expect(await retryAfter({ 'retry-after': 'soon' })).toBe('60')
  })

  it('never asks to wait more than an hour, nor less than a second', async () => {
    expect(await retryAfter({ 'x-rate-limit-reset': '1e300' })).toBe('3600')
    expect(await retryAfter({ 'x-rate-limit-reset': String(NOW_MS + 60_000) })).toBe('3600')
    expect(await retryAfter({ 'retry-after': '99999999' })).toBe('3600')
    expect(await retryAfter({ 'x-rate-limit-reset': String(NOW_MS / 1000 - 30) })).toBe('1')
  })
})

describe('getMe: the signed-in user', () => {
  const ME = (() => {
    const url = new URL(`${BASE_URL}/2/users/me`)
    url.searchParams.set('user.fields', USER_FIELDS)
    return url.toString()
  })()

  function answer(data: Record<string, unknown>) {
    upstream.route(ME, () => Response.json({ data }))
  }

  it('keeps an https avatar and drops any other, so no http or script URL reaches the client', async () => {
    const user = { id: '42', username: 'reader', name: 'Reader' }
    answer({ ...user, profile_image_url: 'https://pbs.twimg.com/profile_images/1/a.jpg' })
    expect((await getMe(options)).avatarUrl).toBe('https://pbs.twimg.com/profile_images/1/a.jpg')
    for (const avatar of [
      'http://pbs.twimg.com/a.jpg',
      'javascript:alert(1)',
      '//evil.example/a',
    ]) {
      answer({ ...user, profile_image_url: avatar })
      expect((await getMe(options)).avatarUrl, avatar).toBe('')
    }
  })

  it('refuses a user whose username is not an X handle with 502 provider_error', async () => {
    for (const username of ['', 'has space', '<script>', 'a'.repeat(51), 'name\nline']) {
      answer({ id: '42', username, name: 'Reader' })
      const error = await apiError(getMe(options))
      expect(error.code, username).toBe('provider_error')
    }
    answer({ id: '42', username: 'A_Reader_123', name: 'Reader' })
    await expect(getMe(options)).resolves.toMatchObject({ id: '42', username: 'A_Reader_123' })
  })
})

describe('xGet: answers that break the schema', () => {
  it('refuses data or includes that is not an object or a list with 502 provider_error, each on its own', async () => {
    const bodies = [
      { data: 'not-an-array' },
      { data: 5 },
      { data: null },
      { data: [], includes: 5 },
      { data: [], includes: null },
      [],
      'text',
    ]
    for (const body of bodies) {
      upstream.route(SEARCH, () => Response.json(body))
      const error = await apiError(search())
      expect(error.code, JSON.stringify(body)).toBe('provider_error')
      expect(error.message).toBe('X answered with an unexpected shape.')
    }
    upstream.route(SEARCH, () => Response.json({ meta: { result_count: 0 } }))
    await expect(search()).resolves.toEqual({ meta: { result_count: 0 } })
  })
})
