import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox, products, stripeEvents } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { fakeApiVersion, startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { sweepExpired } from '../maintenance'

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2025-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({ env: fake.env, clock: () => clock })
const nowSeconds = () => Math.floor(clock.getTime() / 1000)

let cookie: string
beforeAll(async () => {
  const user = await insertUser(db)
  cookie = await signIn(request, user.username, testPassword)
})

let eventSequence = 0

/** A webhook event about `intent`, as Stripe renders it in the SDK's API version. */
function intentEvent(type: string, intent: object, id = `evt_test_${++eventSequence}`) {
  return {
    id,
    object: 'event',
    api_version: fakeApiVersion,
    type,
    created: nowSeconds(),
    livemode: false,
    data: { object: intent },
  }
}

function deliver(payload: string, signature: string | undefined) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (signature !== undefined) headers['Stripe-Signature'] = signature
  return request('/api/stripe/webhook', { method: 'POST', body: payload, headers })
}

function send(event: object) {
  const { payload, signature } = fake.signedEvent(event, nowSeconds())
  return deliver(payload, signature)
}

async function placeOrder(stock = 5, quantity = 2) {
  const product = await insertProduct(db, { name: 'Orbit Puzzle', priceCents: 20_00, stock })
  const as = { headers: { Cookie: cookie } }
  const response = await api.orders.$post(
    {
      json: {
        items: [{ productId: product.id, quantity, price: 20 }],
        total: (20_00 * quantity + (quantity * 20_00 >= 50_00 ? 0 : 5_99)) / 100,
        shippingMethod: 'standard',
        contact: validContact(),
      },
    },
    as,
  )
  const order = await bodyAt(response, 201)
  // The card step: the order's PaymentIntent, for the server's total.
  const payment = await api['create-payment-intent'].$post({ json: { orderId: order.id } }, as)
  const intentId = intentIdOf((await bodyAt(payment, 200)).clientSecret)
  return { product, order, intentId }
}

/** Stripe's word that the order's card was accepted, or declined. */
const succeeded = (intentId: string) =>
  intentEvent('payment_intent.succeeded', fake.succeedPayment(intentId))
const declined = (intentId: string) =>
  intentEvent('payment_intent.payment_failed', fake.failPayment(intentId))

async function statusOf(orderId: number) {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row!.status
}

async function stockOf(id: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  return row!.stock
}

async function mailsTo(subjectPart: string) {
  return (await db.select().from(outbox)).filter((mail) => mail.subject.includes(subjectPart))
}

describe('POST /api/stripe/webhook', () => {
  it('rejects a bad, missing or stale signature with 400 and changes nothing', async () => {
    const { order, intentId } = await placeOrder()
    const event = succeeded(intentId)
    const { payload, signature } = fake.signedEvent(event, nowSeconds())
    const tampered = payload.replace('"usd"', '"eur"')
    expect((await deliver(tampered, signature)).status).toBe(400)
    expect((await deliver(payload, undefined)).status).toBe(400)
    expect((await deliver(payload, 't=1,v1=deadbeef')).status).toBe(400)
    const stale = fake.signedEvent(event, nowSeconds() - 10 * 60)
    const response = await deliver(stale.payload, stale.signature)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Invalid Stripe signature' })
    expect(await statusOf(order.id)).toBe('pending_payment')
    expect(await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toEqual([])
  })

  it('marks the order paid on success, once, and queues one confirmation e-mail', async () => {
    const { order, intentId } = await placeOrder()
    const event = succeeded(intentId)
    expect(event.data.object).toMatchObject({ amount: 4599, amount_received: 4599 })
    const first = await send(event)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await statusOf(order.id)).toBe('paid')

    const replay = await send(event)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })

    const mails = await mailsTo(`order #${order.id} `)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to).toBe('dana@example.org')
    expect(mails[0]!.body).toContain(`order #${order.id}`)
    expect(mails[0]!.body).toContain('2 × Orbit Puzzle — $40.00')
    expect(mails[0]!.body).toContain('Total: $45.99')

    // A different event for the same, already paid order changes nothing either.
    const other = await send(intentEvent('payment_intent.succeeded', event.data.object))
    expect(await other.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect(await mailsTo(`order #${order.id} `)).toHaveLength(1)
  })

  it('marks the order failed and releases its stock on payment failure, once', async () => {
    const { product, order, intentId } = await placeOrder(5, 2)
    expect(await stockOf(product.id)).toBe(3)
    const event = declined(intentId)
    expect(event.data.object).toMatchObject({ amount: 4599, amount_received: 0 })
    expect(await (await send(event)).json()).toEqual({ received: true, outcome: 'applied' })
    expect(await statusOf(order.id)).toBe('failed')
    expect(await stockOf(product.id)).toBe(5)
    expect(await (await send(event)).json()).toEqual({ received: true, outcome: 'duplicate' })
    expect(await (await send(declined(intentId))).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    })
    expect(await stockOf(product.id)).toBe(5)
  })

  it('keeps a paid order paid: a failure delivered after the success does not release its stock', async () => {
    const { product, order, intentId } = await placeOrder(5, 1)
    // A first card was declined, the second accepted; Stripe delivers the two events out of order.
    const firstCardDeclined = declined(intentId)
    await send(succeeded(intentId))
    expect(await (await send(firstCardDeclined)).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    })
    expect(await statusOf(order.id)).toBe('paid')
    expect(await stockOf(product.id)).toBe(4)
  })

  it('still marks an order paid when the money arrives after its hold expired', async () => {
    const { product, order, intentId } = await placeOrder(5, 2)
    await sweepExpired(db, new Date(clock.getTime() + 61 * 60_000), { orderHoldMinutes: 60 })
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(5)
    await send(succeeded(intentId))
    expect(await statusOf(order.id)).toBe('paid')
    expect(await stockOf(product.id)).toBe(3)
  })

  it('acknowledges events it does not handle and events for unknown orders, changing nothing', async () => {
    const { order, intentId } = await placeOrder()
    const mailsBefore = (await db.select().from(outbox)).length
    // A type this endpoint does not handle: recorded as seen, nothing else.
    const updated = intentEvent('charge.updated', {
      id: 'ch_test_updated',
      object: 'charge',
      amount: 4599,
      payment_intent: intentId,
      metadata: { orderId: String(order.id) },
    })
    expect(await (await send(updated)).json()).toEqual({ received: true, outcome: 'ignored' })
    // A PaymentIntent of some other system on the same Stripe account (no order in its metadata).
    const foreign = intentEvent('payment_intent.succeeded', {
      ...fake.succeedPayment(intentId),
      metadata: { invoiceNumber: 'X-1' },
    })
    expect(await (await send(foreign)).json()).toEqual({ received: true, outcome: 'ignored' })
    const unknown = intentEvent('payment_intent.succeeded', {
      ...fake.succeedPayment(intentId),
      metadata: { orderId: '999999' },
    })
    expect(await (await send(unknown)).json()).toEqual({ received: true, outcome: 'unchanged' })

    expect(await statusOf(order.id)).toBe('pending_payment')
    expect((await db.select().from(outbox)).length).toBe(mailsBefore)
    const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents)
    expect(seen.map((row) => row.id)).toEqual(
      expect.arrayContaining([updated.id, foreign.id, unknown.id]),
    )
  })

  it('pays an order only with its own PaymentIntent, for its total in dollars; keeps the rest for staff', async () => {
    const { order, intentId } = await placeOrder()
    const paid = fake.succeedPayment(intentId)
    const attempts = [
      // Another PaymentIntent (50 cents) naming this order.
      { ...paid, id: 'pi_someone_else', amount: 50, amount_received: 50 },
      // The order's own PaymentIntent with less received, or in another currency.
      { ...paid, amount_received: 50 },
      { ...paid, currency: 'eur' },
    ]
    for (const intent of attempts) {
      const event = intentEvent('payment_intent.succeeded', intent)
      expect(await (await send(event)).json()).toEqual({ received: true, outcome: 'mismatch' })
      const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))
      expect(row).toMatchObject({
        outcome: 'mismatch',
        note: expect.stringContaining(`order ${order.id}`),
      })
    }
    // Nor may someone else's failure fail it and release its stock.
    const foreignFailure = intentEvent('payment_intent.payment_failed', {
      ...paid,
      id: 'pi_someone_else',
    })
    expect(await (await send(foreignFailure)).json()).toEqual({
      received: true,
      outcome: 'mismatch',
    })
    expect(await statusOf(order.id)).toBe('pending_payment')
    expect(await mailsTo(`order #${order.id} `)).toEqual([])

    expect(await (await send(intentEvent('payment_intent.succeeded', paid))).json()).toEqual({
      received: true,
      outcome: 'applied',
    })
    expect(await statusOf(order.id)).toBe('paid')
  })

  it('answers 400 to a signed event it cannot read, and 200 to ids it cannot know', async () => {
    const { order, intentId } = await placeOrder()
    const intent = fake.succeedPayment(intentId)
    const good = intentEvent('payment_intent.succeeded', intent)
    const { data: _, ...withoutData } = good
    const { id: __, ...withoutId } = good
    const unreadable = [
      withoutData,
      { ...good, data: { object: null } },
      withoutId,
      { ...good, data: { object: { ...intent, amount_received: 'lots' } } },
      { ...good, data: { object: { ...intent, id: undefined } } },
      { ...good, id: 'evt_\u0000' },
      { ...good, type: 'payment_intent.succeeded\u0000' },
    ]
    for (const event of unreadable) {
      const response = await send(event)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Unreadable Stripe event' })
    }
    // An order id beyond any row (past int4): nobody's order, acknowledged, nothing changed.
    const huge = intentEvent('payment_intent.succeeded', {
      ...intent,
      metadata: { orderId: '99999999999' },
    })
    expect(await (await send(huge)).json()).toEqual({ received: true, outcome: 'ignored' })
    // A type it does not handle needs no readable object.
    const other = intentEvent('charge.dispute.closed', { id: 'dp_1', object: 'dispute' })
    expect((await send(other)).status).toBe(200)
    // Nor does a type named like an Object.prototype member (the fuzz suite found this 500).
    for (const type of ['valueOf', 'constructor', '__proto__', 'toString']) {
      expect((await send(intentEvent(type, intent))).status).toBe(200)
    }
    expect(await statusOf(order.id)).toBe('pending_payment')
  })

  it('refuses a signature dated beyond the tolerance in the future', async () => {
    const { order, intentId } = await placeOrder()
    const event = succeeded(intentId)
    const future = fake.signedEvent(event, nowSeconds() + 10 * 60)
    const response = await deliver(future.payload, future.signature)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Invalid Stripe signature' })
    const soon = fake.signedEvent(event, nowSeconds() + 60)
    expect((await deliver(soon.payload, soon.signature)).status).toBe(200)
    expect(await statusOf(order.id)).toBe('paid')
  })

  it('passes the CSRF check: Stripe sends no Origin or Sec-Fetch-Site', async () => {
    const { intentId } = await placeOrder()
    const response = await send(declined(intentId))
    expect(response.status).toBe(200)
  })

  it('never marks an order paid from the browser: the order API has no way to', async () => {
    const { order } = await placeOrder()
    // No such route (the typed client has no PATCH on an order): sent as it is.
    await request(`/api/orders/${order.id}`, {
      method: 'PATCH',
      json: { status: 'paid' },
      headers: { Cookie: cookie },
    })
    expect(await statusOf(order.id)).toBe('pending_payment')
  })
})
