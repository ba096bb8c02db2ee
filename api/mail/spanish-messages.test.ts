import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DonationCreated } from '#core/schemas/donation'
import { outbox } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { createMailApp } from '../../test/mail-app'
import { signIn } from '../../test/sessions'
import { intentIdOf } from '../../test/stripe-events'
import { bodyAt } from '../../test/typed-response'
import { defaultDeliveryPolicy, deliverDue, type OutgoingMail } from './delivery'

/**
 * A family that uses the site in Spanish gets its e-mails in Spanish (issue 34): the language
 * their request came in is kept with the gift or the order and written into what is sent later,
 * when the payment's webhook arrives with no language of its own.
 */
const { request, api, db, fake, send } = await createMailApp()
const spanish = { headers: { 'Accept-Language': 'es-US,es;q=0.9' } }

const mailTo = (address: string) =>
  db
    .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
    .from(outbox)
    .where(eq(outbox.to, address))

describe('a Spanish-speaking family', () => {
  it('gets the receipt of a monthly gift in Spanish', async () => {
    const response = await api.donations.$post(
      {
        json: {
          name: 'Dana Lee',
          email: 'dana.es@example.org',
          amount: 40,
          type: 'monthly',
          paymentMethod: 'card',
        },
      },
      spanish,
    )
    const gift = (await bodyAt(response, 201)) as DonationCreated & { subscriptionId?: string }
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    const [receipt] = await mailTo('dana.es@example.org')
    expect(receipt?.locale).toBe('es')
    expect(receipt?.subject).toMatch(/^Su recibo de donación de .+ \(n\.º \d+\)$/)
    expect(receipt?.body).toContain('Gracias por su donación mensual a ')
    expect(receipt?.body).toContain('Monto: $40.00')
    expect(receipt?.body).toContain('Fecha: 15 de junio de 2026')
    expect(receipt?.body).toMatch(/Vea o imprima este recibo: https:\/\/brightminds\.example\/es\//)
  })

  it('gets the confirmation of a paid order in Spanish, and an English buyer in English', async () => {
    const product = await insertProduct(db, { name: 'Orbit Puzzle', priceCents: 20_00, stock: 9 })
    for (const [email, headers] of [
      ['compra@example.org', spanish.headers],
      ['buyer@example.org', {}],
    ] as const) {
      const buyer = await insertUser(db)
      const cookie = await signIn(request, buyer.username, testPassword)
      const as = { headers: { ...headers, Cookie: cookie } }
      const order = await api.orders.$post(
        {
          json: {
            items: [{ productId: product.id, quantity: 2, price: 20 }],
            total: 45.99,
            shippingMethod: 'standard',
            contact: { ...validContact(), email },
          },
        },
        as,
      )
      const { id } = await bodyAt(order, 201)
      const payment = await api['create-payment-intent'].$post({ json: { orderId: id } }, as)
      const { clientSecret } = await bodyAt(payment, 200)
      await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(clientSecret)))
    }
    const [spanishMail] = await mailTo('compra@example.org')
    expect(spanishMail?.locale).toBe('es')
    expect(spanishMail?.subject).toMatch(/^Su pedido de BrightMinds n\.º \d+ está confirmado$/)
    expect(spanishMail?.body).toContain('  2 × Orbit Puzzle — $40.00')
    expect(spanishMail?.body).toContain('Envío (estándar): $5.99')
    expect(spanishMail?.body).toContain('https://brightminds.example/es/account')
    const [englishMail] = await mailTo('buyer@example.org')
    expect(englishMail?.locale).toBe('en')
    expect(englishMail?.subject).toMatch(/^Your BrightMinds order #\d+ is confirmed$/)
    expect(englishMail?.body).toContain('https://brightminds.example/account\n')
  })
})

describe('the template around an e-mail', () => {
  it("labels a lone link's button and the link under it in the recipient's language", async () => {
    const signUp = (email: string, init = {}) =>
      api['email-signup'].$post({ json: { email, source: 'newsletter' } }, init)
    await signUp('boton@example.org', spanish)
    await signUp('button@example.org')
    const sent: OutgoingMail[] = []
    const policy = {
      ...defaultDeliveryPolicy,
      batchSize: 100,
      from: 'hello@brightminds.example',
      sender: {
        legalName: 'BrightMinds Foundation',
        address: '1 Main St',
        origin: 'https://brightminds.example',
      },
    }
    await deliverDue(
      db,
      async (mail) => void sent.push(mail),
      policy,
      () => new Date(),
    )
    const html = (to: string) => sent.find((mail) => mail.to === to)!.html!

    const es = html('boton@example.org')
    expect(es).toContain('<html lang="es-US">')
    expect(es).toMatch(
      /<a class="button" href="https:\/\/brightminds\.example\/es\/confirm-subscription\?token=[^"]+"[^>]*>Confirmar mi suscripción<\/a>/,
    )
    expect(es).toMatch(
      /O abra este enlace: <a href="https:\/\/brightminds\.example\/es\/confirm-subscription\?token=/,
    )
    expect(es).not.toMatch(/Confirm my subscription|Or open this link/)

    const en = html('button@example.org')
    expect(en).toMatch(/>Confirm my subscription<\/a>/)
    expect(en).toMatch(
      /Or open this link: <a href="https:\/\/brightminds\.example\/confirm-subscription\?token=/,
    )
  })
})
