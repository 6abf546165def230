// Shared set-up of the browser tests: Debian's Chromium driven by playwright-core (no browser
// download), one browser per test file and a fresh context (its own cookies, storage, cache and
// permissions, as a new profile has) per test, outside hosts unreachable, screenshots on request.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { after } from 'node:test'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3847'
export const EMULATOR_URL = process.env.E2E_EMULATOR_URL ?? 'http://127.0.0.1:3848'
const SCREENSHOTS = process.env.E2E_SCREENSHOTS ?? join('dist', 'e2e', 'screenshots')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Headless Chromium gives each window (one per context, so one per test) an omnibox popup
  // built as a web page in a renderer of its own, which nothing here ever shows: about a
  // second of CPU per context, a fifth of the run on two cores. Chromium merges this list with
  // Playwright's own --disable-features; a name it does not know is ignored.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
]

export interface Session {
  context: BrowserContext
  page: Page
  close: () => Promise<void>
}

export interface SessionOptions {
  width?: number
  height?: number
  colorScheme?: 'light' | 'dark'
  /** Device pixels per CSS pixel (1 unless told). */
  deviceScaleFactor?: number
}

/**
 * The test file's browser, started on first use: starting Chromium for every test took about a
 * third of the run. Closed once the file's tests are done (a hook of its root test).
 */
let browser: Promise<Browser> | undefined
after(async () => {
  await (await browser?.catch(() => undefined))?.close()
})

function sharedBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    timeout: 60_000,
  })
  return browser
}

/** A fresh browser context; only this machine's loopback addresses are reachable. */
export async function openBrowser(options: SessionOptions = {}): Promise<Session> {
  const context = await (await sharedBrowser()).newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    reducedMotion: 'reduce',
    locale: 'en-US',
  })
  context.setDefaultTimeout(20_000)
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort('internetdisconnected'),
  )
  const page = await context.newPage()
  return {
    context,
    page,
    close: async () => {
      // A route handler still waiting on the server when the test ends must not fail it.
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await context.close()
    },
  }
}

/** Saves a full-page screenshot as `<name>.png` in the screenshot folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  // Images in view have loaded or fallen back (direct, then the proxy, then initials). An image
  // with no box is not shown (the list a phone hides) and, lazy, never loads: not waited for.
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect()
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {})
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: false })
}

/** A control switch of the X emulator (emulators/x/README.md, "Test controls"). */
export async function emulator(path: string, body?: unknown): Promise<void> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`emulator ${path} answered ${response.status}`)
}

/** The ids of a ranked list, in rank order. */
export async function listIds(page: Page, list: string): Promise<string[]> {
  return page
    .locator(`[data-list="${list}"] article[data-post-id]`)
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-post-id') ?? ''))
}

/** Waits until no request of the page is loading and what it shows has stopped changing. */
export async function settled(page: Page): Promise<void> {
  // Nothing loading, and no list still fading back from its stale look: a contrast check run
  // mid-transition reads the faded colours.
  await page.waitForFunction(
    () =>
      document.querySelector('[aria-busy="true"], .stale') === null &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
  )
}

/** Opens the ranking lab (it starts folded) when it is not open already. */
export async function openLab(page: Page): Promise<void> {
  const lab = page.locator('details.lab')
  if ((await lab.getAttribute('open')) === null) await lab.locator('summary').click()
  await lab.getByRole('slider', { name: 'Recency weight' }).waitFor()
}

/** Signs in through the emulator's consent page, as a person would; ends on `returnTo`. */
export async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE_URL}/account`)
  await page.getByRole('link', { name: 'Sign in with X' }).click()
  await page.getByRole('button', { name: 'Authorize app' }).click()
  await page.waitForURL(`${BASE_URL}/account`)
  await page.getByTestId('account-username').waitFor()
}

/** Runs `body` with a fresh browser, closed afterwards whatever happens. */
export async function withBrowser(
  options: SessionOptions,
  body: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const session = await openBrowser(options)
  try {
    await body(session.page, session.context)
  } catch (error) {
    // What the page showed when the test failed, for whoever reads the failure.
    const name = `failed-${Date.now()}`
    await screenshot(session.page, name).catch(() => {})
    console.error(`e2e: screenshot of the failure: ${join(SCREENSHOTS, `${name}.png`)}`)
    throw error
  } finally {
    await session.close()
  }
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/** The WCAG A/AA violations axe-core finds on the page as it is now. */
export async function accessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the page's CSP (no inline script) stays on.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })) as {
      violations: Array<{
        id: string
        impact: string | null
        help: string
        nodes: Array<{ target: unknown[] }>
      }>
    }
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.map(String).join(' ')),
    }))
  })
}

/** The first call to `/api/auth/me` fails with a 503 saying `message`; later calls go through. */
export async function sessionCheckFailsOnce(page: Page, message: string): Promise<void> {
  let calls = 0
  await page.route('**/api/auth/me', async (route) => {
    calls++
    if (calls > 1) return route.fallback()
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'internal', message, requestId: 'r-session' } }),
    })
  })
}

/** Health as the server says it, with AI switched off (the dev server has the AI emulator). */
export function aiOff(page: Page): Promise<void> {
  return healthWithAi(page, false)
}

/** Health as the server says it, with AI switched on. */
export function aiOn(page: Page): Promise<void> {
  return healthWithAi(page, true)
}

async function healthWithAi(page: Page, ai: boolean): Promise<void> {
  await page.route('**/api/health', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Record<string, unknown>
    await route.fulfill({ response, json: { ...body, ai } })
  })
}
