import { and, asc, eq, sql } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it } from 'vitest'
import { auditLog, donations, outbox } from '../../db/schema'
import { cardGiftAt } from '../../test/card-gifts'
import { insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { signedLink } from '../../test/signed-links'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date()
const { request, api, db } = await createTestApp({
  env: { ...fake.env, DONATIONS_PER_IP_PER_HOUR: '1000', DONATIONS_PER_EMAIL_PER_HOUR: '1000' },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const staff = await insertUser(db, { isAdmin: true, username: 'treasurer' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = { headers: { Cookie: cookie } }
const gifts = api.admin.donations

let donors = 0

/** A one-time card gift of `amount` dollars, paid; its id and PaymentIntent. */
async function paidGift(amount: number, name = 'Dana Lee') {
  const email = `giver${++donors}@example.org`
  const response = await api.donations.$post({
    json: { amount, type: 'one-time', name, email },
  })
  const { id, clientSecret } = await cardGiftAt(response)
  const intentId = intentIdOf(clientSecret)
  await send('payment_intent.succeeded', fake.succeedPayment(intentId))
  return { id, intentId, email }
}

const refunds = gifts[':id'].refunds
const refund = (id: number, json: InferRequestType<typeof refunds.$post>['json']) =>
  refunds.$post({ param: { id: String(id) }, json }, asStaff)
/** A body the contract refuses, sent as it is. */
const refundAnyway = (id: number, json: unknown) =>
  request(`/api/admin/donations/${id}/refunds`, { json, ...asStaff })

const giftRow = async (id: number) =>
  (await db.select().from(donations).where(eq(donations.id, id)))[0]!

describe('gifts for staff', () => {
  it('filters the list and totals what the filter matches', async () => {
    const a = await paidGift(40, 'Filter Person')
    const b = await paidGift(60, 'Filter Person')
    await api.donations.$post({
      json: {
        amount: 25,
        type: 'one-time',
        name: 'Filter Person',
        email: 'pledge@example.org',
        paymentMethod: 'cheque',
      },
    })
    const response = await gifts.$get(
      { query: { q: 'Filter Person', method: 'card', status: 'paid' } },
      asStaff,
    )
    const body = await bodyAt(response, 200)
    expect(body.donations.map((gift) => gift.id)).toEqual([b.id, a.id])
    expect(body.totals).toEqual({ count: 2, amount: 100, received: 100, refunded: 0, net: 100 })
    // A payment method the contract refuses, sent as it is.
    const bad = await request('/api/admin/donations?method=wire', asStaff)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Unknown payment method' })
  })

  it('exports the filtered gifts as CSV, formulas escaped, anonymous gifts marked', async () => {
    await paidGift(30, '=HYPERLINK("http://evil")')
    const response = await gifts.$get(
      { query: { q: 'HYPERLINK' } },
      { headers: { Cookie: cookie, Accept: 'text/csv' } },
    )
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    // text() would drop the byte-order mark this checks.
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(csv.startsWith('\uFEFFdonation,created,type,status,method,donor name')).toBe(true)
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(csv.trim().split('\r\n')).toHaveLength(2)

    // Staff see who gave even when the donor asked not to be named in public.
    const pledge = await api.donations.$post({
      json: {
        amount: 15,
        type: 'one-time',
        name: 'Quiet Giver',
        email: 'quiet@example.org',
        paymentMethod: 'cheque',
        anonymous: true,
      },
    })
    expect(pledge.status).toBe(201)
    const quiet = await gifts.$get(
      { query: { q: 'Quiet Giver' } },
      { headers: { Cookie: cookie, Accept: 'text/csv' } },
    )
    const [, row] = (await quiet.text()).trim().split('\r\n')
    expect(row).toMatch(/,Quiet Giver,quiet@example\.org,yes,15,0,0,$/)
  })

  it('exports every gift once, newest first, across more than one batch of 500', async () => {
    await db.execute(sql`
      insert into donations (amount_cents, type, status, donor_name, donor_email)
      select 1000 + n, 'one-time', 'paid', 'Keyset Giver', 'keyset' || n || '@example.org'
      from generate_series(1, 1001) as n`)
    const response = await gifts.$get(
      { query: { q: 'Keyset Giver' } },
      { headers: { Cookie: cookie, Accept: 'text/csv' } },
    )
    const [, ...rows] = (await response.text()).trim().split('\r\n')
    const ids = rows.map((row) => Number(row.split(',')[0]))
    expect(ids).toHaveLength(1001)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(1001)
    expect(rows.at(-1)).toMatch(/,keyset1@example\.org,no,10\.01,0,0,$/)
  })

  it('refunds part of a card gift, then the rest; the receipt and totals reflect it', async () => {
    const { id, intentId, email } = await paidGift(80)
    const partial = await refund(id, { amount: 30, reason: 'Gave twice by mistake' })
    expect(partial.status).toBe(201)
    expect(await partial.json()).toMatchObject({ amount: 30, refunded: 30 })
    const charge = fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
    expect(charge).toMatchObject({ amount_refunded: 30_00 })
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .then((rows) => rows.filter((row) => row.subject.startsWith('A refund')))
    expect(mail!.body).toContain('We refunded $30.00')
    expect(mail!.body).toContain('$50.00 as the amount you gave')

    const tooMuch = await refund(id, { amount: 60, reason: 'Again' })
    expect(tooMuch.status).toBe(409)
    expect(await tooMuch.json()).toEqual({
      error: 'Only $50.00 is left to refund on this gift',
      refundable: 50,
    })
    expect(await (await refund(id, { reason: 'All of it' })).json()).toMatchObject({ refunded: 80 })

    const page = await bodyAt(await gifts[':id'].$get({ param: { id: String(id) } }, asStaff), 200)
    expect(page.refunds).toEqual([
      expect.objectContaining({ amount: 30, reason: 'Gave twice by mistake', by: 'treasurer' }),
      expect.objectContaining({ amount: 50, reason: 'All of it', by: 'treasurer' }),
    ])
    const receipt = await (
      await api.donations[':id'].receipt.$get(signedLink(page.receiptPath!))
    ).json()
    expect(receipt).toMatchObject({ amount: 80, refunded: 80 })
  })

  it('records a refund made in the Stripe dashboard once', async () => {
    const { id, intentId } = await paidGift(50)
    const charge = fake.refundInDashboard(intentId, 20_00)
    expect(await (await send('charge.refunded', charge, { id: `evt_gift_${id}` })).status).toBe(200)
    await send('charge.refunded', charge, { id: `evt_gift_${id}` })
    expect((await giftRow(id)).refundedCents).toBe(20_00)
  })

  it('refunds one monthly payment (chosen by its invoice), and records a dashboard refund of another', async () => {
    const email = `monthly${++donors}@example.org`
    const response = await api.donations.$post({
      json: { amount: 15, type: 'monthly', name: 'Mo Nthly', email },
    })
    const { id, subscriptionId } = await cardGiftAt(response)
    if (!subscriptionId) throw new Error('A monthly gift answers its subscription')
    const march = fake.payInvoice(subscriptionId)
    await send('invoice.paid', march)
    const april = fake.payInvoice(subscriptionId)
    await send('invoice.paid', april)

    const unchosen = await refund(id, { reason: 'Charged by mistake' })
    expect(unchosen.status).toBe(400)
    expect(await unchosen.json()).toEqual({ error: 'Choose the monthly payment to refund' })
    const foreign = await refund(id, { reason: 'Wrong one', invoiceId: 'in_notours' })
    expect(await foreign.json()).toEqual({ error: 'That payment is not one of this gift’s' })

    const refunded = await refund(id, { reason: 'Charged by mistake', invoiceId: march.id })
    expect(refunded.status).toBe(201)
    expect(await refunded.json()).toMatchObject({ amount: 15, refunded: 15 })
    const again = await refund(id, { reason: 'Again', invoiceId: march.id })
    expect(await again.json()).toEqual({
      error: 'Only $0.00 is left to refund on this gift',
      refundable: 0,
    })

    // April's payment refunded in the Stripe dashboard: found through its invoice payment.
    const charge = fake.refundInDashboard(fake.intentOfInvoice(april.id), 5_00)
    expect((await send('charge.refunded', charge)).status).toBe(200)
    const page = await bodyAt(await gifts[':id'].$get({ param: { id: String(id) } }, asStaff), 200)
    expect(page.refunded).toBe(20)
    expect(page.refunds).toEqual([
      expect.objectContaining({ amount: 15, by: 'treasurer' }),
      expect.objectContaining({ amount: 5, by: null }),
    ])
  })

  it('refuses what cannot be refunded here', async () => {
    const pledge = await api.donations.$post({
      json: {
        amount: 25,
        type: 'one-time',
        name: 'Pat',
        email: 'pat@example.org',
        paymentMethod: 'cheque',
      },
    })
    const { id } = await bodyAt(pledge, 201)
    expect(await (await refund(id, { reason: 'Nope' })).json()).toEqual({
      error: 'Only a gift paid by card, bank or PayPal can be refunded',
    })
    expect((await refund(999_999, { reason: 'Nope' })).status).toBe(404)
    const noReason = await refundAnyway(id, {})
    expect(noReason.status).toBe(400)
  })

  it('sends the receipt again for a paid gift, not for a pledge', async () => {
    const { id, email } = await paidGift(20)
    const before = (await db.select().from(outbox).where(eq(outbox.to, email))).length
    const resent = await gifts[':id'].receipt.$post({ param: { id: String(id) } }, asStaff)
    expect(resent.status).toBe(202)
    const mails = await db.select().from(outbox).where(eq(outbox.to, email))
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)!.subject).toBe(`Your donation receipt from BrightMinds Foundation (#${id})`)
    const pledge = await api.donations.$post({
      json: {
        amount: 25,
        type: 'one-time',
        name: 'Pat',
        email: 'pat2@example.org',
        paymentMethod: 'cheque',
      },
    })
    const { id: pledgeId } = await bodyAt(pledge, 201)
    const refused = await gifts[':id'].receipt.$post({ param: { id: String(pledgeId) } }, asStaff)
    expect(refused.status).toBe(409)
  })

  it("records a one-time pledge's cheque as received: paid, receipted, audited, once", async () => {
    const pledge = await api.donations.$post({
      json: {
        amount: 300,
        type: 'one-time',
        name: 'Pat Cheque',
        email: 'pat.cheque@example.org',
        paymentMethod: 'cheque',
        tribute: { kind: 'honor', name: 'Coach Kim', notifyEmail: 'kim@example.org' },
      },
    })
    const { id } = await bodyAt(pledge, 201)
    const received = await gifts[':id'].received.$post({ param: { id: String(id) } }, asStaff)
    expect(received.status).toBe(200)
    expect(await received.json()).toEqual({ id, status: 'paid' })
    const [row] = await db.select().from(donations).where(eq(donations.id, id))
    expect(row).toMatchObject({ status: 'paid', receivedAt: expect.any(Date) })
    // In the order they were queued (without an order, Postgres may answer either first).
    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'pat.cheque@example.org'))
      .orderBy(asc(outbox.id))
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your pledge to BrightMinds Foundation (#${id})`,
      `Your donation receipt from BrightMinds Foundation (#${id})`,
    ])
    expect(mails[1]!.body).toContain('section 170(f)(8)')
    expect(await db.select().from(outbox).where(eq(outbox.to, 'kim@example.org'))).toHaveLength(1)
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'donation.pledge-received'), eq(auditLog.entityId, id)))
    expect(audit).toBeDefined()

    const again = await gifts[':id'].received.$post({ param: { id: String(id) } }, asStaff)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      error: 'Only a one-time pledge still waiting for its check can be recorded as received',
    })
    expect((await gifts[':id'].received.$post({ param: { id: '999999' } }, asStaff)).status).toBe(
      404,
    )
  })
})
