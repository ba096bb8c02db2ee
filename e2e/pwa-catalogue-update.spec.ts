import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'
import { staffWithNewProduct } from './shop-helpers'

test("a staff price change shows during a visitor's visit, though the worker answered from its cache", async ({
  page,
  playwright,
}) => {
  const name = `Pattern Blocks ${Date.now()}`
  const { staff, id } = await staffWithNewProduct(playwright, name)

  // The visitor's worker installs, then the store's catalogue lands in its cache.
  await page.goto('/store')
  await waitForServiceWorker(page)
  await page.reload()
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText('$16.50')).toBeVisible()

  const changed = await staff.patch(`/api/admin/products/${id}`, { data: { price: 18 } })
  expect(changed.status()).toBe(200)

  // The worker answers the reload from its cache (the old price) and refreshes behind it; the
  // refreshed copy differs, the page is told, and reads the catalogue again.
  await page.reload()
  await expect(card.getByText('$18.00')).toBeVisible()
  await staff.dispose()
})
