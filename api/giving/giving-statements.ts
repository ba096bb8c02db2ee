import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, lt, or, sql, sum } from 'drizzle-orm'
import { yearRange } from '#core/calendar-year'
import { tributeKindLabels } from '#core/donation-facts'
import { baseLocale, type Locale, localizedPath } from '#core/locale'
import { centsToDollars, formatDollars } from '#core/money'
import type { User } from '#core/schemas/auth'
import { noGoodsOrServices } from '#core/schemas/donation'
import type {
  GivingStatement,
  StatementGift,
  StatementPurchase,
} from '#core/schemas/giving-statement'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { donationPayments, donationRefunds, donations } from '../../db/schema/giving'
import { outbox } from '../../db/schema/mail'
import { orders } from '../../db/schema/shop'
import { documentOrganization, type GivingSettings } from '../settings'
import { legal, noGoods } from './donations'
import { givenBy } from './donor-gifts'

/** Whose statement: a signed-in account's gifts, or a donor's by the e-mail they gave with. */
export type StatementDonor = { user: User } | { email: string }

function donorFilter(donor: StatementDonor) {
  return 'user' in donor
    ? givenBy(donor.user)
    : eq(sql`lower(${donations.donorEmail})`, donor.email.toLowerCase())
}

function orderFilter(donor: StatementDonor) {
  if (!('user' in donor)) return eq(sql`lower(${orders.email})`, donor.email.toLowerCase())
  const mine = eq(orders.userId, donor.user.id)
  return donor.user.emailVerified
    ? or(mine, eq(sql`lower(${orders.email})`, donor.user.email.toLowerCase()))!
    : mine
}

/**
 * When a one-time gift counts as given: the day staff recorded its cheque, else when it was made.
 * Compared with ISO strings: a raw SQL expression has no column type to bind a Date with.
 */
const paidOn = sql`coalesce(${donations.receivedAt}, ${donations.createdAt})`

const dedicationOf = (row: typeof donations.$inferSelect) =>
  row.tributeKind ? `${tributeKindLabels[row.tributeKind]} ${row.tributeName}` : null

function gift(
  row: typeof donations.$inferSelect,
  receipt: string,
  date: Date,
  amountCents: number,
  refundedCents: number,
): StatementGift {
  // Nothing on this site is given in return for a gift: the deductible part is what was kept.
  return {
    receipt,
    donationId: row.id,
    date: date.toISOString(),
    amount: centsToDollars(amountCents),
    refunded: centsToDollars(refundedCents),
    deductible: centsToDollars(Math.max(0, amountCents - refundedCents)),
    dedication: dedicationOf(row),
  }
}

/**
 * The year-end statement (decision 040): every gift paid in the calendar year where the
 * organisation is (`settings.timeZone`, not UTC's year) — one-time gifts and each monthly
 * payment, with its receipt number — refunds deducted, and shop purchases listed apart as not
 * deductible.
 */
export async function givingStatement(
  db: Database,
  settings: GivingSettings,
  donor: StatementDonor,
  year: number,
): Promise<GivingStatement> {
  const { start, end } = yearRange(year, settings.timeZone)
  const oneTime = await db
    .select()
    .from(donations)
    .where(
      and(
        donorFilter(donor),
        eq(donations.type, 'one-time'),
        eq(donations.status, 'paid'),
        gte(paidOn, start.toISOString()),
        lt(paidOn, end.toISOString()),
      ),
    )
  const monthly = await db
    .select({ payment: donationPayments, donation: donations })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(
      and(
        donorFilter(donor),
        gte(donationPayments.paidAt, start),
        lt(donationPayments.paidAt, end),
      ),
    )
    .orderBy(asc(donationPayments.paidAt), asc(donationPayments.id))
  const invoiceIds = monthly.map(({ payment }) => payment.invoiceId)
  const refundRows =
    invoiceIds.length === 0
      ? []
      : await db
          .select({ invoiceId: donationRefunds.invoiceId, cents: sum(donationRefunds.amountCents) })
          .from(donationRefunds)
          .where(
            and(
              inArray(donationRefunds.invoiceId, invoiceIds),
              eq(donationRefunds.status, 'succeeded'),
            ),
          )
          .groupBy(donationRefunds.invoiceId)
  const refundedByInvoice = new Map(refundRows.map((row) => [row.invoiceId, Number(row.cents)]))
  // Each monthly payment's receipt number counts that gift's payments from the first.
  const sequence = await paymentSequence(db, [...new Set(monthly.map((m) => m.donation.id))])

  const gifts = [
    ...oneTime.map((row) =>
      gift(row, `#${row.id}`, row.receivedAt ?? row.createdAt, row.amountCents, row.refundedCents),
    ),
    ...monthly.map(({ payment, donation }) =>
      gift(
        donation,
        `#${donation.id}-${sequence.get(payment.id) ?? 1}`,
        payment.paidAt,
        payment.amountCents,
        refundedByInvoice.get(payment.invoiceId) ?? 0,
      ),
    ),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.receipt.localeCompare(b.receipt))

  const purchases = await purchasesOf(db, donor, start, end)
  const cents = (dollars: number) => Math.round(dollars * 100)
  const total = (pick: (g: StatementGift) => number) =>
    centsToDollars(gifts.reduce((acc, g) => acc + cents(pick(g)), 0))
  const latestName = [...oneTime, ...monthly.map((m) => m.donation)].at(-1)?.donorName
  return {
    year,
    donor:
      'user' in donor
        ? { name: `${donor.user.firstName} ${donor.user.lastName}`, email: donor.user.email }
        : { name: latestName ?? '', email: donor.email },
    organization: documentOrganization(settings.organization),
    timeZone: settings.timeZone,
    gifts,
    totals: {
      given: total((g) => g.amount),
      refunded: total((g) => g.refunded),
      deductible: total((g) => g.deductible),
    },
    purchases,
    statement: noGoodsOrServices,
    disclosure: settings.solicitationDisclosure ?? null,
  }
}

/** Payment id → its place (1, 2, …) among its gift's payments, oldest first. */
async function paymentSequence(db: Database, donationIds: number[]) {
  if (donationIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ id: donationPayments.id, donationId: donationPayments.donationId })
    .from(donationPayments)
    .where(inArray(donationPayments.donationId, donationIds))
    .orderBy(asc(donationPayments.paidAt), asc(donationPayments.id))
  const counters = new Map<number, number>()
  const places = new Map<number, number>()
  for (const row of rows) {
    const place = (counters.get(row.donationId) ?? 0) + 1
    counters.set(row.donationId, place)
    places.set(row.id, place)
  }
  return places
}

const boughtStatuses = ['paid', 'packed', 'shipped', 'delivered', 'cancelled'] as const

async function purchasesOf(
  db: Database,
  donor: StatementDonor,
  start: Date,
  end: Date,
): Promise<StatementPurchase[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        orderFilter(donor),
        inArray(orders.status, [...boughtStatuses]),
        gte(orders.createdAt, start),
        lt(orders.createdAt, end),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
  return (
    rows
      // A cancelled order counts only if it was paid (and so refunded).
      .filter((row) => row.status !== 'cancelled' || row.refundedCents > 0)
      .map((row) => ({
        orderId: row.id,
        date: row.createdAt.toISOString(),
        total: centsToDollars(row.totalCents),
        refunded: centsToDollars(row.refundedCents),
      }))
  )
}

// --- Signed links for donors without an account ---------------------------------------------

function signStatement(settings: GivingSettings, email: string, year: number, expires: number) {
  return createHmac('sha256', settings.linkSecret)
    .update(`statement:${email.toLowerCase()}:${year}:${expires}`)
    .digest('base64url')
}

export function statementToken(settings: GivingSettings, email: string, year: number, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + settings.linkDays * 86_400
  return `${expires}.${signStatement(settings, email, year, expires)}`
}

export function verifyStatementToken(
  settings: GivingSettings,
  input: { email: string; year: number; token: string },
  now: Date,
) {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(input.token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(signStatement(settings, input.email, input.year, expires))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The web path of a donor's statement, signed. */
export function statementPath(settings: GivingSettings, email: string, year: number, now: Date) {
  const query = new URLSearchParams({
    year: String(year),
    email,
    token: statementToken(settings, email, year, now),
  })
  return `/giving-statement?${query}`
}

// --- Staff: every donor's statement for a year, through the outbox --------------------------

/** The e-mail addresses (lower-cased) with a gift paid in `year`. */
async function donorsOf(db: Database, year: number, timeZone: string) {
  const { start, end } = yearRange(year, timeZone)
  const email = sql<string>`lower(${donations.donorEmail})`
  const oneTime = await db
    .selectDistinct({ email })
    .from(donations)
    .where(
      and(
        eq(donations.type, 'one-time'),
        eq(donations.status, 'paid'),
        gte(paidOn, start.toISOString()),
        lt(paidOn, end.toISOString()),
      ),
    )
  const monthly = await db
    .selectDistinct({ email })
    .from(donationPayments)
    .innerJoin(donations, eq(donations.id, donationPayments.donationId))
    .where(and(gte(donationPayments.paidAt, start), lt(donationPayments.paidAt, end)))
  return [...new Set([...oneTime, ...monthly].map((row) => row.email).filter(Boolean))].sort()
}

/** Rows queued per insert: a large mailing goes out in batches, never one huge statement. */
const batchSize = 200

/** The language of the donor's latest gift: the one they last gave in (decision 077). */
async function localeOfDonor(db: Database, email: string): Promise<Locale> {
  const [row] = await db
    .select({ locale: donations.locale })
    .from(donations)
    .where(eq(sql`lower(${donations.donorEmail})`, email))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(1)
  return row?.locale ?? baseLocale
}

/** A donor's statement e-mail, in their language, its link to the statement in it too. */
function statementMail(
  ctx: { settings: GivingSettings; publicOrigin: string; now: Date },
  statement: GivingStatement,
  { email, year, locale }: { email: string; year: number; locale: Locale },
) {
  const organization = ctx.settings.organization.legalName
  const path = localizedPath(statementPath(ctx.settings, email, year, ctx.now), locale)
  const dollars = (amount: number) => formatDollars(amount, locale)
  const totals = {
    year,
    organization,
    given: dollars(statement.totals.given),
    deductible: dollars(statement.totals.deductible),
  }
  return {
    to: email,
    locale,
    subject: m.email_statement_subject({ year, organization }, { locale }),
    body: [
      statement.donor.name
        ? m.email_dear({ name: statement.donor.name }, { locale })
        : m.email_statement_dear_friend({}, { locale }),
      '',
      statement.totals.refunded > 0
        ? m.email_statement_total_refunded(
            { ...totals, refunded: dollars(statement.totals.refunded) },
            { locale },
          )
        : m.email_statement_total(totals, { locale }),
      '',
      m.email_statement_link({ link: `${ctx.publicOrigin}${path}` }, { locale }),
      '',
      ...legal(noGoods, locale),
      `EIN: ${documentOrganization(ctx.settings.organization).ein}`,
    ].join('\n'),
  }
}

/**
 * Queues every donor of `year` their statement e-mail, with the year's total and a signed link
 * (valid DONATION_LINK_DAYS) to the printable statement and its PDF. Answers how many.
 */
export async function sendStatements(
  db: Database,
  ctx: { settings: GivingSettings; publicOrigin: string; now: Date },
  year: number,
) {
  const emails = await donorsOf(db, year, ctx.settings.timeZone)
  const mails = []
  for (const email of emails) {
    const statement = await givingStatement(db, ctx.settings, { email }, year)
    const locale = await localeOfDonor(db, email)
    mails.push(statementMail(ctx, statement, { email, year, locale }))
  }
  for (let i = 0; i < mails.length; i += batchSize) {
    await db.insert(outbox).values(mails.slice(i, i + batchSize))
  }
  return mails.length
}
