import { and, asc, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { baseLocale, type Locale, localizedPath } from '#core/locale'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import { orderTotals, roundUpCents } from '#core/order-totals'
import {
  type CheckoutContact,
  CheckoutContactSchema,
  type Order,
  type OrderRequest,
  type OrderStatus,
  orderMessages,
  type PriceChangeBody,
} from '#core/schemas/order'
import { storytellingMessages } from '#core/schemas/storytelling'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { orderEvents, orderItems, orders, products } from '../../db/schema/shop'
import { lockAccount } from '../accounts'
import { recordRoundUp, roundUpsOfOrders } from '../giving'
import { violatedUniqueIndex } from '../lib/db-errors'
import type { Refusal } from '../lib/errors'
import { idempotencyMessages } from '../lib/idempotency-key'
import { log } from '../lib/log'
import { requestLocale } from '../lib/request-language'
import { alertStaff, type StaffAlert, sendMail } from '../mail'
import type { OrderLimits } from '../settings'
import {
  bookedCallsOfOrders,
  type CallMailContext,
  confirmHeldCall,
  lateCallKept,
  takeSlot,
} from '../storytelling'

type OrderRow = typeof orders.$inferSelect
type ItemRow = typeof orderItems.$inferSelect

/** Order JSON (docs/decisions/015): dollars at the edge. */
export function toOrder(
  row: OrderRow,
  items: ItemRow[],
  extras: { storytelling?: boolean; roundUpGiftCents?: number; kickoffSlotId?: number } = {},
): Order {
  const { storytelling = false, roundUpGiftCents = 0, kickoffSlotId = null } = extras
  return {
    id: row.id,
    status: row.status,
    subtotal: centsToDollars(row.subtotalCents),
    shipping: centsToDollars(row.shippingCents),
    total: centsToDollars(row.totalCents),
    shippingMethod: row.shippingMethod as Order['shippingMethod'],
    shipsToAddress: row.ships,
    storytelling,
    kickoffSlotId,
    roundUp: centsToDollars(roundUpGiftCents),
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      price: centsToDollars(item.unitPriceCents),
    })),
    contact: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      address: row.address,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country as Order['contact']['country'],
    },
    tracking:
      row.carrier && row.trackingNumber
        ? { carrier: row.carrier, number: row.trackingNumber, url: row.trackingUrl }
        : null,
    refunded: centsToDollars(row.refundedCents),
    createdAt: row.createdAt.toISOString(),
  }
}

/** Orders with their lines, in one query for all of them. */
export async function withItems(db: Database, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const found = await db
    .select({ item: orderItems, kind: products.kind })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.id))
  const roundUps = await roundUpsOfOrders(db, ids)
  const calls = await bookedCallsOfOrders(db, ids)
  return rows.map((row) => {
    const own = found.filter(({ item }) => item.orderId === row.id)
    return toOrder(
      row,
      own.map(({ item }) => item),
      {
        storytelling: own.some(({ kind }) => kind === 'service'),
        roundUpGiftCents: roundUps.find((gift) => gift.orderId === row.id)?.amountCents,
        kickoffSlotId: calls.find((call) => call.orderId === row.id)?.slotId,
      },
    )
  })
}

/** The user's order, or undefined when it does not exist or is someone else's. */
export async function findUserOrder(db: Database, userId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  return row
}

export async function getUserOrder(db: Database, userId: number, orderId: number) {
  const row = await findUserOrder(db, userId, orderId)
  return row ? (await withItems(db, [row]))[0] : undefined
}

/** The user's orders, newest first (the most recent 100). */
export async function listUserOrders(db: Database, userId: number) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100)
  return withItems(db, rows)
}

/**
 * Why an order was refused, in the shop's words; the route gives each reason its status. A
 * price change carries the totals as the server counts them.
 */
export type OrderRefusal =
  | Refusal<
      | 'product-unavailable'
      | 'call-choice'
      | 'contact'
      | 'over-limit'
      | 'hold-used'
      | 'out-of-stock'
      | 'call-taken'
      | 'key-reused'
    >
  | ({ ok: false; reason: 'prices-changed' } & PriceChangeBody)

/** The order placed, or the one the same Idempotency-Key placed before (`replayed`). */
export type PlaceOrderResult = { ok: true; replayed: boolean; order: Order } | OrderRefusal

const refused = (reason: Exclude<OrderRefusal['reason'], 'prices-changed'>, error: string) =>
  ({ ok: false, reason, error }) as const

/** A refusal found inside the order's transaction: thrown to roll it back, then answered. */
class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.error)
  }
}

/**
 * What the account's unpaid orders whose hold ran out in the last hold length held — units per
 * product and dollars — and when the last of them stops counting: they count against its next
 * holds, so nobody keeps stock out of others' reach for longer than one hold (decision 049).
 */
async function recentlyExpired(tx: Database, userId: number, now: Date, holdMinutes: number) {
  const since = new Date(now.getTime() - holdMinutes * 60_000)
  const expired = await tx
    .select({ id: orders.id, totalCents: orders.totalCents, expiredAt: orders.holdExpiredAt })
    .from(orders)
    .where(and(eq(orders.userId, userId), gt(orders.holdExpiredAt, since)))
  const units = new Map<number, number>()
  if (expired.length === 0) return { units, totalCents: 0, until: undefined }
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        expired.map((order) => order.id),
      ),
    )
  for (const item of items) {
    units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity)
  }
  const last = Math.max(...expired.map((order) => order.expiredAt!.getTime()))
  return {
    units,
    totalCents: expired.reduce((sum, order) => sum + order.totalCents, 0),
    until: new Date(last + holdMinutes * 60_000),
  }
}

function shortage(name: string, left: number): OrderRefusal {
  const error = left <= 0 ? orderMessages.outOfStock(name) : orderMessages.onlyLeft(name, left)
  return refused('out-of-stock', error)
}

/**
 * Places an order (docs/decisions/015, 016): the database's prices and shipping rule decide the
 * total; a client total or line price that disagrees is refused with the right numbers. Stock is
 * reserved by conditional updates in the transaction that writes the order, so the last unit
 * cannot be sold twice; an Idempotency-Key already used by this user returns that order.
 */
export async function placeOrder(
  db: Database,
  input: {
    userId: number
    request: OrderRequest
    idempotencyKey: string | undefined
    now: Date
    limits: OrderLimits
  },
): Promise<PlaceOrderResult> {
  const { userId, request, idempotencyKey, now, limits } = input
  if (idempotencyKey) {
    const existing = await findByIdempotencyKey(db, userId, idempotencyKey)
    if (existing) return replayed(existing, request)
  }

  const ids = request.items.map((item) => item.productId)
  // An archived product is no longer for sale (decision 031).
  const rows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), isNull(products.archivedAt)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const missing = ids.find((id) => !byId.has(id))
  if (missing !== undefined) {
    return refused('product-unavailable', orderMessages.productUnavailable(missing))
  }

  const lines = request.items
    .map((item) => {
      const product = byId.get(item.productId)!
      return { ...item, product, unitPriceCents: product.priceCents }
    })
    // A fixed order of row locks: two orders for the same products cannot deadlock.
    .sort((a, b) => a.productId - b.productId)
  // A package with a kickoff call is bought with its time, held with the order (decision 062).
  const slotId = request.kickoffSlotId
  if (lines.some((line) => line.product.kickoffCall) !== (slotId !== undefined)) {
    const error =
      slotId === undefined ? storytellingMessages.chooseCall : storytellingMessages.noCallInOrder
    return refused('call-choice', error)
  }
  // Only what is posted needs an address and pays shipping (decision 039).
  const ships = lines.some((line) => line.product.ships)
  const contact = contactFor(request, ships)
  if (!contact.ok) {
    return refused('contact', contact.error)
  }
  const { subtotalCents, shippingCents, totalCents } = orderTotals(
    lines,
    request.shippingMethod,
    ships,
  )
  const priceChanged = lines.some((line) => dollarsToCents(line.price) !== line.unitPriceCents)
  if (priceChanged || dollarsToCents(request.total) !== totalCents) {
    return {
      ok: false,
      reason: 'prices-changed',
      error: orderMessages.pricesChanged,
      order: {
        subtotal: centsToDollars(subtotalCents),
        shipping: centsToDollars(shippingCents),
        total: centsToDollars(totalCents),
      },
    }
  }
  // One free account must not hold the shelf: bounded units and value per unpaid order.
  const bulk = lines.find((line) => line.quantity > limits.maxUnitsPerProduct)
  if (bulk || totalCents > limits.maxTotalCents) {
    const error = bulk
      ? orderMessages.tooManyUnits(limits.maxUnitsPerProduct)
      : orderMessages.tooLarge(formatDollars(centsToDollars(limits.maxTotalCents)))
    return refused('over-limit', error)
  }

  try {
    const orderId = await db.transaction(async (tx) => {
      // One account's orders are placed one at a time, so its limits hold under any concurrency.
      await lockAccount(tx, userId)
      const cooling = await recentlyExpired(tx, userId, now, limits.holdMinutes)
      const again = lines.some(
        (line) =>
          line.quantity + (cooling.units.get(line.productId) ?? 0) > limits.maxUnitsPerProduct,
      )
      if (cooling.until && (again || totalCents + cooling.totalCents > limits.maxTotalCents)) {
        const minutes = Math.ceil((cooling.until.getTime() - now.getTime()) / 60_000)
        throw new Refused(refused('hold-used', orderMessages.holdUsed(minutes)))
      }
      // A newer order supersedes the account's unpaid ones: their stock goes back first, so
      // an account holds at most one order's worth (the same cart placed again included), and
      // the newer order's hold began when theirs did.
      const superseded = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
        .returning({
          id: orders.id,
          heldSince: sql<Date>`coalesce(${orders.holdStartedAt}, ${orders.createdAt})`,
        })
      const holdStartedAt = superseded.reduce(
        (earliest, { heldSince }) =>
          new Date(heldSince) < earliest ? new Date(heldSince) : earliest,
        now,
      )
      for (const { id } of superseded) {
        await releaseStock(tx, id)
        const superseding = { fromStatus: 'pending_payment', toStatus: 'cancelled' }
        await tx.insert(orderEvents).values({
          orderId: id,
          ...superseding,
          note: 'Superseded by a newer order',
          createdAt: now,
        })
      }
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          // What the buyer's confirmation and later e-mails are written in (decision 077).
          locale: requestLocale(),
          status: 'pending_payment',
          subtotalCents,
          shippingCents,
          totalCents,
          shippingMethod: request.shippingMethod,
          ships,
          ...contact.value,
          idempotencyKey: idempotencyKey ?? null,
          holdStartedAt,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: orders.id })
      for (const line of lines) {
        const reserved = await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}` })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id })
        if (reserved.length === 0) {
          const [current] = await tx
            .select({ stock: products.stock })
            .from(products)
            .where(eq(products.id, line.productId))
          throw new Refused(shortage(line.product.name, current?.stock ?? 0))
        }
      }
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order!.id,
          productId: line.productId,
          name: line.product.name,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
        })),
      )
      if (slotId !== undefined) {
        const call = await takeSlot(tx, { orderId: order!.id, slotId, now })
        if (!call.ok) {
          const error =
            call.reason === 'taken' ? storytellingMessages.slotTaken : storytellingMessages.slotGone
          throw new Refused(refused('call-taken', error))
        }
      }
      // The round-up is a gift of its own, paid in the order's payment (decision 038).
      const gift = request.roundUp ? roundUpCents(totalCents) : 0
      if (gift > 0) {
        await recordRoundUp(tx, {
          userId,
          orderId: order!.id,
          amountCents: gift,
          donorName: `${contact.value.firstName} ${contact.value.lastName}`,
          donorEmail: contact.value.email,
          now,
        })
      }
      return order!.id
    })
    return { ok: true, replayed: false, order: (await getUserOrder(db, userId, orderId))! }
  } catch (error) {
    if (error instanceof Refused) return error.refusal
    // A simultaneous duplicate submit: the unique index let one through; answer with that one.
    if (idempotencyKey && violatedUniqueIndex(error) !== undefined) {
      const existing = await findByIdempotencyKey(db, userId, idempotencyKey)
      if (existing) return replayed(existing, request)
    }
    throw error
  }
}

/**
 * The contact an order keeps: with its address checked (the form's messages) when something
 * ships, without one (empty fields) when nothing does.
 */
function contactFor(
  request: OrderRequest,
  ships: boolean,
): { ok: true; value: CheckoutContact } | { ok: false; error: string } {
  const { contact } = request
  if (!ships) {
    const { firstName, lastName, email } = contact
    const none = { address: '', city: '', state: '', zipCode: '' }
    return {
      ok: true,
      value: { firstName, lastName, email, ...none, country: contact.country ?? 'US' },
    }
  }
  const blank = { address: '', city: '', state: '', zipCode: '', country: 'US' }
  const checked = v.safeParse(CheckoutContactSchema, { ...blank, ...contact })
  return checked.success
    ? { ok: true, value: checked.output }
    : { ok: false, error: checked.issues[0].message }
}

/** The order a key made, when `request` is the one that made it; another body is a 422. */
function replayed(order: Order, request: OrderRequest): PlaceOrderResult {
  const lines = (items: { productId: number; quantity: number }[]) =>
    items
      .map((item) => `${item.productId}×${item.quantity}`)
      .sort()
      .join(',')
  const defaults: Partial<Order['contact']> = order.shipsToAddress
    ? { country: 'US' }
    : { address: '', city: '', state: '', zipCode: '', country: 'US' }
  const same =
    lines(order.items) === lines(request.items) &&
    order.roundUp > 0 ===
      (request.roundUp === true && roundUpCents(dollarsToCents(order.total)) > 0) &&
    order.shippingMethod === request.shippingMethod &&
    order.kickoffSlotId === (request.kickoffSlotId ?? null) &&
    (Object.keys(order.contact) as (keyof Order['contact'])[]).every(
      (field) => order.contact[field] === (request.contact[field] ?? defaults[field]),
    )
  if (same) return { ok: true, replayed: true, order }
  return refused('key-reused', idempotencyMessages.reused)
}

async function findByIdempotencyKey(db: Database, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
  return row ? (await withItems(db, [row]))[0] : undefined
}

/** Puts an order's reserved units back on the shelf (the caller changed its status first). */
export async function releaseStock(db: Database, orderId: number) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  for (const item of items.sort((a, b) => a.productId - b.productId)) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${item.quantity}` })
      .where(eq(products.id, item.productId))
  }
}

/**
 * Moves an order from one of `from` to `to`, only if it is still there; answers the row when it
 * moved. The conditional update is what makes a replayed or racing change happen once.
 */
async function transition(
  db: Database,
  orderId: number,
  from: OrderStatus[],
  to: OrderStatus,
  now: Date,
) {
  const [before] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
    .for('update')
  if (!before) return undefined
  const [row] = await db
    .update(orders)
    .set({ status: to, updatedAt: now })
    .where(eq(orders.id, orderId))
    .returning()
  // The order's history: changes made by payments and the hold have no staff member.
  await db
    .insert(orderEvents)
    .values({ orderId, fromStatus: before.status, toStatus: to, createdAt: now })
  return row
}

/** payment_intent.payment_failed: a pending order fails and gives its stock back. */
export async function markOrderFailed(db: Database, orderId: number, now: Date) {
  const row = await transition(db, orderId, ['pending_payment'], 'failed', now)
  if (row) await releaseStock(db, orderId)
  return row !== undefined
}

/**
 * payment_intent.succeeded: the order is paid (only here) and the confirmation e-mail queued.
 * A success that arrives after the order failed or its hold expired still marks it paid — the
 * money was taken, the order must survive (docs/decisions/017) — taking the stock again where
 * there is some; a shortage is logged for staff rather than refusing a paid order.
 */
export async function markOrderPaid(
  db: Database,
  orderId: number,
  now: Date,
  calls: CallMailContext,
) {
  let row = await transition(db, orderId, ['pending_payment'], 'paid', now)
  let callLost = false
  if (!row) {
    row = await transition(db, orderId, ['failed', 'cancelled'], 'paid', now)
    if (row) {
      await retakeStock(db, orderId)
      // Its call time was free for others once the hold ended (decision 062).
      callLost = (await lateCallKept(db, orderId)) === 'lost'
    }
  }
  if (!row) return false
  const [order] = await withItems(db, [row])
  await sendMail(db, confirmationMail(order!, calls.origin, { callLost, locale: row.locale }))
  await alertStaff(db, calls.origin, newOrderAlert(order!))
  await confirmHeldCall(db, row, { now, ...calls })
  return true
}

async function retakeStock(db: Database, orderId: number) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  for (const item of items.sort((a, b) => a.productId - b.productId)) {
    const taken = await db
      .update(products)
      .set({ stock: sql`${products.stock} - ${item.quantity}` })
      .where(and(eq(products.id, item.productId), gte(products.stock, item.quantity)))
      .returning({ id: products.id })
    if (taken.length === 0) {
      log.warn(
        `Order ${orderId} was paid after its hold ended; ${item.quantity} × product ${item.productId} is short in stock.`,
      )
    }
  }
}

/** Tells the staff who fulfil orders that a paid one waits, with the link to it (decision 075). */
function newOrderAlert(order: Order): StaffAlert {
  const { contact } = order
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
  return {
    permission: 'orders',
    subject: `New order #${order.id}: ${formatDollars(order.total)}, ${count} ${count === 1 ? 'item' : 'items'}`,
    lines: [
      `${contact.firstName} ${contact.lastName} paid ${formatDollars(order.total)} for order #${order.id}:`,
      ...order.items.map((item) => `  ${item.quantity} × ${item.name}`),
      '',
      order.shipsToAddress
        ? `It ships ${order.shippingMethod} to ${contact.city}, ${contact.state}.`
        : 'Nothing in it ships.',
    ],
    path: `/admin/orders/${order.id}`,
  }
}

/**
 * The order confirmation, in the buyer's `locale` (the language they ordered in, decision 077);
 * `origin` makes the links to the order's status on /account. `callLost`: paid after its hold
 * ended, it lost its kickoff call time to another family.
 */
export function confirmationMail(
  order: Order,
  origin: string,
  { callLost = false, locale = baseLocale }: { callLost?: boolean; locale?: Locale } = {},
) {
  const dollars = (amount: number) => formatDollars(amount, locale)
  const link = (path: string) => `${origin}${localizedPath(path, locale)}`
  const lines = order.items.map(
    (item) => `  ${item.quantity} × ${item.name} — ${dollars(item.price * item.quantity)}`,
  )
  const shipping =
    order.shipping === 0 ? m.email_order_free({}, { locale }) : dollars(order.shipping)
  const { contact } = order
  return {
    to: order.contact.email,
    locale,
    subject: m.email_order_subject({ id: order.id }, { locale }),
    body: [
      m.email_hi({ name: order.contact.firstName }, { locale }),
      '',
      m.email_order_thanks({ id: order.id }, { locale }),
      '',
      ...lines,
      '',
      m.email_order_subtotal({ amount: dollars(order.subtotal) }, { locale }),
      ...(order.shipsToAddress
        ? [
            order.shippingMethod === 'express'
              ? m.email_order_shipping_express({ amount: shipping }, { locale })
              : m.email_order_shipping_standard({ amount: shipping }, { locale }),
          ]
        : []),
      m.email_order_total({ amount: dollars(order.total) }, { locale }),
      ...(order.roundUp > 0
        ? [m.email_order_round_up({ amount: dollars(order.roundUp) }, { locale })]
        : []),
      '',
      ...(order.shipsToAddress
        ? [
            m.email_order_ship_to({}, { locale }),
            `  ${contact.firstName} ${contact.lastName}`,
            `  ${contact.address}`,
            `  ${contact.city}, ${contact.state} ${contact.zipCode}, ${contact.country}`,
            '',
          ]
        : []),
      ...(callLost
        ? [m.email_order_call_lost({}, { locale }), link(`/storytelling/${order.id}`), '']
        : []),
      ...(order.storytelling
        ? [m.email_order_storytelling_next({}, { locale }), link(`/storytelling/${order.id}`), '']
        : []),
      m.email_order_follow({}, { locale }),
      link('/account'),
      '',
      m.email_order_closing({}, { locale }),
    ].join('\n'),
  }
}

/**
 * Cancels unpaid orders whose hold began longer ago than the hold and puts their stock back,
 * noting when the hold ran out; answers how many.
 */
export async function releaseExpiredHolds(db: Database, now: Date, holdMinutes: number) {
  const cutoff = new Date(now.getTime() - holdMinutes * 60_000)
  const expired = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        // postgres.js binds a Date only against a typed column, so the cut-off goes as text.
        sql`coalesce(${orders.holdStartedAt}, ${orders.createdAt}) < ${cutoff.toISOString()}::timestamptz`,
      ),
    )
  let released = 0
  for (const { id } of expired) {
    const moved = await db.transaction(async (tx) => {
      const row = await transition(tx, id, ['pending_payment'], 'cancelled', now)
      if (!row) return false
      await tx.update(orders).set({ holdExpiredAt: now }).where(eq(orders.id, id))
      await releaseStock(tx, id)
      return true
    })
    if (moved) released++
  }
  return released
}
