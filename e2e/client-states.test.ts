// What the client does with answers the local server cannot give on demand: AI switched on,
// the live rail, media that fails to load, slow and failing requests. The browser's own
// request interception stands in for those answers; everything else is the real server.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Page, Route } from 'playwright-core'
import {
  accessibilityViolations,
  aiOff,
  aiOn,
  BASE_URL,
  openLab,
  screenshot,
  settled,
  signIn,
  withBrowser,
} from './browser.ts'

// A 1×1 PNG, for image answers.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFhwJ/lzo3VwAAAABJRU5ErkJggg==',
  'base64',
)

/** A time this many minutes from when the tests started. */
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()

const LIVE_SESSIONS = {
  generatedAt: minutesFromNow(0),
  sessions: [
    {
      id: 's1',
      title: 'Rust async office hours',
      kind: 'audio',
      state: 'live',
      host: { username: 'ferrowheel', name: 'Mara Lindqvist' },
      listeners: 1234,
      startedAt: minutesFromNow(-8),
      url: 'https://x.com/i/spaces/1',
    },
    {
      id: 's2',
      title: 'Cold brew at scale',
      kind: 'broadcast',
      state: 'scheduled',
      host: { username: 'bean_counter', name: 'Bea Counter' },
      listeners: 0,
      startedAt: minutesFromNow(40),
      url: 'https://x.com/i/broadcasts/2',
    },
  ],
}

async function fulfillJson(route: Route, status: number, body: unknown, headers = {}) {
  await route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
    headers,
  })
}

/** Holds every /api/compare request until the returned function is called. */
async function holdCompare(page: Page): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/compare?*', async (route) => {
    await gate
    await route.fallback()
  })
  return release
}

/** `/api/health` and `/api/auth/me` answer 503 while `down()` says so; the calls, counted. */
async function failingChecks(page: Page, requestId: string, down: () => boolean = () => true) {
  const calls = { health: 0, me: 0 }
  for (const [name, pattern] of [
    ['health', '**/api/health'],
    ['me', '**/api/auth/me'],
  ] as const) {
    await page.route(pattern, async (route) => {
      calls[name]++
      if (!down()) return route.fallback()
      await fulfillJson(route, 503, {
        error: { code: 'internal', message: `The ${name} check is down.`, requestId },
      })
    })
  }
  return calls
}

describe('The live rail', () => {
  it('is hidden when the deployment has no AI', async () => {
    await withBrowser({}, async (page) => {
      await aiOff(page)
      let asked = false
      page.on('request', (request) => {
        if (request.url().includes('/api/ai/live-sessions')) asked = true
      })
      // Until health has answered the rail is hidden anyway; the check means something only after.
      const healthAnswered = page.waitForResponse('**/api/health')
      await page.goto(`${BASE_URL}/?q=rust`)
      await healthAnswered
      await page.locator('[data-list="refined"] article').first().waitFor()
      assert.equal(await page.getByRole('complementary', { name: 'Live on X' }).count(), 0)
      assert.equal(asked, false, 'it does not even ask')
    })
  })

  it("shows the contract's live sessions when AI is on", async () => {
    await withBrowser({}, async (page) => {
      await aiOn(page)
      await page.route('**/api/ai/live-sessions', (route) => fulfillJson(route, 200, LIVE_SESSIONS))
      await page.goto(`${BASE_URL}/?q=rust+async`)
      const rail = page.getByRole('complementary', { name: 'Live on X' })
      await rail.getByRole('link', { name: /Rust async office hours/ }).waitFor()
      const text = await rail.innerText()
      assert.match(text, /Live\s+Audio space/)
      assert.match(text, /1\.2K listening/)
      assert.match(text, /Scheduled\s+Broadcast/)
      assert.match(text, /Cold brew at scale/)
      // When, as a reader says it (the tests have run for a few minutes at most).
      assert.match(text, /1\.2K listening · started \d+m ago/)
      assert.match(text, /@bean_counter · starts in \d+m/)
      await settled(page)
      await screenshot(page, 'explore-live-rail')
    })
  })

  it('counts a scheduled start down while the page stays open', async () => {
    await withBrowser({}, async (page) => {
      await page.clock.install()
      await aiOn(page)
      await page.route('**/api/ai/live-sessions', (route) => fulfillJson(route, 200, LIVE_SESSIONS))
      await page.goto(`${BASE_URL}/?q=rust+async`)
      const rail = page.getByRole('complementary', { name: 'Live on X' })
      const scheduled = rail.locator('time').nth(1)
      await rail.getByRole('link', { name: /Cold brew at scale/ }).waitFor()
      const before = Number((await scheduled.innerText()).match(/starts in (\d+)m/)?.[1])
      await page.clock.runFor(10 * 60_000)
      await page.waitForFunction(
        (expected) => document.querySelectorAll('.rail time')[1]?.textContent === expected,
        `starts in ${before - 10}m`,
      )
    })
  })

  it('keeps the keyboard focus on Refresh while it refreshes', async () => {
    await withBrowser({}, async (page) => {
      await aiOn(page)
      let calls = 0
      let release: () => void = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/ai/live-sessions', async (route) => {
        calls++
        if (calls > 1) await gate
        await fulfillJson(route, 200, LIVE_SESSIONS)
      })
      await page.goto(`${BASE_URL}/`)
      const rail = page.getByRole('complementary', { name: 'Live on X' })
      await rail.getByRole('link', { name: /Rust async office hours/ }).waitFor()
      const refresh = rail.getByRole('button', { name: 'Refresh live sessions' })
      await refresh.focus()
      await page.keyboard.press('Enter')
      await rail.getByRole('status').filter({ hasText: 'Finding live sessions…' }).waitFor()
      const focused = () => refresh.evaluate((node) => node === document.activeElement)
      assert.equal(await focused(), true, 'while loading')
      release()
      await settled(page)
      assert.equal(await focused(), true, 'after loading')
    })
  })

  it('does not refresh during the Retry-After wait of a 429, as Try again does not', async () => {
    await withBrowser({}, async (page) => {
      await page.clock.install()
      await aiOn(page)
      let calls = 0
      await page.route('**/api/ai/live-sessions', (route) => {
        calls++
        return calls === 1
          ? fulfillJson(
              route,
              429,
              { error: { code: 'rate_limited', message: 'Too many live checks.' } },
              { 'retry-after': '30' },
            )
          : fulfillJson(route, 200, LIVE_SESSIONS)
      })
      await page.goto(`${BASE_URL}/`)
      const rail = page.getByRole('complementary', { name: 'Live on X' })
      const failure = rail.getByRole('alert').filter({ hasText: 'Too many live checks.' })
      await failure.getByText('Try again in 30 seconds.').waitFor()
      const refresh = rail.getByRole('button', { name: 'Refresh live sessions' })
      assert.equal(await refresh.getAttribute('aria-disabled'), 'true')
      // Pressed all the same (a click would wait for it to be enabled).
      await refresh.focus()
      await page.keyboard.press('Enter')
      await page.clock.runFor(10_000)
      await failure.getByText('Try again in 20 seconds.').waitFor()
      assert.equal(calls, 1, 'Refresh asked nothing during the wait')

      await page.clock.runFor(20_000)
      await failure.getByText('You can try again now.').waitFor()
      assert.equal(await refresh.getAttribute('aria-disabled'), 'false')
      await refresh.click()
      await rail.getByRole('link', { name: /Rust async office hours/ }).waitFor()
      assert.equal(calls, 2)
    })
  })

  it('says what went wrong when the live sessions cannot be had', async () => {
    await withBrowser({}, async (page) => {
      await aiOn(page)
      await page.route('**/api/ai/live-sessions', (route) =>
        fulfillJson(route, 502, {
          error: { code: 'provider_error', message: 'The AI provider answered garbage.' },
        }),
      )
      await page.goto(`${BASE_URL}/`)
      const rail = page.getByRole('complementary', { name: 'Live on X' })
      const failure = rail
        .getByRole('alert')
        .filter({ hasText: 'The AI provider answered garbage.' })
      // The rail's only provider is the AI one: the title names it.
      await failure.getByText('The AI provider failed', { exact: true }).waitFor()
    })
  })
})

describe('AI home', () => {
  it('ranks an AI batch and sends the lab settings along when storing one', async () => {
    await withBrowser({}, async (page) => {
      await aiOn(page)
      const calls: URL[] = []
      await page.route('**/api/for-you?*', async (route) => {
        const url = new URL(route.request().url())
        calls.push(url)
        if (url.searchParams.get('home') !== 'ai') return route.fallback()
        // The seed home stands in for an AI batch of the same shape.
        const seed = new URL(url)
        seed.searchParams.set('home', 'seed')
        seed.searchParams.delete('ingest')
        const response = await route.fetch({ url: seed.toString() })
        const body = (await response.json()) as { posts: Array<Record<string, unknown>> }
        await route.fulfill({
          response,
          json: { ...body, home: 'ai', posts: body.posts.map((p) => ({ ...p, source: 'ai' })) },
        })
      })
      await page.goto(`${BASE_URL}/for-you?home=ai&recencyWeight=2.5&strictMatch=false`)
      await page.getByRole('heading', { name: /from AI home/ }).waitFor()
      await openLab(page)
      assert.equal(await page.getByTestId('max-value').innerText(), '12', 'the AI range default')
      const generate = page.getByRole('button', { name: 'Generate and store a batch' })
      await generate.click()
      await page.getByText(/^Stored \d+ posts with recencyWeight 2.5, strictMatch off/).waitFor()
      assert.equal(
        await generate.evaluate((node) => node === document.activeElement),
        true,
        'the keyboard focus stays on the button while it is busy',
      )
      const stored = calls.find((url) => url.searchParams.get('ingest') === 'true')
      assert.ok(stored, 'an ingest request was made')
      assert.equal(stored.searchParams.get('home'), 'ai')
      assert.equal(stored.searchParams.get('recencyWeight'), '2.5')
      assert.equal(stored.searchParams.get('strictMatch'), 'false')
    })
  })

  it('stores one batch per click, not again when the settings come back', async () => {
    await withBrowser({}, async (page) => {
      await aiOn(page)
      let stores = 0
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/api/for-you' && url.searchParams.get('ingest') === 'true') stores++
      })
      await page.goto(`${BASE_URL}/for-you?home=ai`)
      await page.getByRole('heading', { name: /from AI home, ranked by refined/ }).waitFor()
      await page.getByRole('button', { name: 'Generate and store a batch' }).click()
      const storedMessage = page.getByText(/^Stored \d+ posts/)
      await storedMessage.waitFor()

      await page.getByRole('radio', { name: 'platform_style' }).check()
      await page.getByRole('heading', { name: /from AI home, ranked by platform_style/ }).waitFor()
      await page.getByRole('radio', { name: 'refined' }).check()
      await page.getByRole('heading', { name: /from AI home, ranked by refined/ }).waitFor()
      await settled(page)
      await page.goBack()
      await page.getByRole('heading', { name: /from AI home, ranked by platform_style/ }).waitFor()
      await page.goForward()
      await page.getByRole('heading', { name: /from AI home, ranked by refined/ }).waitFor()
      await settled(page)

      assert.equal(stores, 1, 'one click, one stored batch')
      assert.equal(await storedMessage.count(), 0, 'no claim of a new batch')
    })
  })

  it('waits out the Retry-After of a 429 before storing a batch, as Try again does', async () => {
    await withBrowser({}, async (page) => {
      await page.clock.install()
      await aiOn(page)
      // The seed stands in for the AI once the 429 below lets it through (the last route
      // added is asked first).
      await seedAsAiHome(page)
      let limited = true
      let stores = 0
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/api/for-you' && url.searchParams.get('ingest') === 'true') stores++
      })
      await page.route('**/api/for-you?*', async (route) => {
        const url = new URL(route.request().url())
        if (url.searchParams.get('home') !== 'ai' || !limited) return route.fallback()
        await fulfillJson(
          route,
          429,
          {
            error: {
              code: 'rate_limited',
              message: "The AI provider's rate limit was reached; retry in 30 s.",
            },
          },
          { 'retry-after': '30' },
        )
      })
      await page.goto(`${BASE_URL}/for-you?home=ai`)
      const failure = page.getByRole('alert').filter({ hasText: 'Too many requests' })
      await failure.getByText('Try again in 30 seconds.').waitFor()
      const generate = page.getByRole('button', { name: 'Generate and store a batch' })
      assert.equal(await generate.getAttribute('aria-disabled'), 'true')
      // Pressed all the same (a click would wait for it to be enabled).
      await generate.focus()
      await page.keyboard.press('Enter')
      await page.clock.runFor(10_000)
      await failure.getByText('Try again in 20 seconds.').waitFor()
      assert.equal(stores, 0, 'nothing was asked to be stored during the wait')

      await page.clock.runFor(20_000)
      await failure.getByText('You can try again now.').waitFor()
      limited = false
      assert.equal(await generate.getAttribute('aria-disabled'), 'false')
      await generate.click()
      await page.getByText(/^Stored \d+ posts/).waitFor()
      assert.equal(stores, 1)
    })
  })

  it('shows the AI home checked when /api/health failed and cannot say AI is on', async () => {
    await withBrowser({}, async (page) => {
      await healthDown(page)
      await seedAsAiHome(page)
      await page.goto(`${BASE_URL}/for-you?home=ai`)
      await page.getByRole('heading', { name: /from AI home/ }).waitFor()
      const ai = page.getByRole('radio', { name: 'AI' })
      assert.equal(await ai.count(), 1, 'the home shown has its radio')
      assert.equal(await ai.isChecked(), true, 'and it is the checked one')
    })
  })

  it('offers to store a batch when /api/health failed, and shows why the server cannot', async () => {
    await withBrowser({}, async (page) => {
      await healthDown(page)
      await seedAsAiHome(page, {
        error: { code: 'not_configured', message: 'No AI key is configured.' },
      })
      await page.goto(`${BASE_URL}/for-you?home=ai`)
      await page.getByRole('heading', { name: /from AI home/ }).waitFor()
      await page.getByRole('button', { name: 'Generate and store a batch' }).click()
      await page.getByRole('alert').filter({ hasText: 'No AI key is configured.' }).waitFor()
    })
  })
})

/** /api/health answers 503, so the page cannot tell whether AI is on. */
async function healthDown(page: Page): Promise<void> {
  await page.route('**/api/health', (route) =>
    fulfillJson(route, 503, {
      error: { code: 'internal', message: 'Health is down.', requestId: 'r-ai' },
    }),
  )
}

/**
 * For You's AI home answers with the seed home's posts, as if the AI had written them; a
 * request to store the batch gets `refusal` (a 503 body) when one is given.
 */
async function seedAsAiHome(page: Page, refusal?: unknown): Promise<void> {
  await page.route('**/api/for-you?*', async (route) => {
    const url = new URL(route.request().url())
    if (url.searchParams.get('home') !== 'ai') return route.fallback()
    if (refusal && url.searchParams.get('ingest') === 'true') {
      return fulfillJson(route, 503, refusal)
    }
    const seed = new URL(url)
    seed.searchParams.set('home', 'seed')
    const response = await route.fetch({ url: seed.toString() })
    const body = (await response.json()) as { posts: Array<Record<string, unknown>> }
    await route.fulfill({
      response,
      json: { ...body, home: 'ai', posts: body.posts.map((p) => ({ ...p, source: 'ai' })) },
    })
  })
}

/** A photo's size in pixels, as X gives it. */
interface PhotoSize {
  width: number
  height: number
}

/** A photo of X's as the API describes it: the full URL and its `name=small` rendition. */
function photo(name: string, { width, height }: PhotoSize = { width: 2048, height: 1536 }) {
  const url = `https://pbs.twimg.com/media/${name}.jpg`
  return { type: 'photo', url, previewUrl: `${url}?name=small`, width, height, alt: '' }
}

/** The first post of each list of the answers to `pattern` shows two photos, the second one. */
async function withPhotos(page: Page, pattern: string, size?: PhotoSize): Promise<void> {
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    const dress = (posts: Array<Record<string, unknown>>) =>
      posts.map((post, index) =>
        index === 0
          ? { ...post, media: [photo('grid-a', size), photo('grid-b', size)] }
          : index === 1
            ? { ...post, media: [photo('single', size)] }
            : { ...post, media: [] },
      )
    for (const key of ['posts', 'platform_style', 'refined']) {
      if (Array.isArray(body[key])) body[key] = dress(body[key])
    }
    await route.fulfill({ response, json: body })
  })
}

/**
 * The answers to `pattern` as a live source gives them: each author's avatar and each medium on
 * X's media host (the seed's own pictures are the site's: they never need the proxy).
 */
async function asFromX(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    const onX = (path: string) => path.replace(/^\/seed\/media\//, 'https://pbs.twimg.com/media/')
    const dress = (posts: Array<Record<string, unknown>>) =>
      posts.map((post) => {
        const author = post.author as Record<string, string>
        const media = post.media as Array<Record<string, string>>
        return {
          ...post,
          author: {
            ...author,
            avatarUrl: `https://pbs.twimg.com/profile_images/1/${author.username}_normal.jpg`,
          },
          media: media.map((item) => ({
            ...item,
            url: onX(item.url ?? ''),
            previewUrl: onX(item.previewUrl ?? ''),
          })),
        }
      })
    for (const key of ['posts', 'platform_style', 'refined']) {
      if (Array.isArray(body[key])) body[key] = dress(body[key])
    }
    await route.fulfill({ response, json: body })
  })
}

/** The URL each photo of the first two posts of `list` loaded, once all have loaded. */
async function loadedPhotos(page: Page, list: string): Promise<string[]> {
  const selector = `[data-list="${list}"] li:nth-child(-n+2) .media img`
  await page.locator(selector).nth(2).waitFor()
  return page.evaluate(async (selector) => {
    const photos = [...document.querySelectorAll<HTMLImageElement>(selector)]
    await Promise.all(photos.map((img) => img.decode().catch(() => {})))
    return photos.map((img) => img.currentSrc)
  }, selector)
}

/** Each photo of the first two posts of `list`: how wide it is laid out, and its `sizes` says. */
async function photoWidths(
  page: Page,
  list: string,
): Promise<Array<{ sizes: string; laidOut: number; said: number }>> {
  const selector = `[data-list="${list}"] li:nth-child(-n+2) .media img`
  await page.locator(selector).nth(2).waitFor()
  return page.evaluate((selector) => {
    /** The width the first entry of `sizes` whose media condition matches gives, in CSS pixels. */
    const said = (sizes: string): number => {
      for (const entry of sizes.split(',').map((part) => part.trim())) {
        // An entry is an optional media condition in parentheses, then a length.
        const match = /^(\(.*\))\s+(\S.*)$/.exec(entry)
        if (match && !matchMedia(match[1] ?? '').matches) continue
        const probe = document.createElement('div')
        probe.style.cssText = 'position: absolute; visibility: hidden; height: 1px'
        probe.style.width = match ? (match[2] ?? '') : entry
        if (probe.style.width === '') return Number.NaN
        document.body.append(probe)
        const width = probe.getBoundingClientRect().width
        probe.remove()
        return width
      }
      return Number.NaN
    }
    return [...document.querySelectorAll<HTMLImageElement>(selector)].map((img) => ({
      sizes: img.sizes,
      laidOut: img.getBoundingClientRect().width,
      said: said(img.sizes),
    }))
  }, selector)
}

describe('Images', () => {
  it("say in `sizes` how wide a photo is laid out, on Explore's columns and For You's list, beside the live rail or not", async () => {
    const widths = [360, 700, 820, 1000, 1280, 1600]
    const pages = [
      { name: 'Explore', path: '/?q=rust', pattern: '**/api/compare?*' },
      { name: 'For You', path: '/for-you?home=seed', pattern: '**/api/for-you?*' },
    ]
    const wrong: string[] = []
    let checked = 0
    for (const rail of [false, true]) {
      for (const { name, path, pattern } of pages) {
        await withBrowser({ width: widths[0] }, async (page) => {
          await (rail ? aiOn(page) : aiOff(page))
          await page.route('**/api/ai/live-sessions', (route) =>
            fulfillJson(route, 200, LIVE_SESSIONS),
          )
          await page.route('https://pbs.twimg.com/**', (route) =>
            route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
          )
          await withPhotos(page, pattern)
          const healthAnswered = page.waitForResponse('**/api/health')
          await page.goto(`${BASE_URL}${path}`)
          await healthAnswered
          await settled(page)
          const shown = await page.getByRole('complementary', { name: 'Live on X' }).count()
          assert.equal(shown, rail ? 1 : 0, `the live rail is ${rail ? 'shown' : 'hidden'}`)
          for (const width of widths) {
            await page.setViewportSize({ width, height: 900 })
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)))
            const photos = await photoWidths(page, 'refined')
            assert.equal(photos.length, 3)
            for (const [index, { sizes, laidOut, said }] of photos.entries()) {
              checked++
              // Never narrower than the photo (a blurry photo); at most 10 % wider (bytes wasted).
              if (!(said >= laidOut - 0.01 && said <= 1.1 * laidOut)) {
                const where = `${name}${rail ? ' with the rail' : ''} at ${width} px, photo ${index + 1}`
                wrong.push(
                  `${where}: laid out ${laidOut.toFixed(1)} px, sizes says ${said.toFixed(1)} px (${sizes})`,
                )
              }
            }
          }
        })
      }
    }
    assert.equal(checked, 2 * pages.length * widths.length * 3)
    assert.deepEqual(wrong, [])
  })

  it("use the small rendition on Explore's columns of a 1.5× screen, where it is wide enough", async () => {
    // X's usual 1200 px wide photo: with `sizes` said as For You's width, Chromium takes the full one.
    const size = { width: 1200, height: 900 }
    const small = (name: string) => `https://pbs.twimg.com/media/${name}.jpg?name=small`
    // 1280 px beside the live rail, 1000 px without it: a column's photo is under 400 px wide,
    // under 600 device pixels, and the small rendition has 680.
    for (const { width, rail } of [
      { width: 1280, rail: true },
      { width: 1000, rail: false },
    ]) {
      await withBrowser({ width, deviceScaleFactor: 1.5 }, async (page) => {
        await (rail ? aiOn(page) : aiOff(page))
        await page.route('**/api/ai/live-sessions', (route) =>
          fulfillJson(route, 200, LIVE_SESSIONS),
        )
        await page.route('https://pbs.twimg.com/**', (route) =>
          route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
        )
        await withPhotos(page, '**/api/compare?*', size)
        const healthAnswered = page.waitForResponse('**/api/health')
        // The posts come once health has said whether the rail is shown: photos laid out before
        // the rail came would have chosen for the wider columns, and Chromium keeps a larger
        // rendition it has when `sizes` shrinks.
        await page.route('**/api/compare?*', async (route) => {
          await healthAnswered
          await route.fallback()
        })
        await page.goto(`${BASE_URL}/?q=rust`)
        await settled(page)
        const shown = await page.getByRole('complementary', { name: 'Live on X' }).count()
        assert.equal(shown, rail ? 1 : 0, `the live rail is ${rail ? 'shown' : 'hidden'}`)
        assert.deepEqual(
          await loadedPhotos(page, 'refined'),
          [small('grid-a'), small('grid-b'), small('single')],
          `at ${width} px${rail ? ' beside the live rail' : ''}`,
        )
      })
    }
  })

  it('use the small rendition of a photo in a grid or a narrow card, the full one shown large', async () => {
    const small = (name: string) => `https://pbs.twimg.com/media/${name}.jpg?name=small`
    const full = (name: string) => `https://pbs.twimg.com/media/${name}.jpg`
    // Twice as many device pixels: a single photo on For You's wide card needs the full one.
    await withBrowser({ deviceScaleFactor: 2 }, async (page) => {
      await page.route('https://pbs.twimg.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      )
      await withPhotos(page, '**/api/for-you?*')
      await page.goto(`${BASE_URL}/for-you?home=seed`)
      assert.deepEqual(await loadedPhotos(page, 'refined'), [
        small('grid-a'),
        small('grid-b'),
        full('single'),
      ])
    })
    // Explore's two columns are narrow: even a single photo is small enough.
    await withBrowser({}, async (page) => {
      await page.route('https://pbs.twimg.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      )
      await withPhotos(page, '**/api/compare?*')
      await page.goto(`${BASE_URL}/?q=rust`)
      assert.deepEqual(await loadedPhotos(page, 'refined'), [
        small('grid-a'),
        small('grid-b'),
        small('single'),
      ])
    })
  })

  it('load every rendition of a photo through the media proxy when the direct load fails', async () => {
    await withBrowser({}, async (page) => {
      await page.route('**/api/cdn/media?*', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      )
      await withPhotos(page, '**/api/compare?*')
      await page.goto(`${BASE_URL}/?q=rust`)
      // Outside hosts are unreachable here: every photo falls back to the proxy, all its renditions.
      const proxied = (name: string, small = '') =>
        `/api/cdn/media?url=${encodeURIComponent(`https://pbs.twimg.com/media/${name}.jpg${small}`)}`
      const first = page.locator('[data-list="refined"] li:first-child .media img').first()
      await first.and(page.locator('[data-stage="proxy"]')).waitFor()
      assert.equal(
        await first.getAttribute('srcset'),
        `${proxied('grid-a', '?name=small')} 680w, ${proxied('grid-a')} 2048w`,
      )
      assert.deepEqual(await loadedPhotos(page, 'refined'), [
        `${BASE_URL}${proxied('grid-a', '?name=small')}`,
        `${BASE_URL}${proxied('grid-b', '?name=small')}`,
        `${BASE_URL}${proxied('single', '?name=small')}`,
      ])
    })
  })

  it('load directly when they can', async () => {
    await withBrowser({}, async (page) => {
      await page.route('https://pbs.twimg.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
      )
      await asFromX(page, '**/api/compare?*')
      await page.goto(`${BASE_URL}/?q=rust`)
      const avatar = page.locator('[data-list="refined"] article img.avatar').first()
      await avatar.waitFor()
      await page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await avatar.elementHandle(),
      )
      assert.equal(await avatar.getAttribute('data-stage'), 'direct')
      assert.match((await avatar.getAttribute('src')) ?? '', /^https:\/\/pbs\.twimg\.com\//)
    })
  })

  it('fall back to the media proxy when the direct load fails', async () => {
    await withBrowser({}, async (page) => {
      const proxied: string[] = []
      await page.route('**/api/cdn/media?*', (route) => {
        proxied.push(new URL(route.request().url()).searchParams.get('url') ?? '')
        return route.fulfill({ status: 200, contentType: 'image/png', body: PNG })
      })
      await asFromX(page, '**/api/compare?*')
      await page.goto(`${BASE_URL}/?q=rust`)
      const avatar = page.locator('[data-list="refined"] article img[data-stage="proxy"]').first()
      await avatar.waitFor()
      const src = (await avatar.getAttribute('src')) ?? ''
      assert.match(src, /^\/api\/cdn\/media\?url=https%3A%2F%2Fpbs\.twimg\.com%2F/)
      assert.ok(proxied.every((url) => url.startsWith('https://pbs.twimg.com/')))
    })
  })

  it('say which kind of medium is missing when neither load works', async () => {
    await withBrowser({}, async (page) => {
      // Outside hosts are unreachable here, and so the proxy answers 502: every medium falls back.
      await asFromX(page, '**/api/compare?*')
      await page.goto(`${BASE_URL}/?q=has%3Avideos`)
      const video = page.locator('[data-list="refined"] article .media').first()
      await video.locator('.media-missing').waitFor()
      assert.equal(await video.innerText(), 'Video unavailable')
      await page.goto(`${BASE_URL}/?q=has%3Aimages`)
      const photo = page.locator('[data-list="refined"] article .media-missing').first()
      await photo.waitFor()
      assert.match(await photo.innerText(), /^Image(: .+| unavailable)$/)
    })
  })
})

describe('Request states', () => {
  it('shows a loading state while a request is on its way', async () => {
    await withBrowser({}, async (page) => {
      const release = await holdCompare(page)
      await page.goto(`${BASE_URL}/?q=rust`)
      await page.getByRole('status').filter({ hasText: 'Ranking posts…' }).waitFor()
      assert.equal(await page.locator('section.results').getAttribute('aria-busy'), 'true')
      release()
      await page.locator('[data-list="refined"] article').first().waitFor()
      await settled(page)
      assert.equal(await page.getByText('Ranking posts…').count(), 0)
    })
  })

  it('shows a server error with its request id, and a network failure in words', async () => {
    await withBrowser({}, async (page) => {
      await page.route('**/api/compare?*', (route) =>
        fulfillJson(route, 500, {
          error: {
            code: 'internal',
            message: 'Something went wrong on our side.',
            requestId: 'req-42',
          },
        }),
      )
      await page.goto(`${BASE_URL}/?q=rust`)
      const failure = page
        .getByRole('alert')
        .filter({ hasText: 'Something went wrong on our side.' })
      await failure.waitFor()
      assert.match(await failure.innerText(), /req-42/)

      await page.unroute('**/api/compare?*')
      await page.route('**/api/compare?*', (route) => route.abort('connectionrefused'))
      await failure.getByRole('button', { name: 'Try again' }).click()
      await page
        .getByRole('alert')
        .filter({ hasText: 'The server could not be reached.' })
        .waitFor()
    })
  })

  it('calls an answer that is not JSON unexpected, not a lost connection', async () => {
    await withBrowser({}, async (page) => {
      // What a captive portal or a misrouted proxy answers in the API's place.
      await page.route('**/api/compare?*', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<!doctype html><title>Sign in to the Wi-Fi</title>',
        }),
      )
      await page.goto(`${BASE_URL}/?q=rust`)
      const failure = page.getByRole('alert').filter({ hasText: 'Unexpected answer' })
      await failure.waitFor()
      assert.match(await failure.innerText(), /The server answered 200 with something/)
      assert.equal(await page.getByText('The server could not be reached.').count(), 0)
    })
  })

  it('takes the error away while Try again is on its way', async () => {
    await withBrowser({}, async (page) => {
      let calls = 0
      let release: () => void = () => {}
      const gate = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/compare?*', async (route) => {
        calls++
        if (calls === 1) {
          return fulfillJson(route, 500, {
            error: { code: 'internal', message: 'Down for a moment.', requestId: 'r-4' },
          })
        }
        await gate
        await route.fallback()
      })
      await page.goto(`${BASE_URL}/?q=rust`)
      const failure = page.getByRole('alert').filter({ hasText: 'Down for a moment.' })
      await failure.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('status').filter({ hasText: 'Ranking posts…' }).waitFor()
      assert.equal(await failure.count(), 0, 'the old error is gone while loading again')
      release()
      await page.locator('[data-list="refined"] article').first().waitFor()
      assert.match(
        await page.evaluate(() => document.activeElement?.textContent ?? ''),
        /^\d+ posts from the seed corpus/,
        'the keyboard focus moves from the gone button to the results heading',
      )
    })
  })

  it('counts down the Retry-After wait of a 429, and offers Try again when it is over', async () => {
    await withBrowser({}, async (page) => {
      await page.clock.install()
      let limited = true
      await page.route('**/api/compare?*', (route) =>
        limited
          ? fulfillJson(
              route,
              429,
              { error: { code: 'rate_limited', message: 'Slow down a little; retry in 61 s.' } },
              { 'retry-after': '61' },
            )
          : route.fallback(),
      )
      await page.goto(`${BASE_URL}/?q=rust`)
      const failure = page.getByRole('alert').filter({ hasText: 'Slow down a little.' })
      await failure.getByText('Try again in 61 seconds.').waitFor()
      // One wait on screen: the API's own "retry in 61 s" would soon disagree with the count.
      assert.doesNotMatch(await failure.innerText(), /retry in/)
      assert.equal(await failure.getByRole('button', { name: 'Try again' }).count(), 0)

      await page.clock.runFor(30_000)
      await failure.getByText('Try again in 31 seconds.').waitFor()
      await page.clock.runFor(30_000)
      await failure.getByText('Try again in 1 second.').waitFor()
      assert.equal(await failure.getByRole('button', { name: 'Try again' }).count(), 0)

      await page.clock.runFor(1_000)
      await failure.getByText('You can try again now.').waitFor()
      limited = false
      await failure.getByRole('button', { name: 'Try again' }).click()
      await page.locator('[data-list="refined"] article').first().waitFor()
    })
  })

  it('names the bad parameter when the API answers 400', async () => {
    await withBrowser({}, async (page) => {
      await page.route('**/api/compare?*', (route) =>
        fulfillJson(route, 400, {
          error: { code: 'bad_request', message: 'q: must be at most 512 characters' },
        }),
      )
      await page.goto(`${BASE_URL}/?q=rust`)
      await page
        .getByRole('alert')
        .filter({ hasText: 'q: must be at most 512 characters' })
        .waitFor()
    })
  })
})

describe('When the page cannot learn how the app is set up', () => {
  it('searches live anyway after /api/health fails, and Try again recovers', async () => {
    await withBrowser({}, async (page) => {
      let healthCalls = 0
      await page.route('**/api/health', async (route) => {
        healthCalls++
        // The first call and the quiet one the search's answer brings fail; Try again's does not.
        if (healthCalls > 2) return route.fallback()
        await fulfillJson(route, 503, {
          error: { code: 'internal', message: 'Health is down for a moment.', requestId: 'r-1' },
        })
      })
      const rechecked = page.waitForResponse(
        (response) => response.url().endsWith('/api/health') && healthCalls === 2,
      )
      await page.goto(`${BASE_URL}/?q=rust&source=live`)
      await page.getByRole('heading', { name: /posts from X for “rust”/ }).waitFor()
      await page.locator('[data-list="refined"] article').first().waitFor()
      await rechecked

      const banner = page.getByRole('alert').filter({ hasText: 'Health is down for a moment.' })
      // What failed, in words: the search below worked, the connection is not lost.
      await banner.getByText('Could not check what this deployment offers').waitFor()
      await banner.getByRole('button', { name: 'Try again' }).click()
      await page.getByText(/version \d/).waitFor()
      assert.equal(await banner.count(), 0, 'the banner is gone once health answers')
      assert.equal(
        await page.evaluate(() => document.activeElement?.textContent),
        'Explore',
        "the keyboard focus moves from the gone button to the page's heading",
      )
    })
  })

  it('asks /api/health and /api/auth/me again, once, when a later call is answered', async () => {
    await withBrowser({}, async (page) => {
      let down = true
      const calls = await failingChecks(page, 'r-2', () => down)
      const release = await holdCompare(page)
      await page.goto(`${BASE_URL}/?q=rust`)
      const banner = page.getByRole('alert').filter({ hasText: 'The health check is down.' })
      await banner.waitFor()
      await page.getByRole('link', { name: 'Sign-in unknown' }).waitFor()
      assert.deepEqual(calls, { health: 1, me: 1 })

      // The API answers again: the search's answer has both checks asked again.
      down = false
      release()
      await page.getByText(/version \d/).waitFor()
      await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor()
      assert.equal(await banner.count(), 0, 'the banner is gone once health answers')
      assert.deepEqual(calls, { health: 2, me: 2 })

      // Once known, they are not asked again on every answer.
      await page.getByLabel('Search posts').fill('coffee')
      await page.getByLabel('Search posts').press('Enter')
      await page.getByRole('heading', { name: /for “coffee”/ }).waitFor()
      await settled(page)
      assert.deepEqual(calls, { health: 2, me: 2 })
    })
  })

  it('asks a failed check again quietly, at most once in 30 seconds, while it still fails', async () => {
    await withBrowser({}, async (page) => {
      await page.clock.install()
      const calls = await failingChecks(page, 'r-3')
      const release = await holdCompare(page)
      await page.goto(`${BASE_URL}/?q=rust`)
      const banner = page.getByRole('alert').filter({ hasText: 'The health check is down.' })
      await banner.waitFor()
      await page.getByRole('link', { name: 'Sign-in unknown' }).waitFor()

      /** Searches for `q` and waits for its answer. */
      const search = async (q: string) => {
        await page.getByLabel('Search posts').fill(q)
        await page.getByLabel('Search posts').press('Enter')
        await page.getByRole('heading', { name: new RegExp(`for “${q}”`) }).waitFor()
      }
      /** Waits until each check has been asked `count` times in all. */
      const asked = (count: number) =>
        Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/health') && calls.health === count),
          page.waitForResponse((r) => r.url().endsWith('/api/auth/me') && calls.me === count),
        ])

      // The first answer after the failure has both asked again at once.
      let rechecked = asked(2)
      release()
      await page.locator('[data-list="refined"] article').first().waitFor()
      await rechecked
      // Later answers within 30 seconds do not. (The page's clock also runs on by itself, so
      // this stays well short of 30 seconds.)
      await page.clock.runFor(20_000)
      await search('coffee')
      await search('tea')
      assert.deepEqual(calls, { health: 2, me: 2 }, 'one quiet check each, not one per answer')

      // Once 30 seconds have passed, the next answer has them asked again, once.
      await page.clock.runFor(10_000)
      rechecked = asked(3)
      await search('rust')
      await rechecked
      await search('async')
      assert.deepEqual(calls, { health: 3, me: 3 })
      assert.equal(await banner.count(), 1, 'the banner stays, with its Try again')
      await page.getByRole('link', { name: 'Sign-in unknown' }).waitFor()
    })
  })
})

describe('Accessibility and layout', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    it(`has no WCAG A/AA violations axe-core can find on any page (${colorScheme})`, async () => {
      await withBrowser({ colorScheme }, async (page) => {
        await aiOn(page)
        await page.route('**/api/ai/live-sessions', (route) =>
          fulfillJson(route, 200, LIVE_SESSIONS),
        )
        await signIn(page)
        for (const path of ['/?q=rust+async', '/for-you?home=seed', '/account']) {
          await page.goto(`${BASE_URL}${path}`)
          await page.locator('main h1').waitFor()
          await page.waitForFunction(() => document.querySelector('.loading') === null)
          await settled(page)
          const violations = await accessibilityViolations(page)
          assert.deepEqual(violations, [], `${path} (${colorScheme})`)
        }
        if (colorScheme === 'dark') {
          await page.goto(`${BASE_URL}/?q=rust+async`)
          await page.locator('[data-list="refined"] article').first().waitFor()
          await settled(page)
          const background = await page.evaluate(
            () => getComputedStyle(document.documentElement).backgroundColor,
          )
          assert.equal(background, 'rgb(15, 20, 25)', 'the dark palette is in use')
          await screenshot(page, 'explore-dark')
        }
      })
    })
  }

  it("isolates an author's display name, so its bidi controls cannot reorder the handle and time", async () => {
    await withBrowser({}, async (page) => {
      // U+202E RIGHT-TO-LEFT OVERRIDE, never closed: it would turn around all that follows it.
      const name = 'Evil \u202Eeman'
      await aiOn(page)
      await page.route('**/api/ai/live-sessions', (route) =>
        fulfillJson(route, 200, {
          ...LIVE_SESSIONS,
          sessions: [{ ...LIVE_SESSIONS.sessions[0], host: { username: 'evil', name } }],
        }),
      )
      await page.route('**/api/compare?*', async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as Record<string, Array<{ author: object }>>
        const rename = (posts: Array<{ author: object }>) =>
          posts.map((post) => ({
            ...post,
            author: { ...post.author, name, username: 'evil', verified: false },
          }))
        await route.fulfill({
          response,
          json: { ...body, refined: rename(body.refined ?? []) },
        })
      })
      await page.goto(`${BASE_URL}/?q=rust`)
      /** Each element holding the name, and what comes after it in its line, in DOM order. */
      const isolated = (selector: string) =>
        page.locator(selector).evaluate((line, name) => {
          // The innermost element holding just the name.
          const holder = [...line.querySelectorAll('*')]
            .filter((node) => node.textContent === name)
            .at(-1)
          const after = document.createRange()
          if (holder) after.setStartAfter(holder)
          after.setEndAfter(line)
          return {
            isolated: holder?.tagName === 'BDI' || holder?.getAttribute('dir') === 'auto',
            after: after.toString().trim(),
          }
        }, name)
      const who = page.locator('[data-list="refined"] article .post-who').first()
      await who.waitFor()
      const post = await isolated('[data-list="refined"] article .post-who >> nth=0')
      assert.equal(post.isolated, true, 'the post header')
      assert.match(post.after, /^@evil · \S/, 'then the handle, then the time')
      const rail = page.getByRole('complementary', { name: 'Live on X' })
      await rail.getByText('@evil').waitFor()
      const session = await isolated('.session:first-child .muted:has-text("@evil")')
      assert.equal(session.isolated, true, 'the live rail')
      assert.match(session.after, /^@evil · 1\.2K listening/)
    })
  })

  it('fits a phone screen: no sideways scrolling, one list at a time', async () => {
    await withBrowser({ width: 390, height: 844 }, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await settled(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      assert.equal(overflow, 0, 'nothing is wider than the screen')
      assert.equal(await page.locator('[data-list="platform_style"]').isVisible(), false)
      assert.equal(await page.locator('[data-list="refined"]').isVisible(), true)
      await page.getByRole('radio', { name: 'platform_style' }).check()
      assert.equal(await page.locator('[data-list="platform_style"]').isVisible(), true)
      assert.equal(await page.locator('[data-list="refined"]').isVisible(), false)
      await screenshot(page, 'explore-phone')
    })
  })

  it('fits a 360 px screen even with a long unbroken author name', async () => {
    await withBrowser({ width: 360, height: 740 }, async (page) => {
      const longName = 'Averyveryverylongdisplaynamewithoutanyspaceatall50'
      await page.route('**/api/compare?*', async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as Record<string, Array<{ author: object }>>
        const rename = (posts: Array<{ author: object }>) =>
          posts.map((post) => ({ ...post, author: { ...post.author, name: longName } }))
        await route.fulfill({
          response,
          json: {
            ...body,
            platform_style: rename(body.platform_style ?? []),
            refined: rename(body.refined ?? []),
          },
        })
      })
      await page.route('**/api/auth/me', (route) =>
        fulfillJson(route, 200, {
          signedIn: true,
          user: { id: '1', username: 'long_name', name: longName, avatarUrl: '' },
        }),
      )
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().getByText(longName).waitFor()
      await settled(page)
      assert.equal(await overflow(), 0, 'no post is wider than the screen')
      await page.goto(`${BASE_URL}/account`)
      await page.getByTestId('account-name').filter({ hasText: longName }).waitFor()
      assert.equal(await overflow(), 0, 'the account card is not wider than the screen')
    })
  })

  it('fits a 320 px screen with a long unbroken query, error and live session title', async () => {
    await withBrowser({ width: 320, height: 740 }, async (page) => {
      // A link is a query, an error message or a session title without a space to wrap at.
      const long = `url:https://github.com/${'averyverylongorganisation'.repeat(3)}/repository`
      await aiOn(page)
      await page.route('**/api/ai/live-sessions', (route) =>
        fulfillJson(route, 200, {
          ...LIVE_SESSIONS,
          sessions: [{ ...LIVE_SESSIONS.sessions[0], title: long }],
        }),
      )
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
      await page.goto(`${BASE_URL}/?q=${encodeURIComponent(long)}`)
      await page.getByRole('heading', { name: /^0 posts from the seed corpus for/ }).waitFor()
      await page.getByRole('link', { name: /averyverylongorganisation/ }).waitFor()
      await settled(page)
      assert.equal(await overflow(), 0, 'the results heading and the rail fit the screen')

      await page.route('**/api/compare?*', (route) =>
        fulfillJson(route, 400, {
          error: { code: 'bad_request', message: `q: X refused the query: ${long}` },
        }),
      )
      await page.getByRole('button', { name: 'Search' }).click()
      await page.getByRole('alert').filter({ hasText: 'X refused the query' }).waitFor()
      assert.equal(await overflow(), 0, 'the error fits the screen')

      // Buttons beside such text keep their words whole.
      await page.goto(`${BASE_URL}/?auth_error=misconfigured`)
      const dismiss = page.getByRole('button', { name: 'Dismiss' })
      await dismiss.waitFor()
      const lines = await dismiss.evaluate((button) => {
        const text = document.createRange()
        text.selectNodeContents(button)
        return text.getClientRects().length
      })
      assert.equal(lines, 1, 'Dismiss is on one line')
    })
  })

  it('never hides the keyboard focus under the sticky header, even going backwards', async () => {
    for (const width of [1280, 360]) {
      await withBrowser({ width, height: 700 }, async (page) => {
        // Without media, whose fallbacks would move the posts while the focus walks past them.
        await page.route('**/api/compare?*', async (route) => {
          const response = await route.fetch()
          const body = (await response.json()) as Record<string, Array<{ media: unknown[] }>>
          const bare = (posts: Array<{ media: unknown[] }>) =>
            posts.map((post) => ({ ...post, media: [] }))
          await route.fulfill({
            response,
            json: {
              ...body,
              platform_style: bare(body.platform_style ?? []),
              refined: bare(body.refined ?? []),
            },
          })
        })
        await page.goto(`${BASE_URL}/?q=rust`)
        await page.locator('[data-list="refined"] article').first().waitFor()
        await settled(page)
        await page.locator('[data-list="refined"] a').last().focus()
        const hidden: string[] = []
        for (let step = 0; step < 40; step++) {
          await page.keyboard.press('Shift+Tab')
          const seen = await page.evaluate(() => {
            const focused = document.activeElement
            if (!(focused instanceof HTMLElement) || focused === document.body) return null
            // The bar's own links, and the skip link, which shows on top of it.
            if (focused.closest('.topbar, .skip-link')) return null
            const box = focused.getBoundingClientRect()
            // What stays on top while the page scrolls: the bar, and a list's sticky heading.
            let covered = document.querySelector('.topbar')?.getBoundingClientRect().bottom ?? 0
            for (const heading of document.querySelectorAll('.column h3')) {
              const rect = heading.getBoundingClientRect()
              const sticky = getComputedStyle(heading).position === 'sticky'
              if (sticky && rect.left <= box.left && box.left < rect.right) {
                covered = Math.max(covered, rect.bottom)
              }
            }
            return { text: focused.textContent?.trim() ?? '', top: box.top, covered }
          })
          if (seen !== null && seen.top < seen.covered - 1)
            hidden.push(`${seen.text} (${width} px)`)
        }
        assert.deepEqual(hidden, [], 'every control the focus reaches is in view')
      })
    }
  })

  it("names each post's Open on X link by its author, and the lab's toggle without its arrow", async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await settled(page)
      const names = await page
        .locator('[data-list="refined"] article')
        .evaluateAll((articles) =>
          articles.map((article) => [
            article.querySelector('.post-who .muted')?.textContent?.split(' ')[0] ?? '',
            article.querySelector('a[target="_blank"]')?.textContent ?? '',
          ]),
        )
      assert.ok(names.length > 3)
      for (const [handle, link] of names) {
        assert.equal(link, `Open on X: ${handle}’s post (new tab)`)
      }
      const toggle = await page.locator('.lab summary').ariaSnapshot()
      assert.match(toggle, /Ranking lab/)
      assert.doesNotMatch(toggle, /[▸▾]/, 'the arrow is not read out')
    })
  })

  it('gives small links and the account chip a target at least 24 px tall on a phone', async () => {
    await withBrowser({ width: 390, height: 844 }, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await settled(page)
      for (const target of [
        page.getByRole('link', { name: 'Sign in', exact: true }),
        page.getByRole('link', { name: 'API (OpenAPI)' }),
        page.locator('[data-list="refined"] a[target="_blank"]').first(),
      ]) {
        const box = await target.boundingBox()
        assert.ok(box && box.height >= 24, `${await target.textContent()}: ${box?.height} px`)
      }
    })
  })

  it('works from the keyboard: skip link, navigation, focus on the new page', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/`)
      await page.locator('main h1').waitFor()
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: 'Skip to content' })
      assert.equal(await skip.evaluate((node) => node === document.activeElement), true)
      assert.ok(await skip.isVisible(), 'the focused skip link is visible')
      await page.keyboard.press('Enter')
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'main')
      assert.equal(new URL(page.url()).hash, '', 'the address is the view, without #main')

      await page.getByRole('link', { name: 'For You' }).focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(`${BASE_URL}/for-you`)
      await page.waitForFunction(() => document.activeElement?.textContent === 'For You')
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1')
      assert.equal(await page.title(), 'For You · Ranked feed')
    })
  })
})
