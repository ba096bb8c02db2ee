import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  barrierReports,
  donationPayments,
  donations,
  orders,
  outbox,
  volunteerApplications,
} from '../../db/schema'
import {
  insertOrder,
  insertProduct,
  insertUser,
  testPassword,
  validVolunteerApplication,
} from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

// A Wednesday: its week began on Monday 2026-11-23.
const now = new Date('2026-11-25T15:00:00Z')
const { request, api, db } = await createTestApp({ clock: () => now })
const staff = await insertUser(db, { isAdmin: true })
const cookie = await signIn(request, staff.username, testPassword)

async function at(id: number, createdAt: string) {
  await db
    .update(orders)
    .set({ createdAt: new Date(createdAt) })
    .where(eq(orders.id, id))
}

describe('the admin overview', () => {
  it('adds up sales and gifts by week for 12 weeks, net of refunds, and counts what waits', async () => {
    const product = await insertProduct(db, { stock: 50 })
    // This week: $45.99 paid, $25.99 shipped with $5 refunded; a failed order counts for nothing.
    const a = await insertOrder(db, { productId: product.id, quantity: 2 })
    const b = await insertOrder(db, { productId: product.id, status: 'shipped' })
    await db.update(orders).set({ refundedCents: 5_00 }).where(eq(orders.id, b.id))
    const failed = await insertOrder(db, { productId: product.id, status: 'failed' })
    await at(a.id, '2026-11-23T00:00:00Z')
    await at(b.id, '2026-11-25T09:00:00Z')
    await at(failed.id, '2026-11-24T09:00:00Z')
    // Eleven weeks before (the first week shown), and twelve (not shown).
    const old = await insertOrder(db, { productId: product.id, status: 'delivered' })
    const older = await insertOrder(db, { productId: product.id, status: 'delivered' })
    await at(old.id, '2026-09-07T10:00:00Z')
    await at(older.id, '2026-09-06T23:59:59Z')
    // Packed long before the weeks shown: waiting for the carrier, in no week's sales.
    const packed = await insertOrder(db, { productId: product.id, status: 'packed' })
    await at(packed.id, '2026-01-05T10:00:00Z')

    const [gift] = await db
      .insert(donations)
      .values({
        amountCents: 100_00,
        refundedCents: 40_00,
        type: 'one-time',
        status: 'paid',
        createdAt: new Date('2026-11-16T12:00:00Z'),
      })
      .returning()
    const [monthly] = await db
      .insert(donations)
      .values({
        amountCents: 15_00,
        type: 'monthly',
        status: 'paid',
        createdAt: new Date('2026-10-01T12:00:00Z'),
      })
      .returning()
    await db.insert(donationPayments).values({
      donationId: monthly!.id,
      invoiceId: 'in_1',
      amountCents: 15_00,
      paidAt: new Date('2026-11-17T08:00:00Z'),
    })
    expect(gift).toBeDefined()

    await db.insert(volunteerApplications).values(validVolunteerApplication())
    // One barrier report waiting, one already answered (not counted).
    await db.insert(barrierReports).values([
      { email: 'reader@example.org', description: 'The menu traps my keyboard.' },
      { email: 'other@example.org', description: 'Low contrast on a button.', status: 'contacted' },
    ])
    await db
      .insert(outbox)
      .values({ to: 'x@example.org', subject: 'Bounced', body: 'x', failedAt: now })

    const response = await api.admin.overview.$get({}, { headers: { Cookie: cookie } })
    const body = await bodyAt(response, 200)
    expect(body.weeks).toHaveLength(12)
    expect(body.weeks[0]).toEqual({ start: '2026-09-07', sales: 25.99, gifts: 0 })
    expect(body.weeks.at(-2)).toEqual({ start: '2026-11-16', sales: 0, gifts: 75 })
    expect(body.weeks.at(-1)).toEqual({ start: '2026-11-23', sales: 45.99 + 20.99, gifts: 0 })
    expect(body.waiting).toEqual({
      ordersToPack: 1,
      ordersToShip: 1,
      newApplications: 1,
      newBarrierReports: 1,
      failedEmails: 1,
      openReports: 0,
    })
  })
})
