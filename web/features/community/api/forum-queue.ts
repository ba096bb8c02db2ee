import type { LikeState, NewCommentInput, NewPostInput } from '#core/schemas/forum'
import { forumToasts } from '#core/schemas/forum'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { defineQueuedMutation } from '~/lib/offline/queued-mutation'
import { queryClient } from '~/lib/query-client'
import { prependCachedPost, updateCachedPost } from './forum-posts'

// The forum's writes that may wait for the network (docs/decisions/022, 025): made offline they
// are saved and sent once back online, also after a reload. The queued key is the post's or
// comment's `clientId`, so a resend after a lost answer returns the same row; likes are PUT and
// DELETE, idempotent by nature. They belong to the signed-in member (`userScoped`).

export type ForumTarget = { kind: 'post' | 'comment'; id: number; postId: number }

/** The typed client's endpoint of a post or comment, and its id as the path parameter. */
export const forumItem = (target: ForumTarget) => ({
  endpoint: target.kind === 'post' ? api.forum.posts[':id'] : api.forum.comments[':id'],
  param: { id: String(target.id) },
})

/** The failure's toast; its title a message, said when the failure comes (never at import). */
function failed(title: () => string) {
  return (error: Error) =>
    toaster.create({ type: 'error', title: title(), description: errorMessage(error) })
}

export const createForumPost = defineQueuedMutation({
  name: 'forum-post',
  userScoped: true,
  send: (input: NewPostInput, key, request) =>
    send(api.forum.posts.$post({ json: { ...input, clientId: key } }, request)),
  onSent: (post) => {
    prependCachedPost(queryClient, post)
    toaster.create({ type: 'success', ...forumToasts.postCreated })
  },
  onFailed: failed(m.community_post_failed),
})

export const addForumComment = defineQueuedMutation({
  name: 'forum-comment',
  userScoped: true,
  send: ({ postId, ...input }: NewCommentInput & { postId: number }, key, request) =>
    send(
      api.forum.posts[':id'].comments.$post(
        { param: { id: String(postId) }, json: { ...input, clientId: key } },
        request,
      ),
    ),
  onSent: (comment) => {
    updateCachedPost(queryClient, comment.postId, (post) =>
      post.comments.some((existing) => existing.id === comment.id)
        ? post
        : { ...post, comments: [...post.comments, comment], commentCount: post.commentCount + 1 },
    )
    toaster.create({ type: 'success', ...forumToasts.commentAdded })
  },
  onFailed: failed(m.community_comment_failed),
})

/** Sets the like state of the post or comment in every cached page. */
export function setCachedLike(target: ForumTarget, state: LikeState) {
  updateCachedPost(queryClient, target.postId, (post) =>
    target.kind === 'post'
      ? { ...post, ...state }
      : {
          ...post,
          comments: post.comments.map((comment) =>
            comment.id === target.id ? { ...comment, ...state } : comment,
          ),
        },
  )
}

interface LikeInput {
  target: ForumTarget
  like: boolean
  /** What the screen showed before this toggle: put back if the server refuses it. */
  before: LikeState
}

export const setForumLike = defineQueuedMutation({
  name: 'forum-like',
  userScoped: true,
  serial: true,
  send: ({ target, like }: LikeInput, _key, request) => {
    const { endpoint, param } = forumItem(target)
    return send(
      like ? endpoint.like.$put({ param }, request) : endpoint.like.$delete({ param }, request),
    )
  },
  onSent: (state, { target }) => setCachedLike(target, state),
  onFailed: (error, { target, before }) => {
    setCachedLike(target, before)
    failed(m.community_like_failed)(error)
  },
})
