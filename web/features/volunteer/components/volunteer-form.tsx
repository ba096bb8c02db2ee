import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { VolunteerApplicationSchema } from '#core/schemas/volunteer'
import { m } from '#i18n/messages'
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
        title: m.content_volunteer_thanks_toast(),
        description: m.content_volunteer_thanks_toast_text(),
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
          label={m.content_volunteer_full_name()}
          error={errors.name}
          required
          autoComplete="name"
          {...register('name')}
        />
        <TextField
          label={m.content_email_address_label()}
          error={errors.email}
          required
          type="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          label={m.content_phone_number()}
          error={errors.phone}
          required
          type="tel"
          autoComplete="tel"
          {...register('phone')}
        />
        <TextField
          label={m.content_volunteer_location()}
          error={errors.location}
          required
          autoComplete="address-level2"
          placeholder={m.content_volunteer_location_placeholder()}
          {...register('location')}
        />
      </div>
      <TextareaField
        label={m.content_volunteer_expertise()}
        error={errors.expertise}
        required
        rows={3}
        placeholder={m.content_volunteer_expertise_placeholder()}
        {...register('expertise')}
      />
      <TextareaField
        label={m.content_volunteer_availability()}
        error={errors.availability}
        required
        rows={2}
        placeholder={m.content_volunteer_availability_placeholder()}
        {...register('availability')}
      />
      <TextareaField
        label={m.content_volunteer_why()}
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
        {submit.isPending ? m.content_submitting() : m.content_volunteer_submit()}
      </Button>
    </form>
  )
}
