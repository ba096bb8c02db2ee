import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { logInThroughForm, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { findProduct, placeOrderThroughApi } from './shop-helpers'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

test('staff ship a paid order with tracking; the customer sees Shipped with the link, and is e-mailed', async ({
  page,
  browser,
  request,
}) => {
  // The whole life of an order, in two browsers: on a busy machine it outlasted the default
  // two minutes (a full run's last minutes), so it gets three times as long.
  test.slow()
  // A parent's order, paid by card (the fake Stripe API and a signed webhook).
  await registerAccount(page.request)
  const order = await placeOrderThroughApi(
    page.request,
    await findProduct(request, 'Speed Cube Challenge'),
  )
  const payment = await page.request.post('/api/create-payment-intent', {
    data: { orderId: order.id },
  })
  const { clientSecret } = (await payment.json()) as { clientSecret: string }
  const intent = await fakeStripe(request, 'succeed', clientSecret.split('_secret_')[0]!)
  await postStripeWebhook(request, 'payment_intent.succeeded', intent)

  // Staff find it in /admin → Orders and ship it.
  const staffContext = await browser.newContext()
  const staff = await staffContext.newPage()
  await staff.goto('/auth')
  await logInThroughForm(staff, e2eAdmin.username, e2eAdmin.password)
  await expect(staff).toHaveURL(/\/admin$/)
  await openAdminPage(staff, 'Orders')
  const orders = staff.getByRole('region', { name: 'Orders' })
  await orders.getByLabel('Search (order number, name or email)').fill(`#${order.id}`)
  await orders.getByRole('button', { name: 'Search' }).click()
  const row = orders.getByRole('listitem', { name: `Order #${order.id}` })
  await expect(row.getByText('Paid', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: 'Open' }).click()
  const ship = row.getByRole('form', { name: `Ship order #${order.id}` })
  await ship.getByLabel('Carrier').fill('USPS')
  await ship.getByLabel('Tracking number').fill('9400111899223344556677')
  await ship
    .getByLabel('Tracking link (optional)')
    .fill('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677')
  await ship.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible()
  await expect(row.getByText(/paid → shipped by /)).toBeVisible()

  // A part refund through Stripe (the fake API): said in full and confirmed first; cancelling
  // sends nothing.
  const refund = row.getByRole('form', { name: `Refund order #${order.id}` })
  await refund.getByLabel(/^Amount/).fill('5')
  await refund.getByLabel('Reason').fill('A dented box')
  // Goods back with part of the money need their lines: said under the box, nothing asked.
  const restock = refund.getByRole('checkbox', {
    name: 'The goods came back: put them back in stock',
  })
  await restock.check()
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(restock).toHaveAccessibleDescription(
    'Choose the lines that came back to restock them, or refund the whole order',
  )
  await expect(restock).toBeFocused()
  await expect(staff.getByRole('alertdialog')).toHaveCount(0)
  await restock.uncheck()
  await expect(restock).not.toHaveAttribute('aria-invalid')
  await refund.getByRole('button', { name: 'Refund' }).click()
  const confirm = staff.getByRole('alertdialog', { name: 'Refund $5.00?' })
  await expect(confirm).toContainText(
    `$5.00 of order #${order.id} goes back to the card that paid for it, for “A dented box”.`,
  )
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(refund.getByLabel('Reason')).toHaveValue('A dented box')
  await refund.getByRole('button', { name: 'Refund' }).click()
  await confirm.getByRole('button', { name: 'Refund $5.00' }).click()
  // Done once: the new state shows, the form is empty, and pressing Refund again refunds nothing.
  const state = row.getByRole('status').filter({ hasText: 'refunded' })
  await expect(state).toHaveText(/^Partially refunded \$5\.00 of \$\d+\.\d\d$/)
  await expect(row.getByText('Partly refunded', { exact: true })).toBeVisible()
  await expect(refund.getByLabel('Reason')).toHaveValue('')
  await expect(refund.getByLabel(/^Amount/)).toHaveValue('')
  await refund.getByRole('button', { name: 'Refund' }).click()
  await expect(refund.getByText('Please give a reason for the refund')).toBeVisible()
  await expect(confirm).toHaveCount(0)
  const saved = await staff.request.get(`/api/admin/orders/${order.id}`)
  expect(((await saved.json()) as { refunded: number }).refunded).toBe(5)

  // The parcel came back after all: the cube goes back on the shelf.
  const back = row.getByRole('form', { name: `Goods back from order #${order.id}` })
  await back.getByRole('button', { name: 'Put back in stock' }).click()
  await expect(row.getByText('Back in stock: 1 × Speed Cube Challenge')).toBeVisible()

  // The packing slip: what goes in the box and where, no prices.
  const [slip] = await Promise.all([
    staff.waitForEvent('popup'),
    row.getByRole('link', { name: 'Packing slip' }).click(),
  ])
  await expect(
    slip.getByRole('heading', { name: `Packing slip · Order #${order.id}` }),
  ).toBeVisible()
  await expect(slip.getByRole('cell', { name: 'Speed Cube Challenge' })).toBeVisible()
  await expect(slip.getByText(/\$\d/)).toHaveCount(0)

  // The customer's account shows it, with the carrier's tracking page.
  await page.goto('/account')
  const mine = page.getByRole('region', { name: 'Your orders' }).getByRole('listitem', {
    name: `Order #${order.id}`,
  })
  await expect(mine.getByText('Shipped', { exact: true })).toBeVisible()
  await expect(mine.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
    'href',
    'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677',
  )

  // And the shipping e-mail is in the outbox for delivery.
  const outbox = (await (await staff.request.get('/api/admin/outbox')).json()) as {
    subject: string
    body: string
  }[]
  const mail = outbox.find((m) => m.subject === `Your BrightMinds order #${order.id} is on its way`)
  expect(mail?.body).toContain('tracking number 9400111899223344556677')
  await staffContext.close()
})
