import * as v from 'valibot'

/** A trimmed string of at least `min` characters, failing with the spec's `message`. */
export function text(min: number, message: string, max = 2000) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, `Must be at most ${max} characters`),
  )
}

export function email(message = 'Please enter a valid email address') {
  return v.pipe(v.string(message), v.trim(), v.email(message), v.maxLength(254, message))
}
