import { type BrowserContext, test as base, expect, type Page } from '@playwright/test'

interface ExpectedHttpError {
  path: string
  status: number
}

const failedResource = /^Failed to load resource: the server responded with a status of (\d{3})/
/**
 * Offline, Chromium logs every fetch that got no answer, and a page whose data was never saved
 * fails to load with the web's NetworkError (shown by the route's error screen, logged by React).
 */
const unanswered = /^(Failed to load resource: net::ERR_|NetworkError: )/

/**
 * Chromium logs every non-OK fetch as a console error. Some are the product working, not
 * failing: a journey may provoke an error on purpose (`expectHttpError`), and one that goes
 * offline on purpose (`goesOffline`) expects requests without an answer. A signed-out visit logs
 * nothing: the web asks GET /api/session, which answers 200 with no user.
 */
function isExpected(text: string, url: string, expected: ExpectedHttpError[], offline: boolean) {
  if (offline && unanswered.test(text)) return true
  const status = failedResource.exec(text)?.[1]
  if (!status || !url) return false
  const path = new URL(url).pathname
  return expected.some((error) => error.path === path && String(error.status) === status)
}

/** Contexts made with JavaScript off: their pages never come alive. */
const noScript = new WeakSet<BrowserContext>()
let pageLoadsWait = false

/**
 * Whether the page in the browser is live: true once React has hydrated the route's content, or
 * for a page without the app's script (the worker's offline.html), which never comes alive.
 *
 * The root layout marks the document (`html[data-hydrated]`, web/routes/__root.tsx) when the root
 * commits, but the route's content sits inside the router's Suspense boundary, and React hydrates
 * a server-rendered boundary in a pass of its own just after, at idle priority: on a busy machine
 * a click can land in between, and a navigation that reaches content still being hydrated makes
 * React throw that HTML away (logged as minified errors #422 and #520). So this also follows the
 * last branch of `main` down and asks that React own each element on it (React keeps its fiber
 * on every element it has hydrated), stopping at a part deferred on purpose (`data-deferred`) or
 * at HTML React sets as a whole (the policies' Markdown).
 */
function pageIsLive() {
  if (!document.querySelector('script[type="module"]')) return true
  if (!document.documentElement.hasAttribute('data-hydrated')) return false
  const own = (element: Element, prefix: string) =>
    Object.keys(element).find((key) => key.startsWith(prefix)) as keyof Element | undefined
  for (
    let element: Element | null = document.querySelector('main');
    element && !element.hasAttribute('data-deferred');
    element = element.lastElementChild
  ) {
    if (!own(element, '__reactFiber$')) return false
    const props = own(element, '__reactProps$')
    if (props && (element[props] as { dangerouslySetInnerHTML?: unknown }).dangerouslySetInnerHTML)
      break
  }
  return true
}

/** Waits until the page is live (`pageIsLive`), as a person waits for a page to finish loading. */
export async function waitForLive(page: Page) {
  await page.waitForFunction(pageIsLive)
}

/**
 * A server-rendered page paints before its scripts run; until React has hydrated it, its
 * buttons have no handlers. Every page load (goto, reload, back, forward) of an app page
 * therefore waits until it is live (`waitForLive`). Patched once on the Page class, so pages a
 * journey opens itself wait too. (`waitForFunction` polls on animation frames: a condition, not
 * a timer.) A page opened by a click is waited for by the journey itself.
 */
function waitForLivePageLoads(page: Page) {
  if (pageLoadsWait) return
  pageLoadsWait = true
  const prototype = Object.getPrototypeOf(page) as Record<string, unknown>
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const load = prototype[name] as (this: Page, ...args: unknown[]) => ReturnType<Page['goto']>
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await load.apply(this, args)
      const html = (response?.headers()['content-type'] ?? '').startsWith('text/html')
      if (html && !noScript.has(this.context())) await waitForLive(this)
      return response
    }
  }
}

/**
 * Parts of a page far below its first screen (the home page's forms, the footer) load and hydrate
 * as the visitor heads their way (web/lib/hydrate-when-needed.tsx): until then they are the
 * server's HTML, without handlers. A journey using them first scrolls, as a person would, and
 * waits until each is live.
 */
export async function reachDeferredParts(page: Page) {
  await page.evaluate(() => window.scrollBy(0, 1))
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-deferred]')].every((part) =>
      part.hasAttribute('data-live'),
    ),
  )
}

/**
 * A form submitted empty takes the visitor to what to fix: focus on its first invalid field,
 * scrolled into view, marked invalid (the form hook, web/lib/focus-first-invalid.ts).
 */
export async function expectLedToField(page: Page, label: string) {
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('aria-invalid', 'true')
  await expect(focused).toBeInViewport()
  const name = await focused.evaluate(
    (field: HTMLInputElement) => field.labels?.[0]?.textContent ?? field.ariaLabel ?? '',
  )
  expect(name.replace(/\s*\*$/, '').trim()).toBe(label)
}

/**
 * Every journey fails on an unexpected `console.error` or uncaught page error: a page that
 * "works" while throwing is a bug a user will meet.
 */
export const test = base.extend<{
  consoleErrors: string[]
  /** Declares an HTTP error the journey provokes on purpose, e.g. a wrong password's 401. */
  expectHttpError: (path: string, status: number) => void
  expectedHttpErrors: ExpectedHttpError[]
  /** Declares that the journey takes the browser offline: unanswered requests are expected. */
  goesOffline: () => void
  /** Declares a console error the journey causes on purpose, by its words; say why where used. */
  expectConsoleError: (pattern: RegExp) => void
  expectedConsoleErrors: RegExp[]
  offlineJourney: { offline: boolean }
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
  offlineJourney: async ({}, use) => {
    await use({ offline: false })
  },
  goesOffline: async ({ offlineJourney }, use) => {
    await use(() => {
      offlineJourney.offline = true
    })
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
  expectedConsoleErrors: async ({}, use) => {
    await use([])
  },
  expectConsoleError: async ({ expectedConsoleErrors }, use) => {
    await use((pattern) => {
      expectedConsoleErrors.push(pattern)
    })
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
  expectedHttpErrors: async ({}, use) => {
    await use([])
  },
  expectHttpError: async ({ expectedHttpErrors }, use) => {
    await use((path, status) => {
      expectedHttpErrors.push({ path, status })
    })
  },
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) noScript.add(page.context())
    waitForLivePageLoads(page)
    await use(page)
  },
  consoleErrors: [
    async ({ page, expectedHttpErrors, expectedConsoleErrors, offlineJourney }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url } = message.location()
        if (isExpected(message.text(), url, expectedHttpErrors, offlineJourney.offline)) return
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** A unique e-mail per test run, so journeys never collide with each other's rows. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
}
