import { and, asc, count, eq, gt, sql } from 'drizzle-orm'
import type { Locale } from '#core/locale'
import {
  type CommunityEvent,
  type EventRsvpState,
  eventTextFields,
  upcomingEventsMax,
} from '#core/schemas/community-event'
import { inLanguage } from '#core/staff-text'
import type { Database } from '../../db/client'
import { communityEvents, eventRsvps } from '../../db/schema/community'

const live = (now: Date) =>
  and(eq(communityEvents.published, true), gt(communityEvents.endsAt, now))

function eventColumns(userId: number) {
  return {
    id: communityEvents.id,
    title: communityEvents.title,
    description: communityEvents.description,
    startsAt: communityEvents.startsAt,
    endsAt: communityEvents.endsAt,
    location: communityEvents.location,
    url: communityEvents.url,
    rsvpCount: sql<number>`(select count(*)::int from ${eventRsvps}
      where ${eventRsvps.eventId} = ${communityEvents.id})`,
    rsvpedByMe: sql<boolean>`exists (select 1 from ${eventRsvps}
      where ${eventRsvps.eventId} = ${communityEvents.id} and ${eventRsvps.userId} = ${userId}::int)`,
    es: communityEvents.es,
  }
}

type EventRow = Awaited<ReturnType<typeof selectEvents>>[number]

function selectEvents(db: Database, userId: number, now: Date, id?: number) {
  return db
    .select(eventColumns(userId))
    .from(communityEvents)
    .where(and(live(now), id === undefined ? undefined : eq(communityEvents.id, id)))
}

/** An event with its words in `locale` where staff wrote them (decision 079). */
function toEvent({ es, ...row }: EventRow, locale: Locale): CommunityEvent {
  const event = {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }
  return inLanguage(event, es, eventTextFields, locale)
}

/**
 * Published events not yet over, soonest first, with their RSVPs as `userId` sees them, in
 * `locale`.
 */
export async function upcomingEvents(
  db: Database,
  now: Date,
  userId: number,
  locale: Locale,
): Promise<CommunityEvent[]> {
  const rows = await selectEvents(db, userId, now)
    .orderBy(asc(communityEvents.startsAt), asc(communityEvents.id))
    .limit(upcomingEventsMax)
  return rows.map((row) => toEvent(row, locale))
}

/** One published event not yet over, in `locale`, or undefined. */
export async function upcomingEvent(
  db: Database,
  now: Date,
  userId: number,
  id: number,
  locale: Locale,
) {
  const [row] = await selectEvents(db, userId, now, id)
  return row ? toEvent(row, locale) : undefined
}

/**
 * Records (`going`) or withdraws a member's RSVP to an upcoming event; idempotent either way.
 * Undefined when there is no such upcoming event.
 */
export async function setRsvp(
  db: Database,
  now: Date,
  userId: number,
  id: number,
  going: boolean,
): Promise<EventRsvpState | undefined> {
  const [event] = await db
    .select({ id: communityEvents.id })
    .from(communityEvents)
    .where(and(live(now), eq(communityEvents.id, id)))
  if (!event) return undefined
  if (going) {
    await db
      .insert(eventRsvps)
      .values({ eventId: id, userId, createdAt: now })
      .onConflictDoNothing()
  } else {
    await db
      .delete(eventRsvps)
      .where(and(eq(eventRsvps.eventId, id), eq(eventRsvps.userId, userId)))
  }
  const [counted] = await db
    .select({ rsvpCount: count() })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, id))
  return { rsvpCount: counted?.rsvpCount ?? 0, rsvpedByMe: going }
}
