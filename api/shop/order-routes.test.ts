import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderItems, orders, products } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { sweepExpired } from '../maintenance'

const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2025-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({
  env: { ...fake.env, ORDERS_PER_USER_PER_HOUR: '1000' },
  clock: () => clock,
})

const contact = validContact()

let cookie: string
let otherCookie: string

beforeAll(async () => {
  const user = await insertUser(db)
  const other = await insertUser(db)
  cookie = await signIn(request, user.username, testPassword)
  otherCookie = await signIn(request, other.username, testPassword)
})

type OrderBody = InferRequestType<typeof api.orders.$post>['json']
type Line = OrderBody['items'][number]

function orderBody(
  items: Line[],
  total: number,
  shippingMethod: OrderBody['shippingMethod'] = 'standard',
): OrderBody {
  return { items, total, shippingMethod, contact }
}

/** The signed-in member's cookie, and an Idempotency-Key when given. */
function as(session: string, key?: string) {
  return { headers: { Cookie: session, ...(key ? { 'Idempotency-Key': key } : {}) } }
}

function postOrder(body: OrderBody, options: { key?: string; as?: string } = {}) {
  return api.orders.$post({ json: body }, as(options.as ?? cookie, options.key))
}

/** An order placed (201), for a test that goes on with it. */
async function placeOrder(body: OrderBody, options: { key?: string; as?: string } = {}) {
  const response = await postOrder(body, options)
  if (response.status !== 201) throw new Error(`The order answered ${response.status}`)
  return response.json()
}

const paymentIntent = api['create-payment-intent']

async function stockOf(id: number) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id))
  return row!.stock
}

async function ordersCount() {
  return (await db.select({ id: orders.id }).from(orders)).length
}

describe('POST /api/orders', () => {
  it('computes the total on the server, reserves stock and answers the order (201)', async () => {
    const product = await insertProduct(db, { priceCents: 12_50, stock: 5 })
    const response = await postOrder(
      orderBody([{ productId: product.id, quantity: 2, price: 12.5 }], 30.99),
      { key: randomUUID() },
    )
    const order = await bodyAt(response, 201)
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotal: 25,
      shipping: 5.99,
      total: 30.99,
      shippingMethod: 'standard',
      items: [{ productId: product.id, name: product.name, quantity: 2, price: 12.5 }],
      contact,
    })
    expect(typeof order.id).toBe('number')
    expect(order.createdAt).toBe(clock.toISOString())
    expect(await stockOf(product.id)).toBe(3)
  })

  it('applies the shipping rule: $5.99 at $49.99, free at $50.00, $14.99 express', async () => {
    const p4999 = await insertProduct(db, { priceCents: 49_99 })
    const p5000 = await insertProduct(db, { priceCents: 50_00 })
    const below = await postOrder(
      orderBody([{ productId: p4999.id, quantity: 1, price: 49.99 }], 55.98),
    )
    expect(below.status).toBe(201)
    expect(await below.json()).toMatchObject({ subtotal: 49.99, shipping: 5.99, total: 55.98 })
    const at = await postOrder(orderBody([{ productId: p5000.id, quantity: 1, price: 50 }], 50))
    expect(at.status).toBe(201)
    expect(await at.json()).toMatchObject({ subtotal: 50, shipping: 0, total: 50 })
    const express = await postOrder(
      orderBody([{ productId: p5000.id, quantity: 1, price: 50 }], 64.99, 'express'),
    )
    expect(express.status).toBe(201)
    expect(await express.json()).toMatchObject({ shipping: 14.99, total: 64.99 })
  })

  it('refuses a tampered total with 409 and the right numbers, writing nothing', async () => {
    const product = await insertProduct(db, { priceCents: 20_00, stock: 4 })
    const before = await ordersCount()
    const response = await postOrder(
      orderBody([{ productId: product.id, quantity: 3, price: 20 }], 1),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'Prices have changed. Please review your order.',
      order: { subtotal: 60, shipping: 0, total: 60 },
    })
    expect(await ordersCount()).toBe(before)
    expect(await stockOf(product.id)).toBe(4)
  })

  it('refuses a tampered line price even when the total is the right one', async () => {
    const product = await insertProduct(db, { priceCents: 30_00 })
    const before = await ordersCount()
    // The server's own total ($30 + $5.99 shipping) with a line that claims $0.01: only the
    // line check can catch it.
    const response = await postOrder(
      orderBody([{ productId: product.id, quantity: 1, price: 0.01 }], 35.99),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      error: 'Prices have changed. Please review your order.',
      order: { subtotal: 30, shipping: 5.99, total: 35.99 },
    })
    expect(await ordersCount()).toBe(before)
  })

  it('refuses an unknown product with 400', async () => {
    const response = await postOrder(
      orderBody([{ productId: 987654, quantity: 1, price: 5 }], 10.99),
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Product 987654 is not available' })
  })

  it('refuses more than the stock and out-of-stock products with 409', async () => {
    const few = await insertProduct(db, { name: 'Gear Tower', priceCents: 10_00, stock: 2 })
    const none = await insertProduct(db, { name: 'Star Maze', priceCents: 10_00, stock: 0 })
    const tooMany = await postOrder(
      orderBody([{ productId: few.id, quantity: 3, price: 10 }], 35.99),
    )
    expect(tooMany.status).toBe(409)
    expect(await tooMany.json()).toEqual({ error: 'Gear Tower has only 2 left in stock' })
    const out = await postOrder(orderBody([{ productId: none.id, quantity: 1, price: 10 }], 15.99))
    expect(out.status).toBe(409)
    expect(await out.json()).toEqual({ error: 'Star Maze is out of stock' })
    expect(await stockOf(few.id)).toBe(2)
  })

  it.each([0, -1, 1.5, 1000])(
    'refuses quantity %s with 400 and a clear message',
    async (quantity) => {
      const product = await insertProduct(db, { priceCents: 1_00 })
      const before = await ordersCount()
      const response = await postOrder(
        orderBody([{ productId: product.id, quantity, price: 1 }], 6.99),
      )
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'Quantity must be a whole number from 1 to 99',
      })
      expect(await ordersCount()).toBe(before)
    },
  )

  it('refuses a missing contact field with the checkout message', async () => {
    const product = await insertProduct(db, { priceCents: 1_00 })
    const response = await postOrder({
      ...orderBody([{ productId: product.id, quantity: 1, price: 1 }], 6.99),
      contact: { ...contact, zipCode: '  ' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'ZIP code is required' })
  })

  it('sells the last unit once when two orders race for it', async () => {
    const product = await insertProduct(db, { priceCents: 15_00, stock: 1 })
    const body = orderBody([{ productId: product.id, quantity: 1, price: 15 }], 20.99)
    const responses = await Promise.all([
      postOrder(body, { key: randomUUID() }),
      postOrder(body, { key: randomUUID(), as: otherCookie }),
    ])
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409])
    expect(await stockOf(product.id)).toBe(0)
    const lines = await db.select().from(orderItems).where(eq(orderItems.productId, product.id))
    expect(lines).toHaveLength(1)
  })

  it('answers the same order for the same Idempotency-Key, also when sent at once', async () => {
    const product = await insertProduct(db, { priceCents: 10_00, stock: 10 })
    const body = orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99)
    const key = randomUUID()
    const first = await postOrder(body, { key })
    const again = await postOrder(body, { key })
    const firstOrder = await bodyAt(first, 201)
    expect((await bodyAt(again, 200)).id).toBe(firstOrder.id)

    const raceKey = randomUUID()
    const raced = await Promise.all([
      postOrder(body, { key: raceKey }),
      postOrder(body, { key: raceKey }),
    ])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 201])
    const [a, b] = await Promise.all(raced.map((r) => bodyAt(r, r.status === 201 ? 201 : 200)))
    expect(a!.id).toBe(b!.id)
    // One unit held: the raced order superseded the first one, which gave its unit back.
    expect(await stockOf(product.id)).toBe(9)
  })

  it.each([
    [11, 'For orders over 10 of one item, contact us at hello@brightminds.org.'],
    [99, 'For orders over 10 of one item, contact us at hello@brightminds.org.'],
  ])('refuses %i units of one product, saying whom to ask', async (quantity, message) => {
    const product = await insertProduct(db, { priceCents: 1_00, stock: 500 })
    const response = await postOrder(
      // $1 each: shipping is free from $50.
      orderBody(
        [{ productId: product.id, quantity, price: 1 }],
        quantity >= 50 ? quantity : quantity + 5.99,
      ),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: message })
    expect(await stockOf(product.id)).toBe(500)
  })

  it('refuses an unpaid order over $1,000', async () => {
    const product = await insertProduct(db, { priceCents: 120_00, stock: 50 })
    const response = await postOrder(
      orderBody([{ productId: product.id, quantity: 9, price: 120 }], 1080),
    )
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      error: 'For orders over $1,000.00, contact us at hello@brightminds.org.',
    })
  })

  it('lets one account hold one order’s worth: the hoarding pattern is refused or superseded', async () => {
    const user = await insertUser(db)
    const hoarder = await signIn(request, user.username, testPassword)
    const shelf = await Promise.all(
      [1, 2, 3].map(() => insertProduct(db, { priceCents: 5_00, stock: 99 })),
    )
    // 99 units of everything: refused outright.
    const greedy = shelf.map((p) => ({ productId: p.id, quantity: 99, price: 5 }))
    expect((await postOrder(orderBody(greedy, 1485), { as: hoarder })).status).toBe(409)
    // The most one order may hold, eleven times over: each order releases the one before.
    const most = shelf.map((p) => ({ productId: p.id, quantity: 10, price: 5 }))
    for (let i = 0; i < 11; i++) {
      expect((await postOrder(orderBody(most, 150), { as: hoarder })).status).toBe(201)
    }
    for (const p of shelf) expect(await stockOf(p.id)).toBe(89)
    const list = await (await api.orders.$get({}, as(hoarder))).json()
    expect(list.filter((order) => order.status === 'pending_payment')).toHaveLength(1)
  })

  it('lets a classroom set through when the shop raises the limit', async () => {
    const school = await createTestApp({ env: { ORDER_MAX_UNITS_PER_PRODUCT: '30' } })
    const teacher = await insertUser(school.db)
    const teacherCookie = await signIn(school.request, teacher.username, testPassword)
    const product = await insertProduct(school.db, { priceCents: 10_00, stock: 40 })
    const response = await school.api.orders.$post(
      { json: orderBody([{ productId: product.id, quantity: 30, price: 10 }], 300) },
      as(teacherCookie),
    )
    expect(response.status).toBe(201)
  })

  it('answers 422 when a used Idempotency-Key comes with another order, leaving the first', async () => {
    const product = await insertProduct(db, { priceCents: 10_00, stock: 10 })
    const key = randomUUID()
    const body = orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99)
    expect((await postOrder(body, { key })).status).toBe(201)
    const before = await ordersCount()
    const more = orderBody([{ productId: product.id, quantity: 2, price: 10 }], 25.99)
    const elsewhere = { ...body, contact: { ...body.contact, city: 'Dallas' } }
    const faster: typeof body = { ...body, shippingMethod: 'express', total: 24.99 }
    const roundedUp = { ...body, roundUp: true }
    for (const other of [more, elsewhere, faster, roundedUp]) {
      const response = await postOrder(other, { key })
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        error: 'This Idempotency-Key was already used for a different request.',
      })
    }
    expect(await ordersCount()).toBe(before)
    expect(await stockOf(product.id)).toBe(9)
  })

  it('keeps Idempotency-Keys per user', async () => {
    const product = await insertProduct(db, { priceCents: 10_00, stock: 10 })
    const body = orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99)
    const key = randomUUID()
    const mine = await placeOrder(body, { key })
    const theirs = await postOrder(body, { key, as: otherCookie })
    expect((await bodyAt(theirs, 201)).id).not.toBe(mine.id)
  })

  it('answers 401 signed out', async () => {
    const response = await api.orders.$post({ json: orderBody([], 0) })
    expect(response.status).toBe(401)
  })
})

describe('GET /api/orders', () => {
  it("lists the user's own orders newest first and hides others' orders (404)", async () => {
    const user = await insertUser(db)
    const mine = await signIn(request, user.username, testPassword)
    const product = await insertProduct(db, { priceCents: 10_00 })
    const body = orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99)
    const first = await placeOrder(body, { as: mine })
    clock = new Date(clock.getTime() + 1000)
    const second = await placeOrder(body, { as: mine })

    const list = await api.orders.$get({}, as(mine))
    expect(list.status).toBe(200)
    expect((await list.json()).map((o: { id: number }) => o.id)).toEqual([second.id, first.id])

    const own = await api.orders[':id'].$get({ param: { id: String(first.id) } }, as(mine))
    expect(own.status).toBe(200)
    // The newer order superseded it while unpaid.
    expect(await own.json()).toEqual({ ...first, status: 'cancelled' })

    const foreign = await api.orders[':id'].$get(
      { param: { id: String(first.id) } },
      as(otherCookie),
    )
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual({ error: 'Order not found' })
    const theirList = await (await api.orders.$get({}, as(otherCookie))).json()
    expect(theirList.map((o: { id: number }) => o.id)).not.toContain(first.id)
    const notAnId = await api.orders[':id'].$get({ param: { id: 'abc' } }, as(mine))
    expect(notAnId.status).toBe(404)
  })

  it('answers 401 signed out', async () => {
    expect((await api.orders.$get()).status).toBe(401)
    expect((await api.orders[':id'].$get({ param: { id: '1' } })).status).toBe(401)
  })
})

describe('POST /api/create-payment-intent', () => {
  it('creates a PaymentIntent for the server total in cents with the order id', async () => {
    const product = await insertProduct(db, { priceCents: 12_34, stock: 5 })
    const order = await placeOrder(
      orderBody([{ productId: product.id, quantity: 3, price: 12.34 }], 43.01),
    )
    const response = await paymentIntent.$post({ json: { orderId: order.id } }, as(cookie))
    const { clientSecret } = await bodyAt(response, 200)
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/)
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!
    expect(sent.method).toBe('POST')
    expect(sent.body.amount).toBe('4301')
    expect(sent.body.currency).toBe('usd')
    expect(sent.body['metadata[orderId]']).toBe(String(order.id))
    expect(sent.idempotencyKey).toMatch(new RegExp(`^order-${order.id}-\\d+$`))
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.paymentIntentId).toBe(clientSecret.split('_secret_')[0])

    // Asking again gives the same PaymentIntent, not a second one.
    const again = await paymentIntent.$post({ json: { orderId: order.id } }, as(cookie))
    expect((await bodyAt(again, 200)).clientSecret).toBe(clientSecret)
  })

  it("answers 404 for another user's order and 401 signed out", async () => {
    const product = await insertProduct(db, { priceCents: 10_00 })
    const order = await placeOrder(
      orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99),
    )
    const foreign = await paymentIntent.$post({ json: { orderId: order.id } }, as(otherCookie))
    expect(foreign.status).toBe(404)
    const signedOut = await paymentIntent.$post({ json: { orderId: order.id } })
    expect(signedOut.status).toBe(401)
  })

  it('answers 502 when Stripe refuses', async () => {
    const product = await insertProduct(db, { priceCents: 10_00 })
    const order = await placeOrder(
      orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99),
    )
    fake.failNext(400)
    const response = await paymentIntent.$post({ json: { orderId: order.id } }, as(cookie))
    expect(response.status).toBe(502)
  })
})

describe('order hold expiry', () => {
  it('cancels unpaid orders after ORDER_HOLD_MINUTES and releases their stock', async () => {
    const product = await insertProduct(db, { priceCents: 10_00, stock: 3 })
    const order = await placeOrder(
      orderBody([{ productId: product.id, quantity: 2, price: 10 }], 25.99),
    )
    expect(await stockOf(product.id)).toBe(1)
    const placedAt = new Date(order.createdAt).getTime()

    await sweepExpired(db, new Date(placedAt + 59 * 60_000), { orderHoldMinutes: 60 })
    expect(await stockOf(product.id)).toBe(1)

    await sweepExpired(db, new Date(placedAt + 61 * 60_000), { orderHoldMinutes: 60 })
    expect(await stockOf(product.id)).toBe(3)
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('cancelled')

    // A second sweep does not release the stock twice.
    await sweepExpired(db, new Date(placedAt + 120 * 60_000), { orderHoldMinutes: 60 })
    expect(await stockOf(product.id)).toBe(3)
  })
})

describe('without Stripe keys', async () => {
  const plain = await createTestApp({ env: { ORDERS_PER_USER_PER_HOUR: '2' } })

  it('answers a null publishable key, 503 for payment, and still records pending orders', async () => {
    const config = await plain.api.config.$get()
    expect(config.status).toBe(200)
    expect(await config.json()).toMatchObject({
      stripePublishableKey: null,
      pushPublicKey: null,
      maxUnitsPerProduct: 10,
      // No EIN set: none shown, rather than the receipt's "available on request".
      organization: { legalName: 'BrightMinds Foundation', ein: null },
    })

    const user = await insertUser(plain.db)
    const session = await signIn(plain.request, user.username, testPassword)
    const product = await insertProduct(plain.db, { priceCents: 10_00 })
    const placed = await plain.api.orders.$post(
      { json: orderBody([{ productId: product.id, quantity: 1, price: 10 }], 15.99) },
      as(session),
    )
    const order = await bodyAt(placed, 201)
    expect(order.status).toBe('pending_payment')

    const intent = await plain.api['create-payment-intent'].$post(
      { json: { orderId: order.id } },
      as(session),
    )
    expect(intent.status).toBe(503)
    expect(await intent.json()).toEqual({
      error:
        "Paying by card isn't available at the moment. Your order is still recorded, and we will contact you to arrange payment (questions: hello@brightminds.org).",
    })

    const webhook = await plain.request('/api/stripe/webhook', { method: 'POST', body: '{}' })
    expect(webhook.status).toBe(503)
  })

  it('throttles order posts per user (429)', async () => {
    const user = await insertUser(plain.db)
    const session = await signIn(plain.request, user.username, testPassword)
    const statuses: number[] = []
    for (let i = 0; i < 3; i++) {
      const response = await plain.api.orders.$post(
        { json: orderBody([{ productId: 987654, quantity: 1, price: 1 }], 6.99) },
        as(session),
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([400, 400, 429])
  })
})

describe('GET /api/config with keys', () => {
  it('answers the publishable key', async () => {
    expect(await (await api.config.$get()).json()).toMatchObject({
      stripePublishableKey: 'pk_test_fake',
      maxUnitsPerProduct: 10,
    })
  })
})
