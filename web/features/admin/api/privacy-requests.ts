import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

export const privacyRequestsQueryOptions = queryOptions({
  queryKey: ['admin', 'privacy-requests'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) =>
    send(api.admin['privacy-requests'].$get(undefined, { init: { signal } })),
  staleTime: 0,
})

export function usePrivacyRequests() {
  return useQuery(privacyRequestsQueryOptions)
}

export type PrivacyRequestRow = Awaited<
  ReturnType<NonNullable<typeof privacyRequestsQueryOptions.queryFn>>
>[number]

/** Completes a request: a copy e-mailed, or what is held under the address erased. */
export function useCompletePrivacyRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: PrivacyRequestRow) =>
      send(
        api.admin['privacy-requests'][':id'].complete.$post({ param: { id: String(request.id) } }),
      ),
    onSuccess: (_, request) => {
      toaster.create({
        type: 'success',
        title:
          request.kind === 'copy'
            ? `A copy was sent to ${request.email}`
            : `What was held under ${request.email} was erased`,
      })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'The request could not be completed',
        description: errorMessage(error),
      }),
    // Asked again either way: a 409 means another owner completed it a moment ago.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: privacyRequestsQueryOptions.queryKey }),
  })
}
