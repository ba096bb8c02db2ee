import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * The WCAG levels axe checks: 2.0, 2.1 and 2.2, A and AA (issue 35). 2.2 adds one rule axe can
 * decide, 2.5.8's target size; the rest of 2.2 is checked by journeys of their own.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's WCAG 2.2 A/AA rules on the page as it is now, in a state a journey reached. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }))
  expect(found).toEqual([])
}
