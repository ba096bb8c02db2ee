import { and, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import type { NewComment, NewPost } from '#core/schemas/forum'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { forumComments, forumPosts, forumReports } from '../../db/schema/community'
import type { ForumSettings } from '../settings'
import { tellOfReply } from './forum-replies'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/** What a create answers: the row's id (new or replayed), or why nothing was written. */
export type CreateResult =
  | { ok: true; replayed: boolean; id: number }
  | { ok: false; reason: 'deleted' | 'post-missing' | 'client-id-reused' }
  | { ok: false; reason: 'limited'; retryAfter: number }

interface Writer {
  userId: number
  now: Date
  settings: ForumSettings
  /** Where links in a reply's e-mail point (the site's public origin). */
  origin: string
}

/** One author's writes one at a time, so the new-account count cannot be raced past. */
async function lockAuthor(tx: Transaction, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`forum:author:${userId}`}))`)
}

/**
 * Seconds until a new account may write again, or 0. Deleted rows count too, so deleting and
 * writing again does not get round the limit.
 */
async function newAccountWait(
  tx: Transaction,
  writer: Writer,
  table: typeof forumPosts | typeof forumComments,
  limit: number,
): Promise<number> {
  const [author] = await tx
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, writer.userId))
  const windowEnd = author!.createdAt.getTime() + writer.settings.newAccountHours * 3600_000
  if (writer.now.getTime() >= windowEnd) return 0
  const [written] = await tx
    .select({ n: count() })
    .from(table)
    .where(eq(table.authorId, writer.userId))
  if ((written?.n ?? 0) < limit) return 0
  return Math.max(1, Math.ceil((windowEnd - writer.now.getTime()) / 1000))
}

export async function createPost(db: Database, writer: Writer, input: NewPost) {
  return db.transaction(async (tx): Promise<CreateResult> => {
    await lockAuthor(tx, writer.userId)
    if (input.clientId) {
      const [existing] = await tx
        .select({ id: forumPosts.id, deletedAt: forumPosts.deletedAt })
        .from(forumPosts)
        .where(and(eq(forumPosts.authorId, writer.userId), eq(forumPosts.clientId, input.clientId)))
      if (existing) {
        return existing.deletedAt
          ? { ok: false, reason: 'deleted' }
          : { ok: true, replayed: true, id: existing.id }
      }
    }
    const wait = await newAccountWait(tx, writer, forumPosts, writer.settings.newAccountPosts)
    if (wait > 0) return { ok: false, reason: 'limited', retryAfter: wait }
    const [row] = await tx
      .insert(forumPosts)
      .values({
        authorId: writer.userId,
        title: input.title,
        content: input.content,
        clientId: input.clientId ?? null,
        createdAt: writer.now,
      })
      .returning({ id: forumPosts.id })
    return { ok: true, replayed: false, id: row!.id }
  })
}

/** Whether a post exists and is not deleted. */
export async function isLivePost(db: Database | Transaction, postId: number) {
  const [row] = await db
    .select({ id: forumPosts.id })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), isNull(forumPosts.deletedAt)))
  return row !== undefined
}

/** The comment, not deleted, on a post not deleted (with forumPosts joined on its post). */
export function liveCommentWhere(commentId: number) {
  return and(
    eq(forumComments.id, commentId),
    isNull(forumComments.deletedAt),
    isNull(forumPosts.deletedAt),
  )
}

/** Whether a comment exists, is not deleted, and neither is its post. */
export async function isLiveComment(db: Database | Transaction, commentId: number) {
  const [row] = await db
    .select({ id: forumComments.id })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(liveCommentWhere(commentId))
  return row !== undefined
}

export async function createComment(
  db: Database,
  writer: Writer,
  postId: number,
  input: NewComment,
) {
  return db.transaction(async (tx): Promise<CreateResult> => {
    await lockAuthor(tx, writer.userId)
    if (input.clientId) {
      const [existing] = await tx
        .select({ id: forumComments.id, postId: forumComments.postId })
        .from(forumComments)
        .where(
          and(
            eq(forumComments.authorId, writer.userId),
            eq(forumComments.clientId, input.clientId),
          ),
        )
      if (existing) {
        if (existing.postId !== postId) return { ok: false, reason: 'client-id-reused' }
        const live = await isLiveComment(tx, existing.id)
        return live
          ? { ok: true, replayed: true, id: existing.id }
          : { ok: false, reason: 'deleted' }
      }
    }
    if (!(await isLivePost(tx, postId))) return { ok: false, reason: 'post-missing' }
    const limit = writer.settings.newAccountComments
    const wait = await newAccountWait(tx, writer, forumComments, limit)
    if (wait > 0) return { ok: false, reason: 'limited', retryAfter: wait }
    const [row] = await tx
      .insert(forumComments)
      .values({
        postId,
        authorId: writer.userId,
        content: input.content,
        clientId: input.clientId ?? null,
        createdAt: writer.now,
      })
      .returning({ id: forumComments.id })
    await tellOfReply(
      tx,
      { id: row!.id, postId, authorId: writer.userId, content: input.content },
      writer.origin,
    )
    return { ok: true, replayed: false, id: row!.id }
  })
}

/** Who is deleting: authors delete their own items, forum moderators any item. */
export interface Actor {
  userId: number
  moderates: boolean
}

export type DeleteResult = 'deleted' | 'missing' | 'forbidden'

/**
 * Soft-deletes a post (its comments vanish with it) and closes the open reports on it and its
 * comments. Deleting an already deleted item again is fine for its author or an admin.
 */
export async function deletePost(db: Database, actor: Actor, postId: number, now: Date) {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const [post] = await tx
      .select({ authorId: forumPosts.authorId, deletedAt: forumPosts.deletedAt })
      .from(forumPosts)
      .where(eq(forumPosts.id, postId))
    if (!post) return 'missing'
    const allowed = actor.moderates || post.authorId === actor.userId
    if (!allowed) return post.deletedAt ? 'missing' : 'forbidden'
    if (post.deletedAt) return 'deleted'
    await tx
      .update(forumPosts)
      .set({ deletedAt: now, deletedBy: actor.userId })
      .where(eq(forumPosts.id, postId))
    const comments = tx
      .select({ id: forumComments.id })
      .from(forumComments)
      .where(eq(forumComments.postId, postId))
    await resolveReports(
      tx,
      or(eq(forumReports.postId, postId), inArray(forumReports.commentId, comments)),
      { actor, now, resolution: 'removed' },
    )
    return 'deleted'
  })
}

/** Soft-deletes a comment and closes its open reports. */
export async function deleteComment(db: Database, actor: Actor, commentId: number, now: Date) {
  return db.transaction(async (tx): Promise<DeleteResult> => {
    const [comment] = await tx
      .select({
        authorId: forumComments.authorId,
        deletedAt: forumComments.deletedAt,
        postDeletedAt: forumPosts.deletedAt,
      })
      .from(forumComments)
      .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
      .where(eq(forumComments.id, commentId))
    if (!comment) return 'missing'
    const gone = comment.deletedAt !== null || comment.postDeletedAt !== null
    const allowed = actor.moderates || comment.authorId === actor.userId
    if (!allowed) return gone ? 'missing' : 'forbidden'
    if (gone) return 'deleted'
    await tx
      .update(forumComments)
      .set({ deletedAt: now, deletedBy: actor.userId })
      .where(eq(forumComments.id, commentId))
    await resolveReports(tx, eq(forumReports.commentId, commentId), {
      actor,
      now,
      resolution: 'removed',
    })
    return 'deleted'
  })
}

/** Closes the open reports matching `where`. */
export async function resolveReports(
  tx: Database | Transaction,
  where: ReturnType<typeof eq> | undefined,
  how: { actor: Actor; now: Date; resolution: 'removed' | 'dismissed' },
) {
  await tx
    .update(forumReports)
    .set({ resolvedAt: how.now, resolvedBy: how.actor.userId, resolution: how.resolution })
    .where(and(where, isNull(forumReports.resolvedAt)))
}

/**
 * Erases posts and comments deleted more than `days` ago, with their likes and reports: a
 * member's deleted words are not kept for ever (docs/decisions/021).
 */
export async function purgeDeletedForumItems(db: Database, now: Date, days: number) {
  const before = new Date(now.getTime() - days * 24 * 3600 * 1000)
  await db.delete(forumComments).where(lt(forumComments.deletedAt, before))
  await db.delete(forumPosts).where(lt(forumPosts.deletedAt, before))
}
