import type { Page } from '@playwright/test'
import { donationMessages } from '#core/donation-facts'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { fakePayPalSdk } from './fake-paypal-sdk'
import { fakeStripeJs } from './fake-stripe-js'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// Card gifts on the server with test-mode keys: Stripe's API is the local fake and Stripe.js is
// e2e/fake-stripe-js.ts. Stripe's webhooks are signed here, as Stripe would sign them.

interface Created {
  id: number
  status: string
  clientSecret: string
  subscriptionId?: string
  receiptPath: string
  managePath: string | null
}

/** Fills the form and creates the gift; answers what POST /api/donations returned. */
async function startGift(page: Page, options: { monthly?: boolean; email: string }) {
  await page.getByLabel('Full name').fill('Dana Lee')
  await page.getByLabel('Email address').fill(options.email)
  if (options.monthly) await page.getByText('Monthly', { exact: true }).click()
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/donations') && response.request().method() === 'POST',
  )
  await page
    .getByRole('button', { name: options.monthly ? 'Donate $50.00 Monthly' : 'Donate $50.00' })
    .click()
  const body = (await (await created).json()) as Created
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible()
  await page.getByLabel('Card number').fill('4242424242424242')
  return body
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the EIN is stated beside the donate button and in the footer, server-rendered', async ({
    page,
    request,
  }) => {
    // In the HTML as sent (a donor checking the charity may have scripts off or a slow phone).
    // (React marks where one text node ends and the next begins with empty comments.)
    const html = (await (await request.get('/donate')).text()).replaceAll('<!-- -->', '')
    expect(html).toContain('501(c)(3) nonprofit, EIN 12-3456789.')
    expect(html).toContain('A 501(c)(3) nonprofit organization, EIN 12-3456789.')

    await page.goto('/donate')
    const form = page.getByRole('main')
    await expect(form.getByText(/is a 501\(c\)\(3\) nonprofit, EIN 12-3456789\./)).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await footer.scrollIntoViewIfNeeded()
    await expect(footer.getByText(/nonprofit organization, EIN 12-3456789\./)).toBeVisible()
    // Every page's footer, not only /donate's.
    await page.goto('/store')
    await expect(page.getByRole('contentinfo')).toContainText('EIN 12-3456789')
  })

  test('a monthly donor pauses the gift for two months through the e-mailed link, then resumes it', async ({
    page,
    request,
    expectHttpError,
  }) => {
    await fakeStripeJs(page, 'succeeded')
    await page.goto('/donate')
    const gift = await startGift(page, { monthly: true, email: `pause-${Date.now()}@example.org` })
    await page.getByRole('button', { name: 'Give $50.00 Monthly' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you, Dana Lee!' })).toBeVisible()
    await postStripeWebhook(
      request,
      'invoice.paid',
      await fakeStripe(request, 'pay-invoice', gift.subscriptionId!),
    )

    await page.goto(gift.managePath!)
    const nextPayment = page
      .getByRole('term')
      .filter({ hasText: 'Next payment' })
      .locator('xpath=following-sibling::dd[1]')
    const before = await nextPayment.textContent()
    const breakSection = page.getByRole('region', { name: 'Take a break' })
    await breakSection.getByText('2 months', { exact: true }).click()
    await breakSection.getByRole('button', { name: 'Pause Payments' }).click()

    await expect(page.getByRole('region', { name: 'Your gift is paused' })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: /^Paused$/ })).toBeVisible()
    // Two payments skipped (the API tests pin the dates), and Stripe was asked to pause.
    await expect(nextPayment).not.toHaveText(before!)
    const paused = await fakeStripe(request, 'retrieve', gift.subscriptionId!)
    expect(paused.pause_collection).toMatchObject({ behavior: 'void' })
    await expect(page.getByRole('region', { name: 'Your gift is paused' })).toContainText(
      `Nothing is charged until ${await nextPayment.textContent()}, when your payments start again.`,
    )

    await page.getByRole('button', { name: 'Resume Payments Now' }).click()
    await expect(page.getByText('Monthly gift resumed')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Take a break' })).toBeVisible()
    await expect(nextPayment).toHaveText(before!)
    expect(
      (await fakeStripe(request, 'retrieve', gift.subscriptionId!)).pause_collection,
    ).toBeNull()

    // Ended meanwhile from another tab: the refusal stays beside the step, not only in a toast.
    const giftPath = new URL(gift.managePath!, 'http://site').pathname.replace('/manage', '')
    expectHttpError(`/api${giftPath}/pause`, 409)
    const ended = await page.request.post(`/api${gift.managePath!.replace('/manage', '/cancel')}`)
    expect(ended.status()).toBe(200)
    await breakSection.getByRole('button', { name: 'Pause Payments' }).click()
    await expect(breakSection.getByRole('alert')).toHaveText(donationMessages.notPausable)
  })
})

test('a one-time card gift: thanks, the form reset, and a printable receipt once paid', async ({
  page,
  request,
}) => {
  await fakeStripeJs(page, 'succeeded')
  await page.goto('/donate')
  const gift = await startGift(page, { email: 'dana.once@example.org' })
  expect(gift.status).toBe('pending')
  await page.getByRole('button', { name: 'Donate $50.00' }).click()

  await expect(page.getByText('Thank you for your donation!')).toBeVisible()
  await expect(page.getByText('Your contribution will help us reach more children.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank you, Dana Lee!' })).toBeVisible()
  await expect(page.getByText('Your gift of $50.00 was accepted.')).toBeVisible()

  // The receipt waits for Stripe's word, then shows the acknowledgment.
  await page.getByRole('link', { name: 'View your receipt' }).click()
  await expect(page).toHaveURL(new RegExp(`/donations/${gift.id}/receipt\\?token=`))
  await expect(page.getByRole('heading', { name: 'Your payment is being processed' })).toBeVisible()
  const intent = await fakeStripe(request, 'succeed', gift.clientSecret.split('_secret_')[0]!)
  expect(intent).toMatchObject({ amount: 5000, amount_received: 5000 })
  await postStripeWebhook(request, 'payment_intent.succeeded', intent)
  await expect(page.getByRole('heading', { name: `Donation receipt #${gift.id}` })).toBeVisible()
  const receipt = page.getByRole('main')
  await expect(receipt).toContainText('BrightMinds Foundation')
  await expect(receipt).toContainText('EIN: 12-3456789')
  await expect(receipt).toContainText('Dana Lee')
  await expect(receipt).toContainText('$50.00')
  await expect(receipt).toContainText(
    'No goods or services were provided in exchange for this contribution.',
  )
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden()
  await expect(page.getByRole('contentinfo')).toBeHidden()

  // Back on the form: a fresh gift starts at $50, the donor already known (3.3.7, decision 083).
  await page.emulateMedia({ media: 'screen' })
  await page.goBack()
  await page.goto('/donate')
  await expect(page.getByRole('radio', { name: '$50' })).toBeChecked()
  await expect(page.getByLabel('Full name')).toHaveValue('Dana Lee')
})

test('the success reset: Make Another Donation starts over at $50', async ({ page }) => {
  await fakeStripeJs(page, 'succeeded')
  await page.goto('/donate?amount=100')
  await expect(page.getByRole('radio', { name: '$100' })).toBeChecked()
  await page.getByLabel('Full name').fill('Sam Rivera')
  await page.getByLabel('Email address').fill('sam.reset@example.org')
  await page.getByLabel('Message (optional)').fill('Keep going!')
  await page.getByRole('button', { name: 'Donate $100.00' }).click()
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Donate $100.00' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Sam Rivera!' })).toBeVisible()

  // The gift starts over; who gives is not asked again (WCAG 3.3.7, decision 083).
  await page.getByRole('button', { name: 'Make Another Donation' }).click()
  await expect(page.getByRole('radio', { name: '$50' })).toBeChecked()
  await expect(page.getByRole('radio', { name: 'One-time' })).toBeChecked()
  await expect(page.getByLabel('Full name')).toHaveValue('Sam Rivera')
  await expect(page.getByLabel('Email address')).toHaveValue('sam.reset@example.org')
  await expect(page.getByLabel('Message (optional)')).toHaveValue('')
})

test('a declined card says why and keeps the donor on the card step', async ({ page }) => {
  await fakeStripeJs(page, 'declined')
  await page.goto('/donate')
  await startGift(page, { email: 'dana.declined@example.org' })
  const donate = page.getByRole('button', { name: 'Donate $50.00' })
  await donate.click()
  // Said in a toast, and kept beside the button, which it describes, after the toast has gone.
  const toast = page.getByRole('region', { name: /notifications/i })
  await expect(toast.getByText('Donation failed', { exact: true })).toBeVisible()
  const refusal = page.getByRole('alert').filter({ hasText: 'Your card was declined.' })
  await expect(refusal.filter({ hasText: 'Donation failed' })).toBeVisible()
  await expect(donate).toHaveAccessibleDescription(/Your card was declined\./)
  await expect(page.getByRole('heading', { name: 'Card details' })).toBeVisible()
})

test('a signed-in donor sees a monthly gift on /account, changes its amount and cancels it', async ({
  page,
  request,
}) => {
  await fakeStripeJs(page, 'succeeded')
  const account = await registerAccount(page.request)
  await page.goto('/donate')
  const gift = await startGift(page, { monthly: true, email: account.email })
  expect(gift.managePath).toContain(`/donations/${gift.id}/manage?token=`)
  await page.getByRole('button', { name: 'Give $50.00 Monthly' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Dana Lee!' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Manage your monthly gift' })).toBeVisible()
  const invoice = await fakeStripe(request, 'pay-invoice', gift.subscriptionId!)
  await postStripeWebhook(request, 'invoice.paid', invoice)

  await page.goto('/account')
  const row = page.getByRole('listitem', { name: `Gift #${gift.id}` })
  await expect(row).toContainText('$50.00 monthly')
  await expect(row).toContainText('Paid')
  await expect(row).toContainText('1 payment')
  await row.getByRole('link', { name: `Manage gift #${gift.id}` }).click()

  await expect(page.getByRole('heading', { name: 'Your monthly gift' })).toBeVisible()
  // When the card is charged next, a month from the start (the unit and API tests pin the day).
  const nextPayment = page.getByRole('term').filter({ hasText: 'Next payment' })
  await expect(nextPayment).toBeVisible()
  await expect(nextPayment.locator('xpath=following-sibling::dd[1]')).toHaveText(
    /^[A-Z][a-z]+ \d{1,2}, 20\d\d$/,
  )
  await page.getByLabel('New monthly amount (USD)').fill('75')
  await page.getByRole('button', { name: 'Change Amount' }).click()
  await expect(page.getByText('Monthly gift updated')).toBeVisible()
  await expect(page.getByText('$75.00 a month', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Cancel Monthly Gift' }).click()
  await page.getByRole('button', { name: 'Yes, Cancel My Gift' }).click()
  await expect(page.getByText('Monthly gift canceled')).toBeVisible()
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel Monthly Gift' })).toHaveCount(0)
  await expect(page.getByRole('term').filter({ hasText: 'Next payment' })).toHaveCount(0)
})

test('covering the fees and a tribute: the thank-you, the receipt and the card all agree', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await fakeStripeJs(page, 'succeeded')
  await page.goto('/donate')
  const form = page.getByRole('form', { name: 'Your gift' })
  await expect(form.getByRole('radio', { name: 'Card or wallet' })).toBeChecked()
  await form.getByLabel('Full name').fill('Dana Lee')
  await form.getByLabel('Email address').fill('dana.tribute@example.org')
  // $50 by card: (50 + 0.30) / (1 − 0.022) = 51.44
  await form.getByText('Add $1.44 so 100% of my gift reaches the programs').click()
  await form.getByText('Dedicate this gift to someone').click()
  await form.getByText('In memory of', { exact: true }).click()
  await form.getByLabel('In memory of (name)').fill('Ruth Park')
  await form.getByLabel('Send a card to (email, optional)').fill('park.family@example.org')
  await form.getByLabel('Message (optional)').fill('Grandma loved puzzles.')
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/donations') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Donate $51.44' }).click()
  const gift = (await (await created).json()) as Created
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Donate $51.44' }).click()
  await expect(page.getByText('Your gift of $51.44 was accepted.')).toBeVisible()

  const intent = await fakeStripe(request, 'succeed', gift.clientSecret.split('_secret_')[0]!)
  expect(intent).toMatchObject({ amount: 5144, amount_received: 5144 })
  await postStripeWebhook(request, 'payment_intent.succeeded', intent)
  await page.getByRole('link', { name: 'View your receipt' }).click()
  await expect(page.getByRole('heading', { name: `Donation receipt #${gift.id}` })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('$51.44')
  await expect(page.getByRole('main')).toContainText('In memory of Ruth Park')

  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const outbox = (await (await staff.get('/api/admin/outbox')).json()) as {
    to: string
    subject: string
    body: string
  }[]
  const card = outbox.find((mail) => mail.to === 'park.family@example.org')
  expect(card?.subject).toBe('A gift to BrightMinds Foundation in memory of Ruth Park')
  expect(card?.body).toContain('Grandma loved puzzles.')
  expect(card?.body).not.toContain('$51.44')
  await staff.dispose()
})

test('a bank debit: processing for days, then paid and receipted once the bank clears it', async ({
  page,
  request,
}) => {
  await fakeStripeJs(page, 'processing')
  await page.goto('/donate')
  const form = page.getByRole('form', { name: 'Your gift' })
  await form.getByLabel('Full name').fill('Dana Lee')
  await form.getByLabel('Email address').fill('dana.bank@example.org')
  await form.getByText('US bank account', { exact: true }).click()
  await expect(form.getByText('A bank debit takes a few business days to clear')).toBeVisible()
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/donations') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Donate $50.00' }).click()
  const gift = (await (await created).json()) as Created
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible()
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Donate $50.00' }).click()
  await expect(page.getByText('is processing at your bank')).toBeVisible()

  const intentId = gift.clientSecret.split('_secret_')[0]!
  await postStripeWebhook(
    request,
    'payment_intent.processing',
    await fakeStripe(request, 'process', intentId),
  )
  await page.getByRole('link', { name: 'View your receipt' }).click()
  await expect(page.getByRole('heading', { name: 'Your payment is being processed' })).toBeVisible()
  await postStripeWebhook(
    request,
    'payment_intent.succeeded',
    await fakeStripe(request, 'succeed', intentId),
  )
  // A processing debit's page looks again only every minute: the donor comes back later.
  await page.reload()
  await expect(page.getByRole('heading', { name: `Donation receipt #${gift.id}` })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('US bank account')
})

test('a failed monthly payment: the e-mail, a new card, and the gift active again', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await fakeStripeJs(page, 'succeeded')
  const email = 'dana.recovery@example.org'
  const created = await request.post('/api/donations', {
    data: { amount: 30, type: 'monthly', name: 'Dana Lee', email },
  })
  const gift = (await created.json()) as Created
  await postStripeWebhook(
    request,
    'invoice.paid',
    await fakeStripe(request, 'pay-invoice', gift.subscriptionId!),
  )
  const declined = await fakeStripe(request, 'fail-invoice', gift.subscriptionId!)
  await postStripeWebhook(request, 'invoice.payment_failed', declined)
  const subscription = { id: gift.subscriptionId, object: 'subscription' }
  await postStripeWebhook(request, 'customer.subscription.updated', {
    ...subscription,
    status: 'past_due',
  })

  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const outbox = (await (await staff.get('/api/admin/outbox')).json()) as {
    to: string
    subject: string
    body: string
  }[]
  await staff.dispose()
  const failure = outbox.find(
    (mail) => mail.to === email && mail.subject.startsWith("This month's payment"),
  )
  const link = /https?:\/\/\S+(\/donations\/\d+\/manage\?token=\S+)/.exec(failure!.body)![1]!

  await page.goto(link)
  await expect(page.getByText('The latest payment did not go through.')).toBeVisible()
  const setup = page.waitForResponse((response) => response.url().includes('/payment-method/setup'))
  await page.getByRole('button', { name: 'Update Card or Bank Account' }).click()
  const { clientSecret } = (await (await setup).json()) as { clientSecret: string }
  // Stripe confirms the new card; the browser's fake Stripe.js then reports it saved.
  await fakeStripe(request, 'succeed-setup', clientSecret.split('_secret_')[0]!)
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Save and Use for My Gift' }).click()
  await expect(page.getByText('Card or bank account updated')).toBeVisible()

  // Stripe took the overdue payment with it and says so.
  await postStripeWebhook(request, 'invoice.paid', {
    ...declined,
    status: 'paid',
    amount_paid: 3000,
  })
  await postStripeWebhook(request, 'customer.subscription.updated', {
    ...subscription,
    status: 'active',
  })
  await page.reload()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText('The latest payment did not go through.')).toHaveCount(0)
})

test('PayPal: the server makes and captures the order, and only then is the gift paid', async ({
  page,
  request,
}) => {
  await fakePayPalSdk(page)
  await page.goto('/donate')
  const form = page.getByRole('form', { name: 'Your gift' })
  await form.getByLabel('Full name').fill('Pat Pal')
  await form.getByLabel('Email address').fill('pat.paypal@example.org')
  await form.getByText('PayPal', { exact: true }).click()
  await expect(form.getByText('You pay with your PayPal account on the next step.')).toBeVisible()
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/donations') && response.request().method() === 'POST',
  )
  await form.getByRole('button', { name: 'Donate $50.00' }).click()
  const gift = (await (await created).json()) as {
    id: number
    paypalOrderId: string
    receiptPath: string
  }
  await expect(page.getByRole('heading', { name: 'PayPal' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay with PayPal' }).click()

  // The donor approves in PayPal's window (here: at the fake PayPal API).
  const approved = await request.post(
    `http://127.0.0.1:${e2ePorts.fakePayPalPort}/__fake/approve/${gift.paypalOrderId}`,
  )
  expect(approved.ok()).toBe(true)
  const capture = page.waitForResponse('**/paypal/capture')
  await page.getByRole('button', { name: 'Complete PayPal payment' }).click()
  expect((await capture).status()).toBe(200)
  await expect(page.getByRole('heading', { name: 'Thank you, Pat Pal!' })).toBeVisible()
  await expect(page.getByText('Your gift of $50.00 was received.')).toBeVisible()

  await page.goto(gift.receiptPath)
  await expect(page.getByRole('heading', { name: `Donation receipt #${gift.id}` })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('PayPal')
})
