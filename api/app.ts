import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { DatabaseHandle } from '../db/client'
import type { Env } from './env'
import { type AppEnv, createRouter, type ShopSettings } from './lib/app-env'
import { loadSession, refuseOtherUser } from './lib/auth-middleware'
import { authSettings } from './lib/auth-settings'
import { cachePolicies, defaultCacheControl } from './lib/cache-control'
import { csrfProtection } from './lib/csrf'
import { givingSettings } from './lib/donations'
import { handleError, handleNotFound, tooLarge } from './lib/errors'
import { forumSettings } from './lib/forum-settings'
import { requestLogger } from './lib/request-logger'
import { securityHeaders } from './lib/security-headers'
import { mountStaticSite } from './lib/static-site'
import { createPayments } from './lib/stripe'
import { accountRoutes } from './routes/account'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { contentRoutes } from './routes/content'
import { donationManagementRoutes } from './routes/donation-management'
import { donationRoutes } from './routes/donations'
import { emailSignupRoutes } from './routes/email-signup'
import { emailVerificationRoutes } from './routes/email-verification'
import { eventRoutes } from './routes/events'
import { forumRoutes } from './routes/forum'
import { healthRoutes } from './routes/health'
import { orderRoutes, paymentIntentRoutes } from './routes/orders'
import { passwordResetRoutes } from './routes/password-reset'
import { configRoutes, stripeWebhookRoutes } from './routes/payments'
import { productRoutes } from './routes/products'
import { programApplicationRoutes } from './routes/program-applications'
import { volunteerRoutes } from './routes/volunteer'

export interface AppDeps {
  db: DatabaseHandle
  env: Env
  /** The built PWA (dist/web); without it only the API is served. */
  staticDir?: string
  /** The clock sessions, reset links and throttling read; tests pass one they can move. */
  now?: () => Date
}

function createApiRoutes(deps: AppDeps) {
  const auth = authSettings(deps.env, deps.now)
  const shop: ShopSettings = {
    payments: createPayments(deps.env),
    orderHoldMinutes: deps.env.ORDER_HOLD_MINUTES,
    giving: givingSettings(deps.env),
  }
  const forum = forumSettings(deps.env)
  return createRouter()
    .basePath('/api')
    .use(async (c, next) => {
      c.set('db', deps.db.db)
      c.set('auth', auth)
      c.set('shop', shop)
      c.set('forum', forum)
      await next()
    })
    .use(csrfProtection)
    .use(defaultCacheControl(cachePolicies.none))
    .use(compress())
    .use(bodyLimit({ maxSize: deps.env.BODY_LIMIT_BYTES, onError: tooLarge }))
    .use(loadSession)
    .use(refuseOtherUser)
    .route('/health', healthRoutes(deps.db))
    .route('/', authRoutes)
    .route('/account', accountRoutes)
    .route('/password-reset', passwordResetRoutes)
    .route('/email-verification', emailVerificationRoutes)
    .route('/products', productRoutes)
    .route('/content', contentRoutes)
    .route('/email-signup', emailSignupRoutes)
    .route('/volunteer', volunteerRoutes)
    .route('/program-applications', programApplicationRoutes)
    .route('/admin', adminRoutes)
    .route('/config', configRoutes)
    .route('/orders', orderRoutes)
    .route('/create-payment-intent', paymentIntentRoutes)
    .route('/stripe/webhook', stripeWebhookRoutes)
    .route('/donations', donationRoutes)
    .route('/donations', donationManagementRoutes)
    .route('/forum', forumRoutes)
    .route('/events', eventRoutes)
}

/** The API type for the web's typed client: `hc<AppType>('/')`. */
export type AppType = ReturnType<typeof createApiRoutes>

/** The whole site: used by the server and by the tests. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.notFound(handleNotFound)
  if (deps.env.LOG_REQUESTS !== 'false') app.use(requestLogger())
  app.use(securityHeaders())
  app.route('/', createApiRoutes(deps))
  if (deps.staticDir) mountStaticSite(app, deps.staticDir)
  return app
}
