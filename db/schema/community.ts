/** Community: the resource library, the forum and community events. */
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { EventSpanish } from '#core/schemas/community-event'
import { type ContentSpanish, contentTypes } from '#core/schemas/content'
import { forumLimits } from '#core/schemas/forum'
import { users } from './accounts'
import { createdAt } from './columns'

export { contentTypes }

export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: contentTypes }).notNull(),
    contentUrl: text('content_url').notNull(),
    /** Markdown for guides and articles hosted by this site (rendered safely, decision 032). */
    body: text('body'),
    /** Its title, description and body in Spanish, each optional (decision 079). */
    es: jsonb('es').$type<ContentSpanish>(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('content_items_type_valid', sql`${t.type} in ('video', 'article', 'guide', 'other')`),
    uniqueIndex('content_items_content_url_unique').on(t.contentUrl),
  ],
)

/**
 * Forum posts and comments are plain text (docs/decisions/021). Deleting or removing one sets
 * `deletedAt` (soft delete): every list skips it, a replay of its `clientId` is told it is gone
 * instead of writing it again, and staff keep what was removed.
 */
export const forumPosts = pgTable(
  'forum_posts',
  {
    id: serial('id').primaryKey(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The author's device's id for this post: a replayed offline post finds its row again. */
    clientId: text('client_id'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Who deleted it: the author, or the admin who removed it. */
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('forum_posts_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('forum_posts_content_not_blank', sql`btrim(${t.content}) <> ''`),
    check(
      'forum_posts_title_length',
      sql`char_length(${t.title}) <= ${sql.raw(String(forumLimits.titleMax))}`,
    ),
    check(
      'forum_posts_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(forumLimits.postMax))}`,
    ),
    index('forum_posts_created_at_idx').on(t.createdAt, t.id),
    index('forum_posts_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.content})`,
    ),
    index('forum_posts_author_id_idx').on(t.authorId),
    uniqueIndex('forum_posts_author_client_id_unique').on(t.authorId, t.clientId),
  ],
)

export const forumComments = pgTable(
  'forum_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    clientId: text('client_id'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('forum_comments_content_not_blank', sql`btrim(${t.content}) <> ''`),
    check(
      'forum_comments_content_length',
      sql`char_length(${t.content}) <= ${sql.raw(String(forumLimits.commentMax))}`,
    ),
    index('forum_comments_post_id_idx').on(t.postId),
    index('forum_comments_author_id_idx').on(t.authorId),
    uniqueIndex('forum_comments_author_client_id_unique').on(t.authorId, t.clientId),
  ],
)

export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
)

export const forumCommentLikes = pgTable(
  'forum_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => forumComments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
)

export const forumReportResolutions = ['removed', 'dismissed'] as const

/**
 * A member's report of one post or one comment (exactly one of the two), once per reporter and
 * item. Open until staff remove the item or dismiss its reports.
 */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => forumPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => forumComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: forumReportResolutions }),
  },
  (t) => [
    check('forum_reports_one_item', sql`(${t.postId} is null) <> (${t.commentId} is null)`),
    check(
      'forum_reports_reason_length',
      sql`char_length(${t.reason}) <= ${sql.raw(String(forumLimits.reportReasonMax))}`,
    ),
    check('forum_reports_resolution_valid', sql`${t.resolution} in ('removed', 'dismissed')`),
    check(
      'forum_reports_resolved_together',
      sql`(${t.resolvedAt} is null) = (${t.resolution} is null)`,
    ),
    uniqueIndex('forum_reports_reporter_post_unique')
      .on(t.reporterId, t.postId)
      .where(sql`${t.postId} is not null`),
    uniqueIndex('forum_reports_reporter_comment_unique')
      .on(t.reporterId, t.commentId)
      .where(sql`${t.commentId} is not null`),
    index('forum_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
  ],
)

/** The community page's upcoming virtual events; staff change them in the database. */
export const communityEvents = pgTable(
  'community_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Where it happens, as shown: 'Online (Zoom)'. */
    location: text('location').notNull(),
    /** The join or sign-up link, when there is one. */
    url: text('url'),
    /** Its title, description and place in Spanish, each optional (decision 079). */
    es: jsonb('es').$type<EventSpanish>(),
    published: boolean('published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('community_events_title_not_blank', sql`btrim(${t.title}) <> ''`),
    check('community_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('community_events_url_https', sql`${t.url} ~ '^https://'`),
    index('community_events_ends_at_idx').on(t.endsAt),
  ],
)

/** A member's "I'll be there" for a community event: one per member and event. */
export const eventRsvps = pgTable(
  'event_rsvps',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
)
