import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RegisterInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'
import { type SessionUser, setSessionUser } from '~/lib/session'

export function register(account: RegisterInput): Promise<SessionUser> {
  return send(api.register.$post({ json: account }))
}

/** Creates the account (the API signs it in), writes the session query, then `onSignedIn` (see useLogIn). */
export function useRegister(onSignedIn?: (user: SessionUser) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      setSessionUser(queryClient, user)
      onSignedIn?.(user)
    },
  })
}
