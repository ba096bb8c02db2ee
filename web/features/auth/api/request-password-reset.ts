import { useMutation } from '@tanstack/react-query'
import type { PasswordResetRequestInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'

/** Always 202 with the same message, whether or not an account uses the address. */
export function requestPasswordReset(request: PasswordResetRequestInput) {
  return send(api['password-reset'].$post({ json: request }))
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
