import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { VolunteerApplicationSchema } from '../../../../core/schemas/volunteer'
import { useSubmitVolunteerApplication } from '../api/submit-volunteer-application'

const empty = {
  name: '',
  email: '',
  phone: '',
  location: '',
  expertise: '',
  availability: '',
  message: '',
}

interface VolunteerFormProps {
  onSubmitted: () => void
}

export function VolunteerForm({ onSubmitted }: VolunteerFormProps) {
  const form = useSchemaForm(VolunteerApplicationSchema, empty)
  const submit = useSubmitVolunteerApplication()
  const { errors, register } = form

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const application = form.validate()
    if (!application) return
    submit.mutate(application, {
      onSuccess: () => {
        toaster.create({
          title: 'Thank you for volunteering!',
          description: "We've received your application and will be in touch soon.",
          type: 'success',
        })
        form.reset()
        onSubmitted()
      },
      onError: (error) => {
        toaster.create({
          title: 'Error submitting form',
          description: errorMessage(error),
          type: 'error',
        })
      },
    })
  }

  return (
    <form onSubmit={handleSubmit} noValidate className={css({ display: 'grid', gap: '5' })}>
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        })}
      >
        <Field.Root invalid={Boolean(errors.name)} required>
          <Field.Label>Full Name</Field.Label>
          <Field.Input autoComplete="name" {...register('name')} />
          <Field.ErrorText>{errors.name}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.email)} required>
          <Field.Label>Email Address</Field.Label>
          <Field.Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.phone)} required>
          <Field.Label>Phone Number</Field.Label>
          <Field.Input type="tel" autoComplete="tel" {...register('phone')} />
          <Field.ErrorText>{errors.phone}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.location)} required>
          <Field.Label>Location (City, State)</Field.Label>
          <Field.Input
            autoComplete="address-level2"
            placeholder="Austin, TX"
            {...register('location')}
          />
          <Field.ErrorText>{errors.location}</Field.ErrorText>
        </Field.Root>
      </div>
      <Field.Root invalid={Boolean(errors.expertise)} required>
        <Field.Label>Areas of Expertise/Interest</Field.Label>
        <Field.Textarea
          rows={3}
          placeholder="Teaching, coding, art, storytelling, event planning..."
          {...register('expertise')}
        />
        <Field.ErrorText>{errors.expertise}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.availability)} required>
        <Field.Label>Availability</Field.Label>
        <Field.Textarea
          rows={2}
          placeholder="Weekday afternoons, Saturday mornings..."
          {...register('availability')}
        />
        <Field.ErrorText>{errors.availability}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.message)} required>
        <Field.Label>Why do you want to volunteer?</Field.Label>
        <Field.Textarea rows={4} {...register('message')} />
        <Field.ErrorText>{errors.message}</Field.ErrorText>
      </Field.Root>
      <Button
        type="submit"
        size="lg"
        disabled={submit.isPending}
        className={css({ justifySelf: { md: 'start' } })}
      >
        {submit.isPending ? 'Submitting...' : 'Submit Volunteer Application'}
      </Button>
    </form>
  )
}
