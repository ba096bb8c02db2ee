import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { forumAuthor } from '#core/forum-author'
import {
  type ForumComment,
  type ForumPost,
  type ForumPostPage,
  forumCommentsPreview,
} from '#core/schemas/forum'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import {
  forumCommentLikes,
  forumComments,
  forumPostLikes,
  forumPosts,
} from '../../db/schema/community'
import { encodeCursor, type ForumCursor } from './forum-cursor'
import { liveCommentWhere } from './forum-writes'

/** Who is asking, and how long an account counts as new (for `authorIsNew`). */
export interface ForumViewer {
  userId: number
  newAccountHours: number
}

/** Written while its author's account was younger than the new-account window. */
function writtenWhileNew(createdAt: SQL | PgColumn, hours: number) {
  return sql<boolean>`${createdAt} < ${users.createdAt} + make_interval(hours => ${hours}::int)`
}

function postColumns(viewer: ForumViewer) {
  return {
    id: forumPosts.id,
    title: forumPosts.title,
    content: forumPosts.content,
    clientId: forumPosts.clientId,
    createdAt: forumPosts.createdAt,
    // The exact time, microseconds included, for the page cursor.
    cursorAt: sql<string>`to_char(${forumPosts.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    authorId: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    username: users.username,
    erased: sql<boolean>`${users.erasedAt} is not null`,
    authorIsNew: writtenWhileNew(forumPosts.createdAt, viewer.newAccountHours),
    likeCount: sql<number>`(select count(*)::int from ${forumPostLikes}
      where ${forumPostLikes.postId} = ${forumPosts.id})`,
    likedByMe: sql<boolean>`exists (select 1 from ${forumPostLikes}
      where ${forumPostLikes.postId} = ${forumPosts.id} and ${forumPostLikes.userId} = ${viewer.userId}::int)`,
    commentCount: sql<number>`(select count(*)::int from ${forumComments}
      where ${forumComments.postId} = ${forumPosts.id} and ${forumComments.deletedAt} is null)`,
  }
}

type PostRow = Awaited<ReturnType<typeof selectPosts>>[number]

function selectPosts(db: Database, viewer: ForumViewer, where: SQL | undefined, limit: number) {
  return db
    .select(postColumns(viewer))
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(isNull(forumPosts.deletedAt), where))
    .orderBy(desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit)
}

/**
 * Live comments matching `where`, oldest first; with `newest`, only that many of the latest per
 * post. Callers ask only about live posts, so a deleted post's comments never show.
 */
async function selectComments(
  db: Database,
  viewer: ForumViewer,
  where: SQL,
  newest?: number,
): Promise<ForumComment[]> {
  const ranked = db
    .select({
      id: forumComments.id,
      postId: forumComments.postId,
      content: forumComments.content,
      clientId: forumComments.clientId,
      createdAt: forumComments.createdAt,
      // Aliased: users.id would clash with forum_comments.id inside the subquery.
      authorId: sql<number>`${users.id}`.as('author_id'),
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      erased: sql<boolean>`${users.erasedAt} is not null`.as('author_erased'),
      authorIsNew: writtenWhileNew(forumComments.createdAt, viewer.newAccountHours).as(
        'author_is_new',
      ),
      likeCount: sql<number>`(select count(*)::int from ${forumCommentLikes}
        where ${forumCommentLikes.commentId} = ${forumComments.id})`.as('like_count'),
      likedByMe: sql<boolean>`exists (select 1 from ${forumCommentLikes}
        where ${forumCommentLikes.commentId} = ${forumComments.id}
        and ${forumCommentLikes.userId} = ${viewer.userId}::int)`.as('liked_by_me'),
      rank: sql<number>`row_number() over (
        partition by ${forumComments.postId}
        order by ${forumComments.createdAt} desc, ${forumComments.id} desc)`.as('rank'),
    })
    .from(forumComments)
    .innerJoin(users, eq(users.id, forumComments.authorId))
    .where(and(where, isNull(forumComments.deletedAt)))
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(newest === undefined ? undefined : sql`${ranked.rank} <= ${newest}::int`)
    .orderBy(asc(ranked.createdAt), asc(ranked.id))
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    content: row.content,
    author: forumAuthor(row),
    authorIsNew: row.authorIsNew,
    createdAt: new Date(row.createdAt).toISOString(),
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    mine: row.authorId === viewer.userId,
    clientId: row.clientId,
  }))
}

function toPost(row: PostRow, comments: ForumComment[], viewer: ForumViewer): ForumPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: forumAuthor(row),
    authorIsNew: row.authorIsNew,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    likedByMe: row.likedByMe,
    commentCount: row.commentCount,
    comments: comments.filter((comment) => comment.postId === row.id),
    mine: row.authorId === viewer.userId,
    clientId: row.clientId,
  }
}

/** One page of live posts, newest first, each with its newest comments. */
export async function listPosts(
  db: Database,
  viewer: ForumViewer,
  page: { limit: number; cursor: ForumCursor | null; search?: string | undefined },
): Promise<ForumPostPage> {
  const after = page.cursor
    ? sql`(${forumPosts.createdAt}, ${forumPosts.id}) < (${page.cursor.at}::timestamptz, ${page.cursor.id}::int)`
    : undefined
  const rows = await selectPosts(
    db,
    viewer,
    and(after, page.search ? matchesSearch(page.search) : undefined),
    page.limit + 1,
  )
  const pageRows = rows.slice(0, page.limit)
  const postIds = pageRows.map((row) => row.id)
  const comments =
    postIds.length === 0
      ? []
      : await selectComments(
          db,
          viewer,
          inArray(forumComments.postId, postIds),
          forumCommentsPreview,
        )
  const last = pageRows.at(-1)
  return {
    posts: pageRows.map((row) => toPost(row, comments, viewer)),
    nextCursor:
      rows.length > page.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  }
}

/**
 * Posts whose title or content has every word of `search` (websearch syntax: "quoted phrases",
 * -excluded words, or), English stemming so "puzzles" finds "puzzle". The same expression as
 * the forum_posts_search_idx GIN index (migration 0028), so the index serves it.
 */
function matchesSearch(search: string) {
  return sql`to_tsvector('english', ${forumPosts.title} || ' ' || ${forumPosts.content})
    @@ websearch_to_tsquery('english', ${search})`
}

/** A live post with every live comment, or undefined when it is missing or deleted. */
export async function getPost(
  db: Database,
  viewer: ForumViewer,
  postId: number,
): Promise<ForumPost | undefined> {
  const [row] = await selectPosts(db, viewer, eq(forumPosts.id, postId), 1)
  if (!row) return undefined
  return toPost(row, await selectComments(db, viewer, eq(forumComments.postId, row.id)), viewer)
}

/** A live comment on a live post, or undefined. */
export async function getComment(
  db: Database,
  viewer: ForumViewer,
  commentId: number,
): Promise<ForumComment | undefined> {
  const [target] = await db
    .select({ postId: forumComments.postId })
    .from(forumComments)
    .innerJoin(forumPosts, eq(forumPosts.id, forumComments.postId))
    .where(liveCommentWhere(commentId))
  if (!target) return undefined
  const [comment] = await selectComments(db, viewer, eq(forumComments.id, commentId))
  return comment
}
