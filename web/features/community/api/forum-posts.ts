import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { ForumPost, ForumPostPage } from '#core/schemas/forum'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

export const forumPostsQueryKey = ['forum', 'posts'] as const

/** GET /api/forum/posts, a page at a time, newest first ("Show more posts" asks for the next). */
export const forumPostsQueryOptions = infiniteQueryOptions({
  queryKey: forumPostsQueryKey,
  queryFn: ({ pageParam, signal }) =>
    send(
      api.forum.posts.$get({ query: pageParam ? { cursor: pageParam } : {} }, { init: { signal } }),
    ),
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
  meta: userScopedQuery,
  staleTime: 30_000,
})

type PostPages = InfiniteData<ForumPostPage, string>

/** Applies `change` to every cached post (the one with `id`), e.g. a new like count. */
export function updateCachedPost(
  queryClient: QueryClient,
  id: number,
  change: (post: ForumPost) => ForumPost,
) {
  queryClient.setQueryData<PostPages>(forumPostsQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === id ? change(post) : post)),
          })),
        }
      : data,
  )
}

/** Puts a new post first (once, even when the same post arrives twice). */
export function prependCachedPost(queryClient: QueryClient, post: ForumPost) {
  queryClient.setQueryData<PostPages>(forumPostsQueryKey, (data) => {
    if (!data) return data
    const pages = data.pages.map((page) => ({
      ...page,
      posts: page.posts.filter((existing) => existing.id !== post.id),
    }))
    const [first, ...rest] = pages
    return { ...data, pages: [{ ...first!, posts: [post, ...first!.posts] }, ...rest] }
  })
}

export function removeCachedPost(queryClient: QueryClient, id: number) {
  queryClient.setQueryData<PostPages>(forumPostsQueryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            posts: page.posts.filter((post) => post.id !== id),
          })),
        }
      : data,
  )
}
