import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '~/lib/api-request'
import type { EmailSignup } from '../../../../core/schemas/email-signup'

export function subscribeNewsletter(email: string): Promise<unknown> {
  const body: EmailSignup = { email, source: 'newsletter' }
  return apiRequest('POST', '/api/email-signup', body)
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
