import { desc, eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, outbox, storytellingBookings, storytellingIntakes } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { signIn } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'
import { reminderLeadMs, remindUpcomingCalls } from './bookings'

/**
 * Decision 039: a storytelling package is ordered without an address unless it ships, with its
 * kickoff call's time when it has one (decision 062; the hold itself: kickoff-holds.test.ts);
 * once paid the family sends the story form and may move the call.
 */
const clock = new Date('2026-11-24T12:00:00Z')
const { request, api, db } = await createTestApp({
  env: { ORDERS_PER_USER_PER_HOUR: '1000', PUBLIC_ORIGIN: 'https://brightminds.example' },
  clock: () => clock,
})

const lite = await insertProduct(db, {
  name: 'Lite DIY Kit',
  priceCents: 49_00,
  category: 'Storytelling',
  kind: 'service',
  ships: false,
  stock: 999,
})
const pro = await insertProduct(db, {
  name: 'Creator Pro Package',
  priceCents: 199_00,
  category: 'Storytelling',
  kind: 'service',
  ships: false,
  kickoffCall: true,
  stock: 999,
})
const legacy = await insertProduct(db, {
  name: 'Legacy Author Box',
  priceCents: 499_00,
  category: 'Storytelling',
  kind: 'service',
  ships: true,
  kickoffCall: true,
  stock: 999,
})

let staff: string
beforeAll(async () => {
  const admin = await insertUser(db, { isAdmin: true })
  staff = await signIn(request, admin.username, testPassword)
})

async function family() {
  const user = await insertUser(db)
  return { user, cookie: await signIn(request, user.username, testPassword) }
}

const { firstName, lastName, email } = validContact()

const as = (cookie: string) => ({ headers: { Cookie: cookie } })
const storytellingOrder = api.storytelling.orders[':id']
const staffSlots = api.admin.storytelling.slots
type OrderBody = InferRequestType<typeof api.orders.$post>['json']

function postOrder(cookie: string, json: OrderBody) {
  return api.orders.$post({ json }, as(cookie))
}

/**
 * Places an order for one `product`, without an address, with a fresh kickoff-call time when the
 * package has a call, and (by default) marks it paid.
 */
async function order(
  cookie: string,
  product: { id: number; priceCents: number; kickoffCall: boolean },
  paid = true,
) {
  const price = product.priceCents / 100
  const slot = product.kickoffCall ? await publishSlot() : undefined
  const response = await postOrder(cookie, {
    items: [{ productId: product.id, quantity: 1, price }],
    total: price,
    shippingMethod: 'standard',
    contact: { firstName, lastName, email },
    kickoffSlotId: slot?.id,
  })
  const placed = await bodyAt(response, 201)
  if (paid) await db.update(orders).set({ status: 'paid' }).where(eq(orders.id, placed.id))
  return placed.id
}

const storyForm = {
  childName: 'Mia',
  ageBand: '6-8',
  storyIdea: 'A dragon who is afraid of the dark learns to make lanterns.',
} satisfies InferRequestType<typeof storytellingOrder.intake.$put>['json']

const param = (orderId: number) => ({ id: String(orderId) })

function sendForm(
  cookie: string,
  orderId: number,
  json: InferRequestType<typeof storytellingOrder.intake.$put>['json'] = storyForm,
) {
  return storytellingOrder.intake.$put({ param: param(orderId), json }, as(cookie))
}

/** A story form the contract refuses, sent as it is. */
function sendFormAnyway(cookie: string, orderId: number, json: unknown) {
  return request(`/api/storytelling/orders/${orderId}/intake`, {
    method: 'PUT',
    json,
    headers: { Cookie: cookie },
  })
}

function book(cookie: string, orderId: number, slotId: number) {
  return storytellingOrder.booking.$post({ param: param(orderId), json: { slotId } }, as(cookie))
}

let hour = 0
async function publishSlot(
  location = 'https://meet.example/brightminds',
  startsAt = new Date(Date.UTC(2026, 11, 1, 8 + (++hour % 10), (hour * 7) % 60)).toISOString(),
) {
  const response = await staffSlots.$post({ json: { startsAt, minutes: 30, location } }, as(staff))
  return bodyAt(response, 201)
}

describe('ordering a storytelling package', () => {
  it('asks no address and charges no shipping when nothing is posted', async () => {
    const { cookie } = await family()
    const slot = await publishSlot()
    const response = await postOrder(cookie, {
      items: [{ productId: pro.id, quantity: 1, price: 199 }],
      total: 199,
      shippingMethod: 'standard',
      contact: { firstName, lastName, email },
      kickoffSlotId: slot.id,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({
      shipping: 0,
      total: 199,
      shipsToAddress: false,
      kickoffSlotId: slot.id,
      contact: { firstName, address: '', city: '', zipCode: '' },
    })
  })

  it("needs the address for the Legacy box's hardcover", async () => {
    const { cookie } = await family()
    const items = [{ productId: legacy.id, quantity: 1, price: 499 }]
    const { id: kickoffSlotId } = await publishSlot()
    const missing = await postOrder(cookie, {
      items,
      total: 499,
      shippingMethod: 'standard',
      contact: { firstName, lastName, email },
      kickoffSlotId,
    })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: 'Address is required' })
    const shipped = await postOrder(cookie, {
      items,
      total: 499,
      shippingMethod: 'standard',
      contact: validContact(),
      kickoffSlotId,
    })
    expect(shipped.status).toBe(201)
    expect(await shipped.json()).toMatchObject({ shipsToAddress: true, shipping: 0 })
  })
})

describe('the story form and the kickoff call', () => {
  it('opens once paid, keeps only a first name and an age band, and moves the call with an .ics', async () => {
    const { cookie } = await family()
    const unpaid = await order(cookie, pro, false)
    const early = await sendForm(cookie, unpaid)
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ error: 'The story form opens once the order is paid.' })

    const orderId = await order(cookie, pro)
    const view = await storytellingOrder.$get({ param: param(orderId) }, as(cookie))
    const chosen = await bodyAt(view, 200)
    expect(chosen).toEqual({
      orderId,
      paid: true,
      packages: ['Creator Pro Package'],
      kickoffCall: true,
      intake: null,
      booking: expect.objectContaining({ minutes: 30 }),
    })
    const bad = await sendFormAnyway(cookie, orderId, {
      ...storyForm,
      ageBand: '13-17',
      surname: 'Lee',
    })
    expect(bad.status).toBe(400)
    // The programme is for ages 6 to 12, as its page says: no band below it.
    const tooYoung = await sendFormAnyway(cookie, orderId, { ...storyForm, ageBand: '4-5' })
    expect(tooYoung.status).toBe(400)
    expect(await tooYoung.json()).toEqual({ error: 'Please choose an age band.' })

    const saved = await sendForm(cookie, orderId)
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ intake: { ...storyForm, hasSketch: false } })

    // Another time suits better: the family moves the call, and the first time opens again.
    const slot = await publishSlot()
    const open = await (await api.storytelling.slots.$get()).json()
    expect(open.map((s) => s.id)).toContain(slot.id)
    expect(open.map((s) => s.id)).not.toContain(chosen.booking!.id)
    const booked = await book(cookie, orderId, slot.id)
    expect(booked.status).toBe(201)
    expect(await booked.json()).toMatchObject({
      booking: { id: slot.id, startsAt: slot.startsAt, minutes: 30 },
    })
    const after = await (await api.storytelling.slots.$get()).json()
    expect(after.map((s) => s.id)).not.toContain(slot.id)
    expect(after.map((s) => s.id)).toContain(chosen.booking!.id)

    const [mail] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .then((rows) => rows.filter((row) => row.subject.includes(`order #${orderId}`)))
    expect(mail!.subject).toBe(`Your storytelling kickoff call is booked (order #${orderId})`)
    expect(mail!.body).toContain('How to join: https://meet.example/brightminds')
    expect(mail!.body).toContain('Mia can bring the story idea')
    const [ics] = mail!.attachments!
    expect(ics).toMatchObject({
      filename: 'storytelling-kickoff.ics',
      contentType: 'text/calendar; charset=utf-8',
    })
    expect(ics!.content).toContain(
      `DTSTART:${slot.startsAt.replace(/[-:]/g, '').replace('.000', '')}`,
    )
    expect(ics!.content).toContain('LOCATION:https://meet.example/brightminds')
    expect(ics!.content).toContain(
      'SUMMARY:Storytelling kickoff call for Mia (BrightMinds Foundation)',
    )

    // Staff see the booking and the intake.
    const slots = await (await staffSlots.$get({}, as(staff))).json()
    expect(slots.find((s) => s.id === slot.id)).toMatchObject({
      booking: { orderId, childName: 'Mia', email, paid: true },
    })
    expect(slots.find((s) => s.id === chosen.booking!.id)).toMatchObject({
      booking: null,
    })
    const intakes = await (await api.admin.storytelling.intakes.$get({}, as(staff))).json()
    expect(intakes.find((i) => i.orderId === orderId)).toMatchObject({
      packages: ['Creator Pro Package'],
      childName: 'Mia',
      ageBand: '6-8',
      booking: { id: slot.id },
    })
    const remove = await staffSlots[':id'].$delete({ param: { id: String(slot.id) } }, as(staff))
    expect(remove.status).toBe(409)
  })

  it('books exactly one of two families racing for the same time', async () => {
    const slot = await publishSlot()
    const families = await Promise.all([family(), family()])
    const orderIds = await Promise.all(families.map((f) => order(f.cookie, pro)))
    const answers = await Promise.all(families.map((f, i) => book(f.cookie, orderIds[i]!, slot.id)))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
    const refused = answers.find((a) => a.status === 409)!
    expect(await refused.json()).toEqual({
      error: 'That time was just booked by another family. Please choose another.',
    })
    const holders = await db
      .select()
      .from(storytellingBookings)
      .where(eq(storytellingBookings.slotId, slot.id))
    expect(holders).toHaveLength(1)
  })

  it('has no call to book for the Lite kit, and shows nobody else their order', async () => {
    const { cookie } = await family()
    const orderId = await order(cookie, lite)
    expect((await sendForm(cookie, orderId)).status).toBe(200)
    const slot = await publishSlot()
    const refused = await book(cookie, orderId, slot.id)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ error: 'This package has no kickoff call to book.' })

    const stranger = await family()
    const peek = await storytellingOrder.$get({ param: param(orderId) }, as(stranger.cookie))
    expect(peek.status).toBe(404)
    expect((await sendForm(stranger.cookie, orderId)).status).toBe(404)
    expect((await storytellingOrder.$get({ param: param(orderId) })).status).toBe(401)
  })

  it('lets staff publish only future, distinct times, and remove an unbooked one', async () => {
    const past = await staffSlots.$post(
      { json: { startsAt: '2026-11-01T10:00:00Z', location: 'We call you' } },
      as(staff),
    )
    expect(past.status).toBe(422)
    const slot = await publishSlot('We call you')
    const twice = await staffSlots.$post(
      { json: { startsAt: slot.startsAt, location: 'We call you' } },
      as(staff),
    )
    expect(twice.status).toBe(409)
    const removed = await staffSlots[':id'].$delete({ param: { id: String(slot.id) } }, as(staff))
    expect(removed.status).toBe(200)
    const { cookie } = await family()
    const member = await staffSlots.$get({}, as(cookie))
    expect(member.status).toBe(403)
  })

  it('keeps a sketch re-encoded without its metadata, for the family and staff only', async () => {
    const { cookie } = await family()
    const orderId = await order(cookie, lite)
    // A phone photo of a drawing, with a camera's metadata in it.
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#fde68a' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Family camera', ImageDescription: 'Mia at school' } })
      .toBuffer()
    const upload = (file: Blob, who = cookie) =>
      storytellingOrder.sketch.$put(
        { param: param(orderId), form: { file: new File([file], 'sketch.jpg') } },
        as(who),
      )
    const tooEarly = await upload(new Blob([new Uint8Array(photo)]))
    expect(tooEarly.status).toBe(409)
    await sendForm(cookie, orderId)
    const notAnImage = await upload(new Blob(['just text']))
    expect(notAnImage.status).toBe(415)

    const saved = await upload(new Blob([new Uint8Array(photo)]))
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({ intake: { hasSketch: true } })
    const mine = await storytellingOrder.sketch.$get({ param: param(orderId) }, as(cookie))
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Content-Type')).toBe('image/jpeg')
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    const stored = Buffer.from(await mine.arrayBuffer())
    const metadata = await sharp(stored).metadata()
    expect(metadata).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
    expect(metadata.exif).toBeUndefined()

    const stranger = await family()
    const peek = await storytellingOrder.sketch.$get({ param: param(orderId) }, as(stranger.cookie))
    expect(peek.status).toBe(404)
    const [intake] = await db
      .select()
      .from(storytellingIntakes)
      .where(eq(storytellingIntakes.orderId, orderId))
    const staffView = await api.admin.storytelling.intakes[':id'].sketch.$get(
      { param: { id: String(intake!.id) } },
      as(staff),
    )
    expect(staffView.status).toBe(200)
  })
})

describe('the reminder a day before the kickoff call', () => {
  const origin = 'https://brightminds.example'
  const calls = { origin, timeZone: 'America/Chicago' }

  async function bookedCall(startsAt?: string) {
    const { cookie } = await family()
    const orderId = await order(cookie, pro)
    expect((await sendForm(cookie, orderId)).status).toBe(200)
    const slot = await publishSlot('https://meet.example/reminder', startsAt)
    // Moved from the time chosen at checkout, which the reminders below must not follow.
    expect((await book(cookie, orderId, slot.id)).status).toBe(201)
    return { cookie, orderId, start: new Date(slot.startsAt) }
  }
  const remindersOf = (orderId: number) =>
    db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Tomorrow: your storytelling kickoff call (order #${orderId})`))
  const ahead = (start: Date, ms: number) => new Date(start.getTime() - ms)

  it('goes out once, from 24 hours before, with the time, how to join and where to change it', async () => {
    const { orderId, start } = await bookedCall()
    await remindUpcomingCalls(db, ahead(start, reminderLeadMs + 1000), calls)
    expect(await remindersOf(orderId)).toHaveLength(0)
    await remindUpcomingCalls(db, ahead(start, reminderLeadMs), calls)
    const [mail] = await remindersOf(orderId)
    expect(mail!.to).toBe(email)
    expect(mail!.body).toContain(
      'A reminder: your 30-minute kickoff call with our storytelling team is on Tuesday, December 1',
    )
    expect(mail!.body).toContain('How to join: https://meet.example/reminder')
    expect(mail!.body).toContain('Mia can bring the story idea')
    expect(mail!.body).toContain(`Change it here: ${origin}/storytelling/${orderId}`)
    await remindUpcomingCalls(db, ahead(start, 60_000), calls)
    expect(await remindersOf(orderId)).toHaveLength(1)
  })

  it("gives the call's time where the organisation is, also across midnight", async () => {
    // 03:00 UTC on December 2 is still Tuesday evening in Chicago (ORG_TIME_ZONE's default).
    const { orderId, start } = await bookedCall('2026-12-02T03:00:00.000Z')
    const time = /Tuesday, December 1(,| at) 9:00\sPM CST/
    // The confirmation of the time the call was moved to (the one chosen at checkout came first).
    const booking = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Your storytelling kickoff call is booked (order #${orderId})`))
      .orderBy(desc(outbox.id))
      .then((rows) => rows[0])
    expect(booking!.body).toMatch(new RegExp(`booked for ${time.source} \\(30 minutes\\)`))
    await remindUpcomingCalls(db, ahead(start, 3_600_000), calls)
    const [reminder] = await remindersOf(orderId)
    expect(reminder!.body).toMatch(
      new RegExp(`call with our storytelling team is on ${time.source}\\.`),
    )
  })

  it('comes again for the new time when the family moves the call, and never after it began', async () => {
    const { cookie, orderId, start } = await bookedCall()
    await remindUpcomingCalls(db, ahead(start, 3_600_000), calls)
    const later = await publishSlot('https://meet.example/later')
    expect((await book(cookie, orderId, later.id)).status).toBe(201)
    const newStart = new Date(later.startsAt)
    await remindUpcomingCalls(db, ahead(newStart, 3_600_000), calls)
    const reminders = await remindersOf(orderId)
    expect(reminders).toHaveLength(2)
    expect(reminders[1]!.body).toContain('How to join: https://meet.example/later')

    const { orderId: missed, start: begun } = await bookedCall()
    await remindUpcomingCalls(db, begun, calls)
    expect(await remindersOf(missed)).toHaveLength(0)
  })

  it('is not sent for a call booked within the day, nor for an order not paid or refunded in full', async () => {
    const lastMinute = await bookedCall()
    await db
      .update(storytellingBookings)
      .set({ bookedAt: ahead(lastMinute.start, 2 * 3_600_000) })
      .where(eq(storytellingBookings.orderId, lastMinute.orderId))
    const cancelled = await bookedCall()
    await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.orderId))
    const refunded = await bookedCall()
    await db.update(orders).set({ refundedCents: 199_00 }).where(eq(orders.id, refunded.orderId))
    const unpaid = await bookedCall()
    await db.update(orders).set({ status: 'pending_payment' }).where(eq(orders.id, unpaid.orderId))
    for (const call of [lastMinute, cancelled, refunded, unpaid]) {
      await remindUpcomingCalls(db, ahead(call.start, 3_600_000), calls)
      expect(await remindersOf(call.orderId)).toHaveLength(0)
    }
  })

  it('is queued once when ten sweeps run at the same time', async () => {
    const { orderId, start } = await bookedCall()
    const now = ahead(start, 3_600_000)
    await Promise.all(Array.from({ length: 10 }, () => remindUpcomingCalls(db, now, calls)))
    expect(await remindersOf(orderId)).toHaveLength(1)
  })
})
