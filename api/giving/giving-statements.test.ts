import { inflateSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditLog,
  donationPayments,
  donationRefunds,
  donations,
  orders,
  outbox,
} from '../../db/schema'
import { insertOrder, insertProduct, insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { loadEnv } from '../env'
import { settingsFrom } from '../settings'
import { givingStatement, statementPath } from './giving-statements'

/**
 * Decision 040: the year-end giving statement lists every gift paid in the year with its receipt
 * number, deducts refunds, lists shop purchases apart, and reaches donors without an account
 * through a signed link that staff send to everyone at once.
 */
const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2025-12-20T12:00:00Z')
const statementEnv = {
  ...fake.env,
  DONATIONS_PER_EMAIL_PER_HOUR: '100',
  DONATIONS_PER_IP_PER_HOUR: '1000',
  PUBLIC_ORIGIN: 'https://brightminds.example',
  ORG_EIN: '12-3456789',
  // The setup moves the clock across a year: sessions outlast it.
  SESSION_DAYS: '400',
  SESSION_MAX_DAYS: '400',
  // Known here too, so a test can sign a donor's link as the server does.
  DONATION_LINK_SECRET: 'statement-links-in-tests-0123456789abcdef',
}
/**
 * The text a PDF draws, as far as its standard fonts write it: each content stream inflated, and
 * each string it shows (`<hex> Tj`) read as the WinAnsi (Latin-1) it is.
 */
function pdfText(bytes: Uint8Array) {
  const raw = Buffer.from(bytes).toString('latin1')
  const shown: string[] = []
  for (const [, stream] of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(stream!, 'latin1')).toString('latin1')
    } catch {
      content = stream!
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      shown.push(Buffer.from(hex!, 'hex').toString('latin1'))
    }
  }
  return shown.join(' ')
}

const { request, api, db } = await createTestApp({ env: statementEnv, clock: () => clock })
const send = stripeEvents(request, fake, () => clock)

const donor = await insertUser(db, { email: 'dana.statement@example.org', emailVerifiedAt: clock })
const cookie = await signIn(request, donor.username, testPassword)
const admin = await insertUser(db, { isAdmin: true })
const staff = await signIn(request, admin.username, testPassword)
const asDonor = { Cookie: cookie }
const asStaff = { Cookie: staff }

type DonationBody = InferRequestType<typeof api.donations.$post>['json']
/** A gift's fields, Dana's name and address unless others are given. */
type Gift = Omit<DonationBody, 'name' | 'email'> & Partial<Pick<DonationBody, 'name' | 'email'>>

async function give(json: Gift, headers: Record<string, string> = asDonor) {
  const response = await api.donations.$post(
    { json: { name: 'Dana Lee', email: 'dana.statement@example.org', ...json } },
    { headers },
  )
  return (await bodyAt(response, 201)) as {
    id: number
    clientSecret: string
    subscriptionId?: string
  }
}

async function paidOnce(amount: number, json: Partial<Gift> = {}) {
  const gift = await give({ amount, ...json })
  await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
  return gift
}

const refunds = api.admin.donations[':id'].refunds
function refund(id: number, json: InferRequestType<typeof refunds.$post>['json']) {
  return refunds.$post({ param: { id: String(id) }, json }, { headers: asStaff })
}

const ownStatement = api.account['giving-statement']
const signedStatements = api['giving-statements']
const staffStatements = api.admin['giving-statements']
type SignedQuery = InferRequestType<typeof signedStatements.$get>['query']

/** The query of a signed statement link (year, email and token), as the link carries it. */
function linkQuery(link: string | URLSearchParams): SignedQuery {
  const params = new URLSearchParams(link)
  return { year: params.get('year')!, email: params.get('email')!, token: params.get('token')! }
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
    const response = await ownStatement.$get({ query: { year: '2026' } }, { headers: asDonor })
    const statement = await bodyAt(response, 200)
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

    const earlier = await bodyAt(
      await ownStatement.$get({ query: { year: '2025' } }, { headers: asDonor }),
      200,
    )
    expect(earlier.gifts.map((g) => g.donationId)).toEqual([lastYear.id])
    expect(earlier.purchases).toEqual([])
  })

  it('comes as a PDF too', async () => {
    const response = await api.account['giving-statement.pdf'].$get(
      { query: { year: '2026' } },
      { headers: asDonor },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/pdf')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="giving-statement-2026.pdf"',
    )
    // A statement names the donor and their gifts: no shared cache keeps it.
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const pdf = await PDFDocument.load(bytes)
    expect(pdf.getPageCount()).toBe(1)
    expect(pdf.getTitle()).toBe('Giving statement 2026')
    const text = pdfText(bytes)
    expect(text).toContain('No goods or services were provided in exchange for this contribution.')
    expect(text).not.toContain('Recibo')
  })

  it('comes in Spanish when asked, the English legal text that counts alongside', async () => {
    const response = await api.account['giving-statement.pdf'].$get(
      { query: { year: '2026', locale: 'es' } },
      { headers: asDonor },
    )
    expect(response.status).toBe(200)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Resumen anual de donaciones de 2026')
    const text = pdfText(bytes)
    for (const words of [
      'Recibo',
      'Deducible',
      'El texto en inglés es el que tiene validez legal:',
    ]) {
      expect(text).toContain(words)
    }
    expect(text).toContain('No goods or services were provided in exchange for this contribution.')
    const refused = await api.account['giving-statement.pdf'].$get(
      { query: { year: '2026', locale: 'fr' as 'es' } },
      { headers: asDonor },
    )
    expect(refused.status).toBe(400)
  })

  it('needs a signed-in donor and a sensible year', async () => {
    expect((await ownStatement.$get({ query: { year: '2026' } })).status).toBe(401)
    const bad = await ownStatement.$get({ query: { year: '26' } }, { headers: asDonor })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Choose a year from 2020 on' })
  })
})

describe('statements for every donor, sent by staff', () => {
  it('queues one e-mail per donor of the year with a signed link that opens only theirs', async () => {
    // Given signed out, with an address no account has.
    const gift = await give({ amount: 35, email: 'guest.giver@example.org', name: 'Gus Giver' }, {})
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
    const sent = await staffStatements.$post({ json: { year: 2026 } }, { headers: asStaff })
    expect(sent.status).toBe(202)
    expect(await sent.json()).toEqual({ year: 2026, queued: 2 })
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'donation.statements-sent'))
    expect(audit).toMatchObject({
      actorId: admin.id,
      entity: 'donation',
      entityId: 2026,
      detail: { year: 2026, queued: 2 },
    })
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
    const opened = await signedStatements.$get({ query: linkQuery(query) })
    const statement = await bodyAt(opened, 200)
    expect(statement.donor).toEqual({ name: 'Gus Giver', email: 'guest.giver@example.org' })
    expect(statement.totals).toEqual({ given: 35, refunded: 0, deductible: 35 })
    expect((await signedStatements.pdf.$get({ query: linkQuery(query) })).status).toBe(200)

    const params = new URLSearchParams(query)
    params.set('email', 'dana.statement@example.org')
    const someoneElse = await signedStatements.$get({ query: linkQuery(params) })
    expect(someoneElse.status).toBe(403)
    expect(await someoneElse.json()).toEqual({
      error: 'This statement link is invalid or has expired. Use the link in your latest email.',
    })
    params.set('email', 'guest.giver@example.org')
    params.set('year', '2025')
    expect((await signedStatements.$get({ query: linkQuery(params) })).status).toBe(403)
  })

  it('is for staff only', async () => {
    const before = (await db.select().from(outbox)).length
    const member = await staffStatements.$post({ json: { year: 2026 } }, { headers: asDonor })
    expect(member.status).toBe(403)
    expect(await db.select().from(outbox)).toHaveLength(before)
  })
})

describe('which gifts a statement holds', () => {
  const settings = settingsFrom(loadEnv(statementEnv)).giving
  const email = 'Edge.Giver@Example.org'
  const at = (iso: string) => new Date(iso)

  let monthlyGiftId = 0
  const oneTime: number[] = []
  let firstPurchase = 0
  let refundedPurchase = 0
  let lastPurchase = 0

  async function oneTimeGift(amountCents: number, createdAt: string, receivedAt?: string) {
    const [row] = await db
      .insert(donations)
      .values({
        amountCents,
        type: 'one-time',
        status: 'paid',
        donorName: 'Edge Giver',
        donorEmail: email,
        createdAt: at(createdAt),
        receivedAt: receivedAt ? at(receivedAt) : null,
      })
      .returning()
    return row!.id
  }

  async function purchase(
    productId: number,
    createdAt: string,
    status: 'paid' | 'cancelled' | 'pending_payment',
    refundedCents = 0,
  ) {
    const made = await insertOrder(db, {
      productId,
      status,
      contact: { email: 'edge.giver@example.org' },
    })
    await db
      .update(orders)
      .set({ createdAt: at(createdAt), refundedCents })
      .where(eq(orders.id, made.id))
    return made.id
  }

  beforeAll(async () => {
    // One-time gifts either side of the new year in Austin (the default ORG_TIME_ZONE,
    // America/Chicago: UTC−6 in winter), to the millisecond; a cheque counts when received.
    oneTime.push(
      await oneTimeGift(1_00, '2026-01-01T05:59:59.999Z'),
      await oneTimeGift(2_00, '2026-01-01T06:00:00.000Z'),
      await oneTimeGift(3_00, '2027-01-01T05:59:59.999Z'),
      await oneTimeGift(4_00, '2027-01-01T06:00:00.000Z'),
      await oneTimeGift(5_00, '2026-12-20T12:00:00.000Z', '2027-01-04T12:00:00.000Z'),
      // 7 pm on December 31 in Texas: already January 1 in UTC, still 2026 where it was given.
      await oneTimeGift(7_00, '2027-01-01T01:00:00.000Z'),
    )
    // A gift not paid is no gift.
    await db.insert(donations).values({
      amountCents: 6_00,
      type: 'one-time',
      status: 'pledged',
      donorEmail: email,
      createdAt: at('2026-06-01T12:00:00Z'),
    })
    const [monthlyGift] = await db
      .insert(donations)
      .values({
        amountCents: 10_00,
        type: 'monthly',
        status: 'paid',
        donorName: 'Edge Giver',
        donorEmail: email.toUpperCase(),
      })
      .returning()
    monthlyGiftId = monthlyGift!.id
    const payment = (invoiceId: string, paidAt: string) => ({
      donationId: monthlyGiftId,
      invoiceId,
      amountCents: 10_00,
      paidAt: at(paidAt),
    })
    await db
      .insert(donationPayments)
      .values([
        payment('in_edge_1', '2026-01-01T05:59:59.999Z'),
        payment('in_edge_2', '2026-01-01T06:00:00.000Z'),
        payment('in_edge_3', '2027-01-01T05:59:59.999Z'),
        payment('in_edge_4', '2027-01-01T06:00:00.000Z'),
      ])
    // A refund still waiting for Stripe's answer deducts nothing yet; a made one does.
    await db.insert(donationRefunds).values([
      { donationId: monthlyGiftId, invoiceId: 'in_edge_2', amountCents: 4_00, status: 'pending' },
      {
        donationId: monthlyGiftId,
        invoiceId: 'in_edge_3',
        amountCents: 2_50,
        stripeRefundId: 're_edge_3',
      },
    ])
    const { id } = await insertProduct(db, { priceCents: 12_00 })
    await purchase(id, '2026-01-01T05:59:59.999Z', 'paid')
    firstPurchase = await purchase(id, '2026-01-01T06:00:00.000Z', 'paid')
    // A cancelled order was a purchase only if it had been paid (and so was refunded).
    refundedPurchase = await purchase(id, '2026-05-01T00:00:00.000Z', 'cancelled', 17_99)
    await purchase(id, '2026-05-02T00:00:00.000Z', 'cancelled')
    await purchase(id, '2026-05-03T00:00:00.000Z', 'pending_payment')
    lastPurchase = await purchase(id, '2027-01-01T05:59:59.999Z', 'paid')
    await purchase(id, '2027-01-01T06:00:00.000Z', 'paid')
  })

  /** The query of the signed link (sent at `sentAt`) to a statement. */
  const signedQuery = (address: string, year: number, sentAt = clock) =>
    linkQuery(statementPath(settings, address, year, sentAt).split('?')[1]!)

  /** The statement behind a signed link, as a donor without an account opens it. */
  async function signedStatement(year: number, address = email) {
    const response = await signedStatements.$get({ query: signedQuery(address, year) })
    return bodyAt(response, 200)
  }

  it("counts what was paid in the organisation's calendar year, to the millisecond", async () => {
    const statement = await signedStatement(2026)
    // Oldest first; gifts of the same instant in either order.
    const dates = statement.gifts.map((g) => g.date)
    expect(dates).toEqual([...dates].sort())
    expect(
      statement.gifts.map((g) => `${g.date} ${g.receipt} ${g.amount} ${g.refunded}`).sort(),
    ).toEqual(
      [
        `2026-01-01T06:00:00.000Z #${oneTime[1]} 2 0`,
        `2026-01-01T06:00:00.000Z #${monthlyGiftId}-2 10 0`,
        `2027-01-01T05:59:59.999Z #${oneTime[2]} 3 0`,
        `2027-01-01T05:59:59.999Z #${monthlyGiftId}-3 10 2.5`,
        `2027-01-01T01:00:00.000Z #${oneTime[5]} 7 0`,
      ].sort(),
    )
    expect(statement.totals).toEqual({ given: 32, refunded: 2.5, deductible: 29.5 })
    expect(statement.purchases.map((p) => p.orderId)).toEqual([
      firstPurchase,
      refundedPurchase,
      lastPurchase,
    ])
    const next = await signedStatement(2027)
    expect(next.gifts.map((g) => `${g.date} ${g.amount}`).sort()).toEqual([
      '2027-01-01T06:00:00.000Z 10',
      '2027-01-01T06:00:00.000Z 4',
      '2027-01-04T12:00:00.000Z 5',
    ])
    // The statement names the zone its year was cut in, for its dates to be shown in.
    expect(statement).toMatchObject({ timeZone: 'America/Chicago' })
  })

  it('cuts the year where ORG_TIME_ZONE says the organisation is', async () => {
    const inUtc = { ...settings, timeZone: 'UTC' }
    const gifts = async (year: number) =>
      (await givingStatement(db, inUtc, { email }, year)).gifts
        .map((g) => g.amount)
        .sort((a, b) => a - b)
    // In UTC the 7 pm gift (01:00 UTC) and the last milliseconds of Austin's year are 2027's.
    expect(await gifts(2026)).toEqual([1, 2, 10, 10])
    expect(await gifts(2027)).toEqual([3, 4, 5, 7, 10, 10])
  })

  it('finds the donor whatever the case of the address they gave or the link carries', async () => {
    const statement = await signedStatement(2026, 'EDGE.GIVER@example.ORG')
    expect(statement.donor).toEqual({ name: 'Edge Giver', email: 'EDGE.GIVER@example.ORG' })
    expect(statement.gifts).toHaveLength(5)
    expect(statement.purchases).toHaveLength(3)
    // A link signed for one spelling opens for another: the signature is of the address.
    const link = { ...signedQuery(email, 2026), email: 'edge.giver@example.org' }
    expect((await signedStatements.$get({ query: link })).status).toBe(200)
  })

  it('mails each donor of the year once, at the address in lower case', async () => {
    const sent = await staffStatements.$post({ json: { year: 2027 } }, { headers: asStaff })
    expect(await sent.json()).toEqual({ year: 2027, queued: 1 })
    const [mail] = (await db.select().from(outbox)).filter((row) =>
      row.subject.startsWith('Your 2027 giving statement'),
    )
    expect(mail!.to).toBe('edge.giver@example.org')
    expect(mail!.body).toContain('Dear Edge Giver,')
    expect(mail!.body).toContain('came to $19.00: $19.00 deductible.')
  })

  it('opens a signed link until it expires, DONATION_LINK_DAYS after it was sent', async () => {
    const sentAt = clock
    const query = signedQuery(email, 2026, sentAt)
    try {
      clock = new Date(sentAt.getTime() + settings.linkDays * 86_400_000 - 1000)
      expect((await signedStatements.$get({ query })).status).toBe(200)
      expect((await signedStatements.pdf.$get({ query })).status).toBe(200)
      clock = new Date(sentAt.getTime() + settings.linkDays * 86_400_000)
      expect((await signedStatements.$get({ query })).status).toBe(403)
      expect((await signedStatements.pdf.$get({ query })).status).toBe(403)
    } finally {
      clock = sentAt
    }
    // A later expiry written into the link breaks its signature.
    const [expires, signature] = query.token.split('.')
    const longer = {
      year: '2026',
      email,
      token: `${Number(expires) + 86_400}.${signature}`,
    }
    expect((await signedStatements.$get({ query: longer })).status).toBe(403)
  })
})
