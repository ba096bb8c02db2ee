import { and, asc, count, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm'
import { centsToDollars } from '#core/money'
import type { DonationListQuery } from '#core/schemas/admin-donation'
import type { AdminDonation } from '#core/schemas/donation'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { donationPayments, donationRefunds, donations } from '../../db/schema/giving'
import { backOfficePageSize, createdBetween, numberOrText } from '../lib/list-filters'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'
import type { GivingSettings } from '../settings'
import { type DonationRow, donorPaths, receiptMail, sendTributeCard } from './donations'

function filterOf(query: DonationListQuery) {
  const conditions = [...createdBetween(donations.createdAt, query.from, query.to)]
  if (query.type) conditions.push(eq(donations.type, query.type))
  if (query.status) conditions.push(eq(donations.status, query.status))
  if (query.method) conditions.push(eq(donations.paymentMethod, query.method))
  if (query.q) {
    conditions.push(
      numberOrText(query.q, donations.id, [donations.donorEmail, donations.donorName]),
    )
  }
  return conditions.length > 0 ? and(...conditions) : undefined
}

function toAdminDonation(row: DonationRow, paymentCount: number): AdminDonation {
  return {
    id: row.id,
    donorName: row.donorName ?? '',
    donorEmail: row.donorEmail ?? '',
    anonymous: row.anonymous,
    type: row.type,
    status: row.status,
    paymentMethod: row.paymentMethod,
    amount: centsToDollars(row.amountCents),
    refunded: centsToDollars(row.refundedCents),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    paymentCount,
  }
}

async function paymentCounts(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ donationId: donationPayments.donationId, n: count() })
    .from(donationPayments)
    .where(inArray(donationPayments.donationId, ids))
    .groupBy(donationPayments.donationId)
  return new Map(rows.map((row) => [row.donationId, Number(row.n)]))
}

/**
 * One page of gifts, newest first, with what the whole filter adds up to: how many, their
 * amounts, what was refunded, and what was received (one-time gifts paid, plus every monthly
 * payment), so staff can answer "how much did we raise in March" from the list itself.
 */
export async function listGiftsForStaff(db: Database, query: DonationListQuery) {
  const where = filterOf(query)
  const page = Number(query.page ?? 1)
  const rows = await db
    .select()
    .from(donations)
    .where(where)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(backOfficePageSize)
    .offset((page - 1) * backOfficePageSize)
  const [totals] = await db
    .select({
      count: count(),
      amount: sum(donations.amountCents),
      refunded: sum(donations.refundedCents),
      paidOnce: sql<string>`coalesce(sum(${donations.amountCents}) filter (where ${donations.type} = 'one-time' and ${donations.status} = 'paid'), 0)`,
    })
    .from(donations)
    .where(where)
  const [monthly] = await db
    .select({ cents: sum(donationPayments.amountCents) })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(where)
  const counts = await paymentCounts(
    db,
    rows.map((row) => row.id),
  )
  const receivedCents = Number(totals?.paidOnce ?? 0) + Number(monthly?.cents ?? 0)
  const refundedCents = Number(totals?.refunded ?? 0)
  return {
    donations: rows.map((row) => toAdminDonation(row, counts.get(row.id) ?? 0)),
    total: Number(totals?.count ?? 0),
    page,
    pageSize: backOfficePageSize,
    totals: {
      count: Number(totals?.count ?? 0),
      amount: centsToDollars(Number(totals?.amount ?? 0)),
      received: centsToDollars(receivedCents),
      refunded: centsToDollars(refundedCents),
      net: centsToDollars(receivedCents - refundedCents),
    },
  }
}

export const giftCsvHeader = [
  'donation',
  'created',
  'type',
  'status',
  'method',
  'donor name',
  'donor email',
  'anonymous',
  'amount',
  'refunded',
  'monthly payments',
  'message',
]

/** Every gift the filter matches, 500 at a time (keyset on id), for the CSV export. */
export async function* giftCsvRows(db: Database, query: DonationListQuery) {
  const where = filterOf(query)
  let before: number | undefined
  for (;;) {
    const rows = await db
      .select()
      .from(donations)
      .where(and(where, before === undefined ? undefined : lt(donations.id, before)))
      .orderBy(desc(donations.id))
      .limit(500)
    if (rows.length === 0) return
    const counts = await paymentCounts(
      db,
      rows.map((row) => row.id),
    )
    yield rows.map((row) => [
      row.id,
      row.createdAt,
      row.type,
      row.status,
      row.paymentMethod,
      row.donorName,
      row.donorEmail,
      row.anonymous ? 'yes' : 'no',
      centsToDollars(row.amountCents),
      centsToDollars(row.refundedCents),
      counts.get(row.id) ?? 0,
      row.message,
    ])
    before = rows.at(-1)!.id
  }
}

/** The gift page: the gift, its monthly payments, its refunds with who made them, its receipt. */
export async function giftForStaff(db: Database, settings: GivingSettings, id: number, now: Date) {
  const [row] = await db.select().from(donations).where(eq(donations.id, id))
  if (!row) return undefined
  const payments = await db
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, id))
    .orderBy(asc(donationPayments.paidAt), asc(donationPayments.id))
  const refunds = await db
    .select({
      // Stripe's refund id, or PayPal's (decision 076).
      id: sql<string>`coalesce(${donationRefunds.stripeRefundId}, ${donationRefunds.paypalRefundId})`,
      invoiceId: donationRefunds.invoiceId,
      amountCents: donationRefunds.amountCents,
      reason: donationRefunds.reason,
      by: users.username,
      at: donationRefunds.createdAt,
    })
    .from(donationRefunds)
    .leftJoin(users, eq(users.id, donationRefunds.actorId))
    .where(and(eq(donationRefunds.donationId, id), eq(donationRefunds.status, 'succeeded')))
    .orderBy(asc(donationRefunds.id))
  return {
    ...toAdminDonation(row, payments.length),
    paymentIntentId: row.paymentIntentId,
    paypalCaptureId: row.paypalCaptureId,
    subscriptionId: row.subscriptionId,
    payments: payments.map((p) => ({
      invoiceId: p.invoiceId,
      amount: centsToDollars(p.amountCents),
      refunded: centsToDollars(
        refunds
          .filter((refund) => refund.invoiceId === p.invoiceId)
          .reduce((total, refund) => total + refund.amountCents, 0),
      ),
      paidAt: p.paidAt.toISOString(),
    })),
    refunds: refunds.map(({ amountCents, ...refund }) => ({
      ...refund,
      amount: centsToDollars(amountCents),
    })),
    receiptPath: row.status === 'paid' ? donorPaths(settings, row, now).receiptPath : null,
  }
}

/**
 * Sends the receipt again (a donor lost it): the same e-mail as at payment, with fresh links,
 * for the gift's amount (or last monthly payment), in the audit log.
 */
export async function resendReceipt(
  db: Database,
  ctx: { settings: GivingSettings; publicOrigin: string; now: Date },
  id: number,
  actor: { id: number },
): Promise<'sent' | 'missing' | 'not-paid' | 'no-email'> {
  const [row] = await db.select().from(donations).where(eq(donations.id, id))
  if (!row) return 'missing'
  if (row.status !== 'paid') return 'not-paid'
  if (!row.donorEmail) return 'no-email'
  const [lastPayment] = await db
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, id))
    .orderBy(desc(donationPayments.paidAt))
    .limit(1)
  const paths = donorPaths(ctx.settings, row, ctx.now)
  await db.transaction(async (tx) => {
    await sendMail(
      tx,
      receiptMail(row, ctx.settings, {
        amountCents: lastPayment?.amountCents ?? row.amountCents,
        paidAt: lastPayment?.paidAt ?? row.receivedAt ?? row.createdAt,
        refundedCents: row.refundedCents,
        link: `${ctx.publicOrigin}${paths.receiptPath}`,
        manageLink: paths.managePath && `${ctx.publicOrigin}${paths.managePath}`,
      }),
    )
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'donation.resend-receipt',
      entity: 'donation',
      entityId: id,
      detail: { to: row.donorEmail },
      createdAt: ctx.now,
    })
  })
  return 'sent'
}

/**
 * A one-time pledge's cheque (or transfer) arrived: staff record it, the gift is paid as of now,
 * and the donor gets the receipt (and the honoree the tribute card) — in one transaction, in the
 * audit log. Monthly pledges are not recorded here (decision 038).
 */
export async function recordPledgeReceived(
  db: Database,
  ctx: { settings: GivingSettings; publicOrigin: string; now: Date },
  id: number,
  actor: { id: number },
): Promise<'received' | 'missing' | 'not-pledged'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(donations)
      .set({ status: 'paid', receivedAt: ctx.now })
      .where(
        and(eq(donations.id, id), eq(donations.status, 'pledged'), eq(donations.type, 'one-time')),
      )
      .returning()
    if (!row) {
      const [exists] = await tx
        .select({ id: donations.id })
        .from(donations)
        .where(eq(donations.id, id))
      return exists ? 'not-pledged' : 'missing'
    }
    const paths = donorPaths(ctx.settings, row, ctx.now)
    if (row.donorEmail) {
      await sendMail(
        tx,
        receiptMail(row, ctx.settings, {
          amountCents: row.amountCents,
          paidAt: ctx.now,
          link: `${ctx.publicOrigin}${paths.receiptPath}`,
          manageLink: null,
        }),
      )
    }
    await sendTributeCard(tx, row, ctx.settings)
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'donation.pledge-received',
      entity: 'donation',
      entityId: id,
      detail: { amountCents: row.amountCents, method: row.paymentMethod },
      createdAt: ctx.now,
    })
    return 'received'
  })
}
