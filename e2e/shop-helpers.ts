import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test'
import { computeShipping } from '#core/constants'
import { dollarsToCents } from '#core/money'
import type { Order } from '#core/schemas/order'
import { e2eAdmin } from './admin-account'
import { expect, test } from './fixtures'

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

/** The checkout form's labels, in each language the site speaks. */
const contactLabels = {
  en: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
  },
  es: {
    firstName: /^Nombre/,
    lastName: 'Apellido',
    email: 'Correo electrónico',
    address: 'Dirección',
    city: 'Ciudad',
    state: 'Estado',
    zipCode: 'Código postal',
  },
} satisfies Record<'en' | 'es', Record<Exclude<keyof typeof contact, 'country'>, string | RegExp>>

/** Fills /checkout's contact and shipping form as a parent would, by its labels in `language`. */
export async function fillContact(page: Page, language: keyof typeof contactLabels = 'en') {
  const label = contactLabels[language]
  await page.getByLabel(label.firstName).fill(contact.firstName)
  await page.getByLabel(label.lastName).fill(contact.lastName)
  await page.getByLabel(label.email).fill(contact.email)
  await page.getByLabel(label.address).fill(contact.address)
  await page.getByLabel(label.city).fill(contact.city)
  await page.getByLabel(label.state).selectOption(contact.state)
  await page.getByLabel(label.zipCode).fill(contact.zipCode)
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

/**
 * A staff member signed in through the API (the e2e admin), and a product of `name` they add
 * at $16.50 with 5 in stock; `staff` changes it afterwards. Dispose of `staff` when done.
 */
export async function staffWithNewProduct(
  playwright: PlaywrightWorkerArgs['playwright'],
  name: string,
) {
  const baseURL = test.info().project.use.baseURL
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const created = await staff.post('/api/admin/products', {
    data: {
      name,
      description: 'Forty wooden shapes for symmetry games.',
      price: 16.5,
      category: 'Logic Games',
      stock: 5,
      facts: { ageMin: 6, ageMax: 10, pieces: 40, size: null, inTheBox: [], skills: [] },
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  return { staff, id }
}
