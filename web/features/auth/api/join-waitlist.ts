import { useMutation } from '@tanstack/react-query'
import type { EmailSignup } from '#core/schemas/email-signup'
import { apiRequest } from '~/lib/api-request'

export type WaitlistSignup = Omit<EmailSignup, 'source'>

export function joinWaitlist(signup: WaitlistSignup): Promise<unknown> {
  const body: EmailSignup = { ...signup, source: 'waitlist' }
  return apiRequest('POST', '/api/email-signup', body)
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist })
}
