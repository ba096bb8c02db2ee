import { Hono } from 'hono'
import type { User } from '../../core/schemas/auth'
import type { Database } from '../../db/client'
import type { AuthSettings } from './auth-settings'
import type { GivingSettings } from './donations'
import type { ForumSettings } from './forum-settings'
import type { Payments } from './stripe'

/** The signed-in visitor's session, as the middleware found it (never the secret). */
export interface CurrentSession {
  id: string
  userId: number
  expiresAt: Date
}

/**
 * What every handler can read from the context: `c.var.db`, the auth settings, and the
 * signed-in `user` and `session` (null when signed out).
 */
export interface AppEnv {
  Variables: {
    db: Database
    auth: AuthSettings
    user: User | null
    session: CurrentSession | null
    shop: ShopSettings
    forum: ForumSettings
  }
}

/** The shop's settings: Stripe (null when not configured) and how long unpaid orders hold stock. */
export interface ShopSettings {
  payments: Payments | null
  orderHoldMinutes: number
  /** Giving (docs/decisions/018): receipt details and the key that signs receipt links. */
  giving: GivingSettings
}

/** A sub-app typed with the app's context, so resources chain into one typed client. */
export function createRouter() {
  return new Hono<AppEnv>({ strict: true })
}
