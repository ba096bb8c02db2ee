import { createRouter } from '../lib/app-env'
import { educationStatsRoutes } from './admin/education-stats'
import { networkingContactsRoutes } from './admin/networking-contacts'

/** The admin dashboard's data. Everything mounted here shares the admin guard. */
export const adminRoutes = createRouter()
  // The Accounts issue adds `.use('*', requireAdmin)` here, guarding every admin route at once.
  .route('/education-stats', educationStatsRoutes)
  .route('/networking-contacts', networkingContactsRoutes)
