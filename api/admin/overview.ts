import { and, count, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import { centsToDollars } from '#core/money'
import { paidOrderStatuses } from '#core/order-status'
import type { Database } from '../../db/client'
import { forumReports } from '../../db/schema/community'
import { donationPayments, donations } from '../../db/schema/giving'
import { outbox } from '../../db/schema/mail'
import {
  barrierReports,
  programApplications,
  volunteerApplications,
} from '../../db/schema/outreach'
import { orders } from '../../db/schema/shop'

export const overviewWeeks = 12
const dayMs = 24 * 60 * 60 * 1000

/** Monday 00:00 UTC of the week `at` falls in (Postgres's date_trunc('week') weeks). */
function weekStart(at: Date) {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * dayMs)
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Orders whose money came in: paid, then packed, shipped, delivered (or cancelled after). */
const chargedStatuses = paidOrderStatuses

/**
 * /admin's overview (decision 036): money in by week for the last 12 weeks (sales, and gifts:
 * one-time gifts paid plus monthly payments, each net of refunds) and what is waiting for staff.
 */
export async function overview(db: Database, now: Date) {
  const first = new Date(weekStart(now).getTime() - (overviewWeeks - 1) * 7 * dayMs)
  const week = (column: unknown) =>
    sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`

  const sales = await db
    .select({
      week: week(orders.createdAt),
      cents: sql<string>`sum(${orders.totalCents} - ${orders.refundedCents})`,
    })
    .from(orders)
    .where(and(inArray(orders.status, [...chargedStatuses]), gte(orders.createdAt, first)))
    .groupBy(sql`1`)
  const oneTime = await db
    .select({
      week: week(donations.createdAt),
      cents: sql<string>`sum(${donations.amountCents} - ${donations.refundedCents})`,
    })
    .from(donations)
    .where(
      and(
        eq(donations.type, 'one-time'),
        eq(donations.status, 'paid'),
        gte(donations.createdAt, first),
      ),
    )
    .groupBy(sql`1`)
  const monthly = await db
    .select({
      week: week(donationPayments.paidAt),
      cents: sql<string>`sum(${donationPayments.amountCents})`,
    })
    .from(donationPayments)
    .where(gte(donationPayments.paidAt, first))
    .groupBy(sql`1`)

  const byWeek = (rows: { week: string; cents: string }[]) =>
    new Map(rows.map((row) => [row.week, Number(row.cents)]))
  const salesByWeek = byWeek(sales)
  const oneTimeByWeek = byWeek(oneTime)
  const monthlyByWeek = byWeek(monthly)
  const weeks = Array.from({ length: overviewWeeks }, (_, i) => {
    const start = isoDay(new Date(first.getTime() + i * 7 * dayMs))
    return {
      start,
      sales: centsToDollars(salesByWeek.get(start) ?? 0),
      gifts: centsToDollars((oneTimeByWeek.get(start) ?? 0) + (monthlyByWeek.get(start) ?? 0)),
    }
  })

  const [
    [toPack],
    [toShip],
    [newVolunteers],
    [newPrograms],
    [newBarriers],
    [failedEmails],
    [openReports],
  ] = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'paid')),
    db.select({ n: count() }).from(orders).where(eq(orders.status, 'packed')),
    db
      .select({ n: count() })
      .from(volunteerApplications)
      .where(eq(volunteerApplications.status, 'new')),
    db
      .select({ n: count() })
      .from(programApplications)
      .where(eq(programApplications.status, 'new')),
    db.select({ n: count() }).from(barrierReports).where(eq(barrierReports.status, 'new')),
    db
      .select({ n: count() })
      .from(outbox)
      .where(and(isNotNull(outbox.failedAt), isNull(outbox.sentAt))),
    db.select({ n: count() }).from(forumReports).where(isNull(forumReports.resolvedAt)),
  ])
  return {
    weeks,
    waiting: {
      /** Paid, not packed yet: the list at /admin/orders?status=paid. */
      ordersToPack: Number(toPack?.n ?? 0),
      /** Packed, waiting for the carrier: /admin/orders?status=packed. */
      ordersToShip: Number(toShip?.n ?? 0),
      newApplications: Number(newVolunteers?.n ?? 0) + Number(newPrograms?.n ?? 0),
      /** Barriers reported from /accessibility that nobody has answered yet. */
      newBarrierReports: Number(newBarriers?.n ?? 0),
      failedEmails: Number(failedEmails?.n ?? 0),
      openReports: Number(openReports?.n ?? 0),
    },
  }
}
