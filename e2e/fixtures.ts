import { test as base, expect } from '@playwright/test'

interface ExpectedHttpError {
  path: string
  status: number
}

const failedResource = /^Failed to load resource: the server responded with a status of (\d{3})/

/**
 * Chromium logs every non-OK fetch as a console error. Two kinds are the product working, not
 * failing: GET /api/user answers 401 to every signed-out visitor (the web maps it to null,
 * SPEC §4), and a journey may provoke an error on purpose (`expectHttpError`).
 */
function isExpected(text: string, url: string, expected: ExpectedHttpError[]) {
  const status = failedResource.exec(text)?.[1]
  if (!status || !url) return false
  const path = new URL(url).pathname
  if (path === '/api/user' && status === '401') return true
  return expected.some((error) => error.path === path && String(error.status) === status)
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
}>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
  expectedHttpErrors: async ({}, use) => {
    await use([])
  },
  expectHttpError: async ({ expectedHttpErrors }, use) => {
    await use((path, status) => {
      expectedHttpErrors.push({ path, status })
    })
  },
  consoleErrors: [
    async ({ page, expectedHttpErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (isExpected(message.text(), message.location().url, expectedHttpErrors)) return
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
