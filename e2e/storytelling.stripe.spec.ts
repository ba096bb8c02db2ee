import sharp from 'sharp'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { fakeStripeJs } from './fake-stripe-js'
import { expect, expectLedToField, test } from './fixtures'
import { findProduct } from './shop-helpers'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// Storytelling as a booked service (decisions 039, 062): bought without an address, its kickoff
// call chosen at checkout and held with the order while the parent pays by card, then the story
// form, and the call moved to another of the times staff publish, confirmed with an .ics.

test.use({ viewport: { width: 390, height: 844 } })

/** A call time as the page shows it, in the browser's zone (UTC here). */
const shown = (date: Date) =>
  date.toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })

test('a Creator Pro family chooses the call before paying, pays, sends the story form and moves the call', async ({
  page,
  request,
  playwright,
  baseURL,
  expectHttpError,
}) => {
  // The time another family took is refused as such.
  expectHttpError('/api/orders', 409)
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  // Three times, 8 to 10 days ahead at 15:30 UTC (the demo's own times are on the hour).
  const [taken, held, later] = [8, 9, 10].map((days) => {
    const startsAt = new Date(Date.now() + days * 86_400_000)
    startsAt.setUTCHours(15, 30, 0, 0)
    return startsAt
  }) as [Date, Date, Date]
  const slotIds: number[] = []
  for (const startsAt of [taken, held, later]) {
    const published = await staff.post('/api/admin/storytelling/slots', {
      data: {
        startsAt: startsAt.toISOString(),
        minutes: 30,
        location: 'https://meet.example/kick',
      },
    })
    expect(published.status(), await published.text()).toBe(201)
    slotIds.push(((await published.json()) as { id: number }).id)
  }

  await fakeStripeJs(page, 'succeeded')
  await registerAccount(page.request)
  await page.goto('/ai-storytelling')
  await page.getByRole('button', { name: 'Book My Creator Pro Slot' }).click()
  await expect(page).toHaveURL('/checkout')

  // Nothing is posted: no address, no shipping method, no shipping charge.
  const form = page.getByRole('form', { name: 'Checkout' })
  await expect(form.getByLabel('Address')).toHaveCount(0)
  await expect(form.getByText('no address or shipping is needed')).toBeVisible()
  await expect(form.getByRole('article').getByText('Not needed')).toBeVisible()
  await form.getByLabel('First Name').fill('Maya')
  await form.getByLabel('Last Name').fill('Okafor')
  await form.getByLabel('Email').fill('maya.story@example.org')

  // The call's time comes before paying: asked for, next to the times, if left out.
  const call = form.getByRole('region', { name: 'Kickoff Call' })
  const times = call.getByRole('radiogroup', { name: 'Open times' })
  await form.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(call.getByRole('alert')).toHaveText('Please choose a time for the kickoff call.')
  await expect(times.getByRole('radio').first()).toBeFocused()

  // Another family takes the first time while this parent is choosing it.
  await times.getByText(`${shown(taken)} · 30 min`, { exact: true }).click()
  const other = await playwright.request.newContext({ baseURL })
  await registerAccount(other)
  const rival = await other.post('/api/orders', {
    data: {
      items: [
        {
          productId: (await findProduct(request, 'Creator Pro Package')).id,
          quantity: 1,
          price: 199,
        },
      ],
      total: 199,
      shippingMethod: 'standard',
      contact: { firstName: 'Ana', lastName: 'Ruiz', email: 'ana.story@example.org' },
      kickoffSlotId: slotIds[0],
    },
  })
  expect(rival.status(), await rival.text()).toBe(201)
  await form.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(call.getByRole('alert')).toHaveText(
    'That time was just booked by another family. Please choose another.',
  )
  await expect(times.getByText(`${shown(taken)} · 30 min`, { exact: true })).toHaveCount(0)
  await times.getByText(`${shown(held)} · 30 min`, { exact: true }).click()
  await expect(call.getByRole('alert')).toHaveCount(0)

  const intent = page.waitForResponse('**/api/create-payment-intent')
  await form.getByRole('button', { name: 'Complete Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  // Held with the unpaid order: no other family can choose it while this one pays.
  const open = (await (await request.get('/api/storytelling/slots')).json()) as { id: number }[]
  expect(open.map((slot) => slot.id)).not.toContain(slotIds[1])
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

  // The call chosen at checkout is booked; the family moves it to a later time.
  const booked = page.getByRole('region', { name: '2. Your kickoff call' })
  await expect(booked.getByRole('status').filter({ hasText: 'Booked:' })).toContainText(
    `Booked: ${shown(held)} (30 minutes)`,
  )
  await expect(booked.getByRole('status').filter({ hasText: 'Booked:' })).toContainText(
    'https://meet.example/kick',
  )
  await booked
    .getByRole('radiogroup', { name: 'Other open times' })
    .getByText(`${shown(later)} · 30 min`, { exact: true })
    .click()
  await booked.getByRole('button', { name: 'Move My Call' }).click()
  await expect(page.getByText('Kickoff call booked')).toBeVisible()
  await expect(booked.getByRole('status').filter({ hasText: 'Booked:' })).toContainText(
    `Booked: ${shown(later)} (30 minutes)`,
  )

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
  expect(slots.find((slot) => slot.startsAt === later.toISOString())?.booking).toEqual(
    expect.objectContaining({ orderId, childName: 'Mia', paid: true }),
  )
  expect(slots.find((slot) => slot.startsAt === held.toISOString())?.booking).toBeNull()
  expect(slots.find((slot) => slot.startsAt === taken.toISOString())?.booking).toEqual(
    expect.objectContaining({ childName: null, paid: false }),
  )
  await staff.dispose()
  await other.dispose()
})
