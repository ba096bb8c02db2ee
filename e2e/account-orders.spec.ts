import { accountLink, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { addToCart, fillContact, findProduct } from './shop-helpers'

test('your account lists your orders, and only yours', async ({ page, browser, request }) => {
  await registerAccount(page.request)
  await page.goto('/account')
  const orders = page.getByRole('region', { name: 'Your orders' })
  await expect(orders.getByText('No orders yet.')).toBeVisible()
  await expect(orders.getByRole('link', { name: 'Visit the store' })).toHaveAttribute(
    'href',
    '/store',
  )

  // Story Dice Adventure Set: one unit, standard shipping.
  const product = await findProduct(request, 'Story Dice Adventure Set')
  await addToCart(page, product)
  await page.goto('/checkout')
  await fillContact(page)
  await page.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=\d+$/)
  const orderId = new URL(page.url()).searchParams.get('orderId')
  const total =
    (await page
      .getByRole('main')
      .getByText(/^Total \$/)
      .textContent()) ?? ''

  await accountLink(page).click()
  const row = orders.getByRole('listitem', { name: `Order #${orderId}` })
  await expect(row).toBeVisible()
  await expect(row.getByText('Awaiting payment')).toBeVisible()
  await expect(row.getByText(total, { exact: true })).toBeVisible()
  await expect(row.getByText(`${product.name} × 1`)).toBeVisible()
  await row.getByRole('link', { name: `View order #${orderId}` }).click()
  await expect(page).toHaveURL(`/checkout/success?orderId=${orderId}`)
  await expect(page.getByRole('main').getByText(`Order #${orderId}`, { exact: true })).toBeVisible()

  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await registerAccount(otherPage.request)
  await otherPage.goto('/account')
  const otherOrders = otherPage.getByRole('region', { name: 'Your orders' })
  await expect(otherOrders.getByText('No orders yet.')).toBeVisible()
  await expect(otherPage.getByText(`Order #${orderId}`)).toHaveCount(0)
  // Someone else's order number in the URL shows nothing about it, and claims nothing.
  await otherPage.goto(`/checkout/success?orderId=${orderId}`)
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('No order to show')
  await expect(otherPage.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  await expect(otherPage.getByText(`Order #${orderId}`)).toHaveCount(0)
  await other.close()
})
