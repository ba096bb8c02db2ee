import { useMutation } from '@tanstack/react-query'
import type { PasswordResetConfirmInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'

/** Sets the new password with the e-mailed token (single use; every session is revoked). */
export function resetPassword(reset: PasswordResetConfirmInput): Promise<void> {
  return send(api['password-reset'].confirm.$post({ json: reset }))
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
