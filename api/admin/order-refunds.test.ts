import { and, asc, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { auditLog, orderRefunds, orders, outbox, products } from '../../db/schema'
import { insertOrder, insertProduct, insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { paidOrders } from '../../test/paid-orders'
import { signIn } from '../../test/sessions'
import { stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { log } from '../lib/log'

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date()
const { request, api, db } = await createTestApp({
  env: { ...fake.env, ORDERS_PER_USER_PER_HOUR: '1000' },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const staff = await insertUser(db, { isAdmin: true })
const buyer = await insertUser(db)
const staffCookie = await signIn(request, staff.username, testPassword)
const buyerCookie = await signIn(request, buyer.username, testPassword)

/** A paid order of one fresh product (stock 10) per line, in the lines' order. */
const paidOrderOf = paidOrders({ app: { api, db }, fake, send, cookie: buyerCookie })

/** A parent's order of `quantity` × a $20 puzzle, paid by card. */
async function paidOrder(quantity = 2) {
  const order = await paidOrderOf([{ priceCents: 20_00, quantity }])
  return { ...order, product: order.products[0]! }
}

const staffOrder = api.admin.orders[':id']
type RefundBody = InferRequestType<typeof staffOrder.refunds.$post>['json']
type ReturnBody = InferRequestType<typeof staffOrder.returns.$post>['json']
const asStaff = (key?: string) => ({
  headers: { Cookie: staffCookie, ...(key ? { 'Idempotency-Key': key } : {}) },
})
const refund = (id: number, json: RefundBody, key?: string) =>
  staffOrder.refunds.$post({ param: { id: String(id) }, json }, asStaff(key))
/** A refund the contract refuses, sent as it is. */
const refundAnyway = (id: number, json: unknown) =>
  request(`/api/admin/orders/${id}/refunds`, { json, headers: { Cookie: staffCookie } })
const returnsOf = (id: number, json: ReturnBody) =>
  staffOrder.returns.$post({ param: { id: String(id) }, json }, asStaff())
const returns = (id: number, lines: ReturnBody['lines']) => returnsOf(id, { lines })
const refundRows = (id: number) =>
  db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(asc(orderRefunds.id))
/** The audit entries `action` wrote about order `id`, oldest first. */
const auditOf = (id: number, action: string) =>
  db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      entity: auditLog.entity,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id))
/** The refunds asked of Stripe so far. */
const refundsAsked = () =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!
const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

describe('refunds through Stripe', () => {
  it('refunds the whole order, once, and tells the customer', async () => {
    const { id, intentId } = await paidOrder()
    const response = await refund(id, { reason: 'Arrived broken' })
    const body = await bodyAt(response, 201)
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
    const returns = (json: ReturnBody) => returnsOf(id, json)
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
      (await returnsOf(999999, { lines: [{ productId: product.id, quantity: 1 }] })).status,
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
      const response = await refundAnyway(id, json)
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
    expect((await bodyAt(response, 502)).error).toMatch(/greater than unrefunded amount/)
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toEqual([])
    const { error } = await bodyAt(await refund(id, { reason: 'Still broken' }), 502)
    expect(await auditOf(id, 'order.refund_withdrawn')).toEqual(
      [
        {
          amountCents: 45_99,
          reason: 'Broken',
          why: expect.stringMatching(/greater than unrefunded/),
        },
        { amountCents: 45_99, reason: 'Still broken', why: error },
      ].map((detail) => ({
        actorId: staff.id,
        action: 'order.refund_withdrawn',
        entity: 'order',
        detail,
      })),
    )
  })

  it('flags an order whose payment is disputed', async () => {
    const { id, intentId } = await paidOrder()
    const dispute = fake.dispute(intentId)
    const response = await send('charge.dispute.created', dispute)
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await orderRow(id)).disputedAt).toEqual(clock)
    expect(await auditOf(id, 'order.disputed')).toEqual([
      {
        actorId: null,
        action: 'order.disputed',
        entity: 'order',
        detail: { dispute: dispute.id, reason: 'fraudulent', amountCents: 45_99 },
      },
    ])
  })
})

describe('what a refund records and sends', () => {
  it('asks Stripe with the order, the reason and its own row, audits it and e-mails the customer', async () => {
    const { id, intentId } = await paidOrder()
    const asked = refundsAsked().length
    const response = await refund(id, { reason: 'Arrived broken' })
    const { refundId } = await bodyAt(response, 201)
    const [row] = await refundRows(id)
    const sent = refundsAsked().slice(asked)
    expect(sent.map((r) => r.body)).toEqual([
      {
        payment_intent: intentId,
        amount: '4599',
        reason: 'requested_by_customer',
        'metadata[orderId]': String(id),
        'metadata[reason]': 'Arrived broken',
        'metadata[orderRefundId]': String(row!.id),
      },
    ])
    expect(await auditOf(id, 'order.refund')).toEqual([
      {
        actorId: staff.id,
        action: 'order.refund',
        entity: 'order',
        detail: { refund: refundId, amountCents: 45_99, reason: 'Arrived broken', restock: [] },
      },
    ])
    const mails = await db
      .select({ to: outbox.to, body: outbox.body })
      .from(outbox)
      .where(eq(outbox.subject, `A refund for your BrightMinds order #${id}`))
      .orderBy(asc(outbox.id))
    expect(mails).toEqual([
      {
        to: 'dana@example.org',
        body: [
          'Hi Dana,',
          '',
          `We refunded $45.99 of your order #${id} to the card you paid with. Banks usually show it within 5-10 business days.`,
          '',
          'Questions? Write to hello@brightminds.org.',
        ].join('\n'),
      },
    ])
  })

  it.each(['paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const)(
    'refunds an order that is %s',
    async (status) => {
      const { id } = await paidOrder()
      await db.update(orders).set({ status }).where(eq(orders.id, id))
      const response = await refund(id, { amount: 5, reason: 'Goodwill' })
      expect(response.status).toBe(201)
      expect((await orderRow(id)).refundedCents).toBe(5_00)
    },
  )

  it.each(['pending_payment', 'failed'] as const)(
    'refuses to refund an order that is %s',
    async (status) => {
      const { id } = await paidOrder()
      await db.update(orders).set({ status }).where(eq(orders.id, id))
      const response = await refund(id, { amount: 5, reason: 'Goodwill' })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({ error: 'Only a paid order can be refunded' })
    },
  )
})

describe('refunds by line', () => {
  it('refunds a line at its full quantity and its own price, restocking only that product', async () => {
    const {
      id,
      products: [puzzle, kit],
    } = await paidOrderOf([
      { priceCents: 20_00, quantity: 1 },
      { priceCents: 15_00, quantity: 3 },
    ])
    const response = await refund(id, {
      lines: [{ productId: kit!.id, quantity: 3 }],
      reason: 'Kits came back',
      restock: true,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ amount: 45, refunded: 45 })
    // Placing the order took 1 puzzle and 3 kits off the shelf; the 3 kits are back.
    expect(await stockOf(kit!.id)).toBe(10)
    expect(await stockOf(puzzle!.id)).toBe(10 - 1)
    const [row] = await refundRows(id)
    expect(row).toMatchObject({
      amountCents: 45_00,
      restock: [{ productId: kit!.id, quantity: 3 }],
      restocked: true,
    })
  })

  it('multiplies the unit price by the quantity refunded', async () => {
    const {
      id,
      products: [puzzle],
    } = await paidOrderOf([{ priceCents: 20_00, quantity: 3 }])
    const response = await refund(id, {
      lines: [{ productId: puzzle!.id, quantity: 2 }],
      reason: 'Two broken',
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ amount: 40, refunded: 40 })
  })

  it('refuses a line of a product the order does not have', async () => {
    const { id } = await paidOrderOf([{ priceCents: 20_00, quantity: 2 }])
    const other = await insertProduct(db, { priceCents: 20_00, stock: 10 })
    const response = await refund(id, {
      lines: [{ productId: other.id, quantity: 1 }],
      reason: 'Not ours',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Each refunded line must be an item of this order, at most its quantity',
    })
    expect(await refundRows(id)).toEqual([])
  })

  it('leaves stock alone when the goods did not come back', async () => {
    const {
      id,
      products: [puzzle],
    } = await paidOrderOf([{ priceCents: 20_00, quantity: 2 }])
    const response = await refund(id, {
      lines: [{ productId: puzzle!.id, quantity: 1 }],
      reason: 'Scratched',
    })
    expect(response.status).toBe(201)
    expect(await stockOf(puzzle!.id)).toBe(10 - 2)
    const [row] = await refundRows(id)
    expect(row).toMatchObject({ amountCents: 20_00, restock: null, restocked: false })
    expect(await auditOf(id, 'order.refund')).toEqual([
      expect.objectContaining({ detail: expect.objectContaining({ restock: [] }) }),
    ])
  })

  it('restocks the rest of a line after an earlier refund restocked part of it', async () => {
    const {
      id,
      products: [puzzle],
    } = await paidOrderOf([{ priceCents: 20_00, quantity: 3 }])
    const first = await refund(id, {
      lines: [{ productId: puzzle!.id, quantity: 1 }],
      reason: 'One came back',
      restock: true,
    })
    expect(first.status).toBe(201)
    const second = await refund(id, {
      lines: [{ productId: puzzle!.id, quantity: 2 }],
      reason: 'The others came back',
      restock: true,
    })
    expect(second.status).toBe(201)
    expect(await stockOf(puzzle!.id)).toBe(10)
    expect((await refundRows(id)).map((r) => [r.restock, r.restocked])).toEqual([
      [[{ productId: puzzle!.id, quantity: 1 }], true],
      [[{ productId: puzzle!.id, quantity: 2 }], true],
    ])
    const third = await refund(id, {
      lines: [{ productId: puzzle!.id, quantity: 1 }],
      reason: 'Again?',
      restock: true,
    })
    expect(third.status).toBe(400)
    expect(await third.json()).toEqual({
      error:
        'Each returned line must be an item of this order, at most what was ordered and not yet back in stock',
    })
  })
})

describe('refunds of the whole order that restock', () => {
  it('puts every item back in stock', async () => {
    const {
      id,
      products: [puzzle, kit],
    } = await paidOrderOf([
      { priceCents: 20_00, quantity: 1 },
      { priceCents: 15_00, quantity: 2 },
    ])
    const response = await refund(id, { reason: 'All came back', restock: true })
    expect(response.status).toBe(201)
    expect(await stockOf(puzzle!.id)).toBe(10)
    expect(await stockOf(kit!.id)).toBe(10)
    const [row] = await refundRows(id)
    expect(row).toMatchObject({
      amountCents: 50_00,
      restock: [
        { productId: puzzle!.id, quantity: 1 },
        { productId: kit!.id, quantity: 2 },
      ],
      restocked: true,
    })
  })

  it('puts back only what had not come back already', async () => {
    const {
      id,
      products: [puzzle, kit],
    } = await paidOrderOf([
      { priceCents: 20_00, quantity: 1 },
      { priceCents: 15_00, quantity: 2 },
    ])
    expect(
      (
        await returns(id, [
          { productId: puzzle!.id, quantity: 1 },
          { productId: kit!.id, quantity: 1 },
        ])
      ).status,
    ).toBe(201)
    const response = await refund(id, { reason: 'The rest came back', restock: true })
    expect(response.status).toBe(201)
    expect(await stockOf(puzzle!.id)).toBe(10)
    expect(await stockOf(kit!.id)).toBe(10)
    const [row] = await refundRows(id)
    expect(row).toMatchObject({
      amountCents: 50_00,
      restock: [{ productId: kit!.id, quantity: 1 }],
      restocked: true,
    })
  })

  it('records no restock when everything had come back already', async () => {
    const {
      id,
      products: [puzzle],
    } = await paidOrderOf([{ priceCents: 20_00, quantity: 2 }])
    expect((await returns(id, [{ productId: puzzle!.id, quantity: 2 }])).status).toBe(201)
    const response = await refund(id, { reason: 'Came back earlier', restock: true })
    expect(response.status).toBe(201)
    expect(await stockOf(puzzle!.id)).toBe(10)
    const [row] = await refundRows(id)
    expect(row).toMatchObject({ restock: null, restocked: false })
  })

  it('restocks nothing twice when the goods came back while Stripe’s answer was lost', async () => {
    const {
      id,
      intentId,
      products: [puzzle],
    } = await paidOrderOf([{ priceCents: 20_00, quantity: 2 }])
    const warned = vi.spyOn(log, 'warn').mockImplementation(() => {})
    try {
      fake.loseAnswersAt('/v1/refunds', 3)
      const lost = await refund(id, {
        lines: [{ productId: puzzle!.id, quantity: 2 }],
        reason: 'Both came back',
        restock: true,
      })
      expect(lost.status).toBe(502)
      expect((await refundRows(id)).map((r) => r.status)).toEqual(['pending'])
      // Meanwhile the parcel is booked in by hand.
      expect((await returns(id, [{ productId: puzzle!.id, quantity: 2 }])).status).toBe(201)
      const charge = fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
      const event = await send('charge.refunded', charge)
      expect(await event.json()).toEqual({ received: true, outcome: 'applied' })
      expect(await stockOf(puzzle!.id)).toBe(10)
      const [row] = await refundRows(id)
      expect(row).toMatchObject({ status: 'succeeded', restocked: false })
      expect(warned).toHaveBeenCalledWith(
        `Order ${id}: refund ${row!.stripeRefundId} asked to restock goods already returned.`,
      )
    } finally {
      warned.mockRestore()
    }
  })
})

describe('refunds with an Idempotency-Key', () => {
  it('answers a repeated key with the refund made, without asking Stripe again', async () => {
    const { id } = await paidOrder()
    const first = await refund(id, { amount: 5, reason: 'Late' }, 'refund-key-repeat')
    expect(first.status).toBe(201)
    const made = await first.json()
    const asked = refundsAsked().length
    const again = await refund(id, { amount: 5, reason: 'Late' }, 'refund-key-repeat')
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(made)
    expect(refundsAsked().length).toBe(asked)
    expect((await refundRows(id)).length).toBe(1)
  })

  it('makes a second refund under another key', async () => {
    const { id } = await paidOrder()
    expect((await refund(id, { amount: 5, reason: 'Late' }, 'refund-key-first')).status).toBe(201)
    const second = await refund(id, { amount: 5, reason: 'Late' }, 'refund-key-second')
    expect(second.status).toBe(201)
    expect(await second.json()).toMatchObject({ amount: 5, refunded: 10 })
  })

  it('takes the same lines in another order as the same request', async () => {
    const {
      id,
      products: [puzzle, kit],
    } = await paidOrderOf([
      { priceCents: 20_00, quantity: 1 },
      { priceCents: 15_00, quantity: 2 },
    ])
    const lines = [
      { productId: puzzle!.id, quantity: 1 },
      { productId: kit!.id, quantity: 1 },
    ]
    const first = await refund(id, { lines, reason: 'Two broken' }, 'refund-key-lines')
    expect(first.status).toBe(201)
    const made = await first.json()
    const again = await refund(
      id,
      { lines: [...lines].reverse(), reason: 'Two broken' },
      'refund-key-lines',
    )
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(made)
    expect((await refundRows(id)).length).toBe(1)
  })
})
