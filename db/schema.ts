import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { applicationStatusValues } from '#core/application-statuses'
import {
  donationPaymentMethods,
  donationPrograms,
  donationStatuses,
  donationTypes,
  tributeKinds,
} from '#core/donation-facts'
import type { ProductFacts } from '#core/product-facts'
import { ageConfirmations } from '#core/schemas/auth'
import { contentTypes } from '#core/schemas/content'
import { forumLimits } from '#core/schemas/forum'
import { newsletterAudiences } from '#core/schemas/newsletter'
import { orderStatuses } from '#core/schemas/order'
import type { DocumentKey, FigureKey } from '#core/schemas/organization-facts'
import type { ProductImageSet } from '#core/schemas/product'
import { signupSourceValues as signupSources } from '#core/signup-sources'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/** A text file sent with an e-mail (outbox.attachments). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/** A refund row: pending while Stripe is asked, succeeded once Stripe made it (decision 049). */
export const refundStatuses = ['pending', 'succeeded'] as const

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * What the person confirmed at sign-up (docs/decisions/020): never a birth date, and never
     * 'under-13', which is refused. Null for accounts made before the age gate or by the admin
     * bootstrap.
     */
    ageConfirmation: text('age_confirmation', { enum: ageConfirmations }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** Set when the person opened the link e-mailed to `email` (docs/decisions/024). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    /**
     * Only a verified address is unique (issue 12, docs/decisions/010): signing up with an address
     * another account uses succeeds like any sign-up, so the answer never tells who is registered.
     */
    uniqueIndex('users_verified_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    check('users_username_length', sql`char_length(${t.username}) between 3 and 50`),
    check(
      'users_age_confirmation_valid',
      sql`${t.ageConfirmation} in ('adult-13-plus', 'parent-educator')`,
    ),
    check(
      'users_age_confirmed_together',
      sql`(${t.ageConfirmation} is null) = (${t.ageConfirmedAt} is null)`,
    ),
  ],
)

/**
 * Lucia-style sessions: the id is public, only a SHA-256 hash of the secret is stored.
 * `expiresAt` slides with use; `absoluteExpiresAt` never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: bytea('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/** Single-use password reset links: only the SHA-256 of the e-mailed token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
)

/** Single-use e-mail verification links for the address they were sent to; SHA-256 only. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
)

/**
 * Throttling counters shared by every API replica: one row per key (e.g. `login:user:ada`),
 * counting hits since `windowStart`; `blockedUntil` holds a back-off or a full window's block.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})

/**
 * Background jobs that every replica schedules but one should do: each interval's run is claimed
 * here by one statement (api/ops/claim-run.ts), so N replicas sweep once, not N times.
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** How many times the job has run, all replicas together. */
  runs: integer('runs').notNull().default(1),
})

/** Every e-mail the site sends; `sentAt` stays null until a transport delivers it. */
/**
 * Every e-mail the site sends, written in the writer's own transaction (a rolled-back order sends
 * nothing) and delivered by the worker in api/mail/delivery.ts (docs/decisions/011).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part, when the message has one. */
    html: text('html'),
    /** Extra headers (List-Unsubscribe…), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Fixed at insert: a re-send after a crash carries the same Message-ID. */
    messageId: text('message_id')
      .notNull()
      .default(sql`'<' || gen_random_uuid() || '@brightminds.outbox>'`),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try it (again); the back-off moves it on after a temporary failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's claim runs out and it is retried. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Files sent with it (a booking's .ics calendar entry): text content, decision 039. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    /** The newsletter this copy is of: its progress is counted here, and its pause holds it. */
    newsletterId: integer('newsletter_id').references(() => newsletters.id),
  },
  (t) => [
    index('outbox_created_at_idx').on(t.createdAt, t.id),
    index('outbox_newsletter_idx').on(t.newsletterId),
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)

export const productCategories = ['3D Puzzles', 'Logic Games', 'STEM Kits', 'Storytelling'] as const
export const productKinds = ['physical', 'service'] as const

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url').notNull(),
    featured: boolean('featured').notNull().default(false),
    stock: integer('stock').notNull().default(0),
    /** Physical goods are shipped; a service (a storytelling tier) is not (issue 14). */
    kind: text('kind', { enum: productKinds }).notNull().default('physical'),
    /** Sent to a postal address: checkout asks for one only when a line ships (decision 039). */
    ships: boolean('ships').notNull().default(true),
    /** A storytelling tier with a kickoff call, chosen at checkout (decisions 039, 062). */
    kickoffCall: boolean('kickoff_call').notNull().default(false),
    /** An uploaded photo's srcsets (decision 033); `imageUrl` is then its largest JPEG. */
    image: jsonb('image').$type<ProductImageSet>(),
    /** What a parent looks for: ages, pieces, size, box contents, skills (issue 18). */
    facts: jsonb('facts').$type<ProductFacts>(),
    /** Archived: gone from the store, kept for the orders that name it (never deleted). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_price_positive', sql`${t.priceCents} > 0`),
    check('products_kind_valid', sql`${t.kind} in ('physical', 'service')`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    index('products_category_idx').on(t.category),
  ],
)

/** Every change of a product's stock by staff: how much, why, who, when. */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_adjustments_product_id_idx').on(t.productId, t.id)],
)

/**
 * Uploaded images (decision 033): stored as `<key>-<width>.avif|webp|jpg` in DATA_DIR/uploads
 * or the S3 bucket; the key is the upload's content hash, so the same photo is stored once.
 */
export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique('images_key_unique'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  widths: integer('widths').array().notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('product_images_position_unique').on(t.productId, t.position)],
)

export { orderStatuses }

/**
 * Shop orders (docs/decisions/015): written `pending_payment` with their stock reserved; only the
 * Stripe webhook marks them `paid`; `failed` and `cancelled` (hold expired) gave their stock back.
 * A retried submit finds its order again through (user_id, idempotency_key).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: orderStatuses }).notNull().default('pending_payment'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    /** False when nothing in the order is posted: no address, no shipping charge (decision 039). */
    ships: boolean('ships').notNull().default(true),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    idempotencyKey: text('idempotency_key'),
    /** Fulfilment (issue 14): set when staff mark the order shipped. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** What Stripe has refunded, the sum of `order_refunds` (decision 031). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** When the cardholder disputed the payment (`charge.dispute.created`). */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /**
     * When the unpaid order's hold on its stock began: an order that replaces the account's
     * unpaid one keeps that one's start, so replacing never renews a hold (decision 049).
     */
    holdStartedAt: timestamp('hold_started_at', { withTimezone: true }),
    /** When the hold ran out unpaid: counts against the account's next holds for a while. */
    holdExpiredAt: timestamp('hold_expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_hold_expired_idx')
      .on(t.userId, t.holdExpiredAt)
      .where(sql`${t.holdExpiredAt} is not null`),
    check('orders_amounts_non_negative', sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0`),
    check('orders_total_adds_up', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents}`),
    check(
      'orders_status_valid',
      sql`${t.status} in ('pending_payment', 'paid', 'packed', 'shipped', 'delivered', 'failed', 'cancelled')`,
    ),
    check('orders_shipping_method_valid', sql`${t.shippingMethod} in ('standard', 'express')`),
    index('orders_user_id_idx').on(t.userId, t.createdAt),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_user_idempotency_key_unique').on(t.userId, t.idempotencyKey),
  ],
)

/** Every change of an order's status: from, to, who (null: the system or Stripe), when, why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_id_idx').on(t.orderId, t.id)],
)

/**
 * Goods that came back and went on the shelf again (issue 14): with a refund that restocks, or
 * on their own after a money-only refund. Their sum per line never exceeds what was ordered.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_returns_order_id_idx').on(t.orderId),
    check('order_returns_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

/**
 * Each Stripe refund of an order, whether staff made it here (reason, who, restocked) or in the
 * Stripe dashboard (learned from `charge.refunded`): one row per Stripe refund id.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null while the refund is pending: asked of Stripe, not yet answered (decision 049). */
    stripeRefundId: text('stripe_refund_id').unique(),
    status: text('status', { enum: refundStatuses }).notNull().default('succeeded'),
    /** The Idempotency-Key sent to Stripe, so a retry is the same refund; null for the dashboard's. */
    stripeIdempotencyKey: text('stripe_idempotency_key').unique(),
    /** Staff's request, to tell a retry (same key, same request) from a reused key. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    /** The lines to put back on the shelf when the pending refund completes. */
    restock: jsonb('restock').$type<{ productId: number; quantity: number }[]>(),
    restocked: boolean('restocked').notNull().default(false),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_refunds_order_id_idx').on(t.orderId),
    index('order_refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    check('order_refunds_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'order_refunds_done_has_stripe_id',
      sql`${t.status} = 'pending' or ${t.stripeRefundId} is not null`,
    ),
  ],
)

/** Staff actions, for /admin's audit log: who did what to which record, when (issue 14). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt, t.id)],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    check('order_items_price_positive', sql`${t.unitPriceCents} > 0`),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_id_idx').on(t.orderId),
  ],
)

/** Stripe webhook events already handled: a replayed event id is acknowledged and skipped. */
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

/** One row per paid invoice of a monthly gift (invoice.paid); each gets its own receipt. */
/** A Stripe refund of a card gift or one monthly payment, by staff or in the dashboard (035). */
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
      'donation_refunds_done_has_stripe_id',
      sql`${t.status} = 'pending' or ${t.stripeRefundId} is not null`,
    ),
  ],
)

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

export { contentTypes }

export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: contentTypes }).notNull(),
    contentUrl: text('content_url').notNull(),
    /** Markdown for guides and articles hosted by this site (rendered safely, decision 032). */
    body: text('body'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('content_items_type_valid', sql`${t.type} in ('video', 'article', 'guide', 'other')`),
    uniqueIndex('content_items_content_url_unique').on(t.contentUrl),
  ],
)

/**
 * Forum posts and comments are plain text (docs/decisions/021). Deleting or removing one sets
 * `deletedAt` (soft delete): every list skips it, a replay of its `clientId` is told it is gone
 * instead of writing it again, and staff keep what was removed.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The author's device's id for this post: a replayed offline post finds its row again. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who deleted it: the author, or the admin who removed it. */
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('forum_posts_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('forum_posts_content_not_blank', sql`btrim(${t.content}) <> ''`),
    check(
      'forum_posts_title_length',
      sql`char_length(${t.title}) <= ${sql.raw(String(forumLimits.titleMax))}`,
    ),
    check(
      'forum_posts_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(forumLimits.postMax))}`,
    ),
    index('forum_posts_created_at_idx').on(t.createdAt, t.id),
    index('forum_posts_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.content})`,
    ),
    index('forum_posts_author_id_idx').on(t.authorId),
    uniqueIndex('forum_posts_author_client_id_unique').on(t.authorId, t.clientId),
  ],
)

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('forum_comments_content_not_blank', sql`btrim(${t.content}) <> ''`),
    check(
      'forum_comments_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(forumLimits.commentMax))}`,
    ),
    index('forum_comments_post_id_idx').on(t.postId),
    index('forum_comments_author_id_idx').on(t.authorId),
    uniqueIndex('forum_comments_author_client_id_unique').on(t.authorId, t.clientId),
  ],
)

export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

export const forumCommentLikes = pgTable(
  'forum_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

export const forumReportResolutions = ['removed', 'dismissed'] as const

/**
 * A member's report of one post or one comment (exactly one of the two), once per reporter and
 * item. Open until staff remove the item or dismiss its reports.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: forumReportResolutions }),
  },
  (t) => [
    check('forum_reports_one_item', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
    check(
      'forum_reports_reason_length',
      sql`char_length(${t.reason}) <= ${sql.raw(String(forumLimits.reportReasonMax))}`,
    ),
    check('forum_reports_resolution_valid', sql`${t.resolution} in ('removed', 'dismissed')`),
    check(
      'forum_reports_resolved_together',
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`,
    ),
    uniqueIndex('forum_reports_reporter_post_unique')
      .on(t.reporterId, t.postId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('forum_reports_reporter_comment_unique')
      .on(t.reporterId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index('forum_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
)

/** The community page's upcoming virtual events; staff change them in the database. */
export const communityEvents = pgTable(
  'community_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Where it happens, as shown: 'Online (Zoom)'. */
    location: text('location').notNull(),
    /** The join or sign-up link, when there is one. */
    url: text('url'),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('community_events_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('community_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('community_events_url_https', sql`${t.url} ~ '^https://'`),
    index('community_events_ends_at_idx').on(t.endsAt),
  ],
)

/** A member's "I'll be there" for a community event: one per member and event. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
)

/** What staff keep about an application they handle (issue 14, decision 031). */
const applicationHandling = () => ({
  status: text('status', { enum: applicationStatusValues }).notNull().default('new'),
  /** Staff's internal notes: never shown to the applicant. */
  notes: text('notes').notNull().default(''),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
})

export const volunteerApplications = pgTable(
  'volunteer_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    expertise: text('expertise').notNull(),
    availability: text('availability').notNull(),
    message: text('message').notNull(),
    ...applicationHandling(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'volunteer_applications_status_valid',
      sql`${t.status} in ('new', 'contacted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
)

export const programApplications = pgTable(
  'program_applications',
  {
    id: serial('id').primaryKey(),
    childName: text('child_name').notNull(),
    grade: integer('grade').notNull(),
    guardianName: text('guardian_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    program: text('program').notNull(),
    message: text('message').notNull().default(''),
    ...applicationHandling(),
    createdAt: createdAt(),
  },
  (t) => [
    check('program_applications_grade_range', sql`${t.grade} between 3 and 8`),
    check(
      'program_applications_status_valid',
      sql`${t.status} in ('new', 'contacted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
)

export const emailSignups = pgTable(
  'email_signups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    source: text('source', { enum: signupSources }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_signups_email_source_unique').on(sql`lower(${t.email})`, t.source),
    check(
      'email_signups_source_valid',
      sql`${t.source} in ('newsletter', 'mailing-list', 'waitlist')`,
    ),
  ],
)

export const newsletterStatuses = ['draft', 'sending', 'paused', 'sent'] as const
export { newsletterAudiences }

/**
 * A newsletter staff write in /admin (Markdown), and its send: `sending` queues copies for
 * confirmed subscribers in batches, in subscriber order from `cursor`, until all are queued
 * (`sent`); `paused` stops both queueing and the delivery of queued copies (decision 030).
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: newsletterStatuses }).notNull().default('draft'),
    /**
     * Who it goes to (decision 061): confirmed subscribers, or current sponsors (their term
     * update). The cursor walks subscribers' ids or sponsorship gifts' ids accordingly.
     */
    audience: text('audience', { enum: newsletterAudiences }).notNull().default('subscribers'),
    /** Confirmed subscribers when the send started: the progress bar's 100%. */
    recipients: integer('recipients'),
    /** The last subscriber id a copy was queued for. */
    cursor: integer('cursor').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (t) => [
    check('newsletters_status_valid', sql`${t.status} in ('draft', 'sending', 'paused', 'sent')`),
    check('newsletters_audience_valid', sql`${t.audience} in ('subscribers', 'sponsors')`),
  ],
)

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

/**
 * One row per address that asked for our e-mail (any form: `email_signups` keeps which), with its
 * consent (issue 13, docs/decisions/029): pending until the e-mailed link is opened, then
 * confirmed; unsubscribed for good unless the person signs up and confirms again. Only confirmed
 * addresses receive newsletters.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    /** SHA-256 of the newest confirmation link's token; null once used. */
    confirmTokenHash: bytea('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(sql`lower(${t.email})`),
    check('subscribers_status_valid', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
)

export const educationStats = pgTable('education_stats', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  trend: text('trend').notNull(),
  value: text('value').notNull(),
  description: text('description').notNull(),
  source: text('source').notNull(),
  position: integer('position').notNull().default(0),
})

/**
 * The figures the public pages quote, each with its source and as-of date (decision 058). The
 * keys are fixed by the pages that read them (migration 0032 adds every one); staff change the
 * rest.
 */
export const organizationFigures = pgTable('organization_figures', {
  key: text('key').$type<FigureKey>().primaryKey(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  source: text('source').notNull(),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The annual report and the Form 990, linked from /impact once staff publish them. */
export const organizationDocuments = pgTable('organization_documents', {
  key: text('key').$type<DocumentKey>().primaryKey(),
  label: text('label').notNull(),
  url: text('url'),
  asOf: date('as_of', { mode: 'string' }).notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const networkingContacts = pgTable('networking_contacts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  location: text('location').notNull(),
  expertise: text('expertise').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  available: boolean('available').notNull().default(true),
})

export const storytellingAgeBands = ['4-5', '6-8', '9-12'] as const

/**
 * Kickoff-call times staff publish for Creator Pro and Legacy families (decision 039). A slot is
 * held by at most one order (storytelling_bookings).
 */
export const storytellingSlots = pgTable(
  'storytelling_slots',
  {
    id: serial('id').primaryKey(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull().default(30),
    /** How the family joins: a video-call link or "We call you" (shown and in the .ics). */
    location: text('location').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('storytelling_slots_starts_at_unique').on(t.startsAt),
    check('storytelling_slots_minutes_valid', sql`${t.minutes} between 15 and 120`),
  ],
)

/**
 * What a family tells the storytelling team after paying (decision 039): the child's first name
 * or nickname and an age band only — no surname, photo or school (COPPA) — the story idea and an
 * optional sketch (re-encoded, metadata stripped, served only to the family and staff).
 */
export const storytellingIntakes = pgTable(
  'storytelling_intakes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    childName: text('child_name').notNull(),
    ageBand: text('age_band', { enum: storytellingAgeBands }).notNull(),
    storyIdea: text('story_idea').notNull(),
    sketch: bytea('sketch'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storytelling_intakes_order_unique').on(t.orderId),
    check('storytelling_intakes_age_band_valid', sql`${t.ageBand} in ('4-5', '6-8', '9-12')`),
  ],
)

/**
 * The kickoff call an order holds (decision 062): chosen at checkout and held with the unpaid
 * order like its stock, kept once paid, movable afterwards. One row per slot (the unique index);
 * a row whose order is no longer live (cancelled, failed, fully refunded) holds nothing, and the
 * next family to take that slot replaces it under the slot's row lock.
 */
export const storytellingBookings = pgTable(
  'storytelling_bookings',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => storytellingSlots.id, { onDelete: 'restrict' }),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** When the reminder a day before the call was queued; a new time clears it. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('storytelling_bookings_slot_unique').on(t.slotId)],
)
