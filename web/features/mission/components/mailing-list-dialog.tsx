import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { MailingListSchema } from '#core/schemas/email-signup'
import { m } from '#i18n/messages'
import { NameFields } from '~/components/forms/name-fields'
import { QueuedNotice, queuedText } from '~/components/offline/queued-notice'
import { Button } from '~/components/ui/button'
import { CloseIcon } from '~/components/ui/close-icon'
import * as Dialog from '~/components/ui/dialog'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { useWaitingCount } from '~/lib/offline/queued-mutation'
import { useSchemaForm } from '~/lib/use-schema-form'
import { mailingListSignup, useJoinMailingList } from '../api/join-mailing-list'

const empty = { firstName: '', lastName: '', email: '' }

/**
 * "Join Our Mailing List": a dialog that closes and resets on success, stays open on error.
 * Offline it closes too: the signup is kept and sent once back online.
 */
export function MailingListDialog() {
  const [open, setOpen] = useState(false)
  const form = useSchemaForm(MailingListSchema, empty)
  const { errors, register } = form
  const join = useJoinMailingList()

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const signup = form.validate()
    if (!signup) return
    const done = () => {
      setOpen(false)
      form.reset()
    }
    // The thank-you and error toasts come from the queued mutation (they also follow a reload);
    // on an error the dialog stays open with what was typed.
    join.send(signup, {
      onSent: done,
      onQueued: () => {
        toaster.create({
          type: 'info',
          title: m.content_mailing_list_offline(),
          description: queuedText(m.content_your_signup()),
        })
        done()
      },
    })
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="lg" variant="outline" tone="secondary">
          {m.content_mailing_list_open()}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{m.content_mailing_list_title()}</Dialog.Title>
            <Dialog.Description>{m.content_mailing_list_text()}</Dialog.Description>
            <form
              ref={form.formRef}
              onSubmit={handleSubmit}
              noValidate
              className={css({ display: 'grid', gap: '4', mt: '5' })}
            >
              <NameFields register={register} errors={errors} />
              <TextField
                label={m.content_email_address_label()}
                type="email"
                autoComplete="email"
                error={errors.email}
                required
                {...register('email')}
              />
              <Button type="submit" size="lg" fullWidth disabled={join.isSending}>
                {join.isSending
                  ? m.content_mailing_list_signing_up()
                  : m.content_mailing_list_submit()}
              </Button>
            </form>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={m.content_mailing_list_close()}>
                <CloseIcon />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** "Your signup will be sent when you're back online", while a mailing-list signup waits. */
export function MailingListQueuedNotice() {
  return (
    <QueuedNotice waiting={useWaitingCount(mailingListSignup)} what={m.content_your_signup()} />
  )
}
