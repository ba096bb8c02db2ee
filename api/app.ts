import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import type { DatabaseHandle } from '../db/client'
import type { Env } from './env'
import { type AppEnv, createRouter } from './lib/app-env'
import { cachePolicies, defaultCacheControl } from './lib/cache-control'
import { handleError, handleNotFound, tooLarge } from './lib/errors'
import { requestLogger } from './lib/request-logger'
import { securityHeaders } from './lib/security-headers'
import { mountStaticSite } from './lib/static-site'
import { adminRoutes } from './routes/admin'
import { contentRoutes } from './routes/content'
import { emailSignupRoutes } from './routes/email-signup'
import { healthRoutes } from './routes/health'
import { productRoutes } from './routes/products'
import { programApplicationRoutes } from './routes/program-applications'
import { volunteerRoutes } from './routes/volunteer'

export interface AppDeps {
  db: DatabaseHandle
  env: Env
  /** The built PWA (dist/web); without it only the API is served. */
  staticDir?: string
}

function createApiRoutes(deps: AppDeps) {
  return createRouter()
    .basePath('/api')
    .use(async (c, next) => {
      c.set('db', deps.db.db)
      await next()
    })
    .use(defaultCacheControl(cachePolicies.none))
    .use(compress())
    .use(bodyLimit({ maxSize: deps.env.BODY_LIMIT_BYTES, onError: tooLarge }))
    .route('/health', healthRoutes(deps.db))
    .route('/products', productRoutes)
    .route('/content', contentRoutes)
    .route('/email-signup', emailSignupRoutes)
    .route('/volunteer', volunteerRoutes)
    .route('/program-applications', programApplicationRoutes)
    .route('/admin', adminRoutes)
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
