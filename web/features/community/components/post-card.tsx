import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import type { ForumPost } from '#core/schemas/forum'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { selfStart, stackGap3, stackGap4 } from '~/components/ui/stack'
import { headingH3 } from '~/components/ui/typography'
import { api, send } from '~/lib/api-client'
import { updateCachedPost } from '../api/forum-posts'
import { ForumText } from '../forum-text'
import { AuthorLine } from './author-line'
import { CommentForm } from './comment-form'
import { ItemActions } from './item-actions'

/** Loads the older comments a list leaves out (GET /api/forum/posts/:id has them all). */
function ShowAllComments({ postId, hidden }: { postId: number; hidden: number }) {
  const queryClient = useQueryClient()
  const load = useMutation({
    mutationFn: () => send(api.forum.posts[':id'].$get({ param: { id: String(postId) } })),
    onSuccess: (full) => updateCachedPost(queryClient, postId, () => full),
  })
  return (
    <Button size="sm" variant="link" disabled={load.isPending} onClick={() => load.mutate()}>
      {load.isPending ? m.community_loading() : m.community_show_earlier({ count: hidden })}
    </Button>
  )
}

/** The comment box stays closed behind a "Comment" button until the member opens it. */
function AddComment({ postId, postTitle }: { postId: number; postTitle: string }) {
  const [open, setOpen] = useState(false)
  if (open) return <CommentForm postId={postId} postTitle={postTitle} autoFocus />
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={m.community_comment_on({ title: postTitle })}
      className={selfStart}
      onClick={() => setOpen(true)}
    >
      {m.community_comment()}
    </Button>
  )
}

/** One forum post with its comments, like, report and delete actions and a comment form. */
export function PostCard({ post }: { post: ForumPost }) {
  const titleId = useId()
  const hidden = post.commentCount - post.comments.length
  return (
    <article aria-labelledby={titleId} className={cx(panel({ size: 'md' }), stackGap4)}>
      <AuthorLine author={post.author} createdAt={post.createdAt} />
      <h3 id={titleId} className={headingH3}>
        {post.title}
      </h3>
      <ForumText text={post.content} linkify={!post.authorIsNew} />
      <ItemActions
        target={{ kind: 'post', id: post.id, postId: post.id }}
        label={m.community_post_label({ title: post.title })}
        likeCount={post.likeCount}
        likedByMe={post.likedByMe}
        mine={post.mine}
      />
      <section
        aria-label={m.community_comments_on({ title: post.title })}
        className={css({ display: 'grid', gap: '3', borderTopWidth: '1px', pt: '4' })}
      >
        <p className={css({ fontWeight: '700', fontSize: 'sm' })}>
          {m.community_comment_count({ count: post.commentCount })}
        </p>
        {hidden > 0 && <ShowAllComments postId={post.id} hidden={hidden} />}
        {post.comments.length > 0 && (
          <ul className={stackGap3}>
            {post.comments.map((comment) => (
              <li
                key={comment.id}
                className={css({
                  display: 'grid',
                  gap: '2',
                  pl: { md: '4' },
                  borderLeftWidth: { md: '2px' },
                  borderColor: 'border',
                })}
              >
                <AuthorLine author={comment.author} createdAt={comment.createdAt} small />
                <ForumText text={comment.content} linkify={!comment.authorIsNew} />
                <ItemActions
                  target={{ kind: 'comment', id: comment.id, postId: post.id }}
                  label={m.community_comment_label({ name: comment.author.displayName })}
                  likeCount={comment.likeCount}
                  likedByMe={comment.likedByMe}
                  mine={comment.mine}
                />
              </li>
            ))}
          </ul>
        )}
        <AddComment postId={post.id} postTitle={post.title} />
      </section>
    </article>
  )
}
