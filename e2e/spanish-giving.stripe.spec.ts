import { e2eAdmin } from './admin-account'
import { fakeStripeJs } from './fake-stripe-js'
import { expect, test } from './fixtures'
import { fakeStripe, postStripeWebhook } from './stripe-webhooks'

// Issue 34: a donor who gives in Spanish is thanked, receipted and e-mailed in Spanish, the
// receipt e-mail written when Stripe's word arrives — a webhook with no language of its own.
test.use({ locale: 'es-US' })

interface OutboxMail {
  to: string
  subject: string
  body: string
}

test('a monthly gift given in Spanish: the thanks, the receipt e-mail and its page in Spanish', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  await fakeStripeJs(page, 'succeeded')
  await page.goto('/es/donate')
  const email = `mensual-${Date.now()}@example.org`
  // Exactly this label: the tribute's checkbox speaks of an e-mail too.
  const form = page.getByRole('main')
  await form.getByLabel('Nombre completo').fill('Dana Lee')
  await form.getByLabel('Correo electrónico', { exact: true }).fill(email)
  await page.getByText('Mensual', { exact: true }).click()
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/donations') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Donar $50.00 al mes' }).click()
  const gift = (await (await created).json()) as { id: number; subscriptionId: string }
  await expect(page.getByRole('heading', { name: 'Datos de la tarjeta' })).toBeVisible()
  await page.getByLabel('Card number').fill('4242424242424242')
  await page.getByRole('button', { name: 'Donar $50.00 al mes' }).click()
  await expect(page.getByRole('heading', { name: '¡Gracias, Dana Lee!' })).toBeVisible()
  await postStripeWebhook(
    request,
    'invoice.paid',
    await fakeStripe(request, 'pay-invoice', gift.subscriptionId),
  )

  // The receipt e-mail, as the outbox keeps it for delivery.
  const staff = await playwright.request.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const receiptMail = async () => {
    const outbox = (await (await staff.get('/api/admin/outbox')).json()) as OutboxMail[]
    return outbox.find((mail) => mail.to === email)
  }
  await expect
    .poll(async () => (await receiptMail())?.subject)
    .toBe(`Su recibo de donación de BrightMinds Foundation (n.º ${gift.id})`)
  const mail = (await receiptMail())!
  await staff.dispose()
  expect(mail.body).toContain('Gracias por su donación mensual a ')
  expect(mail.body).toContain('$50.00')
  const link =
    /Vea o imprima este recibo: https?:\/\/\S+?(\/es\/donations\/\d+\/receipt\?\S+)/.exec(
      mail.body,
    )?.[1]
  expect(link).toBeTruthy()

  // Its link opens the receipt in Spanish, the IRS sentences with the English that counts.
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: `Recibo de donación #${gift.id}` })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('main')).toContainText(
    'El texto en inglés es el que tiene validez legal:',
  )
})
