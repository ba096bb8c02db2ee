import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema'
import {
  insertOrder,
  insertProduct,
  insertUser,
  testPassword,
  validContact,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const { request, api, db } = await createTestApp()

const path = '/api/orders/last-shipping-address'

const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const lastShippingAddress = api.orders['last-shipping-address'].$get

async function lastAddress(cookie: string) {
  return (await bodyAt(await lastShippingAddress({}, as(cookie)), 200)).shippingAddress
}

let productId: number

beforeAll(async () => {
  productId = (await insertProduct(db, { priceCents: 12_00, stock: 50 })).id
})

describe('GET /api/orders/last-shipping-address', () => {
  it('answers 401 with an error body when nobody is signed in', async () => {
    const response = await lastShippingAddress()
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Not signed in' })
  })

  it('answers null to a member who has never had anything posted', async () => {
    const member = await insertUser(db)
    const cookie = await signIn(request, member.username, testPassword)
    expect(await lastAddress(cookie)).toBeNull()
  })

  it('answers the address of the newest order that was posted, never a private answer cached', async () => {
    const member = await insertUser(db)
    const older = await insertOrder(db, {
      userId: member.id,
      productId,
      contact: { address: '1 Old Road', city: 'Dallas', zipCode: '75201' },
    })
    const newer = await insertOrder(db, {
      userId: member.id,
      productId,
      status: 'cancelled',
      contact: { address: '77 Birch Lane', city: 'Toronto', state: 'ON', zipCode: 'M5V 2T6' },
    })
    const digital = await insertOrder(db, { userId: member.id, productId })
    // A storytelling package only: nothing posted, no address kept (decision 039).
    await db
      .update(orders)
      .set({ ships: false, address: '', city: '', state: '', zipCode: '' })
      .where(eq(orders.id, digital.id))
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-01-01T00:00:00Z') })
      .where(eq(orders.id, older.id))
    await db
      .update(orders)
      .set({ country: 'CA', createdAt: new Date('2025-02-01T00:00:00Z') })
      .where(eq(orders.id, newer.id))
    await db
      .update(orders)
      .set({ createdAt: new Date('2025-03-01T00:00:00Z') })
      .where(eq(orders.id, digital.id))

    const cookie = await signIn(request, member.username, testPassword)
    const response = await lastShippingAddress({}, as(cookie))
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.json()).toEqual({
      shippingAddress: {
        address: '77 Birch Lane',
        city: 'Toronto',
        state: 'ON',
        zipCode: 'M5V 2T6',
        country: 'CA',
      },
    })
  })

  it('follows the order a member has just placed through the shop', async () => {
    const member = await insertUser(db)
    const cookie = await signIn(request, member.username, testPassword)
    const contact = { ...validContact(), address: '5 Pecan Street', zipCode: '78702' }
    const placed = await api.orders.$post(
      {
        json: {
          items: [{ productId, quantity: 1, price: 12 }],
          total: 17.99,
          shippingMethod: 'standard',
          contact,
        },
      },
      { headers: { Cookie: cookie, 'Idempotency-Key': randomUUID() } },
    )
    expect(placed.status, await placed.clone().text()).toBe(201)
    expect(await lastAddress(cookie)).toEqual({
      address: '5 Pecan Street',
      city: contact.city,
      state: contact.state,
      zipCode: '78702',
      country: 'US',
    })
  })

  it("never tells one member another's address, whatever the request names", async () => {
    const owner = await insertUser(db)
    await insertOrder(db, { userId: owner.id, productId, contact: { address: '9 Secret Way' } })
    const other = await insertUser(db)
    const otherCookie = await signIn(request, other.username, testPassword)

    expect(await lastAddress(otherCookie)).toBeNull()
    // A query the route does not take, sent as it is.
    const named = await request(`${path}?userId=${owner.id}`, { headers: { Cookie: otherCookie } })
    expect(named.status).toBe(200)
    expect(await named.json()).toEqual({ shippingAddress: null })
    // The order routes' own lookup by id refuses it the same way.
    const [ownerOrder] = await db.select().from(orders).where(eq(orders.userId, owner.id))
    const byId = await api.orders[':id'].$get(
      { param: { id: String(ownerOrder!.id) } },
      as(otherCookie),
    )
    expect(byId.status).toBe(404)
    expect(await byId.json()).toEqual({ error: 'Order not found' })
  })

  // A method the route does not answer, sent as it is.
  it('answers only GET: a write to it is refused with a JSON error', async () => {
    const member = await insertUser(db)
    const cookie = await signIn(request, member.username, testPassword)
    const response = await request(path, {
      headers: { Cookie: cookie },
      json: { address: '1 Forged Street' },
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect(await response.json()).toHaveProperty('error')
  })
})
