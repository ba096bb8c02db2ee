import sharp from 'sharp'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { fakeStripeJs } from './fake-stripe-js'
import { expect, expectLedToField, test } from './fixtures'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// Storytelling as a booked service (decision 039): bought without an address, paid by card,
// then the story form and a kickoff call from the times staff publish, confirmed with an .ics.

test('a Creator Pro family pays, sends the story form and books the kickoff call', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  // A week ahead at 15:30 UTC (this server's database is new for each run).
  const startsAt = new Date(Date.now() + 7 * 86_400_000)
  startsAt.setUTCHours(15, 30, 0, 0)
  const published = await staff.post('/api/admin/storytelling/slots', {
    data: { startsAt: startsAt.toISOString(), minutes: 30, location: 'https://meet.example/kick' },
  })
  expect(published.status(), await published.text()).toBe(201)

  await fakeStripeJs(page, 'succeeded')
  await registerAccount(page.request)
  await page.goto('/ai-storytelling')
  await page.getByRole('button', { name: 'Book My Creator Pro Slot' }).click()
  await expect(page).toHaveURL('/checkout')

  // Nothing is posted: no address, no shipping method, no shipping charge.
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Address')).toHaveCount(0)
  await expect(form.getByText('no address or shipping is needed')).toBeVisible()
  await expect(form.getByText('Not needed')).toBeVisible()
  await form.getByLabel('First Name').fill('Maya')
  await form.getByLabel('Last Name').fill('Okafor')
  await form.getByLabel('Email').fill('maya.story@example.org')
  const intent = page.waitForResponse('**/api/create-payment-intent')
  await form.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  const { clientSecret } = (await (await intent).json()) as { clientSecret: string }
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Pay $199.00' }).click()
  await expect(page).toHaveURL(`/checkout/success?orderId=${orderId}&paymentSubmitted=true`)
  const paid = await fakeStripe(request, 'succeed', clientSecret.split('_secret_')[0]!)
  await postStripeWebhook(request, 'payment_intent.succeeded', paid)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmed!')

  await page.getByRole('link', { name: 'Tell Us About the Story' }).click()
  await expect(page).toHaveURL(`/storytelling/${orderId}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your story')
  // Sent empty, the form leads to its first field.
  await page.getByRole('button', { name: 'Send Story Form' }).click()
  await expectLedToField(page, "Your child's first name or nickname")
  await page.getByLabel("Your child's first name or nickname").fill('Mia')
  await page.getByText('Ages 6-8', { exact: true }).click()
  await page
    .getByLabel('The story idea')
    .fill('A dragon who is afraid of the dark learns to make lanterns.')
  await page.getByRole('button', { name: 'Send Story Form' }).click()
  await expect(page.getByText('Story form sent')).toBeVisible()

  // A photo of the drawing: kept without its metadata, shown back to the family.
  const drawing = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#bfdbfe' },
  })
    .png()
    .toBuffer()
  await page
    .getByLabel('A sketch of the story (optional)')
    .setInputFiles({ name: 'dragon.png', mimeType: 'image/png', buffer: drawing })
  await expect(page.getByText('Sketch added')).toBeVisible()
  await expect(
    page.getByRole('img', { name: "Your child's sketch, as our storytelling team sees it" }),
  ).toBeVisible()

  const call = page.getByRole('region', { name: '2. Book the kickoff call' })
  const times = call.getByRole('radiogroup', { name: 'Open times' })
  const when = startsAt.toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
  await times.getByText(`${when} · 30 min`, { exact: true }).click()
  await call.getByRole('button', { name: 'Book This Time' }).click()
  await expect(page.getByText('Kickoff call booked')).toBeVisible()
  await expect(call.getByRole('status')).toContainText(`Booked: ${when} (30 minutes)`)
  await expect(call.getByRole('status')).toContainText('https://meet.example/kick')

  // The confirmation waits in the outbox with its calendar entry; staff see the booking.
  const outbox = (await (await staff.get('/api/admin/outbox')).json()) as {
    to: string
    subject: string
    attachments: string[]
  }[]
  expect(
    outbox.find(
      (mail) =>
        mail.to === 'maya.story@example.org' &&
        mail.subject === `Your storytelling kickoff call is booked (order #${orderId})`,
    )?.attachments,
  ).toEqual(['storytelling-kickoff.ics'])
  const slots = (await (await staff.get('/api/admin/storytelling/slots')).json()) as {
    startsAt: string
    booking: { orderId: number; childName: string } | null
  }[]
  expect(slots.find((slot) => slot.startsAt === startsAt.toISOString())?.booking).toEqual(
    expect.objectContaining({ orderId, childName: 'Mia' }),
  )
  await staff.dispose()
})
