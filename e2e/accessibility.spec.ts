import AxeBuilder from '@axe-core/playwright'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'

// axe-core's WCAG 2.1 A/AA rules on every main page, signed out and signed in: the automated half
// of "accessibility 100" (keyboard journeys live in the feature specs).

const publicPages = [
  '/',
  '/about',
  '/mission',
  '/store',
  '/product/1',
  '/checkout',
  '/donate',
  '/volunteer',
  '/program',
  '/ai-storytelling',
  '/auth',
  '/resources/building-a-3d-puzzle-with-your-child',
]

async function violations(page: import('@playwright/test').Page) {
  // Let lazy sections and queries settle before scanning.
  await page.waitForLoadState('networkidle')
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
}

for (const path of publicPages) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    expect(await violations(page)).toEqual([])
  })
}

for (const path of ['/community', '/community?tab=forum', '/account']) {
  test(`${path} (signed in) has no axe violations`, async ({ page }) => {
    await registerAccount(page.request)
    await page.goto(path)
    expect(await violations(page)).toEqual([])
  })
}
