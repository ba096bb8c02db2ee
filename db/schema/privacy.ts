/** Privacy (issue 37): the links that confirm deleting an account. */
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { bytea, createdAt } from './columns'

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
