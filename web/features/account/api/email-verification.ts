import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-request'
import { sessionQueryOptions } from '~/lib/session'

/** POST /api/email-verification/send: a new link to the signed-in user's address. */
export function useSendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/email-verification/send'),
  })
}

/** POST /api/email-verification: the e-mailed token; the session then reads as verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<{ verified: true }>('POST', '/api/email-verification', { token }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey })
      void queryClient.invalidateQueries({ queryKey: ['account', 'donations'] })
    },
  })
}
