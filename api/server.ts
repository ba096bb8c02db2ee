import { mkdir } from 'node:fs/promises'
import {
  createServer,
  type Server as HttpServer,
  type RequestListener,
  type ServerOptions,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { brand } from '#core/brand'
import { type Database, type DatabaseHandle, openDatabase } from '../db/client'
import { seedDemoData } from '../db/seed'
import { ensureAdmin, warmUpPasswordChecks } from './accounts'
import { createApp } from './app'
import { startEventReminders } from './community'
import type { Env } from './env'
import { createPayPal } from './giving'
import { reportErrorsTo } from './lib/error-reports'
import { log } from './lib/log'
import { defaultDeliveryPolicy, smtpTransport, startDelivery } from './mail'
import { startSweeping } from './maintenance'
import { createMetrics } from './ops'
import { startNewsletterQueue } from './outreach'
import { createPayments } from './payments'
import { startPushDelivery } from './push'
import { type Settings, settingsFrom } from './settings'
import { catalogueChannel, catalogueFastPath, createCatalogueCache } from './shop'
import {
  createPageCache,
  defaultRenderLimits,
  pageCacheBounds,
  pageFastPath,
  pageRendererInWorkers,
} from './site'

export interface RunningServer {
  url: string
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>
}

const shutdownGraceMs = 10_000

async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  if (env.DATABASE_URL) {
    return openDatabase({
      url: env.DATABASE_URL,
      timeouts: {
        connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      },
    })
  }
  await mkdir(env.DATA_DIR, { recursive: true })
  return openDatabase({ dataDir: env.DATA_DIR })
}

/**
 * Opens and migrates the database, seeds demo data when asked, serves the app, and shuts down
 * gracefully on SIGINT/SIGTERM (an unclosed PGlite would keep the process alive).
 */
/** Longer than any proxy or client in front keeps an idle connection (Caddy: 2 minutes). */
export const keepAliveTimeoutMs = 130_000

export async function startServer(options: {
  env: Env
  staticDir?: string
}): Promise<RunningServer> {
  const { env, staticDir } = options
  const started = performance.now()
  const database = await openConfiguredDatabase(env)
  try {
    await database.migrate()
    if (env.SEED_DEMO_DATA === 'true') await seedDemoData(database.db)
    const admin = await ensureAdmin(database.db, env)
    if (admin !== 'none') log.info(`Admin account ${env.ADMIN_USERNAME} ${admin}.`)
    await warmUpPasswordChecks()
  } catch (error) {
    await database.close()
    throw error
  }

  reportMailSetup(env)
  reportErrorsTo(env.SENTRY_DSN, { environment: env.NODE_ENV })
  const settings = settingsFrom(env)
  const catalogue = createCatalogueCache(database)
  const pageCache = createPageCache(database, { channels: [catalogueChannel], ...pageCacheBounds })
  const metrics = createMetrics(database)
  // Renders run in worker threads, off the thread that answers everything else (decision 069).
  const renderLimits = defaultRenderLimits()
  const pages =
    staticDir &&
    pageRendererInWorkers(
      staticDir,
      new URL('./render-worker.js', import.meta.url),
      renderLimits.concurrency,
    )
  const app = createApp({
    db: database,
    env,
    staticDir,
    settings,
    catalogue,
    pageCache,
    metrics,
    pages: pages || undefined,
    renderLimits,
  })
  const stopSweeping = startSweeping(database.db, () => new Date(), {
    orderHoldMinutes: env.ORDER_HOLD_MINUTES,
    forumPurgeDays: env.FORUM_PURGE_DELETED_DAYS,
    payments: createPayments(env),
    paypal: createPayPal(env),
    calls: { origin: settings.publicOrigin, timeZone: settings.giving.timeZone },
  })
  const stopDelivery = startMailDelivery(database.db, env, settings)
  const stopPush = startPush(database.db, settings)
  const stopNewsletters = startNewsletterQueue(database.db, {
    origin: settings.publicOrigin,
    giving: settings.giving,
  })
  // Cached catalogue answers and signed-out pages leave at the socket; everything else goes
  // through the app.
  const logRequests = env.LOG_REQUESTS !== 'false'
  const catalogueAnswers = await catalogueFastPath(app, catalogue, { log: logRequests })
  const pageAnswers = staticDir
    ? await pageFastPath(app, pageCache, {
        log: logRequests,
        staticDir,
        record: metrics.answeredPage,
      })
    : () => false
  const server = serve({
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    createServer: ((options: ServerOptions, listener: RequestListener) =>
      createServer(options, (request, response) => {
        if (catalogueAnswers(request, response) || pageAnswers(request, response)) return
        listener(request, response)
      })) as typeof createServer,
  })
  // Idle keep-alive connections outlive the proxy's (Caddy keeps idle upstream connections two
  // minutes) and a client's: with Node's 5 s, a connection the app had just closed was reused by
  // the other side and the request on it lost to a reset (a webhook's POST, seen in e2e).
  ;(server as HttpServer).keepAliveTimeout = keepAliveTimeoutMs
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
  } catch (error) {
    await stopSweeping()
    await stopNewsletters()
    await stopDelivery()
    await stopPush()
    await catalogue.stop()
    await pageCache.stop()
    if (pages) await pages.close()
    await database.close()
    const reason =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'is already in use' : 'failed'
    throw new Error(`Listening on ${env.HOST}:${env.PORT} ${reason}; set PORT to a free port.`, {
      cause: error,
    })
  }

  const { port } = server.address() as AddressInfo
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST
  const url = `http://${host}:${port}`
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  log.info(`${brand.name} is running at ${url} (${database.kind}, ready in ${seconds} s)`)

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      const force = setTimeout(() => {
        if ('closeAllConnections' in server) server.closeAllConnections()
      }, shutdownGraceMs)
      await new Promise<void>((resolve) => server.close(() => resolve()))
      clearTimeout(force)
      await stopSweeping()
      await stopNewsletters()
      await stopDelivery()
      await stopPush()
      await catalogue.stop()
      await pageCache.stop()
      if (pages) await pages.close()
      await database.close()
    })()
    return closing
  }

  const onSignal = (signal: NodeJS.Signals) => {
    log.info(`${signal} received: finishing in-flight requests, then closing the database.`)
    close().then(
      () => log.info('Stopped cleanly.'),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed:')
        process.exitCode = 1
      },
    )
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  return { url, close }
}

function reportMailSetup(env: Env) {
  if (!env.STRIPE_SECRET_KEY) {
    log.info('Card payment is not configured (no STRIPE_SECRET_KEY): orders stay pending.')
  } else if (!env.STRIPE_WEBHOOK_SECRET) {
    log.warn(
      'STRIPE_WEBHOOK_SECRET is not set: /api/stripe/webhook answers 503 and no order is marked paid.',
    )
  }
  if (env.NODE_ENV === 'production' && !env.PUBLIC_ORIGIN) {
    log.warn(
      `PUBLIC_ORIGIN is not set: password reset links will point at http://localhost:${env.PORT}.`,
    )
  }
}

/**
 * With SMTP_URL, a worker delivers the outbox in the background (docs/decisions/011); without
 * it, messages wait there and the start says so. Answers the stop function.
 */
function startMailDelivery(db: Database, env: Env, settings: Settings): () => Promise<void> {
  if (!env.SMTP_URL) {
    log.info('Email: no SMTP_URL, so messages wait in the outbox (GET /api/admin/outbox).')
    return async () => {}
  }
  const transport = smtpTransport(env.SMTP_URL)
  const from = env.MAIL_FROM ?? defaultFrom(env)
  const smtp = new URL(env.SMTP_URL)
  log.info(`Email: delivering the outbox through ${smtp.protocol}//${smtp.host} as ${from}.`)
  const sender = {
    legalName: env.ORG_LEGAL_NAME,
    address: env.ORG_ADDRESS,
    origin: settings.publicOrigin,
  }
  const stop = startDelivery(db, transport.send, {
    ...defaultDeliveryPolicy,
    from,
    sender,
    maxAttempts: env.MAIL_MAX_ATTEMPTS,
  })
  return async () => {
    await stop()
    transport.close()
  }
}

/**
 * With VAPID keys, push notifications are delivered and events reminded of in the background
 * (decision 096); without them push is off, and the start says so.
 */
function startPush(db: Database, settings: Settings): () => Promise<void> {
  if (!settings.push) {
    log.info('Push: no VAPID keys, so push notifications are off (npm run push:keys).')
    return async () => {}
  }
  log.info('Push: delivering notifications and event reminders.')
  const stopDelivery = startPushDelivery(db, settings.push)
  const stopReminders = startEventReminders(db, {
    origin: settings.publicOrigin,
    timeZone: settings.giving.timeZone,
  })
  return async () => {
    await Promise.all([stopDelivery(), stopReminders()])
  }
}

function defaultFrom(env: Env) {
  const host = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).hostname : 'localhost'
  return `"${env.ORG_LEGAL_NAME}" <no-reply@${host}>`
}

/** Entry points' way to start: a failure is one clear line and exit code 1, not a stack dump. */
export async function runServer(options: Parameters<typeof startServer>[0]) {
  try {
    return await startServer(options)
  } catch (error) {
    log.error(`${brand.name} could not start: ${(error as Error).message}`)
    process.exit(1)
  }
}
