import { type ChangeEvent, useState } from 'react'
import * as v from 'valibot'
import { useFocusOnFailure } from './focus-first-invalid'

type Errors<Key extends PropertyKey> = Partial<Record<Key, string>>

/** The first message for each field, from the shared schema (so the spec's wording shows). */
export function schemaErrors<Values>(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested = v.flatten(issues).nested ?? {}
  const errors: Errors<keyof Values> = {}
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as keyof Values] = messages[0]
  }
  return errors
}

/**
 * A form checked by a valibot schema, whatever shape its state has (the back office's forms send
 * numbers and booleans, checked with the API's own schema): errors appear on the first submit
 * and then follow every change (`recheck`), so a message disappears as soon as the field is
 * fixed; a failed submit moves focus to the first invalid field (`formRef` on the form).
 * `setError` places a server's answer (e.g. 'Current password is incorrect') on its field.
 */
export function useSchemaCheck<Schema extends v.GenericSchema, Key extends string = string>(
  schema: Schema,
) {
  const [errors, setErrors] = useState<Errors<Key>>({})
  const [submitted, setSubmitted] = useState(false)
  const { formRef, failed } = useFocusOnFailure()

  function check(input: unknown) {
    const result = v.safeParse(schema, input)
    setErrors(result.success ? {} : schemaErrors<Record<Key, unknown>>(result.issues))
    return result.success ? result.output : null
  }

  /** Marks the form submitted and returns the parsed input, or null when a field is invalid. */
  function validate(input: unknown): v.InferOutput<Schema> | null {
    setSubmitted(true)
    const output = check(input)
    if (output === null) failed()
    return output
  }

  /** After a change: the messages follow the fields once the form has been submitted. */
  function recheck(input: unknown) {
    if (submitted) check(input)
  }

  function setError(name: Key, message: string) {
    setErrors((current) => ({ ...current, [name]: message }))
    failed()
  }

  function reset() {
    setErrors({})
    setSubmitted(false)
  }

  return { errors, validate, recheck, setError, reset, formRef }
}

/**
 * `useSchemaCheck` holding the form's values, of any shape: `toInput` turns them into what the
 * schema checks and the API is sent (a typed amount into a number, say), and `set` rechecks.
 */
export function useSchemaState<
  Schema extends v.GenericSchema,
  Values extends Record<string, unknown>,
>(schema: Schema, initial: Values, toInput: (values: Values) => unknown) {
  const [values, setValues] = useState(initial)
  const checked = useSchemaCheck<Schema, keyof Values & string>(schema)

  function set<Name extends keyof Values>(name: Name, value: Values[Name]) {
    const next = { ...values, [name]: value }
    setValues(next)
    checked.recheck(toInput(next))
  }

  /** Several fields at once (what another source already knows), rechecked once. */
  function setMany(changes: Partial<Values>) {
    const next = { ...values, ...changes }
    setValues(next)
    checked.recheck(toInput(next))
  }

  function reset() {
    setValues(initial)
    checked.reset()
  }

  return {
    values,
    set,
    setMany,
    errors: checked.errors,
    validate: () => checked.validate(toInput(values)),
    setError: checked.setError,
    reset,
    formRef: checked.formRef,
  }
}

const asIs = <Values>(values: Values) => values

/** `useSchemaState` for a form of text fields, checked as typed: `register` wires each input. */
export function useSchemaForm<
  Schema extends v.GenericSchema,
  Values extends Record<string, string>,
>(schema: Schema, initial: Values) {
  const { values, set, ...form } = useSchemaState(schema, initial, asIs)

  function register(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(name, event.target.value as Values[typeof name]),
    }
  }

  return { values, register, ...form }
}
