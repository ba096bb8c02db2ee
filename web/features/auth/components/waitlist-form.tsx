import type { FormEvent } from 'react'
import * as v from 'valibot'
import { EmailSignupSchema } from '#core/schemas/email-signup'
import { m } from '#i18n/messages'
import { NameFields } from '~/components/forms/name-fields'
import { Button } from '~/components/ui/button'
import { stackGap4 } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { toaster } from '~/components/ui/toaster'
import { mutedText } from '~/components/ui/typography'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useJoinWaitlist } from '../api/join-waitlist'

/** The API's own e-mail signup rules (SPEC leaves the waitlist's open), without `source`. */
const WaitlistSchema = v.omit(EmailSignupSchema, ['source'])
const empty = { firstName: '', lastName: '', email: '' }

export function WaitlistForm() {
  const form = useSchemaForm(WaitlistSchema, empty)
  const join = useJoinWaitlist()
  const { errors, register } = form

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const signup = form.validate()
    if (!signup) return
    join.mutate(signup, {
      onSuccess: () => {
        toaster.create({
          title: m.account_waitlist_joined(),
          description: m.account_waitlist_joined_text(),
          type: 'success',
        })
        form.reset()
      },
      onError: () => {
        toaster.create({
          title: m.account_waitlist_failed(),
          description: m.account_try_later(),
          type: 'error',
        })
      },
    })
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
      <p className={mutedText}>{m.account_waitlist_lead()}</p>
      <NameFields register={register} errors={errors} required={false} />
      <TextField
        label={m.account_email()}
        type="email"
        autoComplete="email"
        error={errors.email}
        required
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth disabled={join.isPending}>
        {join.isPending ? m.account_joining() : m.account_join_waitlist()}
      </Button>
    </form>
  )
}
