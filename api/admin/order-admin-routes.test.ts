import { and, eq, sql } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { auditLog, orders, outbox, products } from '../../db/schema'
import { insertOrder, insertProduct, insertUser, testPassword } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const clock = new Date('2026-05-04T10:00:00Z')
const { request, api, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example' },
  clock: () => clock,
})
const staff = await insertUser(db, { isAdmin: true, username: 'packer' })
const customer = await insertUser(db)
const staffCookie = await signIn(request, staff.username, testPassword)
const customerCookie = await signIn(request, customer.username, testPassword)
const as = (cookie: string, headers: Record<string, string> = {}) => ({
  headers: { Cookie: cookie, ...headers },
})
const staffOrders = api.admin.orders
const staffOrder = api.admin.orders[':id']
const patch = (id: number, json: InferRequestType<typeof staffOrder.$patch>['json']) =>
  staffOrder.$patch({ param: { id: String(id) }, json }, as(staffCookie))
/** A body the contract refuses, sent as it is. */
const patchAnyway = (id: number, json: unknown) =>
  request(`/api/admin/orders/${id}`, { method: 'PATCH', json, headers: { Cookie: staffCookie } })

async function paidOrder(options: { contact?: Record<string, string>; quantity?: number } = {}) {
  const product = await insertProduct(db, { stock: 10 })
  const order = await insertOrder(db, {
    userId: customer.id,
    productId: product.id,
    quantity: options.quantity ?? 2,
    contact: options.contact,
  })
  return { order, product }
}

const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

describe('fulfilment', () => {
  it('packs, ships with tracking and delivers, with the history and the customer told', async () => {
    const { order } = await paidOrder()
    expect((await patch(order.id, { status: 'packed' })).status).toBe(200)
    const shipped = await patch(order.id, {
      status: 'shipped',
      carrier: 'USPS',
      trackingNumber: '9400 1000 0000 0000 0000 00',
      trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
      note: 'Two boxes',
    })
    expect(shipped.status).toBe(200)
    expect(await shipped.json()).toMatchObject({
      status: 'shipped',
      tracking: {
        carrier: 'USPS',
        number: '9400 1000 0000 0000 0000 00',
        url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
      },
    })
    expect((await patch(order.id, { status: 'delivered' })).status).toBe(200)

    // The customer's own order list shows the state and the tracking link.
    const mine = await api.orders.$get({}, as(customerCookie))
    const [listed] = (await mine.json()).filter((o) => o.id === order.id)
    expect(listed).toMatchObject({ status: 'delivered', tracking: { carrier: 'USPS' } })

    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your BrightMinds order #${order.id} is on its way`))
    expect(mail!.to).toBe(order.email)
    expect(mail!.body).toContain('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400')

    const page = await bodyAt(
      await staffOrder.$get({ param: { id: String(order.id) } }, as(staffCookie)),
      200,
    )
    expect(page.history.map(({ from, to, by }) => [from, to, by])).toEqual([
      ['paid', 'packed', 'packer'],
      ['packed', 'shipped', 'packer'],
      ['shipped', 'delivered', 'packer'],
    ])
    expect(page.history[1]!.note).toBe('Two boxes')
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)))
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['order.packed', staff.id],
      ['order.shipped', staff.id],
      ['order.delivered', staff.id],
    ])
  })

  it.each([
    ['pending_payment', 'shipped'],
    ['pending_payment', 'packed'],
    ['shipped', 'packed'],
    ['delivered', 'cancelled'],
    ['cancelled', 'packed'],
    ['failed', 'shipped'],
  ] as const)('refuses %s → %s with 409, changing nothing', async (from, to) => {
    const product = await insertProduct(db, { stock: 3 })
    const order = await insertOrder(db, { productId: product.id, status: from })
    const json = { status: to, carrier: 'UPS', trackingNumber: '1Z999' }
    const response = await patch(order.id, json)
    expect((await bodyAt(response, 409)).error).toMatch(/^An order that is .+ cannot become /)
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe(from)
  })

  it('needs the carrier and tracking number to ship, and an https tracking link', async () => {
    const { order } = await paidOrder()
    const noTracking = await patch(order.id, { status: 'shipped' })
    expect(noTracking.status).toBe(400)
    expect(await noTracking.json()).toEqual({
      error: 'Enter the carrier and tracking number to mark the order shipped',
    })
    const plainHttp = await patch(order.id, {
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z',
      trackingUrl: 'http://example.org/track',
    })
    expect(plainHttp.status).toBe(400)
    expect(await plainHttp.json()).toEqual({ error: 'The tracking link must start with https://' })
    expect((await patchAnyway(order.id, { status: 'refunded' })).status).toBe(400)
    expect((await patch(999999, { status: 'packed' })).status).toBe(404)
  })

  it('cancels a paid order: the stock goes back and the customer is told', async () => {
    const { order, product } = await paidOrder({ quantity: 3 })
    const before = await stockOf(product.id)
    const response = await patch(order.id, { status: 'cancelled', note: 'Out of print.' })
    expect(response.status).toBe(200)
    expect(await stockOf(product.id)).toBe(before + 3)
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your BrightMinds order #${order.id} was canceled`))
    expect(mail!.body).toContain('Out of print.')
  })
})

describe('the orders list', () => {
  it('filters by status, date and search, newest first, a page at a time', async () => {
    const marker = `zoe${Date.now()}`
    const made = []
    for (let i = 0; i < 3; i++) {
      const { order } = await paidOrder({
        contact: { email: `${marker}${i}@example.org`, firstName: 'Zoe', lastName: `Quill${i}` },
      })
      made.push(order)
    }
    await patch(made[0]!.id, { status: 'packed' })
    const list = async (query: InferRequestType<typeof staffOrders.$get>['query']) =>
      bodyAt(await staffOrders.$get({ query }, as(staffCookie)), 200)
    const byEmail = await list({ q: marker })
    expect(byEmail.orders.map((o) => o.id)).toEqual(made.map((o) => o.id).reverse())
    expect(byEmail.total).toBe(3)
    expect((await list({ q: marker, status: 'packed' })).orders.map((o) => o.id)).toEqual([
      made[0]!.id,
    ])
    expect((await list({ q: 'Zoe Quill1' })).orders.map((o) => o.id)).toEqual([made[1]!.id])
    // "#id" is that order only, even when another's e-mail has the same digits.
    await paidOrder({ contact: { email: `order${made[2]!.id}fan@example.org` } })
    expect((await list({ q: `#${made[2]!.id}` })).orders.map((o) => o.id)).toEqual([made[2]!.id])
    expect((await list({ q: marker, from: '2999-01-01' })).total).toBe(0)
    expect((await list({ q: marker, to: '2000-01-01' })).total).toBe(0)
    // A query the contract refuses, sent as it is.
    const bad = await request('/api/admin/orders?status=lost', { headers: { Cookie: staffCookie } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Unknown order status' })
  })
})

describe('CSV export', () => {
  it('answers CSV for Accept: text/csv, with a BOM and formula cells defused', async () => {
    await paidOrder({
      contact: { firstName: '=HYPERLINK("http://evil")', lastName: '+1', email: 'csv@example.org' },
    })
    const response = await staffOrders.$get(
      { query: { q: 'csv@example.org' } },
      as(staffCookie, { Accept: 'text/csv' }),
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="orders.csv"')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const [header, row] = text.split('\r\n')
    expect(header!.split(',').slice(0, 3)).toEqual(['order', 'created', 'status'])
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")",'+1,csv@example.org`)
  })

  it('says how much of each order was refunded', async () => {
    const rows = async (email: string) => {
      const response = await staffOrders.$get(
        { query: { q: email } },
        as(staffCookie, { Accept: 'text/csv' }),
      )
      const [header, ...lines] = new TextDecoder()
        .decode(new Uint8Array(await response.arrayBuffer()).slice(3))
        .split('\r\n')
      const columns = header!.split(',')
      return lines
        .filter(Boolean)
        .map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])))
    }
    const states: [string, number, string][] = [
      ['kept@example.org', 0, 'none'],
      ['part@example.org', 500, 'partial'],
      ['all@example.org', -1, 'full'],
    ]
    for (const [email, refundedCents, state] of states) {
      const { order } = await paidOrder({ contact: { email }, quantity: 1 })
      const [row] = await db
        .update(orders)
        .set({ refundedCents: refundedCents < 0 ? sql`${orders.totalCents}` : refundedCents })
        .where(eq(orders.id, order.id))
        .returning()
      const [line] = await rows(email)
      expect(line).toMatchObject({
        total: String(row!.totalCents / 100),
        refunded: String(row!.refundedCents / 100),
        'refund state': state,
      })
    }
  })

  it('streams 10,000 orders in batches without holding them all', async () => {
    const product = await insertProduct(db, { stock: 1 })
    await db.execute(sql`
      with made as (
        insert into orders (user_id, status, subtotal_cents, shipping_cents, total_cents,
          shipping_method, email, first_name, last_name, address, city, state, zip_code, country)
        select null, 'delivered', 1000, 599, 1599, 'standard', 'bulk' || n || '@example.org',
          'Bulk', 'Buyer', '1 Main St', 'Austin', 'TX', '78701', 'US'
        from generate_series(1, 10000) as n
        returning id)
      insert into order_items (order_id, product_id, name, unit_price_cents, quantity)
      select id, ${product.id}, 'Bulk Puzzle', 1000, 1 from made`)
    global.gc?.()
    const before = process.memoryUsage().heapUsed
    let peak = before
    const response = await staffOrders.$get(
      { query: { status: 'delivered', q: 'bulk' } },
      as(staffCookie, { Accept: 'text/csv' }),
    )
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    let chunks = 0
    let lines = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks++
      lines += decoder.decode(value, { stream: true }).split('\r\n').length - 1
      peak = Math.max(peak, process.memoryUsage().heapUsed)
    }
    expect(lines).toBe(10_001)
    // Read 500 orders at a time: twenty batches and the header, never one buffer of everything.
    expect(chunks).toBeGreaterThanOrEqual(20)
    console.info(
      `CSV of 10,000 orders: ${chunks} chunks, heap grew at most ${((peak - before) / 1_048_576).toFixed(1)} MiB while streaming`,
    )
  })
})
