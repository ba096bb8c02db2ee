import { expect, test } from './fixtures'

interface StoredCart {
  state: { items: { productId: number; quantity: number; price: number; name: string }[] }
}

test('each tier has its button', async ({ page }) => {
  await page.goto('/ai-storytelling')
  for (const [tier, label] of [
    ['Lite DIY Kit', 'Buy Lite Kit Now'],
    ['Creator Pro Package', 'Book My Creator Pro Slot'],
    ['Legacy Author Box', 'Reserve Legacy Box'],
  ] as const) {
    const card = page.getByRole('article', { name: tier })
    await expect(card.getByRole('button', { name: label })).toBeEnabled()
  }
  await expect(page.getByRole('article', { name: 'Creator Pro Package' })).toContainText(
    'Most Popular',
  )
})

test('Book My Creator Pro Slot puts the package in the cart and opens checkout', async ({
  page,
  request,
}) => {
  const products: { id: number; name: string; price: number }[] = await (
    await request.get('/api/products')
  ).json()
  const creatorPro = products.find((product) => product.name === 'Creator Pro Package')
  expect(creatorPro?.price).toBe(199)

  await page.goto('/ai-storytelling')
  await page.getByRole('button', { name: 'Book My Creator Pro Slot' }).click()

  await expect(page).toHaveURL('/checkout')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
  const summary = page.getByRole('listitem').filter({ hasText: 'Creator Pro Package' })
  await expect(summary).toContainText('Quantity: 1')
  await expect(summary).toContainText('$199.00')

  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  const stored = await page.evaluate(() => localStorage.getItem('cart'))
  const cart = JSON.parse(stored ?? 'null') as StoredCart
  expect(cart.state.items).toEqual([
    expect.objectContaining({
      productId: creatorPro?.id,
      name: 'Creator Pro Package',
      price: 199,
      quantity: 1,
    }),
  ])
})
