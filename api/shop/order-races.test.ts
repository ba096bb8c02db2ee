import { and, eq, inArray } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it } from 'vitest'
import { auditLog, orderEvents, orderItems, orders, outbox, products } from '../../db/schema'
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
import { bodyAt } from '../../test/typed-response'
import { releaseExpiredHolds } from './orders'

// Stock and per-account limits under concurrency (decision 049). On PGlite requests run one at
// a time; on Postgres (TEST_DATABASE_URL) these are real races. Each test asserts the invariants:
// stock never negative and equal to what is not held or sold; what one account holds within
// its limits; one row per Idempotency-Key; no 5xx.

const N = 10
const holdMinutes = 30
const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2026-11-27T09:00:00Z')
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    ORDERS_PER_USER_PER_HOUR: '1000',
    ORDER_HOLD_MINUTES: String(holdMinutes),
    ORDER_MAX_UNITS_PER_PRODUCT: '10',
    ORDER_MAX_DOLLARS: '1000',
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const staff = await insertUser(db, { isAdmin: true })
const staffCookie = await signIn(request, staff.username, testPassword)

let accounts = 0
async function account() {
  const user = await insertUser(db, { username: `racer${++accounts}` })
  return { id: user.id, cookie: await signIn(request, user.username, testPassword) }
}

type OrderBody = InferRequestType<typeof api.orders.$post>['json']
type Line = OrderBody['items'][number]
const orderOf = (items: Line[]): OrderBody => {
  const subtotal = items.reduce((sum, line) => sum + line.quantity * line.price, 0)
  return {
    items,
    total: Math.round((subtotal >= 50 ? subtotal : subtotal + 5.99) * 100) / 100,
    shippingMethod: 'standard',
    contact: validContact(),
  }
}
const postOrder = (cookie: string, items: Line[], key?: string) =>
  api.orders.$post(
    { json: orderOf(items) },
    { headers: { Cookie: cookie, ...(key ? { 'Idempotency-Key': key } : {}) } },
  )
const startPayment = (cookie: string, orderId: number) =>
  api['create-payment-intent'].$post({ json: { orderId } }, { headers: { Cookie: cookie } })
type StaffMove = InferRequestType<(typeof api.admin.orders)[':id']['$patch']>['json']
const moveOrder = (id: number, json: StaffMove) =>
  api.admin.orders[':id'].$patch(
    { param: { id: String(id) }, json },
    { headers: { Cookie: staffCookie } },
  )

const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

/** Units of a product held by unpaid orders or sold (paid and on), per the order rows. */
async function unitsOut(productId: number) {
  const rows = await db
    .select({ quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.productId, productId),
        inArray(orders.status, ['pending_payment', 'paid', 'packed', 'shipped', 'delivered']),
      ),
    )
  return rows.reduce((sum, row) => sum + row.quantity, 0)
}

async function expectStockAccounted(product: { id: number }, initial: number) {
  const stock = await stockOf(product.id)
  expect(stock).toBeGreaterThanOrEqual(0)
  expect(stock).toBe(initial - (await unitsOut(product.id)))
}

/** What one account's unpaid orders hold: units per product and dollars. */
async function heldBy(userId: number) {
  const unpaid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
  const items =
    unpaid.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(
            inArray(
              orderItems.orderId,
              unpaid.map((o) => o.id),
            ),
          )
  const units = new Map<number, number>()
  for (const item of items)
    units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity)
  return {
    orders: unpaid.length,
    maxUnits: Math.max(0, ...units.values()),
    cents: unpaid.reduce((sum, o) => sum + o.totalCents, 0),
  }
}

const no5xx = (responses: { status: number }[]) =>
  expect(responses.filter((r) => r.status >= 500).map((r) => r.status)).toEqual([])

describe('orders racing each other', () => {
  it(`holds one order's worth for an account that places ${N} orders of 10 units at once`, async () => {
    const buyer = await account()
    const product = await insertProduct(db, { priceCents: 54_99, stock: 200 })
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        postOrder(buyer.cookie, [{ productId: product.id, quantity: 10, price: 54.99 }]),
      ),
    )
    no5xx(responses)
    // Each placed order replaced the one before it: one is left holding, within the limits.
    expect(await heldBy(buyer.id)).toEqual({ orders: 1, maxUnits: 10, cents: 549_90 })
    await expectStockAccounted(product, 200)
    expect(await stockOf(product.id)).toBe(190)
  })

  it(`holds one order's worth for an account that places ${N} orders of different products at once`, async () => {
    const buyer = await account()
    const shelf = await Promise.all(
      Array.from({ length: N }, () => insertProduct(db, { priceCents: 90_00, stock: 20 })),
    )
    const responses = await Promise.all(
      shelf.map((p) => postOrder(buyer.cookie, [{ productId: p.id, quantity: 10, price: 90 }])),
    )
    no5xx(responses)
    const held = await heldBy(buyer.id)
    expect(held.orders).toBe(1)
    expect(held.cents).toBeLessThanOrEqual(1000_00)
    for (const p of shelf) await expectStockAccounted(p, 20)
    const onShelf = await Promise.all(shelf.map((p) => stockOf(p.id)))
    expect(onShelf.reduce((a, b) => a + b, 0)).toBe(N * 20 - 10)
  })

  it(`sells the last 5 units to 5 of ${N} accounts ordering at once`, async () => {
    const product = await insertProduct(db, { priceCents: 20_00, stock: 5 })
    const buyers = await Promise.all(Array.from({ length: N }, () => account()))
    const responses = await Promise.all(
      buyers.map((b) => postOrder(b.cookie, [{ productId: product.id, quantity: 1, price: 20 }])),
    )
    no5xx(responses)
    expect(responses.map((r) => r.status).sort()).toEqual([
      ...Array(5).fill(201),
      ...Array(N - 5).fill(409),
    ])
    expect(await stockOf(product.id)).toBe(0)
    await expectStockAccounted(product, 5)
  })

  it(`makes one order for ${N} submits with one Idempotency-Key`, async () => {
    const buyer = await account()
    const product = await insertProduct(db, { priceCents: 20_00, stock: 50 })
    const responses = await Promise.all(
      Array.from({ length: N }, () =>
        postOrder(
          buyer.cookie,
          [{ productId: product.id, quantity: 2, price: 20 }],
          'one-cart-key',
        ),
      ),
    )
    no5xx(responses)
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => (await bodyAt(r, r.status === 201 ? 201 : 200)).id),
      ),
    )
    expect(ids.size).toBe(1)
    const rows = await db.select().from(orders).where(eq(orders.userId, buyer.id))
    expect(rows).toHaveLength(1)
    await expectStockAccounted(product, 50)
  })

  it(`asks Stripe for one PaymentIntent when ${N} payment starts for one order race`, async () => {
    const buyer = await account()
    const product = await insertProduct(db, { priceCents: 20_00, stock: 50 })
    const placed = await postOrder(buyer.cookie, [
      { productId: product.id, quantity: 3, price: 20 },
    ])
    const { id } = await bodyAt(placed, 201)
    const responses = await Promise.all(
      Array.from({ length: N }, () => startPayment(buyer.cookie, id)),
    )
    no5xx(responses)
    const intents = new Set(
      await Promise.all(
        responses.map(async (r) => intentIdOf((await bodyAt(r, 200)).clientSecret)),
      ),
    )
    expect(intents.size).toBe(1)
    const [row] = await db.select().from(orders).where(eq(orders.id, id))
    expect(row!.paymentIntentId).toBe([...intents][0])
  })

  it(`returns a cancelled order's stock once when ${N} staff cancel it at once`, async () => {
    const buyer = await account()
    const product = await insertProduct(db, { priceCents: 20_00, stock: 30 })
    const placed = await postOrder(buyer.cookie, [
      { productId: product.id, quantity: 4, price: 20 },
    ])
    const { id } = await bodyAt(placed, 201)
    const payment = await startPayment(buyer.cookie, id)
    const intentId = intentIdOf((await bodyAt(payment, 200)).clientSecret)
    await send('payment_intent.succeeded', fake.succeedPayment(intentId))
    expect(await stockOf(product.id)).toBe(26)
    const responses = await Promise.all(
      Array.from({ length: N }, () => moveOrder(id, { status: 'cancelled' })),
    )
    no5xx(responses)
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(N - 1).fill(409)])
    expect(await stockOf(product.id)).toBe(30)
    await expectStockAccounted(product, 30)
  })

  it(`moves a paid order once when ${N} staff ship and cancel it at once`, async () => {
    const product = await insertProduct(db, { priceCents: 20_00, stock: 30 })
    const order = await insertOrder(db, { productId: product.id, quantity: 4, status: 'paid' })
    await db.update(products).set({ stock: 26 }).where(eq(products.id, product.id))
    const count = async (table: typeof orderEvents | typeof auditLog | typeof outbox) =>
      (await db.select().from(table)).length
    const before = [await count(orderEvents), await count(auditLog), await count(outbox)]
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        moveOrder(
          order.id,
          i % 2 === 0
            ? { status: 'shipped', carrier: 'USPS', trackingNumber: `9400 ${i}` }
            : { status: 'cancelled' },
        ),
      ),
    )
    no5xx(responses)
    // Whichever move came first, every other one finds an order that can no longer make it.
    expect(responses.map((r) => r.status).sort()).toEqual([200, ...Array(N - 1).fill(409)])
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    const winner = responses.findIndex((r) => r.status === 200)
    expect(row!.status).toBe(winner % 2 === 0 ? 'shipped' : 'cancelled')
    if (row!.status === 'shipped') expect(row!.trackingNumber).toBe(`9400 ${winner}`)
    // One move: one event and one audit entry, and the stock back only if the goods never left.
    expect([await count(orderEvents), await count(auditLog)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ])
    // And one e-mail to the customer: shipped, or cancelled.
    expect(await count(outbox)).toBe(before[2]! + 1)
    expect(await stockOf(product.id)).toBe(row!.status === 'cancelled' ? 30 : 26)
  })

  it(`releases an expired hold once when ${N} sweeps run at once`, async () => {
    const buyer = await account()
    const product = await insertProduct(db, { priceCents: 20_00, stock: 12 })
    await postOrder(buyer.cookie, [{ productId: product.id, quantity: 7, price: 20 }])
    const later = new Date(clock.getTime() + (holdMinutes + 1) * 60_000)
    const unpaid = await db.select().from(orders).where(eq(orders.status, 'pending_payment'))
    const released = await Promise.all(
      Array.from({ length: N }, () => releaseExpiredHolds(db, later, holdMinutes)),
    )
    // Every unpaid order of this file, each released by exactly one of the sweeps.
    expect(released.reduce((a, b) => a + b, 0)).toBe(unpaid.length)
    expect(await stockOf(product.id)).toBe(12)
    await expectStockAccounted(product, 12)
  })
})

describe('an account cannot keep a small product off the shelf', () => {
  it('ends a replaced hold when the first one would have ended', async () => {
    const buyer = await account()
    const robots = await insertProduct(db, { priceCents: 60_00, stock: 8 })
    const start = clock
    await postOrder(buyer.cookie, [{ productId: robots.id, quantity: 8, price: 60 }])
    clock = new Date(start.getTime() + 20 * 60_000)
    // The same cart placed again (a new address, say) replaces the order, not its clock.
    const again = await postOrder(buyer.cookie, [{ productId: robots.id, quantity: 8, price: 60 }])
    expect(again.status).toBe(201)
    expect(
      await releaseExpiredHolds(db, new Date(start.getTime() + 29 * 60_000), holdMinutes),
    ).toBe(0)
    expect(
      await releaseExpiredHolds(db, new Date(start.getTime() + 31 * 60_000), holdMinutes),
    ).toBe(1)
    expect(await stockOf(robots.id)).toBe(8)
  })

  it('counts an expired hold against the next one for a hold length, then lets it go', async () => {
    const hoarder = await account()
    const parent = await account()
    const robots = await insertProduct(db, { priceCents: 60_00, stock: 8 })
    const puzzles = await insertProduct(db, { priceCents: 10_00, stock: 50 })
    const start = clock
    await postOrder(hoarder.cookie, [{ productId: robots.id, quantity: 8, price: 60 }])
    const expiredAt = new Date(start.getTime() + (holdMinutes + 1) * 60_000)
    expect(await releaseExpiredHolds(db, expiredAt, holdMinutes)).toBe(1)

    clock = new Date(expiredAt.getTime() + 5 * 60_000)
    const refused = await postOrder(hoarder.cookie, [
      { productId: robots.id, quantity: 8, price: 60 },
    ])
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error:
        'Your last unpaid order held these items until its time ran out. So other families get a turn, you can order them again in 25 minutes, or write to hello@brightminds.org and we will help.',
    })
    expect(await stockOf(robots.id)).toBe(8)
    // What stays within the limits with the expired hold counted is still welcome.
    const small = await postOrder(hoarder.cookie, [
      { productId: robots.id, quantity: 2, price: 60 },
      { productId: puzzles.id, quantity: 3, price: 10 },
    ])
    expect(small.status).toBe(201)
    // Another family reaches the rest meanwhile.
    const other = await postOrder(parent.cookie, [{ productId: robots.id, quantity: 6, price: 60 }])
    expect(other.status).toBe(201)

    clock = new Date(expiredAt.getTime() + holdMinutes * 60_000 + 1000)
    await releaseExpiredHolds(db, clock, holdMinutes)
    const back = await postOrder(hoarder.cookie, [{ productId: robots.id, quantity: 2, price: 60 }])
    expect(back.status).toBe(201)
  })
})
