import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'
import { type SessionUser, setSessionUser } from '~/lib/session'

export function logIn(credentials: LoginInput): Promise<SessionUser> {
  return send(api.login.$post({ json: credentials }))
}

/** Signs in and writes the session query, so the header and guards update without a reload. */
export function useLogIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logIn,
    onSuccess: (user) => setSessionUser(queryClient, user),
  })
}
