import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { computeShipping } from '#core/constants'
import { dollarsToCents } from '#core/money'
import type { Order } from '#core/schemas/order'
import { expect } from './fixtures'

export const contact = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.org',
  address: '12 Elm Street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  country: 'US',
} as const

interface ListedProduct {
  id: number
  name: string
  price: number
}

export async function findProduct(request: APIRequestContext, name: string) {
  const products: ListedProduct[] = await (await request.get('/api/products')).json()
  return products.find((item) => item.name === name)!
}

/** Adds one of the product to the cart from its page. */
export async function addToCart(page: Page, product: ListedProduct) {
  await page.goto(`/product/${product.id}`)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
}

/** Types `value` into a field, or chooses it in a list (the state is a list). */
export async function enter(field: Locator, value: string) {
  if ((await field.evaluate((element) => element.tagName)) === 'SELECT') {
    await field.selectOption(value)
  } else {
    await field.fill(value)
  }
}

/** Fills /checkout's contact and shipping form as a parent would. */
export async function fillContact(page: Page) {
  await page.getByLabel('First Name').fill(contact.firstName)
  await page.getByLabel('Last Name').fill(contact.lastName)
  await page.getByLabel('Email').fill(contact.email)
  await page.getByLabel('Address').fill(contact.address)
  await page.getByLabel('City').fill(contact.city)
  await page.getByLabel('State').selectOption(contact.state)
  await page.getByLabel('ZIP Code').fill(contact.zipCode)
}

/** Places a standard-shipping order for one unit through the API, signed in as `request`. */
export async function placeOrderThroughApi(request: APIRequestContext, product: ListedProduct) {
  const subtotalCents = dollarsToCents(product.price)
  const total = (subtotalCents + computeShipping(subtotalCents, 'standard')) / 100
  const response = await request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      items: [{ productId: product.id, quantity: 1, price: product.price }],
      total,
      shippingMethod: 'standard',
      contact,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as Order
}
