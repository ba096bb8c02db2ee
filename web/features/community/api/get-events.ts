import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { contentLanguageQuery } from '~/lib/content-language'
import { userScopedQuery } from '~/lib/session'

/**
 * GET /api/events: upcoming virtual events, soonest first (members only), in the page's language
 * where staff wrote them (decision 079), each language cached under its own key.
 */
export function eventsQueryOptions() {
  return queryOptions({
    queryKey: ['events', getLocale()] as const,
    queryFn: ({ signal }) =>
      send(api.events.$get({ query: contentLanguageQuery() }, { init: { signal } })),
    meta: userScopedQuery,
    staleTime: 10 * 60_000,
  })
}

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
      queryClient.setQueryData(eventsQueryOptions().queryKey, (events) =>
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
