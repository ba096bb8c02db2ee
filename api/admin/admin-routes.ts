import { createRouter } from '../lib/app-env'
import { requireAdmin } from '../lib/session-middleware'
import { adminDonationRoutes } from './donation-routes'
import { educationStatsRoutes } from './education-stat-routes'
import { forumModerationRoutes } from './forum-moderation-routes'
import { networkingContactsRoutes } from './networking-contact-routes'
import { outboxRoutes } from './outbox-routes'

/** The admin dashboard's data. Everything mounted here shares the admin guard. */
export const adminRoutes = createRouter()
  .use(requireAdmin)
  .route('/donations', adminDonationRoutes)
  .route('/education-stats', educationStatsRoutes)
  .route('/networking-contacts', networkingContactsRoutes)
  .route('/outbox', outboxRoutes)
  .route('/forum', forumModerationRoutes)
