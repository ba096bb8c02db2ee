import * as v from 'valibot'
import { m } from '#i18n/messages'
import { isPlainText } from '../plain-text'

/**
 * A field's error: a text, or a function giving it in the language of the moment it fails (the
 * page's in the browser, the request's in the API) — a message of the catalogs, never a text
 * read once when the module loads.
 */
export type FieldMessage = string | (() => string)

/**
 * What a field with control or direction characters in it hears (no form can type them; pasted
 * text can), in the language of the moment.
 */
export const unsupportedCharacters = () => m.forms_unsupported_characters()

/** The check itself, for fields built elsewhere: a single line unless `multiLine`. */
export function plain(
  options: { multiLine?: boolean } = {},
  message: FieldMessage = unsupportedCharacters,
) {
  return v.check((text: string) => isPlainText(text, options), message)
}

function trimmed(min: number, message: FieldMessage, max: number, multiLine: boolean) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, () => m.forms_at_most({ max })),
    plain({ multiLine }),
  )
}

/** A trimmed single line (a name, a city) of at least `min` characters, failing with `message`. */
export function line(min: number, message: FieldMessage, max = 200) {
  return trimmed(min, message, max, false)
}

/**
 * A single line someone may leave out: '' when absent, at most `max` characters; a value that is
 * not text at all hears `notText` (not the length rule, which would not be what went wrong).
 */
export function optionalLine(max: number, notText: FieldMessage) {
  return v.optional(
    v.pipe(
      v.string(notText),
      v.trim(),
      v.maxLength(max, () => m.forms_at_most({ max })),
      plain(),
    ),
    '',
  )
}

/** Trimmed multi-line text (a message, a description): tabs and line breaks allowed. */
export function text(min: number, message: FieldMessage, max = 2000) {
  return trimmed(min, message, max, true)
}

export function email(message: FieldMessage = () => m.forms_enter_valid_email()) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.email(message),
    v.maxLength(254, message),
    plain({}, message),
  )
}

/** Digits of a phone number once spaces, dashes, dots, parentheses and a leading + are gone. */
function phoneDigits(phone: string): string | null {
  // Spaces only (not \s: a tab or line break in a phone number is never meant).
  const bare = phone.replace(/[ \-.()]/g, '').replace(/^\+/, '')
  return /^\d+$/.test(bare) ? bare : null
}

/** A phone number: 10 to 15 digits, written with the usual separators. */
export function phone(message: FieldMessage = () => m.forms_enter_valid_phone()) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(40, message),
    v.check((value) => {
      const digits = phoneDigits(value)
      return digits !== null && digits.length >= 10 && digits.length <= 15
    }, message),
  )
}

/** A row's id in a request body: a whole number from 1 to Postgres's largest integer. */
export function rowId(message: FieldMessage) {
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  )
}
