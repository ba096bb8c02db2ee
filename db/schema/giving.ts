/** Giving: gifts, their monthly payments and their refunds. */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import {
  donationPaymentMethods,
  donationPrograms,
  donationStatuses,
  donationTypes,
  tributeKinds,
} from '#core/donation-facts'
import { users } from './accounts'
import { createdAt, locale, localeCheck } from './columns'
import { refundStatuses } from './payments'
import { orders } from './shop'

// Giving's kinds, statuses and methods are core's (the web and the API read the same lists).
export { donationStatuses, donationTypes, tributeKinds }
export const paymentMethods = donationPaymentMethods

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    type: text('type', { enum: donationTypes }).notNull(),
    status: text('status', { enum: donationStatuses }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('card'),
    donorName: text('donor_name'),
    donorEmail: text('donor_email'),
    message: text('message'),
    anonymous: boolean('anonymous').notNull().default(false),
    paymentIntentId: text('payment_intent_id').unique(),
    subscriptionId: text('subscription_id').unique(),
    idempotencyKey: text('idempotency_key').unique(),
    /** The sum of the gift's refunds (decision 035): receipts and totals count what was kept. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The part of amount_cents the donor added to cover processing fees (decision 038). */
    coveredFeeCents: integer('covered_fee_cents').notNull().default(0),
    /** A tribute gift: in honor or in memory of someone (decision 038). */
    tributeKind: text('tribute_kind', { enum: tributeKinds }),
    tributeName: text('tribute_name'),
    /** Who is sent the tribute card, if anyone; the amount only when the donor chose so. */
    tributeNotifyEmail: text('tribute_notify_email'),
    tributeShowAmount: boolean('tribute_show_amount').notNull().default(false),
    locale: locale(),
    /** A PayPal gift's order and, once captured, its capture (decision 041). */
    paypalOrderId: text('paypal_order_id').unique(),
    paypalCaptureId: text('paypal_capture_id'),
    /** A round-up given at checkout, paid in the same payment as this order (decision 038). */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** When staff recorded a one-time pledge's cheque as received (decision 038). */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /**
     * A monthly gift the donor paused (decision 060): Stripe collects again from this instant
     * (its `pause_collection.resumes_at`); a past instant means the pause is over.
     */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** A student sponsorship (decision 061): its donor receives the term updates. */
    program: text('program', { enum: donationPrograms }).notNull().default('general'),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('donations', t.locale),
    check('donations_amount_positive', sql`${t.amountCents} > 0`),
    check('donations_type_valid', sql`${t.type} in ('one-time', 'monthly')`),
    check(
      'donations_program_valid',
      sql`${t.program} = 'general' or (${t.program} = 'sponsorship' and ${t.type} = 'monthly')`,
    ),
    check(
      'donations_status_valid',
      sql`${t.status} in ('pending', 'processing', 'paid', 'past_due', 'unpaid', 'failed', 'cancelled', 'pledged')`,
    ),
    check(
      'donations_payment_method_valid',
      sql`${t.paymentMethod} in ('card', 'bank', 'paypal', 'cheque')`,
    ),
    check(
      'donations_covered_fee_valid',
      sql`${t.coveredFeeCents} >= 0 and ${t.coveredFeeCents} < ${t.amountCents}`,
    ),
    check(
      'donations_tribute_valid',
      sql`(${t.tributeKind} is null) = (${t.tributeName} is null) and (${t.tributeKind} is null or ${t.tributeKind} in ('honor', 'memory'))`,
    ),
  ],
)

/**
 * A refund of a gift: through Stripe, of a card gift or one monthly payment (035), or through
 * PayPal, of a PayPal gift (076); by staff here or in the provider's dashboard.
 */
export const donationRefunds = pgTable(
  'donation_refunds',
  {
    id: serial('id').primaryKey(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    /** Null while the refund is pending: asked of Stripe, not yet answered (decision 049). */
    stripeRefundId: text('stripe_refund_id').unique(),
    status: text('status', { enum: refundStatuses }).notNull().default('succeeded'),
    /** The Idempotency-Key sent to Stripe, so a retry is the same refund; null for the dashboard's. */
    stripeIdempotencyKey: text('stripe_idempotency_key').unique(),
    /** PayPal's refund of a PayPal gift (decision 076); null while pending and for Stripe's. */
    paypalRefundId: text('paypal_refund_id').unique(),
    /** The PayPal-Request-Id sent with a PayPal refund, so a retry is the same refund (076). */
    paypalRequestId: text('paypal_request_id').unique(),
    /** Staff's request, to tell a retry (same key, same request) from a reused key. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** The monthly payment refunded (its Stripe invoice); null for a one-time gift. */
    invoiceId: text('invoice_id'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('donation_refunds_donation_id_idx').on(t.donationId),
    index('donation_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('donation_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'donation_refunds_done_has_provider_id',
      sql`${t.status} = 'pending' or ${t.stripeRefundId} is not null or ${t.paypalRefundId} is not null`,
    ),
  ],
)

/** One row per paid invoice of a monthly gift (invoice.paid); each gets its own receipt. */

export const donationPayments = pgTable(
  'donation_payments',
  {
    id: serial('id').primaryKey(),
    donationId: integer('donation_id')
      .notNull()
      .references(() => donations.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('donation_payments_donation_idx').on(t.donationId),
    check('donation_payments_amount_positive', sql`${t.amountCents} > 0`),
  ],
)
