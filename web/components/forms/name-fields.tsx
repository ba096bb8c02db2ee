import type { ChangeEvent } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { TextField } from '~/components/ui/text-field'

type NameField = 'firstName' | 'lastName'

interface NameFieldsProps {
  /** A `useSchemaForm` form's `register`, for a schema with these two fields. */
  register: (name: NameField) => {
    name: string
    value: string
    onChange: (event: ChangeEvent<HTMLInputElement>) => void
  }
  errors: Partial<Record<NameField, string>>
  /** Marked required (registration, mailing list); the waitlist asks for the e-mail only. */
  required?: boolean
}

/** First and last name side by side (stacked on a phone), with their inline errors. */
export function NameFields({ register, errors, required = true }: NameFieldsProps) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
      })}
    >
      <TextField
        label={m.form_first_name()}
        autoComplete="given-name"
        error={errors.firstName}
        required={required}
        {...register('firstName')}
      />
      <TextField
        label={m.form_last_name()}
        autoComplete="family-name"
        error={errors.lastName}
        required={required}
        {...register('lastName')}
      />
    </div>
  )
}
