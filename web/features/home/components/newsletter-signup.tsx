import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { NewsletterFormCheck, newsletterEmail } from '#core/newsletter-email'
import { m } from '#i18n/messages'
import { QueuedNotice } from '~/components/offline/queued-notice'
import { Button } from '~/components/ui/button'
import { PlainField } from '~/components/ui/plain-field'
import { toaster } from '~/components/ui/toaster'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'

/**
 * The newsletter form: one labelled e-mail field, feedback through toasts. Offline, the signup
 * is kept and sent once back online; the line under the form says so until it is.
 */
export function NewsletterSignup() {
  const form = useSchemaForm(NewsletterFormCheck, { email: '' })
  const subscribe = useSubscribeNewsletter()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = form.validate()
    if (parsed === null) {
      toaster.create({
        title: m.content_newsletter_invalid_email(),
        description: newsletterEmail.message,
        type: 'error',
      })
      return
    }
    // Success and failure toasts come from the queued mutation (they also follow a reload).
    subscribe.send(parsed.email, { onQueued: () => form.reset(), onSent: () => form.reset() })
  }

  return (
    <div className={css({ display: 'grid', gap: '2', w: 'full', maxW: 'lg' })}>
      <form
        ref={form.formRef}
        onSubmit={handleSubmit}
        noValidate
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          gap: '3',
        })}
      >
        <PlainField
          label={m.content_email_address()}
          hideLabel
          rootClassName={css({ flex: '1' })}
          type="email"
          autoComplete="email"
          placeholder={m.content_newsletter_placeholder()}
          {...form.register('email')}
          aria-invalid={form.errors.email ? true : undefined}
          className={css({ h: '12', rounded: 'full', px: '5' })}
        />
        <Button type="submit" size="lg" disabled={subscribe.isSending}>
          {subscribe.isSending
            ? m.content_newsletter_subscribing()
            : m.content_newsletter_subscribe()}
        </Button>
      </form>
      <QueuedNotice waiting={subscribe.waiting} what={m.content_your_signup()} />
    </div>
  )
}
