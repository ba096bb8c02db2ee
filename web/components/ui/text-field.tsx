import type { ComponentProps, ReactNode } from 'react'
import * as Field from './field'

interface FieldFrameProps {
  label: string
  /** The validation message; the field is marked invalid while there is one. */
  error?: string | undefined
  /** Marked invalid without a message of its own (the form's toast says what is missing). */
  invalid?: boolean | undefined
  helperText?: ReactNode
  required?: boolean | undefined
  children: ReactNode
}

/** Label, control, helper and inline error: the common case of `Field.*`. */
function FieldFrame({ label, error, invalid, helperText, required, children }: FieldFrameProps) {
  return (
    <Field.Root invalid={Boolean(error) || Boolean(invalid)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}

type FrameProps = Omit<FieldFrameProps, 'children'>

/** A field's props: those of its frame (label, messages) and those of its control. */
function splitFrame<Props extends FrameProps>({
  label,
  error,
  invalid,
  helperText,
  required,
  ...control
}: Props) {
  return [{ label, error, invalid, helperText, required }, control] as const
}

export type TextFieldProps = ComponentProps<typeof Field.Input> & FrameProps

/** A labelled input with its inline error. */
export function TextField(props: TextFieldProps) {
  const [frame, input] = splitFrame(props)
  return (
    <FieldFrame {...frame}>
      <Field.Input {...input} />
    </FieldFrame>
  )
}

export type TextareaFieldProps = ComponentProps<typeof Field.Textarea> & FrameProps

/** A labelled textarea with its inline error. */
export function TextareaField(props: TextareaFieldProps) {
  const [frame, textarea] = splitFrame(props)
  return (
    <FieldFrame {...frame}>
      <Field.Textarea {...textarea} />
    </FieldFrame>
  )
}

export type SelectFieldProps = ComponentProps<typeof Field.Select> & FrameProps

/** A labelled native select with its inline error: pass `<option>` children. */
export function SelectField(props: SelectFieldProps) {
  const [frame, select] = splitFrame(props)
  return (
    <FieldFrame {...frame}>
      <Field.Select {...select} />
    </FieldFrame>
  )
}
