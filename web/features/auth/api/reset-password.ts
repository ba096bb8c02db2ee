import { useMutation } from '@tanstack/react-query'
import type { PasswordResetConfirmInput } from '#core/schemas/auth'
import { apiRequest } from '~/lib/api-request'

/** Sets the new password with the e-mailed token (single use; every session is revoked). */
export function resetPassword(reset: PasswordResetConfirmInput): Promise<void> {
  return apiRequest<void>('POST', '/api/password-reset/confirm', reset)
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
