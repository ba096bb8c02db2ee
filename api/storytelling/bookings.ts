import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import { type Locale, languageTag, localizedPath } from '#core/locale'
import { meetingTimeFormat } from '#core/meeting-time'
import { isPaidOrder, paidOrderStatuses } from '#core/order-status'
import type {
  AdminIntake,
  AdminSlot,
  OpenSlot,
  SlotInput,
  StoryIntake,
  StorytellingOrder,
} from '#core/schemas/storytelling'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { orderItems, orders, products } from '../../db/schema/shop'
import {
  storytellingBookings,
  storytellingIntakes,
  storytellingSlots,
} from '../../db/schema/storytelling'
import { violatedUniqueIndex } from '../lib/db-errors'
import { calendarFile } from '../lib/ics'
import { sendMail } from '../mail'

type SlotRow = typeof storytellingSlots.$inferSelect
type IntakeRow = typeof storytellingIntakes.$inferSelect
type OrderRow = typeof orders.$inferSelect

function toSlot(row: SlotRow): OpenSlot {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    minutes: row.minutes,
    location: row.location,
  }
}

/**
 * An order that holds its kickoff call (decision 062): unpaid (its hold, which the sweep ends by
 * cancelling it), or paid and not refunded in full. Any other order's booking holds nothing.
 */
const holdsCall = and(
  inArray(orders.status, ['pending_payment', ...paidOrderStatuses]),
  or(eq(orders.refundedCents, 0), lt(orders.refundedCents, orders.totalCents)),
)

/** A paid order that still holds its call: the ones reminded and shown to staff as booked. */
const paidHolder = and(holdsCall, inArray(orders.status, [...paidOrderStatuses]))

/**
 * Whether a paid order of the account still has its kickoff call ahead (or under way): the
 * storytelling team needs the family's details until the call has been held.
 */
export async function hasUpcomingCall(db: Database, userId: number, now: Date) {
  const [call] = await db
    .select({ orderId: storytellingBookings.orderId })
    .from(storytellingBookings)
    .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
    .innerJoin(storytellingSlots, eq(storytellingSlots.id, storytellingBookings.slotId))
    .where(
      and(
        eq(orders.userId, userId),
        paidHolder,
        sql`${storytellingSlots.startsAt} + make_interval(mins => ${storytellingSlots.minutes}) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1)
  return call !== undefined
}

/** The storytelling packages (service products) of an order, and whether one has a call. */
async function packagesOf(db: Database, orderId: number) {
  const rows = await db
    .select({ name: orderItems.name, kickoffCall: products.kickoffCall })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(eq(orderItems.orderId, orderId), eq(products.kind, 'service')))
    .orderBy(asc(orderItems.id))
  return { names: rows.map((row) => row.name), kickoffCall: rows.some((row) => row.kickoffCall) }
}

async function intakeOf(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(storytellingIntakes)
    .where(eq(storytellingIntakes.orderId, orderId))
  return row
}

/** The call an order holds, if it still holds one. */
async function heldSlotOf(db: Database, orderId: number) {
  const [row] = await db
    .select({ slot: storytellingSlots })
    .from(storytellingBookings)
    .innerJoin(storytellingSlots, eq(storytellingSlots.id, storytellingBookings.slotId))
    .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
    .where(and(eq(storytellingBookings.orderId, orderId), holdsCall))
  return row?.slot
}

function intakeFields(row: IntakeRow) {
  return {
    childName: row.childName,
    ageBand: row.ageBand,
    storyIdea: row.storyIdea,
    hasSketch: row.sketch !== null,
  }
}

/** A member's storytelling order as they see it, or why not. */
export type FamilyOrder =
  | { ok: true; order: OrderRow; view: StorytellingOrder }
  | { ok: false; reason: 'missing' | 'not-storytelling' }

export async function familyOrder(
  db: Database,
  userId: number,
  orderId: number,
): Promise<FamilyOrder> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) return { ok: false, reason: 'missing' }
  const packages = await packagesOf(db, orderId)
  if (packages.names.length === 0) return { ok: false, reason: 'not-storytelling' }
  const intake = await intakeOf(db, orderId)
  const slot = await heldSlotOf(db, orderId)
  return {
    ok: true,
    order,
    view: {
      orderId,
      paid: isPaidOrder(order.status),
      packages: packages.names,
      kickoffCall: packages.kickoffCall,
      intake: intake ? intakeFields(intake) : null,
      booking: slot ? toSlot(slot) : null,
    },
  }
}

/** The family's story form, sent again as often as they like (the latest wins). */
export async function saveIntake(db: Database, orderId: number, intake: StoryIntake, now: Date) {
  await db
    .insert(storytellingIntakes)
    .values({ orderId, ...intake, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: storytellingIntakes.orderId,
      set: { ...intake, updatedAt: now },
    })
}

/** Future slots no order holds, soonest first (GET /api/storytelling/slots, also at checkout). */
export async function openSlots(db: Database, now: Date): Promise<OpenSlot[]> {
  const held = db
    .select({ slotId: storytellingBookings.slotId })
    .from(storytellingBookings)
    .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
    .where(holdsCall)
  const rows = await db
    .select()
    .from(storytellingSlots)
    .where(and(gt(storytellingSlots.startsAt, now), sql`${storytellingSlots.id} not in ${held}`))
    .orderBy(asc(storytellingSlots.startsAt))
    .limit(200)
  return rows.map(toSlot)
}

export type SlotTaking = { ok: true; slot: SlotRow } | { ok: false; reason: 'gone' | 'taken' }

/** The kickoff calls these orders hold, for the orders' JSON. */
export async function bookedCallsOfOrders(db: Database, orderIds: number[]) {
  return db
    .select({ orderId: storytellingBookings.orderId, slotId: storytellingBookings.slotId })
    .from(storytellingBookings)
    .where(inArray(storytellingBookings.orderId, orderIds))
}

/**
 * Gives `slotId` to the order (moving any call it held), inside the caller's transaction: at
 * checkout with the order's stock, or when a family changes the time. The slot's row lock puts
 * families taking one time in line, so exactly one gets it; a booking whose order no longer
 * holds its call (decision 062) is replaced.
 */
export async function takeSlot(
  tx: Database,
  input: { orderId: number; slotId: number; now: Date },
): Promise<SlotTaking> {
  const { orderId, slotId, now } = input
  const [slot] = await tx
    .select()
    .from(storytellingSlots)
    .where(and(eq(storytellingSlots.id, slotId), gt(storytellingSlots.startsAt, now)))
    .for('update')
  if (!slot) return { ok: false, reason: 'gone' }
  const [holder] = await tx
    .select({ orderId: storytellingBookings.orderId, holds: sql<boolean>`(${holdsCall})` })
    .from(storytellingBookings)
    .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
    .where(eq(storytellingBookings.slotId, slotId))
  if (holder?.orderId === orderId) return { ok: true, slot }
  if (holder?.holds) return { ok: false, reason: 'taken' }
  if (holder) {
    await tx.delete(storytellingBookings).where(eq(storytellingBookings.orderId, holder.orderId))
  }
  await tx
    .insert(storytellingBookings)
    .values({ orderId, slotId, bookedAt: now })
    .onConflictDoUpdate({
      target: storytellingBookings.orderId,
      set: { slotId, bookedAt: now, remindedAt: null },
    })
  return { ok: true, slot }
}

/**
 * For an order paid late (after its hold ended), whether it still has the call it chose: another
 * family may have taken the time meanwhile, and then the family is asked for a new one. Waits on
 * the slot's lock, so a family taking that time at this moment is either refused or seen here.
 * 'none' for an order without a kickoff call.
 */
export async function lateCallKept(tx: Database, orderId: number) {
  if (!(await packagesOf(tx, orderId)).kickoffCall) return 'none'
  const [booking] = await tx
    .select({ slotId: storytellingBookings.slotId })
    .from(storytellingBookings)
    .where(eq(storytellingBookings.orderId, orderId))
  if (booking) {
    await tx
      .select({ id: storytellingSlots.id })
      .from(storytellingSlots)
      .where(eq(storytellingSlots.id, booking.slotId))
      .for('update')
  }
  return (await heldSlotOf(tx, orderId)) ? 'kept' : 'lost'
}

/**
 * What a call's e-mails need: the site's address for their links, and the organisation's time
 * zone (ORG_TIME_ZONE), in which they give the call's time, as families and staff plan it.
 */
export interface CallMailContext {
  origin: string
  timeZone: string
}

/** Books `slotId` for a paid order (moving its call), with the confirmation and its .ics. */
export async function bookSlot(
  db: Database,
  input: { orderId: number; slotId: number; now: Date; order: OrderRow } & CallMailContext,
): Promise<SlotTaking> {
  return await db.transaction(async (tx) => {
    const taken = await takeSlot(tx, input)
    if (!taken.ok) return taken
    const intake = await intakeOf(tx, input.orderId)
    await sendMail(tx, bookingMail(input.order, intake?.childName, taken.slot, input))
    return taken
  })
}

/** Once a storytelling order is paid: the confirmation of the call it holds, if it holds one. */
export async function confirmHeldCall(
  tx: Database,
  order: OrderRow,
  context: { now: Date } & CallMailContext,
) {
  const slot = await heldSlotOf(tx, order.id)
  if (slot) await sendMail(tx, bookingMail(order, undefined, slot, context))
}

/** A call's time in the e-mails: as the pages write it, in the organisation's zone. */
const callTime = (date: Date, timeZone: string, locale: Locale) =>
  date.toLocaleString(languageTag[locale], { ...meetingTimeFormat, timeZone })

/** What the child brings to the call, named when the story form named them. */
const bringLine = (childName: string | undefined, locale: Locale) =>
  childName
    ? m.email_call_bring_named({ child: childName }, { locale })
    : m.email_call_bring({}, { locale })

/** The family's page of the order: the story form and the call's time. */
const storyPage = (origin: string, order: OrderRow) =>
  `${origin}${localizedPath(`/storytelling/${order.id}`, order.locale)}`

/** The booking's confirmation and its calendar entry, in the language the family ordered in. */
function bookingMail(
  order: OrderRow,
  childName: string | undefined,
  slot: SlotRow,
  { now, origin, timeZone }: { now: Date } & CallMailContext,
) {
  const { locale } = order
  const options = { locale }
  const host = new URL(origin).host
  const ics = calendarFile({
    uid: `storytelling-order-${order.id}@${host}`,
    start: slot.startsAt,
    minutes: slot.minutes,
    summary: childName
      ? m.email_call_ics_summary_named({ child: childName, site: brand.name }, options)
      : m.email_call_ics_summary({ site: brand.name }, options),
    description: m.email_call_ics_description(
      { minutes: slot.minutes, site: brand.name, id: order.id, location: slot.location },
      options,
    ),
    location: slot.location,
    organizer: { name: brand.name, email: brand.email },
    now,
  })
  return {
    to: order.email,
    locale,
    subject: m.email_call_subject({ id: order.id }, options),
    body: [
      m.email_hi({ name: order.firstName }, options),
      '',
      m.email_call_booked(
        { time: callTime(slot.startsAt, timeZone, locale), minutes: slot.minutes },
        options,
      ),
      m.email_call_join({ location: slot.location }, options),
      '',
      `${bringLine(childName, locale)} ${m.email_call_attached({}, options)}`,
      '',
      m.email_call_change({ link: storyPage(origin, order) }, options),
    ].join('\n'),
    attachments: [
      {
        filename: 'storytelling-kickoff.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: ics,
      },
    ],
  }
}

/** How long before a kickoff call its reminder goes out (issue 32). */
export const reminderLeadMs = 24 * 3600_000

/**
 * Reminds each family whose kickoff call starts within the next day, once (the sweep runs at
 * least hourly, so it arrives 23 to 24 hours before): the time, how to join and where to change
 * it. A call booked inside that day had its booking mail moments before, and gets no reminder; a
 * moved call gets one for its new time. Orders not paid, or refunded in full, get none.
 * Answers how many were queued.
 */
export async function remindUpcomingCalls(db: Database, now: Date, context: CallMailContext) {
  const due = await db
    .select({ slot: storytellingSlots, order: orders })
    .from(storytellingBookings)
    .innerJoin(storytellingSlots, eq(storytellingSlots.id, storytellingBookings.slotId))
    .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
    .where(
      and(
        isNull(storytellingBookings.remindedAt),
        gt(storytellingSlots.startsAt, now),
        lte(storytellingSlots.startsAt, new Date(now.getTime() + reminderLeadMs)),
        lt(storytellingBookings.bookedAt, sql`${storytellingSlots.startsAt} - interval '24 hours'`),
        paidHolder,
      ),
    )
    .orderBy(asc(storytellingSlots.startsAt))
  let queued = 0
  for (const { slot, order } of due) {
    // Claimed and queued together: two replicas sweeping at once remind a family once.
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(storytellingBookings)
        .set({ remindedAt: now })
        .where(
          and(
            eq(storytellingBookings.orderId, order.id),
            eq(storytellingBookings.slotId, slot.id),
            isNull(storytellingBookings.remindedAt),
          ),
        )
        .returning()
      if (claimed.length === 0) return 0
      const intake = await intakeOf(tx, order.id)
      await sendMail(tx, reminderMail(order, intake?.childName, slot, context))
      return 1
    })
  }
  return queued
}

/** The day-before reminder, in the language the family ordered in. */
function reminderMail(
  order: OrderRow,
  childName: string | undefined,
  slot: SlotRow,
  { origin, timeZone }: CallMailContext,
) {
  const { locale } = order
  const options = { locale }
  return {
    to: order.email,
    locale,
    subject: m.email_reminder_subject({ id: order.id }, options),
    body: [
      m.email_hi({ name: order.firstName }, options),
      '',
      m.email_reminder_call(
        { minutes: slot.minutes, time: callTime(slot.startsAt, timeZone, locale) },
        options,
      ),
      m.email_call_join({ location: slot.location }, options),
      '',
      bringLine(childName, locale),
      '',
      m.email_reminder_change({ link: storyPage(origin, order) }, options),
    ].join('\n'),
  }
}

// --- Staff -------------------------------------------------------------------------------------

export async function createSlot(db: Database, input: SlotInput, actorId: number, now: Date) {
  try {
    const [row] = await db
      .insert(storytellingSlots)
      .values({
        startsAt: new Date(input.startsAt),
        minutes: input.minutes,
        location: input.location,
        createdBy: actorId,
        createdAt: now,
      })
      .returning()
    return { ok: true as const, slot: toSlot(row!) }
  } catch (error) {
    if (violatedUniqueIndex(error) === 'storytelling_slots_starts_at_unique') {
      return { ok: false as const }
    }
    throw error
  }
}

/**
 * Removes a slot no order holds (with the booking of an order that no longer holds it); a held
 * one stays: the family would lose their call.
 */
export async function deleteSlot(
  db: Database,
  id: number,
): Promise<'deleted' | 'missing' | 'booked'> {
  return await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: storytellingSlots.id })
      .from(storytellingSlots)
      .where(eq(storytellingSlots.id, id))
      .for('update')
    if (!slot) return 'missing'
    const [booking] = await tx
      .select({ orderId: storytellingBookings.orderId, holds: sql<boolean>`(${holdsCall})` })
      .from(storytellingBookings)
      .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
      .where(eq(storytellingBookings.slotId, id))
    if (booking?.holds) return 'booked'
    await tx.delete(storytellingBookings).where(eq(storytellingBookings.slotId, id))
    await tx.delete(storytellingSlots).where(eq(storytellingSlots.id, id))
    return 'deleted'
  })
}

/**
 * Slots from a day ago on, each with the order holding it (unpaid within its hold, or paid) and
 * the child's name once the story form is in.
 */
export async function slotsForStaff(db: Database, now: Date): Promise<AdminSlot[]> {
  const since = new Date(now.getTime() - 86_400_000)
  const holders = db
    .select({
      slotId: storytellingBookings.slotId,
      orderId: orders.id,
      email: orders.email,
      status: orders.status,
    })
    .from(storytellingBookings)
    .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
    .where(holdsCall)
    .as('holders')
  const rows = await db
    .select({
      slot: storytellingSlots,
      orderId: holders.orderId,
      email: holders.email,
      status: holders.status,
      childName: storytellingIntakes.childName,
    })
    .from(storytellingSlots)
    .leftJoin(holders, eq(holders.slotId, storytellingSlots.id))
    .leftJoin(storytellingIntakes, eq(storytellingIntakes.orderId, holders.orderId))
    .where(gte(storytellingSlots.startsAt, since))
    .orderBy(asc(storytellingSlots.startsAt))
    .limit(500)
  return rows.map(({ slot, orderId, email, status, childName }) => ({
    ...toSlot(slot),
    booking:
      orderId !== null && email !== null && status !== null
        ? { orderId, childName, email, paid: isPaidOrder(status) }
        : null,
  }))
}

/** Every intake, newest first, with its order's packages and the call it holds. */
export async function intakesForStaff(db: Database): Promise<AdminIntake[]> {
  const rows = await db
    .select({ intake: storytellingIntakes, order: orders })
    .from(storytellingIntakes)
    .innerJoin(orders, eq(orders.id, storytellingIntakes.orderId))
    .orderBy(desc(storytellingIntakes.updatedAt), desc(storytellingIntakes.id))
    .limit(200)
  const ids = rows.map((row) => row.order.id)
  const items =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, name: orderItems.name })
          .from(orderItems)
          .innerJoin(products, eq(products.id, orderItems.productId))
          .where(and(inArray(orderItems.orderId, ids), eq(products.kind, 'service')))
  const calls =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: storytellingBookings.orderId, slot: storytellingSlots })
          .from(storytellingBookings)
          .innerJoin(storytellingSlots, eq(storytellingSlots.id, storytellingBookings.slotId))
          .innerJoin(orders, eq(orders.id, storytellingBookings.orderId))
          .where(and(inArray(storytellingBookings.orderId, ids), holdsCall))
  return rows.map(({ intake, order }) => {
    const call = calls.find((held) => held.orderId === order.id)
    return {
      id: intake.id,
      orderId: order.id,
      packages: items.filter((item) => item.orderId === order.id).map((item) => item.name),
      email: order.email,
      parentName: `${order.firstName} ${order.lastName}`,
      ...intakeFields(intake),
      booking: call ? toSlot(call.slot) : null,
      createdAt: intake.createdAt.toISOString(),
    }
  })
}

/** Keeps the family's sketch (already re-encoded) with their story form; false without one. */
export async function saveSketch(db: Database, orderId: number, jpeg: Buffer, now: Date) {
  const updated = await db
    .update(storytellingIntakes)
    .set({ sketch: new Uint8Array(jpeg), updatedAt: now })
    .where(eq(storytellingIntakes.orderId, orderId))
    .returning({ id: storytellingIntakes.id })
  return updated.length > 0
}

/** The sketch of an order's story form, or of an intake (staff), when there is one. */
export async function sketchOf(db: Database, by: { orderId: number } | { intakeId: number }) {
  const [row] = await db
    .select({ sketch: storytellingIntakes.sketch })
    .from(storytellingIntakes)
    .where(
      'orderId' in by
        ? eq(storytellingIntakes.orderId, by.orderId)
        : eq(storytellingIntakes.id, by.intakeId),
    )
  return row?.sketch ?? null
}
