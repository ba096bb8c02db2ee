import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import { isPaidOrder, paidOrderStatuses } from '#core/order-status'
import type {
  AdminIntake,
  AdminSlot,
  OpenSlot,
  SlotInput,
  StoryIntake,
  StorytellingOrder,
} from '#core/schemas/storytelling'
import type { Database } from '../../db/client'
import {
  orderItems,
  orders,
  products,
  storytellingIntakes,
  storytellingSlots,
} from '../../db/schema'
import { violatedUniqueIndex } from '../lib/db-errors'
import { calendarFile } from '../lib/ics'
import { sendMail } from '../lib/mailer'

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

async function slotOf(db: Database, slotId: number | null) {
  if (slotId === null) return undefined
  const [row] = await db.select().from(storytellingSlots).where(eq(storytellingSlots.id, slotId))
  return row
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
  const slot = await slotOf(db, intake?.slotId ?? null)
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

/** Future slots nobody has booked, soonest first. */
export async function openSlots(db: Database, now: Date): Promise<OpenSlot[]> {
  const rows = await db
    .select({ slot: storytellingSlots })
    .from(storytellingSlots)
    .leftJoin(storytellingIntakes, eq(storytellingIntakes.slotId, storytellingSlots.id))
    .where(and(gt(storytellingSlots.startsAt, now), isNull(storytellingIntakes.id)))
    .orderBy(asc(storytellingSlots.startsAt))
    .limit(200)
  return rows.map((row) => toSlot(row.slot))
}

export type BookingResult = { ok: true; slot: SlotRow } | { ok: false; reason: 'gone' | 'taken' }

/**
 * Books `slotId` for the order's intake (moving an earlier booking). The unique index on
 * storytelling_intakes.slot_id decides a race: of two families booking the same time at once,
 * exactly one succeeds and the other hears "just booked".
 */
export async function bookSlot(
  db: Database,
  input: { orderId: number; slotId: number; now: Date; order: OrderRow; origin: string },
): Promise<BookingResult> {
  try {
    return await db.transaction(async (tx) => {
      const [slot] = await tx
        .select()
        .from(storytellingSlots)
        .where(
          and(eq(storytellingSlots.id, input.slotId), gt(storytellingSlots.startsAt, input.now)),
        )
      if (!slot) return { ok: false, reason: 'gone' } as const
      const [intake] = await tx
        .update(storytellingIntakes)
        .set({ slotId: slot.id, bookedAt: input.now, remindedAt: null, updatedAt: input.now })
        .where(eq(storytellingIntakes.orderId, input.orderId))
        .returning()
      if (!intake) return { ok: false, reason: 'gone' } as const
      await sendMail(tx, bookingMail(input.order, intake, slot, input.now, input.origin))
      return { ok: true, slot } as const
    })
  } catch (error) {
    if (violatedUniqueIndex(error) === 'storytelling_intakes_slot_unique') {
      return { ok: false, reason: 'taken' }
    }
    throw error
  }
}

const callTime = (date: Date) =>
  date.toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  })

function bookingMail(order: OrderRow, intake: IntakeRow, slot: SlotRow, now: Date, origin: string) {
  const host = new URL(origin).host
  const ics = calendarFile({
    uid: `storytelling-order-${order.id}@${host}`,
    start: slot.startsAt,
    minutes: slot.minutes,
    summary: `Storytelling kickoff call for ${intake.childName} (${brand.name})`,
    description: `Your ${slot.minutes}-minute kickoff call with the ${brand.name} storytelling team, for order #${order.id}. Join: ${slot.location}`,
    location: slot.location,
    organizer: { name: brand.name, email: brand.email },
    now,
  })
  return {
    to: order.email,
    subject: `Your storytelling kickoff call is booked (order #${order.id})`,
    body: [
      `Hi ${order.firstName},`,
      '',
      `Your kickoff call with our storytelling team is booked for ${callTime(slot.startsAt)} (${slot.minutes} minutes).`,
      `How to join: ${slot.location}`,
      '',
      `${intake.childName} can bring the story idea and any sketches. The calendar entry is attached.`,
      '',
      `Change the time or the story form: ${origin}/storytelling/${order.id}`,
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
 * moved call gets one for its new time. Orders no longer paid (refunded, cancelled) get none.
 * Answers how many were queued.
 */
export async function remindUpcomingCalls(db: Database, now: Date, origin: string) {
  const due = await db
    .select({ intakeId: storytellingIntakes.id, slot: storytellingSlots, order: orders })
    .from(storytellingIntakes)
    .innerJoin(storytellingSlots, eq(storytellingSlots.id, storytellingIntakes.slotId))
    .innerJoin(orders, eq(orders.id, storytellingIntakes.orderId))
    .where(
      and(
        isNull(storytellingIntakes.remindedAt),
        gt(storytellingSlots.startsAt, now),
        lte(storytellingSlots.startsAt, new Date(now.getTime() + reminderLeadMs)),
        lt(storytellingIntakes.bookedAt, sql`${storytellingSlots.startsAt} - interval '24 hours'`),
        inArray(orders.status, [...paidOrderStatuses]),
      ),
    )
    .orderBy(asc(storytellingSlots.startsAt))
  let queued = 0
  for (const { intakeId, slot, order } of due) {
    // Claimed and queued together: two replicas sweeping at once remind a family once.
    queued += await db.transaction(async (tx) => {
      const [intake] = await tx
        .update(storytellingIntakes)
        .set({ remindedAt: now })
        .where(
          and(
            eq(storytellingIntakes.id, intakeId),
            eq(storytellingIntakes.slotId, slot.id),
            isNull(storytellingIntakes.remindedAt),
          ),
        )
        .returning()
      if (!intake) return 0
      await sendMail(tx, reminderMail(order, intake, slot, origin))
      return 1
    })
  }
  return queued
}

function reminderMail(order: OrderRow, intake: IntakeRow, slot: SlotRow, origin: string) {
  return {
    to: order.email,
    subject: `Tomorrow: your storytelling kickoff call (order #${order.id})`,
    body: [
      `Hi ${order.firstName},`,
      '',
      `A reminder: your ${slot.minutes}-minute kickoff call with our storytelling team is on ${callTime(slot.startsAt)}.`,
      `How to join: ${slot.location}`,
      '',
      `${intake.childName} can bring the story idea and any sketches.`,
      '',
      `Need another time? Change it here: ${origin}/storytelling/${order.id}`,
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

/** Removes an unbooked slot; a booked one stays (the family would lose their call). */
export async function deleteSlot(
  db: Database,
  id: number,
): Promise<'deleted' | 'missing' | 'booked'> {
  const [booked] = await db
    .select({ id: storytellingIntakes.id })
    .from(storytellingIntakes)
    .where(eq(storytellingIntakes.slotId, id))
  if (booked) return 'booked'
  const deleted = await db
    .delete(storytellingSlots)
    .where(eq(storytellingSlots.id, id))
    .returning({ id: storytellingSlots.id })
  return deleted.length > 0 ? 'deleted' : 'missing'
}

/** Slots from a day ago on, each with the family that booked it. */
export async function slotsForStaff(db: Database, now: Date): Promise<AdminSlot[]> {
  const since = new Date(now.getTime() - 86_400_000)
  const rows = await db
    .select({ slot: storytellingSlots, intake: storytellingIntakes, order: orders })
    .from(storytellingSlots)
    .leftJoin(storytellingIntakes, eq(storytellingIntakes.slotId, storytellingSlots.id))
    .leftJoin(orders, eq(orders.id, storytellingIntakes.orderId))
    .where(gte(storytellingSlots.startsAt, since))
    .orderBy(asc(storytellingSlots.startsAt))
    .limit(500)
  return rows.map(({ slot, intake, order }) => ({
    ...toSlot(slot),
    booking:
      intake && order
        ? { orderId: order.id, childName: intake.childName, email: order.email }
        : null,
  }))
}

/** Every intake, newest first, with its order's packages and the booked call. */
export async function intakesForStaff(db: Database): Promise<AdminIntake[]> {
  const rows = await db
    .select({ intake: storytellingIntakes, order: orders, slot: storytellingSlots })
    .from(storytellingIntakes)
    .innerJoin(orders, eq(orders.id, storytellingIntakes.orderId))
    .leftJoin(storytellingSlots, eq(storytellingSlots.id, storytellingIntakes.slotId))
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
  return rows.map(({ intake, order, slot }) => ({
    id: intake.id,
    orderId: order.id,
    packages: items.filter((item) => item.orderId === order.id).map((item) => item.name),
    email: order.email,
    parentName: `${order.firstName} ${order.lastName}`,
    ...intakeFields(intake),
    booking: slot ? toSlot(slot) : null,
    createdAt: intake.createdAt.toISOString(),
  }))
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
