import { and, asc, eq, gt } from 'drizzle-orm'
import { type CommunityEvent, upcomingEventsMax } from '#core/schemas/community-event'
import type { Database } from '../../db/client'
import { communityEvents } from '../../db/schema'

/** Published events not yet over, soonest first. */
export async function upcomingEvents(db: Database, now: Date): Promise<CommunityEvent[]> {
  const rows = await db
    .select()
    .from(communityEvents)
    .where(and(eq(communityEvents.published, true), gt(communityEvents.endsAt, now)))
    .orderBy(asc(communityEvents.startsAt), asc(communityEvents.id))
    .limit(upcomingEventsMax)
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    url: row.url,
  }))
}
