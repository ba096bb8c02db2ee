import { and, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  donationRefunds,
  donations,
  orderRefunds,
  orders,
  products,
} from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { pendingRefundGraceMs, sweepExpired } from '../maintenance'
import { createPayments } from '../payments/stripe'

// Refunds under concurrency (decision 049), on PGlite and, where the races are real, on Postgres.
// The fake Stripe here makes any refund it is asked for, even beyond what was paid (real Stripe
// refuses those): what stays within the payment is the app's own doing.

const N = 10
const fake = await startFakeStripe()
afterAll(fake.close)
fake.allowOverRefunds()
const clock = new Date('2026-11-20T15:00:00Z')
const env = {
  ...fake.env,
  ORDERS_PER_USER_PER_HOUR: '1000',
  DONATIONS_PER_IP_PER_HOUR: '1000',
  DONATIONS_PER_EMAIL_PER_HOUR: '1000',
}
const { request, api, db } = await createTestApp({ env, clock: () => clock })
const send = stripeEvents(request, fake, () => clock)
const staff = await insertUser(db, { isAdmin: true })
const staffCookie = await signIn(request, staff.username, testPassword)

let buyers = 0
/** A paid order of `lines` ($20 products, fresh stock of 20 each); its id, intent and products. */
async function paidOrder(quantities: number[]) {
  const buyer = await insertUser(db, { username: `buyer${++buyers}` })
  const cookie = await signIn(request, buyer.username, testPassword)
  const bought = await Promise.all(
    quantities.map(() => insertProduct(db, { priceCents: 20_00, stock: 20 })),
  )
  const subtotal = quantities.reduce((sum, q) => sum + q * 20, 0)
  const placed = await api.orders.$post(
    {
      json: {
        items: bought.map((p, i) => ({ productId: p.id, quantity: quantities[i]!, price: 20 })),
        total: subtotal >= 50 ? subtotal : subtotal + 5.99,
        shippingMethod: 'standard',
        contact: validContact(),
      },
    },
    { headers: { Cookie: cookie } },
  )
  const { id, total } = await bodyAt(placed, 201)
  const payment = await api['create-payment-intent'].$post(
    { json: { orderId: id } },
    { headers: { Cookie: cookie } },
  )
  const intentId = intentIdOf((await bodyAt(payment, 200)).clientSecret)
  await send('payment_intent.succeeded', fake.succeedPayment(intentId))
  return { id, intentId, totalCents: Math.round(total * 100), products: bought }
}

let donors = 0
async function paidGift(amount: number) {
  const response = await api.donations.$post({
    json: { amount, type: 'one-time', name: 'Dana Lee', email: `race${++donors}@example.org` },
  })
  const gift = await bodyAt(response, 201)
  if (!('clientSecret' in gift)) throw new Error('A card gift answers its client secret')
  const { id, clientSecret } = gift
  const intentId = intentIdOf(clientSecret)
  await send('payment_intent.succeeded', fake.succeedPayment(intentId))
  return { id, intentId }
}

const asStaff = (key?: string) => ({
  headers: { Cookie: staffCookie, ...(key ? { 'Idempotency-Key': key } : {}) },
})
const orderRefunds$ = api.admin.orders[':id'].refunds
const giftRefunds$ = api.admin.donations[':id'].refunds
const refundOrder = (
  id: number,
  json: InferRequestType<typeof orderRefunds$.$post>['json'],
  key?: string,
) => orderRefunds$.$post({ param: { id: String(id) }, json }, asStaff(key))
const refundGift = (
  id: number,
  json: InferRequestType<typeof giftRefunds$.$post>['json'],
  key?: string,
) => giftRefunds$.$post({ param: { id: String(id) }, json }, asStaff(key))

const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock
const chargeOf = (intentId: string) =>
  fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
/** The refunds the app asked Stripe to make for this payment (one per Idempotency-Key). */
const askedOfStripe = (intentId: string) =>
  new Set(
    fake.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
      .filter((r) => r.body.payment_intent === intentId)
      .map((r) => r.idempotencyKey),
  ).size

/** The books of an order agree with themselves and with Stripe. */
async function expectOrderBooks(order: { id: number; intentId: string }, refundedCents: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
  const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
  expect(refunds.every((r) => r.status === 'succeeded')).toBe(true)
  expect(row!.refundedCents).toBe(refundedCents)
  expect(refunds.reduce((sum, r) => sum + r.amountCents, 0)).toBe(refundedCents)
  expect(chargeOf(order.intentId).amount_refunded).toBe(refundedCents)
}

const statuses = (responses: { status: number }[]) => responses.map((r) => r.status).sort()

describe('refunds racing each other', () => {
  it(`lets ${N} staff refunding $20 of a $45.99 order at once refund only what was paid`, async () => {
    const order = await paidOrder([2])
    const responses = await Promise.all(
      Array.from({ length: N }, () => refundOrder(order.id, { amount: 20, reason: 'Late' })),
    )
    expect(statuses(responses)).toEqual([201, 201, ...Array(N - 2).fill(409)])
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toEqual({
        error: 'Only $5.99 is left to refund on this order',
        refundable: 5.99,
      })
    }
    await expectOrderBooks(order, 40_00)
    expect(askedOfStripe(order.intentId)).toBe(2)
  })

  it(`restocks ${N} concurrent line refunds of one order exactly, in any line order, without a deadlock`, async () => {
    const order = await paidOrder([5, 5])
    const [a, b] = order.products.map((p) => p.id) as [number, number]
    const before = [await stockOf(a), await stockOf(b)]
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) => {
        const lines = [
          { productId: a, quantity: 1 },
          { productId: b, quantity: 1 },
        ]
        return refundOrder(order.id, {
          lines: i % 2 ? lines.reverse() : lines,
          reason: 'Came back',
          restock: true,
        })
      }),
    )
    expect(statuses(responses)).toEqual([...Array(5).fill(201), ...Array(N - 5).fill(400)])
    expect([await stockOf(a), await stockOf(b)]).toEqual([before[0]! + 5, before[1]! + 5])
    await expectOrderBooks(order, 200_00)
    expect(askedOfStripe(order.intentId)).toBe(5)
  })

  it(`lets ${N} full refunds of one $30 gift at once refund it once`, async () => {
    const gift = await paidGift(30)
    const responses = await Promise.all(
      Array.from({ length: N }, () => refundGift(gift.id, { reason: 'Asked' })),
    )
    expect(statuses(responses)).toEqual([201, ...Array(N - 1).fill(409)])
    const [row] = await db.select().from(donations).where(eq(donations.id, gift.id))
    const rows = await db
      .select()
      .from(donationRefunds)
      .where(eq(donationRefunds.donationId, gift.id))
    expect(row!.refundedCents).toBe(30_00)
    expect(rows.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 30_00]])
    expect(chargeOf(gift.intentId).amount_refunded).toBe(30_00)
    expect(askedOfStripe(gift.intentId)).toBe(1)
  })

  it(`answers ${N} retries with one Idempotency-Key with one refund`, async () => {
    const order = await paidOrder([3])
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        refundOrder(order.id, { amount: 10, reason: 'x' }, 'retry-key-1'),
      ),
    )
    expect(statuses(responses)).toEqual(Array(N).fill(201))
    const ids = new Set(
      await Promise.all(responses.map(async (r) => (await bodyAt(r, 201)).refundId)),
    )
    expect(ids.size).toBe(1)
    await expectOrderBooks(order, 10_00)
    expect(askedOfStripe(order.intentId)).toBe(1)
  })
})

describe('a key names one refund', () => {
  it('refuses an order refund whose key was used with another amount, reason, lines or restock', async () => {
    const order = await paidOrder([3])
    const product = order.products[0]!
    const first = {
      lines: [{ productId: product.id, quantity: 1 }],
      reason: 'Broken',
      restock: true,
    }
    expect((await refundOrder(order.id, first, 'same-refund-key')).status).toBe(201)
    for (const changed of [
      { ...first, reason: 'Late' },
      { ...first, restock: false },
      { ...first, lines: [{ productId: product.id, quantity: 2 }] },
      { amount: 20, reason: 'Broken' },
    ]) {
      const response = await refundOrder(order.id, changed, 'same-refund-key')
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        error: 'This Idempotency-Key was already used for a different request.',
      })
    }
    const again = await refundOrder(order.id, first, 'same-refund-key')
    expect(await bodyAt(again, 201)).toMatchObject({ amount: 20, refunded: 20 })
    await expectOrderBooks(order, 20_00)
  })

  it('refuses a gift refund whose key was used with another amount or reason', async () => {
    const gift = await paidGift(50)
    expect(
      (await refundGift(gift.id, { amount: 10, reason: 'Asked' }, 'gift-refund-key')).status,
    ).toBe(201)
    for (const changed of [
      { amount: 11, reason: 'Asked' },
      { amount: 10, reason: 'Other' },
      { reason: 'Asked' },
    ]) {
      expect((await refundGift(gift.id, changed, 'gift-refund-key')).status).toBe(422)
    }
    expect(
      (await refundGift(gift.id, { amount: 10, reason: 'Asked' }, 'gift-refund-key')).status,
    ).toBe(201)
    const [row] = await db.select().from(donations).where(eq(donations.id, gift.id))
    expect(row!.refundedCents).toBe(10_00)
  })
})

describe('a refund whose Stripe answer was lost', () => {
  const payments = createPayments({ ...env } as never)!
  const sweepAt = (at: Date) => sweepExpired(db, at, { orderHoldMinutes: 60, payments })

  it('stays pending, holds its amount, and is completed once by the charge.refunded webhook', async () => {
    const order = await paidOrder([2])
    const product = order.products[0]!
    const stock = await stockOf(product.id)
    fake.loseAnswersAt('/v1/refunds', 3)
    const lost = await refundOrder(order.id, {
      lines: [{ productId: product.id, quantity: 1 }],
      reason: 'Broken',
      restock: true,
    })
    expect(lost.status).toBe(502)
    expect(await lost.json()).toEqual({
      error:
        'Stripe did not confirm this refund in time. It is kept as pending and checked with Stripe automatically, so please do not refund it again.',
    })
    const [pending] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    expect(pending).toMatchObject({ status: 'pending', stripeRefundId: null, amountCents: 20_00 })
    // Stripe made it once, whatever the retries; the money held by it cannot be refunded again.
    expect(chargeOf(order.intentId).amount_refunded).toBe(20_00)
    const rest = await refundOrder(order.id, { amount: 26, reason: 'All' })
    expect(rest.status).toBe(409)
    expect(await rest.json()).toMatchObject({ refundable: 25.99 })
    expect(await stockOf(product.id)).toBe(stock)

    const event = await send('charge.refunded', chargeOf(order.intentId))
    expect(await event.json()).toEqual({ received: true, outcome: 'applied' })
    await expectOrderBooks(order, 20_00)
    expect(await stockOf(product.id)).toBe(stock + 1)
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))
    expect(rows.map((r) => [r.actorId, r.restocked])).toEqual([[staff.id, true]])
    // The sweep afterwards finds nothing left to settle.
    await sweepAt(new Date(clock.getTime() + pendingRefundGraceMs + 1))
    expect(await stockOf(product.id)).toBe(stock + 1)
  })

  it('is completed by the sweep after the grace when no webhook comes', async () => {
    const gift = await paidGift(40)
    fake.loseAnswersAt('/v1/refunds', 3)
    expect((await refundGift(gift.id, { amount: 15, reason: 'Asked' })).status).toBe(502)
    await sweepAt(new Date(clock.getTime() + pendingRefundGraceMs - 1000))
    const stillPending = await db
      .select()
      .from(donationRefunds)
      .where(eq(donationRefunds.donationId, gift.id))
    expect(stillPending.map((r) => r.status)).toEqual(['pending'])

    await sweepAt(new Date(clock.getTime() + pendingRefundGraceMs + 1000))
    const [row] = await db.select().from(donations).where(eq(donations.id, gift.id))
    const rows = await db
      .select()
      .from(donationRefunds)
      .where(eq(donationRefunds.donationId, gift.id))
    expect(rows.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 15_00]])
    expect(row!.refundedCents).toBe(15_00)
    expect(askedOfStripe(gift.intentId)).toBe(1)
  })

  it('is withdrawn by the sweep when Stripe never made it, and can then be made again', async () => {
    const order = await paidOrder([2])
    for (let i = 0; i < 3; i++) fake.failNextAt('/v1/refunds', 500)
    expect((await refundOrder(order.id, { amount: 10, reason: 'Late' })).status).toBe(502)
    expect(chargeOf(order.intentId).amount_refunded).toBe(0)
    await sweepAt(new Date(clock.getTime() + pendingRefundGraceMs + 1000))
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toEqual(
      [],
    )
    const [note] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.refund_withdrawn')))
    expect(note).toMatchObject({ actorId: staff.id })
    expect((await refundOrder(order.id, { amount: 10, reason: 'Late' })).status).toBe(201)
    await expectOrderBooks(order, 10_00)
  })
})
