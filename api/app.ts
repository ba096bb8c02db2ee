import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import type { DatabaseHandle } from '../db/client'
import {
  accountRoutes,
  authRoutes,
  emailVerificationRoutes,
  loadSession,
  passwordResetRoutes,
  refuseOtherUser,
  signInLinkRoutes,
  staffInvitationRoutes,
} from './accounts'
import { adminRoutes, imageUploadPath, uploadBodyLimit } from './admin'
import { type AppEnv, createRouter } from './app-env'
import { contentRoutes, eventRoutes, forumRoutes } from './community'
import { configRoutes } from './config-routes'
import type { Env } from './env'
import {
  accountGivingRoutes,
  createPayPal,
  donationManagementRoutes,
  donationRoutes,
  paypalWebhookRoutes,
  signedStatementRoutes,
} from './giving'
import { bodyLimit } from './lib/body-limit'
import { cachePolicies, defaultCacheControl } from './lib/cache-control'
import { csrfProtection } from './lib/csrf'
import { handleError, handleNotFound, tooLarge } from './lib/errors'
import type { JsonCache } from './lib/json-cache'
import { withRequestLanguage } from './lib/request-language'
import { requestContext } from './lib/request-logger'
import { securityHeaders } from './lib/security-headers'
import { uploadRoutes } from './media'
import { type createMetrics, healthRoutes, metricsRoutes, readinessRoutes } from './ops'
import { factRoutes } from './organization'
import {
  barrierReportRoutes,
  emailSignupRoutes,
  programApplicationRoutes,
  subscriptionRoutes,
  volunteerRoutes,
} from './outreach'
import { createPayments, stripeWebhookRoutes } from './payments'
import { accountDeletionRoutes, privacyRequestRoutes, privacyRoutes } from './privacy'
import { pushRoutes } from './push'
import { type Clock, type Settings, settingsFrom, systemClock } from './settings'
import {
  catalogueChannel,
  createCatalogueCache,
  orderRoutes,
  paymentIntentRoutes,
  productRoutes,
} from './shop'
import {
  createPageCache,
  createRenderQueue,
  defaultRenderLimits,
  loadPageRenderer,
  mountStaticSite,
  type PageCache,
  type PageRenderer,
  pageCacheBounds,
  type RenderLimits,
  shareTargetRoutes,
  siteRoutes,
} from './site'
import { sketchUploadPath, storytellingRoutes } from './storytelling'
import { stripeEventRouting } from './stripe-event-routing'

export interface AppDeps {
  db: DatabaseHandle
  env: Env
  /** The built PWA (dist/web); without it only the API is served. */
  staticDir?: string
  /** The clock every handler reads (`c.var.clock`); tests pass one they can move. */
  clock?: Clock
  /**
   * Settings made once by the server and shared with its background workers (the link key is
   * random per `settingsFrom` call when DONATION_LINK_SECRET is unset); default: from `env`.
   */
  settings?: Settings
  /** The catalogue cache (decision 042); default: one of the app's own on `db`. */
  catalogue?: JsonCache
  /** The process's Prometheus metrics (made once by the server); without them, none are kept. */
  metrics?: ReturnType<typeof createMetrics>
  /** Renders the pages; default: the build's, beside `staticDir` (tests render from source). */
  pages?: PageRenderer
  /**
   * Signed-out pages as rendered (decision 054); default: one of the app's own on `db`, emptied
   * by the catalogue's changes and renewed every few seconds.
   */
  pageCache?: PageCache
  /** How many page renders run and wait at once (decision 054); default: `defaultRenderLimits()`. */
  renderLimits?: RenderLimits
}

/** BODY_LIMIT_BYTES for every request but a photo upload, which has a limit of its own. */
function bodyLimitFor(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: tooLarge })
  return (c, next) =>
    (c.req.path === imageUploadPath || sketchUploadPath.test(c.req.path) ? uploadBodyLimit : limit)(
      c,
      next,
    )
}

function createApiRoutes(deps: AppDeps, settings: Settings, catalogue: JsonCache) {
  const clock = deps.clock ?? systemClock
  const payments = createPayments(deps.env)
  const paypal = createPayPal(deps.env)
  return createRouter()
    .basePath('/api')
    .use(withRequestLanguage)
    .use(async (c, next) => {
      c.set('db', deps.db.db)
      c.set('catalogue', catalogue)
      c.set('settings', settings)
      c.set('clock', clock)
      c.set('payments', payments)
      c.set('paypal', paypal)
      await next()
      // Postgres delivers NOTIFY a moment after commit: a catalogue change this request made
      // reaches the cache before its answer does, so the next read shows it. A refused or
      // failed request changed nothing (and while the database is out, waiting would only
      // delay its 503).
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.ok) await catalogue.synced()
    })
    .use(csrfProtection)
    .use(defaultCacheControl(cachePolicies.none))
    .use(compress())
    .use(bodyLimitFor(deps.env.BODY_LIMIT_BYTES))
    .use(loadSession)
    .use(refuseOtherUser)
    .route('/', authRoutes)
    .route('/account', accountRoutes)
    .route('/account', accountGivingRoutes)
    .route('/account', privacyRoutes)
    .route('/account-deletion', accountDeletionRoutes)
    .route('/privacy-requests', privacyRequestRoutes)
    .route('/giving-statements', signedStatementRoutes)
    .route('/password-reset', passwordResetRoutes)
    .route('/sign-in-links', signInLinkRoutes)
    .route('/email-verification', emailVerificationRoutes)
    .route('/products', productRoutes)
    .route('/content', contentRoutes)
    .route('/email-signup', emailSignupRoutes)
    .route('/subscriptions', subscriptionRoutes)
    .route('/volunteer', volunteerRoutes)
    .route('/accessibility-reports', barrierReportRoutes)
    .route('/program-applications', programApplicationRoutes)
    .route('/admin', adminRoutes)
    .route('/config', configRoutes)
    .route('/orders', orderRoutes)
    .route('/create-payment-intent', paymentIntentRoutes)
    .route('/stripe/webhook', stripeWebhookRoutes(stripeEventRouting))
    .route('/donations', donationRoutes)
    .route('/paypal/webhook', paypalWebhookRoutes)
    .route('/donations', donationManagementRoutes)
    .route('/forum', forumRoutes)
    .route('/events', eventRoutes)
    .route('/push', pushRoutes)
    .route('/facts', factRoutes)
    .route('/storytelling', storytellingRoutes)
    .route('/staff-invitations', staffInvitationRoutes)
}

/** The API type for the web's typed client: `hc<AppType>('/')`. */
export type AppType = ReturnType<typeof createApiRoutes>

/** The whole site: used by the server and by the tests. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.notFound(handleNotFound)
  app.use(requestContext({ logRequests: deps.env.LOG_REQUESTS !== 'false' }))
  if (deps.metrics) app.use(deps.metrics.measure)
  app.route('/metrics', metricsRoutes(deps.metrics?.registry, deps.env.METRICS_TOKEN))
  const imageOrigins = deps.env.S3_PUBLIC_URL ? [new URL(deps.env.S3_PUBLIC_URL).origin] : []
  app.use(securityHeaders({ imageOrigins, paypal: Boolean(deps.env.PAYPAL_CLIENT_ID) }))
  // Health and readiness answer ahead of sessions, CSRF and the page renders' queue, so a busy
  // site never looks dead to whatever restarts it (decision 054).
  app.use('/api/health', defaultCacheControl(cachePolicies.none))
  app.route('/api/health', healthRoutes(deps.db))
  app.use('/api/ready', defaultCacheControl(cachePolicies.none))
  app.route('/api/ready', readinessRoutes(deps.db))
  const settings = deps.settings ?? settingsFrom(deps.env)
  const catalogue = deps.catalogue ?? createCatalogueCache(deps.db)
  app.route('/', createApiRoutes(deps, settings, catalogue))
  app.route('/', siteRoutes(deps.db.db, settings.publicOrigin))
  app.route('/', shareTargetRoutes())
  const { localDir } = settings.images
  if (localDir) app.route('/uploads', uploadRoutes(localDir))
  const applePay = deps.env.APPLE_PAY_DOMAIN_ASSOCIATION
  // Apple Pay through Stripe: the file Stripe's dashboard gives for the domain (README, Giving).
  if (applePay) {
    app.get('/.well-known/apple-developer-merchantid-domain-association', (c) =>
      c.text(applePay, 200, { 'Cache-Control': 'public, max-age=3600' }),
    )
  }
  if (deps.staticDir) {
    const renderer = deps.pages ?? loadPageRenderer(deps.staticDir)
    mountStaticSite(app, deps.staticDir, settings.publicOrigin, renderer, {
      cache:
        renderer &&
        (deps.pageCache ??
          createPageCache(deps.db, { channels: [catalogueChannel], ...pageCacheBounds })),
      queue: createRenderQueue(deps.renderLimits ?? defaultRenderLimits()),
    })
  }
  return app
}
