import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { grades, programChoices } from '#core/constants'
import { ProgramApplicationSchema } from '#core/schemas/program-application'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { stackGap5 } from '~/components/ui/stack'
import { SelectField, TextareaField, TextField } from '~/components/ui/text-field'
import { sendValidated } from '~/lib/send-validated'
import { useSchemaForm } from '~/lib/use-schema-form'
import { useSubmitProgramApplication } from '../api/submit-program-application'

const empty = {
  childName: '',
  grade: '',
  guardianName: '',
  email: '',
  phone: '',
  program: '',
  message: '',
}

interface ProgramFormProps {
  onSubmitted: (email: string) => void
}

export function ProgramForm({ onSubmitted }: ProgramFormProps) {
  const form = useSchemaForm(ProgramApplicationSchema, empty)
  const submit = useSubmitProgramApplication()
  const { errors, register } = form

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    sendValidated(
      form,
      submit,
      {
        title: m.content_program_received_toast(),
        description: m.content_program_received_toast_text(),
      },
      (application) => onSubmitted(application.email),
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
          label={m.content_program_child_name()}
          error={errors.childName}
          required
          autoComplete="off"
          {...register('childName')}
        />
        <SelectField
          label={m.content_program_grade()}
          error={errors.grade}
          required
          {...register('grade')}
        >
          <option value="">{m.content_program_choose_grade()}</option>
          {grades.map((grade) => (
            <option key={grade} value={grade}>
              {m.content_program_grade_option({ grade })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={m.content_program_guardian_name()}
          error={errors.guardianName}
          required
          autoComplete="name"
          {...register('guardianName')}
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
        <SelectField
          label={m.content_program_program()}
          error={errors.program}
          required
          {...register('program')}
        >
          <option value="">{m.content_program_choose_program()}</option>
          {programChoices.map((program) => (
            <option key={program} value={program}>
              {program}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={m.content_program_message()}
        error={errors.message}
        rows={4}
        placeholder={m.content_program_message_placeholder()}
        {...register('message')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={submit.isPending}
        className={css({ justifySelf: { md: 'start' } })}
      >
        {submit.isPending ? m.content_submitting() : m.content_program_submit()}
      </Button>
    </form>
  )
}
