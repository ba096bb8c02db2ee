import type { EmailSignup } from '#core/schemas/email-signup'
import { m } from '#i18n/messages'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { defineQueuedMutation, useQueuedMutation } from '~/lib/offline/queued-mutation'

export function subscribeNewsletter(email: string, idempotencyKey: string): Promise<unknown> {
  const body: EmailSignup = { email, source: 'newsletter' }
  return send(
    api['email-signup'].$post({ json: body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  )
}

/**
 * Made offline, a subscription waits and is sent once back online, even after a reload: the API
 * keeps one row per (e-mail, source), so a resend is harmless (docs/decisions/006, 022).
 */
export const newsletterSignup = defineQueuedMutation({
  name: 'newsletter-signup',
  send: subscribeNewsletter,
  onSent: () =>
    toaster.create({
      // Not "successful" yet: the subscription starts when the e-mailed link is followed.
      title: m.content_newsletter_sent_title(),
      description: m.content_newsletter_sent_text(),
      type: 'success',
    }),
  onFailed: (error) =>
    toaster.create({
      title: m.content_newsletter_failed(),
      description: errorMessage(error),
      type: 'error',
    }),
})

export function useSubscribeNewsletter() {
  return useQueuedMutation(newsletterSignup)
}
