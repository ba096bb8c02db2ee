import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { setSessionUser } from '~/lib/session'

/** Deletes every session of the user, this one included, and clears the cookie. */
export function signOutEverywhere(): Promise<void> {
  return send(api.account['sign-out-everywhere'].$post())
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => setSessionUser(queryClient, null),
  })
}
