/** Shop: products and their stock, orders, their events, returns and refunds. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ProductFacts } from '#core/product-facts'
import { orderStatuses } from '#core/schemas/order'
import type { ProductImageSet, ProductImageSpanish, ProductSpanish } from '#core/schemas/product'
import { users } from './accounts'
import { createdAt, locale, localeCheck } from './columns'
import { refundStatuses } from './payments'

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
    /** Its name, description and facts' words in Spanish, each optional (decision 079). */
    es: jsonb('es').$type<ProductSpanish>(),
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

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull(),
    /** Its description in Spanish (decision 079). */
    es: jsonb('es').$type<ProductImageSpanish>(),
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
    locale: locale(),
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
    localeCheck('orders', t.locale),
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
