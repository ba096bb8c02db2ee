import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountDeletionConfirmInput } from '#core/schemas/privacy'
import { api, send } from '~/lib/api-client'
import { getSessionUser, setSessionUser } from '~/lib/session'

/** E-mails the link that confirms deleting the account (202), or says what must end first (409). */
export function requestAccountDeletion() {
  return send(api.account.deletion.$post())
}

export function useRequestAccountDeletion() {
  return useMutation({ mutationFn: requestAccountDeletion })
}

/** Deletes the account the e-mailed link belongs to; every session of it ends. */
export function confirmAccountDeletion(input: AccountDeletionConfirmInput): Promise<void> {
  return send(api['account-deletion'].confirm.$post({ json: input }))
}

export function useConfirmAccountDeletion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmAccountDeletion,
    // Asked again rather than assumed: the link may have been opened where someone else is
    // signed in, who stays signed in; the deleted account's session is gone.
    onSuccess: async () => setSessionUser(queryClient, await getSessionUser().catch(() => null)),
  })
}
