import { Hono } from 'hono'
import type { Database } from '../../db/client'

/** What every handler can read from the context: `c.var.db`. */
export interface AppEnv {
  Variables: {
    db: Database
  }
}

/** A sub-app typed with the app's context, so resources chain into one typed client. */
export function createRouter() {
  return new Hono<AppEnv>({ strict: true })
}
