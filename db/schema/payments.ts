/** Payments: the Stripe events already handled and the refund statuses both refund tables share. */
import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** A refund row: pending while Stripe is asked, succeeded once Stripe made it (decision 049). */
export const refundStatuses = ['pending', 'succeeded'] as const

/**
 * Every Stripe event applied, once (its id). A signed event that does not match what it claims
 * to pay (another PaymentIntent, another amount or currency) is kept with outcome 'mismatch' and
 * a note for staff; nothing else changes.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  outcome: text('outcome'),
  note: text('note'),
  createdAt: createdAt(),
})
