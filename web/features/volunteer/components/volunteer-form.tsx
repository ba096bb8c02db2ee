import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { VolunteerApplicationSchema } from '#core/schemas/volunteer'
import { Button } from '~/components/ui/button'
import { stackGap5 } from '~/components/ui/stack'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { sendValidated } from '~/lib/send-validated'
import { useSchemaForm } from '~/lib/use-schema-form'
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
    sendValidated(
      form,
      submit,
      {
        title: 'Thank you for volunteering!',
        description: "We've received your application and will be in touch soon.",
      },
      onSubmitted,
    )
  }

  return (
    <form ref={form.formRef} onSubmit={handleSubmit} noValidate className={stackGap5}>
      <div
        className={css({
          display: 'grid',
          gap: '5',
          gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        })}
      >
        <TextField
          label="Full Name"
          error={errors.name}
          required
          autoComplete="name"
          {...register('name')}
        />
        <TextField
          label="Email Address"
          error={errors.email}
          required
          type="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          error={errors.phone}
          required
          type="tel"
          autoComplete="tel"
          {...register('phone')}
        />
        <TextField
          label="Location (City, State)"
          error={errors.location}
          required
          autoComplete="address-level2"
          placeholder="Austin, TX"
          {...register('location')}
        />
      </div>
      <TextareaField
        label="Areas of Expertise/Interest"
        error={errors.expertise}
        required
        rows={3}
        placeholder="Teaching, coding, art, storytelling, event planning..."
        {...register('expertise')}
      />
      <TextareaField
        label="Availability"
        error={errors.availability}
        required
        rows={2}
        placeholder="Weekday afternoons, Saturday mornings..."
        {...register('availability')}
      />
      <TextareaField
        label="Why do you want to volunteer?"
        error={errors.message}
        required
        rows={4}
        {...register('message')}
      />
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
