/** Outreach: volunteer and program applications, sign-ups, newsletters and subscribers. */
import { sql } from 'drizzle-orm'
import {
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { applicationStatusValues } from '#core/application-statuses'
import { type NewsletterSpanish, newsletterAudiences } from '#core/schemas/newsletter'
import { signupSourceValues as signupSources } from '#core/signup-sources'
import { users } from './accounts'
import { bytea, createdAt, locale, localeCheck } from './columns'

/** What staff keep about an application they handle (issue 14, decision 031). */
const applicationHandling = () => ({
  status: text('status', { enum: applicationStatusValues }).notNull().default('new'),
  /** Staff's internal notes: never shown to the applicant. */
  notes: text('notes').notNull().default(''),
  handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  handledAt: timestamp('handled_at', { withTimezone: true }),
})

export const volunteerApplications = pgTable(
  'volunteer_applications',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    location: text('location').notNull(),
    expertise: text('expertise').notNull(),
    availability: text('availability').notNull(),
    message: text('message').notNull(),
    /** The language the application came in: its acknowledgement's (decision 077). */
    locale: locale(),
    ...applicationHandling(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('volunteer_applications', t.locale),
    check(
      'volunteer_applications_status_valid',
      sql`${t.status} in ('new', 'contacted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
)

export const programApplications = pgTable(
  'program_applications',
  {
    id: serial('id').primaryKey(),
    childName: text('child_name').notNull(),
    grade: integer('grade').notNull(),
    guardianName: text('guardian_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    program: text('program').notNull(),
    message: text('message').notNull().default(''),
    /** The language the application came in: its acknowledgement's (decision 077). */
    locale: locale(),
    ...applicationHandling(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('program_applications', t.locale),
    check('program_applications_grade_range', sql`${t.grade} between 3 and 8`),
    check(
      'program_applications_status_valid',
      sql`${t.status} in ('new', 'contacted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
)

/**
 * A barrier someone met on the site, reported from /accessibility (issue 35): handled by the
 * staff who read applications, with the same statuses, notes and audit.
 */
export const barrierReports = pgTable(
  'barrier_reports',
  {
    id: serial('id').primaryKey(),
    /** Empty when they gave none. */
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    /** Where they met it, as they wrote it (an address or a page's name); may be empty. */
    page: text('page').notNull().default(''),
    description: text('description').notNull(),
    /** What they browse with (a screen reader, zoom, switch access…); may be empty. */
    assistiveTechnology: text('assistive_technology').notNull().default(''),
    /** The language the report came in: its acknowledgement's (decision 077). */
    locale: locale(),
    ...applicationHandling(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('barrier_reports', t.locale),
    check(
      'barrier_reports_status_valid',
      sql`${t.status} in ('new', 'contacted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
)

export const emailSignups = pgTable(
  'email_signups',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    source: text('source', { enum: signupSources }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_signups_email_source_unique').on(sql`lower(${t.email})`, t.source),
    check(
      'email_signups_source_valid',
      sql`${t.source} in ('newsletter', 'mailing-list', 'waitlist')`,
    ),
  ],
)

export const newsletterStatuses = ['draft', 'sending', 'paused', 'sent'] as const
export { newsletterAudiences }

/**
 * A newsletter staff write in /admin (Markdown), and its send: `sending` queues copies for
 * confirmed subscribers in batches, in subscriber order from `cursor`, until all are queued
 * (`sent`); `paused` stops both queueing and the delivery of queued copies (decision 030).
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Its subject and body in Spanish (decision 079), for subscribers who speak it. */
    es: jsonb('es').$type<NewsletterSpanish>(),
    status: text('status', { enum: newsletterStatuses }).notNull().default('draft'),
    /**
     * Who it goes to (decision 061): confirmed subscribers, or current sponsors (their term
     * update). The cursor walks subscribers' ids or sponsorship gifts' ids accordingly.
     */
    audience: text('audience', { enum: newsletterAudiences }).notNull().default('subscribers'),
    /** Confirmed subscribers when the send started: the progress bar's 100%. */
    recipients: integer('recipients'),
    /** The last subscriber id a copy was queued for. */
    cursor: integer('cursor').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /**
     * Copies sent and given up on whose outbox rows the sweep has deleted (their retention,
     * core/retention.ts): the newsletter's tallies keep counting them.
     */
    sweptSent: integer('swept_sent').notNull().default(0),
    sweptFailed: integer('swept_failed').notNull().default(0),
  },
  (t) => [
    check('newsletters_status_valid', sql`${t.status} in ('draft', 'sending', 'paused', 'sent')`),
    check('newsletters_audience_valid', sql`${t.audience} in ('subscribers', 'sponsors')`),
  ],
)

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

/**
 * One row per address that asked for our e-mail (any form: `email_signups` keeps which), with its
 * consent (issue 13, docs/decisions/029): pending until the e-mailed link is opened, then
 * confirmed; unsubscribed for good unless the person signs up and confirms again. Only confirmed
 * addresses receive newsletters.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    locale: locale(),
    status: text('status', { enum: subscriberStatuses }).notNull().default('pending'),
    /** SHA-256 of the newest confirmation link's token; null once used. */
    confirmTokenHash: bytea('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('subscribers', t.locale),
    uniqueIndex('subscribers_email_unique').on(sql`lower(${t.email})`),
    check('subscribers_status_valid', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
)
