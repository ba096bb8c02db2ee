import { Hono } from 'hono'
import type { User } from '#core/schemas/auth'
import type { Database } from '../db/client'
import type { PayPal } from './giving/paypal'
import type { JsonCache } from './lib/json-cache'
import type { Payments } from './payments/stripe'
import type { Clock, Settings } from './settings'

/** The signed-in visitor's session, as the middleware found it (never the secret). */
export interface CurrentSession {
  id: string
  userId: number
  expiresAt: Date
}

/**
 * What every handler can read from the context: the database, the settings, the clock, the
 * Stripe client (null when card payment is not configured), and the signed-in `user` and
 * `session` (null when signed out).
 */
export interface AppEnv {
  Variables: {
    db: Database
    /** The product list, featured list and products by id, ready for the wire (decision 042). */
    catalogue: JsonCache
    settings: Settings
    clock: Clock
    payments: Payments | null
    /** PayPal for one-time gifts (decision 041); null when not configured. */
    paypal: PayPal | null
    user: User | null
    session: CurrentSession | null
    /** This request's id: in the X-Request-Id answer header, its log line and a 500's body. */
    requestId: string
    /**
     * A shared page's inline scripts, allowed by hash in its CSP instead of this response's
     * nonce (decision 054); unset for every other response.
     */
    scriptSources: string[] | undefined
  }
}

/** A sub-app typed with the app's context, so resources chain into one typed client. */
export function createRouter() {
  return new Hono<AppEnv>({ strict: true })
}
