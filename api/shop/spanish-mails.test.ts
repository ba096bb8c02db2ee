import { asc, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { createMailApp } from '../../test/mail-app'
import { signIn } from '../../test/sessions'
import { intentIdOf } from '../../test/stripe-events'
import { bodyAt } from '../../test/typed-response'

/**
 * A family that orders in Spanish reads what staff do with the order in Spanish (issue 34,
 * decision 077): shipped, cancelled, refunded — though staff work in English, the language is
 * the order's, kept with it.
 */
const { request, api, db, fake, send } = await createMailApp()
const spanish = { 'Accept-Language': 'es-US,es;q=0.9' }
const origin = 'https://brightminds.example'

const buyer = await insertUser(db)
const buyerCookie = await signIn(request, buyer.username, testPassword)
const staff = await insertUser(db, { isAdmin: true })
const asStaff = { headers: { Cookie: await signIn(request, staff.username, testPassword) } }
const product = await insertProduct(db, { name: 'Orbit Puzzle', priceCents: 20_00, stock: 99 })

const mailsTo = (address: string) =>
  db
    .select({ subject: outbox.subject, body: outbox.body, locale: outbox.locale })
    .from(outbox)
    .where(eq(outbox.to, address))
    .orderBy(asc(outbox.id))

let buyers = 0
/** A paid order of two puzzles ($45.99 with shipping), placed in Spanish unless told. */
async function paidOrder(headers: Record<string, string> = spanish) {
  const email = `familia${++buyers}@example.org`
  const as = { headers: { ...headers, Cookie: buyerCookie } }
  const placed = await api.orders.$post(
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
  const { id } = await bodyAt(placed, 201)
  const payment = await api['create-payment-intent'].$post({ json: { orderId: id } }, as)
  const { clientSecret } = await bodyAt(payment, 200)
  await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(clientSecret)))
  return { id, email }
}

type Move = InferRequestType<(typeof api.admin.orders)[':id']['$patch']>['json']
async function move(id: number, json: Move) {
  const response = await api.admin.orders[':id'].$patch(
    { param: { id: String(id) }, json },
    asStaff,
  )
  expect(response.status).toBe(200)
}

const shipping = {
  status: 'shipped',
  carrier: 'USPS',
  trackingNumber: '9400 1',
  trackingUrl: 'https://tools.usps.com/track?n=9400',
} as const

describe('an order placed in Spanish', () => {
  it('is told shipped in Spanish, its account link to the Spanish page', async () => {
    const { id, email } = await paidOrder()
    await move(id, shipping)
    expect((await mailsTo(email)).at(-1)).toEqual({
      locale: 'es',
      subject: `Su pedido de BrightMinds n.º ${id} está en camino`,
      body: [
        'Hola, Dana:',
        '',
        `Su pedido n.º ${id} se envió con USPS, número de seguimiento 9400 1.`,
        '',
        'Siga su paquete:',
        '',
        'https://tools.usps.com/track?n=9400',
        '',
        'La página de su cuenta también muestra dónde está:',
        `${origin}/es/account`,
      ].join('\n'),
    })
  })

  it("is told cancelled in Spanish, with staff's note as they wrote it", async () => {
    const { id, email } = await paidOrder()
    await move(id, { status: 'cancelled', note: 'Out of print.' })
    expect((await mailsTo(email)).at(-1)).toEqual({
      locale: 'es',
      subject: `Su pedido de BrightMinds n.º ${id} fue cancelado`,
      body: [
        'Hola, Dana:',
        '',
        `Cancelamos su pedido n.º ${id} ($45.99). Out of print.`,
        '',
        'Si usted ya pagó, el reembolso se hará por separado y le avisaremos cuando se haya hecho. ¿Tiene preguntas? Escríbanos a hello@brightminds.org.',
      ].join('\n'),
    })
  })

  it('is told of a refund in Spanish', async () => {
    const { id, email } = await paidOrder()
    const refund = await api.admin.orders[':id'].refunds.$post(
      { param: { id: String(id) }, json: { amount: 20, reason: 'Arrived broken' } },
      asStaff,
    )
    expect(refund.status).toBe(201)
    expect((await mailsTo(email)).at(-1)).toEqual({
      locale: 'es',
      subject: `Un reembolso de su pedido de BrightMinds n.º ${id}`,
      body: [
        'Hola, Dana:',
        '',
        `Reembolsamos $20.00 de su pedido n.º ${id} a la tarjeta con la que pagó. Los bancos suelen mostrarlo en un plazo de 5 a 10 días hábiles.`,
        '',
        '¿Tiene preguntas? Escríbanos a hello@brightminds.org.',
      ].join('\n'),
    })
  })
})

describe('an order placed in English', () => {
  it('is told shipped, cancelled and refunded in English, word for word as before', async () => {
    const shipped = await paidOrder({})
    await move(shipped.id, shipping)
    expect((await mailsTo(shipped.email)).at(-1)).toEqual({
      locale: 'en',
      subject: `Your BrightMinds order #${shipped.id} is on its way`,
      body: [
        'Hi Dana,',
        '',
        `Your order #${shipped.id} has shipped with USPS, tracking number 9400 1.`,
        '',
        'Follow your parcel:',
        '',
        'https://tools.usps.com/track?n=9400',
        '',
        'Your account page shows where it is too:',
        `${origin}/account`,
      ].join('\n'),
    })

    const cancelled = await paidOrder({})
    await move(cancelled.id, { status: 'cancelled' })
    expect((await mailsTo(cancelled.email)).at(-1)?.body).toBe(
      [
        'Hi Dana,',
        '',
        `We canceled your order #${cancelled.id} ($45.99).`,
        '',
        'If you paid, a refund follows separately and we will write when it is made. Questions? Write to hello@brightminds.org.',
      ].join('\n'),
    )
    const refund = await api.admin.orders[':id'].refunds.$post(
      { param: { id: String(cancelled.id) }, json: { reason: 'Cancelled' } },
      asStaff,
    )
    expect(refund.status).toBe(201)
    expect((await mailsTo(cancelled.email)).at(-1)).toEqual({
      locale: 'en',
      subject: `A refund for your BrightMinds order #${cancelled.id}`,
      body: [
        'Hi Dana,',
        '',
        `We refunded $45.99 of your order #${cancelled.id} to the card you paid with. Banks usually show it within 5-10 business days.`,
        '',
        'Questions? Write to hello@brightminds.org.',
      ].join('\n'),
    })
  })
})
