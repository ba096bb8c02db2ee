import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import { type Locale, localizedPath } from '#core/locale'
import { centsToDollars, formatDollars } from '#core/money'
import { refundStateOf } from '#core/refund-state'
import type { OrderListQuery, OrderUpdate } from '#core/schemas/admin-order'
import { fulfilmentMessages } from '#core/schemas/admin-order'
import type { Order, OrderStatus } from '#core/schemas/order'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { orderEvents, orderItems, orderRefunds, orders } from '../../db/schema/shop'
import type { Refusal } from '../lib/errors'
import { backOfficePageSize, createdBetween, numberOrText } from '../lib/list-filters'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'
import { notifyMember } from '../push'
import { releaseStock, toOrder, withItems } from './orders'
import { returnedQuantities } from './returns'

/** Where staff may move an order (decision 031); anything else answers 409. */
const allowed: Record<string, OrderStatus[]> = {
  packed: ['paid'],
  shipped: ['paid', 'packed'],
  delivered: ['shipped'],
  cancelled: ['pending_payment', 'paid', 'packed'],
}

const statusWords: Record<OrderStatus, string> = {
  pending_payment: 'awaiting payment',
  paid: 'paid',
  packed: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  failed: 'failed',
  cancelled: 'canceled',
}

export type UpdateResult =
  | { ok: true; order: Order }
  | Refusal<'tracking-required' | 'not-found' | 'refused-move'>

/**
 * Moves an order on, in one transaction: the status (only along `allowed`), the tracking when
 * shipped, the history row with who and why, the audit log, the stock back when cancelled before
 * it left, and the customer's e-mail for shipped and cancelled.
 */
export async function updateOrderStatus(
  db: Database,
  id: number,
  update: OrderUpdate,
  actor: { id: number },
  now: Date,
  origin: string,
): Promise<UpdateResult> {
  if (update.status === 'shipped' && !(update.carrier && update.trackingNumber)) {
    return { ok: false, reason: 'tracking-required', error: fulfilmentMessages.trackingRequired }
  }
  return db.transaction(async (tx): Promise<UpdateResult> => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update')
    if (!row) return { ok: false, reason: 'not-found', error: fulfilmentMessages.notFound }
    if (!allowed[update.status]!.includes(row.status)) {
      const error = fulfilmentMessages.transition(
        statusWords[row.status],
        statusWords[update.status],
      )
      return { ok: false, reason: 'refused-move', error }
    }
    const tracking =
      update.status === 'shipped'
        ? {
            carrier: update.carrier!,
            trackingNumber: update.trackingNumber!,
            trackingUrl: update.trackingUrl ?? null,
          }
        : {}
    const [moved] = await tx
      .update(orders)
      .set({ status: update.status, updatedAt: now, ...tracking })
      .where(eq(orders.id, id))
      .returning()
    await tx.insert(orderEvents).values({
      orderId: id,
      fromStatus: row.status,
      toStatus: update.status,
      actorId: actor.id,
      note: update.note || null,
      createdAt: now,
    })
    await recordAudit(tx, {
      actorId: actor.id,
      action: `order.${update.status}`,
      entity: 'order',
      entityId: id,
      detail: { from: row.status, ...tracking, note: update.note || undefined },
      createdAt: now,
    })
    // Cancelled before it left (paid, packed or unpaid): the goods are still on the shelf.
    if (update.status === 'cancelled') await releaseStock(tx, id)
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, id))
    const order = toOrder(moved!, items)
    // In the language the buyer ordered in (decision 077); staff's note as they wrote it.
    const { locale } = row
    if (update.status === 'shipped') {
      await sendMail(tx, shippedMail(order, origin, locale))
      if (row.userId) await tellOfShipping(tx, row.userId, order)
    }
    if (update.status === 'cancelled' && row.status !== 'pending_payment') {
      await sendMail(tx, cancelledMail(order, update.note, locale))
    }
    return { ok: true, order }
  })
}

/** A buyer who chose it (decision 095) is told on their devices too; the e-mail went. */
function tellOfShipping(db: Database, userId: number, order: Order) {
  const tracking = order.tracking!
  return notifyMember(db, {
    userId,
    topic: 'order-shipped',
    key: `order-shipped:${order.id}`,
    compose: ({ locale }) => ({
      title: m.push_shipped_title({ id: order.id }, { locale }),
      body: m.push_shipped_body({ carrier: tracking.carrier, number: tracking.number }, { locale }),
      url: localizedPath('/account', locale),
    }),
  })
}

function shippedMail(order: Order, origin: string, locale: Locale) {
  const tracking = order.tracking!
  const options = { locale }
  return {
    to: order.contact.email,
    locale,
    subject: m.email_shipped_subject({ shop: brand.shortName, id: order.id }, options),
    body: [
      m.email_hi({ name: order.contact.firstName }, options),
      '',
      m.email_shipped_with(
        { id: order.id, carrier: tracking.carrier, number: tracking.number },
        options,
      ),
      ...(tracking.url ? ['', m.email_shipped_follow({}, options), '', tracking.url] : []),
      '',
      m.email_shipped_account({}, options),
      `${origin}${localizedPath('/account', locale)}`,
    ].join('\n'),
  }
}

function cancelledMail(order: Order, note: string | undefined, locale: Locale) {
  const options = { locale }
  const cancelled = m.email_cancelled_order(
    { id: order.id, amount: formatDollars(order.total, locale) },
    options,
  )
  return {
    to: order.contact.email,
    locale,
    subject: m.email_cancelled_subject({ shop: brand.shortName, id: order.id }, options),
    body: [
      m.email_hi({ name: order.contact.firstName }, options),
      '',
      note ? `${cancelled} ${note}` : cancelled,
      '',
      `${m.email_cancelled_refund({}, options)} ${m.email_questions({ email: brand.email }, options)}`,
    ].join('\n'),
  }
}

function filterOf(query: OrderListQuery) {
  const conditions = [...createdBetween(orders.createdAt, query.from, query.to)]
  if (query.status) conditions.push(eq(orders.status, query.status))
  if (query.q) {
    const name = sql`${orders.firstName} || ' ' || ${orders.lastName}`
    conditions.push(numberOrText(query.q, orders.id, [orders.email, name]))
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

/** One page of orders, newest first, with the filter's total count. */
export async function listOrdersForStaff(db: Database, query: OrderListQuery) {
  const where = filterOf(query)
  const page = Number(query.page ?? 1)
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(backOfficePageSize)
    .offset((page - 1) * backOfficePageSize)
  const [{ total }] = (await db.select({ total: count() }).from(orders).where(where)) as [
    { total: number },
  ]
  return {
    orders: await withItems(db, rows),
    total,
    page,
    pageSize: backOfficePageSize,
  }
}

export const orderCsvHeader = [
  'order',
  'created',
  'status',
  'first name',
  'last name',
  'email',
  'address',
  'city',
  'state',
  'zip',
  'country',
  'shipping method',
  'product id',
  'item',
  'quantity',
  'unit price',
  'subtotal',
  'shipping',
  'total',
  'refunded',
  'refund state',
  'carrier',
  'tracking number',
]

/**
 * Every order the filter matches, one CSV row per line, newest first, read 500 orders at a time
 * (keyset on the id: a timestamp read into JavaScript loses Postgres's microseconds), so memory
 * stays flat whatever the count.
 */
export async function* orderCsvRows(db: Database, query: OrderListQuery) {
  const where = filterOf(query)
  let before: number | undefined
  for (;;) {
    const rows = await db
      .select()
      .from(orders)
      .where(and(where, before === undefined ? undefined : lt(orders.id, before)))
      .orderBy(desc(orders.id))
      .limit(500)
    if (rows.length === 0) return
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(orderItems.id))
    yield rows.flatMap((row) =>
      items
        .filter((item) => item.orderId === row.id)
        .map((item) => [
          row.id,
          row.createdAt,
          row.status,
          row.firstName,
          row.lastName,
          row.email,
          row.address,
          row.city,
          row.state,
          row.zipCode,
          row.country,
          row.shippingMethod,
          item.productId,
          item.name,
          item.quantity,
          centsToDollars(item.unitPriceCents),
          centsToDollars(row.subtotalCents),
          centsToDollars(row.shippingCents),
          centsToDollars(row.totalCents),
          centsToDollars(row.refundedCents),
          refundStateOf(row.totalCents, row.refundedCents),
          row.carrier,
          row.trackingNumber,
        ]),
    )
    before = rows.at(-1)!.id
  }
}

/** The order page: the order, its payment and its history with who made each change. */
export async function orderForStaff(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  if (!row) return undefined
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id))
  const history = await db
    .select({
      from: orderEvents.fromStatus,
      to: orderEvents.toStatus,
      by: users.username,
      note: orderEvents.note,
      at: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, id))
    .orderBy(asc(orderEvents.id))
  const refunds = await db
    .select({
      amountCents: orderRefunds.amountCents,
      reason: orderRefunds.reason,
      restocked: orderRefunds.restocked,
      by: users.username,
      at: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.actorId))
    .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.status, 'succeeded')))
    .orderBy(asc(orderRefunds.id))
  return {
    ...toOrder(row, items),
    /** The language the family ordered in: its packing slip's (decision 079). */
    locale: row.locale,
    paymentIntentId: row.paymentIntentId,
    userId: row.userId,
    disputedAt: row.disputedAt,
    history,
    /** What came back and is in stock again, per product. */
    returned: await returnedQuantities(db, id),
    refunds: refunds.map(({ amountCents, ...refund }) => ({
      ...refund,
      amount: centsToDollars(amountCents),
    })),
  }
}
