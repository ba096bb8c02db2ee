import { type ChangeEvent, useState } from 'react'
import type {
  StandardInput,
  StandardIssue,
  StandardOutput,
  StandardSchemaV1,
} from '#core/standard-schema'
import { useFocusOnFailure } from './focus-first-invalid'

type Errors<Key extends PropertyKey> = Partial<Record<Key, string>>

/** The keys of `Values` that hold text: the fields `register` can wire to an input. */
type TextKeys<Values> = {
  [Key in keyof Values]: Values[Key] extends string ? Key : never
}[keyof Values] &
  string

/**
 * The first message for each field (its path joined with dots: `tribute.name`), from the shared
 * schema, so the spec's wording shows. An issue of the whole form (no path) has no field.
 */
export function schemaErrors<Values>(issues: ReadonlyArray<StandardIssue>) {
  const errors: Errors<keyof Values> = {}
  for (const issue of issues) {
    if (!issue.path?.length) continue
    const key = issue.path
      .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
      .join('.') as keyof Values
    errors[key] ??= issue.message
  }
  return errors
}

/** The schema's answer, which for the site's schemas is never a promise. */
function checked<Schema extends StandardSchemaV1>(schema: Schema, input: unknown) {
  const result = schema['~standard'].validate(input)
  if (result instanceof Promise) throw new Error('useSchemaForm takes synchronous schemas only')
  return result
}

const asIs = <Values>(values: Values) => values

/**
 * The site's one way to hold a form (decision 065): its values, checked by a Standard Schema —
 * the API's own valibot schema, or a check of the site's where a page has no room for valibot.
 *
 * - `values` may have any shape; `toInput` turns them into what the schema checks and the API is
 *   sent (a typed amount into a number, a guide's text or its link). Without it, the values are
 *   sent as they are.
 * - `register(name)` wires a text input; `set` and `setMany` change any value.
 * - Errors appear on the first submit (`validate`) and then follow every change, so a message
 *   disappears as soon as the field is fixed. A form that answers with a toast instead of a
 *   message under the field reads `errors` for `aria-invalid` alone.
 * - A failed submit moves focus to the first invalid field (`formRef` on the `<form>`);
 *   `setError` places a server's answer (e.g. 'Current password is incorrect') on its field.
 */
export function useSchemaForm<
  Schema extends StandardSchemaV1,
  Values extends Record<string, unknown>,
>(schema: Schema, initial: Values, toInput: (values: Values) => unknown = asIs) {
  type Key = keyof Values & string
  // A message is on a field the API is sent (`stockReason`), which may not be a value's name,
  // or on a field inside one (`tribute.name`).
  type Input = keyof StandardInput<Schema> & string
  type Field = Key | Input | `${Key | Input}.${string}`
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<Errors<Field>>({})
  const [submitted, setSubmitted] = useState(false)
  const { formRef, failed } = useFocusOnFailure()

  function check(next: Values) {
    const result = checked(schema, toInput(next))
    if (!result.issues) {
      setErrors({})
      return { value: result.value as StandardOutput<Schema> }
    }
    const found = schemaErrors<Record<Field, unknown>>(result.issues)
    setErrors(found)
    return { issues: true, errors: found } as const
  }

  /** The values from now on; once the form has been submitted, the messages follow them. */
  function change(next: Values) {
    setValues(next)
    if (submitted) check(next)
  }

  function set<Name extends Key>(name: Name, value: Values[Name]) {
    change({ ...values, [name]: value })
  }

  /** Several fields at once (what another source already knows), rechecked once. */
  function setMany(changes: Partial<Values>) {
    change({ ...values, ...changes })
  }

  function register(name: TextKeys<Values>) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(name, event.target.value as Values[typeof name]),
    }
  }

  /**
   * Marks the form submitted and returns the parsed input, or null when a field is invalid
   * (`onInvalid` then hears the messages, for a form that answers with a toast).
   */
  function validate(onInvalid?: (errors: Errors<Field>) => void): StandardOutput<Schema> | null {
    setSubmitted(true)
    const found = check(values)
    if (found.issues) {
      failed()
      onInvalid?.(found.errors)
      return null
    }
    return found.value
  }

  function setError(name: Field, message: string) {
    setErrors((current) => ({ ...current, [name]: message }))
    failed()
  }

  /** Back to the first values (or `to`, what a saved form keeps), with no message showing. */
  function reset(to: Values = initial) {
    setValues(to)
    setErrors({})
    setSubmitted(false)
  }

  return { values, set, setMany, register, errors, validate, setError, reset, formRef }
}
