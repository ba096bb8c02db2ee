import type { APIRequestContext, Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'

async function productId(request: APIRequestContext, name: string) {
  const products: { id: number; name: string }[] = await (await request.get('/api/products')).json()
  return products.find((item) => item.name === name)!.id
}

function summary(page: Page) {
  return page.getByRole('heading', { name: 'Order Summary' }).locator('xpath=ancestor::*[3]')
}

/** The quantity stepper of `product` sits on one line: −, the number and + side by side. */
async function expectStepperOnOneLine(page: Page, product: string) {
  const boxes = await Promise.all(
    [`Decrease quantity of ${product}`, `Increase quantity of ${product}`].map(async (name) =>
      page.getByRole('button', { name }).boundingBox(),
    ),
  )
  const [less, more] = boxes.map((box) => box!)
  expect(Math.abs(less!.y - more!.y)).toBeLessThan(2)
  expect(more!.x).toBeGreaterThan(less!.x)
}

function summaryRow(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
}

test('from the product page to a placed order, signing in on the way', async ({
  page,
  request,
}) => {
  // Tangram Masters Set: $19.99.
  await page.goto(`/product/${await productId(request, 'Tangram Masters Set')}`)
  await page.getByRole('button', { name: 'Increase quantity' }).click()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveText('2')

  await page.reload()
  await expect(page.getByTestId('cart-count')).toHaveText('2')
  await page.getByRole('link', { name: 'Cart, 2 items' }).click()
  await expect(page).toHaveURL('/cart')
  await page.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL('/checkout')

  await expect(summaryRow(page, 'Subtotal')).toHaveText('$39.98')
  await expect(summaryRow(page, 'Shipping')).toHaveText('$5.99')
  await expect(summaryRow(page, 'Total')).toHaveText('$45.97')
  await page.getByText('Express Shipping').click()
  await expect(summaryRow(page, 'Shipping')).toHaveText('$14.99')
  await page.getByText('Standard Shipping').click()
  await page.getByRole('button', { name: 'Increase quantity of Tangram Masters Set' }).click()
  await expect(summaryRow(page, 'Subtotal')).toHaveText('$59.97')
  // The summary column is at its narrowest beside the form: the stepper still never wraps.
  for (const width of [1024, 1366]) {
    await page.setViewportSize({ width, height: 900 })
    await expectStepperOnOneLine(page, 'Tangram Masters Set')
  }
  await expect(summaryRow(page, 'Shipping')).toHaveText('Free')
  await expect(page.getByTestId('cart-count')).toHaveText('3')

  // The e2e server has no Stripe keys.
  await expect(page.getByText("Paying by card isn't available at the moment.")).toBeVisible()

  await page.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Last name is required')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('ZIP code is required')).toBeVisible()
  await expect(page.getByLabel('Country')).toHaveValue('US')

  await page.getByLabel('First Name').fill('Maya')
  await page.getByLabel('Last Name').fill('Okafor')
  await page.getByLabel('Email').fill('maya@example.org')
  await page.getByLabel('Address').fill('12 Elm Street')
  await page.getByLabel('City').fill('Springfield')
  await page.getByLabel('State').selectOption('IL')
  await page.getByLabel('ZIP Code').fill('62704')
  await expect(page.getByText('First name is required')).toHaveCount(0)

  await page.getByRole('button', { name: 'Complete Checkout' }).click()
  // An order belongs to an account: the step at the top of the page says so and offers to log
  // in there (checkout-account.mobile.spec.ts follows that journey through).
  const step = page.getByRole('region', { name: 'Log in to check out' })
  await expect(step.getByRole('alert')).toContainText('Please log in to complete your purchase.')
  await expect(step.getByRole('tabpanel', { name: 'Log In' }).getByLabel('Username')).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('button', { name: 'log in', exact: true }),
  ).toBeVisible()

  // Signs in with the page's cookies; the session is read once per page load, so reload.
  await registerAccount(page.request)
  await page.reload()
  await expect(page.getByLabel('First Name')).toHaveValue('Maya')
  await expect(page.getByText('Please log in to complete your purchase.')).toHaveCount(0)

  await page.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(page.getByText('Order placed successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout\/success\?orderId=\d+$/)
  const orderId = new URL(page.url()).searchParams.get('orderId')
  // Card payment is not configured in this project: the order is received, not confirmed.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Order received — awaiting payment',
  )
  await expect(page.getByText('no email has been sent yet')).toBeVisible()
  await expect(page.getByRole('main').getByText(`Order #${orderId}`, { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByText('Awaiting payment', { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByText('Total $59.97')).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
})

test('quantity never goes below 1, Remove takes a line out, an empty cart cannot check out', async ({
  page,
  request,
}) => {
  for (const name of ['Speed Cube Challenge', 'Story Dice Adventure Set']) {
    await page.goto(`/product/${await productId(request, name)}`)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Product added to cart')).toBeVisible()
  }
  await page.goto('/checkout')
  await expect(
    page.getByRole('button', { name: 'Decrease quantity of Speed Cube Challenge' }),
  ).toBeDisabled()
  await page.getByRole('button', { name: 'Remove Speed Cube Challenge' }).click()
  await expect(page.getByText('Item removed')).toBeVisible()
  await expect(summary(page).getByText('Speed Cube Challenge')).toHaveCount(0)
  await page.getByRole('button', { name: 'Remove Story Dice Adventure Set' }).click()

  // An empty cart: a way to the store, not an address form and a shipping price for nothing.
  await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Checkout' })).toHaveCount(0)
  await expect(page.getByLabel('First Name')).toHaveCount(0)
  await expect(page.getByText('Standard Shipping')).toHaveCount(0)
  await page.getByRole('link', { name: 'Browse Our Puzzles' }).click()
  await expect(page).toHaveURL('/store')
})

test('a card payment that a bank redirect declined says so and offers to try again', async ({
  page,
}) => {
  // Stripe's return URL after a 3-D Secure or bank page that did not complete the payment.
  await page.goto('/checkout/success?orderId=42&payment_intent=pi_x&redirect_status=failed')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Failed')
  await expect(page).toHaveTitle('Payment Failed - BrightMinds Foundation')
  await expect(page.getByText('nothing was charged', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
    'href',
    '/checkout?orderId=42',
  )
})

test.describe('the shipping address on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("lists the chosen country's states or provinces, and gives ZIP codes a number pad", async ({
    page,
    request,
  }) => {
    await page.goto(`/product/${await productId(request, 'Tangram Masters Set')}`)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(page.getByText('Product added to cart')).toBeVisible()
    await page.goto('/checkout')
    const form = page.getByRole('form', { name: 'Checkout' })

    // The United States first: its states and territories by name, the ZIP code on a number pad.
    const state = form.getByLabel('State')
    await expect(state).toHaveAttribute('autocomplete', 'address-level1')
    await expect(state.getByRole('option', { name: 'Texas' })).toHaveAttribute('value', 'TX')
    await expect(state.getByRole('option', { name: 'Puerto Rico' })).toHaveCount(1)
    await state.selectOption({ label: 'Texas' })
    const zip = form.getByLabel('ZIP Code')
    await expect(zip).toHaveAttribute('inputmode', 'numeric')
    await expect(zip).toHaveAttribute('autocomplete', 'postal-code')
    const tokens: [string, string][] = [
      ['Address', 'street-address'],
      ['City', 'address-level2'],
      ['Country', 'country'],
    ]
    for (const [label, token] of tokens) {
      await expect(form.getByLabel(label)).toHaveAttribute('autocomplete', token)
    }

    // Canada: provinces, a postal code with letters, and Texas is no longer chosen.
    await form.getByLabel('Country').selectOption('CA')
    const province = form.getByLabel('Province')
    await expect(province).toHaveValue('')
    await expect(province.getByRole('option', { name: 'Ontario' })).toHaveAttribute('value', 'ON')
    await expect(province.getByRole('option', { name: 'Texas' })).toHaveCount(0)
    await expect(form.getByLabel('Postal Code')).toHaveAttribute('inputmode', 'text')

    // Mexico: its states, postal codes in digits.
    await form.getByLabel('Country').selectOption('MX')
    await expect(form.getByLabel('State').getByRole('option', { name: 'Jalisco' })).toHaveCount(1)
    await expect(form.getByLabel('Postal Code')).toHaveAttribute('inputmode', 'numeric')
    // A state left empty is refused at its field, as before.
    await form.getByRole('button', { name: 'Complete Checkout' }).click()
    await expect(form.getByText('State is required')).toBeVisible()
  })
})

test.describe('the cart on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from the toast, edits its lines, counts down to free shipping and goes on to checkout', async ({
    page,
    request,
  }) => {
    // Tangram Masters Set: $19.99.
    await page.goto(`/product/${await productId(request, 'Tangram Masters Set')}`)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page
      .getByRole('region', { name: /notifications/i })
      .getByRole('button', { name: 'View cart' })
      .click()
    await expect(page).toHaveURL('/cart')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible()

    const summary = page.getByRole('region', { name: 'Summary' })
    const subtotal = summary.getByRole('definition')
    await expect(subtotal).toHaveText('$19.99')
    await expect(summary.getByRole('status')).toHaveText(
      "You're $30.01 away from free standard shipping.",
    )
    const more = page.getByRole('button', { name: 'Increase quantity of Tangram Masters Set' })
    await more.click()
    await expect(subtotal).toHaveText('$39.98')
    await expect(summary.getByRole('status')).toHaveText(
      "You're $10.02 away from free standard shipping.",
    )
    await more.click()
    await expect(subtotal).toHaveText('$59.97')
    await expect(summary.getByRole('status')).toHaveText(
      'Your order ships free with standard shipping.',
    )
    await expect(page.getByTestId('cart-count')).toHaveText('3')
    // The stepper and the line fit the phone: nothing scrolls sideways, nothing wraps.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectStepperOnOneLine(page, 'Tangram Masters Set')

    await summary.getByRole('link', { name: 'Checkout' }).click()
    await expect(page).toHaveURL('/checkout')
    await expect(summaryRow(page, 'Subtotal')).toHaveText('$59.97')
    await expect(summaryRow(page, 'Shipping')).toHaveText('Free')

    // Back in the cart, Remove empties it, and the page says so with a way to the store.
    await page.goto('/cart')
    await page.getByRole('button', { name: 'Remove Tangram Masters Set' }).click()
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await expect(summary).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Browse the Store' })).toBeVisible()
  })
})
