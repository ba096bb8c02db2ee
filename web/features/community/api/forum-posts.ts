import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query'
import type { ForumPost, ForumPostPage } from '#core/schemas/forum'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

export const forumPostsQueryKey = ['forum', 'posts'] as const

/**
 * GET /api/forum/posts (with `search`, ?q=), a page at a time, newest first ("Show more posts"
 * asks for the next).
 */
function postPages(queryKey: readonly string[], search?: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      send(
        api.forum.posts.$get(
          {
            query: {
              ...(search ? { q: search } : {}),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { init: { signal } },
        ),
      ),
    initialPageParam: '',
    getNextPageParam: (page: ForumPostPage) => page.nextCursor ?? undefined,
    meta: userScopedQuery,
    staleTime: 30_000,
  })
}

export const forumPostsQueryOptions = postPages(forumPostsQueryKey)

/**
 * The posts matching a search. Under the list's key, so a like or a comment updates a found
 * post too, and whatever refreshes the list refreshes searches.
 */
export const forumSearchQueryOptions = (search: string) =>
  postPages([...forumPostsQueryKey, 'search', search], search)

type PostPages = InfiniteData<ForumPostPage, string>

/** Applies `change` to every cached post (the one with `id`), e.g. a new like count. */
export function updateCachedPost(
  queryClient: QueryClient,
  id: number,
  change: (post: ForumPost) => ForumPost,
) {
  queryClient.setQueriesData<PostPages>({ queryKey: forumPostsQueryKey }, (data) =>
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
  queryClient.setQueriesData<PostPages>({ queryKey: forumPostsQueryKey }, (data) =>
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
