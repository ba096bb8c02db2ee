import * as v from 'valibot'
import { m } from '#i18n/messages'

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

/**
 * Text as people type it. No control characters: none in a single line; tab, line feed and
 * carriage return only in multi-line text (Postgres refuses NUL in text, and BEL or ESC in a
 * name are never meant). No C1 controls (U+0080–U+009F) anywhere: no keyboard types them, and
 * some reach mail and terminals as a line break (U+0085) or an escape (U+009B). A single line
 * also refuses the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * which reorder whatever is printed after them on the same line (a subject, a list row); in
 * multi-line text they stay, for writers who mix directions, and a paragraph ends their reach
 * (decision 053). Right-to-left letters and the marks U+200E and U+200F are text like any other.
 */
export function isPlainText(text: string, { multiLine = false } = {}): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const tabOrBreak = code === 9 || code === 10 || code === 13
    if (code < 32 && !(multiLine && tabOrBreak)) return false
    if (code >= 127 && code <= 159) return false // DEL and the C1 controls
    if (!multiLine && isBidiControl(code)) return false
  }
  return true
}

/** Embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069); not the marks. */
function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
}

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
