import { useMutation, useQuery } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'

/** POST /api/subscriptions/confirm: the e-mailed double opt-in token (decision 029). */
export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) => send(api.subscriptions.confirm.$post({ json: { token } })),
  })
}

/** Whom an unsubscribe link names, and whether it is still subscribed. */
export function useUnsubscribeTarget(token: string | undefined) {
  return useQuery({
    queryKey: ['subscriptions', 'unsubscribe', token] as const,
    queryFn: ({ signal }) =>
      send(api.subscriptions.unsubscribe.$get({ query: { token } }, { init: { signal } })),
    enabled: token !== undefined,
    retry: false,
  })
}

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => send(api.subscriptions.unsubscribe.$post({ query: { token } })),
  })
}
