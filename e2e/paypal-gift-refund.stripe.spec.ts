import { e2eAdmin } from './admin-account'
import { expect, test, uniqueEmail } from './fixtures'
import { e2ePorts } from './ports'

// A PayPal gift refunded from its page in the back office, through the fake PayPal API
// (decision 076): said in full before it is sent, sent once, and the gift shows what was kept.

test("staff refund part of a PayPal gift from the gift's page, confirmed once", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('paypal-refund')
  const made = await request.post('/api/donations', {
    data: { amount: 30, type: 'one-time', name: 'Pat Pal', email, paymentMethod: 'paypal' },
  })
  expect(made.status()).toBe(201)
  const gift = (await made.json()) as { id: number; paypalOrderId: string }
  const approved = await request.post(
    `http://127.0.0.1:${e2ePorts.fakePayPalPort}/__fake/approve/${gift.paypalOrderId}`,
  )
  expect(approved.ok()).toBe(true)
  const captured = await request.post(`/api/donations/${gift.id}/paypal/capture`, {
    data: { orderId: gift.paypalOrderId },
  })
  expect(captured.status()).toBe(200)

  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto(`/admin/gifts/${gift.id}`)
  const record = page.getByRole('region', { name: `Gift #${gift.id}` })
  const form = record.getByRole('form', { name: `Refund gift #${gift.id}` })
  await form.getByLabel('Amount (empty: all $30.00 left)').fill('5')
  await form.getByLabel('Reason').fill('Gave twice')
  let sent = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/admin/donations/${gift.id}/refunds`)) sent++
  })
  await form.getByRole('button', { name: 'Refund' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Refund $5.00?' })
  await expect(dialog).toContainText(
    `$5.00 of gift #${gift.id} goes back to the donor's PayPal account, for “Gave twice”.`,
  )
  await dialog.getByRole('button', { name: 'Refund $5.00' }).click()
  await expect(record.getByRole('status').filter({ hasText: 'refunded' })).toHaveText(
    'Partially refunded $5.00 of $30.00',
  )
  await expect(record.getByRole('list', { name: 'Refunds' }).getByRole('listitem')).toContainText(
    `refunded $5.00 by ${e2eAdmin.username} (Gave twice)`,
  )
  // The form starts again, for what is left; one refund was sent.
  await expect(record.getByLabel('Amount (empty: all $25.00 left)')).toHaveValue('')
  expect(sent).toBe(1)
})
