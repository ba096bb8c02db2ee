import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toaster } from '~/components/ui/toaster'
import { type Answer, api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

const fetchWebhookSetup = (refresh: boolean, signal?: AbortSignal) =>
  api.admin['stripe-webhook'].$get({ query: refresh ? { refresh: '1' } : {} }, { init: { signal } })

/** Whether Stripe's endpoint sends the site every event it handles (decision 051). */
export type WebhookSetup = Answer<Awaited<ReturnType<typeof fetchWebhookSetup>>>
export type HandledEvent = WebhookSetup['events'][number]

export const webhookSetupQueryOptions = queryOptions({
  queryKey: ['admin', 'stripe-webhook'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => send(fetchWebhookSetup(false, signal)),
  // The server keeps Stripe's answer for a minute; "Check again" asks at once.
  staleTime: 60_000,
})

export function useWebhookSetup() {
  return useQuery(webhookSetupQueryOptions)
}

/** Asks Stripe again (staff just changed the endpoint); the panel shows the new answer. */
export function useCheckWebhookAgain() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => send(fetchWebhookSetup(true)),
    onSuccess: (setup) => queryClient.setQueryData(webhookSetupQueryOptions.queryKey, setup),
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not check the webhook',
        description: errorMessage(error),
      }),
  })
}
