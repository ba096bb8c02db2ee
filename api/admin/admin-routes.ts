import { createRouter } from '../lib/app-env'
import { requireAdmin } from '../lib/session-middleware'
import {
  listDonationsForStaff,
  listEducationStats,
  listNetworkingContacts,
  listOutbox,
} from './dashboard'
import { forumModerationRoutes } from './forum-moderation-routes'

/** The admin dashboard's data. Everything mounted here shares the admin guard. */
export const adminRoutes = createRouter()
  .use(requireAdmin)
  .get('/donations', async (c) => c.json(await listDonationsForStaff(c.var.db), 200))
  .get('/education-stats', async (c) => c.json(await listEducationStats(c.var.db), 200))
  .get('/networking-contacts', async (c) => c.json(await listNetworkingContacts(c.var.db), 200))
  .get('/outbox', async (c) => c.json(await listOutbox(c.var.db), 200))
  .route('/forum', forumModerationRoutes)
