import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox, products, stripeEvents } from '../../db/schema'
import { insertProduct, insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { sweepExpired } from '../maintenance'

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2025-03-01T12:00:00Z')
const { request, db } = await createTestApp({ env: fake.env, clock: () => clock })
const nowSeconds = () => Math.floor(clock.getTime() / 1000)

let cookie: string
beforeAll(async () => {
  const user = await insertUser(db)
  cookie = await signIn(request, user.username, testPassword)
})

let eventSequence = 0

function intentEvent(type: string, orderId: number, id = `evt_test_${++eventSequence}`) {
  return {
    id,
    object: 'event',
    type,
    created: nowSeconds(),
    data: {
      object: {
        id: `pi_test_${orderId}`,
        object: 'payment_intent',
        amount: 0,
        currency: 'usd',
        metadata: { orderId: String(orderId) },
        status: type === 'payment_intent.succeeded' ? 'succeeded' : 'requires_payment_method',
      },
    },
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
  const response = await request('/api/orders', {
    json: {
      items: [{ productId: product.id, quantity, price: 20 }],
      total: (20_00 * quantity + (quantity * 20_00 >= 50_00 ? 0 : 5_99)) / 100,
      shippingMethod: 'standard',
      contact: {
        firstName: 'Dana',
        lastName: 'Lee',
        email: 'dana@example.org',
        address: '12 Elm Street',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        country: 'US',
      },
    },
    headers: { Cookie: cookie },
  })
  expect(response.status).toBe(201)
  return { product, order: (await response.json()) as { id: number; total: number } }
}

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
    const { order } = await placeOrder()
    const event = intentEvent('payment_intent.succeeded', order.id)
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
    expect(await db.select().from(stripeEvents)).toEqual([])
  })

  it('marks the order paid on success, once, and queues one confirmation e-mail', async () => {
    const { order } = await placeOrder()
    const event = intentEvent('payment_intent.succeeded', order.id)
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
    const other = await send(intentEvent('payment_intent.succeeded', order.id))
    expect(await other.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect(await mailsTo(`order #${order.id} `)).toHaveLength(1)
  })

  it('marks the order failed and releases its stock on payment failure, once', async () => {
    const { product, order } = await placeOrder(5, 2)
    expect(await stockOf(product.id)).toBe(3)
    const event = intentEvent('payment_intent.payment_failed', order.id)
    expect((await send(event)).status).toBe(200)
    expect(await statusOf(order.id)).toBe('failed')
    expect(await stockOf(product.id)).toBe(5)
    expect((await send(event)).status).toBe(200)
    expect((await send(intentEvent('payment_intent.payment_failed', order.id))).status).toBe(200)
    expect(await stockOf(product.id)).toBe(5)
  })

  it('keeps a paid order paid: a later failure event does not release its stock', async () => {
    const { product, order } = await placeOrder(5, 1)
    await send(intentEvent('payment_intent.succeeded', order.id))
    await send(intentEvent('payment_intent.payment_failed', order.id))
    expect(await statusOf(order.id)).toBe('paid')
    expect(await stockOf(product.id)).toBe(4)
  })

  it('still marks an order paid when the money arrives after its hold expired', async () => {
    const { product, order } = await placeOrder(5, 2)
    await sweepExpired(db, new Date(clock.getTime() + 61 * 60_000), { orderHoldMinutes: 60 })
    expect(await statusOf(order.id)).toBe('cancelled')
    expect(await stockOf(product.id)).toBe(5)
    await send(intentEvent('payment_intent.succeeded', order.id))
    expect(await statusOf(order.id)).toBe('paid')
    expect(await stockOf(product.id)).toBe(3)
  })

  it('acknowledges events it does not handle and events for unknown orders', async () => {
    expect(
      (await send({ ...intentEvent('charge.refunded', 1), data: { object: {} } })).status,
    ).toBe(200)
    const unknown = await send(intentEvent('payment_intent.succeeded', 999_999))
    expect(await unknown.json()).toEqual({ received: true, outcome: 'unchanged' })
  })

  it('passes the CSRF check: Stripe sends no Origin or Sec-Fetch-Site', async () => {
    const { order } = await placeOrder()
    const response = await send(intentEvent('payment_intent.payment_failed', order.id))
    expect(response.status).toBe(200)
  })

  it('never marks an order paid from the browser: the order API has no way to', async () => {
    const { order } = await placeOrder()
    await request(`/api/orders/${order.id}`, {
      method: 'PATCH',
      json: { status: 'paid' },
      headers: { Cookie: cookie },
    })
    expect(await statusOf(order.id)).toBe('pending_payment')
  })
})
