/**
 * The media proxy: fetches an allowed provider media URL without credentials, follows
 * redirects by hand (each target checked again, at most three), passes `Range` through
 * for video, streams the body under a 20 MiB cap (the 10 s time-out covers the headers
 * only, so a long video is not cut off), and keeps full answers in the Workers Cache API
 * so a repeated fetch does not go upstream. No cookie or credential is ever sent. A media
 * host's 429 is ours too (with its Retry-After); any other failure of the host is a 502.
 */
import { ApiError } from '../http/errors'
import { fetchHeadersWithTimeout } from '../http/fetch'
import { providerRateLimited } from '../http/retry-after'
import {
  checkMediaUrl,
  isMediaContentType,
  MAX_MEDIA_BYTES,
  MAX_REDIRECTS,
  mediaTypeOf,
} from './policy'

const MEDIA_TIMEOUT_MS = 10_000
/** Retry-After when a media host answers 429 without one of its own. */
const MEDIA_RETRY_AFTER_SECONDS = 30
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'etag',
  'last-modified',
]
export const MEDIA_CACHE_CONTROL = 'public, max-age=604800, immutable'

function forbidden(reason: string): never {
  throw new ApiError('forbidden', reason)
}

function upstreamFailed(reason: string): never {
  throw new ApiError('provider_error', reason)
}

/** The answer's headers: the safe upstream ones, plus ours. Never cookies or dispositions. */
function responseHeaders(upstream: Response): Headers {
  const headers = new Headers()
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) headers.set(name, value)
  }
  headers.set('cache-control', MEDIA_CACHE_CONTROL)
  headers.set('x-content-type-options', 'nosniff')
  headers.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
  headers.set('cross-origin-resource-policy', 'cross-origin')
  return headers
}

/**
 * Passes bytes through until the cap; past it the stream errors and the answer is cut off.
 * Only answers that announce their size are teed into the cache: teeing a stream that
 * may be cut off leaves an unhandled error in the runtime.
 */
function capped(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let seen = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        controller.close()
        return
      }
      seen += value.byteLength
      if (seen > MAX_MEDIA_BYTES) {
        controller.error(new Error('media body over 20 MiB'))
        await reader.cancel().catch(() => undefined)
        return
      }
      controller.enqueue(value)
    },
    cancel(reason) {
      return reader.cancel(reason)
    },
  })
}

async function fetchFollowingAllowedRedirects(
  start: URL,
  allowedHosts: readonly string[],
  range: string | undefined,
): Promise<Response> {
  let target = start
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response: Response
    try {
      response = await fetchHeadersWithTimeout(
        target,
        {
          redirect: 'manual',
          headers: range ? { range, accept: 'image/*,video/*' } : { accept: 'image/*,video/*' },
        },
        MEDIA_TIMEOUT_MS,
        'media',
      )
    } catch {
      upstreamFailed('The media host did not answer.')
    }
    if (response.status < 300 || response.status >= 400) return response
    await response.body?.cancel()
    const location = response.headers.get('location')
    if (!location) upstreamFailed('The media host redirected nowhere.')
    const resolved = URL.parse(location, target)
    if (!resolved) upstreamFailed('The media host redirected to something that is not a URL.')
    const next = checkMediaUrl(resolved.toString(), allowedHosts)
    if (!next.ok) forbidden(`Redirect refused: ${next.reason}.`)
    target = next.url
  }
  upstreamFailed('The media host redirected too many times.')
}

export interface MediaRequest {
  url: string
  range: string | undefined
  allowedHosts: readonly string[]
  waitUntil: (promise: Promise<unknown>) => void
}

export async function proxyMedia(request: MediaRequest): Promise<Response> {
  const checked = checkMediaUrl(request.url, request.allowedHosts)
  if (!checked.ok) forbidden(`${checked.reason}.`)
  const cache = await caches.open('media-proxy')
  const cacheKey = new Request(
    `https://media-proxy.cache/${encodeURIComponent(checked.url.toString())}`,
  )
  if (!request.range) {
    const hit = await cache.match(cacheKey)
    if (hit) return new Response(hit.body, hit)
  }
  const upstream = await fetchFollowingAllowedRedirects(
    checked.url,
    request.allowedHosts,
    request.range,
  )
  if (upstream.status === 429) {
    throw await providerRateLimited('The media host', upstream, MEDIA_RETRY_AFTER_SECONDS)
  }
  if (upstream.status !== 200 && upstream.status !== 206) {
    await upstream.body?.cancel()
    upstreamFailed(`The media host answered ${upstream.status}.`)
  }
  if (upstream.status === 206 && !request.range) {
    await upstream.body?.cancel()
    upstreamFailed('The media host sent part of the file, though no range was asked for.')
  }
  if (!isMediaContentType(upstream.headers.get('content-type'))) {
    await upstream.body?.cancel()
    const type = mediaTypeOf(upstream.headers.get('content-type')).slice(0, 100) || 'no type'
    upstreamFailed(`The media host answered ${type}, which is not a media type X serves.`)
  }
  const length = Number(upstream.headers.get('content-length'))
  if (Number.isFinite(length) && length > MAX_MEDIA_BYTES) {
    await upstream.body?.cancel()
    upstreamFailed('The media is larger than 20 MiB.')
  }
  if (!upstream.body) upstreamFailed('The media host answered without a body.')
  const headers = responseHeaders(upstream)
  const sizeKnown = Number.isFinite(length) && length > 0
  if (upstream.status === 200 && !request.range && sizeKnown) {
    const [forClient, forCache] = capped(upstream.body).tee()
    request.waitUntil(
      cache.put(cacheKey, new Response(forCache, { status: 200, headers })).catch(() => undefined),
    )
    return new Response(forClient, { status: 200, headers })
  }
  return new Response(capped(upstream.body), { status: upstream.status, headers })
}
