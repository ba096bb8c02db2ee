import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-request'
import { setSessionUser } from '~/lib/session'

/** Deletes every session of the user, this one included, and clears the cookie. */
export function signOutEverywhere(): Promise<void> {
  return apiRequest<void>('POST', '/api/account/sign-out-everywhere')
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => setSessionUser(queryClient, null),
  })
}
