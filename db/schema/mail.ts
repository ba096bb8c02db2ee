/** Mail: the outbox every e-mail goes through. */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, locale, localeCheck } from './columns'
import { newsletters } from './outreach'

/** A text file sent with an e-mail (outbox.attachments). */
export interface MailAttachment {
  filename: string
  contentType: string
  content: string
}

/**
 * Every e-mail the site sends, written in the writer's own transaction (a rolled-back order sends
 * nothing) and delivered by the worker in api/mail/delivery.ts (docs/decisions/011).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part, when the message has one. */
    html: text('html'),
    /** Extra headers (List-Unsubscribe…), name → value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Fixed at insert: a re-send after a crash carries the same Message-ID. */
    messageId: text('message_id')
      .notNull()
      .default(sql`'<' || gen_random_uuid() || '@brightminds.outbox>'`),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try it (again); the back-off moves it on after a temporary failure. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then; a crashed worker's claim runs out and it is retried. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Files sent with it (a booking's .ics calendar entry): text content, decision 039. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    locale: locale(),
    /** The newsletter this copy is of: its progress is counted here, and its pause holds it. */
    newsletterId: integer('newsletter_id').references(() => newsletters.id),
  },
  (t) => [
    localeCheck('outbox', t.locale),
    index('outbox_created_at_idx').on(t.createdAt, t.id),
    index('outbox_newsletter_idx').on(t.newsletterId),
    index('outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)
