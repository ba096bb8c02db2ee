import { createRouter } from '../lib/app-env'
import { requireAdmin } from '../lib/auth-middleware'
import { adminDonationRoutes } from './admin/donations'
import { educationStatsRoutes } from './admin/education-stats'
import { forumModerationRoutes } from './admin/forum-moderation'
import { networkingContactsRoutes } from './admin/networking-contacts'
import { outboxRoutes } from './admin/outbox'

/** The admin dashboard's data. Everything mounted here shares the admin guard. */
export const adminRoutes = createRouter()
  .use(requireAdmin)
  .route('/donations', adminDonationRoutes)
  .route('/education-stats', educationStatsRoutes)
  .route('/networking-contacts', networkingContactsRoutes)
  .route('/outbox', outboxRoutes)
  .route('/forum', forumModerationRoutes)
