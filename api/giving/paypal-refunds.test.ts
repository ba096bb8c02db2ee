import { asc, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { giftRefundMessages } from '#core/schemas/admin-donation'
import { donationRefunds, donations, outbox } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { startFakePayPal } from '../../test/fake-paypal'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { pendingRefundGraceMs, sweepExpired } from '../maintenance'
import { createPayPal } from './paypal'

/**
 * Decision 076: PayPal gifts refunded from the back office through PayPal's Payments API, as card
 * gifts are through Stripe — claimed under the gift's lock, sent with their own PayPal-Request-Id,
 * a lost answer settled by asking again, and PayPal's PAYMENT.CAPTURE.REFUNDED counted once —
 * against a local fake of PayPal that, like PayPal, never refunds more than was captured.
 */
const N = 10
const paypal = await startFakePayPal()
afterAll(paypal.close)
let clock = new Date('2026-11-28T15:00:00Z')
const env = {
  ...paypal.env,
  DONATIONS_PER_EMAIL_PER_HOUR: '1000',
  DONATIONS_PER_IP_PER_HOUR: '1000',
}
const { request, api, db } = await createTestApp({ env, clock: () => clock })
const staff = await insertUser(db, { isAdmin: true })
const staffCookie = await signIn(request, staff.username, testPassword)

let sequence = 0

/** A PayPal gift the donor approved and the server captured: its id and capture. */
async function paidPayPalGift(amount = 30) {
  const email = `refund-pal${++sequence}@example.org`
  const made = await api.donations.$post({
    json: { amount, name: 'Pat Pal', email, paymentMethod: 'paypal' },
  })
  const { id, paypalOrderId } = (await bodyAt(made, 201)) as { id: number; paypalOrderId: string }
  paypal.approve(paypalOrderId)
  const captured = await api.donations[':id'].paypal.capture.$post({
    param: { id: String(id) },
    json: { orderId: paypalOrderId },
  })
  expect(captured.status).toBe(200)
  const gift = await giftRow(id)
  return { id, email, captureId: gift.paypalCaptureId! }
}

async function giftRow(id: number) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id))
  return row!
}

const refundRows = (id: number) =>
  db
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, id))
    .orderBy(asc(donationRefunds.id))

function refund(id: number, json: { amount?: number; reason: string }, key?: string) {
  return api.admin.donations[':id'].refunds.$post(
    { param: { id: String(id) }, json },
    { headers: { Cookie: staffCookie, ...(key ? { 'Idempotency-Key': key } : {}) } },
  )
}

let events = 0
function webhook(resource: object) {
  return request('/api/paypal/webhook', {
    method: 'POST',
    body: JSON.stringify({
      id: `WH-EVT-${++events}`,
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource,
    }),
    headers: { 'Content-Type': 'application/json', ...paypal.webhookHeaders() },
  })
}

const refundRequests = (captureId: string) =>
  paypal.requests.filter((r) => r.path === `/v2/payments/captures/${captureId}/refund`)

describe('refunding a PayPal gift from the back office', () => {
  it('sends the amount to PayPal, records it, tells the donor, and refuses more than is left', async () => {
    const gift = await paidPayPalGift(30)
    const first = await refund(gift.id, { amount: 12.5, reason: 'Gave twice by mistake' })
    expect(await bodyAt(first, 201)).toEqual({
      refundId: expect.stringMatching(/^REF/),
      amount: 12.5,
      refunded: 12.5,
    })
    const [asked] = refundRequests(gift.captureId)
    expect(asked!.body).toEqual({
      amount: { currency_code: 'USD', value: '12.50' },
      custom_id: expect.stringMatching(/^donation-refund-\d+$/),
      note_to_payer: 'Gave twice by mistake',
    })
    const [made] = paypal.refundsOf(gift.captureId)
    expect(await refundRows(gift.id)).toMatchObject([
      {
        status: 'succeeded',
        paypalRefundId: made!.id,
        stripeRefundId: null,
        amountCents: 1250,
        reason: 'Gave twice by mistake',
        actorId: staff.id,
      },
    ])
    expect((await giftRow(gift.id)).refundedCents).toBe(1250)
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `A refund of your donation #${gift.id}`))
    expect(mail!.to).toBe(gift.email)
    expect(mail!.body).toContain('We refunded $12.50 of your donation')
    expect(mail!.body).toContain('to your PayPal account')

    // The rest, then nothing: the answer says what is left.
    const rest = await refund(gift.id, { reason: 'Closing the gift' })
    expect(await bodyAt(rest, 201)).toMatchObject({ amount: 17.5, refunded: 30 })
    const more = await refund(gift.id, { amount: 1, reason: 'Again' })
    expect(more.status).toBe(409)
    expect(await more.json()).toEqual({
      error: giftRefundMessages.tooMuch('$0.00'),
      refundable: 0,
    })
    expect(paypal.refundsOf(gift.captureId)).toHaveLength(2)

    // The gift page lists both refunds, by whom.
    const page = await bodyAt(
      await api.admin.donations[':id'].$get(
        { param: { id: String(gift.id) } },
        { headers: { Cookie: staffCookie } },
      ),
      200,
    )
    expect(page.refunded).toBe(30)
    expect(page.refunds.map((r) => r.amount)).toEqual([12.5, 17.5])
  })

  it('makes one refund for one Idempotency-Key, and refuses the key for another request', async () => {
    const gift = await paidPayPalGift(20)
    const once = await bodyAt(
      await refund(gift.id, { amount: 5, reason: 'Once' }, 'paypal-key-1'),
      201,
    )
    const again = await bodyAt(
      await refund(gift.id, { amount: 5, reason: 'Once' }, 'paypal-key-1'),
      201,
    )
    expect(again).toEqual(once)
    expect(paypal.refundsOf(gift.captureId)).toHaveLength(1)
    for (const changed of [
      { amount: 6, reason: 'Once' },
      { amount: 5, reason: 'Twice' },
    ]) {
      const reused = await refund(gift.id, changed, 'paypal-key-1')
      expect(reused.status).toBe(422)
    }
    expect((await giftRow(gift.id)).refundedCents).toBe(500)
  })

  it('keeps a refund whose answer was lost pending, and settles it once by asking again', async () => {
    const gift = await paidPayPalGift(25)
    paypal.loseNextRefundAnswer()
    const lost = await refund(gift.id, { amount: 10, reason: 'Lost answer' })
    expect(lost.status).toBe(502)
    expect(await lost.json()).toEqual({ error: giftRefundMessages.paypalUnconfirmed })
    expect(await refundRows(gift.id)).toMatchObject([{ status: 'pending', amountCents: 1000 }])
    expect((await giftRow(gift.id)).refundedCents).toBe(0)
    // Meanwhile what is pending counts: only the rest can be refunded.
    const over = await refund(gift.id, { amount: 20, reason: 'Too much' })
    expect(await over.json()).toMatchObject({ refundable: 15 })

    // Within the grace the sweep leaves it; after it, the same request is asked again.
    const sweep = { orderHoldMinutes: 60, paypal: createPayPal({ ...env } as never) }
    await sweepExpired(db, clock, sweep)
    expect((await refundRows(gift.id))[0]!.status).toBe('pending')
    clock = new Date(clock.getTime() + pendingRefundGraceMs + 1000)
    await sweepExpired(db, clock, sweep)
    const asked = refundRequests(gift.captureId)
    expect(asked).toHaveLength(2)
    const [made] = paypal.refundsOf(gift.captureId)
    expect(paypal.refundsOf(gift.captureId)).toHaveLength(1)
    expect(await refundRows(gift.id)).toMatchObject([
      { status: 'succeeded', paypalRefundId: made!.id, amountCents: 1000 },
    ])
    expect((await giftRow(gift.id)).refundedCents).toBe(1000)

    // PayPal's webhook for it, late: already counted.
    const late = await webhook(paypal.refundEvent(made!))
    expect(await late.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect((await giftRow(gift.id)).refundedCents).toBe(1000)
  })

  it("completes a pending refund from PayPal's webhook when it comes before the answer", async () => {
    const gift = await paidPayPalGift(25)
    paypal.loseNextRefundAnswer()
    expect((await refund(gift.id, { amount: 4, reason: 'Webhook first' })).status).toBe(502)
    const [made] = paypal.refundsOf(gift.captureId)
    const applied = await webhook(paypal.refundEvent(made!))
    expect(await applied.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await refundRows(gift.id)).toMatchObject([
      { status: 'succeeded', paypalRefundId: made!.id, reason: 'Webhook first', actorId: staff.id },
    ])
    expect((await giftRow(gift.id)).refundedCents).toBe(400)
  })

  it("records a refund made in PayPal's dashboard once, and counts it in what is left", async () => {
    const gift = await paidPayPalGift(30)
    const elsewhere = paypal.refundInDashboard(gift.captureId, 700)
    const resource = paypal.refundEvent(elsewhere)
    expect(await (await webhook(resource)).json()).toEqual({ received: true, outcome: 'applied' })
    // PayPal delivers it again, as a new event: still one refund.
    expect(await (await webhook(resource)).json()).toEqual({
      received: true,
      outcome: 'unchanged',
    })
    expect(await refundRows(gift.id)).toMatchObject([
      {
        status: 'succeeded',
        paypalRefundId: elsewhere.id,
        amountCents: 700,
        reason: 'Refunded in PayPal',
        actorId: null,
      },
    ])
    expect((await giftRow(gift.id)).refundedCents).toBe(700)
    const over = await refund(gift.id, { amount: 24, reason: 'Too much' })
    expect(await over.json()).toMatchObject({ refundable: 23 })
  })

  it('ignores a refund of a capture that is no gift’s', async () => {
    const answer = await webhook({
      id: 'REFNOTOURS',
      status: 'COMPLETED',
      amount: { value: '5.00', currency_code: 'USD' },
      links: [{ rel: 'up', href: 'https://api.paypal.com/v2/payments/captures/CAPNOTOURS' }],
    })
    expect(await answer.json()).toEqual({ received: true, outcome: 'ignored' })
  })

  it(`lets ${N} staff refunding one gift at once refund no more than was given`, async () => {
    const gift = await paidPayPalGift(30)
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        refund(gift.id, { amount: 10, reason: `Race ${i}` }, `race-${gift.id}-${i}`),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(N - 3).fill(409)])
    const rows = await refundRows(gift.id)
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual(
      Array(3).fill(['succeeded', 1000]),
    )
    expect(paypal.refundsOf(gift.captureId)).toHaveLength(3)
    expect((await giftRow(gift.id)).refundedCents).toBe(3000)
  })

  it(`counts one dashboard refund once when PayPal delivers it ${N} times at once`, async () => {
    const gift = await paidPayPalGift(30)
    const elsewhere = paypal.refundEvent(paypal.refundInDashboard(gift.captureId, 900))
    const answers = await Promise.all(Array.from({ length: N }, () => webhook(elsewhere)))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(await refundRows(gift.id)).toHaveLength(1)
    expect((await giftRow(gift.id)).refundedCents).toBe(900)
  })
})

describe('without PayPal configured', () => {
  it('answers that a PayPal gift cannot be refunded here, and changes nothing', async () => {
    const bare = await createTestApp()
    const owner = await insertUser(bare.db, { isAdmin: true })
    const cookie = await signIn(bare.request, owner.username, testPassword)
    const [gift] = await bare.db
      .insert(donations)
      .values({
        amountCents: 1500,
        type: 'one-time',
        donorName: 'Pat Pal',
        donorEmail: 'pat@example.org',
        paymentMethod: 'paypal',
        status: 'paid',
        paypalCaptureId: 'CAPBARE',
      })
      .returning()
    const answer = await bare.request(`/api/admin/donations/${gift!.id}/refunds`, {
      json: { reason: 'No PayPal' },
      headers: { Cookie: cookie },
    })
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ error: giftRefundMessages.needsPayPal })
    expect(await bare.db.select().from(donationRefunds)).toEqual([])
  })
})
