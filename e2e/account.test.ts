// The account page in a real browser: sign in with X (the emulator's consent page), sign out.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  BASE_URL,
  emulator,
  screenshot,
  sessionCheckFailsOnce,
  settled,
  signIn,
  withBrowser,
} from './browser.ts'

describe('Account', () => {
  it('signs in through X, shows who you are, and signs out', async () => {
    await withBrowser({}, async (page, context) => {
      await page.goto(`${BASE_URL}/account`)
      await page.getByRole('heading', { name: 'Not signed in' }).waitFor()
      await page.getByRole('link', { name: 'Sign in with X' }).click()
      await page.getByRole('button', { name: 'Authorize app' }).click()
      await page.waitForURL(`${BASE_URL}/account`)

      assert.equal(await page.getByTestId('account-username').innerText(), '@local_reader')
      assert.equal(await page.getByTestId('account-name').innerText(), 'Local Reader')
      assert.equal(
        await page.getByTestId('account-name').evaluate((line) => {
          // The innermost element holding just the name.
          const holder =
            [...line.querySelectorAll('*')]
              .filter((node) => node.textContent === line.textContent)
              .at(-1) ?? line
          return holder.tagName === 'BDI' || holder.getAttribute('dir') === 'auto'
        }),
        true,
        'the name is isolated: a name from X may be right to left',
      )
      await page.getByTestId('account-chip').filter({ hasText: '@local_reader' }).waitFor()
      await page.getByText('tweet.read').waitFor()
      const cookies = await context.cookies(BASE_URL)
      const session = cookies.find((cookie) => cookie.name === 'app_session')
      assert.ok(session?.httpOnly, 'the session cookie is HttpOnly')
      assert.equal(
        await page.evaluate(() => document.cookie.includes('app_session')),
        false,
        'the page cannot read the session',
      )
      await settled(page)
      await screenshot(page, 'account')

      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByText('You are signed out.').waitFor()
      // The keyboard focus moves from the gone button to what replaced it.
      await page.waitForFunction(
        () => document.activeElement?.textContent?.trim() === 'You are signed out.',
        undefined,
        { timeout: 2_000 },
      )
      await page.getByRole('link', { name: 'Sign in with X' }).waitFor()
      await page.reload()
      await page.getByRole('heading', { name: 'Not signed in' }).waitFor()
      assert.equal(await page.getByTestId('account-chip').count(), 0)
    })
  })

  it('shows the person signed out after Sign out, even if /api/auth/me then fails', async () => {
    await withBrowser({}, async (page) => {
      await signIn(page)
      await page.goto(`${BASE_URL}/account`)
      await page.getByTestId('account-username').waitFor()
      await page.route('**/api/auth/me', (route) => route.abort('connectionreset'))
      await page.getByRole('button', { name: 'Sign out' }).click()
      await page.getByText('You are signed out.').waitFor()
      await page.getByRole('link', { name: 'Sign in with X' }).waitFor()
      assert.equal(await page.getByTestId('account-username').count(), 0)
      assert.equal(await page.getByRole('alert').count(), 0)
    })
  })

  it('does not call a signed-in person signed out when /api/auth/me fails once', async () => {
    await withBrowser({}, async (page) => {
      await signIn(page)
      await sessionCheckFailsOnce(page, 'Sessions are unreachable.')
      await page.reload()
      const failure = page.getByRole('alert').filter({ hasText: 'Sessions are unreachable.' })
      await failure.waitFor()
      assert.equal(await page.getByRole('heading', { name: 'Not signed in' }).count(), 0)
      assert.equal(await page.getByRole('link', { name: 'Sign in', exact: true }).count(), 0)

      await failure.getByRole('button', { name: 'Try again' }).click()
      await page.getByTestId('account-username').filter({ hasText: '@local_reader' }).waitFor()
      await page.getByTestId('account-chip').filter({ hasText: '@local_reader' }).waitFor()
      assert.equal(await failure.count(), 0)
    })
  })

  it('shows the person signed out once the server has ended the session', async () => {
    await withBrowser({}, async (page) => {
      await signIn(page)
      // X forgets every token, as when the person revokes the app: the server ends the session.
      await emulator('/__emulator/reset')
      // A live search of its own, so no cached answer stands in for X's refusal.
      await page.goto(`${BASE_URL}/?q=tokio+${Date.now()}&source=live`)
      await page.getByRole('alert').filter({ hasText: 'sign in again' }).waitFor()
      await page.getByRole('link', { name: 'Sign in', exact: true }).waitFor()
      assert.equal(await page.getByTestId('account-chip').count(), 0)
      await page.getByRole('link', { name: 'Account' }).first().click()
      await page.getByRole('heading', { name: 'Not signed in' }).waitFor()
    })
  })

  it('says so when the sign-in is cancelled at X', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/account`)
      await page.getByRole('link', { name: 'Sign in with X' }).click()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled at X.' }).waitFor()
      await page.waitForURL((url) => !url.searchParams.has('auth_error'))
      await page.getByRole('heading', { name: 'Not signed in' }).waitFor()
    })
  })

  it("moves the keyboard focus to the page's heading when the sign-in message is dismissed", async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?auth_error=exchange_failed`)
      const banner = page
        .getByRole('alert')
        .filter({ hasText: 'The sign-in could not be completed.' })
      await banner.getByRole('button', { name: 'Dismiss' }).focus()
      await page.keyboard.press('Enter')
      await banner.waitFor({ state: 'detached' })
      await page.waitForFunction(
        () => document.activeElement?.textContent === 'Explore',
        undefined,
        { timeout: 2_000 },
      )
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1')
    })
  })
})
