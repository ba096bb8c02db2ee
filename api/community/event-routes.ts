import type { Context } from 'hono'
import { brand } from '#core/brand'
import { type CommunityEvent, eventMessages } from '#core/schemas/community-event'
import { ContentLanguageQuerySchema } from '#core/schemas/language'
import { requireUser } from '../accounts'
import { type AppEnv, createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { calendarFile } from '../lib/ics'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { setRsvp, upcomingEvent, upcomingEvents } from './events'

const notFound = (c: Context<AppEnv>) => c.json(errorBody(eventMessages.notFound), 404)

/** "Add to calendar": the event as an iCalendar file, its join link in the description too. */
function eventCalendar(event: CommunityEvent, origin: string, now: Date) {
  const start = new Date(event.startsAt)
  return calendarFile({
    uid: `event-${event.id}@${new URL(origin).host}`,
    start,
    minutes: (new Date(event.endsAt).getTime() - start.getTime()) / 60_000,
    summary: event.title,
    description: event.url ? `${event.description}\n\nJoin: ${event.url}` : event.description,
    location: event.location,
    url: event.url,
    organizer: { name: brand.name, email: brand.email },
    now,
  })
}

async function rsvp(c: Context<AppEnv>, going: boolean) {
  const id = parseId(c.req.param('id') ?? '')
  const state = id && (await setRsvp(c.var.db, c.var.clock(), c.var.user!.id, id, going))
  if (!state) return notFound(c)
  return c.json(state, 200)
}

const pageLanguage = validate('query', ContentLanguageQuerySchema)

/**
 * The community page's upcoming events, RSVPs and calendar files. Signed-in members only, like
 * /community, so join links are not handed to the whole internet. `?locale=es` gives an event's
 * words in Spanish where staff wrote them (decision 079), in the list and in its calendar file.
 */
export const eventRoutes = createRouter()
  .use(requireUser)
  .get('/', pageLanguage, async (c) => {
    const { locale } = c.req.valid('query')
    return c.json(await upcomingEvents(c.var.db, c.var.clock(), c.var.user!.id, locale), 200)
  })
  .put('/:id/rsvp', (c) => rsvp(c, true))
  .delete('/:id/rsvp', (c) => rsvp(c, false))
  .get('/:id/calendar.ics', pageLanguage, async (c) => {
    const id = parseId(c.req.param('id'))
    const { locale } = c.req.valid('query')
    const event = id && (await upcomingEvent(c.var.db, c.var.clock(), c.var.user!.id, id, locale))
    if (!event) return notFound(c)
    return c.body(eventCalendar(event, c.var.settings.publicOrigin, c.var.clock()), 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="brightminds-event-${event.id}.ics"`,
      'Cache-Control': 'private, no-store',
    })
  })
