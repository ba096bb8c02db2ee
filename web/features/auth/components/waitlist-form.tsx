import type { FormEvent } from 'react'
import * as v from 'valibot'
import { EmailSignupSchema } from '#core/schemas/email-signup'
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
          title: "You're on the waitlist!",
          description:
            "We'll email you as soon as new workshop places open. Check your inbox to confirm your address.",
          type: 'success',
        })
        form.reset()
      },
      onError: () => {
        toaster.create({
          title: 'Error joining waitlist',
          description: 'Please try again later.',
          type: 'error',
        })
      },
    })
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap4}>
      <p className={mutedText}>
        Workshops fill quickly. Leave your name and email and we'll tell you when places open.
      </p>
      <NameFields register={register} errors={errors} required={false} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        required
        {...register('email')}
      />
      <Button type="submit" size="lg" fullWidth disabled={join.isPending}>
        {join.isPending ? 'Joining...' : 'Join Waitlist'}
      </Button>
    </form>
  )
}
