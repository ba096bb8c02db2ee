import { asc, eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { programChoices } from '#core/constants'
import { outbox } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { paidOrders } from '../../test/paid-orders'
import { signIn } from '../../test/sessions'
import { stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

// What waits for staff reaches the staff who act on it, with the link to it (decision 075).

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2026-11-28T10:00:00Z')
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    PUBLIC_ORIGIN: 'https://brightminds.example',
    ORDERS_PER_USER_PER_HOUR: '1000',
    DONATIONS_PER_IP_PER_HOUR: '1000',
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const verified = { emailVerifiedAt: clock }

// One verified address per role, one owner, and a programmes volunteer who never verified theirs.
const owner = await insertUser(db, { staffRoles: ['owner'], ...verified })
const fundraiser = await insertUser(db, { staffRoles: ['fundraising'], ...verified })
const packer = await insertUser(db, { staffRoles: ['fulfilment'], ...verified })
const reader = await insertUser(db, { staffRoles: ['programmes', 'moderator'], ...verified })
const unverified = await insertUser(db, { staffRoles: ['programmes'] })
const member = await insertUser(db, verified)
const everyone = [owner, fundraiser, packer, reader, unverified, member]

/** Every alert queued since `after`, by recipient, with its subject and body. */
async function alertsSince(after: number) {
  const rows = await db.select().from(outbox).orderBy(asc(outbox.id))
  const addresses = new Set(everyone.map((user) => user.email))
  return rows.filter((row) => row.id > after && addresses.has(row.to))
}

async function lastMailId() {
  const rows = await db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id))
  return rows.at(-1)?.id ?? 0
}

describe('staff alerts', () => {
  it('a volunteer application reaches those who read applications, linked to it', async () => {
    const before = await lastMailId()
    const response = await api.volunteer.$post({
      json: {
        name: 'Morgan Vale',
        email: 'morgan@example.org',
        phone: '512-555-0199',
        location: 'Austin, TX',
        expertise: 'Teaching chess',
        availability: 'Saturday mornings',
        message: 'I would love to help.',
      },
    })
    const { id } = await bodyAt(response, 201)
    const alerts = await alertsSince(before)
    expect(alerts.map((mail) => mail.to)).toEqual([owner.email, reader.email])
    for (const mail of alerts) {
      expect(mail.subject).toBe(`New volunteer application #${id} from Morgan Vale`)
      expect(mail.body).toContain(
        `\nhttps://brightminds.example/admin/applications/volunteer/${id}\n`,
      )
      expect(mail.body).toContain('Teaching chess')
    }
  })

  it('a program application links to its own kind of record', async () => {
    const before = await lastMailId()
    const response = await request('/api/program-applications', {
      json: {
        guardianName: 'Avery Stone',
        childName: 'Sam',
        email: 'avery@example.org',
        phone: '512-555-0123',
        grade: 4,
        program: programChoices[0],
        message: '',
      },
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const alerts = await alertsSince(before)
    expect(alerts.map((mail) => mail.to)).toEqual([owner.email, reader.email])
    expect(alerts[0]!.body).toContain(
      `https://brightminds.example/admin/applications/program/${id}`,
    )
  })

  it('a paid order reaches fulfilment, once, and an order not paid reaches no one', async () => {
    const buyer = await insertUser(db)
    const cookie = await signIn(request, buyer.username, testPassword)
    const paidOrder = paidOrders({ app: { api, db }, fake, send, cookie })
    const before = await lastMailId()
    const order = await paidOrder([{ priceCents: 12_50, quantity: 2 }])
    // Stripe delivers the same success again: nothing new waits.
    await send('payment_intent.succeeded', fake.retrieve(order.intentId)!)
    const alerts = await alertsSince(before)
    expect(alerts.map((mail) => mail.to)).toEqual([owner.email, packer.email])
    expect(alerts[0]!.subject).toBe(`New order #${order.id}: $30.99, 2 items`)
    expect(alerts[0]!.body).toContain(`https://brightminds.example/admin/orders/${order.id}`)
  })

  it('a monthly payment that failed reaches fundraising, linked to the gift', async () => {
    const gift = await bodyAt(
      await api.donations.$post({
        json: {
          amount: 20,
          type: 'monthly',
          name: 'Dana Lee',
          email: 'dana.alerts@example.org',
          paymentMethod: 'card',
        },
      }),
      201,
    )
    const { id, subscriptionId } = gift as { id: number; subscriptionId: string }
    await send('invoice.paid', fake.payInvoice(subscriptionId))
    const before = await lastMailId()
    await send('invoice.payment_failed', fake.failInvoice(subscriptionId))
    const alerts = await alertsSince(before)
    expect(alerts.map((mail) => mail.to)).toEqual([owner.email, fundraiser.email])
    expect(alerts[0]!.subject).toBe(`A payment failed: gift #${id} from Dana Lee`)
    expect(alerts[0]!.body).toContain(`https://brightminds.example/admin/gifts/${id}`)
    expect(
      await db.select().from(outbox).where(like(outbox.subject, 'A payment failed%')),
    ).toHaveLength(2)
    expect(await db.select().from(outbox).where(eq(outbox.to, member.email))).toEqual([])
  })
})
