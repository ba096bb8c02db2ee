import * as v from 'valibot'

/** A year-end giving statement (decision 040): every gift paid in a calendar year. */

export const statementYearMin = 2020

export const statementMessages = {
  year: 'Choose a year from 2020 on',
  linkInvalid: 'This statement link is invalid or has expired. Use the link in your latest email.',
} as const

export const statementYear = v.pipe(
  v.string(statementMessages.year),
  v.regex(/^\d{4}$/, statementMessages.year),
  v.transform(Number),
  v.minValue(statementYearMin, statementMessages.year),
  v.maxValue(2100, statementMessages.year),
)

export const StatementQuerySchema = v.object({ year: statementYear })

/** A donor without an account opens their statement through a signed e-mailed link. */
export const SignedStatementQuerySchema = v.object({
  year: statementYear,
  email: v.pipe(v.string(statementMessages.linkInvalid), v.maxLength(254)),
  token: v.pipe(v.string(statementMessages.linkInvalid), v.maxLength(200)),
})

/** POST /api/admin/giving-statements: e-mail every donor of `year` their statement. */
export const SendStatementsSchema = v.strictObject({
  year: v.pipe(
    v.number(statementMessages.year),
    v.integer(statementMessages.year),
    v.minValue(statementYearMin, statementMessages.year),
    v.maxValue(2100, statementMessages.year),
  ),
})

export interface StatementGift {
  /** The receipt it matches: "#12", or "#12-3" for the third payment of monthly gift 12. */
  receipt: string
  donationId: number
  date: string
  amount: number
  refunded: number
  /** Amount minus refunds minus the fair market value of anything received (always $0 here). */
  deductible: number
  dedication: string | null
}

export interface StatementPurchase {
  orderId: number
  date: string
  total: number
  refunded: number
}

export interface GivingStatement {
  year: number
  donor: { name: string; email: string }
  organization: { legalName: string; ein: string; address: string }
  /** The organisation's time zone: the year's bounds, and the zone its dates are shown in. */
  timeZone: string
  gifts: StatementGift[]
  totals: { given: number; refunded: number; deductible: number }
  /** Shop purchases: paid for goods, so not deductible; listed apart. */
  purchases: StatementPurchase[]
  statement: string
  disclosure: string | null
}
