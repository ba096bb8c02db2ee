/** Column kinds every domain's tables use. */
import { sql } from 'drizzle-orm'
import { check, customType, text, timestamp } from 'drizzle-orm/pg-core'
import { locales } from '../../core/locale'

export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * The language a person reads what the site sends them in (decision 077): a member's setting,
 * the language a donor or buyer gave in, the one a subscriber signed up in.
 */
export const locale = () => text('locale', { enum: locales }).notNull().default('en')

/** The check that keeps `locale` one of the site's languages. */
export const localeCheck = (table: string, column: unknown) =>
  check(`${table}_locale_valid`, sql`${column} in ('en', 'es')`)
