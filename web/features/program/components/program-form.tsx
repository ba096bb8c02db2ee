import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Field from '~/components/ui/field'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { useSchemaForm } from '~/lib/use-schema-form'
import { grades, programChoices } from '../../../../core/constants'
import { ProgramApplicationSchema } from '../../../../core/schemas/program-application'
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
    const application = form.validate()
    if (!application) return
    submit.mutate(application, {
      onSuccess: () => {
        toaster.create({
          title: 'Application received!',
          description: "We'll be in touch soon about a place for your child.",
          type: 'success',
        })
        form.reset()
        onSubmitted(application.email)
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
        <Field.Root invalid={Boolean(errors.childName)} required>
          <Field.Label>Child's First Name</Field.Label>
          <Field.Input autoComplete="off" {...register('childName')} />
          <Field.ErrorText>{errors.childName}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.grade)} required>
          <Field.Label>Grade</Field.Label>
          <Field.Select {...register('grade')}>
            <option value="">Choose a grade</option>
            {grades.map((grade) => (
              <option key={grade} value={grade}>
                Grade {grade}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.grade}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.guardianName)} required>
          <Field.Label>Parent/Guardian Name</Field.Label>
          <Field.Input autoComplete="name" {...register('guardianName')} />
          <Field.ErrorText>{errors.guardianName}</Field.ErrorText>
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
        <Field.Root invalid={Boolean(errors.program)} required>
          <Field.Label>Program</Field.Label>
          <Field.Select {...register('program')}>
            <option value="">Choose a program</option>
            {programChoices.map((program) => (
              <option key={program} value={program}>
                {program}
              </option>
            ))}
          </Field.Select>
          <Field.ErrorText>{errors.program}</Field.ErrorText>
        </Field.Root>
      </div>
      <Field.Root invalid={Boolean(errors.message)}>
        <Field.Label>Anything we should know? (optional)</Field.Label>
        <Field.Textarea
          rows={4}
          placeholder="Interests, learning needs, or questions about the program"
          {...register('message')}
        />
        <Field.ErrorText>{errors.message}</Field.ErrorText>
      </Field.Root>
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
