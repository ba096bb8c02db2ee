/** Push: the devices members let the site notify, and every notification on its way (issue 36). */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { PushTopic } from '#core/push-topics'
import { sessions, users } from './accounts'
import { createdAt, locale, localeCheck } from './columns'

/**
 * One device (a browser's PushSubscription) a member allowed notifications on. The endpoint is
 * the device's address at its push service: one row per device, moved to whoever signs in on it
 * and subscribes; removed when the push service says it is gone (404/410, decision 096), and
 * with the sign-in it was made in (decision 095): signing out, or out of all devices, stops it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in on this device: when it ends, so do the device's notifications. */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and auth secret (base64url), which encrypt every message. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
)

/** The topics each member chose (decision 095): a row per topic ticked in /account. */
export const pushChoices = pgTable(
  'push_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<PushTopic>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_choices_unique').on(t.userId, t.topic),
    check(
      'push_choices_topic',
      sql`${t.topic} in ('event-reminders', 'forum-replies', 'order-shipped', 'gift-failed')`,
    ),
  ],
)

/**
 * One thing a member is told (an event tomorrow, a reply, a parcel), written in the writer's
 * transaction, once: `key` names the occasion, so a second attempt to tell it is a no-op.
 */
export const pushNotices = pgTable(
  'push_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').$type<PushTopic>().notNull(),
    /** The occasion, such as `event-reminder:12`: unique per member. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The page the notification opens, in the member's language (`/es/account`). */
    url: text('url').notNull(),
    locale: locale(),
    createdAt: createdAt(),
  },
  (t) => [
    localeCheck('push_notices', t.locale),
    uniqueIndex('push_notices_key_unique').on(t.userId, t.key),
    index('push_notices_created_at_idx').on(t.createdAt),
  ],
)

/**
 * A notice on its way to one device, delivered by api/push/delivery.ts as e-mail is: claimed
 * with a lease, retried with back-off, marked sent (decision 096).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => pushNotices.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_outbox_unique').on(t.noticeId, t.subscriptionId),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
)
