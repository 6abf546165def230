// For You in a real browser: the seed home signed out, the live timeline signed in.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  aiOff,
  BASE_URL,
  emulator,
  openLab,
  screenshot,
  sessionCheckFailsOnce,
  settled,
  signIn,
  withBrowser,
} from './browser.ts'

describe('For You', () => {
  it('signed out, shows the seed home and asks to sign in for the live one', async () => {
    await withBrowser({}, async (page) => {
      await aiOff(page)
      await page.goto(`${BASE_URL}/for-you`)
      await page.getByRole('heading', { name: /from seed home, ranked by refined/ }).waitFor()
      assert.equal(await page.getByRole('radio', { name: 'Seed' }).isChecked(), true)
      assert.equal(await page.getByRole('radio', { name: 'AI' }).count(), 0, 'AI is off here')
      // One list, no movement marks: the score help does not explain any.
      await page.locator('.score-help').getByText('How scores work').click()
      await page.getByText(/sum of its five components/).waitFor()
      assert.equal(await page.getByText(/places higher or lower/).count(), 0)

      await page.getByRole('radio', { name: 'Live' }).check()
      await page.waitForURL(/home=live/)
      await page.getByText('Sign in with X to see your home timeline, ranked.').waitFor()
      assert.equal(await page.locator('article[data-post-id]').count(), 0)
      assert.equal(await page.locator('.legend').count(), 0, 'no colour key without posts')
      assert.ok(await page.getByRole('link', { name: 'Sign in with X' }).isVisible())
    })
  })

  it("personalises the seed home from the demo reader's likes, says why, and turns it off", async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/for-you?home=seed`)
      const chips = page.getByRole('list', { name: /Interests of the demo reader/ })
      await chips.waitFor()
      assert.ok((await chips.getByRole('listitem').count()) > 3)
      const whys = await page.getByTestId('why').allTextContents()
      assert.ok(whys.length > 0)
      for (const why of whys) {
        assert.match(why, /^Why this post: (Because you liked posts about |From |Found for you)/)
      }
      assert.ok(whys.some((why) => why.includes('Because you liked posts about')))
      await page.getByRole('checkbox', { name: /Personalise from/ }).uncheck()
      await page.waitForURL(/personalize=false/)
      await page.getByTestId('feed-note').filter({ hasText: 'personalize=false' }).waitFor()
      assert.equal(await chips.count(), 0)
    })
  })

  it('says what the feed holds in a status message, for screen readers', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/for-you?home=seed`)
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+ posts from seed home, ranked by refined$/ })
        .waitFor()
      await page.getByRole('radio', { name: 'platform_style' }).check()
      await page
        .getByRole('status')
        .filter({ hasText: /^\d+ posts from seed home, ranked by platform_style$/ })
        .waitFor()
    })
  })

  it('marks the feed busy while the session is still being checked', async () => {
    await withBrowser({}, async (page) => {
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/api/auth/me', async (route) => {
        await held
        await route.fallback()
      })
      await page.goto(`${BASE_URL}/for-you`)
      await page.getByText('Loading your feed…').waitFor()
      assert.equal(await page.locator('section.results').getAttribute('aria-busy'), 'true')
      release()
      await page.getByRole('heading', { name: /from seed home/ }).waitFor()
      await settled(page)
      assert.equal(await page.locator('section.results').getAttribute('aria-busy'), 'false')
    })
  })

  it('says so, with Try again, when the session cannot be checked', async () => {
    await withBrowser({}, async (page) => {
      await signIn(page)
      // No live rail: its answer would have the session checked again without Try again.
      await aiOff(page)
      await sessionCheckFailsOnce(page, 'Sessions are unreachable.')
      await page.goto(`${BASE_URL}/for-you`)
      const failure = page.getByRole('alert').filter({ hasText: 'Sessions are unreachable.' })
      await failure.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('heading', { name: /from live home, ranked by refined/ }).waitFor()
    })
  })

  it('keeps the live home, asking to sign in again, when the server ends the session', async () => {
    await withBrowser({}, async (page) => {
      await signIn(page)
      // A page size of its own, so no cached answer of an earlier test stands in for X's.
      const size = 40 + (Date.now() % 50)
      await page.goto(`${BASE_URL}/for-you?maxResults=${size}`)
      await page.getByRole('heading', { name: /from live home/ }).waitFor()
      await settled(page)
      // X forgets every token, as when the person revokes the app: the server ends the session.
      await emulator('/__emulator/reset')
      await openLab(page)
      await page.getByLabel('Posts to rank (maxResults)').focus()
      await page.keyboard.press('ArrowRight')
      await page.waitForURL(new RegExp(`maxResults=${size + 1}`))
      await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor()
      await page.getByText('Sign in with X to see your home timeline, ranked.').waitFor()
      assert.equal(await page.getByRole('radio', { name: 'Live' }).isChecked(), true)
      assert.equal(
        await page.locator('article[data-post-id]').count(),
        0,
        'no other home shown in its place',
      )
    })
  })

  it('signed in, switches between the live timeline and the seed, under either profile', async () => {
    await withBrowser({}, async (page) => {
      await signIn(page)
      await page.getByRole('link', { name: 'For You' }).click()
      await page.getByRole('heading', { name: /from live home, ranked by refined/ }).waitFor()
      assert.equal(await page.getByRole('radio', { name: 'Live' }).isChecked(), true)
      await settled(page)
      await screenshot(page, 'for-you')

      await page.getByRole('radio', { name: 'Seed' }).check()
      await page.getByRole('heading', { name: /from seed home, ranked by refined/ }).waitFor()
      await page.getByRole('radio', { name: 'platform_style' }).check()
      await page.waitForURL(/home=seed&mode=platform_style/)
      await page
        .getByRole('heading', { name: /from seed home, ranked by platform_style/ })
        .waitFor()

      await page.getByRole('radio', { name: 'Live' }).check()
      await page
        .getByRole('heading', { name: /from live home, ranked by platform_style/ })
        .waitFor()
      await page.goBack()
      await page
        .getByRole('heading', { name: /from seed home, ranked by platform_style/ })
        .waitFor()
    })
  })
})
