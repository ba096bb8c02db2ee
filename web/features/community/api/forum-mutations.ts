import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toaster } from '~/components/ui/toaster'
import { apiRequest, errorMessage } from '~/lib/api-request'
import type {
  ForumComment,
  ForumPost,
  LikeState,
  NewCommentInput,
  NewPostInput,
} from '../../../../core/schemas/forum'
import { forumToasts } from '../../../../core/schemas/forum'
import { prependCachedPost, removeCachedPost, updateCachedPost } from './forum-posts'

export type LikeTarget = { kind: 'post' | 'comment'; id: number; postId: number }

const base = (target: LikeTarget) =>
  target.kind === 'post' ? `/api/forum/posts/${target.id}` : `/api/forum/comments/${target.id}`

function failed(title: string) {
  return (error: unknown) =>
    toaster.create({ type: 'error', title, description: errorMessage(error) })
}

/** POST /api/forum/posts; `clientId` makes a resend return the same post (docs/decisions/021). */
export function useCreatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewPostInput) => apiRequest<ForumPost>('POST', '/api/forum/posts', input),
    onSuccess: (post) => {
      prependCachedPost(queryClient, post)
      toaster.create({ type: 'success', ...forumToasts.postCreated })
    },
    onError: failed('Could not create your post'),
  })
}

export function useAddComment(postId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewCommentInput) =>
      apiRequest<ForumComment>('POST', `/api/forum/posts/${postId}/comments`, input),
    onSuccess: (comment) => {
      updateCachedPost(queryClient, postId, (post) =>
        post.comments.some((existing) => existing.id === comment.id)
          ? post
          : { ...post, comments: [...post.comments, comment], commentCount: post.commentCount + 1 },
      )
      toaster.create({ type: 'success', ...forumToasts.commentAdded })
    },
    onError: failed('Could not add your comment'),
  })
}

function applyLike(post: ForumPost, target: LikeTarget, state: LikeState): ForumPost {
  if (target.kind === 'post') return { ...post, ...state }
  return {
    ...post,
    comments: post.comments.map((comment) =>
      comment.id === target.id ? { ...comment, ...state } : comment,
    ),
  }
}

function likeStateOf(post: ForumPost, target: LikeTarget): LikeState {
  const item = target.kind === 'post' ? post : post.comments.find((c) => c.id === target.id)
  return { likeCount: item?.likeCount ?? 0, likedByMe: item?.likedByMe ?? false }
}

/**
 * Like or unlike (PUT / DELETE …/like, idempotent): the count moves at once and settles on the
 * server's answer; a failure puts it back.
 */
export function useToggleLike() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ target, like }: { target: LikeTarget; like: boolean }) =>
      apiRequest<LikeState>(like ? 'PUT' : 'DELETE', `${base(target)}/like`),
    onMutate: ({ target, like }) => {
      let before: LikeState | undefined
      updateCachedPost(queryClient, target.postId, (post) => {
        before = likeStateOf(post, target)
        if (before.likedByMe === like) return post
        return applyLike(post, target, {
          likedByMe: like,
          likeCount: before.likeCount + (like ? 1 : -1),
        })
      })
      return { before }
    },
    onSuccess: (state, { target }) =>
      updateCachedPost(queryClient, target.postId, (post) => applyLike(post, target, state)),
    onError: (error, { target }, context) => {
      if (context?.before) {
        const before = context.before
        updateCachedPost(queryClient, target.postId, (post) => applyLike(post, target, before))
      }
      failed('Could not update the like')(error)
    },
  })
}

export function useDeleteItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (target: LikeTarget) => apiRequest<void>('DELETE', base(target)),
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
        title: target.kind === 'post' ? 'Post deleted' : 'Comment deleted',
      })
    },
    onError: failed('Could not delete it'),
  })
}

export function useReport() {
  return useMutation({
    mutationFn: (target: LikeTarget) =>
      apiRequest<{ message: string }>('POST', `${base(target)}/report`, {}),
    onSuccess: (answer) =>
      toaster.create({ type: 'success', title: 'Reported', description: answer.message }),
    onError: failed('Could not send your report'),
  })
}
