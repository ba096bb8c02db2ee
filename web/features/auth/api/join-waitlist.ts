import { useMutation } from '@tanstack/react-query'
import type { EmailSignup } from '#core/schemas/email-signup'
import { api, send } from '~/lib/api-client'

export type WaitlistSignup = Omit<EmailSignup, 'source'>

export function joinWaitlist(signup: WaitlistSignup): Promise<unknown> {
  const body: EmailSignup = { ...signup, source: 'waitlist' }
  return send(api['email-signup'].$post({ json: body }))
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist })
}
