import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fulfilmentStatuses } from '#core/schemas/admin-order'
import { orderStatuses } from '#core/schemas/order'
import {
  auditLog,
  orderEvents,
  orders,
  outbox,
  products,
  pushChoices,
  pushNotices,
  pushOutbox,
} from '../../db/schema'
import {
  insertOrder,
  insertProduct,
  insertPushDevice,
  insertUser,
  testPassword,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

// Every move staff could ask of every order state: the allowed ones move (the stock back only
// when a cancelled order's goods never left), every other one is a 409 that changes nothing.

const { request, api, db } = await createTestApp()
const staff = await insertUser(db, { isAdmin: true })
const cookie = await signIn(request, staff.username, testPassword)

const allowed: Record<(typeof fulfilmentStatuses)[number], string[]> = {
  packed: ['paid'],
  shipped: ['paid', 'packed'],
  delivered: ['shipped'],
  cancelled: ['pending_payment', 'paid', 'packed'],
}
const words: Record<string, string> = { pending_payment: 'awaiting payment', cancelled: 'canceled' }

const moves = orderStatuses.flatMap((from) => fulfilmentStatuses.map((to) => [from, to] as const))

const count = async (table: typeof orderEvents | typeof auditLog | typeof outbox) =>
  (await db.select().from(table)).length

describe('the fulfilment state machine', () => {
  it.each(moves)('moves an order that is %s to %s only where allowed', async (from, to) => {
    const product = await insertProduct(db, { stock: 10 })
    const order = await insertOrder(db, { productId: product.id, quantity: 3, status: from })
    const before = {
      events: await count(orderEvents),
      audit: await count(auditLog),
      mail: await count(outbox),
    }
    const response = await api.admin.orders[':id'].$patch(
      {
        param: { id: String(order.id) },
        json: {
          status: to,
          ...(to === 'shipped' ? { carrier: 'USPS', trackingNumber: '9400 1' } : {}),
        },
      },
      { headers: { Cookie: cookie } },
    )
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    const [{ stock }] = (await db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, product.id))) as [{ stock: number }]
    if (allowed[to].includes(from)) {
      expect(response.status).toBe(200)
      expect(row!.status).toBe(to)
      expect(stock).toBe(to === 'cancelled' ? 13 : 10)
      expect(await count(orderEvents)).toBe(before.events + 1)
      expect(await count(auditLog)).toBe(before.audit + 1)
    } else {
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: `An order that is ${words[from] ?? from} cannot become ${words[to] ?? to}`,
      })
      expect(row!.status).toBe(from)
      expect(stock).toBe(10)
      expect({
        events: await count(orderEvents),
        audit: await count(auditLog),
        mail: await count(outbox),
      }).toEqual(before)
    }
  })
})

describe('shipping, told by push (decision 095)', () => {
  it('tells a buyer who chose it on each device, once, in their language; others not', async () => {
    const buyer = await insertUser(db, { locale: 'es' })
    const quiet = await insertUser(db)
    await db.insert(pushChoices).values({ userId: buyer.id, topic: 'order-shipped' })
    for (const who of [buyer, quiet]) await insertPushDevice(db, who.id)
    const product = await insertProduct(db, { stock: 10 })
    const ship = async (userId: number) => {
      const order = await insertOrder(db, { productId: product.id, userId, status: 'paid' })
      const moved = await api.admin.orders[':id'].$patch(
        {
          param: { id: String(order.id) },
          json: { status: 'shipped', carrier: 'USPS', trackingNumber: '9400 7' },
        },
        { headers: { Cookie: cookie } },
      )
      expect(moved.status).toBe(200)
      return order
    }
    const order = await ship(buyer.id)
    await ship(quiet.id)
    const notices = await db.select().from(pushNotices).where(eq(pushNotices.userId, buyer.id))
    expect(notices).toEqual([
      expect.objectContaining({
        key: `order-shipped:${order.id}`,
        title: `El pedido n.º ${order.id} ya se envió`,
        body: 'USPS 9400 7',
        url: '/es/account',
      }),
    ])
    expect(await db.$count(pushOutbox, eq(pushOutbox.noticeId, notices[0]!.id))).toBe(1)
    expect(await db.$count(pushNotices, eq(pushNotices.userId, quiet.id))).toBe(0)
  })
})
