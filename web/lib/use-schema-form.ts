import { type ChangeEvent, useState } from 'react'
import * as v from 'valibot'
import { useFocusOnFailure } from './focus-first-invalid'

type Errors<Values> = Partial<Record<keyof Values, string>>

/** The first message for each field, from the shared schema (so the spec's wording shows). */
export function schemaErrors<Values>(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested = v.flatten(issues).nested ?? {}
  const errors: Errors<Values> = {}
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as keyof Values] = messages[0]
  }
  return errors
}

/**
 * Text-field form state validated by a valibot schema: errors appear on the first submit and
 * then follow every keystroke, so a message disappears as soon as the field is fixed; a failed
 * submit moves focus to the first invalid field (`formRef` on the form).
 * `setError` places a server's answer (e.g. 'Current password is incorrect') on its field.
 */
export function useSchemaForm<
  Schema extends v.GenericSchema,
  Values extends Record<string, string>,
>(schema: Schema, initial: Values) {
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors<Values>>({})
  const [submitted, setSubmitted] = useState(false)
  const { formRef, failed } = useFocusOnFailure()

  function check(next: Values) {
    const result = v.safeParse(schema, next)
    setErrors(result.success ? {} : schemaErrors<Values>(result.issues))
    return result.success ? result.output : null
  }

  function register(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (
        event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
      ) => {
        const next = { ...values, [name]: event.target.value }
        setValues(next)
        if (submitted) check(next)
      },
    }
  }

  /** Marks the form submitted and returns the parsed output, or null when a field is invalid. */
  function validate(): v.InferOutput<Schema> | null {
    setSubmitted(true)
    const output = check(values)
    if (output === null) failed()
    return output
  }

  function setError(name: keyof Values, message: string) {
    setErrors((current) => ({ ...current, [name]: message }))
    failed()
  }

  function reset() {
    setValues(initial)
    setErrors({})
    setSubmitted(false)
  }

  return { values, errors, register, validate, setError, reset, formRef }
}
