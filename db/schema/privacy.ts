/** Privacy (issue 37): the links that confirm deleting an account, and requests by e-mail. */
import { sql } from 'drizzle-orm'
import {
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
import { users } from './accounts'
import { bytea, createdAt, locale, localeCheck } from './columns'

/**
 * "Delete my account", confirmed by a link e-mailed to the account's address (decision 088):
 * single use, for a day; only the SHA-256 of the token is kept.
 */
export const accountDeletionLinks = pgTable(
  'account_deletion_links',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_deletion_links_user_id_idx').on(t.userId)],
)

export const privacyRequestKinds = ['copy', 'deletion'] as const

/**
 * A request from someone without an account (a donor, an applicant, a subscriber) for a copy of
 * what is held under their e-mail address, or its deletion (issue 37, decision 091). It counts
 * once its e-mailed link is opened (the address is theirs); staff then have 45 days (`due_at`)
 * to complete it, and the outcome — counts only — stays as the record of what was done.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    kind: text('kind', { enum: privacyRequestKinds }).notNull(),
    locale: locale(),
    /** The confirmation link's SHA-256, until it is used or expires. */
    tokenHash: bytea('token_hash'),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: jsonb('outcome').$type<Record<string, number>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('privacy_requests_token_hash_unique').on(t.tokenHash),
    index('privacy_requests_due_idx').on(t.dueAt),
    check('privacy_requests_kind_valid', sql`${t.kind} in ('copy', 'deletion')`),
    localeCheck('privacy_requests', t.locale),
  ],
)
