import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { auditLog, orderRefunds, orders } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { paidOrders } from '../../test/paid-orders'
import { signIn } from '../../test/sessions'
import { stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { orderRefundLedger } from '../shop/refunds'
import { refusalOf, settleStalePending } from './refund-pipeline'
import { createPayments } from './stripe'

// The refund pipeline shared by orders and gifts (decision 049), through an order's refunds:
// how Stripe's refusals and silences are told apart, how `charge.refunded` settles what Stripe
// lists, and how the sweep settles a refund whose answer was lost.

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2026-11-20T15:00:00Z')
const env = { ...fake.env, ORDERS_PER_USER_PER_HOUR: '1000' }
const { request, api, db } = await createTestApp({ env, clock: () => clock })
const send = stripeEvents(request, fake, () => clock)
const payments = createPayments({ ...env } as never)!
const staff = await insertUser(db, { isAdmin: true })
const staffCookie = await signIn(request, staff.username, testPassword)
const buyer = await insertUser(db)
const buyerCookie = await signIn(request, buyer.username, testPassword)

const paidOrderOf = paidOrders({ app: { api, db }, fake, send, cookie: buyerCookie })
/** A paid order of two $20 puzzles ($45.99 with shipping). */
const paidOrder = () => paidOrderOf([{ priceCents: 20_00, quantity: 2 }])

const refund = (id: number, json: unknown) =>
  request(`/api/admin/orders/${id}/refunds`, { json, headers: { Cookie: staffCookie } })
const refundsOf = (id: number) =>
  db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id)
const chargeOf = (intentId: string) =>
  fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
const refundRequests = () =>
  fake.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'GET').length
const refundedCents = async (id: number) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!.refundedCents

describe('what Stripe answers to a refund', () => {
  it('asks for the amount, for the customer, naming the refund row in its metadata', async () => {
    const order = await paidOrder()
    expect((await refund(order.id, { amount: 10, reason: 'Scratched box' })).status).toBe(201)
    const [row] = await refundsOf(order.id)
    const asked = fake.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/refunds')!
    expect(asked.body).toEqual({
      payment_intent: order.intentId,
      amount: '1000',
      reason: 'requested_by_customer',
      'metadata[orderId]': String(order.id),
      'metadata[reason]': 'Scratched box',
      'metadata[orderRefundId]': String(row!.id),
    })
  })

  it.each([400, 499])(
    'takes a %i as a refusal: nothing made, the row withdrawn, Stripe’s words shown',
    async (status) => {
      const order = await paidOrder()
      fake.failNextAt('/v1/refunds', status as 400 | 499)
      const response = await refund(order.id, { amount: 10, reason: 'Refused' })
      fake.resetFailures()
      expect(response.status).toBe(502)
      expect((await response.json()).error).toBe(
        status === 400 ? 'Fake refusal' : 'Fake client error',
      )
      expect(await refundsOf(order.id)).toEqual([])
      const [withdrawn] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.refund_withdrawn')))
      expect(withdrawn).toBeDefined()
    },
  )

  it.each([409, 429, 500])(
    'takes a %i as no answer: the refund stays pending, to be settled with Stripe later',
    async (status) => {
      const order = await paidOrder()
      // One failure for the request and one for each of the SDK's two retries.
      for (let i = 0; i < 3; i++) fake.failNextAt('/v1/refunds', status as 409 | 429 | 500)
      const response = await refund(order.id, { amount: 10, reason: 'Unsure' })
      fake.resetFailures()
      expect(response.status).toBe(502)
      expect((await response.json()).error).toMatch(/^Stripe did not confirm this refund in time/)
      expect((await refundsOf(order.id)).map((r) => [r.status, r.amountCents])).toEqual([
        ['pending', 10_00],
      ])
    },
  )
})

describe('charge.refunded', () => {
  it('does not ask Stripe when the recorded refunds already account for the charge', async () => {
    const order = await paidOrder()
    expect((await refund(order.id, { amount: 10, reason: 'Part' })).status).toBe(201)
    const before = refundRequests()
    const event = await send('charge.refunded', chargeOf(order.intentId))
    expect(await event.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect(refundRequests()).toBe(before)
  })

  it('asks Stripe when the charge was refunded beyond the recorded refunds, and records the rest once', async () => {
    const order = await paidOrder()
    expect((await refund(order.id, { amount: 10, reason: 'Part' })).status).toBe(201)
    // A refund in the dashboard with no reason, and one with the reason staff typed there.
    fake.refundInDashboard(order.intentId, 5_00)
    const charge = fake.refundInDashboard(order.intentId, 2_00, { reason: 'Goodwill' })
    const before = refundRequests()
    const event = await send('charge.refunded', charge)
    expect(await event.json()).toEqual({ received: true, outcome: 'applied' })
    expect(refundRequests()).toBe(before + 1)
    const rows = await refundsOf(order.id)
    expect(rows.map((r) => [r.amountCents, r.reason, r.status])).toEqual([
      [10_00, 'Part', 'succeeded'],
      [5_00, 'Refunded in the Stripe dashboard', 'succeeded'],
      [2_00, 'Goodwill', 'succeeded'],
    ])
    expect(await refundedCents(order.id)).toBe(17_00)
  })

  it('answers unchanged when Stripe lists nothing new for a pending refund it never made', async () => {
    const order = await paidOrder()
    expect((await refund(order.id, { amount: 10, reason: 'Made' })).status).toBe(201)
    // A refund left pending whose request never reached Stripe.
    for (let i = 0; i < 3; i++) fake.failNextAt('/v1/refunds', 500)
    expect((await refund(order.id, { amount: 5, reason: 'Lost' })).status).toBe(502)
    fake.resetFailures()
    const before = refundRequests()
    const event = await send('charge.refunded', chargeOf(order.intentId))
    expect(await event.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect(refundRequests()).toBe(before + 1)
    expect((await refundsOf(order.id)).map((r) => [r.status, r.amountCents])).toEqual([
      ['succeeded', 10_00],
      ['pending', 5_00],
    ])
    expect(await refundedCents(order.id)).toBe(10_00)
  })
})

describe('the sweep settles refunds whose answer was lost', () => {
  const settle = (at: Date) => settleStalePending(db, payments, orderRefundLedger, at, 60_000)
  const later = new Date(clock.getTime() + 10 * 60_000)

  /** An order with a refund Stripe made (its answer lost) and one Stripe never made. */
  async function lostAndNeverMade() {
    const order = await paidOrder()
    fake.loseAnswersAt('/v1/refunds', 3)
    expect((await refund(order.id, { amount: 10, reason: 'Lost answer' })).status).toBe(502)
    for (let i = 0; i < 3; i++) fake.failNextAt('/v1/refunds', 500)
    expect((await refund(order.id, { amount: 5, reason: 'Never made' })).status).toBe(502)
    fake.resetFailures()
    return order
  }

  it('completes the one Stripe made and withdraws the one it has no record of, and says so', async () => {
    const order = await lostAndNeverMade()
    // Another refund on the same payment, made in the dashboard: it names no row of ours.
    fake.refundInDashboard(order.intentId, 1_00)
    const settled = await settle(later)
    expect(settled.completed).toBeGreaterThanOrEqual(1)
    const rows = await refundsOf(order.id)
    expect(rows.map((r) => [r.status, r.amountCents, r.reason])).toEqual([
      ['succeeded', 10_00, 'Lost answer'],
    ])
    const listed = fake.requests.findLast((r) => r.method === 'GET' && r.path === '/v1/refunds')!
    expect(listed.query).toMatchObject({ payment_intent: order.intentId, limit: '100' })
    const [withdrawn] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.refund_withdrawn')))
    expect(withdrawn!.detail).toMatchObject({ why: 'Stripe has no record of this refund' })
    // Nothing is left for the next sweep.
    expect(await settle(later)).toEqual({ completed: 0, withdrawn: 0 })
  })

  it('counts what it completed and what it withdrew', async () => {
    // The other tests' pending rows are settled first, so these counts are this order's own.
    await settle(later)
    await lostAndNeverMade()
    expect(await settle(later)).toEqual({ completed: 1, withdrawn: 1 })
  })

  it('leaves a refund pending when Stripe does not answer the list, for the next sweep', async () => {
    await settle(later)
    const order = await paidOrder()
    fake.loseAnswersAt('/v1/refunds', 3)
    expect((await refund(order.id, { amount: 10, reason: 'Wait' })).status).toBe(502)
    for (let i = 0; i < 3; i++) fake.failNextAt('/v1/refunds', 500)
    expect(await settle(later)).toEqual({ completed: 0, withdrawn: 0 })
    fake.resetFailures()
    expect((await refundsOf(order.id)).map((r) => r.status)).toEqual(['pending'])
    expect(await settle(later)).toEqual({ completed: 1, withdrawn: 0 })
  })
})

describe('without Stripe', async () => {
  const offline = await createTestApp({ env: { ORDERS_PER_USER_PER_HOUR: '1000' } })
  const admin = await insertUser(offline.db, { isAdmin: true })
  const cookie = await signIn(offline.request, admin.username, testPassword)

  it('still checks a refund as it would be claimed, and writes nothing', async () => {
    const refundOffline = (id: number, json: unknown) =>
      offline.request(`/api/admin/orders/${id}/refunds`, { json, headers: { Cookie: cookie } })
    const missing = await refundOffline(999_999, { reason: 'Nothing' })
    expect(missing.status).toBe(404)
    const product = await insertProduct(offline.db, { priceCents: 20_00, stock: 5 })
    const parent = await insertUser(offline.db)
    const parentCookie = await signIn(offline.request, parent.username, testPassword)
    const placed = await offline.request('/api/orders', {
      json: {
        items: [{ productId: product.id, quantity: 1, price: 20 }],
        total: 25.99,
        shippingMethod: 'standard',
        contact: validContact(),
      },
      headers: { Cookie: parentCookie },
    })
    const { id } = (await placed.json()) as { id: number }
    await offline.db
      .update(orders)
      .set({ status: 'paid', paymentIntentId: `pi_offline_${id}` })
      .where(eq(orders.id, id))
    const tooMuch = await refundOffline(id, { amount: 30, reason: 'Too much' })
    expect(tooMuch.status).toBe(409)
    const fine = await refundOffline(id, { amount: 5, reason: 'Fine' })
    expect(fine.status).toBe(503)
    expect(
      await offline.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)),
    ).toEqual([])
  })

  it('lets a failure of the check itself through, rather than take it for no refusal', async () => {
    const broken = refusalOf(offline.db, async () => {
      throw new Error('the claim could not read the order')
    })
    await expect(broken).rejects.toThrow('the claim could not read the order')
  })
})
