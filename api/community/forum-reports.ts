import { and, count, desc, eq, isNull, max, min, sql } from 'drizzle-orm'
import { forumAuthor } from '#core/forum-author'
import type { ReportedItem } from '#core/schemas/forum'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { forumComments, forumPosts, forumReports } from '../../db/schema/community'
import { type Actor, liveCommentWhere, resolveReports } from './forum-writes'

export type ReportTarget = { kind: 'post'; id: number } | { kind: 'comment'; id: number }

function targetColumn(target: ReportTarget) {
  return target.kind === 'post' ? forumReports.postId : forumReports.commentId
}

/** The author of a live item, or undefined when it is gone. */
async function liveAuthor(db: Database, target: ReportTarget) {
  const [row] =
    target.kind === 'post'
      ? await db
          .select({ authorId: forumPosts.authorId })
          .from(forumPosts)
          .where(and(eq(forumPosts.id, target.id), isNull(forumPosts.deletedAt)))
      : await db
          .select({ authorId: forumComments.authorId })
          .from(forumComments)
          .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
          .where(liveCommentWhere(target.id))
  return row?.authorId
}

/**
 * Records one member's report of a live item: 'created' the first time, 'exists' after that
 * (once per reporter and item, even after staff dismissed it), 'missing' when it is gone,
 * 'own' for the reporter's own words (which they can delete instead).
 */
export async function reportItem(
  db: Database,
  reporterId: number,
  target: ReportTarget,
  reason: string | undefined,
  now: Date,
): Promise<'created' | 'exists' | 'missing' | 'own'> {
  const authorId = await liveAuthor(db, target)
  if (authorId === undefined) return 'missing'
  if (authorId === reporterId) return 'own'
  const inserted = await db
    .insert(forumReports)
    .values({
      reporterId,
      postId: target.kind === 'post' ? target.id : null,
      commentId: target.kind === 'comment' ? target.id : null,
      reason: reason || null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: forumReports.id })
  return inserted.length > 0 ? 'created' : 'exists'
}

/** Closes an item's open reports without removing it; false when there is no such item. */
export async function dismissReports(db: Database, actor: Actor, target: ReportTarget, now: Date) {
  const table = target.kind === 'post' ? forumPosts : forumComments
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, target.id))
  if (!row) return false
  await resolveReports(db, eq(targetColumn(target), target.id), {
    actor,
    now,
    resolution: 'dismissed',
  })
  return true
}

const reportSummary = {
  reportCount: count(forumReports.id),
  reasons: sql<string[] | null>`array_agg(${forumReports.reason} order by ${forumReports.createdAt})
    filter (where ${forumReports.reason} is not null)`,
  firstReportedAt: min(forumReports.createdAt),
  lastReportedAt: max(forumReports.createdAt),
}

const authorColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
  erased: sql<boolean>`${users.erasedAt} is not null`,
}

/** The live posts and comments with open reports: most reported first, then longest waiting. */
export async function listReportedItems(db: Database): Promise<ReportedItem[]> {
  const open = isNull(forumReports.resolvedAt)
  const posts = await db
    .select({
      id: forumPosts.id,
      postId: forumPosts.id,
      postTitle: forumPosts.title,
      content: forumPosts.content,
      createdAt: forumPosts.createdAt,
      ...authorColumns,
      ...reportSummary,
    })
    .from(forumReports)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReports.postId))
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(open, isNull(forumPosts.deletedAt)))
    .groupBy(forumPosts.id, users.id)
    .orderBy(desc(count(forumReports.id)))
    .limit(200)
  const comments = await db
    .select({
      id: forumComments.id,
      postId: forumPosts.id,
      postTitle: forumPosts.title,
      content: forumComments.content,
      createdAt: forumComments.createdAt,
      ...authorColumns,
      ...reportSummary,
    })
    .from(forumReports)
    .innerJoin(forumComments, eq(forumComments.id, forumReports.commentId))
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .innerJoin(users, eq(users.id, forumComments.authorId))
    .where(and(open, isNull(forumComments.deletedAt), isNull(forumPosts.deletedAt)))
    .groupBy(forumComments.id, forumPosts.id, users.id)
    .orderBy(desc(count(forumReports.id)))
    .limit(200)
  const items = [
    ...posts.map((row) => toReportedItem('post', row)),
    ...comments.map((row) => toReportedItem('comment', row)),
  ]
  return items.sort(
    (a, b) => b.reportCount - a.reportCount || a.firstReportedAt.localeCompare(b.firstReportedAt),
  )
}

type SummaryRow = {
  id: number
  postId: number
  postTitle: string
  content: string
  createdAt: Date
  firstName: string
  lastName: string
  username: string
  erased: boolean
  reportCount: number
  reasons: string[] | null
  firstReportedAt: Date | null
  lastReportedAt: Date | null
}

function toReportedItem(kind: ReportedItem['kind'], row: SummaryRow): ReportedItem {
  return {
    kind,
    id: row.id,
    postId: row.postId,
    postTitle: row.postTitle,
    content: row.content,
    author: forumAuthor(row),
    createdAt: row.createdAt.toISOString(),
    reportCount: row.reportCount,
    reasons: row.reasons ?? [],
    firstReportedAt: row.firstReportedAt!.toISOString(),
    lastReportedAt: row.lastReportedAt!.toISOString(),
  }
}
