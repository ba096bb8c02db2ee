import { asc, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { auditLog, donationPayments, donationRefunds, donations, outbox } from '../../db/schema'
import { cardGiftAt } from '../../test/card-gifts'
import { insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { refundGift } from '../giving/gift-refunds'
import { log } from '../lib/log'

const fake = await startFakeStripe()
afterAll(fake.close)

const clock = new Date()
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    DONATIONS_PER_IP_PER_HOUR: '1000',
    DONATIONS_PER_EMAIL_PER_HOUR: '1000',
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const staff = await insertUser(db, { isAdmin: true, username: 'bursar' })
const cookie = await signIn(request, staff.username, testPassword)
const asStaff = { headers: { Cookie: cookie } }
const gifts = api.admin.donations[':id']

let donors = 0

/** A one-time card gift of `amount` dollars, paid; its id, PaymentIntent and donor's e-mail. */
async function paidGift(amount: number, name = 'Robin Vale') {
  const email = `refund-giver${++donors}@example.org`
  const response = await api.donations.$post({
    json: { amount, type: 'one-time', name, email },
  })
  const { id, clientSecret } = await cardGiftAt(response)
  const intentId = intentIdOf(clientSecret)
  await send('payment_intent.succeeded', fake.succeedPayment(intentId))
  return { id, intentId, email }
}

/** A monthly gift of `amount` dollars with `months` payments made; its id and invoices. */
async function monthlyGift(amount: number, months: number) {
  const email = `refund-monthly${++donors}@example.org`
  const response = await api.donations.$post({
    json: { amount, type: 'monthly', name: 'Morgan Month', email },
  })
  const { id, subscriptionId } = (await bodyAt(response, 201)) as {
    id: number
    subscriptionId: string
  }
  const invoices: string[] = []
  for (let i = 0; i < months; i++) {
    const invoice = fake.payInvoice(subscriptionId)
    expect((await send('invoice.paid', invoice)).status).toBe(200)
    invoices.push(invoice.id)
  }
  return { id, subscriptionId, invoices, email }
}

type Refund = InferRequestType<typeof gifts.refunds.$post>['json']
const refund = (id: number, json: Refund, key?: string) =>
  gifts.refunds.$post(
    { param: { id: String(id) }, json },
    { headers: { Cookie: cookie, ...(key ? { 'Idempotency-Key': key } : {}) } },
  )

const refundRows = (id: number) =>
  db
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, id))
    .orderBy(asc(donationRefunds.id))

const auditOf = (id: number) =>
  db
    .select({
      actorId: auditLog.actorId,
      action: auditLog.action,
      entity: auditLog.entity,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .orderBy(asc(auditLog.id))
    .then((rows) => rows.filter((row) => row.action.startsWith('donation.refund')))

const refundMails = (email: string) =>
  db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(asc(outbox.id))
    .then((rows) => rows.filter((row) => row.subject.startsWith('A refund')))

/** The refunds asked of Stripe since `from` (an index into fake.requests). */
const refundRequestsSince = (from: number) =>
  fake.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v1/refunds')

const giftRow = async (id: number) =>
  (await db.select().from(donations).where(eq(donations.id, id)))[0]!

describe('refunding a one-time gift', () => {
  it('asks Stripe with the gift, the reason and the refund row in the metadata, audits and tells the donor', async () => {
    const { id, intentId, email } = await paidGift(80, 'Robin Vale')
    const from = fake.requests.length
    const response = await refund(id, { amount: 30, reason: 'Gave twice by mistake' })
    const body = await bodyAt(response, 201)
    expect(body).toEqual({ refundId: expect.any(String), amount: 30, refunded: 30 })

    const [row] = await refundRows(id)
    const asked = refundRequestsSince(from)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.body).toEqual({
      payment_intent: intentId,
      amount: '3000',
      reason: 'requested_by_customer',
      'metadata[donationId]': String(id),
      'metadata[reason]': 'Gave twice by mistake',
      'metadata[donationRefundId]': String(row!.id),
    })
    expect(asked[0]!.idempotencyKey).toBe(row!.stripeIdempotencyKey)

    expect(await auditOf(id)).toEqual([
      {
        actorId: staff.id,
        action: 'donation.refund',
        entity: 'donation',
        detail: {
          refund: body.refundId,
          amountCents: 30_00,
          reason: 'Gave twice by mistake',
          invoiceId: null,
        },
      },
    ])

    const mails = await refundMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`A refund of your donation #${id}`)
    expect(mails[0]!.body).toBe(
      [
        'Dear Robin Vale,',
        '',
        `We refunded $30.00 of your donation #${id} to the card you gave with. Banks usually show it within 5-10 business days.`,
        '',
        'Your receipt now shows $50.00 as the amount you gave.',
      ].join('\n'),
    )
  })

  it('refuses a card gift that was not paid, though it has a PaymentIntent', async () => {
    const response = await api.donations.$post({
      json: { amount: 20, type: 'one-time', name: 'Pending Pat', email: 'pending.pat@example.org' },
    })
    const { id } = await bodyAt(response, 201)
    expect((await giftRow(id)).paymentIntentId).toEqual(expect.any(String))
    const from = fake.requests.length
    const refused = await refund(id, { reason: 'Not paid yet' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'Only a gift paid by card, bank or PayPal can be refunded',
    })
    expect(refundRequestsSince(from)).toEqual([])
    expect(await refundRows(id)).toEqual([])
  })

  it('refuses a card gift whose payment failed', async () => {
    const response = await api.donations.$post({
      json: { amount: 20, type: 'one-time', name: 'Declined Dee', email: 'declined@example.org' },
    })
    const { id, clientSecret } = await cardGiftAt(response)
    await send('payment_intent.payment_failed', fake.failPayment(intentIdOf(clientSecret)))
    expect((await giftRow(id)).status).not.toBe('paid')
    const refused = await refund(id, { reason: 'Failed' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'Only a gift paid by card, bank or PayPal can be refunded',
    })
  })

  it('refuses a paid gift that has no PaymentIntent (a cheque received)', async () => {
    const pledge = await api.donations.$post({
      json: {
        amount: 40,
        type: 'one-time',
        name: 'Cheque Chris',
        email: 'cheque.chris@example.org',
        paymentMethod: 'cheque',
      },
    })
    const { id } = await bodyAt(pledge, 201)
    expect((await gifts.received.$post({ param: { id: String(id) } }, asStaff)).status).toBe(200)
    expect(await giftRow(id)).toMatchObject({ status: 'paid', paymentIntentId: null })
    const refused = await refund(id, { reason: 'Returned cheque' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      error: 'Only a gift paid by card, bank or PayPal can be refunded',
    })
  })

  it('withdraws the refund Stripe declines, audits it and answers with Stripe’s reason', async () => {
    const { id, email } = await paidGift(50)
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      fake.failNextAt('/v1/refunds', 400)
      const declined = await refund(id, { amount: 20, reason: 'Card closed' })
      expect(declined.status).toBe(502)
      expect(await declined.json()).toEqual({ error: 'Fake refusal' })
      expect(logged).toHaveBeenCalledWith(
        expect.stringMatching(/^Refunding donation \(refund \d+\) failed: /),
      )
    } finally {
      logged.mockRestore()
    }
    expect(await refundRows(id)).toEqual([])
    expect(await auditOf(id)).toEqual([
      {
        actorId: staff.id,
        action: 'donation.refund_withdrawn',
        entity: 'donation',
        detail: { amountCents: 20_00, reason: 'Card closed', invoiceId: null, why: 'Fake refusal' },
      },
    ])
    expect(await refundMails(email)).toEqual([])
    expect((await giftRow(id)).refundedCents).toBe(0)

    // Withdrawn, it holds nothing back: the whole gift can still be refunded.
    const all = await refund(id, { reason: 'All of it' })
    expect(await all.json()).toMatchObject({ amount: 50, refunded: 50 })
  })

  it('counts a refund made here once when Stripe’s charge.refunded arrives', async () => {
    const { id, intentId } = await paidGift(60)
    expect((await refund(id, { amount: 25, reason: 'Partly' })).status).toBe(201)
    const charge = fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
    const event = await send('charge.refunded', charge)
    expect(await event.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect((await refundRows(id)).map((r) => [r.status, r.amountCents])).toEqual([
      ['succeeded', 25_00],
    ])
    expect((await giftRow(id)).refundedCents).toBe(25_00)
  })
})

describe('refunds with an Idempotency-Key', () => {
  it('answers the same key with the refund already made, without asking Stripe again', async () => {
    const { id } = await paidGift(70)
    const first = await refund(id, { amount: 10, reason: 'Twice' }, 'gift-key-repeat-1')
    const made = await bodyAt(first, 201)
    const from = fake.requests.length
    const again = await refund(id, { amount: 10, reason: 'Twice' }, 'gift-key-repeat-1')
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual({ refundId: made.refundId, amount: 10, refunded: 10 })
    expect(refundRequestsSince(from)).toEqual([])
    expect(await refundRows(id)).toHaveLength(1)
  })

  it('makes another refund for another key, even with the same request', async () => {
    const { id } = await paidGift(70)
    const first = await refund(id, { amount: 10, reason: 'Same' }, 'gift-key-first-2')
    const second = await refund(id, { amount: 10, reason: 'Same' }, 'gift-key-second-2')
    const b = await bodyAt(second, 201)
    const a = await bodyAt(first, 201)
    expect(b.refundId).not.toBe(a.refundId)
    expect(b.refunded).toBe(20)
    const other = await refund(id, { amount: 5, reason: 'Other' }, 'gift-key-third-2')
    expect(await other.json()).toMatchObject({ amount: 5, refunded: 25 })
    expect(await refundRows(id)).toHaveLength(3)
  })

  it('asks Stripe again, with the same PaymentIntent and key, for a refund whose answer was lost', async () => {
    const { id, intentId } = await paidGift(45)
    const warned = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      fake.loseAnswersAt('/v1/refunds', 3)
      const lost = await refund(id, { amount: 15, reason: 'Lost' }, 'gift-key-lost-3')
      expect(lost.status).toBe(502)
    } finally {
      warned.mockRestore()
    }
    const [pending] = await refundRows(id)
    expect(pending).toMatchObject({ status: 'pending', stripeRefundId: null })

    const from = fake.requests.length
    const retried = await refund(id, { amount: 15, reason: 'Lost' }, 'gift-key-lost-3')
    const body = await bodyAt(retried, 201)
    expect(body).toEqual({ refundId: expect.stringMatching(/^re_/), amount: 15, refunded: 15 })
    const asked = refundRequestsSince(from)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.body.payment_intent).toBe(intentId)
    expect(asked[0]!.idempotencyKey).toBe(pending!.stripeIdempotencyKey)
    expect((await refundRows(id)).map((r) => [r.status, r.stripeRefundId])).toEqual([
      ['succeeded', body.refundId],
    ])
    // Stripe made it once.
    const charge = fake.retrieve(fake.retrieve(intentId)!.latest_charge as string)!
    expect(charge.amount_refunded).toBe(15_00)
  })
})

describe('refunding one monthly payment', () => {
  it('refunds the chosen invoice’s PaymentIntent, named in the metadata, found through its invoice payments', async () => {
    const { id, invoices, email } = await monthlyGift(15, 2)
    const [march, april] = invoices as [string, string]
    const from = fake.requests.length
    const response = await refund(id, { reason: 'Charged by mistake', invoiceId: april })
    const body = await bodyAt(response, 201)
    expect(body).toEqual({ refundId: expect.any(String), amount: 15, refunded: 15 })

    const lookups = fake.requests
      .slice(from)
      .filter((r) => r.method === 'GET' && r.path === '/v1/invoice_payments')
    expect(lookups.map((r) => r.query)).toEqual([{ invoice: april, limit: '10' }])
    const [row] = await refundRows(id)
    const asked = refundRequestsSince(from)
    expect(asked.map((r) => r.body)).toEqual([
      {
        payment_intent: fake.intentOfInvoice(april),
        amount: '1500',
        reason: 'requested_by_customer',
        'metadata[donationId]': String(id),
        'metadata[reason]': 'Charged by mistake',
        'metadata[invoiceId]': april,
        'metadata[donationRefundId]': String(row!.id),
      },
    ])
    expect(fake.intentOfInvoice(april)).not.toBe(fake.intentOfInvoice(march))
    expect(row).toMatchObject({ invoiceId: april, amountCents: 15_00, status: 'succeeded' })

    expect(await auditOf(id)).toEqual([
      {
        actorId: staff.id,
        action: 'donation.refund',
        entity: 'donation',
        detail: {
          refund: body.refundId,
          amountCents: 15_00,
          reason: 'Charged by mistake',
          invoiceId: april,
        },
      },
    ])
    const [mail] = await refundMails(email)
    expect(mail!.body).toBe(
      [
        'Dear Morgan Month,',
        '',
        `We refunded $15.00 of your donation #${id} to the card you gave with. Banks usually show it within 5-10 business days.`,
        '',
        'Your receipt now shows $0.00 as the amount you gave.',
      ].join('\n'),
    )
  })

  it('takes only the paid invoice payment made through a PaymentIntent', async () => {
    const other = await paidGift(12)
    const { id, invoices } = await monthlyGift(20, 1)
    const [invoice] = invoices as [string]
    // An attempt still open (with another gift's PaymentIntent) and a payment made outside a
    // PaymentIntent, both listed before the one that paid.
    fake.addInvoicePayment(invoice, {
      status: 'open',
      payment: { type: 'payment_intent', payment_intent: other.intentId },
    })
    fake.addInvoicePayment(invoice, {
      status: 'paid',
      payment: { type: 'charge', charge: 'ch_out_of_band' },
    })
    const from = fake.requests.length
    const response = await refund(id, { reason: 'Wrong month', invoiceId: invoice })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ amount: 20, refunded: 20 })
    expect(refundRequestsSince(from).map((r) => r.body.payment_intent)).toEqual([
      fake.intentOfInvoice(invoice),
    ])
    const otherCharge = fake.retrieve(fake.retrieve(other.intentId)!.latest_charge as string)!
    expect(otherCharge.amount_refunded).toBe(0)
  })

  it('counts only the same invoice’s refunds in what is left of a payment', async () => {
    const { id, invoices } = await monthlyGift(25, 2)
    const [march, april] = invoices as [string, string]
    const first = await refund(id, { reason: 'March', invoiceId: march })
    expect(await first.json()).toMatchObject({ amount: 25, refunded: 25 })
    const over = await refund(id, { amount: 30, reason: 'Too much', invoiceId: april })
    expect(over.status).toBe(409)
    expect(await over.json()).toEqual({
      error: 'Only $25.00 is left to refund on this gift',
      refundable: 25,
    })
    const part = await refund(id, { amount: 10, reason: 'April part', invoiceId: april })
    expect(await part.json()).toMatchObject({ amount: 10, refunded: 35 })
    const rest = await refund(id, { reason: 'April rest', invoiceId: april })
    expect(rest.status).toBe(201)
    expect(await rest.json()).toMatchObject({ amount: 15, refunded: 50 })
    const none = await refund(id, { amount: 1, reason: 'Nothing left', invoiceId: april })
    expect(await none.json()).toEqual({
      error: 'Only $0.00 is left to refund on this gift',
      refundable: 0,
    })
  })

  it('withdraws a declined refund of a monthly payment with its invoice in the audit', async () => {
    const { id, invoices } = await monthlyGift(30, 1)
    const [invoice] = invoices as [string]
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      fake.failNextAt('/v1/refunds', 400)
      const declined = await refund(id, { amount: 5, reason: 'Declined', invoiceId: invoice })
      expect(declined.status).toBe(502)
      expect(await declined.json()).toEqual({ error: 'Fake refusal' })
    } finally {
      logged.mockRestore()
    }
    expect(await refundRows(id)).toEqual([])
    expect(await auditOf(id)).toEqual([
      {
        actorId: staff.id,
        action: 'donation.refund_withdrawn',
        entity: 'donation',
        detail: { amountCents: 5_00, reason: 'Declined', invoiceId: invoice, why: 'Fake refusal' },
      },
    ])
  })

  it('answers that payments are unavailable when Stripe cannot list the invoice’s payments', async () => {
    const { id, invoices } = await monthlyGift(10, 1)
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {})
    try {
      fake.failNextAt('/v1/invoice_payments', 400)
      const from = fake.requests.length
      const failed = await refund(id, { reason: 'Lookup fails', invoiceId: invoices[0] })
      expect(failed.status).toBe(502)
      expect(await failed.json()).toEqual({
        error: 'Payment processing is unavailable right now. Please try again.',
      })
      expect(refundRequestsSince(from)).toEqual([])
    } finally {
      logged.mockRestore()
    }
    expect(await refundRows(id)).toEqual([])
  })

  it('without Stripe, answers that refunds need Stripe once the request checks out', async () => {
    const { id, invoices } = await monthlyGift(10, 1)
    const [payment] = await db
      .select()
      .from(donationPayments)
      .where(eq(donationPayments.donationId, id))
    expect(payment!.invoiceId).toBe(invoices[0])
    const result = await refundGift(
      { db, payments: null, paypal: null, now: clock },
      id,
      { reason: 'No Stripe', invoiceId: invoices[0] },
      staff,
    )
    expect(result).toEqual({
      ok: false,
      reason: 'needs-stripe',
      error:
        'Refunds go through Stripe, and card payments are not configured on this server (the STRIPE_* keys).',
    })
    expect(await refundRows(id)).toEqual([])
  })
})
