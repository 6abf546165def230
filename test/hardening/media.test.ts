import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../src/app'
import { testEnv } from '../helpers/env'
import { type FetchStub, stubFetch } from '../helpers/fetch-stub'
import { type ErrorShape, request } from '../helpers/http'

const PHOTO = 'https://pbs.twimg.com/media/Abc123.jpg'
const VIDEO = 'https://video.twimg.com/ext_tw_video/1/pu/vid/1280x720/v.mp4'
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])

let upstream: FetchStub
let counter = 0

function media(url: string, init?: RequestInit) {
  return request<ErrorShape>(`/api/cdn/media?url=${encodeURIComponent(url)}`, init)
}

/** A URL no other test has fetched, so the edge cache never answers for another test. */
function fresh(base: string): string {
  counter++
  return `${base}?v=${counter}`
}

function jpeg(extra: Record<string, string> = {}) {
  return () =>
    new Response(JPEG, {
      headers: { 'content-type': 'image/jpeg', 'content-length': String(JPEG.length), ...extra },
    })
}

beforeEach(() => {
  upstream = stubFetch()
})
afterEach(() => vi.unstubAllGlobals())

describe('GET /api/cdn/media', () => {
  it('streams an allowed image with caching, nosniff and its own sandboxing CSP and CORP, dropping cookies and dispositions', async () => {
    const url = fresh(PHOTO)
    upstream.route(url, jpeg({ 'set-cookie': 'track=1', 'content-disposition': 'attachment' }))
    const response = await media(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d{6,}/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    )
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('strict-transport-security')).toContain('max-age=')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(upstream.calls[0]?.headers.get('cookie')).toBeNull()
  })

  it('answers a repeated fetch from the edge cache without going upstream', async () => {
    const url = fresh(PHOTO)
    upstream.route(url, jpeg())
    const ctx = createExecutionContext()
    const app = createApp()
    const first = await app.request(
      `/api/cdn/media?url=${encodeURIComponent(url)}`,
      {},
      testEnv,
      ctx,
    )
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(JPEG)
    await waitOnExecutionContext(ctx)
    const second = await app.request(
      `/api/cdn/media?url=${encodeURIComponent(url)}`,
      {},
      testEnv,
      ctx,
    )
    expect(second.status).toBe(200)
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(JPEG)
    expect(upstream.calls).toHaveLength(1)
  })

  it('sends a Range request upstream even when the whole file is in the edge cache', async () => {
    // A video player seeking asks for a range: the cached whole file from byte 0 is not it.
    const url = fresh(VIDEO)
    upstream.route(url, (req) => {
      const range = req.headers.get('range')
      if (!range) {
        return new Response(new Uint8Array(1000), {
          headers: { 'content-type': 'video/mp4', 'content-length': '1000' },
        })
      }
      return new Response(new Uint8Array(10), {
        status: 206,
        headers: { 'content-type': 'video/mp4', 'content-range': 'bytes 500-509/1000' },
      })
    })
    const ctx = createExecutionContext()
    const app = createApp()
    const path = `/api/cdn/media?url=${encodeURIComponent(url)}`
    const whole = await app.request(path, {}, testEnv, ctx)
    expect((await whole.arrayBuffer()).byteLength).toBe(1000)
    await waitOnExecutionContext(ctx)
    const part = await app.request(path, { headers: { range: 'bytes=500-509' } }, testEnv, ctx)
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 500-509/1000')
    expect((await part.arrayBuffer()).byteLength).toBe(10)
    expect(upstream.calls.map((call) => call.headers.get('range'))).toEqual([null, 'bytes=500-509'])
  })

  it('accepts a media type with parameters, such as a video with its codecs', async () => {
    const url = fresh(VIDEO)
    upstream.route(
      url,
      () =>
        new Response(new Uint8Array(10), {
          headers: { 'content-type': 'video/mp4; codecs="avc1.42E01E"', 'content-length': '10' },
        }),
    )
    const response = await media(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('video/mp4; codecs="avc1.42E01E"')
  })

  it('passes Range through for video and answers 206', async () => {
    const url = fresh(VIDEO)
    upstream.route(
      url,
      (req) =>
        new Response(new Uint8Array(10), {
          status: 206,
          headers: {
            'content-type': 'video/mp4',
            'content-range': `bytes 0-9/1000`,
            'x-seen-range': req.headers.get('range') ?? '',
          },
        }),
    )
    const response = await media(url, { headers: { range: 'bytes=0-9' } })
    expect(response.status).toBe(206)
    expect(response.headers.get('content-range')).toBe('bytes 0-9/1000')
    expect(upstream.calls[0]?.headers.get('range')).toBe('bytes=0-9')
  })

  const refused: Array<[string, string]> = [
    ['plain http', 'http://pbs.twimg.com/media/a.jpg'],
    ['another host', 'https://evil.example/a.jpg'],
    ['a look-alike host', 'https://pbs.twimg.com.evil.example/a.jpg'],
    ['a sub-domain of an allowed host', 'https://x.pbs.twimg.com/a.jpg'],
    ['credentials', 'https://user:pass@pbs.twimg.com/a.jpg'],
    ['a password without a user name', 'https://:pass@pbs.twimg.com/a.jpg'],
    ['a user name without a password', 'https://user@pbs.twimg.com/a.jpg'],
    ['a non-default port', 'https://pbs.twimg.com:8443/a.jpg'],
    ['an IPv4 literal', 'https://127.0.0.1/a.jpg'],
    ['a numeric host', 'https://2130706433/a.jpg'],
    ['an IPv6 literal', 'https://[::1]/a.jpg'],
    ['another scheme', 'file:///etc/passwd'],
    ['a relative URL', '/api/health'],
    ['javascript', 'javascript:alert(1)'],
  ]
  for (const [label, url] of refused) {
    it(`refuses ${label} with 403 without fetching anything`, async () => {
      const response = await media(url)
      expect(response.status).toBe(403)
      expect(response.body.error.code).toBe('forbidden')
      expect(upstream.calls).toHaveLength(0)
    })
  }

  it("refuses another site's page (hotlinking) when the front end is this worker itself", async () => {
    const url = fresh(PHOTO)
    upstream.route(url, jpeg())
    for (const site of ['cross-site', 'same-site']) {
      const embedded = await media(url, { headers: { 'sec-fetch-site': site } })
      expect(embedded.status, site).toBe(403)
      expect(embedded.body.error.code).toBe('forbidden')
    }
    expect(upstream.calls).toHaveLength(0)
    // The client's own <img>, and the address opened in a tab, are served.
    for (const site of ['same-origin', 'none']) {
      expect((await media(url, { headers: { 'sec-fetch-site': site } })).status, site).toBe(200)
    }
    // A front end on another origin loads media cross-site: then nothing tells it apart.
    const other = fresh(PHOTO)
    upstream.route(other, jpeg())
    const ctx = createExecutionContext()
    const frontEndElsewhere = await createApp().request(
      `http://127.0.0.1:3847/api/cdn/media?url=${encodeURIComponent(other)}`,
      { headers: { 'sec-fetch-site': 'cross-site' } },
      { ...testEnv, FRONTEND_URL: 'https://feed.example' },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(frontEndElsewhere.status).toBe(200)
  })

  it('allows the extra hosts in MEDIA_ALLOWED_HOSTS', async () => {
    const url = fresh('https://media.example.org/p.png')
    upstream.route(url, () => new Response(JPEG, { headers: { 'content-type': 'image/png' } }))
    const ctx = createExecutionContext()
    const env = { ...testEnv, MEDIA_ALLOWED_HOSTS: 'media.example.org, other.example' }
    const response = await createApp().request(
      `/api/cdn/media?url=${encodeURIComponent(url)}`,
      {},
      env,
      ctx,
    )
    expect(response.status).toBe(200)
    expect((await media(url)).status).toBe(403)
  })

  it('follows redirects to allowed hosts only, at most three', async () => {
    const start = fresh(PHOTO)
    const target = 'https://pbs.twimg.com/media/final.jpg'
    upstream.route(start, () => new Response(null, { status: 302, headers: { location: target } }))
    upstream.route(target, jpeg())
    expect((await media(start)).status).toBe(200)

    const bad = fresh(PHOTO)
    upstream.route(
      bad,
      () => new Response(null, { status: 301, headers: { location: 'https://evil.example/x' } }),
    )
    const refusedRedirect = await media(bad)
    expect(refusedRedirect.status).toBe(403)
    expect(upstream.calls.some((call) => call.url.startsWith('https://evil.example'))).toBe(false)

    const loop = fresh(PHOTO)
    upstream.route(loop, () => new Response(null, { status: 302, headers: { location: loop } }))
    const tooMany = await media(loop)
    expect(tooMany.status).toBe(502)
    expect(upstream.calls.filter((call) => call.url === loop)).toHaveLength(4)
  })

  it('answers 502 when a media host sends part of a file without being asked for a range', async () => {
    const url = fresh(PHOTO)
    upstream.route(
      url,
      () =>
        new Response(JPEG.slice(0, 4), {
          status: 206,
          headers: { 'content-type': 'image/jpeg', 'content-range': 'bytes 0-3/8' },
        }),
    )
    const response = await media(url)
    expect(response.status).toBe(502)
    expect(response.body.error.code).toBe('provider_error')
  })

  it('answers 502, not 500, when a media host redirects to something that is not a URL', async () => {
    for (const location of ['https://[', 'https://a b', 'file://pbs.twimg.com:0443/a.jpg']) {
      const url = fresh(PHOTO)
      upstream.route(url, () => new Response(null, { status: 302, headers: { location } }))
      const response = await media(url)
      expect(response.status, location).toBe(502)
      expect(response.body.error.code, location).toBe('provider_error')
      expect(upstream.calls.map((call) => call.url)).not.toContain(location)
    }
  })

  it('answers 502 for upstream failures and for anything that is not media', async () => {
    const cases: Array<[string, () => Response | Promise<Response>]> = [
      ['html', () => new Response('<html>', { headers: { 'content-type': 'text/html' } })],
      ['json', () => new Response('{}', { headers: { 'content-type': 'application/json' } })],
      ['no type', () => new Response(JPEG)],
      ['404', () => new Response('no', { status: 404, headers: { 'content-type': 'image/jpeg' } })],
      ['500', () => new Response('no', { status: 500 })],
      ['network', () => Promise.reject(new TypeError('network down'))],
      [
        'too large',
        () =>
          new Response(JPEG, {
            headers: { 'content-type': 'image/jpeg', 'content-length': String(21 * 1024 * 1024) },
          }),
      ],
    ]
    for (const [label, answer] of cases) {
      const url = fresh(PHOTO)
      upstream.route(url, answer)
      const response = await media(url)
      expect(response.status, label).toBe(502)
      expect(response.body.error.code, label).toBe('provider_error')
    }
  })

  for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']) {
    it(`serves ${type}, a type X serves photos and previews in`, async () => {
      const url = fresh(PHOTO)
      upstream.route(url, () => new Response(JPEG, { headers: { 'content-type': type } }))
      const response = await media(url)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
    })
  }

  it('serves video/mp4, the video variant the normaliser picks', async () => {
    const url = fresh(VIDEO)
    upstream.route(url, () => new Response(JPEG, { headers: { 'content-type': 'VIDEO/MP4' } }))
    expect((await media(url)).status).toBe(200)
  })

  for (const type of [
    'image/svg+xml',
    'image/x-icon',
    'image/bmp',
    'image/tiff',
    'video/webm',
    'video/mp2t',
    'application/x-mpegURL',
    'application/vnd.apple.mpegurl',
    'application/octet-stream',
    'text/plain',
  ]) {
    it(`answers 502 for ${type}, not a media type X serves for a post`, async () => {
      const url = fresh(PHOTO)
      upstream.route(url, () => new Response(JPEG, { headers: { 'content-type': type } }))
      const response = await media(url)
      expect(response.status).toBe(502)
      expect(response.body.error.code).toBe('provider_error')
      expect(response.body.error.message).toContain(type.toLowerCase())
    })
  }

  it("answers a media host's 429 with 429 rate_limited and its Retry-After, caching nothing", async () => {
    const url = fresh(PHOTO)
    let calls = 0
    upstream.route(url, () => {
      calls++
      return new Response('slow down', { status: 429, headers: { 'retry-after': '7' } })
    })
    const limited = await media(url)
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('rate_limited')
    expect(limited.headers.get('retry-after')).toBe('7')
    const again = await media(url)
    expect(again.status).toBe(429)
    expect(calls).toBe(2)

    const unsaid = fresh(PHOTO)
    upstream.route(unsaid, () => new Response('slow down', { status: 429 }))
    const fallback = await media(unsaid)
    expect(fallback.status).toBe(429)
    expect(fallback.headers.get('retry-after')).toBe('30')
  })

  /** A video whose host streams `mebibytes` MiB without announcing its size, through the proxy. */
  async function unannouncedVideo(mebibytes: number): Promise<Response> {
    const url = fresh(VIDEO)
    const chunk = new Uint8Array(1024 * 1024)
    upstream.route(url, () => {
      let sent = 0
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ >= mebibytes) controller.close()
          else controller.enqueue(chunk)
        },
      })
      return new Response(body, { headers: { 'content-type': 'video/mp4' } })
    })
    return createApp().request(
      `/api/cdn/media?url=${encodeURIComponent(url)}`,
      {},
      testEnv,
      createExecutionContext(),
    )
  }

  /** Reads a body to its end without keeping it: how many bytes came, or how it failed. */
  async function drain(body: ReadableStream<Uint8Array> | null) {
    let bytes = 0
    try {
      for await (const chunk of body ?? []) bytes += chunk.byteLength
      return { bytes, failed: false }
    } catch {
      return { bytes, failed: true }
    }
  }

  it('cuts off a body that grows past 20 MiB without announcing its size', async () => {
    const response = await unannouncedVideo(24)
    expect(response.status).toBe(200)
    const { bytes, failed } = await drain(response.body)
    expect(failed).toBe(true)
    expect(bytes).toBeLessThanOrEqual(20 * 1024 * 1024)
  })

  it('streams a body of exactly 20 MiB to its end: the cap is on what goes past it', async () => {
    const response = await unannouncedVideo(20)
    expect(response.status).toBe(200)
    expect(await drain(response.body)).toEqual({ bytes: 20 * 1024 * 1024, failed: false })
  })

  it('needs a url parameter of reasonable length', async () => {
    expect((await request<ErrorShape>('/api/cdn/media')).status).toBe(400)
    const long = await media(`https://pbs.twimg.com/${'a'.repeat(3000)}`)
    expect(long.status).toBe(400)
    expect(long.body.error.message).toContain('url')
  })
})

describe('GET /api/cdn/media, slow upstreams', () => {
  /**
   * A stand-in clock for both ways a time-out can be set: fake timers, and AbortSignal.timeout
   * signals (which fake timers do not reach), all of which fire when time "elapses".
   */
  function fakeClock() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const timeouts: AbortController[] = []
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController()
      timeouts.push(controller)
      return controller.signal
    })
    return {
      elapse(ms: number) {
        vi.advanceTimersByTime(ms)
        for (const controller of timeouts) {
          controller.abort(new DOMException('timed out', 'TimeoutError'))
        }
      },
    }
  }
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /**
   * A video whose first bytes come at once and the rest on `finish()`; aborting the request
   * breaks its body, as with a real fetch.
   */
  function slowVideo() {
    let finish = () => {}
    const answer = (request: Request) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(1000))
          request.signal.addEventListener('abort', () => controller.error(request.signal.reason))
          finish = () => {
            controller.enqueue(new Uint8Array(1000))
            controller.close()
          }
        },
      })
      return new Response(body, { headers: { 'content-type': 'video/mp4' } })
    }
    return { answer, finish: () => finish() }
  }

  it('streams a video to its end however long that takes: the time-out covers the headers only', async () => {
    const url = fresh(VIDEO)
    const video = slowVideo()
    upstream.route(url, video.answer)
    const clock = fakeClock()
    const response = await createApp().request(
      `/api/cdn/media?url=${encodeURIComponent(url)}`,
      {},
      testEnv,
      createExecutionContext(),
    )
    expect(response.status).toBe(200)
    clock.elapse(60_000)
    video.finish()
    expect((await response.arrayBuffer()).byteLength).toBe(2000)
  })

  it('answers 502 when the media host sends no headers within the time-out', async () => {
    const url = fresh(PHOTO)
    upstream.route(
      url,
      (request) =>
        new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    )
    const clock = fakeClock()
    const pending = createApp().request(
      `/api/cdn/media?url=${encodeURIComponent(url)}`,
      {},
      testEnv,
      createExecutionContext(),
    )
    await vi.waitFor(() => expect(upstream.calls).toHaveLength(1))
    clock.elapse(10_000)
    const response = await pending
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'provider_error' } })
  })
})
