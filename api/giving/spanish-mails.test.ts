import { asc, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { cardGiftAt } from '../../test/card-gifts'
import { insertUser, testPassword } from '../../test/factories'
import { createMailApp } from '../../test/mail-app'
import { signIn } from '../../test/sessions'
import { signedLink } from '../../test/signed-links'
import { intentIdOf } from '../../test/stripe-events'
import { testChequeInstructions } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

/**
 * A donor who gives in Spanish reads every e-mail of the gift in Spanish (issue 34, decision
 * 077), also those that leave long after the donation's request: a webhook, a change through the
 * manage link, staff's refund. The language is the gift's, kept with it, never the request's.
 */
const { request, api, db, fake, send } = await createMailApp()
const spanish = { headers: { 'Accept-Language': 'es-US,es;q=0.9' } }
const origin = 'https://brightminds.example'

const mailsTo = (address: string) =>
  db
    .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(asc(outbox.id))

type DonationBody = InferRequestType<typeof api.donations.$post>['json']

let donors = 0
/** A card (or bank) gift of Dana Lee's, in Spanish unless told, with a fresh address. */
async function give(json: Omit<DonationBody, 'name' | 'email'>, init: object = spanish) {
  const email = `donante${++donors}@example.org`
  const response = await api.donations.$post({ json: { name: 'Dana Lee', email, ...json } }, init)
  return { email, ...(await cardGiftAt(response)) }
}

describe('a pledge by check', () => {
  it('is acknowledged in Spanish, with the instructions as staff wrote them', async () => {
    const response = await api.donations.$post(
      {
        json: {
          name: 'Dana Lee',
          email: 'promesa@example.org',
          amount: 50,
          type: 'monthly',
          paymentMethod: 'cheque',
        },
      },
      spanish,
    )
    const { id } = await bodyAt(response, 201)
    const [mail] = await mailsTo('promesa@example.org')
    expect(mail).toEqual({
      locale: 'es',
      subject: `Su promesa de donación a BrightMinds Foundation (n.º ${id})`,
      body: [
        'Hola, Dana Lee:',
        '',
        'Gracias por su promesa de donación de $50.00 cada mes a BrightMinds Foundation.',
        'No se ha cobrado nada: esto no es un recibo. Nuestro equipo le enviará un recibo cuando llegue su cheque.',
        '',
        testChequeInstructions,
        '',
        `Indique el número de su promesa de donación (n.º ${id}) al enviar su pago.`,
      ].join('\n'),
    })
  })
})

describe('a payment that did not go through, told by a webhook with no language of its own', () => {
  it("tells a monthly donor of a missed month in the gift's language, an English donor in English", async () => {
    const es = await give({ amount: 40, type: 'monthly' })
    const en = await give({ amount: 40, type: 'monthly' }, {})
    for (const gift of [es, en]) {
      await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
      await send('invoice.payment_failed', fake.failInvoice(gift.subscriptionId!))
    }
    const missed = (await mailsTo(es.email)).at(-1)
    expect(missed).toMatchObject({
      locale: 'es',
      subject: `El pago de este mes de su donación a BrightMinds Foundation no se completó (n.º ${es.id})`,
    })
    expect(missed!.body).toContain(
      'El pago de este mes de $40.00 de su donación mensual no se completó, así que no se cobró nada.\nVolveremos a intentarlo automáticamente en los próximos días.',
    )
    expect(missed!.body).toMatch(
      new RegExp(
        `cambiar o cancelar la donación: ${origin}/es/donations/${es.id}/manage\\?token=\\S+$`,
      ),
    )
    const english = (await mailsTo(en.email)).at(-1)
    expect(english).toMatchObject({
      locale: 'en',
      subject: `This month's payment for your gift to BrightMinds Foundation did not go through (#${en.id})`,
    })
    expect(english!.body).toContain(`${origin}/donations/${en.id}/manage?token=`)
  })

  it('tells a donor whose bank returned the debit in Spanish, with the Spanish donation page', async () => {
    const gift = await give({ amount: 40, paymentMethod: 'bank' })
    const intentId = intentIdOf(gift.clientSecret)
    await send('payment_intent.processing', fake.processPayment(intentId))
    await send('payment_intent.payment_failed', fake.failPayment(intentId))
    expect(await mailsTo(gift.email)).toEqual([
      {
        locale: 'es',
        subject: `Su donación a BrightMinds Foundation no se completó (n.º ${gift.id})`,
        body: [
          'Hola, Dana Lee:',
          '',
          'Su banco devolvió el débito de su donación de $40.00, así que no se cobró nada y no se emite ningún recibo.',
          'Esto suele deberse a los datos de la cuenta, al saldo o a un bloqueo de débitos en su banco.',
          '',
          `Puede volver a donar en ${origin}/es/donate, con tarjeta o con otra cuenta bancaria.`,
        ].join('\n'),
      },
    ])
  })
})

describe('a tribute card', () => {
  it("is sent in the donor's language once the gift is paid", async () => {
    const gift = await give({
      amount: 25,
      message: '¡Feliz cumpleaños!',
      tribute: {
        kind: 'memory',
        name: 'Ruth Park',
        notifyEmail: 'familia.park@example.org',
        showAmount: true,
      },
    })
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
    expect(await mailsTo('familia.park@example.org')).toEqual([
      {
        locale: 'es',
        subject: 'Una donación a BrightMinds Foundation en memoria de Ruth Park',
        body: [
          'Hola:',
          '',
          'Dana Lee hizo una donación de $25.00 a BrightMinds Foundation en memoria de Ruth Park.',
          '',
          'Su mensaje:',
          '',
          '¡Feliz cumpleaños!',
          '',
          'BrightMinds Foundation ayuda a los niños a desarrollar su capacidad de resolver problemas, su creatividad y sus habilidades digitales. Enviamos esta tarjeta a solicitud del donante; no volveremos a escribirle por este motivo.',
        ].join('\n'),
      },
    ])
  })
})

describe('a monthly gift changed through its manage link', () => {
  it('is confirmed in Spanish, though the link was opened from an English page', async () => {
    const gift = await give({ amount: 40, type: 'monthly' })
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    const cancel = await api.donations[':id'].cancel.$post(signedLink(gift.managePath!))
    expect(cancel.status).toBe(200)
    const changed = (await mailsTo(gift.email)).at(-1)
    expect(changed).toEqual({
      locale: 'es',
      subject: `Su donación mensual a BrightMinds Foundation (n.º ${gift.id})`,
      body: [
        'Hola, Dana Lee:',
        '',
        'Su donación mensual de $40.00 fue cancelada. No se cobrará nada más.',
        '',
        'Si usted no hizo este cambio, responda a este correo electrónico.',
      ].join('\n'),
    })
  })
})

describe("staff's refund of a gift", () => {
  it('tells the donor in Spanish, though staff work in English', async () => {
    const gift = await give({ amount: 80 })
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
    const staff = await insertUser(db, { isAdmin: true })
    const cookie = await signIn(request, staff.username, testPassword)
    const refund = await api.admin.donations[':id'].refunds.$post(
      { param: { id: String(gift.id) }, json: { amount: 30, reason: 'Gave twice by mistake' } },
      { headers: { Cookie: cookie } },
    )
    expect(refund.status).toBe(201)
    const mail = (await mailsTo(gift.email)).at(-1)
    expect(mail).toEqual({
      locale: 'es',
      subject: `Un reembolso de su donación n.º ${gift.id}`,
      body: [
        'Estimado/a Dana Lee:',
        '',
        `Reembolsamos $30.00 de su donación n.º ${gift.id} a la tarjeta con la que donó. Los bancos suelen mostrarlo en un plazo de 5 a 10 días hábiles.`,
        '',
        'Su recibo ahora muestra $50.00 como el monto que usted donó.',
      ].join('\n'),
    })
  })
})
