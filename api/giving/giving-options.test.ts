import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it } from 'vitest'
import { donations, outbox } from '../../db/schema'
import { startFakeStripe } from '../../test/fake-stripe'
import { signedLink } from '../../test/signed-links'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

/**
 * Decision 038: bank debits (ACH) with their processing days, covered fees to the cent, tribute
 * cards, and what a receipt states — against the fake Stripe API and the real database.
 */
const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2026-03-01T12:00:00Z')
const disclosure =
  'A copy of our financial report is available from the state charities office on request.'
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    DONATIONS_PER_EMAIL_PER_HOUR: '100',
    DONATIONS_PER_IP_PER_HOUR: '1000',
    PUBLIC_ORIGIN: 'https://brightminds.example',
    SOLICITATION_DISCLOSURE: disclosure,
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)

let sequence = 0
const donor = () => ({ name: 'Dana Lee', email: `giver${++sequence}@example.org` })

interface Created {
  id: number
  amount: number
  coveredFee: number
  clientSecret: string
  subscriptionId?: string
  receiptPath: string
  managePath: string | null
}

type DonationBody = InferRequestType<typeof api.donations.$post>['json']

async function give(json: DonationBody) {
  const response = await api.donations.$post({ json })
  return (await bodyAt(response, 201)) as Created
}

/** A body the contract refuses, sent as it is. */
function giveAnyway(json: unknown) {
  return request('/api/donations', { json })
}

/**
 * The donor asks, through the gift's signed manage link, for a new card or bank account: the
 * SetupIntent the browser will confirm, and the endpoint that then saves it.
 */
async function newPaymentMethod(gift: Created) {
  const link = signedLink(gift.managePath!)
  const paymentMethod = api.donations[':id']['payment-method']
  const { clientSecret } = await bodyAt(await paymentMethod.setup.$post(link), 201)
  return { link, paymentMethod, setupIntentId: clientSecret.split('_secret_')[0]! }
}

async function row(id: number) {
  const [found] = await db.select().from(donations).where(eq(donations.id, id))
  return found!
}

async function mailsTo(to: string) {
  return (await db.select().from(outbox)).filter((mail) => mail.to === to)
}

async function receipt(created: Created) {
  const response = await api.donations[':id'].receipt.$get(signedLink(created.receiptPath))
  return bodyAt(response, 200)
}

describe('a gift from a US bank account (ACH Direct Debit)', () => {
  it('is a bank-only PaymentIntent, processing for days, and receipted only once paid', async () => {
    const who = donor()
    const gift = await give({ amount: 40, ...who, paymentMethod: 'bank' })
    const call = fake.requests.findLast((r) => r.path === '/v1/payment_intents')!
    expect(call.body).toMatchObject({
      amount: '4000',
      'payment_method_types[0]': 'us_bank_account',
      'payment_method_options[us_bank_account][verification_method]': 'automatic',
      'payment_method_options[us_bank_account][financial_connections][permissions][0]':
        'payment_method',
    })
    expect(call.body['automatic_payment_methods[enabled]']).toBeUndefined()
    expect(await row(gift.id)).toMatchObject({ paymentMethod: 'bank', status: 'pending' })

    const intentId = intentIdOf(gift.clientSecret)
    const processing = await send('payment_intent.processing', fake.processPayment(intentId))
    expect(await processing.json()).toMatchObject({ outcome: 'applied' })
    expect((await row(gift.id)).status).toBe('processing')
    expect(await mailsTo(who.email)).toEqual([])
    expect(await receipt(gift)).toMatchObject({ status: 'processing' })

    await send('payment_intent.succeeded', fake.succeedPayment(intentId))
    expect((await row(gift.id)).status).toBe('paid')
    const mails = await mailsTo(who.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your donation receipt from BrightMinds Foundation (#${gift.id})`,
    ])
  })

  it('e-mails the donor when the debit bounces after processing; a declined card is told in the browser', async () => {
    const who = donor()
    const gift = await give({ amount: 40, ...who, paymentMethod: 'bank' })
    const intentId = intentIdOf(gift.clientSecret)
    await send('payment_intent.processing', fake.processPayment(intentId))
    await send('payment_intent.payment_failed', fake.failPayment(intentId))
    expect((await row(gift.id)).status).toBe('failed')
    const [mail, ...more] = await mailsTo(who.email)
    expect(more).toEqual([])
    expect(mail!.subject).toBe(
      `Your gift to BrightMinds Foundation did not go through (#${gift.id})`,
    )
    expect(mail!.body).toContain('nothing was taken and no receipt is issued')
    expect(mail!.body).toContain('https://brightminds.example/donate')

    const card = donor()
    const declined = await give({ amount: 40, ...card })
    await send('payment_intent.payment_failed', fake.failPayment(intentIdOf(declined.clientSecret)))
    expect((await row(declined.id)).status).toBe('failed')
    expect(await mailsTo(card.email)).toEqual([])
  })

  it('keeps a monthly bank gift processing until its first debit clears, or e-mails if it bounces', async () => {
    const who = donor()
    const gift = await give({ amount: 25, type: 'monthly', ...who, paymentMethod: 'bank' })
    const intent = fake.processInvoice(gift.subscriptionId!)
    // Stripe's own PaymentIntent for the invoice carries no gift metadata: found via the invoice.
    const processing = await send('payment_intent.processing', intent)
    expect(await processing.json()).toMatchObject({ outcome: 'applied' })
    expect((await row(gift.id)).status).toBe('processing')
    expect(await mailsTo(who.email)).toEqual([])
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    expect((await row(gift.id)).status).toBe('paid')

    const bounced = donor()
    const other = await give({ amount: 25, type: 'monthly', ...bounced, paymentMethod: 'bank' })
    await send('payment_intent.processing', fake.processInvoice(other.subscriptionId!))
    const invoiceId = fake.retrieve(other.subscriptionId!)!.latest_invoice as string
    await send('invoice.payment_failed', fake.retrieve(invoiceId)!)
    expect((await row(other.id)).status).toBe('failed')
    const [mail] = await mailsTo(bounced.email)
    expect(mail!.subject).toBe(
      `Your gift to BrightMinds Foundation did not go through (#${other.id})`,
    )
  })

  it('bills a monthly bank gift to the bank account', async () => {
    const gift = await give({ amount: 20, type: 'monthly', ...donor(), paymentMethod: 'bank' })
    const call = fake.requests.findLast((r) => r.path === '/v1/subscriptions')!
    expect(call.body).toMatchObject({
      'payment_settings[payment_method_types][0]': 'us_bank_account',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'payment_settings[payment_method_options][us_bank_account][verification_method]': 'automatic',
      'payment_settings[payment_method_options][us_bank_account][financial_connections][permissions][0]':
        'payment_method',
    })
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    expect((await row(gift.id)).status).toBe('paid')
  })
})

describe('covering the fees', () => {
  it('grosses a one-time card gift up to the cent, and the receipt counts it all as the gift', async () => {
    const who = donor()
    const gift = await give({ amount: 50, ...who, coverFees: true })
    // (5000 + 30) / (1 − 0.022) = 5143.15 → 5144
    expect(gift).toMatchObject({ amount: 51.44, coveredFee: 1.44 })
    const call = fake.requests.findLast((r) => r.path === '/v1/payment_intents')!
    expect(call.body.amount).toBe('5144')
    expect(await row(gift.id)).toMatchObject({ amountCents: 5144, coveredFeeCents: 144 })

    const paid = await send(
      'payment_intent.succeeded',
      fake.succeedPayment(intentIdOf(gift.clientSecret)),
    )
    expect(await paid.json()).toMatchObject({ outcome: 'applied' })
    expect(await receipt(gift)).toMatchObject({ amount: 51.44, coveredFee: 1.44, refunded: 0 })
    const [mail] = await mailsTo(who.email)
    expect(mail!.body).toContain(
      'Amount: $51.44 (including $1.44 you added to cover processing fees)',
    )
  })

  it('grosses a monthly bank gift up every month, within the $5 cap', async () => {
    const gift = await give({
      amount: 100,
      type: 'monthly',
      ...donor(),
      paymentMethod: 'bank',
      coverFees: true,
    })
    // 10000 / (1 − 0.008) = 10080.65 → 10081
    expect(gift).toMatchObject({ amount: 100.81, coveredFee: 0.81 })
    const price = fake.requests.findLast((r) => r.path === '/v1/prices')!
    expect(price.body.unit_amount).toBe('10081')
    const paid = await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    expect(await paid.json()).toMatchObject({ outcome: 'applied' })

    const large = await give({ amount: 2000, ...donor(), paymentMethod: 'bank', coverFees: true })
    expect(large).toMatchObject({ amount: 2005, coveredFee: 5 })
  })

  it('adds nothing to a cheque, and a retry must ask for the same thing', async () => {
    const pledge = await give({ amount: 30, ...donor(), paymentMethod: 'cheque', coverFees: true })
    expect(pledge).toMatchObject({ amount: 30, coveredFee: 0 })

    const who = donor()
    const key = { 'Idempotency-Key': `fees-${sequence}-0123456789abcdef` }
    const first = await api.donations.$post(
      { json: { amount: 10, ...who, coverFees: true } },
      { headers: key },
    )
    expect(first.status).toBe(201)
    const same = await api.donations.$post(
      { json: { amount: 10, ...who, coverFees: true } },
      { headers: key },
    )
    expect(same.status).toBe(200)
    const other = await api.donations.$post(
      { json: { amount: 10, ...who, coverFees: false } },
      { headers: key },
    )
    expect(other.status).toBe(422)
  })
})

describe('tribute gifts', () => {
  it('e-mails the card once the gift is paid, with the message and without the amount', async () => {
    const who = donor()
    const gift = await give({
      amount: 75,
      ...who,
      message: 'Grandma loved puzzles.',
      tribute: { kind: 'memory', name: 'Ruth Park', notifyEmail: 'park.family@example.org' },
    })
    expect(await row(gift.id)).toMatchObject({
      tributeKind: 'memory',
      tributeName: 'Ruth Park',
      tributeNotifyEmail: 'park.family@example.org',
      tributeShowAmount: false,
    })
    expect(await mailsTo('park.family@example.org')).toEqual([])

    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(gift.clientSecret)))
    const [card, ...more] = await mailsTo('park.family@example.org')
    expect(more).toEqual([])
    expect(card!.subject).toBe('A gift to BrightMinds Foundation in memory of Ruth Park')
    expect(card!.body).toContain(
      'Dana Lee has made a gift to BrightMinds Foundation in memory of Ruth Park.',
    )
    expect(card!.body).toContain('Grandma loved puzzles.')
    expect(card!.body).not.toContain('$75')
    expect(await receipt(gift)).toMatchObject({ tribute: { kind: 'memory', name: 'Ruth Park' } })
    const [receiptMail] = await mailsTo(who.email)
    expect(receiptMail!.body).toContain('Gift: In memory of Ruth Park')
  })

  it('shows the amount when asked, sends a monthly card once, and names no anonymous donor', async () => {
    const gift = await give({
      amount: 15,
      type: 'monthly',
      ...donor(),
      anonymous: true,
      tribute: {
        kind: 'honor',
        name: 'Ms. Alvarez',
        notifyEmail: 'alvarez@example.org',
        showAmount: true,
      },
    })
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    const cards = await mailsTo('alvarez@example.org')
    expect(cards).toHaveLength(1)
    expect(cards[0]!.body).toContain(
      'A donor has made a monthly gift of $15.00 to BrightMinds Foundation in honor of Ms. Alvarez.',
    )
  })

  it('needs a name, and a real address for the card', async () => {
    const noName = await api.donations.$post({
      json: { amount: 5, ...donor(), tribute: { kind: 'honor', name: ' ' } },
    })
    expect(noName.status).toBe(400)
    expect(await noName.json()).toEqual({
      error: 'Please enter the name of the person you are honoring.',
    })
    const badEmail = await api.donations.$post({
      json: { amount: 5, ...donor(), tribute: { kind: 'honor', name: 'Sam', notifyEmail: 'sam@' } },
    })
    expect(badEmail.status).toBe(400)
    const badKind = await giveAnyway({
      amount: 5,
      ...donor(),
      tribute: { kind: 'birthday', name: 'Sam' },
    })
    expect(badKind.status).toBe(400)
  })
})

describe('what a receipt states', () => {
  it('adds the IRS acknowledgment from $250, and the state disclosure always', async () => {
    const small = await give({ amount: 249.99, ...donor() })
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(small.clientSecret)))
    expect(await receipt(small)).toMatchObject({ acknowledgement: null, disclosure })

    const who = donor()
    const large = await give({ amount: 250, ...who })
    await send('payment_intent.succeeded', fake.succeedPayment(intentIdOf(large.clientSecret)))
    expect(await receipt(large)).toMatchObject({
      acknowledgement: expect.stringContaining('contribution of $250 or more'),
      statement: 'No goods or services were provided in exchange for this contribution.',
      disclosure,
    })
    const [mail] = await mailsTo(who.email)
    expect(mail!.body).toContain('section 170(f)(8)')
    expect(mail!.body).toContain(disclosure)
  })

  it('shows the disclosure on /donate through the config', async () => {
    const config = await (await api.config.$get()).json()
    expect(config.giving.disclosure).toBe(disclosure)
  })
})

describe('a monthly payment that fails', () => {
  it('keeps the gift past due while Stripe retries and unpaid once it stops', async () => {
    const who = donor()
    const gift = await give({ amount: 12, type: 'monthly', ...who })
    const subscriptionId = gift.subscriptionId!
    // The first invoice's failure is told in the browser: no e-mail.
    await send('invoice.payment_failed', fake.failInvoice(subscriptionId))
    expect(await mailsTo(who.email)).toEqual([])
    await send('invoice.paid', fake.payInvoice(subscriptionId))
    await send('invoice.payment_failed', fake.failInvoice(subscriptionId))
    await send('customer.subscription.updated', fake.retrieve(subscriptionId)!)
    expect((await row(gift.id)).status).toBe('past_due')
    const stopped = { id: subscriptionId, object: 'subscription', status: 'unpaid' }
    await send('customer.subscription.updated', stopped)
    expect((await row(gift.id)).status).toBe('unpaid')
    const subjects = (await mailsTo(who.email)).map((mail) => mail.subject)
    expect(subjects.filter((subject) => subject.includes('did not go through'))).toHaveLength(1)
  })
})

describe('a new card for a monthly gift whose payment failed', () => {
  it('saves it through a SetupIntent, pays the overdue invoice and makes the gift active', async () => {
    const who = donor()
    const gift = await give({ amount: 18, type: 'monthly', ...who })
    const subscriptionId = gift.subscriptionId!
    await send('invoice.paid', fake.payInvoice(subscriptionId))
    await send('invoice.payment_failed', fake.failInvoice(subscriptionId))
    await send('customer.subscription.updated', fake.retrieve(subscriptionId)!)
    expect((await row(gift.id)).status).toBe('past_due')
    const failure = (await mailsTo(who.email)).at(-1)!
    const manage = /https:\/\/brightminds\.example(\/donations\/\d+\/manage\?token=\S+)/.exec(
      failure.body,
    )![1]!
    const token = new URL(manage, 'https://x').searchParams.get('token')!
    const link = { param: { id: String(gift.id) }, query: { token } }
    const paymentMethod = api.donations[':id']['payment-method']

    const view = await (await api.donations[':id'].manage.$get(link)).json()
    expect(view).toMatchObject({ status: 'past_due', canUpdatePaymentMethod: true })
    const started = await paymentMethod.setup.$post(link)
    const { clientSecret } = await bodyAt(started, 201)
    const setupIntentId = clientSecret.split('_secret_')[0]!
    const setupCall = fake.requests.findLast((r) => r.path === '/v1/setup_intents')!
    expect(setupCall.body).toMatchObject({
      'allowed_payment_method_types[0]': 'card',
      usage: 'off_session',
      'metadata[donationId]': String(gift.id),
    })

    // Not confirmed in the browser yet: nothing changes.
    const early = await paymentMethod.$put({ ...link, json: { setupIntentId } })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({
      error: 'Your new card or bank account was not confirmed. Please try again.',
    })

    const confirmed = fake.succeedSetup(setupIntentId)
    const updated = await paymentMethod.$put({ ...link, json: { setupIntentId } })
    expect(updated.status).toBe(200)
    expect(fake.retrieve(subscriptionId)).toMatchObject({
      default_payment_method: confirmed.payment_method,
      status: 'active',
    })
    const paidInvoice = fake.requests.findLast((r) => r.path.endsWith('/pay'))!
    expect(paidInvoice.body.payment_method).toBe(confirmed.payment_method)
    // Stripe then tells the server, which keeps the gift's status true.
    const invoiceId = fake.retrieve(subscriptionId)!.latest_invoice as string
    await send('invoice.paid', fake.retrieve(invoiceId)!)
    await send('customer.subscription.updated', fake.retrieve(subscriptionId)!)
    expect((await row(gift.id)).status).toBe('paid')

    const stranger = await paymentMethod.setup.$post({ param: link.param, query: {} })
    expect(stranger.status).toBe(403)
    const otherGift = await give({ amount: 5, type: 'monthly', ...donor() })
    const someoneElses = await paymentMethod.setup.$post({
      param: { id: String(otherGift.id) },
      query: { token },
    })
    expect(someoneElses.status).toBe(403)
  })
})

describe('a new card that is declined too', () => {
  it('is saved, says the payment was declined, and leaves the gift past due', async () => {
    const gift = await give({ amount: 14, type: 'monthly', ...donor() })
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    await send('invoice.payment_failed', fake.failInvoice(gift.subscriptionId!))
    await send('customer.subscription.updated', fake.retrieve(gift.subscriptionId!)!)
    expect((await row(gift.id)).status).toBe('past_due')
    const { link, paymentMethod, setupIntentId } = await newPaymentMethod(gift)
    fake.succeedSetup(setupIntentId, { declines: true })

    const retried = await paymentMethod.$put({ ...link, json: { setupIntentId } })
    expect(retried.status).toBe(402)
    expect(await retried.json()).toEqual({
      error:
        "Your new card or bank account is saved, but this month's payment was declined. We will try again in a few days.",
    })
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({
      status: 'past_due',
      default_payment_method: 'pm_card_chargeDeclined',
    })
    expect((await row(gift.id)).status).toBe('past_due')
  })
})

describe('a new card for a gift Stripe stopped retrying', () => {
  it('pays the open invoice at once and makes the unpaid gift active again', async () => {
    const gift = await give({ amount: 16, type: 'monthly', ...donor() })
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    await send('invoice.payment_failed', fake.failInvoice(gift.subscriptionId!))
    fake.failInvoice(gift.subscriptionId!, { retriesExhausted: true })
    await send('customer.subscription.updated', fake.retrieve(gift.subscriptionId!)!)
    expect((await row(gift.id)).status).toBe('unpaid')
    const { link, paymentMethod, setupIntentId } = await newPaymentMethod(gift)
    const confirmed = fake.succeedSetup(setupIntentId)

    const updated = await paymentMethod.$put({ ...link, json: { setupIntentId } })
    expect(updated.status).toBe(200)
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({
      status: 'active',
      default_payment_method: confirmed.payment_method,
    })
    const paid = fake.requests.findLast((r) => r.path.endsWith('/pay'))!
    expect(paid.path).toBe(
      `/v1/invoices/${fake.retrieve(gift.subscriptionId!)!.latest_invoice}/pay`,
    )
  })
})

describe('a new bank account for a monthly gift in good standing', () => {
  it('is verified through the bank, and nothing is charged early when nothing is due', async () => {
    const gift = await give({ amount: 22, type: 'monthly', ...donor(), paymentMethod: 'bank' })
    await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    expect((await row(gift.id)).status).toBe('paid')
    const { link, paymentMethod, setupIntentId } = await newPaymentMethod(gift)
    const setupCall = fake.requests.findLast((r) => r.path === '/v1/setup_intents')!
    expect(setupCall.body).toMatchObject({
      'allowed_payment_method_types[0]': 'us_bank_account',
      'payment_method_options[us_bank_account][verification_method]': 'automatic',
      'payment_method_options[us_bank_account][financial_connections][permissions][0]':
        'payment_method',
      usage: 'off_session',
      'metadata[donationId]': String(gift.id),
      'metadata[kind]': 'donation',
    })

    const confirmed = fake.succeedSetup(setupIntentId)
    const invoicesPaid = fake.requests.filter((r) => r.path.endsWith('/pay')).length
    const updated = await paymentMethod.$put({ ...link, json: { setupIntentId } })
    expect(updated.status).toBe(200)
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({
      default_payment_method: confirmed.payment_method,
      status: 'active',
    })
    // An active gift's last invoice is paid already: no payment is taken now.
    expect(fake.requests.filter((r) => r.path.endsWith('/pay'))).toHaveLength(invoicesPaid)
  })

  it('refuses a confirmed SetupIntent made for another gift', async () => {
    const mine = await give({ amount: 9, type: 'monthly', ...donor() })
    const theirs = await give({ amount: 9, type: 'monthly', ...donor() })
    for (const gift of [mine, theirs]) {
      await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
    }
    const paymentMethod = api.donations[':id']['payment-method']
    const started = await paymentMethod.setup.$post(signedLink(theirs.managePath!))
    const { clientSecret } = await bodyAt(started, 201)
    const setupIntentId = clientSecret.split('_secret_')[0]!
    fake.succeedSetup(setupIntentId)
    const borrowed = await paymentMethod.$put({
      ...signedLink(mine.managePath!),
      json: { setupIntentId },
    })
    expect(borrowed.status).toBe(409)
    expect(fake.retrieve(mine.subscriptionId!)!.default_payment_method).not.toBe(
      fake.retrieve(setupIntentId)!.payment_method,
    )
  })
})

describe('Apple Pay', () => {
  it('serves the domain-association file only when it is configured', async () => {
    const path = '/.well-known/apple-developer-merchantid-domain-association'
    expect((await request(path)).status).toBe(404)
    const configured = await createTestApp({
      env: { APPLE_PAY_DOMAIN_ASSOCIATION: '7B227073704964' },
    })
    const response = await configured.request(path)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('7B227073704964')
  })
})
