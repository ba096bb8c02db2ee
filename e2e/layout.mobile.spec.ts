import type { Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('the donation form fits a phone and pledges a cheque', async ({ page }) => {
  await page.goto('/donate')
  await expect(page.getByRole('radio', { name: '$50' })).toBeChecked()
  await expectNoHorizontalScroll(page)
  const form = page.getByRole('form', { name: 'Your gift' })
  await form.getByText('$25', { exact: true }).click()
  await page.getByLabel('Full name').fill('Lena Ortiz')
  await page.getByLabel('Email address').fill(`lena-${Date.now()}@example.org`)
  await expect(form.getByRole('radio', { name: 'Check (pledge)' })).toBeChecked()
  await form.getByText('Dedicate this gift to someone').click()
  await form.getByLabel('In honor of (name)').fill('Coach Kim')
  await expectNoHorizontalScroll(page)
  await page.getByRole('button', { name: 'Donate $25.00' }).click()
  await expect(
    page.getByRole('heading', { name: 'Thank you for your pledge, Lena Ortiz!' }),
  ).toBeVisible()
  await expectNoHorizontalScroll(page)
})

test('the community tabs, resources and forum work on a phone', async ({ page }) => {
  await registerAccount(page.request)
  await page.goto('/community')
  await expect(page.getByRole('list', { name: 'Educational resources' })).toBeVisible()
  await expectNoHorizontalScroll(page)
  await page.getByRole('tab', { name: 'Discussion Forum' }).click()
  await expect(page).toHaveURL('/community?tab=forum')
  const first = page.getByRole('list', { name: 'Forum posts' }).getByRole('article').first()
  await expect(first).toBeVisible()
  await expectNoHorizontalScroll(page)
})

for (const path of [
  '/',
  '/about',
  '/mission',
  '/store',
  '/product/1',
  '/checkout',
  '/volunteer',
  '/program',
  '/ai-storytelling',
  '/auth',
  '/resources/building-a-3d-puzzle-with-your-child',
]) {
  test(`${path} fits a phone without sideways scrolling`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoHorizontalScroll(page)
  })
}
