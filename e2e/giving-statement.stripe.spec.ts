import { defaultTimeZone, yearIn } from '#core/calendar-year'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// The year-end giving statement (decision 040): a donor's own on /account, refunds deducted,
// printable and as a PDF; and every donor's by a signed e-mailed link that staff send at once.

test('a donor reads this year’s statement with a refund deducted; staff e-mail a signed link', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const account = await registerAccount(page.request)
  // The organisation's year (Austin's), which holds a gift made now.
  const year = yearIn(new Date(), defaultTimeZone)
  const giftIds: number[] = []
  for (const amount of [60, 40]) {
    const created = await page.request.post('/api/donations', {
      data: { amount, name: 'Dana Lee', email: account.email },
    })
    expect(created.status()).toBe(201)
    const { id, clientSecret } = (await created.json()) as { id: number; clientSecret: string }
    const intent = await fakeStripe(page.request, 'succeed', clientSecret.split('_secret_')[0]!)
    await postStripeWebhook(page.request, 'payment_intent.succeeded', intent)
    giftIds.push(id)
  }
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const refunded = await staff.post(`/api/admin/donations/${giftIds[1]}/refunds`, {
    data: { amount: 15, reason: 'Gave twice by mistake' },
  })
  expect(refunded.status(), await refunded.text()).toBe(201)

  await page.goto('/account')
  const gifts = page.getByRole('region', { name: 'Your gifts' })
  await gifts.getByLabel('Giving statement for').selectOption(String(year))
  await gifts.getByRole('link', { name: 'View Statement' }).click()
  await expect(page).toHaveURL(`/giving-statement?year=${year}`)
  await expect(page.getByRole('heading', { name: `Giving statement ${year}` })).toBeVisible()
  const totals = page.getByRole('row', { name: /^Total/ })
  await expect(totals).toContainText('$100.00')
  await expect(totals).toContainText('$15.00')
  await expect(totals).toContainText('$85.00')
  await expect(page.getByRole('row', { name: new RegExp(`^#${giftIds[0]}`) })).toContainText(
    '$60.00',
  )
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    `/api/account/giving-statement.pdf?year=${year}`,
  )
  const pdf = await page.request.get(`/api/account/giving-statement.pdf?year=${year}`)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Print Statement' })).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // Staff send every donor of the year their statement; the link needs no account.
  const sent = await staff.post('/api/admin/giving-statements', { data: { year } })
  expect(sent.status()).toBe(202)
  const outbox = (await (await staff.get('/api/admin/outbox')).json()) as {
    to: string
    subject: string
    body: string
  }[]
  const mail = outbox.find(
    (message) =>
      message.to === account.email.toLowerCase() &&
      message.subject === `Your ${year} giving statement from BrightMinds Foundation`,
  )
  expect(mail?.body).toContain('$85.00 deductible')
  const link = /https?:\/\/\S+(\/giving-statement\?\S+)/.exec(mail!.body)![1]!
  await staff.dispose()

  const guest = await browser.newContext({ baseURL })
  const guestPage = await guest.newPage()
  await guestPage.goto(link)
  await expect(guestPage.getByRole('heading', { name: `Giving statement ${year}` })).toBeVisible()
  await expect(guestPage.getByRole('row', { name: /^Total/ })).toContainText('$85.00')
  await guest.close()
})
