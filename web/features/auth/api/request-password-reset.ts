import { useMutation } from '@tanstack/react-query'
import type { PasswordResetRequestInput } from '#core/schemas/auth'
import { apiRequest } from '~/lib/api-request'

/** Always 202 with the same message, whether or not an account uses the address. */
export function requestPasswordReset(request: PasswordResetRequestInput) {
  return apiRequest<{ message: string }>('POST', '/api/password-reset', request)
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
