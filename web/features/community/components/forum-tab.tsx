import { useInfiniteQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { LoadError } from '~/components/blocks/load-error'
import { QueuedNotice } from '~/components/offline/queued-notice'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { useWaitingCount } from '~/lib/offline/queued-mutation'
import { forumPostsQueryOptions } from '../api/forum-posts'
import { addForumComment, createForumPost, setForumLike } from '../api/forum-queue'
import { NewPostForm } from './new-post-form'
import { PostCard } from './post-card'

/** The Discussion Forum tab: a new post first, then every post, newest first, a page at a time. */
/** One line for every forum write saved offline: "Your posts, comments and likes will be sent…" */
function ForumQueue() {
  const waiting =
    useWaitingCount(createForumPost) +
    useWaitingCount(addForumComment) +
    useWaitingCount(setForumLike)
  return <QueuedNotice waiting={waiting} what="Your posts, comments and likes" />
}

export function ForumTab() {
  const posts = useInfiniteQuery(forumPostsQueryOptions)
  const all = posts.data?.pages.flatMap((page) => page.posts) ?? []
  return (
    <div className={css({ display: 'grid', gap: '6' })}>
      <NewPostForm />
      <ForumQueue />
      {posts.isPending ? (
        <div aria-busy="true" className={css({ display: 'grid', gap: '4' })}>
          <Skeleton className={css({ h: '40' })} />
          <Skeleton className={css({ h: '40' })} />
        </div>
      ) : posts.isError ? (
        <LoadError what="the forum" error={posts.error} onRetry={() => void posts.refetch()} />
      ) : all.length === 0 ? (
        <p>No discussions yet. Start the first one!</p>
      ) : (
        <ul aria-label="Forum posts" className={css({ display: 'grid', gap: '4' })}>
          {all.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {posts.hasNextPage && (
        <Button
          variant="outline"
          disabled={posts.isFetchingNextPage}
          onClick={() => void posts.fetchNextPage()}
          className={css({ justifySelf: 'center' })}
        >
          {posts.isFetchingNextPage ? 'Loading...' : 'Show More Posts'}
        </Button>
      )}
    </div>
  )
}
