import { and, count, eq } from 'drizzle-orm'
import type { LikeState } from '#core/schemas/forum'
import type { Database } from '../../db/client'
import { forumCommentLikes, forumPostLikes } from '../../db/schema/community'
import { isLiveComment, isLivePost } from './forum-writes'

/**
 * Likes are a set per user (the primary key is item + user): liking twice is one like and
 * unliking what was never liked is fine, so a retried request changes nothing.
 * Undefined when the item is missing or deleted.
 */
export async function setPostLike(
  db: Database,
  userId: number,
  postId: number,
  liked: boolean,
): Promise<LikeState | undefined> {
  if (!(await isLivePost(db, postId))) return undefined
  const mine = and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.userId, userId))
  if (liked) await db.insert(forumPostLikes).values({ postId, userId }).onConflictDoNothing()
  else await db.delete(forumPostLikes).where(mine)
  const [row] = await db
    .select({ n: count() })
    .from(forumPostLikes)
    .where(eq(forumPostLikes.postId, postId))
  return { likeCount: row?.n ?? 0, likedByMe: liked }
}

export async function setCommentLike(
  db: Database,
  userId: number,
  commentId: number,
  liked: boolean,
): Promise<LikeState | undefined> {
  if (!(await isLiveComment(db, commentId))) return undefined
  const mine = and(eq(forumCommentLikes.commentId, commentId), eq(forumCommentLikes.userId, userId))
  if (liked) {
    await db.insert(forumCommentLikes).values({ commentId, userId }).onConflictDoNothing()
  } else {
    await db.delete(forumCommentLikes).where(mine)
  }
  const [row] = await db
    .select({ n: count() })
    .from(forumCommentLikes)
    .where(eq(forumCommentLikes.commentId, commentId))
  return { likeCount: row?.n ?? 0, likedByMe: liked }
}
