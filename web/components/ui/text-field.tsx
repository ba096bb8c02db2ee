import type { ComponentProps, ReactNode } from 'react'
import * as Field from './field'

export type TextFieldProps = ComponentProps<typeof Field.Input> & {
  label: string
  /** The validation message; the field is marked invalid while there is one. */
  error?: string | undefined
  helperText?: ReactNode
}

/** A labelled input with its inline error: the common case of `Field.*` in one line. */
export function TextField({ label, error, helperText, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      <Field.Input {...input} />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
