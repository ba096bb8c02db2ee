import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { orderRefunds, orders, outbox, products } from '../../db/schema'
import {
  insertOrder,
  insertProduct,
  insertUser,
  testPassword,
  validContact,
} from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date()
const { request, db } = await createTestApp({ env: { ...fake.env }, clock: () => clock })
const send = stripeEvents(request, fake, () => clock)
const staff = await insertUser(db, { isAdmin: true })
const buyer = await insertUser(db)
const staffCookie = await signIn(request, staff.username, testPassword)
const buyerCookie = await signIn(request, buyer.username, testPassword)

/** A parent's order of `quantity` × a $20 puzzle, paid by card; its PaymentIntent id. */
async function paidOrder(quantity = 2) {
  const product = await insertProduct(db, { priceCents: 20_00, stock: 10 })
  const placed = await request('/api/orders', {
    json: {
      items: [{ productId: product.id, quantity, price: 20 }],
      total: quantity * 20 >= 50 ? quantity * 20 : quantity * 20 + 5.99,
      shippingMethod: 'standard',
      contact: validContact(),
    },
    headers: { Cookie: buyerCookie },
  })
  expect(placed.status).toBe(201)
  const { id } = (await placed.json()) as { id: number }
  const payment = await request('/api/create-payment-intent', {
    json: { orderId: id },
    headers: { Cookie: buyerCookie },
  })
  const intentId = intentIdOf(((await payment.json()) as { clientSecret: string }).clientSecret)
  await send('payment_intent.succeeded', fake.succeedPayment(intentId))
  return { id, intentId, product }
}

const refund = (id: number, json: unknown) =>
  request(`/api/admin/orders/${id}/refunds`, { json, headers: { Cookie: staffCookie } })
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!
const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

describe('refunds through Stripe', () => {
  it('refunds the whole order, once, and tells the customer', async () => {
    const { id, intentId } = await paidOrder()
    const response = await refund(id, { reason: 'Arrived broken' })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { refundId: string; amount: number; refunded: number }
    expect(body).toMatchObject({ amount: 45.99, refunded: 45.99 })
    const charge = fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
    expect(charge).toMatchObject({ amount_refunded: 45_99, refunded: true })
    expect((await orderRow(id)).refundedCents).toBe(45_99)
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `A refund for your BrightMinds order #${id}`))
    expect(mail!.body).toContain('$45.99')

    const again = await refund(id, { reason: 'Twice?' })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: 'Only $0.00 is left to refund on this order',
      refundable: 0,
    })
  })

  it('refunds part by amount, then by line, restocking the line that came back', async () => {
    const { id, product } = await paidOrder(3)
    const before = await stockOf(product.id)
    expect((await refund(id, { amount: 5, reason: 'Late' })).status).toBe(201)
    const byLine = await refund(id, {
      lines: [{ productId: product.id, quantity: 1 }],
      reason: 'One returned',
      restock: true,
    })
    expect(byLine.status).toBe(201)
    expect(await byLine.json()).toMatchObject({ amount: 20, refunded: 25 })
    expect(await stockOf(product.id)).toBe(before + 1)
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))
    expect(rows.map((r) => [r.amountCents, r.reason, r.restocked, r.actorId])).toEqual([
      [5_00, 'Late', false, staff.id],
      [20_00, 'One returned', true, staff.id],
    ])
    const tooMuch = await refund(id, { amount: 60, reason: 'All of it' })
    expect(tooMuch.status).toBe(409)
    expect(await tooMuch.json()).toEqual({
      error: 'Only $35.00 is left to refund on this order',
      refundable: 35,
    })
  })

  it('puts goods back in stock when they come back after a money-only refund, never twice', async () => {
    const { id, product } = await paidOrder(2)
    const before = await stockOf(product.id)
    expect((await refund(id, { reason: 'Arrived broken' })).status).toBe(201)
    expect(await stockOf(product.id)).toBe(before)
    const returns = (json: unknown) =>
      request(`/api/admin/orders/${id}/returns`, { json, headers: { Cookie: staffCookie } })
    const first = await returns({ lines: [{ productId: product.id, quantity: 1 }] })
    expect(first.status).toBe(201)
    expect(await first.json()).toMatchObject({ returned: [{ productId: product.id, quantity: 1 }] })
    expect(await stockOf(product.id)).toBe(before + 1)
    const tooMany = await returns({ lines: [{ productId: product.id, quantity: 2 }] })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toEqual({
      error:
        'Each returned line must be an item of this order, at most what was ordered and not yet back in stock',
    })
    expect((await returns({ lines: [{ productId: product.id, quantity: 1 }] })).status).toBe(201)
    expect(await stockOf(product.id)).toBe(before + 2)
    expect((await returns({ lines: [{ productId: 999_999, quantity: 1 }] })).status).toBe(400)
    expect(
      (
        await request('/api/admin/orders/999999/returns', {
          json: { lines: [{ productId: product.id, quantity: 1 }] },
          headers: { Cookie: staffCookie },
        })
      ).status,
    ).toBe(404)
  })

  it('refuses what cannot be refunded, changing nothing', async () => {
    const { id, product } = await paidOrder()
    for (const [json, status, error] of [
      [
        { amount: 5, reason: 'x', restock: true },
        400,
        'Choose the lines that came back to restock them, or refund the whole order',
      ],
      [
        { lines: [{ productId: product.id, quantity: 3 }], reason: 'x' },
        400,
        'Each refunded line must be an item of this order, at most its quantity',
      ],
      [{ amount: 5 }, 400, 'Please give a reason for the refund'],
      [{ amount: 0.001, reason: 'x' }, 400, 'Enter an amount in dollars, like 12.50'],
    ] as const) {
      const response = await refund(id, json)
      expect(response.status).toBe(status)
      expect(await response.json()).toEqual({ error })
    }
    const unpaidProduct = await insertProduct(db, { stock: 2 })
    const unpaid = await insertOrder(db, { productId: unpaidProduct.id, status: 'pending_payment' })
    expect((await refund(unpaid.id, { reason: 'x' })).status).toBe(409)
    expect((await refund(999999, { reason: 'x' })).status).toBe(404)
    expect((await orderRow(id)).refundedCents).toBe(0)
  })

  it('shows a refund made in the Stripe dashboard, once, and never counts one twice', async () => {
    const { id, intentId } = await paidOrder()
    const charge = fake.refundInDashboard(intentId, 10_00)
    const first = await send('charge.refunded', charge, { id: `evt_dash_${id}` })
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' })
    const replay = await send('charge.refunded', charge, { id: `evt_dash_${id}` })
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' })
    expect((await orderRow(id)).refundedCents).toBe(10_00)

    // Staff refund the rest here; Stripe's webhook for it then changes nothing.
    expect((await refund(id, { reason: 'Rest' })).status).toBe(201)
    const after = fake.retrieve(charge.id)!
    const late = await send('charge.refunded', after)
    expect(await late.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect((await orderRow(id)).refundedCents).toBe(45_99)
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))
    expect(rows.map((r) => [r.amountCents, r.actorId])).toEqual([
      [10_00, null],
      [35_99, staff.id],
    ])
  })

  it('answers 502 with Stripe’s reason when Stripe refuses, recording nothing', async () => {
    const { id, intentId } = await paidOrder()
    // Refunded in the dashboard, and the webhook not here yet: Stripe refuses the rest.
    fake.refundInDashboard(intentId)
    const response = await refund(id, { reason: 'Broken' })
    expect(response.status).toBe(502)
    expect((await response.json()).error).toMatch(/greater than unrefunded amount/)
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toEqual([])
  })

  it('flags an order whose payment is disputed', async () => {
    const { id, intentId } = await paidOrder()
    const response = await send('charge.dispute.created', fake.dispute(intentId))
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await orderRow(id)).disputedAt).toEqual(clock)
  })
})
