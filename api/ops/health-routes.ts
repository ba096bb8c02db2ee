import type { DatabaseHandle } from '../../db/client'
import { createRouter } from '../lib/app-env'
import { describeError } from '../lib/errors'

/** Database reachability for load balancers and Playwright's start check. */
export function healthRoutes(database: Pick<DatabaseHandle, 'ping'>) {
  return createRouter().get('/', async (c) => {
    try {
      await database.ping()
      return c.json({ status: 'ok' as const, database: 'up' as const }, 200)
    } catch (error) {
      console.error(`Health check: database unreachable: ${describeError(error)}`)
      return c.json({ status: 'error' as const, database: 'down' as const }, 503)
    }
  })
}
