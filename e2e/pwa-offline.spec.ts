import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { imageLoaded, pageCopy, waitForServiceWorker } from './pwa-helpers'
import { findProduct } from './shop-helpers'

interface ListedProduct {
  id: number
  name: string
  price: number
}

test.beforeEach(({ goesOffline }) => goesOffline())

/** The product cards and pages name their image by the product. */
function productImage(page: Page, name: string) {
  return page.getByRole('main').getByRole('img', { name }).first()
}

test('pages visited online render offline with their products and images; others say so', async ({
  page,
  context,
  request,
}) => {
  const products: ListedProduct[] = await (await request.get('/api/products')).json()
  const featured: ListedProduct[] = await (await request.get('/api/products/featured')).json()
  const [first, second, unvisited] = [products[4]!, products[5]!, products[6]!]

  // A first visit installs the worker; from the next load on, its requests go through it.
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(productImage(page, featured[0]!.name)).toBeVisible()
  for (const path of ['/store', `/product/${first.id}`, `/product/${second.id}`]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  await expect.poll(() => imageLoaded(productImage(page, second.name))).toBe(true)

  await context.setOffline(true)
  await page.goto('/')
  await expect(page.getByTestId('connection-status')).toHaveText(
    "You're offline. Pages you've visited still work, and your cart is saved.",
  )
  const home = page.getByRole('region', { name: 'Featured Puzzles and Kits' })
  for (const product of featured) await expect(home.getByText(product.name)).toBeVisible()
  await expect.poll(() => imageLoaded(productImage(page, featured[0]!.name))).toBe(true)

  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('main').getByText(first.name, { exact: true })).toBeVisible()
  await expect.poll(() => imageLoaded(productImage(page, products[0]!.name))).toBe(true)

  for (const product of [first, second]) {
    await page.goto(`/product/${product.id}`)
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
    await expect.poll(() => imageLoaded(page.getByRole('main').getByRole('img').first())).toBe(true)
  }

  // Never visited: a page without data still opens from the app shell...
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible()
  // ...one whose data was never fetched says it is offline, and loads once back online...
  await page.goto(`/product/${unvisited.id}`)
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible()
  await expect(page.getByText("This page hasn't been saved for offline use yet.")).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: unvisited.name })).toBeVisible()
  // ...and a page outside the app (here the API) gets the offline page, not the browser's error.
  await context.setOffline(true)
  await page.goto('/api/health')
  await expect(page).toHaveTitle("You're offline - BrightMinds Foundation")
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible()
})

test('the cart works offline, survives a reload, and takes current prices back online', async ({
  page,
  context,
  request,
}) => {
  const product = await findProduct(request, 'Tangram Masters Set')
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.goto(`/product/${product.id}`)
  await expect.poll(() => pageCopy(page, `/product/${product.id}`)).not.toBeNull()

  // The price changes on the server after this visitor's copy was saved: serve an older price.
  const oldPrice = 1
  const catalogue = new RegExp(`/api/products(/${product.id})?$`)
  await context.route(catalogue, async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    const withOldPrice = (item: ListedProduct) =>
      item.id === product.id ? { ...item, price: oldPrice } : item
    await route.fulfill({
      response,
      json: Array.isArray(body) ? body.map(withOldPrice) : withOldPrice(body),
    })
  })
  // The page opens from the worker's copy and reads its product again: the older price.
  await page.reload()
  await expect(page.getByText('$1.00', { exact: true })).toBeVisible()
  await context.unrouteAll()

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')
  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.getByRole('link', { name: 'Cart, 1 item' }).click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByRole('region', { name: 'Items in your cart' })).toContainText(product.name)
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL('/checkout')
  const summary = page
    .getByRole('heading', { name: 'Order Summary' })
    .locator('xpath=ancestor::*[3]')
  await expect(summary.getByText(product.name)).toBeVisible()
  await expect(
    page.getByText("You're offline. Checkout needs a connection; your cart is saved."),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Checkout' })).toBeDisabled()
  await expect(summaryRow(page, 'Subtotal')).toHaveText('$1.00')

  await context.setOffline(false)
  await expect(summaryRow(page, 'Subtotal')).toHaveText('$19.99')
  await expect(page.getByText('Prices updated')).toBeVisible()
  await expect(page.getByText(`${product.name}: $1.00 → $19.99`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Checkout' })).toBeEnabled()
  await expect(page.getByText("You're offline.", { exact: false })).toHaveCount(0)
})

function summaryRow(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
}
