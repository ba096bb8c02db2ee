import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it } from 'vitest'
import { donationPayments, donations, stripeEvents as handledEvents, outbox } from '../../db/schema'
import { startFakeStripe } from '../../test/fake-stripe'
import { signedLink } from '../../test/signed-links'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp, testChequeInstructions } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2025-03-01T12:00:00Z')
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    DONATIONS_PER_IP_PER_HOUR: '1000',
    DONATIONS_PER_EMAIL_PER_HOUR: '3',
    DONATION_LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    DONATION_LINK_DAYS: '30',
    PUBLIC_ORIGIN: 'https://brightminds.example',
    ORG_LEGAL_NAME: 'BrightMinds Foundation Inc.',
    ORG_EIN: '12-3456789',
    ORG_ADDRESS: '120 Learning Lane, Austin, TX 78701',
  },
  clock: () => clock,
})

let donorSequence = 0
const donor = () => ({ name: 'Dana Lee', email: `donor${++donorSequence}@example.org` })

type DonationBody = InferRequestType<typeof api.donations.$post>['json']

function donate(json: DonationBody, headers: Record<string, string> = {}) {
  return api.donations.$post({ json }, { headers })
}

/** A body the contract refuses, sent as it is. */
function donateAnyway(json: unknown) {
  return request('/api/donations', { json })
}

const receiptOf = api.donations[':id'].receipt

const send = stripeEvents(request, fake, () => clock)

/** A card gift as the API answers it. */
interface Pending {
  id: number
  clientSecret: string
  subscriptionId?: string
}

async function cardGift(json: DonationBody, headers: Record<string, string> = {}) {
  const response = await donate(json, headers)
  return (await bodyAt(response, 201)) as Pending
}

async function donationRow(id: number) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id))
  return row
}

/** The payments recorded for a gift, oldest first. */
function paymentsOf(donationId: number) {
  return db
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, donationId))
    .orderBy(donationPayments.id)
}

async function mailsTo(to: string) {
  return (await db.select().from(outbox)).filter((mail) => mail.to === to)
}

describe('POST /api/donations', () => {
  it('starts a one-time card gift: a PaymentIntent in cents with donation metadata', async () => {
    const who = donor()
    const response = await donate({
      amount: 25.5,
      type: 'one-time',
      ...who,
      message: 'For the kids',
    })
    const body = await bodyAt(response, 201)
    expect(body).toEqual({
      id: expect.any(Number),
      amount: 25.5,
      coveredFee: 0,
      status: 'pending',
      clientSecret: expect.stringMatching(/^pi_\w+_secret_/),
      receiptPath: expect.stringMatching(/^\/donations\/\d+\/receipt\?token=\d+\.[\w-]{43}$/),
      managePath: null,
    })
    const call = fake.requests.findLast((r) => r.path === '/v1/payment_intents')!
    expect(call.body.amount).toBe('2550')
    expect(call.body.currency).toBe('usd')
    expect(call.body['metadata[donationId]']).toBe(String(body.id))
    expect(call.body['metadata[kind]']).toBe('donation')
    // A card gift takes Stripe's automatic methods (cards, wallets, Link), named for the donor's
    // statement, its receipt e-mailed by Stripe too.
    expect(call.body).toMatchObject({
      'automatic_payment_methods[enabled]': 'true',
      description: 'Donation to BrightMinds Foundation',
      receipt_email: who.email,
    })
    expect(Object.keys(call.body).some((key) => key.startsWith('payment_method_types'))).toBe(false)
    const row = await donationRow(body.id)
    expect(call.idempotencyKey).toBe(`donation-${body.id}-${row!.createdAt.getTime()}`)
    expect(row).toMatchObject({
      amountCents: 2550,
      type: 'one-time',
      status: 'pending',
      paymentMethod: 'card',
      donorName: 'Dana Lee',
      donorEmail: who.email,
      message: 'For the kids',
      anonymous: false,
    })
    expect(row!.paymentIntentId).toMatch(/^pi_/)
  })

  it('starts a monthly card gift: customer, monthly price and an incomplete subscription', async () => {
    const who = donor()
    const before = fake.requests.length
    const response = await donate({ amount: 100, type: 'monthly', ...who })
    const body = (await bodyAt(response, 201)) as {
      id: number
      clientSecret: string
      subscriptionId: string
    }
    expect(body).toMatchObject({
      status: 'pending',
      clientSecret: expect.stringMatching(/_secret_/),
    })
    expect(body.subscriptionId).toMatch(/^sub_/)
    const calls = fake.requests.slice(before)
    expect(calls.map((c) => c.path)).toEqual(['/v1/customers', '/v1/prices', '/v1/subscriptions'])
    expect(calls[0]!.body).toMatchObject({ email: who.email, name: 'Dana Lee' })
    expect(calls[1]!.body).toMatchObject({
      unit_amount: '10000',
      currency: 'usd',
      'recurring[interval]': 'month',
    })
    expect(calls[2]!.body).toMatchObject({
      payment_behavior: 'default_incomplete',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'metadata[kind]': 'donation',
      'metadata[donationId]': String(body.id),
    })
    // A card subscription leaves the methods to Stripe's settings (no bank-only options).
    expect(Object.keys(calls[2]!.body).some((key) => key.includes('payment_method_'))).toBe(false)
    const row = await donationRow(body.id)
    // Each call under its own key, derived from the gift, so a retry never makes a second one.
    const key = `donation-${body.id}-${row!.createdAt.getTime()}`
    expect(calls.map((call) => call.idempotencyKey)).toEqual([
      `${key}-customer`,
      `${key}-price`,
      key,
    ])
    expect(row).toMatchObject({
      type: 'monthly',
      status: 'pending',
      amountCents: 10000,
      subscriptionId: body.subscriptionId,
    })
  })

  it('starts a student sponsorship: a monthly gift, named as one in Stripe (decision 061)', async () => {
    const before = fake.requests.length
    const gift = await cardGift({ amount: 35, type: 'monthly', program: 'sponsorship', ...donor() })
    const price = fake.requests.slice(before).find((call) => call.path === '/v1/prices')!
    expect(price.body).toMatchObject({
      unit_amount: '3500',
      'product_data[name]': 'Student sponsorship with BrightMinds Foundation',
    })
    expect(await donationRow(gift.id)).toMatchObject({ type: 'monthly', program: 'sponsorship' })
    // Any other monthly gift goes to the general fund, under its own name.
    const general = await cardGift({ amount: 35, type: 'monthly', ...donor() })
    expect(await donationRow(general.id)).toMatchObject({ program: 'general' })
    expect(fake.requests.findLast((call) => call.path === '/v1/prices')!.body).toMatchObject({
      'product_data[name]': 'Monthly donation to BrightMinds Foundation',
    })
  })

  it.each([
    [{ type: 'one-time' }, 'A sponsorship is a monthly gift by card, bank account or check.'],
    [
      { type: 'monthly', paymentMethod: 'paypal' },
      'A sponsorship is a monthly gift by card, bank account or check.',
    ],
    [{ type: 'monthly', program: 'scholarship' }, 'Program must be general or sponsorship'],
  ])('refuses a sponsorship %o and stores nothing', async (fields, error) => {
    const who = donor()
    const before = fake.requests.length
    // 'scholarship' is a program the contract refuses: all are sent as they are.
    const response = await donateAnyway({ amount: 35, program: 'sponsorship', ...who, ...fields })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error })
    expect(fake.requests.length).toBe(before)
    expect(await db.select().from(donations).where(eq(donations.donorEmail, who.email))).toEqual([])
  })

  it('counts the program in an Idempotency-Key comparison', async () => {
    const who = donor()
    const headers = { 'Idempotency-Key': randomUUID() }
    const gift: DonationBody = { amount: 35, type: 'monthly', ...who }
    expect((await donate(gift, headers)).status).toBe(201)
    const other = await donate({ ...gift, program: 'sponsorship' }, headers)
    expect(other.status).toBe(422)
    expect((await donate({ ...gift, program: 'general' }, headers)).status).toBe(200)
  })

  it('records a cheque pledge without calling Stripe and e-mails where to send it', async () => {
    const who = donor()
    const before = fake.requests.length
    const response = await donate({ amount: 50, ...who, paymentMethod: 'cheque', anonymous: true })
    const body = await bodyAt(response, 201)
    expect(body).toEqual({
      id: expect.any(Number),
      amount: 50,
      coveredFee: 0,
      status: 'pledged',
      instructions: { paymentMethod: 'cheque', message: testChequeInstructions },
      receiptPath: expect.stringContaining(`/donations/${body.id}/receipt?token=`),
      managePath: null,
    })
    expect(fake.requests.length).toBe(before)
    expect(await donationRow(body.id)).toMatchObject({
      status: 'pledged',
      paymentMethod: 'cheque',
      anonymous: true,
    })
    const mails = await mailsTo(who.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toContain('Nothing has been charged')
    expect(mails[0]!.body).toContain('$50.00')
    expect(mails[0]!.body).toContain(testChequeInstructions)
  })

  it('never takes PayPal, which this server does not offer, and stores nothing', async () => {
    const count = (await db.select().from(donations)).length
    const paypal = await donate({ amount: 10, ...donor(), paymentMethod: 'paypal' })
    expect(paypal.status).toBe(503)
    expect(await paypal.json()).toEqual({
      error: 'This way of giving is not available right now. Please choose another.',
    })
    expect(await db.select().from(donations)).toHaveLength(count)
  })

  it('tells the web which ways of giving it takes, and the fee rates', async () => {
    const config = await (await api.config.$get()).json()
    expect(config.giving).toEqual({
      methods: ['card', 'bank', 'cheque'],
      paypalClientId: null,
      feeRates: {
        card: { basisPoints: 220, fixedCents: 30, capCents: null },
        bank: { basisPoints: 80, fixedCents: 0, capCents: 500 },
      },
      disclosure: null,
    })
  })

  it.each([0, -5, 0.5, 'abc', 1.234, 1e9, null, Number.NaN])(
    'refuses the amount %s',
    async (amount) => {
      const count = (await db.select().from(donations)).length
      // An amount that is not a number is a body the contract refuses, sent as it is.
      const response =
        typeof amount === 'number'
          ? await donate({ amount, ...donor() })
          : await donateAnyway({ amount, ...donor() })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Please enter a valid donation amount.' })
      expect((await db.select().from(donations)).length).toBe(count)
    },
  )

  it('refuses a missing amount with the same message', async () => {
    const response = await donateAnyway({ ...donor() })
    expect(await response.json()).toEqual({ error: 'Please enter a valid donation amount.' })
  })

  it.each([
    { email: 'x@example.org' },
    { name: 'Dana' },
    { name: '   ', email: 'x@example.org' },
    { name: 'Dana', email: '' },
  ])('asks for the name and e-mail when missing (%o)', async (fields) => {
    // Without a name or an e-mail the body is one the contract refuses, sent as it is.
    const { name, email } = fields
    const response =
      name !== undefined && email !== undefined
        ? await donate({ amount: 25, name, email })
        : await donateAnyway({ amount: 25, ...fields })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: 'Please provide your name and email to continue.',
    })
  })

  it('answers a honeypot hit like a success and stores nothing', async () => {
    const who = donor()
    const count = (await db.select().from(donations)).length
    const before = fake.requests.length
    const response = await donate({ amount: 25, ...who, website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      status: 'pending',
      clientSecret: expect.any(String),
    })
    expect((await db.select().from(donations)).length).toBe(count)
    expect(fake.requests.length).toBe(before)
    expect(await mailsTo(who.email)).toEqual([])
  })

  it('answers a honeypot hit in the very shape of a real gift, links that open nothing included', async () => {
    const gift = { amount: 25, type: 'monthly', coverFees: true } satisfies Partial<DonationBody>
    const real = await bodyAt(await donate({ ...gift, ...donor() }), 201)
    const decoy = await bodyAt(
      await donate({ ...gift, ...donor(), website: 'http://spam.example' }),
      201,
    )
    const token = /^\/donations\/\d+\/(receipt|manage)\?token=(\d+)\.[\w-]{43}$/
    expect(decoy).toEqual({
      id: expect.any(Number),
      amount: real.amount,
      coveredFee: real.coveredFee,
      status: 'pending',
      clientSecret: expect.stringMatching(/^pi_[0-9a-f]{24}_secret_[0-9a-f]{24}$/),
      receiptPath: expect.stringMatching(token),
      managePath: expect.stringMatching(token),
    })
    // Its links expire as a real one's would, in the future, and open nothing.
    const expires = Number(token.exec(decoy.receiptPath)![2])
    expect(expires * 1000).toBeGreaterThan(Date.now())
    expect((await receiptOf.$get({ ...signedLink(decoy.receiptPath) })).status).toBe(403)
    const pledge = await bodyAt(
      await donate({ amount: 25, ...donor(), paymentMethod: 'cheque', website: 'x' }),
      201,
    )
    expect(pledge).toMatchObject({ status: 'pledged', coveredFee: 0, managePath: null })
    expect(pledge).not.toHaveProperty('clientSecret')
  })

  it('makes one donation for the same Idempotency-Key sent twice', async () => {
    const who = donor()
    const headers = { 'Idempotency-Key': 'gift-key-0001' }
    const first = await donate({ amount: 40, ...who }, headers)
    const second = await donate({ amount: 40, ...who }, headers)
    const a = await bodyAt(first, 201)
    const b = await bodyAt(second, 200)
    expect(b).toEqual(a)
    expect(
      (await db.select().from(donations).where(eq(donations.donorEmail, who.email))).length,
    ).toBe(1)
    // Another request with that key (someone else's, or another amount) reads nothing: 422.
    for (const other of [
      { amount: 40, ...donor() },
      { amount: 41, ...who },
      { amount: 40, ...who, type: 'monthly' },
      { amount: 40, ...who, message: 'For the robots' },
      { amount: 40, ...who, name: 'Dana Leigh' },
      { amount: 40, ...who, anonymous: true },
      { amount: 40, ...who, paymentMethod: 'cheque' },
      { amount: 40, ...who, tribute: { kind: 'honor', name: 'Ruth Park' } },
    ] satisfies DonationBody[]) {
      const response = await donate(other, headers)
      expect(response.status).toBe(422)
      expect(await response.json()).toEqual({
        error: 'This Idempotency-Key was already used for a different request.',
      })
    }
  })

  it('names one tribute gift by its key: each part of the tribute counts, the address’s case does not', async () => {
    const who = donor()
    const headers = { 'Idempotency-Key': randomUUID() }
    const tribute = {
      kind: 'memory' as const,
      name: 'Ruth Park',
      notifyEmail: 'park.family@example.org',
    }
    const gift = { amount: 30, ...who, tribute } satisfies DonationBody
    const first = await bodyAt(await donate(gift, headers), 201)
    for (const other of [
      { ...gift, tribute: { ...tribute, kind: 'honor' } },
      { ...gift, tribute: { ...tribute, name: 'Ruth Parks' } },
      { ...gift, tribute: { ...tribute, notifyEmail: '' } },
      { ...gift, tribute: undefined },
    ] satisfies DonationBody[]) {
      expect((await donate(other, headers)).status).toBe(422)
    }
    const again = await donate({ ...gift, email: who.email.toUpperCase() }, headers)
    expect(await bodyAt(again, 200)).toEqual(first)
  })

  it.each(['one-time', 'monthly'] as const)(
    'makes one %s card gift for one key sent ten times at once, never a 5xx',
    async (type) => {
      // Its own app (ten sends from one donor are over this file's per-e-mail limit) and its
      // own Stripe account (gift ids start at 1 again, and so would their Stripe keys).
      const stripe = await startFakeStripe()
      afterAll(stripe.close)
      const racing = await createTestApp({
        env: {
          ...stripe.env,
          DONATIONS_PER_IP_PER_HOUR: '100',
          DONATIONS_PER_EMAIL_PER_HOUR: '100',
        },
        clock: () => clock,
      })
      const who = donor()
      const headers = { 'Idempotency-Key': randomUUID() }
      const give = () =>
        racing.api.donations.$post({ json: { amount: 45, type, ...who } }, { headers })
      const answers = await Promise.all(Array.from({ length: 10 }, give))
      const statuses = answers.map((response) => response.status)
      expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true)
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      const bodies = await Promise.all(answers.map((response) => response.json()))
      const made = bodies[statuses.indexOf(201)]
      statuses.forEach((status, i) => {
        if (status === 200) expect(bodies[i]).toEqual(made)
        if (status === 409) {
          expect(bodies[i]).toEqual({
            error: 'This request is still being processed. Please try again in a moment.',
          })
          expect(answers[i]!.headers.get('Retry-After')).toBe('1')
        }
      })
      expect(
        await racing.db.select().from(donations).where(eq(donations.donorEmail, who.email)),
      ).toHaveLength(1)
      // The retry a 409 asks for gets the gift.
      const retry = await give()
      expect(retry.status).toBe(200)
      expect(await retry.json()).toEqual(made)
    },
  )

  it('answers a repeated monthly gift with the same subscription and its first invoice secret', async () => {
    const who = donor()
    const headers = { 'Idempotency-Key': 'monthly-gift-key-0001' }
    const first = await cardGift({ amount: 35, type: 'monthly', ...who }, headers)
    const before = fake.requests.length
    const second = await donate({ amount: 35, type: 'monthly', ...who }, headers)
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual(first)
    // Nothing new in Stripe: the subscription is read back, its invoice's secret expanded
    // (Stripe leaves `latest_invoice` an id otherwise).
    const calls = fake.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /v1/subscriptions/${first.subscriptionId}`,
    ])
    expect(calls[0]!.expand).toEqual(['latest_invoice.confirmation_secret'])
    expect(
      (await db.select().from(donations).where(eq(donations.donorEmail, who.email))).length,
    ).toBe(1)
  })

  it('limits gifts per e-mail address', async () => {
    const who = donor()
    for (let i = 0; i < 3; i++) {
      expect((await donate({ amount: 5, ...who, paymentMethod: 'cheque' })).status).toBe(201)
    }
    const blocked = await donate({ amount: 5, ...who, paymentMethod: 'cheque' })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(
      (await db.select().from(donations).where(eq(donations.donorEmail, who.email))).length,
    ).toBe(3)
  })

  it('does not count a retry of the same gift (same Idempotency-Key) against the e-mail limit', async () => {
    const who = donor()
    const gift: DonationBody = { amount: 5, ...who, paymentMethod: 'cheque' }
    const key = { 'Idempotency-Key': crypto.randomUUID() }
    for (let i = 0; i < 5; i++) expect((await donate(gift, key)).status).toBe(i === 0 ? 201 : 200)
    for (let i = 0; i < 2; i++) expect((await donate(gift)).status).toBe(201)
    expect((await donate(gift)).status).toBe(429)
  })
})

describe('donation webhooks', () => {
  it('marks a one-time gift paid once and e-mails a receipt with a working link', async () => {
    const who = donor()
    const { id, clientSecret } = await cardGift({ amount: 25, ...who })
    const paid = fake.succeedPayment(intentIdOf(clientSecret))
    expect(paid).toMatchObject({ amount: 2500, amount_received: 2500 })
    const event = { id: `evt_gift_paid_${id}` }
    const first = await send('payment_intent.succeeded', paid, event)
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' })
    const again = await send('payment_intent.succeeded', paid, event)
    expect(await again.json()).toEqual({ received: true, outcome: 'duplicate' })
    expect((await donationRow(id))!.status).toBe('paid')

    const mails = await mailsTo(who.email)
    expect(mails).toHaveLength(1)
    const body = mails[0]!.body
    expect(body).toContain('BrightMinds Foundation Inc.')
    expect(body).toContain('EIN: 12-3456789')
    expect(body).toContain('120 Learning Lane, Austin, TX 78701')
    expect(body).toContain('Date: March 1, 2025')
    expect(body).toContain('Amount: $25.00')
    expect(body).toContain('Donor: Dana Lee')
    expect(body).toContain('No goods or services were provided in exchange for this contribution.')
    const link = /https:\/\/brightminds\.example(\/donations\/\d+\/receipt\?token=[\w.-]+)/.exec(
      body,
    )!
    expect(link[1]).toContain(`/donations/${id}/receipt?token=`)

    const receipt = await receiptOf.$get(signedLink(link[1]!))
    expect(receipt.status).toBe(200)
    expect(await receipt.json()).toMatchObject({
      id,
      organization: { legalName: 'BrightMinds Foundation Inc.', ein: '12-3456789' },
      donorName: 'Dana Lee',
      amount: 25,
      status: 'paid',
      statement: 'No goods or services were provided in exchange for this contribution.',
    })
  })

  it('marks a one-time gift failed on payment failure', async () => {
    const { id, clientSecret } = await cardGift({ amount: 30, ...donor() })
    const declined = fake.failPayment(intentIdOf(clientSecret))
    expect(declined).toMatchObject({ amount: 3000, amount_received: 0 })
    const response = await send('payment_intent.payment_failed', declined)
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await donationRow(id))!.status).toBe('failed')
  })

  it('leaves a gift as it is when a failure names it from another PaymentIntent', async () => {
    const { id, clientSecret } = await cardGift({ amount: 30, ...donor() })
    const other = await cardGift({ amount: 30, ...donor() })
    // Another gift's declined PaymentIntent, its metadata pointing at this gift.
    const declined = fake.failPayment(intentIdOf(other.clientSecret))
    const metadata = declined.metadata as Record<string, string>
    const forged = { ...declined, metadata: { ...metadata, donationId: String(id) } }
    const response = await send('payment_intent.payment_failed', forged)
    expect(await response.json()).toEqual({ received: true, outcome: 'mismatch' })
    expect((await donationRow(id))!.status).toBe('pending')
    expect((await donationRow(id))!.paymentIntentId).toBe(intentIdOf(clientSecret))
  })

  it('records each monthly invoice once, with its own receipt, and cancels on subscription end', async () => {
    const who = donor()
    const { id, subscriptionId } = await cardGift({ amount: 100, type: 'monthly', ...who })
    const first = fake.payInvoice(subscriptionId!)
    expect(first).toMatchObject({ amount_paid: 10000 })
    const paid = await send('invoice.paid', first)
    expect(await paid.json()).toEqual({ received: true, outcome: 'applied' })
    // The same invoice again, in a different event (Stripe may send both): still one payment.
    const again = await send('invoice.paid', first)
    expect(await again.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect((await donationRow(id))!.status).toBe('paid')
    let payments = await paymentsOf(id)
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({ invoiceId: first.id, amountCents: 10000 })
    expect(await mailsTo(who.email)).toHaveLength(1)

    // Next month's card is declined: Stripe retries, the donor is told, the gift is past due...
    const declined = fake.failInvoice(subscriptionId!)
    const failed = await send('invoice.payment_failed', declined)
    expect(await failed.json()).toEqual({ received: true, outcome: 'applied' })
    const failure = (await mailsTo(who.email)).at(-1)!
    expect(failure.subject).toBe(
      `This month's payment for your gift to BrightMinds Foundation Inc. did not go through (#${id})`,
    )
    expect(failure.body).toContain('We will try again automatically')
    expect(failure.body).toContain(`https://brightminds.example/donations/${id}/manage?token=`)
    const pastDue = await send('customer.subscription.updated', fake.retrieve(subscriptionId!)!)
    expect(await pastDue.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await donationRow(id))!.status).toBe('past_due')
    expect(await mailsTo(who.email)).toHaveLength(2)

    // ...until the retry pays that same invoice: its own payment row and receipt.
    const retried = fake.payInvoice(subscriptionId!)
    expect(retried.id).toBe(declined.id)
    await send('invoice.paid', retried)
    payments = await paymentsOf(id)
    expect(payments.map((payment) => [payment.invoiceId, payment.amountCents])).toEqual([
      [first.id, 10000],
      [declined.id, 10000],
    ])
    expect((await donationRow(id))!.status).toBe('paid')
    expect(await mailsTo(who.email)).toHaveLength(3)
    // Stripe's own word that the subscription is active again changes nothing more.
    const active = await send('customer.subscription.updated', fake.retrieve(subscriptionId!)!)
    expect(await active.json()).toEqual({ received: true, outcome: 'unchanged' })

    const deleted = await send('customer.subscription.deleted', {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
    })
    expect(await deleted.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await donationRow(id))!.status).toBe('cancelled')
  })

  it("receipts only the gift's own PaymentIntent and amount; a mismatch changes nothing", async () => {
    const who = donor()
    const { id, clientSecret } = await cardGift({ amount: 75, ...who })
    const paid = fake.succeedPayment(intentIdOf(clientSecret))
    const intentId = intentIdOf(clientSecret)
    const mismatches = [
      [
        { ...paid, id: 'pi_someone_else', amount: 50, amount_received: 50 },
        `PaymentIntent pi_someone_else is not donation ${id}'s (${intentId}).`,
      ],
      [
        { ...paid, amount_received: 50 },
        `PaymentIntent ${intentId} received 50 usd for donation ${id} of 7500 usd.`,
      ],
      [
        { ...paid, currency: 'eur' },
        `PaymentIntent ${intentId} received 7500 eur for donation ${id} of 7500 usd.`,
      ],
    ] as const
    for (const [i, [intent, note]] of mismatches.entries()) {
      const eventId = `evt_mismatch_${id}_${i}`
      const response = await send('payment_intent.succeeded', intent, { id: eventId })
      expect(await response.json()).toEqual({ received: true, outcome: 'mismatch' })
      // Staff read why in the handled events.
      const [handled] = await db.select().from(handledEvents).where(eq(handledEvents.id, eventId))
      expect(handled).toMatchObject({ outcome: 'mismatch', note })
    }
    expect((await donationRow(id))!.status).toBe('pending')
    expect(await mailsTo(who.email)).toEqual([])

    const { subscriptionId, id: monthlyId } = await cardGift({
      amount: 30,
      type: 'monthly',
      ...donor(),
    })
    const invoice = fake.payInvoice(subscriptionId!)
    const short = await send('invoice.paid', { ...invoice, amount_paid: 100 })
    expect(await short.json()).toEqual({ received: true, outcome: 'mismatch' })
    expect(await paymentsOf(monthlyId)).toEqual([])
    expect(await (await send('invoice.paid', invoice)).json()).toMatchObject({ outcome: 'applied' })
  })

  it('records a monthly payment from an endpoint on an older API version (subscription at the top level)', async () => {
    const { id, subscriptionId } = await cardGift({ amount: 20, type: 'monthly', ...donor() })
    // Before 2025-03-31 Stripe rendered an invoice's subscription as `invoice.subscription`.
    const { parent: _, ...invoice } = fake.payInvoice(subscriptionId!)
    const legacy = { ...invoice, subscription: subscriptionId }
    const response = await send('invoice.paid', legacy, { apiVersion: '2024-06-20' })
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
    expect((await donationRow(id))!.status).toBe('paid')
    const payments = await paymentsOf(id)
    expect(payments).toMatchObject([{ invoiceId: invoice.id, amountCents: 2000 }])
  })
})

describe('GET /api/donations/:id/receipt', () => {
  async function receiptLink() {
    const who = donor()
    const { id, clientSecret } = await cardGift({ amount: 12.34, ...who })
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(clientSecret)))
    const [mail] = await mailsTo(who.email)
    const path = /\/donations\/\d+\/receipt\?token=[\w.-]+/.exec(mail!.body)![0]
    return { id, link: signedLink(path) }
  }

  it('refuses a tampered, borrowed or missing token', async () => {
    const { id, link } = await receiptLink()
    const token = link.query.token
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    const longer = `${Number(token.split('.')[0]) + 86_400}.${token.split('.')[1]}`
    for (const bad of [
      { param: { id: String(id) }, query: { token: flipped } },
      { param: { id: String(id) }, query: { token: longer } },
      { param: { id: String(id + 1) }, query: { token } },
      { param: { id: String(id) }, query: {} },
    ]) {
      const response = await receiptOf.$get(bad)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({
        error: 'This receipt link is invalid or has expired.',
      })
    }
    expect((await receiptOf.$get(link)).status).toBe(200)
  })

  it('refuses an expired link', async () => {
    const { link } = await receiptLink()
    const saved = clock
    try {
      clock = new Date(saved.getTime() + 31 * 86_400_000)
      expect((await receiptOf.$get(link)).status).toBe(403)
    } finally {
      clock = saved
    }
  })
})

describe('without Stripe keys', async () => {
  const bare = await createTestApp()

  it('answers 503 for a card or bank gift and stores nothing; cheque pledges still work', async () => {
    const response = await bare.api.donations.$post({ json: { amount: 25, ...donor() } })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error:
        "Giving by card isn't available at the moment. Please try again later, or write to hello@brightminds.org and we will help you give another way.",
    })
    const bank = await bare.api.donations.$post({
      json: { amount: 25, ...donor(), paymentMethod: 'bank' },
    })
    expect(bank.status).toBe(503)
    expect(await bare.db.select().from(donations)).toEqual([])
    expect((await (await bare.api.config.$get()).json()).giving.methods).toEqual(['cheque'])
    expect((await (await api.config.$get()).json()).organization).toEqual({
      legalName: 'BrightMinds Foundation Inc.',
      ein: '12-3456789',
    })
    const pledge = await bare.api.donations.$post({
      json: { amount: 25, ...donor(), paymentMethod: 'cheque' },
    })
    expect(pledge.status).toBe(201)
    expect(await pledge.json()).toMatchObject({
      instructions: { paymentMethod: 'cheque', message: testChequeInstructions },
    })
  })

  it('offers no way of giving at all when neither Stripe nor cheques are set up', async () => {
    const none = await createTestApp({ env: { CHEQUE_INSTRUCTIONS: '' } })
    expect((await (await none.api.config.$get()).json()).giving.methods).toEqual([])
    const pledge = await none.api.donations.$post({
      json: { amount: 25, ...donor(), paymentMethod: 'cheque' },
    })
    expect(pledge.status).toBe(503)
    expect(await none.db.select().from(donations)).toEqual([])
  })

  it('limits gifts per client address', async () => {
    // Its own app, so the count starts at zero whichever tests ran before.
    const limited = await createTestApp({
      env: { DONATIONS_PER_IP_PER_HOUR: '3', DONATIONS_PER_EMAIL_PER_HOUR: '100' },
    })
    const pledge = () =>
      limited.api.donations.$post({
        json: { amount: 5, ...donor(), paymentMethod: 'cheque' },
      })
    for (let i = 0; i < 3; i++) expect((await pledge()).status).toBe(201)
    const fourth = await pledge()
    expect(fourth.status).toBe(429)
    expect(fourth.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await limited.db.select().from(donations)).toHaveLength(3)
  })
})
