import * as v from 'valibot'
import { m } from '#i18n/messages'
import { ContentLanguageQuerySchema } from './language'

/** A year-end giving statement (decision 040): every gift paid in a calendar year. */

export const statementYearMin = 2020

/** A statement's refusals, in the language of the moment (read where sent). */
export const statementMessages = {
  get year() {
    return m.forms_statement_year({ min: statementYearMin })
  },
  get linkInvalid() {
    return m.forms_statement_link_invalid()
  },
}
const invalidYear = () => statementMessages.year
const linkInvalid = () => statementMessages.linkInvalid

export const statementYear = v.pipe(
  v.string(invalidYear),
  v.regex(/^\d{4}$/, invalidYear),
  v.transform(Number),
  v.minValue(statementYearMin, invalidYear),
  v.maxValue(2100, invalidYear),
)

/** The PDF's language, in the address as a download carries no page language (decision 079). */
const pdfLanguage = ContentLanguageQuerySchema.entries.locale

export const StatementQuerySchema = v.object({ year: statementYear, locale: pdfLanguage })

/** A donor without an account opens their statement through a signed e-mailed link. */
export const SignedStatementQuerySchema = v.object({
  year: statementYear,
  email: v.pipe(v.string(linkInvalid), v.maxLength(254)),
  token: v.pipe(v.string(linkInvalid), v.maxLength(200)),
  locale: pdfLanguage,
})

/** POST /api/admin/giving-statements: e-mail every donor of `year` their statement. */
export const SendStatementsSchema = v.strictObject({
  year: v.pipe(
    v.number(invalidYear),
    v.integer(invalidYear),
    v.minValue(statementYearMin, invalidYear),
    v.maxValue(2100, invalidYear),
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
