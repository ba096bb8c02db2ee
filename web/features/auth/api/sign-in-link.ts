import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SignInLinkConfirmInput, SignInLinkRequestInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'
import { type SessionUser, setSessionUser } from '~/lib/session'

/** Always 202 with the same message, whether or not an account uses the address. */
export function requestSignInLink(request: SignInLinkRequestInput) {
  return send(api['sign-in-links'].$post({ json: request }))
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink })
}

/** Signs in with the e-mailed token (single use) and writes the session query. */
export function confirmSignInLink(confirm: SignInLinkConfirmInput): Promise<SessionUser> {
  return send(api['sign-in-links'].confirm.$post({ json: confirm }))
}

export function useConfirmSignInLink(onSignedIn: (user: SessionUser) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmSignInLink,
    onSuccess: (user) => {
      setSessionUser(queryClient, user)
      onSignedIn(user)
    },
  })
}
