import { PDFDocument } from 'pdf-lib'
import { afterAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema'
import { insertOrder, insertProduct, insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'

/**
 * Decision 040: the year-end giving statement lists every gift paid in the year with its receipt
 * number, deducts refunds, lists shop purchases apart, and reaches donors without an account
 * through a signed link that staff send to everyone at once.
 */
const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2025-12-20T12:00:00Z')
const { request, db } = await createTestApp({
  env: {
    ...fake.env,
    DONATIONS_PER_EMAIL_PER_HOUR: '100',
    DONATIONS_PER_IP_PER_HOUR: '1000',
    PUBLIC_ORIGIN: 'https://brightminds.example',
    ORG_EIN: '12-3456789',
    // The setup moves the clock across a year: sessions outlast it.
    SESSION_DAYS: '400',
    SESSION_MAX_DAYS: '400',
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)

const donor = await insertUser(db, { email: 'dana.statement@example.org', emailVerifiedAt: clock })
const cookie = await signIn(request, donor.username, testPassword)
const admin = await insertUser(db, { isAdmin: true })
const staff = await signIn(request, admin.username, testPassword)
const asDonor = { Cookie: cookie }
const asStaff = { Cookie: staff }

async function give(json: Record<string, unknown>, headers: Record<string, string> = asDonor) {
  const response = await request('/api/donations', {
    json: { name: 'Dana Lee', email: 'dana.statement@example.org', ...json },
    headers,
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: number; clientSecret: string; subscriptionId?: string }
}

async function paidOnce(amount: number, json: Record<string, unknown> = {}) {
  const gift = await give({ amount, ...json })
  await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
  return gift
}

function refund(id: number, json: Record<string, unknown>) {
  return request(`/api/admin/donations/${id}/refunds`, { json, headers: asStaff })
}

// 2025: a gift that belongs to last year's statement only.
const lastYear = await paidOnce(500)
clock = new Date('2026-02-10T12:00:00Z')
const oneTime = await paidOnce(100, { tribute: { kind: 'honor', name: 'Ms. Alvarez' } })
expect((await refund(oneTime.id, { amount: 30, reason: 'Asked for part back' })).status).toBe(201)
const monthly = await give({ amount: 20, type: 'monthly' })
await send('invoice.paid', fake.payInvoice(monthly.subscriptionId!))
clock = new Date('2026-03-10T12:00:00Z')
const march = fake.payInvoice(monthly.subscriptionId!)
await send('invoice.paid', march)
expect(
  (await refund(monthly.id, { amount: 20, reason: 'Charged twice', invoiceId: march.id })).status,
).toBe(201)
// A pledge never paid, and a purchase from the shop.
await give({ amount: 75, paymentMethod: 'cheque' })
const product = await insertProduct(db, { priceCents: 40_00 })
const order = await insertOrder(db, { userId: donor.id, productId: product.id, status: 'shipped' })
await db.update(outbox).set({ sentAt: clock })
clock = new Date('2026-11-24T12:00:00Z')

describe("a donor's year-end statement", () => {
  it('lists each paid gift with its receipt number, refunds deducted, purchases apart', async () => {
    const response = await request('/api/account/giving-statement?year=2026', { headers: asDonor })
    expect(response.status).toBe(200)
    const statement = await response.json()
    expect(statement.gifts).toEqual([
      {
        receipt: `#${oneTime.id}`,
        donationId: oneTime.id,
        date: '2026-02-10T12:00:00.000Z',
        amount: 100,
        refunded: 30,
        deductible: 70,
        dedication: 'In honor of Ms. Alvarez',
      },
      expect.objectContaining({
        receipt: `#${monthly.id}-1`,
        amount: 20,
        refunded: 0,
        deductible: 20,
      }),
      expect.objectContaining({
        receipt: `#${monthly.id}-2`,
        date: '2026-03-10T12:00:00.000Z',
        amount: 20,
        refunded: 20,
        deductible: 0,
      }),
    ])
    expect(statement.totals).toEqual({ given: 140, refunded: 50, deductible: 90 })
    expect(statement.purchases).toEqual([
      { orderId: order.id, date: expect.any(String), total: order.totalCents / 100, refunded: 0 },
    ])
    expect(statement).toMatchObject({
      year: 2026,
      donor: { email: 'dana.statement@example.org' },
      organization: { ein: '12-3456789' },
      statement: 'No goods or services were provided in exchange for this contribution.',
    })

    const earlier = await (
      await request('/api/account/giving-statement?year=2025', { headers: asDonor })
    ).json()
    expect(earlier.gifts.map((g: { donationId: number }) => g.donationId)).toEqual([lastYear.id])
    expect(earlier.purchases).toEqual([])
  })

  it('comes as a PDF too', async () => {
    const response = await request('/api/account/giving-statement.pdf?year=2026', {
      headers: asDonor,
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="giving-statement-2026.pdf"',
    )
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('2026 giving statement')
  })

  it('needs a signed-in donor and a sensible year', async () => {
    expect((await request('/api/account/giving-statement?year=2026')).status).toBe(401)
    const bad = await request('/api/account/giving-statement?year=26', { headers: asDonor })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Choose a year from 2020 on' })
  })
})

describe('statements for every donor, sent by staff', () => {
  it('queues one e-mail per donor of the year with a signed link that opens only theirs', async () => {
    // Given signed out, with an address no account has.
    const gift = await give({ amount: 35, email: 'guest.giver@example.org', name: 'Gus Giver' }, {})
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
    const sent = await request('/api/admin/giving-statements', {
      json: { year: 2026 },
      headers: asStaff,
    })
    expect(sent.status).toBe(202)
    expect(await sent.json()).toEqual({ year: 2026, queued: 2 })
    const mails = (await db.select().from(outbox)).filter((mail) =>
      mail.subject.startsWith('Your 2026 giving statement'),
    )
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'dana.statement@example.org',
      'guest.giver@example.org',
    ])
    const guestMail = mails.find((mail) => mail.to === 'guest.giver@example.org')!
    expect(guestMail.body).toContain('came to $35.00')
    const link = /https:\/\/brightminds\.example(\/giving-statement\?\S+)/.exec(guestMail.body)![1]!
    const query = new URL(link, 'https://x').search
    const opened = await request(`/api/giving-statements${query}`)
    expect(opened.status).toBe(200)
    const statement = await opened.json()
    expect(statement.donor).toEqual({ name: 'Gus Giver', email: 'guest.giver@example.org' })
    expect(statement.totals).toEqual({ given: 35, refunded: 0, deductible: 35 })
    expect((await request(`/api/giving-statements/pdf${query}`)).status).toBe(200)

    const params = new URLSearchParams(query)
    params.set('email', 'dana.statement@example.org')
    const someoneElse = await request(`/api/giving-statements?${params}`)
    expect(someoneElse.status).toBe(403)
    expect(await someoneElse.json()).toEqual({
      error: 'This statement link is invalid or has expired. Use the link in your latest e-mail.',
    })
    params.set('email', 'guest.giver@example.org')
    params.set('year', '2025')
    expect((await request(`/api/giving-statements?${params}`)).status).toBe(403)
  })

  it('is for staff only', async () => {
    const before = (await db.select().from(outbox)).length
    const member = await request('/api/admin/giving-statements', {
      json: { year: 2026 },
      headers: asDonor,
    })
    expect(member.status).toBe(403)
    expect(await db.select().from(outbox)).toHaveLength(before)
  })
})
