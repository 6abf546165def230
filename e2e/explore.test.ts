// Explore in a real browser: one search, both rankings side by side, against `npm run dev`.
import assert from 'node:assert/strict'
import { afterEach, describe, it } from 'node:test'
import { BASE_URL, emulator, listIds, screenshot, settled, withBrowser } from './browser.ts'

describe('Explore', () => {
  afterEach(() => emulator('/__emulator/reset'))

  it('shows the platform_style and refined rankings of one search side by side', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(BASE_URL)
      await page.getByLabel('Search posts').fill('rust async')
      await page.getByLabel('Search posts').press('Enter')
      await page.waitForURL(/\?q=rust\+async/)
      await page
        .getByRole('heading', { name: /posts from the seed corpus for “rust async”/ })
        .waitFor()
      await settled(page)

      const platform = await listIds(page, 'platform_style')
      const refined = await listIds(page, 'refined')
      assert.ok(platform.length > 3, 'the search finds posts')
      assert.deepEqual([...platform].sort(), [...refined].sort(), 'both rank the same posts')
      assert.notDeepEqual(platform, refined, 'the two profiles order them differently')

      for (const list of ['platform_style', 'refined']) {
        const ranks = await page
          .locator(`[data-list="${list}"] .rank`)
          .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-rank'))))
        assert.deepEqual(
          ranks,
          ranks.map((_, index) => index + 1),
          `${list} ranks run 1..n`,
        )
        const bars = page.locator(`[data-list="${list}"] .scorebar[role="img"]`)
        assert.equal(await bars.count(), ranks.length, `${list}: every post has a score bar`)
        const label = (await bars.first().getAttribute('aria-label')) ?? ''
        assert.match(label, /^Score -?[\d.]+: overlap [\d.-]+, phrase [\d.-]+, recency [\d.-]+/)
        assert.match(label, /engagement [\d.-]+, spam [\d.-]+$/)
      }

      // The movement chip of the refined #1 says where platform_style ranked the same post.
      const top = refined[0] ?? ''
      const platformRank = platform.indexOf(top) + 1
      const chip = page.locator(`[data-list="refined"] article[data-post-id="${top}"] .moved`)
      const expected =
        platformRank === 1
          ? 'Same rank as in platform_style'
          : `${platformRank - 1} place${platformRank - 1 === 1 ? '' : 's'} higher than in platform_style (#${platformRank})`
      assert.equal(await chip.getAttribute('title'), expected)
      await screenshot(page, 'explore')
    })
  })

  it('explains in words how a score is made, and what the movement marks mean', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      const help = page.locator('.score-help')
      assert.equal(await help.getByText(/sum of its five components/).isVisible(), false)
      await help.getByText('How scores work').click()
      await help.getByText(/sum of its five components/).waitFor()
      for (const name of ['overlap', 'phrase', 'recency', 'engagement', 'spam']) {
        const definition = help
          .locator('dt', { hasText: name })
          .locator('xpath=following-sibling::dd[1]')
        assert.ok((await definition.innerText()).length > 40, `${name} is explained`)
      }
      await help.getByText(/places higher or lower than in the other profile/).waitFor()
    })
  })

  it('says so when nothing matches, without a colour key or empty lists', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=zzqxj+nothing+matches+this`)
      await page.getByText(/^No posts match/).waitFor()
      assert.equal(await page.locator('.legend').count(), 0, 'no colour key')
      assert.equal(await page.getByRole('group', { name: 'Show list' }).count(), 0)
      assert.equal(await page.locator('[data-list]').count(), 0, 'no empty lists')
    })
  })

  it('names every post by its own author, with no id used twice', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await settled(page)
      const ids = await page.evaluate(() => [...document.querySelectorAll('[id]')].map((n) => n.id))
      assert.deepEqual(
        ids.filter((id, index) => ids.indexOf(id) !== index),
        [],
        'no duplicate ids',
      )
      const stray = await page.locator('article[aria-labelledby]').evaluateAll(
        (articles) =>
          articles.filter((article) => {
            const label = document.getElementById(article.getAttribute('aria-labelledby') ?? '')
            return label === null || !article.contains(label)
          }).length,
      )
      assert.equal(stray, 0, "every post's label is inside that post")
    })
  })

  it('searches as the person types, after a pause, and keeps the query in the URL', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(BASE_URL)
      await settled(page)
      await page.getByLabel('Search posts').pressSequentially('coffee')
      await page.waitForURL(/\?q=coffee$/)
      await page.getByRole('heading', { name: /for “coffee”/ }).waitFor()
      await page.reload()
      assert.equal(await page.getByLabel('Search posts').inputValue(), 'coffee')
      await page.getByRole('heading', { name: /for “coffee”/ }).waitFor()
    })
  })

  it('says how many posts a search found in a status message, for screen readers', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(BASE_URL)
      await settled(page)
      await page.getByLabel('Search posts').fill('coffee')
      await page.getByLabel('Search posts').press('Enter')
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+ posts from the seed corpus for “coffee”$/ })
        .waitFor()
    })
  })

  it('says without a query which posts it ranked: the newest of the seed corpus', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(BASE_URL)
      await page
        .getByRole('heading', { name: /^\d+ newest posts from the seed corpus, ranked$/ })
        .waitFor()
    })
  })

  it('keeps a space typed before a pause, so the next word stays apart', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(BASE_URL)
      await settled(page)
      const box = page.getByLabel('Search posts')
      await box.pressSequentially('rust ')
      await page.waitForURL(/\?q=rust$/)
      await page.getByRole('heading', { name: /for “rust”/ }).waitFor()
      await settled(page)
      assert.equal(await box.inputValue(), 'rust ')
      await box.pressSequentially('async')
      await page.waitForURL(/\?q=rust\+async$/)
      assert.equal(await box.inputValue(), 'rust async')
    })
  })

  it('shows the query of the page it lands on, by a link or the back button', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=coffee`)
      const box = page.getByLabel('Search posts')
      assert.equal(await box.inputValue(), 'coffee')
      await page.getByRole('link', { name: 'Ranked feed' }).click()
      await page.waitForURL(`${BASE_URL}/`)
      assert.equal(await box.inputValue(), '')
      await page.goBack()
      await page.waitForURL(/\?q=coffee$/)
      await page.getByRole('heading', { name: /for “coffee”/ }).waitFor()
      assert.equal(await box.inputValue(), 'coffee')
    })
  })

  it('gives each search its own history entry, not each pause in typing', async () => {
    await withBrowser({}, async (page) => {
      const box = page.getByLabel('Search posts')
      const boxShows = (text: string) =>
        page.waitForFunction(
          (expected) => document.querySelector<HTMLInputElement>('#search-q')?.value === expected,
          text,
          { timeout: 5_000 },
        )
      await page.goto(`${BASE_URL}/?q=coffee`)
      await box.fill('rust')
      await page.waitForURL(/\?q=rust$/)
      await box.fill('rust async')
      await page.waitForURL(/\?q=rust\+async$/)
      await box.press('Enter')
      await box.fill('ramen')
      await box.press('Enter')
      await page.waitForURL(/\?q=ramen$/)
      await page.goBack()
      await page.waitForURL(/\?q=rust\+async$/)
      await boxShows('rust async')
      await page.goBack()
      await page.waitForURL(/\?q=coffee$/)
      await boxShows('coffee')
      // From a page reached by Back, the next search is a new entry again.
      await box.fill('tea')
      await box.press('Enter')
      await page.waitForURL(/\?q=tea$/)
      await page.goBack()
      await page.waitForURL(/\?q=coffee$/)
    })
  })

  it("brings back each page's own settings through the navigation links", async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=coffee&recencyWeight=2`)
      await settled(page)
      const nav = page.getByRole('navigation')
      await nav.getByRole('link', { name: 'For You' }).click()
      await page.waitForURL(`${BASE_URL}/for-you?recencyWeight=2`)
      await page.getByRole('radio', { name: 'platform_style' }).check()
      await page.waitForURL(/mode=platform_style/)
      await nav.getByRole('link', { name: 'Explore' }).click()
      await page.waitForURL(`${BASE_URL}/?q=coffee&recencyWeight=2`)
      await nav.getByRole('link', { name: 'For You' }).click()
      await page.waitForURL(`${BASE_URL}/for-you?mode=platform_style&recencyWeight=2`)
    })
  })

  it('keeps Omit reposts, which For You does not use, across a visit to For You', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=coffee&omitRetweets=true&recencyWeight=2`)
      await settled(page)
      const nav = page.getByRole('navigation')
      await nav.getByRole('link', { name: 'For You' }).click()
      await page.waitForURL(`${BASE_URL}/for-you?recencyWeight=2`)
      await nav.getByRole('link', { name: 'Explore' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      const back = new URL(page.url()).searchParams
      assert.deepEqual(
        Object.fromEntries(back),
        { q: 'coffee', omitRetweets: 'true', recencyWeight: '2' },
        'the search and every lab setting are back',
      )
      assert.equal(await page.getByLabel('Omit reposts').isChecked(), true)
    })
  })

  it('takes as many characters as the API does, counting an emoji as one', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/`)
      await settled(page)
      const box = page.getByLabel('Search posts')
      const characters = async () => [...(await box.inputValue())].length

      await box.fill('☕😀'.repeat(150))
      assert.equal(await characters(), 300, '300 characters (450 UTF-16 units) all fit')
      await box.press('Enter')
      await page.waitForURL((url) => [...(url.searchParams.get('q') ?? '')].length === 300)
      await settled(page)
      assert.equal(await page.getByRole('alert').count(), 0, 'the API takes them')

      await box.fill('😀'.repeat(600))
      assert.equal(await characters(), 512, 'cut at the API limit of 512 characters')
      await box.press('Enter')
      await page.waitForURL((url) => [...(url.searchParams.get('q') ?? '')].length === 512)
      await settled(page)
      assert.equal(await page.getByRole('alert').count(), 0, 'the API takes 512 of them')
    })
  })

  it('searches X live (the local emulator) when the source is live', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust`)
      await settled(page)
      await page.getByLabel('Source').selectOption('live')
      await page.waitForURL(/source=live/)
      await page.getByRole('heading', { name: /posts from X for “rust”/ }).waitFor()
      assert.ok((await listIds(page, 'refined')).length > 0)
    })
  })

  it('names X as what failed when a live search gets a provider error', async () => {
    await emulator('/__emulator/fail', { mode: '500', path: '/2/tweets/search/recent' })
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=tokio+${Date.now()}&source=live`)
      const alert = page.getByRole('alert').filter({ hasText: 'X failed' })
      await alert.waitFor()
      assert.doesNotMatch(await alert.innerText(), /AI provider/)
    })
  })

  it("shows the API's error as a readable message when X rate-limits a live search", async () => {
    await emulator('/__emulator/fail', { mode: '429', path: '/2/tweets/search/recent' })
    await withBrowser({}, async (page) => {
      // A query of its own, so no cached answer of an earlier test stands in for X's.
      await page.goto(`${BASE_URL}/?q=tokio+${Date.now()}&source=live`)
      const alert = page.getByRole('alert').filter({ hasText: 'Too many requests' })
      await alert.waitFor()
      const text = await alert.innerText()
      assert.match(text, /rate limit/i, 'the contract message is shown')
      assert.match(text, /Try again in \d+ seconds?/, 'Retry-After is shown')
      assert.doesNotMatch(text, /retry in \d+ s/, 'one wait on screen, the count')
      assert.equal(await page.locator('article[data-post-id]').count(), 0)
    })
  })
})
