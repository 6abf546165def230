// The ranking lab in a real browser: sliders and toggles re-rank, the URL keeps the settings.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  accessibilityViolations,
  BASE_URL,
  listIds,
  openLab,
  settled,
  withBrowser,
} from './browser.ts'

describe('Ranking lab', () => {
  it('re-ranks both lists when the recency slider moves, and keeps the value in the URL', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust+async`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await settled(page)
      const before = await listIds(page, 'refined')

      const slider = page.getByLabel('Recency weight')
      await slider.focus()
      await slider.press('End')
      assert.equal(await page.getByTestId('recency-value').innerText(), '10.00')
      await page.waitForURL(/recencyWeight=10(&|$)/)
      await page.getByTestId('effective-params').filter({ hasText: 'recencyWeight 10 ' }).waitFor()
      await settled(page)

      const after = await listIds(page, 'refined')
      assert.deepEqual([...after].sort(), [...before].sort(), 'the same posts')
      assert.notDeepEqual(after, before, 'in a new order')
    })
  })

  it('has each slider say its value once, with its meaning, not its output too', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=rust`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      const lab = page.locator('details.lab')
      const recency = lab.getByRole('slider', { name: 'Recency weight' })
      const max = lab.getByRole('slider', { name: 'Posts to rank (maxResults)' })
      await recency.focus()
      await recency.press('Home')
      await max.focus()
      await max.press('ArrowRight')
      assert.equal(await recency.getAttribute('aria-valuetext'), '0.00, recency off')
      assert.equal(await max.getAttribute('aria-valuetext'), '31 posts')
      // What is seen beside each slider is not a live region announcing the change again.
      assert.equal(await page.getByTestId('recency-value').innerText(), '0.00')
      assert.equal(await page.getByTestId('max-value').innerText(), '31')
      const spoken = await lab
        .getByRole('status')
        .evaluateAll((nodes) => nodes.map((node) => node.textContent))
      assert.deepEqual(spoken, [''], "only Copy link's own status, saying nothing yet")
      // The lab sends its change after a pause: wait for the answer it asked for, then for the
      // lists to stop changing, before checking contrast.
      await page.getByText('maxResults 31', { exact: false }).first().waitFor()
      await settled(page)
      assert.deepEqual(await accessibilityViolations(page), [])
    })
  })

  it('restores every setting from a shared URL and sends them to the API', async () => {
    await withBrowser({}, async (page) => {
      const compareCalls: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/compare')) compareCalls.push(request.url())
      })
      await page.goto(
        `${BASE_URL}/?q=coffee&recencyWeight=0&strictMatch=false&maxResults=12&omitRetweets=true`,
      )
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await settled(page)

      assert.equal(await page.getByLabel('Recency weight').inputValue(), '0')
      assert.equal(await page.getByLabel('Strict match').isChecked(), false)
      assert.equal(await page.getByTestId('max-value').innerText(), '12')
      assert.equal(await page.getByLabel('Omit reposts').isChecked(), true)
      const sent = new URL(compareCalls.at(-1) ?? '').searchParams
      assert.equal(sent.get('recencyWeight'), '0')
      assert.equal(sent.get('strictMatch'), 'false')
      assert.equal(sent.get('maxResults'), '12')
      assert.equal(sent.get('omitRetweets'), 'true')

      const labels = await page
        .locator('[data-list="refined"] .scorebar')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
      assert.ok(labels.length > 0 && labels.length <= 12, 'at most maxResults posts')
      for (const label of labels) {
        assert.match(label, /recency 0,/, 'recencyWeight=0 switches recency off')
        assert.match(label, /spam 0$/, 'strictMatch=false switches spam off')
      }
      assert.equal(await page.locator('article .kind', { hasText: 'Repost' }).count(), 0)
    })
  })

  it('toggles re-rank at once and Reset brings back the defaults', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=%23coffee`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await page.getByLabel('Strict match').uncheck()
      await page.waitForURL(/strictMatch=false/)
      await page.getByTestId('effective-params').filter({ hasText: 'strictMatch off' }).waitFor()
      await page.getByRole('button', { name: 'Reset to defaults' }).click()
      await page.waitForURL(`${BASE_URL}/?q=%23coffee`)
      await page.getByTestId('effective-params').filter({ hasText: 'strictMatch on' }).waitFor()
      assert.equal(await page.getByLabel('Strict match').isChecked(), true)
    })
  })

  it('keeps the keyboard focus on Reset to defaults once everything is back to the defaults', async () => {
    await withBrowser({}, async (page) => {
      await page.goto(`${BASE_URL}/?q=%23coffee&strictMatch=false`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      const reset = page.getByRole('button', { name: 'Reset to defaults' })
      await reset.focus()
      await page.keyboard.press('Enter')
      await page.waitForURL(`${BASE_URL}/?q=%23coffee`)
      await page.getByTestId('effective-params').filter({ hasText: 'strictMatch on' }).waitFor()
      assert.equal(
        await reset.evaluate((node) => node === document.activeElement),
        true,
        'the focus stays on the button, which now has nothing to reset',
      )
      assert.equal(await reset.getAttribute('aria-disabled'), 'true')
      await page.keyboard.press('Enter')
      assert.equal(page.url(), `${BASE_URL}/?q=%23coffee`, 'pressing it again does nothing')
    })
  })

  it('copies the link of the settings as they are now, even before they are sent', async () => {
    await withBrowser({}, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL })
      await page.goto(`${BASE_URL}/?q=%23coffee`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await settled(page)
      // Both clicks in one task, so the change is surely still waiting for its pause.
      await page.evaluate(() => {
        document.querySelector<HTMLInputElement>('#lab-strict')?.click()
        for (const button of document.querySelectorAll('button')) {
          if (button.textContent === 'Copy link to this view') button.click()
        }
      })
      const status = page.getByRole('status').filter({ hasText: 'Link copied.' })
      await status.waitFor()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      assert.equal(copied, `${BASE_URL}/?q=%23coffee&strictMatch=false`)

      await page.getByLabel('Strict match').check()
      await page.waitForURL(`${BASE_URL}/?q=%23coffee`)
      assert.equal(await status.count(), 0, 'the status spoke of the view before the change')
    })
  })

  it('copies a query typed just before, with a lab change made with it', async () => {
    await withBrowser({}, async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL })
      await page.goto(`${BASE_URL}/?q=%23coffee`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await settled(page)
      await page.getByRole('searchbox').fill('rust')
      // In one task with the click, so neither change has had its pause.
      await page.evaluate(() => {
        document.querySelector<HTMLInputElement>('#lab-strict')?.click()
        for (const button of document.querySelectorAll('button')) {
          if (button.textContent === 'Copy link to this view') button.click()
        }
      })
      await page.getByRole('status').filter({ hasText: 'Link copied.' }).waitFor()
      const copied = await page.evaluate(() => navigator.clipboard.readText())
      assert.equal(copied, `${BASE_URL}/?q=rust&strictMatch=false`)
    })
  })

  it('keeps a change made while the page is still loading', async () => {
    await withBrowser({}, async (page) => {
      // Health answers only after the click, so the page re-renders while the change waits
      // to be sent: the re-render must not put back the setting from the URL.
      let answerHealth = () => {}
      const clicked = new Promise<void>((done) => {
        answerHealth = done
      })
      await page.route('**/api/health', async (route) => {
        await clicked
        await route.continue()
      })
      await page.goto(`${BASE_URL}/?q=%23coffee`)
      await page.locator('[data-list="refined"] article').first().waitFor()
      await openLab(page)
      await page.getByLabel('Strict match').uncheck()
      answerHealth()
      await page.waitForURL(/strictMatch=false/)
      await page.getByTestId('effective-params').filter({ hasText: 'strictMatch off' }).waitFor()
      assert.equal(await page.getByLabel('Strict match').isChecked(), false)
    })
  })
})
