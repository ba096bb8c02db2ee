import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toaster } from '~/components/ui/toaster'
import { type Answer, api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

/** An e-mail the site sent, is sending or could not send (docs/decisions/011). */
export type OutboxMessage = Answer<Awaited<ReturnType<typeof fetchOutbox>>>[number]

const fetchOutbox = (signal?: AbortSignal) => api.admin.outbox.$get(undefined, { init: { signal } })

export function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return send(fetchOutbox(signal))
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['admin', 'outbox'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => getOutbox(signal),
  // A reset link requested a moment ago should be there when staff look.
  staleTime: 0,
})

export function useOutbox() {
  return useQuery(outboxQueryOptions)
}

/** Puts a failed message back in the queue; the list shows it queued again. */
export function useResendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      send(api.admin.outbox[':id'].resend.$post({ param: { id: String(id) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: outboxQueryOptions.queryKey })
      toaster.create({ type: 'success', title: 'Message queued to send again' })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not resend',
        description: errorMessage(error),
      }),
  })
}
