import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

/** GET /api/events: upcoming virtual events, soonest first (members only). */
export const eventsQueryOptions = queryOptions({
  queryKey: ['events'] as const,
  queryFn: ({ signal }) => send(api.events.$get(undefined, { init: { signal } })),
  meta: userScopedQuery,
  staleTime: 10 * 60_000,
})

/** PUT or DELETE /api/events/:id/rsvp; the list takes the event's new count from the answer. */
export function useRsvp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, going }: { id: number; going: boolean }) => {
      const endpoint = api.events[':id'].rsvp
      const param = { id: String(id) }
      return send(going ? endpoint.$put({ param }) : endpoint.$delete({ param }))
    },
    onSuccess: (state, { id }) => {
      queryClient.setQueryData(eventsQueryOptions.queryKey, (events) =>
        events?.map((event) => (event.id === id ? { ...event, ...state } : event)),
      )
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: m.community_rsvp_failed(),
        description: errorMessage(error),
      }),
  })
}
