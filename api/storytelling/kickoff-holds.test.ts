import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { orders, outbox, products, storytellingBookings } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { releaseExpiredHolds } from '../shop/orders'

// The kickoff call is chosen at checkout and held with the unpaid order like its stock (decision
// 062): one order per time, freed when the order is cancelled, fails, expires or is refunded in
// full; a late payment keeps the order and asks for a new time if the old one was taken. On
// Postgres (TEST_DATABASE_URL) the race below is a real one.

const N = 10
const holdMinutes = 30
const fake = await startFakeStripe()
afterAll(fake.close)
let clock = new Date('2026-11-27T09:00:00Z')
const { request, api, db } = await createTestApp({
  env: {
    ...fake.env,
    ORDERS_PER_USER_PER_HOUR: '1000',
    ORDER_HOLD_MINUTES: String(holdMinutes),
    PUBLIC_ORIGIN: 'https://brightminds.example',
  },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const admin = await insertUser(db, { isAdmin: true })
const staff = await signIn(request, admin.username, testPassword)
const pro = await insertProduct(db, {
  name: 'Creator Pro Package',
  priceCents: 199_00,
  category: 'Storytelling',
  kind: 'service',
  ships: false,
  kickoffCall: true,
  stock: 999,
})
const lite = await insertProduct(db, {
  name: 'Lite DIY Kit',
  priceCents: 49_00,
  category: 'Storytelling',
  kind: 'service',
  ships: false,
  stock: 999,
})

const as = (cookie: string, key?: string) => ({
  headers: { Cookie: cookie, ...(key ? { 'Idempotency-Key': key } : {}) },
})
const staffSlots = api.admin.storytelling.slots
const removeSlot = (id: number) =>
  staffSlots[':id'].$delete({ param: { id: String(id) } }, as(staff))

async function family() {
  const user = await insertUser(db)
  return { id: user.id, cookie: await signIn(request, user.username, testPassword) }
}

let day = 0
async function publishSlot() {
  day += 1
  const startsAt = new Date(Date.UTC(2026, 11, day, 16)).toISOString()
  const response = await staffSlots.$post(
    { json: { startsAt, minutes: 30, location: 'https://meet.example/kickoff' } },
    as(staff),
  )
  return bodyAt(response, 201)
}

const { firstName, lastName, email } = validContact()
function placeOrder(
  cookie: string,
  slotId: number | undefined,
  { product = pro, key }: { product?: typeof pro; key?: string } = {},
) {
  const price = product.priceCents / 100
  return api.orders.$post(
    {
      json: {
        items: [{ productId: product.id, quantity: 1, price }],
        total: price,
        shippingMethod: 'standard',
        contact: { firstName, lastName, email },
        kickoffSlotId: slotId,
      },
    },
    as(cookie, key),
  )
}

async function placed(cookie: string, slotId: number) {
  return (await bodyAt(await placeOrder(cookie, slotId), 201)).id
}

async function intentOf(cookie: string, orderId: number) {
  const payment = await api['create-payment-intent'].$post({ json: { orderId } }, as(cookie))
  return intentIdOf((await bodyAt(payment, 200)).clientSecret)
}

const openIds = async () => (await (await api.storytelling.slots.$get()).json()).map((s) => s.id)
const bookingsOf = (slotId: number) =>
  db.select().from(storytellingBookings).where(eq(storytellingBookings.slotId, slotId))
const statusOf = async (orderId: number) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status
const stockOf = async (id: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock
const mailsOf = (orderId: number) =>
  db
    .select()
    .from(outbox)
    .then((rows) => rows.filter((row) => row.subject.includes(`#${orderId}`)))
async function familyView(cookie: string, orderId: number) {
  const response = await api.storytelling.orders[':id'].$get(
    { param: { id: String(orderId) } },
    as(cookie),
  )
  return bodyAt(response, 200)
}

describe('choosing the kickoff call at checkout', () => {
  it('is asked for a package with a call, refused for one without, and writes nothing when refused', async () => {
    const { cookie } = await family()
    const before = await stockOf(pro.id)
    const none = await placeOrder(cookie, undefined)
    expect(none.status).toBe(400)
    expect(await none.json()).toEqual({ error: 'Please choose a time for the kickoff call.' })
    const slot = await publishSlot()
    const needless = await placeOrder(cookie, slot.id, { product: lite })
    expect(needless.status).toBe(400)
    expect(await needless.json()).toEqual({
      error: 'Nothing in this order has a kickoff call: leave the call time out.',
    })
    const unknown = await placeOrder(cookie, 2_000_000)
    expect(unknown.status).toBe(409)
    expect(await unknown.json()).toEqual({
      error: 'That time is no longer available. Please choose another.',
    })
    const malformed = await placeOrder(cookie, 1.5)
    expect(malformed.status).toBe(400)
    expect(await stockOf(pro.id)).toBe(before)
    expect(await db.select().from(orders).where(eq(orders.email, email))).toHaveLength(0)
    expect(await openIds()).toContain(slot.id)
  })

  it('refuses a time that has begun, and one another family holds, leaving no order or stock behind', async () => {
    const first = await family()
    const second = await family()
    const slot = await publishSlot()
    const held = await placed(first.cookie, slot.id)
    const stock = await stockOf(pro.id)
    const taken = await placeOrder(second.cookie, slot.id)
    expect(taken.status).toBe(409)
    expect(await taken.json()).toEqual({
      error: 'That time was just booked by another family. Please choose another.',
    })
    expect(await stockOf(pro.id)).toBe(stock)
    expect(
      await db.select().from(orders).where(eq(orders.userId, second.id)),
      'the refused order rolled back',
    ).toHaveLength(0)
    expect((await bookingsOf(slot.id)).map((b) => b.orderId)).toEqual([held])

    const later = await publishSlot()
    const saved = clock
    clock = new Date(later.startsAt)
    try {
      const begun = await placeOrder(second.cookie, later.id)
      expect(begun.status).toBe(409)
      expect(await begun.json()).toEqual({
        error: 'That time is no longer available. Please choose another.',
      })
    } finally {
      clock = saved
    }
  })

  it('is held by the unpaid order, shown to staff as unpaid, and moves with the same family ordering again', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const orderId = await placed(cookie, slot.id)
    expect(await openIds()).not.toContain(slot.id)
    expect((await familyView(cookie, orderId)).booking).toMatchObject({ id: slot.id })
    const listed = await (await staffSlots.$get({}, as(staff))).json()
    expect(listed.find((s) => s.id === slot.id)?.booking).toEqual({
      orderId,
      childName: null,
      email,
      paid: false,
    })
    const remove = await removeSlot(slot.id)
    expect(remove.status).toBe(409)

    // The parent goes back and checks out again: the new order supersedes the first, same time.
    const again = await placed(cookie, slot.id)
    expect(await statusOf(orderId)).toBe('cancelled')
    expect((await bookingsOf(slot.id)).map((b) => b.orderId)).toEqual([again])
  })

  it('answers a replayed Idempotency-Key with the order only when the call time is the same', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const other = await publishSlot()
    const first = await placeOrder(cookie, slot.id, { key: 'kickoff-replay-1' })
    const { id } = await bodyAt(first, 201)
    const same = await placeOrder(cookie, slot.id, { key: 'kickoff-replay-1' })
    expect(same.status).toBe(200)
    expect(await same.json()).toMatchObject({ id, kickoffSlotId: slot.id })
    const changed = await placeOrder(cookie, other.id, { key: 'kickoff-replay-1' })
    expect(changed.status).toBe(422)
    expect(await openIds()).toContain(other.id)
  })
})

describe('the hold ending', () => {
  it('frees the time when the hold runs out, and the next family takes it', async () => {
    const first = await family()
    const slot = await publishSlot()
    const expired = await placed(first.cookie, slot.id)
    const saved = clock
    clock = new Date(clock.getTime() + (holdMinutes + 1) * 60_000)
    try {
      expect(await releaseExpiredHolds(db, clock, holdMinutes)).toBeGreaterThanOrEqual(1)
      expect(await statusOf(expired)).toBe('cancelled')
      expect(await openIds()).toContain(slot.id)
      const second = await family()
      const taker = await placed(second.cookie, slot.id)
      expect((await bookingsOf(slot.id)).map((b) => b.orderId)).toEqual([taker])
      expect((await familyView(first.cookie, expired)).booking).toBeNull()
    } finally {
      clock = saved
    }
  })

  it('frees the time when the card is declined, and staff may then remove it', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const orderId = await placed(cookie, slot.id)
    const intent = await intentOf(cookie, orderId)
    expect((await send('payment_intent.payment_failed', fake.failPayment(intent))).status).toBe(200)
    expect(await statusOf(orderId)).toBe('failed')
    expect(await openIds()).toContain(slot.id)
    const remove = await removeSlot(slot.id)
    expect(remove.status).toBe(200)
    expect(await bookingsOf(slot.id)).toEqual([])
  })

  it('keeps the time through a partial refund and frees it with a full one', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const orderId = await placed(cookie, slot.id)
    const intent = await intentOf(cookie, orderId)
    await send('payment_intent.succeeded', fake.succeedPayment(intent))
    expect(await statusOf(orderId)).toBe('paid')
    await db.update(orders).set({ refundedCents: 50_00 }).where(eq(orders.id, orderId))
    expect(await openIds()).not.toContain(slot.id)
    await db.update(orders).set({ refundedCents: 199_00 }).where(eq(orders.id, orderId))
    expect(await openIds()).toContain(slot.id)
    expect((await familyView(cookie, orderId)).booking).toBeNull()
  })
})

describe('paying', () => {
  it('confirms the held time with its calendar entry once paid', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const orderId = await placed(cookie, slot.id)
    const intent = await intentOf(cookie, orderId)
    expect(await mailsOf(orderId)).toEqual([])
    await send('payment_intent.succeeded', fake.succeedPayment(intent))
    const mails = await mailsOf(orderId)
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      `Your BrightMinds order #${orderId} is confirmed`,
      `Your storytelling kickoff call is booked (order #${orderId})`,
    ])
    const booking = mails.find((mail) => mail.subject.includes('kickoff'))!
    expect(booking.body).toContain('Your child can bring the story idea')
    expect(booking.attachments![0]!.content).toContain(
      'SUMMARY:Storytelling kickoff call (BrightMinds Foundation)',
    )
    expect((await familyView(cookie, orderId)).booking).toMatchObject({ id: slot.id })
  })

  it('keeps a late payment whose time is still free, with its call', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const orderId = await placed(cookie, slot.id)
    const intent = await intentOf(cookie, orderId)
    const saved = clock
    clock = new Date(clock.getTime() + (holdMinutes + 1) * 60_000)
    try {
      await releaseExpiredHolds(db, clock, holdMinutes)
      expect(await statusOf(orderId)).toBe('cancelled')
      await send('payment_intent.succeeded', fake.succeedPayment(intent))
    } finally {
      clock = saved
    }
    expect(await statusOf(orderId)).toBe('paid')
    expect((await familyView(cookie, orderId)).booking).toMatchObject({ id: slot.id })
    const confirmation = (await mailsOf(orderId)).find((mail) => mail.subject.includes('confirmed'))
    expect(confirmation!.body).not.toContain('booked by another family')
  })

  it('keeps a late payment whose time another family took, and asks for a new time', async () => {
    const late = await family()
    const slot = await publishSlot()
    const orderId = await placed(late.cookie, slot.id)
    const intent = await intentOf(late.cookie, orderId)
    const saved = clock
    clock = new Date(clock.getTime() + (holdMinutes + 1) * 60_000)
    try {
      await releaseExpiredHolds(db, clock, holdMinutes)
      const prompt = await family()
      const taker = await placed(prompt.cookie, slot.id)
      await send('payment_intent.succeeded', fake.succeedPayment(intent))
      expect(await statusOf(orderId)).toBe('paid')
      expect((await bookingsOf(slot.id)).map((b) => b.orderId)).toEqual([taker])
    } finally {
      clock = saved
    }
    expect((await familyView(late.cookie, orderId)).booking).toBeNull()
    const mails = await mailsOf(orderId)
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your BrightMinds order #${orderId} is confirmed`,
    ])
    expect(mails[0]!.body).toContain(
      'The kickoff call time you chose was booked by another family while your payment was on its way. Please choose another time:\nhttps://brightminds.example/storytelling/',
    )
    // They choose another time on the storytelling page.
    const next = await publishSlot()
    const booked = await api.storytelling.orders[':id'].booking.$post(
      { param: { id: String(orderId) }, json: { slotId: next.id } },
      as(late.cookie),
    )
    expect(booked.status).toBe(201)
  })
})

describe(`${N} families choosing one time at once`, () => {
  it('gives it to exactly one order; the others are refused with nothing held', async () => {
    const families = await Promise.all(Array.from({ length: N }, family))
    // A package each, so no product row puts them in line: only the slot's own lock does.
    const packages = await Promise.all(
      families.map(() =>
        insertProduct(db, {
          priceCents: 199_00,
          kind: 'service',
          ships: false,
          kickoffCall: true,
          stock: 5,
        }),
      ),
    )
    const slot = await publishSlot()
    const answers = await Promise.all(
      families.map((f, i) => placeOrder(f.cookie, slot.id, { product: packages[i]! })),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(N - 1).fill(409)])
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(await refused.json()).toEqual({
        error: 'That time was just booked by another family. Please choose another.',
      })
    }
    const winner = await bodyAt(answers.find((a) => a.status === 201)!, 201)
    expect((await bookingsOf(slot.id)).map((b) => b.orderId)).toEqual([winner.id])
    // Only the winner's unit left the shelf: every refused order rolled back whole.
    const stocks = await Promise.all(packages.map((p) => stockOf(p.id)))
    expect(stocks.sort()).toEqual([4, ...Array(N - 1).fill(5)])
    const placedOrders = await Promise.all(
      families.map((f) => db.select().from(orders).where(eq(orders.userId, f.id))),
    )
    expect(placedOrders.flat().map((o) => o.id)).toEqual([winner.id])
  })
})
