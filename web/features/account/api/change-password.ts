import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordInput } from '#core/schemas/auth'
import { api, send } from '~/lib/api-client'

/** The current session stays; the API revokes every other session of the user. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return send(api.account.password.$put({ json: input }))
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
