import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'
import { type SessionUser, setSessionUser } from '~/lib/session'

export function logIn(credentials: LoginInput): Promise<SessionUser> {
  return send(api.login.$post({ json: credentials }))
}

/**
 * Signs in and writes the session query, so the header and guards update without a reload;
 * then `onSignedIn`, here rather than in `mutate`'s options: the new session may unmount the
 * form that sent it (checkout's account step), and `mutate`'s callbacks skip an unmounted one.
 */
export function useLogIn(onSignedIn?: (user: SessionUser) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logIn,
    onSuccess: (user) => {
      setSessionUser(queryClient, user)
      onSignedIn?.(user)
    },
  })
}
