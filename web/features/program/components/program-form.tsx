import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { grades, programChoices } from '#core/constants'
import { ProgramApplicationSchema } from '#core/schemas/program-application'
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
        title: 'Application received!',
        description: "We'll be in touch soon about a place for your child.",
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
          label="Child's First Name"
          error={errors.childName}
          required
          autoComplete="off"
          {...register('childName')}
        />
        <SelectField label="Grade" error={errors.grade} required {...register('grade')}>
          <option value="">Choose a grade</option>
          {grades.map((grade) => (
            <option key={grade} value={grade}>
              Grade {grade}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Parent/Guardian Name"
          error={errors.guardianName}
          required
          autoComplete="name"
          {...register('guardianName')}
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
        <SelectField label="Program" error={errors.program} required {...register('program')}>
          <option value="">Choose a program</option>
          {programChoices.map((program) => (
            <option key={program} value={program}>
              {program}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Anything we should know? (optional)"
        error={errors.message}
        rows={4}
        placeholder="Interests, learning needs, or questions about the program"
        {...register('message')}
      />
      <Button
        type="submit"
        size="lg"
        disabled={submit.isPending}
        className={css({ justifySelf: { md: 'start' } })}
      >
        {submit.isPending ? 'Submitting...' : 'Submit Application'}
      </Button>
    </form>
  )
}
