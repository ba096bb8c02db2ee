import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordInput } from '#core/schemas/auth'
import { apiRequest } from '~/lib/api-request'

/** The current session stays; the API revokes every other session of the user. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiRequest<void>('PUT', '/api/account/password', input)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
