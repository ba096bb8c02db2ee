import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-request'
import type { EmailSignup } from '../../../../core/schemas/email-signup'

export interface MailingListSignup {
  email: string
  firstName: string
  lastName: string
}

export function joinMailingList(signup: MailingListSignup): Promise<unknown> {
  const body: EmailSignup = { ...signup, source: 'mailing-list' }
  return apiRequest('POST', '/api/email-signup', body)
}

export function useJoinMailingList() {
  return useMutation({ mutationFn: joinMailingList })
}
