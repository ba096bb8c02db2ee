import { useMutation } from '@tanstack/react-query'
import type { PrivacyRequestInput } from '#core/schemas/privacy'
import { api, send } from '~/lib/api-client'

/** Asks for a copy or a deletion; the answer is the same whether or not anything is held. */
export function askPrivacyRequest(input: PrivacyRequestInput) {
  return send(api['privacy-requests'].$post({ json: input }))
}

export function useAskPrivacyRequest() {
  return useMutation({ mutationFn: askPrivacyRequest })
}

/** Confirms the request the e-mailed link belongs to; answers the day staff answer by. */
export function confirmPrivacyRequest(token: string) {
  return send(api['privacy-requests'].confirm.$post({ json: { token } }))
}

export function useConfirmPrivacyRequest() {
  return useMutation({ mutationFn: confirmPrivacyRequest })
}
