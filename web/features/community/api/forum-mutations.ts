import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LikeState } from '#core/schemas/forum'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { useQueuedMutation } from '~/lib/offline/queued-mutation'
import { removeCachedPost, updateCachedPost } from './forum-posts'
import {
  addForumComment,
  createForumPost,
  type ForumTarget,
  forumItem,
  setCachedLike,
  setForumLike,
} from './forum-queue'

export type LikeTarget = ForumTarget

/** The failure's toast; its title a message, said as the toast shows. */
function failed(title: () => string) {
  return (error: unknown) =>
    toaster.create({ type: 'error', title: title(), description: errorMessage(error) })
}

/** A new post, sent now or, offline, once back online (`waiting` counts those saved). */
export function useCreatePost() {
  return useQueuedMutation(createForumPost)
}

export function useAddComment() {
  return useQueuedMutation(addForumComment)
}

/**
 * Like or unlike: the count moves at once and settles on the server's `{ likeCount, likedByMe }`
 * (PUT / DELETE …/like, idempotent), now or once back online; a refusal puts it back.
 */
export function useToggleLike() {
  const like = useQueuedMutation(setForumLike)
  return {
    toggle(target: LikeTarget, before: LikeState) {
      const next = !before.likedByMe
      setCachedLike(target, {
        likedByMe: next,
        likeCount: Math.max(0, before.likeCount + (next ? 1 : -1)),
      })
      like.send({ target, like: next, before })
    },
  }
}

export function useDeleteItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (target: LikeTarget) => {
      const { endpoint, param } = forumItem(target)
      return send(endpoint.$delete({ param }))
    },
    onSuccess: (_, target) => {
      if (target.kind === 'post') removeCachedPost(queryClient, target.id)
      else
        updateCachedPost(queryClient, target.postId, (post) => ({
          ...post,
          comments: post.comments.filter((comment) => comment.id !== target.id),
          commentCount: Math.max(0, post.commentCount - 1),
        }))
      toaster.create({
        type: 'success',
        title: target.kind === 'post' ? m.community_post_deleted() : m.community_comment_deleted(),
      })
    },
    onError: failed(m.community_delete_failed),
  })
}

export function useReport() {
  return useMutation({
    mutationFn: (target: LikeTarget) => {
      const { endpoint, param } = forumItem(target)
      return send(endpoint.report.$post({ param, json: {} }))
    },
    onSuccess: (answer) =>
      toaster.create({
        type: 'success',
        title: m.community_reported(),
        description: answer.message,
      }),
    onError: failed(m.community_report_failed),
  })
}
