import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { afterAll, describe, expect, it } from 'vitest'
import type { DonationCreated } from '#core/schemas/donation'
import { donationPayments, donations, outbox } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { signedLink } from '../../test/signed-links'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2026-06-15T12:00:00Z')
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    DONATIONS_PER_IP_PER_HOUR: '1000',
    DONATIONS_PER_EMAIL_PER_HOUR: '1000',
    DONATION_LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    DONATION_MANAGE_LINK_DAYS: '45',
    CAMPAIGN_GOAL_DOLLARS: '20000',
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)

let sequence = 0
const donor = (name = 'Dana Lee') => ({ name, email: `giver${++sequence}@example.org` })

type DonationBody = InferRequestType<typeof api.donations.$post>['json']
/** A gift's fields, a new donor's name and address unless others are given. */
type Gift = Omit<DonationBody, 'name' | 'email'> & Partial<Pick<DonationBody, 'name' | 'email'>>

async function give(json: Gift, headers: Record<string, string> = {}) {
  const response = await api.donations.$post({ json: { ...donor(), ...json } }, { headers })
  return (await bodyAt(response, 201)) as DonationCreated & { subscriptionId?: string }
}

/** A monthly card gift whose first invoice was paid. */
async function activeMonthlyGift(amount = 40, headers: Record<string, string> = {}) {
  const gift = await give({ amount, type: 'monthly' }, headers)
  await send('invoice.paid', fake.payInvoice(gift.subscriptionId!))
  return gift
}

async function status(id: number) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id))
  return row!
}

/** The subscription's items as Stripe holds them now. */
function subscriptionItems(subscriptionId: string) {
  const subscription = fake.retrieve(subscriptionId) as unknown as {
    items: { data: { id: string; price: { id: string; product: string } }[] }
  }
  return subscription.items.data
}

const gifts = api.donations[':id']

/** The gift and token of its manage link (`/donations/12/manage?token=…`), for the client. */
function manageLink(gift: DonationCreated) {
  return signedLink(gift.managePath!)
}

/** A body the contract refuses, sent as it is (to the manage link's `action`). */
function sendAnyway(gift: DonationCreated, action: string, method: string, json: unknown) {
  return request(`/api${gift.managePath!.replace('/manage?', `/${action}?`)}`, { method, json })
}

describe('a donor manages a monthly gift through the e-mailed link', () => {
  it('hands the manage link out only for monthly gifts, in the answer and in each receipt', async () => {
    const once = await give({ amount: 10 })
    expect(once.managePath).toBeNull()
    const gift = await activeMonthlyGift()
    expect(gift.managePath).toMatch(/^\/donations\/\d+\/manage\?token=\d+\.[\w-]{43}$/)
    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your donation receipt from BrightMinds Foundation (#${gift.id})`))
    expect(mail!.body).toMatch(
      new RegExp(
        `Change, pause or cancel your monthly gift: \\S+/donations/${gift.id}/manage\\?token=`,
      ),
    )

    const response = await gifts.manage.$get(manageLink(gift))
    const view = await bodyAt(response, 200)
    expect(view).toMatchObject({
      id: gift.id,
      type: 'monthly',
      status: 'paid',
      amount: 40,
      paymentCount: 1,
      canCancel: true,
      canChangeAmount: true,
    })
    // Nothing in the donor view names the donor or the payment processor's ids.
    expect(JSON.stringify(view)).not.toMatch(/giver|sub_|cus_/)
  })

  it('refuses a missing, tampered, other-gift or receipt-purpose token', async () => {
    const gift = await activeMonthlyGift()
    const other = await activeMonthlyGift()
    const token = new URL(gift.managePath!, 'http://x').searchParams.get('token')!
    const receiptToken = new URL(gift.receiptPath, 'http://x').searchParams.get('token')!
    for (const [id, query] of [
      [gift.id, {}],
      [gift.id, { token: `${token.slice(0, -2)}xx` }],
      [other.id, { token }],
      [gift.id, { token: receiptToken }],
      ['abc', { token }],
    ] as const) {
      const response = await gifts.manage.$get({ param: { id: String(id) }, query })
      expect(response.status, `${id} ${JSON.stringify(query)}`).toBe(403)
      expect(await response.json()).toEqual({
        error: 'This link is invalid or has expired. Use the link in your latest receipt email.',
      })
    }
    const cancel = await gifts.cancel.$post({ param: { id: String(gift.id) }, query: {} })
    expect(cancel.status).toBe(403)
    expect((await status(gift.id)).status).toBe('paid')
  })

  it('expires the link after DONATION_MANAGE_LINK_DAYS', async () => {
    const gift = await activeMonthlyGift()
    const saved = clock
    try {
      clock = new Date(saved.getTime() + 46 * 86_400_000)
      expect((await gifts.manage.$get(manageLink(gift))).status).toBe(403)
    } finally {
      clock = saved
    }
  })

  it('says when the gift is charged next, by the organisation’s calendar, and not once it ends', async () => {
    // Started at 7:30 pm on June 14 in Austin, which is already June 15 in UTC.
    clock = new Date('2026-06-15T00:30:00Z')
    const gift = await activeMonthlyGift()
    const view = async () => (await gifts.manage.$get(manageLink(gift))).json()
    expect((await view()).nextChargeOn).toBe('2026-07-14')
    clock = new Date('2026-07-15T00:29:59Z')
    expect((await view()).nextChargeOn).toBe('2026-07-14')
    // Charged: the next is a month on.
    clock = new Date('2026-07-15T00:30:00Z')
    expect((await view()).nextChargeOn).toBe('2026-08-14')
    // A one-time gift has none; nor a cancelled one.
    expect((await give({ amount: 10 })).managePath).toBeNull()
    const cancelled = await gifts.cancel.$post(manageLink(gift))
    expect((await bodyAt(cancelled, 200)).nextChargeOn).toBeNull()
    clock = new Date('2026-06-15T12:00:00Z')
  })

  it('cancels the Stripe subscription, marks the gift cancelled and confirms by e-mail', async () => {
    const gift = await activeMonthlyGift()
    const response = await gifts.cancel.$post(manageLink(gift))
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      status: 'cancelled',
      canCancel: false,
      canChangeAmount: false,
    })
    const call = fake.requests.findLast((r) => r.method === 'DELETE')!
    expect(call.path).toBe(`/v1/subscriptions/${gift.subscriptionId}`)
    expect((await status(gift.id)).status).toBe('cancelled')
    const mails = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, (await status(gift.id)).donorEmail!))
      .orderBy(outbox.id)
    expect(mails.at(-1)!.body).toContain('Your monthly gift of $40.00 has been canceled.')

    // Again: nothing left to cancel. Stripe's own later event changes nothing either.
    const again = await gifts.cancel.$post(manageLink(gift))
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'Only an active monthly gift can be canceled.' })
    const deleted = await send('customer.subscription.deleted', {
      id: gift.subscriptionId,
      object: 'subscription',
      status: 'canceled',
    })
    expect(await deleted.json()).toEqual({ received: true, outcome: 'unchanged' })
  })

  it('changes the amount on the same subscription item, without proration', async () => {
    const gift = await activeMonthlyGift(40)
    const [item] = subscriptionItems(gift.subscriptionId!)
    const response = await gifts.amount.$put({ ...manageLink(gift), json: { amount: 65.5 } })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ amount: 65.5, status: 'paid' })
    const [price, update] = fake.requests.slice(-2)
    expect(price!.path).toBe('/v1/prices')
    // A new monthly price for the gift's own product (Stripe names it on every Price), on the
    // same item: the subscription keeps one line and its billing date.
    expect(price!.body).toMatchObject({
      unit_amount: '6550',
      'recurring[interval]': 'month',
      product: item!.price.product,
    })
    expect(Object.keys(price!.body).some((key) => key.startsWith('product_data'))).toBe(false)
    expect(update!.path).toBe(`/v1/subscriptions/${gift.subscriptionId}`)
    expect(update!.body).toMatchObject({ 'items[0][id]': item!.id, proration_behavior: 'none' })
    const [changed] = subscriptionItems(gift.subscriptionId!)
    expect(changed!.price).toMatchObject({
      id: update!.body['items[0][price]'],
      unit_amount: 6550,
      product: item!.price.product,
    })
    expect((await status(gift.id)).amountCents).toBe(6550)
  })

  it.each([0, -5, 'abc', 1.234, 1e9])(
    'refuses the new amount %s and changes nothing',
    async (amount) => {
      const gift = await activeMonthlyGift(40)
      const before = fake.requests.length
      // An amount that is not a number is a body the contract refuses, sent as it is.
      const response =
        typeof amount === 'number'
          ? await gifts.amount.$put({ ...manageLink(gift), json: { amount } })
          : await sendAnyway(gift, 'amount', 'PUT', { amount })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Please enter a valid donation amount.' })
      expect(fake.requests.length).toBe(before)
      expect((await status(gift.id)).amountCents).toBe(4000)
    },
  )

  it('manages a monthly pledge without Stripe; a one-time gift has nothing to manage', async () => {
    const pledge = await give({ amount: 20, type: 'monthly', paymentMethod: 'cheque' })
    const before = fake.requests.length
    const changed = await gifts.amount.$put({ ...manageLink(pledge), json: { amount: 30 } })
    expect(await changed.json()).toMatchObject({ amount: 30, status: 'pledged' })
    const cancelled = await gifts.cancel.$post(manageLink(pledge))
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect(fake.requests.length).toBe(before)
  })

  it('leaves the gift as it was when Stripe fails', async () => {
    const gift = await activeMonthlyGift(40)
    await gifts.cancel.$post(manageLink(gift)) // cancelled in the fake and here
    await db.update(donations).set({ status: 'paid' }).where(eq(donations.id, gift.id))
    // The fake now answers 404 to a second cancel: that counts as already cancelled.
    const response = await gifts.cancel.$post(manageLink(gift))
    expect(response.status).toBe(200)
    expect((await status(gift.id)).status).toBe('cancelled')

    await db
      .update(donations)
      .set({ status: 'paid', subscriptionId: 'sub_unknown' })
      .where(eq(donations.id, gift.id))
    const change = await gifts.amount.$put({ ...manageLink(gift), json: { amount: 99 } })
    expect(change.status).toBe(502)
    expect((await status(gift.id)).amountCents).toBe(4000)
  })

  it('keeps the gift running when Stripe could not cancel it', async () => {
    const gift = await activeMonthlyGift(40)
    fake.failNextAt(`/v1/subscriptions/${gift.subscriptionId}`, 400)
    const response = await gifts.cancel.$post(manageLink(gift))
    expect(response.status).toBe(502)
    expect((await status(gift.id)).status).toBe('paid')
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({ status: 'active' })
  })
})

describe('changes to one gift racing each other', () => {
  // On PGlite requests run one at a time; on Postgres (TEST_DATABASE_URL) these are real races.
  it('keeps the amount Stripe charges and the gift’s own the same after 10 new amounts at once', async () => {
    const gift = await activeMonthlyGift(40)
    const amounts = Array.from({ length: 10 }, (_, index) => 41 + index)
    const answers = await Promise.all(
      amounts.map((amount) => gifts.amount.$put({ ...manageLink(gift), json: { amount } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const [item] = subscriptionItems(gift.subscriptionId!)
    const charged = (item!.price as unknown as { unit_amount: number }).unit_amount
    expect(amounts.map((amount) => amount * 100)).toContain(charged)
    expect((await status(gift.id)).amountCents).toBe(charged)
  })

  it('cancels a gift whose new amount and cancellation race, in Stripe and here alike', async () => {
    const gift = await activeMonthlyGift(40)
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, (_, index) =>
        gifts.amount.$put({ ...manageLink(gift), json: { amount: 50 + index } }),
      ),
      ...Array.from({ length: 5 }, () => gifts.cancel.$post(manageLink(gift))),
    ])
    expect(answers.every((answer) => answer.status < 500)).toBe(true)
    const subscription = fake.retrieve(gift.subscriptionId!) as unknown as { status: string }
    expect(subscription.status).toBe('canceled')
    expect((await status(gift.id)).status).toBe('cancelled')
  })
})

describe('a donor pauses a monthly gift for 1 to 3 months (decision 060)', () => {
  const pause = (gift: DonationCreated, json: InferRequestType<typeof gifts.pause.$post>['json']) =>
    gifts.pause.$post({ ...manageLink(gift), json })
  const resume = (gift: DonationCreated) => gifts.resume.$post(manageLink(gift))
  const view = async (gift: DonationCreated) => (await gifts.manage.$get(manageLink(gift))).json()
  const mailsTo = async (id: number) =>
    db
      .select()
      .from(outbox)
      .where(eq(outbox.to, (await status(id)).donorEmail!))
      .orderBy(outbox.id)

  it('skips exactly the next payments in Stripe, says when they start again, and e-mails it', async () => {
    // Started June 15, 12:00 UTC: charged on the 15th of each month.
    const gift = await activeMonthlyGift(40)
    expect(await view(gift)).toMatchObject({ canPause: true, paused: false })
    const response = await pause(gift, { months: 2 })
    expect(response.status).toBe(200)
    // July 15 and August 15 are skipped; Stripe collects again a day after the last of them.
    const resumesAt = Date.parse('2026-08-16T12:00:00Z') / 1000
    const call = fake.requests.at(-1)!
    expect(call).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${gift.subscriptionId}` })
    expect(call.body).toEqual({
      'pause_collection[behavior]': 'void',
      'pause_collection[resumes_at]': String(resumesAt),
    })
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    })
    expect(await response.json()).toMatchObject({
      status: 'paid',
      paused: true,
      canPause: true,
      canCancel: true,
      nextChargeOn: '2026-09-15',
    })
    expect((await status(gift.id)).pausedUntil).toEqual(new Date(resumesAt * 1000))
    expect((await mailsTo(gift.id)).at(-1)!.body).toContain(
      'Your monthly gift of $40.00 is paused. Nothing is charged until September 15, 2026, when your payments start again.',
    )

    // A second before its end the gift is still paused; at its end it is charged monthly again,
    // with nothing to resume.
    const end = (at: Date) =>
      db.update(donations).set({ pausedUntil: at }).where(eq(donations.id, gift.id))
    await end(new Date(clock.getTime() + 1000))
    expect(await view(gift)).toMatchObject({ paused: true, nextChargeOn: '2026-07-15' })
    await end(clock)
    expect(await view(gift)).toMatchObject({ paused: false, nextChargeOn: '2026-07-15' })
    expect((await resume(gift)).status).toBe(409)
  })

  it('pauses for one month or three, counted from today', async () => {
    const gift = await activeMonthlyGift(40)
    expect(await (await pause(gift, { months: 1 })).json()).toMatchObject({
      nextChargeOn: '2026-08-15',
    })
    // A paused gift can take another length, from now: three months skip July to September.
    expect(await (await pause(gift, { months: 3 })).json()).toMatchObject({
      nextChargeOn: '2026-10-15',
    })
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({
      pause_collection: { resumes_at: Date.parse('2026-09-16T12:00:00Z') / 1000 },
    })
  })

  it('resumes early: Stripe collects again and the next payment is the next monthly date', async () => {
    const gift = await activeMonthlyGift(25)
    await pause(gift, { months: 3 })
    const response = await resume(gift)
    expect(response.status).toBe(200)
    expect(fake.requests.at(-1)!.body).toEqual({ pause_collection: '' })
    expect(fake.retrieve(gift.subscriptionId!)).toMatchObject({ pause_collection: null })
    expect(await response.json()).toMatchObject({ paused: false, nextChargeOn: '2026-07-15' })
    expect((await status(gift.id)).pausedUntil).toBeNull()
    expect((await mailsTo(gift.id)).at(-1)!.body).toContain(
      'Your monthly gift of $25.00 is active again. Your next payment is on July 15, 2026.',
    )
    const again = await resume(gift)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ error: 'This monthly gift is not paused.' })
  })

  it.each([0, 4, 1.5, '2', null, undefined])(
    'refuses a pause of %s months and asks Stripe nothing',
    async (months) => {
      const gift = await activeMonthlyGift(40)
      const before = fake.requests.length
      const response = await sendAnyway(gift, 'pause', 'POST', { months })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'Choose a pause of 1, 2 or 3 months.' })
      expect(fake.requests.length).toBe(before)
      expect((await status(gift.id)).pausedUntil).toBeNull()
    },
  )

  it('refuses to pause a pledge, a cancelled gift, or one waiting on its first payment', async () => {
    const pledge = await give({ amount: 20, type: 'monthly', paymentMethod: 'cheque' })
    const waiting = await give({ amount: 20, type: 'monthly' })
    const cancelled = await activeMonthlyGift(20)
    await gifts.cancel.$post(manageLink(cancelled))
    const before = fake.requests.length
    for (const gift of [pledge, waiting, cancelled]) {
      expect(await view(gift)).toMatchObject({ canPause: false, paused: false })
      const response = await pause(gift, { months: 1 })
      expect(response.status).toBe(409)
      expect(await response.json()).toEqual({
        error: 'Only an active monthly gift paid by card or bank account can be paused.',
      })
    }
    expect(fake.requests.length).toBe(before)
  })

  it('leaves the gift unpaused when Stripe fails', async () => {
    const gift = await activeMonthlyGift(40)
    await db
      .update(donations)
      .set({ subscriptionId: `sub_gone_${gift.id}` })
      .where(eq(donations.id, gift.id))
    expect((await pause(gift, { months: 1 })).status).toBe(502)
    expect((await status(gift.id)).pausedUntil).toBeNull()
  })

  it("follows a pause set, changed or ended in Stripe's dashboard", async () => {
    const gift = await activeMonthlyGift(40)
    const subscription = (pause_collection?: object | null) => ({
      id: gift.subscriptionId,
      object: 'subscription',
      status: 'active',
      ...(pause_collection === undefined ? {} : { pause_collection }),
    })
    const resumesAt = Date.parse('2026-07-20T12:00:00Z') / 1000
    const set = await send(
      'customer.subscription.updated',
      subscription({ behavior: 'void', resumes_at: resumesAt }),
    )
    expect(await set.json()).toEqual({ received: true, outcome: 'applied' })
    expect(await view(gift)).toMatchObject({ paused: true, nextChargeOn: '2026-08-15' })
    // No end: nothing is charged until someone resumes it, so there is no date to show.
    await send(
      'customer.subscription.updated',
      subscription({ behavior: 'keep_as_draft', resumes_at: null }),
    )
    expect(await view(gift)).toMatchObject({ paused: true, nextChargeOn: null })
    // An event that does not carry the pause leaves it as it is.
    const silent = await send('customer.subscription.updated', subscription())
    expect(await silent.json()).toEqual({ received: true, outcome: 'unchanged' })
    expect(await view(gift)).toMatchObject({ paused: true })
    await send('customer.subscription.updated', subscription(null))
    expect(await view(gift)).toMatchObject({ paused: false, nextChargeOn: '2026-07-15' })
    // The same pause again changes nothing.
    const same = await send('customer.subscription.updated', subscription(null))
    expect(await same.json()).toEqual({ received: true, outcome: 'unchanged' })
  })
})

describe('signed-in donors', async () => {
  const dana = await insertUser(db)
  const sam = await insertUser(db)
  const danaCookie = await signIn(request, dana.username, testPassword)
  const samCookie = await signIn(request, sam.username, testPassword)

  it('lists only their own gifts, newest first, with receipt and manage links', async () => {
    // A donor of their own: the other tests' gifts are not theirs.
    const pat = await insertUser(db)
    const patCookie = await signIn(request, pat.username, testPassword)
    const first = await give({ amount: 15 }, { Cookie: patCookie })
    clock = new Date(clock.getTime() + 60_000)
    const second = await activeMonthlyGift(25, { Cookie: patCookie })
    await give({ amount: 99 }, { Cookie: samCookie })
    await give({ amount: 77 })

    const response = await api.account.donations.$get({}, { headers: { Cookie: patCookie } })
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const mine = await response.json()
    expect(mine.map((g) => g.id)).toEqual([second.id, first.id])
    expect(mine[0]).toMatchObject({ type: 'monthly', amount: 25, canCancel: true })
    expect(mine[0]!.managePath).toContain(`/donations/${second.id}/manage?token=`)
    expect(mine[1]).toMatchObject({ type: 'one-time', amount: 15, managePath: null })

    expect((await api.account.donations.$get()).status).toBe(401)
  })

  it('manage their own monthly gift without a link; nobody else can', async () => {
    const gift = await activeMonthlyGift(30, { Cookie: danaCookie })
    const signedIn = { param: { id: String(gift.id) }, query: {} }
    expect((await gifts.manage.$get(signedIn, { headers: { Cookie: samCookie } })).status).toBe(403)
    const refused = await gifts.cancel.$post(signedIn, { headers: { Cookie: samCookie } })
    expect(refused.status).toBe(403)
    const own = await gifts.cancel.$post(signedIn, { headers: { Cookie: danaCookie } })
    expect(own.status).toBe(200)
    expect((await status(gift.id)).status).toBe('cancelled')
  })
})

describe('GET /api/donations/campaign', () => {
  it('adds paid one-time gifts and monthly payments of this year against the goal', async () => {
    // Its own database and its own Stripe account: gift ids start again at 1 here, and one
    // account must never see two gifts with the same id and time (their Idempotency-Keys).
    const ownFake = await startFakeStripe()
    afterAll(ownFake.close)
    const {
      request: fresh,
      api: freshApi,
      db: freshDb,
    } = await createTestApp({
      env: { ...ownFake.env, CAMPAIGN_GOAL_DOLLARS: '1000', DONATIONS_PER_EMAIL_PER_HOUR: '100' },
      clock: () => clock,
    })
    const freshSend = stripeEvents(fresh, ownFake, () => clock)
    const post = async (json: DonationBody) =>
      (await (await freshApi.donations.$post({ json })).json()) as DonationCreated & {
        clientSecret?: string
        subscriptionId?: string
      }

    const empty = await freshApi.donations.campaign.$get()
    expect(await empty.json()).toEqual({
      year: 2026,
      goal: 1000,
      raised: 0,
      giftCount: 0,
      recentSupporters: [],
    })

    const named = await post({ amount: 25.5, name: 'Maria Elena Garcia', email: 'm@example.org' })
    await freshSend(
      'payment_intent.succeeded',
      ownFake.succeedPayment(intentIdOf(named.clientSecret!)),
    )
    const hidden = await post({
      amount: 100,
      name: 'Secret Giver',
      email: 's@example.org',
      anonymous: true,
    })
    await freshSend(
      'payment_intent.succeeded',
      ownFake.succeedPayment(intentIdOf(hidden.clientSecret!)),
    )
    const monthly = await post({ amount: 10, type: 'monthly', name: 'Ann', email: 'a@example.org' })
    await freshSend('invoice.paid', ownFake.payInvoice(monthly.subscriptionId!))
    await freshSend('invoice.paid', ownFake.payInvoice(monthly.subscriptionId!)) // the next month
    // Not counted: a pending card gift, a pledge, and a gift paid last year.
    await post({ amount: 500, name: 'Pending Person', email: 'p@example.org' })
    await post({
      amount: 300,
      name: 'Pledge Person',
      email: 'q@example.org',
      paymentMethod: 'cheque',
    })
    const old = await post({ amount: 40, name: 'Old Friend', email: 'o@example.org' })
    await freshSend(
      'payment_intent.succeeded',
      ownFake.succeedPayment(intentIdOf(old.clientSecret!)),
    )
    await freshDb
      .update(donations)
      .set({ createdAt: new Date('2025-12-31T23:59:00Z') })
      .where(eq(donations.id, old.id))
    expect(await freshDb.select().from(donationPayments)).toHaveLength(2)

    const response = await freshApi.donations.campaign.$get()
    expect(response.headers.get('Cache-Control')).toContain('public')
    const body = await response.json()
    expect(body).toMatchObject({ year: 2026, goal: 1000, raised: 145.5, giftCount: 4 })
    const names = body.recentSupporters.map((s) => s.name)
    expect(names).toEqual(expect.arrayContaining(['Maria G.', 'Anonymous', 'Ann', 'Old F.']))
    expect(JSON.stringify(body)).not.toContain('Secret')
    expect(JSON.stringify(body)).not.toContain('@')
  })
})

describe('GET /api/admin/donations', async () => {
  const admin = await insertUser(db, { isAdmin: true })
  const adminCookie = await signIn(request, admin.username, testPassword)

  it('shows staff every donor, anonymous ones included', async () => {
    const hidden = await give({ amount: 12, name: 'Quiet Donor', anonymous: true, message: 'Shh' })
    const response = await api.admin.donations.$get(
      { query: {} },
      { headers: { Cookie: adminCookie } },
    )
    expect(response.status).toBe(200)
    const { donations: rows } = (await response.json()) as {
      donations: { id: number; donorName: string }[]
    }
    expect(rows.find((row) => row.id === hidden.id)).toMatchObject({
      donorName: 'Quiet Donor',
      anonymous: true,
      message: 'Shh',
      amount: 12,
      status: 'pending',
    })
  })
})
