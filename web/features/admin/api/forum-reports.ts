import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReportedItem } from '#core/schemas/forum'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

export const forumReportsQueryOptions = queryOptions({
  queryKey: ['admin', 'forum-reports'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => send(api.admin.forum.reports.$get(undefined, { init: { signal } })),
  staleTime: 0,
})

export function useForumReports() {
  return useQuery(forumReportsQueryOptions)
}

type Decision = { item: ReportedItem; action: 'remove' | 'dismiss' }

/** Remove a reported post or comment (gone from every list), or dismiss its reports. */
export function useModerate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ item, action }: Decision) => {
      const endpoint =
        item.kind === 'post' ? api.admin.forum.posts[':id'] : api.admin.forum.comments[':id']
      const param = { id: String(item.id) }
      return action === 'remove'
        ? send(endpoint.$delete({ param }))
        : send(endpoint['dismiss-reports'].$post({ param }))
    },
    onSuccess: (_, { item, action }) => {
      queryClient.setQueryData<ReportedItem[]>(forumReportsQueryOptions.queryKey, (items) =>
        items?.filter((other) => !(other.kind === item.kind && other.id === item.id)),
      )
      void queryClient.invalidateQueries({ queryKey: ['forum'] })
      toaster.create({
        type: 'success',
        title: action === 'remove' ? `The ${item.kind} was removed` : 'Reports dismissed',
      })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Moderation failed',
        description: errorMessage(error),
      }),
  })
}
