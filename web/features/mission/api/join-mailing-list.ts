import type { EmailSignup } from '#core/schemas/email-signup'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { defineQueuedMutation, useQueuedMutation } from '~/lib/offline/queued-mutation'

export interface MailingListSignup {
  email: string
  firstName: string
  lastName: string
}

export function joinMailingList(
  signup: MailingListSignup,
  idempotencyKey: string,
): Promise<unknown> {
  const body: EmailSignup = { ...signup, source: 'mailing-list' }
  return send(
    api['email-signup'].$post({ json: body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  )
}

/** Queued like the newsletter: sent once back online; the API keeps one row per (e-mail, source). */
export const mailingListSignup = defineQueuedMutation({
  name: 'mailing-list-signup',
  send: joinMailingList,
  onSent: () =>
    toaster.create({
      title: m.content_mailing_list_joined_title(),
      description: m.content_mailing_list_joined_text(),
      type: 'success',
    }),
  onFailed: (error) =>
    toaster.create({
      title: m.content_mailing_list_failed(),
      description: errorMessage(error),
      type: 'error',
    }),
})

export function useJoinMailingList() {
  return useQueuedMutation(mailingListSignup)
}
