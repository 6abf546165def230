import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../src/http/errors'
import { X_MAX_BODY_BYTES, xGet } from '../../../src/sources/x/client'
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
