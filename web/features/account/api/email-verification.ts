import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { sessionQueryOptions } from '~/lib/session'

/** POST /api/email-verification/send: a new link to the signed-in user's address. */
export function useSendVerification() {
  return useMutation({
    mutationFn: () => send(api['email-verification'].send.$post()),
  })
}

/**
 * POST /api/email-verification: the e-mailed token. The session is read again afterwards — an
 * answer already on its way when the link was opened may predate the verification, so it is
 * cancelled — including when nothing observes it (the header reads the cache directly).
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => send(api['email-verification'].$post({ json: { token } })),
    onSuccess: async () => {
      const session = { queryKey: sessionQueryOptions.queryKey }
      await queryClient.cancelQueries(session)
      await queryClient.refetchQueries({ ...session, type: 'all' })
      void queryClient.invalidateQueries({ queryKey: ['account', 'donations'] })
    },
  })
}
