import type { APIRequestContext, Page } from '@playwright/test'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { fakeStripeJs } from './fake-stripe-js'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'
import { addToCart, contact, fillContact, findProduct, placeOrderThroughApi } from './shop-helpers'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// This project's server has test-mode keys; Stripe's API is the local fake (test/fake-stripe.ts)
// and Stripe.js is e2e/fake-stripe-js.ts, both at their HTTP boundary.

/** Stripe's webhook once the PaymentIntent behind `clientSecret` has succeeded. */
async function postSucceededWebhook(request: APIRequestContext, clientSecret: string) {
  const intent = await fakeStripe(request, 'succeed', clientSecret.split('_secret_')[0]!)
  await postStripeWebhook(request, 'payment_intent.succeeded', intent)
}

/** A signed-in parent with a placed order, on its card step. */
async function onCardStep(page: Page, request: APIRequestContext) {
  await registerAccount(page.request)
  const order = await placeOrderThroughApi(
    page.request,
    await findProduct(request, 'Speed Cube Challenge'),
  )
  await page.goto(`/checkout?orderId=${order.id}`)
  return order
}

test('pays by card; the order is Paid only once the signed webhook arrives', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await fakeStripeJs(page, 'succeeded')
  await registerAccount(page.request)
  const product = await findProduct(request, 'Tangram Masters Set')
  await addToCart(page, product)
  await page.goto('/checkout')
  await expect(
    page.getByText('you will enter your card details securely with Stripe'),
  ).toBeVisible()
  await fillContact(page)
  const intent = page.waitForResponse('**/api/create-payment-intent')
  await page.getByRole('button', { name: 'Complete Checkout' }).click()

  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  const { clientSecret } = (await (await intent).json()) as { clientSecret: string }
  await expect(page.getByRole('heading', { name: `Payment for order #${orderId}` })).toBeVisible()
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Pay $25.98' }).click()

  await expect(page.getByText('Payment Successful!')).toBeVisible()
  await expect(page).toHaveURL(`/checkout/success?orderId=${orderId}&paymentSubmitted=true`)
  // Accepted in the browser is not paid: only the signed webhook confirms the order.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Order received — confirming your payment',
  )
  await expect(page.getByRole('main').getByText('Awaiting payment', { exact: true })).toBeVisible()
  const [confirm] = await page.evaluate(
    () => (window as unknown as { __fakeStripeCalls: unknown[] }).__fakeStripeCalls,
  )
  expect(confirm).toEqual({
    redirect: 'if_required',
    confirmParams: { return_url: `${baseURL}/checkout/success?orderId=${orderId}` },
  })

  await postSucceededWebhook(request, clientSecret)
  await expect(page.getByRole('main').getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed!')

  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const outbox = (await (await staff.get('/api/admin/outbox')).json()) as {
    to: string
    body: string
  }[]
  expect(
    outbox.some((mail) => mail.to === contact.email && mail.body.includes(`#${orderId}`)),
  ).toBe(true)
  await staff.dispose()
})

test('a declined card says why and lets the parent try again', async ({ page, request }) => {
  await fakeStripeJs(page, 'declined')
  const order = await onCardStep(page, request)
  await page.getByLabel('Card number').fill('4000000000000002')
  const pay = page.getByRole('button', { name: `Pay $${order.total.toFixed(2)}` })
  await pay.click()
  // Said in a toast, and kept beside the button, which it describes, after the toast has gone.
  const toast = page.getByRole('region', { name: /notifications/i })
  await expect(toast.getByText('Payment Failed')).toBeVisible()
  const refusal = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
  await expect(refusal.filter({ hasText: 'Payment Failed' })).toBeVisible()
  await expect(pay).toHaveAccessibleDescription(/Your card was declined\./)
  await expect(pay).toBeEnabled()
  await expect(page).toHaveURL(`/checkout?orderId=${order.id}`)
})

test('a payment still processing goes to the order, awaiting payment', async ({
  page,
  request,
}) => {
  await fakeStripeJs(page, 'processing')
  const order = await onCardStep(page, request)
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByText('Your payment is being processed.')).toBeVisible()
  await expect(page).toHaveURL(`/checkout/success?orderId=${order.id}&paymentSubmitted=true`)
  await expect(page.getByRole('main').getByText('Awaiting payment', { exact: true })).toBeVisible()
})

test('when Stripe refuses to set up the payment, the card step offers Try Again', async ({
  page,
  request,
  expectHttpError,
}) => {
  await fakeStripeJs(page, 'succeeded')
  await registerAccount(page.request)
  const order = await placeOrderThroughApi(
    page.request,
    await findProduct(request, 'Speed Cube Challenge'),
  )
  const fail = await request.post(
    `http://127.0.0.1:${e2ePorts.fakeStripePort}/__fake/fail-order/${order.id}`,
  )
  expect(fail.ok()).toBe(true)
  expectHttpError('/api/create-payment-intent', 502)
  await page.goto(`/checkout?orderId=${order.id}`)
  await expect(page.getByText('Payment Processing Error')).toBeVisible()
  await expect(page.getByText('Unable to initialize payment processing.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
  await expect(page.getByLabel('Card number')).toHaveCount(0)
})

test('when Stripe.js cannot load, the card step says so instead of spinning', async ({
  page,
  request,
  expectHttpError,
}) => {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ status: 503 }))
  // loadStripe's script (release train 'endive'), which it tries twice.
  expectHttpError('/endive/stripe.js', 503)
  await onCardStep(page, request)
  await expect(page.getByText('Payment Processing Error')).toBeVisible()
  await expect(page.getByText('Unable to initialize payment processing.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible()
})

test('rounding up: one payment, the order at its own total and a gift with its own receipt', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await fakeStripeJs(page, 'succeeded')
  await registerAccount(page.request)
  // Tangram Masters Set: $19.99 + $5.99 standard shipping = $25.98.
  await addToCart(page, await findProduct(request, 'Tangram Masters Set'))
  await page.goto('/checkout')
  await fillContact(page)
  await page.getByText('Round up to $26.00 for the programs').click()
  const intent = page.waitForResponse('**/api/create-payment-intent')
  await page.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  const { clientSecret } = (await (await intent).json()) as { clientSecret: string }
  await expect(page.getByText('Plus your round-up gift of $0.02')).toBeVisible()
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Pay $26.00' }).click()
  await expect(page).toHaveURL(`/checkout/success?orderId=${orderId}&paymentSubmitted=true`)

  const paid = await fakeStripe(request, 'succeed', clientSecret.split('_secret_')[0]!)
  expect(paid).toMatchObject({ amount: 2600, amount_received: 2600 })
  await postStripeWebhook(request, 'payment_intent.succeeded', paid)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed!')
  await expect(page.getByRole('main').getByText('Total $25.98')).toBeVisible()

  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const outbox = (await (await staff.get('/api/admin/outbox')).json()) as {
    to: string
    subject: string
  }[]
  const subjects = outbox.filter((mail) => mail.to === contact.email).map((mail) => mail.subject)
  expect(subjects).toContain(`Your BrightMinds order #${orderId} is confirmed`)
  const { donations: gifts } = (await (
    await staff.get(`/api/admin/donations?q=${encodeURIComponent(contact.email)}`)
  ).json()) as { donations: { id: number; amount: number; status: string; message: string }[] }
  const gift = gifts.find((row) => row.message === `Round-up at checkout with order #${orderId}`)
  expect(gift).toMatchObject({ amount: 0.02, status: 'paid' })
  expect(subjects).toContain(`Your donation receipt from BrightMinds Foundation (#${gift!.id})`)
  await staff.dispose()
})
