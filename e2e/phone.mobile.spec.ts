import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

// A parent's phone: the size the site was tried at (issue 18).
test.use({ viewport: { width: 390, height: 844 } })

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test('the store shows two products side by side', async ({ page }) => {
  await page.goto('/store')
  const cards = page.getByRole('article')
  await expect(cards.nth(1)).toBeVisible()
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(second!.y).toBe(first!.y)
  expect(second!.x).toBeGreaterThan(first!.x + first!.width)
  await expectNoHorizontalScroll(page)
})

test('Add to Cart is on the first screen of a product, wherever the visitor scrolls', async ({
  page,
}) => {
  await page.goto('/product/1')
  const add = page.getByRole('button', { name: 'Add to Cart' })
  await expect(add).toBeInViewport({ ratio: 1 })
  await page.getByRole('heading', { name: 'You Might Also Like' }).scrollIntoViewIfNeeded()
  await expect(add).toBeInViewport({ ratio: 1 })
  await add.click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await expectNoHorizontalScroll(page)
})

test('Donate is in the header on every page, and stays in reach down the page', async ({
  page,
}) => {
  for (const path of ['/', '/store', '/product/1', '/about', '/impact', '/mission', '/sponsor']) {
    await page.goto(path)
    const donate = page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true })
    await expect(donate).toBeInViewport({ ratio: 1 })
    await expectNoHorizontalScroll(page)
    // The header is sticky: at the foot of a page about the work, giving is still one tap away.
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    )
    await expect(donate).toBeInViewport({ ratio: 1 })
  }
  await page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true }).click()
  await expect(page).toHaveURL('/donate')
})

test('the checkout shows its total above the form, the lines a tap away', async ({ page }) => {
  await page.goto('/product/2')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await page.goto('/checkout')
  const summary = page.locator('details').filter({ hasText: 'Order summary' })
  const total = summary.getByTestId('compact-total')
  await expect(total).toBeInViewport({ ratio: 1 })
  await expect(total).toHaveText('$25.98')
  // The total is above the first field of the form.
  const firstField = await page.getByLabel('First Name').boundingBox()
  expect((await total.boundingBox())!.y).toBeLessThan(firstField!.y)
  await summary.locator('summary').click()
  await expect(summary.getByText('1 × Tangram Masters Set')).toBeVisible()
  await expectNoHorizontalScroll(page)
})
