import { createRouter } from '../lib/app-env'
import { requireUser } from '../lib/session-middleware'
import { upcomingEvents } from './events'

/**
 * The community page's upcoming events. Signed-in members only, like /community, so join links
 * are not handed to the whole internet.
 */
export const eventRoutes = createRouter()
  .use(requireUser)
  .get('/', async (c) => c.json(await upcomingEvents(c.var.db, c.var.clock()), 200))
