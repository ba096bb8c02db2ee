import { ListQuerySchema as AuditLogQuerySchema } from '#core/schemas/admin-lists'
import { requireAdmin, staffAdminRoutes } from '../accounts'
import { createRouter } from '../app-env'
import { statementAdminRoutes } from '../giving'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { factAdminRoutes } from '../organization'
import { webhookSetupAdminRoutes } from '../payments'
import { privacyRequestAdminRoutes } from '../privacy'
import { storytellingAdminRoutes } from '../storytelling'
import { requireSectionPermission } from './admin-permissions'
import { contentAdminRoutes } from './content-admin-routes'
import { listAuditLog, listOutbox, resendFailed } from './dashboard'
import { educationStatRoutes, networkingContactRoutes } from './dashboard-card-routes'
import { donationAdminRoutes } from './donation-admin-routes'
import { forumModerationRoutes } from './forum-moderation-routes'
import { imageAdminRoutes } from './image-admin-routes'
import { newsletterRoutes } from './newsletter-routes'
import { orderAdminRoutes } from './order-admin-routes'
import {
  barrierReportAdminRoutes,
  programApplicationAdminRoutes,
  subscriberAdminRoutes,
  volunteerApplicationRoutes,
} from './outreach-admin-routes'
import { overview } from './overview'
import { productAdminRoutes } from './product-admin-routes'

/**
 * The admin dashboard's data. Everything mounted here shares the staff guard, then needs the
 * permission its section names (admin-permissions.ts).
 */
export const adminRoutes = createRouter()
  .use(requireAdmin)
  .use(requireSectionPermission)
  .get('/overview', async (c) => c.json(await overview(c.var.db, c.var.clock()), 200))
  .get('/outbox', async (c) => c.json(await listOutbox(c.var.db), 200))
  .get('/audit-log', validate('query', AuditLogQuerySchema), async (c) => {
    const page = Number(c.req.valid('query').page ?? 1)
    return c.json(await listAuditLog(c.var.db, page), 200)
  })
  .post('/outbox/:id/resend', async (c) => {
    const id = parseId(c.req.param('id'))
    const outcome = id === null ? 'missing' : await resendFailed(c.var.db, id)
    if (outcome === 'missing') return c.json(errorBody('Message not found'), 404)
    if (outcome === 'not-failed') {
      return c.json(errorBody('Only a message that failed can be sent again'), 409)
    }
    return c.json({ id, status: 'queued' as const }, 202)
  })
  .route('/content', contentAdminRoutes)
  .route('/education-stats', educationStatRoutes)
  .route('/facts', factAdminRoutes)
  .route('/networking-contacts', networkingContactRoutes)
  .route('/donations', donationAdminRoutes)
  .route('/forum', forumModerationRoutes)
  .route('/images', imageAdminRoutes)
  .route('/newsletters', newsletterRoutes)
  .route('/orders', orderAdminRoutes)
  .route('/products', productAdminRoutes)
  .route('/volunteer-applications', volunteerApplicationRoutes)
  .route('/program-applications', programApplicationAdminRoutes)
  .route('/accessibility-reports', barrierReportAdminRoutes)
  .route('/subscribers', subscriberAdminRoutes)
  .route('/storytelling', storytellingAdminRoutes)
  .route('/giving-statements', statementAdminRoutes)
  .route('/stripe-webhook', webhookSetupAdminRoutes)
  .route('/staff', staffAdminRoutes)
  .route('/privacy-requests', privacyRequestAdminRoutes)
