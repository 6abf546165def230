// What a new user sees first: the seed corpus's pictures load from the site itself with nothing
// failing, the first posts are on the first screen, and the headings say what is loading.
import assert from 'node:assert/strict'
import { readFileSync, statSync } from 'node:fs'
import { describe, it } from 'node:test'
import type { Page } from 'playwright-core'
import { BASE_URL, openLab, settled, withBrowser } from './browser.ts'

/** Everything that went wrong on the page since the call: console errors and failed requests. */
function watchFailures(page: Page): string[] {
  const failures: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => failures.push(`page: ${error.message}`))
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    // The page cancels a request that a newer one replaces (a search typed before the first
    // answer came): that is not a failure.
    if (reason !== 'net::ERR_ABORTED') failures.push(`failed: ${request.url()} (${reason})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`)
  })
  return failures
}

/** Scrolls to the end of the page (lazy images load as they come into view), then back. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((done) => setTimeout(done, 50))
    }
    window.scrollTo(0, 0)
  })
}

/** Every image of the page, once all have loaded: where from, whether it drew, at what stage. */
async function images(page: Page) {
  await page.waitForFunction(() => [...document.images].every((img) => img.complete))
  return page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.getAttribute('src') ?? '',
      drawn: img.naturalWidth > 0,
      stage: img.dataset.stage ?? '',
    })),
  )
}

/** A request to `pattern` waits until the returned function is called. */
async function hold(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await gate
    await route.fallback()
  })
  return release
}

describe('The seed corpus offline', () => {
  it('shows its avatars and photos from the site itself: no console error, no failed request', async () => {
    await withBrowser({}, async (page) => {
      const failures = watchFailures(page)
      await page.goto(BASE_URL)
      await page.getByLabel('Search posts').fill('coffee')
      await page.getByLabel('Search posts').press('Enter')
      await page.getByRole('heading', { name: /posts from the seed corpus for “coffee”/ }).waitFor()
      await settled(page)
      await scrollThrough(page)
      const explore = await images(page)

      await page.getByRole('navigation').getByRole('link', { name: 'For You' }).click()
      await page.getByRole('heading', { name: /posts from seed home/ }).waitFor()
      await settled(page)
      await scrollThrough(page)
      const forYou = await images(page)

      for (const [name, shown] of [
        ['Explore', explore],
        ['For You', forYou],
      ] as const) {
        const photos = shown.filter((image) => image.src.startsWith('/seed/media/photos/'))
        const avatars = shown.filter((image) => image.src.startsWith('/seed/media/avatars/'))
        assert.ok(avatars.length >= 10, `${name}: the authors' avatars`)
        assert.ok(photos.length >= 2, `${name}: photos and video previews`)
        assert.deepEqual(
          shown.filter((image) => !image.drawn || image.stage !== 'direct'),
          [],
          `${name}: every picture drawn, loaded directly`,
        )
      }
      assert.deepEqual(failures, [])
    })
  })
})

describe('The first screen', () => {
  it('starts with the lab folded and the first two posts of each list in view at 1280×800', async () => {
    await withBrowser({ width: 1280, height: 800 }, async (page) => {
      for (const { path, lists } of [
        { path: '/', lists: ['platform_style', 'refined'] },
        { path: '/for-you?home=seed', lists: ['refined'] },
      ]) {
        await page.goto(`${BASE_URL}${path}`)
        await page.locator('[data-list] article').first().waitFor()
        await settled(page)
        assert.equal(await page.locator('details.lab').getAttribute('open'), null, path)
        const header = (await page.locator('header').first().boundingBox())?.height ?? 0
        for (const list of lists) {
          const [first, second] = await page
            .locator(`[data-list="${list}"] article`)
            .evaluateAll((cards) =>
              cards.slice(0, 2).map((card) => ({
                top: card.getBoundingClientRect().top,
                bottom: card.getBoundingClientRect().bottom,
                author: card.querySelector('.post-who .name')?.getBoundingClientRect().bottom ?? 0,
              })),
            )
          assert.ok(first && second, `${path} ${list}: two posts`)
          const where = `${path} ${list}: #1 at ${first.top}..${first.bottom}, #2 at ${second.top}`
          // The whole #1 under the header, and #2 far enough up to read who wrote it.
          assert.ok(first.top >= header && first.bottom <= 800, where)
          assert.ok(second.author > second.top && second.author <= 800, where)
        }
      }
    })
  })

  it('remembers the lab left open or folded, on both pages', async () => {
    await withBrowser({}, async (page) => {
      const lab = page.locator('details.lab')
      await page.goto(`${BASE_URL}/?q=rust`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await page.reload()
      await page.locator('[data-list="refined"] article').first().waitFor()
      assert.notEqual(await lab.getAttribute('open'), null, 'open again after a reload')
      await page.getByRole('navigation').getByRole('link', { name: 'For You' }).click()
      await page.locator('[data-list] article').first().waitFor()
      assert.notEqual(await lab.getAttribute('open'), null, 'open on For You too')
      await lab.locator('summary').click()
      await page.reload()
      await page.locator('[data-list] article').first().waitFor()
      assert.equal(await lab.getAttribute('open'), null, 'folded again after a reload')
    })
  })
})

describe('Headings while loading', () => {
  it('name the search on its way, never the one before', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=zzqxv+nothingmatches`)
      const heading = page.locator('#results-title')
      await page.getByText('No posts match.', { exact: false }).waitFor()
      assert.equal(
        await heading.innerText(),
        '0 posts from the seed corpus for “zzqxv nothingmatches”',
      )
      const release = await hold(page, '**/api/compare?*')
      await page.getByLabel('Search posts').fill('sourdough')
      await page.getByLabel('Search posts').press('Enter')
      await page.getByRole('status').filter({ hasText: 'Ranking posts…' }).waitFor()
      assert.equal(await heading.innerText(), 'Searching the seed corpus for “sourdough”…')
      assert.equal(await page.getByText('No posts match.', { exact: false }).count(), 0)
      release()
      await page
        .getByRole('heading', { name: /^\d+ posts from the seed corpus for “sourdough”$/ })
        .waitFor()
    })
  })

  it("name the feed on its way when For You's profile changes", async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/for-you?home=seed`)
      const heading = page.locator('#feed-title')
      await page.getByRole('heading', { name: /posts from seed home, ranked by refined/ }).waitFor()
      const release = await hold(page, '**/api/for-you?*')
      await page.getByRole('radio', { name: 'platform_style' }).check()
      assert.equal(await heading.innerText(), 'Loading the seed home, ranked by platform_style…')
      release()
      await page
        .getByRole('heading', { name: /posts from seed home, ranked by platform_style/ })
        .waitFor()
    })
  })
})

describe("npm run dev's log", () => {
  const devLog = process.env.E2E_DEV_LOG
  it('has one line per request', { skip: devLog ? false : 'E2E_DEV_LOG is not set' }, async () => {
    const path = devLog ?? ''
    const from = statSync(path).size
    for (let i = 0; i < 3; i++) await (await fetch(`${BASE_URL}/api/health`)).arrayBuffer()
    await (await fetch(`${BASE_URL}/favicon.svg`)).arrayBuffer()
    const written = () => readFileSync(path).subarray(from).toString('utf8')
    const deadline = Date.now() + 10_000
    while (!written().includes('favicon.svg') && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100))
    }
    const lines = written().split('\n')
    const about = (text: string) => lines.filter((line) => line.includes(text))
    // The worker's JSON line for each API request, and nothing else about them.
    assert.equal(about('"route":"/api/health"').length, 3, written())
    assert.equal(about('/api/health').length, 3, written())
    // wrangler's line for a static file, the one line about it.
    assert.equal(about('/favicon.svg').length, 1, written())
  })
})
