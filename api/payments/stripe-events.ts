import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Database } from '../../db/client'
import { stripeEvents } from '../../db/schema/payments'
import { log } from '../lib/log'
import type { Settings } from '../settings'
import { type HandledStripeEvent, isHandledStripeEvent } from './handled-stripe-events'
import type { PaymentEventOutcome, PaymentEventResult, Payments } from './stripe'

/** What a domain's handler gets besides the event: the time, the settings, the Stripe client. */
export interface StripeEventContext {
  now: Date
  settings: Settings
  payments: Payments
}

/** One domain's share of an event: undefined when the event is not about its rows. */
export type StripeEventHandler = (
  tx: Database,
  event: Stripe.Event,
  ctx: StripeEventContext,
) => Promise<PaymentEventResult | undefined>

/**
 * Who is asked about each handled event, in turn, until one recognises its object: filled by the
 * app from the domains' handlers (api/stripe-event-routing.ts), so payments imports no domain.
 * Keyed by handled-stripe-events.ts: a listed event without a handler fails the typecheck.
 */
export type StripeEventRouting = Readonly<
  Record<HandledStripeEvent, readonly [StripeEventHandler, ...StripeEventHandler[]]>
>

async function handle(
  tx: Database,
  event: Stripe.Event,
  ctx: StripeEventContext,
  routing: StripeEventRouting,
): Promise<PaymentEventResult> {
  if (!isHandledStripeEvent(event.type)) return 'ignored'
  for (const handler of routing[event.type]) {
    const result = await handler(tx, event, ctx)
    if (result !== undefined) return result
  }
  return 'ignored'
}

const versionsSeen = new Set<string>()

/**
 * The webhook reads only fields that every API version since 2024 renders alike, except an
 * invoice's subscription, which it reads in both shapes. An event in another version than the
 * SDK's is still applied; the log says once per version to align the endpoint (README, Payments).
 */
function noteApiVersion(event: Stripe.Event) {
  const version = event.api_version
  if (!version || version === Stripe.API_VERSION || versionsSeen.has(version)) return
  versionsSeen.add(version)
  log.warn(
    `Stripe webhook event ${event.id} is in API version ${version}; this server expects ${Stripe.API_VERSION}. Set the webhook endpoint's API version to ${Stripe.API_VERSION} in the Stripe dashboard.`,
  )
}

/**
 * Applies a verified provider event once: its id is stored in the same transaction as its effect,
 * so a replay is a 'duplicate' that changes nothing, and the row keeps the effect's outcome and
 * its note for staff. Stripe's events and PayPal's (ids prefixed `paypal:`) share the table.
 */
export function applyEventOnce<Outcome extends string>(
  db: Database,
  event: { id: string; type: string; now: Date },
  effect: (tx: Database) => Promise<{ outcome: Outcome; note?: string | null }>,
): Promise<Outcome | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: event.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (!fresh) return 'duplicate'
    const { outcome, note = null } = await effect(tx)
    await tx.update(stripeEvents).set({ outcome, note }).where(eq(stripeEvents.id, event.id))
    return outcome
  })
}

/**
 * Applies a verified Stripe event once (applyEventOnce). The domains `routing` names handle their
 * own events; an event not in handled-stripe-events.ts, or about nothing of ours, is 'ignored'; a
 * mismatch keeps its note for staff (decision 017).
 */
export function applyStripeEventOnce(
  db: Database,
  event: Stripe.Event,
  ctx: StripeEventContext,
  routing: StripeEventRouting,
): Promise<PaymentEventOutcome | 'duplicate'> {
  noteApiVersion(event)
  return applyEventOnce(db, { id: event.id, type: event.type, now: ctx.now }, async (tx) => {
    const result = await handle(tx, event, ctx, routing)
    if (typeof result === 'string') return { outcome: result }
    log.warn(`Stripe event ${event.id} (${event.type}) changed nothing: ${result.mismatch}`)
    return { outcome: 'mismatch', note: result.mismatch }
  })
}
