import type { DatabaseHandle } from '../../db/client'
import { createRouter } from '../app-env'
import { describeError } from '../lib/errors'
import { log } from '../lib/log'

/** Database reachability for load balancers and Playwright's start check. */
export function healthRoutes(database: Pick<DatabaseHandle, 'ping'>) {
  return createRouter().get('/', async (c) => {
    try {
      await database.ping()
      return c.json({ status: 'ok' as const, database: 'up' as const }, 200)
    } catch (error) {
      log.error(`Health check: database unreachable: ${describeError(error)}`)
      return c.json({ status: 'error' as const, database: 'down' as const }, 503)
    }
  })
}

/**
 * Readiness, for a load balancer or orchestrator deciding whether to send this replica traffic:
 * the database answers and has every migration of this build.
 */
export function readinessRoutes(database: Pick<DatabaseHandle, 'ping' | 'pendingMigrations'>) {
  return createRouter().get('/', async (c) => {
    try {
      await database.ping()
      const pending = await database.pendingMigrations()
      if (pending > 0) {
        return c.json({ status: 'not-ready' as const, database: 'up' as const, pending }, 503)
      }
      return c.json({ status: 'ready' as const, database: 'up' as const, pending }, 200)
    } catch (error) {
      log.error(`Readiness check: database unreachable: ${describeError(error)}`)
      return c.json({ status: 'not-ready' as const, database: 'down' as const }, 503)
    }
  })
}
