/** Accounts: members and staff, their sessions, single-use links and the throttles. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { ageConfirmations } from '#core/schemas/auth'
import type { StaffRole } from '#core/staff-roles'
import { bytea, createdAt, locale, localeCheck } from './columns'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The person's staff roles (docs/decisions/072); none for a member. */
    staffRoles: text('staff_roles').array().$type<StaffRole[]>().notNull().default(sql`'{}'`),
    /** Staff: any role at all. Kept by the database, so it can never disagree with the roles. */
    isAdmin: boolean('is_admin').notNull().generatedAlwaysAs(sql`cardinality(staff_roles) > 0`),
    /**
     * What the person confirmed at sign-up (docs/decisions/020): never a birth date, and never
     * 'under-13', which is refused. Null for accounts made before the age gate or by the admin
     * bootstrap.
     */
    ageConfirmation: text('age_confirmation', { enum: ageConfirmations }),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /** Set when the person opened the link e-mailed to `email` (docs/decisions/024). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    locale: locale(),
    createdAt: createdAt(),
    /**
     * When the person deleted their account (decision 088): the row stays, emptied of everything
     * that named them, so the forum posts they chose to keep read "former member" and the orders
     * and gifts the law keeps still add up.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    localeCheck('users', t.locale),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
    /**
     * Only a verified address is unique (issue 12, docs/decisions/010): signing up with an address
     * another account uses succeeds like any sign-up, so the answer never tells who is registered.
     */
    uniqueIndex('users_verified_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(sql`lower(${t.email})`),
    check('users_username_length', sql`char_length(${t.username}) between 3 and 50`),
    check(
      'users_age_confirmation_valid',
      sql`${t.ageConfirmation} in ('adult-13-plus', 'parent-educator')`,
    ),
    check(
      'users_staff_roles_known',
      sql`${t.staffRoles} <@ array['owner', 'fundraising', 'fulfilment', 'programmes', 'moderator']`,
    ),
    check(
      'users_age_confirmed_together',
      sql`(${t.ageConfirmation} is null) = (${t.ageConfirmedAt} is null)`,
    ),
  ],
)

/**
 * Lucia-style sessions: the id is public, only a SHA-256 hash of the secret is stored.
 * `expiresAt` slides with use; `absoluteExpiresAt` never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: bytea('secret_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
)

/** Single-use password reset links: only the SHA-256 of the e-mailed token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
)

/**
 * Single-use sign-in links (issue 35, WCAG 3.3.8; docs/decisions/085): signing in by opening an
 * e-mailed link instead of typing a password. Only the SHA-256 of the token is kept.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_links_user_id_idx').on(t.userId)],
)

/** Single-use e-mail verification links for the address they were sent to; SHA-256 only. */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_verification_tokens_user_id_idx').on(t.userId)],
)

/**
 * Throttling counters shared by every API replica: one row per key (e.g. `login:user:ada`),
 * counting hits since `windowStart`; `blockedUntil` holds a back-off or a full window's block.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
})

/**
 * Invitations to join the staff (issue 33): an owner names an address and its roles; the link
 * e-mailed there gives those roles to the signed-in account that uses that address, once, within
 * a week. Only the SHA-256 of the token is kept.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    roles: text('roles').array().$type<StaffRole[]>().notNull(),
    tokenHash: bytea('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_hash_unique').on(t.tokenHash),
    check('staff_invitations_roles_given', sql`cardinality(${t.roles}) > 0`),
  ],
)
