import { and, asc, eq, gt } from 'drizzle-orm'
import { type CommunityEvent, upcomingEventsMax } from '../../core/schemas/community-event'
import { communityEvents } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { requireUser } from '../lib/session-middleware'

/**
 * The community page's upcoming events: published and not yet over, soonest first. Signed-in
 * members only, like /community, so join links are not handed to the whole internet.
 */
export const eventRoutes = createRouter()
  .use(requireUser)
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(communityEvents)
      .where(and(eq(communityEvents.published, true), gt(communityEvents.endsAt, c.var.clock())))
      .orderBy(asc(communityEvents.startsAt), asc(communityEvents.id))
      .limit(upcomingEventsMax)
    const events: CommunityEvent[] = rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      location: row.location,
      url: row.url,
    }))
    return c.json(events, 200)
  })
