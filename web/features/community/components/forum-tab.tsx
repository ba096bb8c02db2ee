import { useInfiniteQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { PostListQuerySchema } from '#core/schemas/forum'
import { m } from '#i18n/messages'
import { LoadError } from '~/components/blocks/load-error'
import { QueuedNotice } from '~/components/offline/queued-notice'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap4, stackGap6 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { useWaitingCount } from '~/lib/offline/queued-mutation'
import { useSchemaForm } from '~/lib/use-schema-form'
import { forumPostsQueryOptions, forumSearchQueryOptions } from '../api/forum-posts'
import { addForumComment, createForumPost, setForumLike } from '../api/forum-queue'
import type { SharedIntoApp } from '../community-search'
import { NewPostForm } from './new-post-form'
import { PostCard } from './post-card'

/** The Discussion Forum tab: a new post first, then every post, newest first, a page at a time. */
/** One line for every forum write saved offline: "Your posts, comments and likes will be sent…" */
function ForumQueue() {
  const waiting =
    useWaitingCount(createForumPost) +
    useWaitingCount(addForumComment) +
    useWaitingCount(setForumLike)
  return <QueuedNotice waiting={waiting} what={m.community_forum_queue()} />
}

/** Searches titles and content; the words go to the URL (`?tab=forum&q=`). */
function ForumSearch({
  search,
  onSearch,
}: {
  search: string | undefined
  onSearch: (search: string) => void
}) {
  // Checked as the API checks a search (at most 100 characters).
  const form = useSchemaForm(PostListQuerySchema, { q: search ?? '' })
  const [shown, setShown] = useState(search)
  // Back, forward or a link changed the search: show its words. (Adjusted here rather than by
  // a `key`, which would remount the form and drop the focus of someone who just searched.)
  if (shown !== search) {
    setShown(search)
    form.reset({ q: search ?? '' })
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.validate()) onSearch(form.values.q.trim())
  }
  return (
    <search>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={submit}
        className={css({ display: 'flex', gap: '3', alignItems: 'end', flexWrap: 'wrap' })}
      >
        <div className={css({ flex: '1', minW: '48' })}>
          <TextField
            label={m.community_search_forum()}
            type="search"
            maxLength={100}
            error={form.errors.q}
            {...form.register('q')}
          />
        </div>
        <Button type="submit" variant="outline">
          {m.community_search()}
        </Button>
      </form>
    </search>
  )
}

export function ForumTab({
  search,
  onSearch,
  shared,
  onSharedTaken,
}: {
  search?: string | undefined
  onSearch: (search: string) => void
  shared?: SharedIntoApp | undefined
  onSharedTaken?: (() => void) | undefined
}) {
  const posts = useInfiniteQuery(search ? forumSearchQueryOptions(search) : forumPostsQueryOptions)
  const all = posts.data?.pages.flatMap((page) => page.posts) ?? []
  return (
    <div className={stackGap6}>
      <NewPostForm shared={shared} onSharedTaken={onSharedTaken} />
      <ForumQueue />
      <ForumSearch search={search} onSearch={onSearch} />
      {search && !posts.isPending && !posts.isError && (
        <p role="status" className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
          <span>
            {all.length === 0
              ? m.community_no_match({ search })
              : posts.hasNextPage
                ? m.community_matching({ search })
                : m.community_matching_count({ search, count: all.length })}
          </span>
          <Button size="sm" variant="link" onClick={() => onSearch('')}>
            {m.community_show_all()}
          </Button>
        </p>
      )}
      {posts.isPending ? (
        <div aria-busy="true" className={stackGap4}>
          <Skeleton className={css({ h: '40' })} />
          <Skeleton className={css({ h: '40' })} />
        </div>
      ) : posts.isError ? (
        <LoadError
          what={m.community_forum_what()}
          error={posts.error}
          onRetry={() => void posts.refetch()}
        />
      ) : all.length === 0 ? (
        search ? null : (
          <p>{m.community_no_posts()}</p>
        )
      ) : (
        <ul aria-label={m.community_forum_posts()} className={stackGap4}>
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
          {posts.isFetchingNextPage ? m.community_loading() : m.community_show_more()}
        </Button>
      )}
    </div>
  )
}
