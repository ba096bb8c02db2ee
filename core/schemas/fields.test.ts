import fc from 'fast-check'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import type { Locale } from '#core/locale'
import { baseLocale } from '#core/locale'
import { overwriteGetLocale } from '#i18n/runtime'
import { isPlainText } from '../plain-text'
import { email, line, phone, text, unsupportedCharacters } from './fields'

// The language the messages are written in, as the page or the API request sets it.
let language: Locale = baseLocale
overwriteGetLocale(() => language)
afterEach(() => {
  language = baseLocale
})

const c1Controls = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i))
const bidiControls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e']
const bidiIsolates = ['\u2066', '\u2067', '\u2068', '\u2069']
const directionControls = [...bidiControls, ...bidiIsolates]

/** Any code point but the C0 and C1 controls, DEL and the bidi controls: text as typed. */
const typedCharacter = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((character) => {
    const code = character.codePointAt(0)!
    const control = code < 32 || (code >= 127 && code <= 159)
    return !control && !directionControls.includes(character)
  })
const typedText = fc.string({ unit: typedCharacter, maxLength: 40 })

/** `inserted` somewhere in `around`. */
const within = (inserted: fc.Arbitrary<string>) =>
  fc.tuple(typedText, inserted, fc.nat()).map(([around, character, at]) => {
    const i = at % (around.length + 1)
    return `${around.slice(0, i)}${character}${around.slice(i)}`
  })

describe('isPlainText', () => {
  it('accepts text as people type it, on one line or many', () => {
    fc.assert(
      fc.property(typedText, (typed) => {
        expect(isPlainText(typed)).toBe(true)
        expect(isPlainText(typed, { multiLine: true })).toBe(true)
      }),
    )
  })

  it('refuses a C1 control anywhere, on one line or many', () => {
    fc.assert(
      fc.property(within(fc.constantFrom(...c1Controls)), (tainted) => {
        expect(isPlainText(tainted)).toBe(false)
        expect(isPlainText(tainted, { multiLine: true })).toBe(false)
      }),
    )
  })

  it('refuses bidi embeddings, overrides and isolates in a single line only', () => {
    fc.assert(
      fc.property(within(fc.constantFrom(...directionControls)), (tainted) => {
        expect(isPlainText(tainted)).toBe(false)
        expect(isPlainText(tainted, { multiLine: true })).toBe(true)
      }),
    )
  })

  it.each([
    ['Hebrew', 'שלום'],
    ['Arabic', 'مرحبا'],
    ['a name in two scripts', 'Dana Lee (دانا لي)'],
    ['the right-to-left mark', 'שלום\u200f!'],
    ['the left-to-right mark', 'مرحبا\u200e 42'],
    ['the characters beside the refused ranges', '~\u00a0\u2029\u202f\u2065\u206a'],
  ])('accepts %s', (_, typed) => {
    expect(isPlainText(typed)).toBe(true)
    expect(isPlainText(typed, { multiLine: true })).toBe(true)
  })

  it('keeps tabs and line breaks to multi-line text', () => {
    for (const character of ['\t', '\n', '\r']) {
      expect(isPlainText(`a${character}b`)).toBe(false)
      expect(isPlainText(`a${character}b`, { multiLine: true })).toBe(true)
    }
  })
})

describe('line and text', () => {
  it.each([
    ['NEL', '\u0085'],
    ['CSI', '\u009b'],
    ['RLO', '\u202e'],
    ['LRI', '\u2066'],
  ])('refuse %s in a name with the unsupported-characters message', (_, character) => {
    const result = v.safeParse(line(1, 'Name is required'), `Jordan${character} Rivera`)
    expect(result.issues?.[0]?.message).toBe(unsupportedCharacters())
    expect(result.issues?.[0]?.message).toBe(
      'Please remove the unsupported characters from your text.',
    )
  })

  it('keeps an isolate in a message but refuses a C1 control there', () => {
    const message = text(1, 'Message is required')
    expect(v.safeParse(message, 'Ask for \u2067שרה\u2069 at the desk.').success).toBe(true)
    expect(v.safeParse(message, 'First line\u0085second').success).toBe(false)
  })
})

describe('the messages of a field', () => {
  const name = line(1, () => (language === 'es' ? 'Ingrese un nombre' : 'Name is required'), 10)

  it('are written in the language of the moment the field fails, not of its making', () => {
    expect(v.safeParse(name, ' ').issues?.[0]?.message).toBe('Name is required')
    expect(v.safeParse(name, 'x'.repeat(11)).issues?.[0]?.message).toBe(
      'Must be at most 10 characters',
    )
    language = 'es'
    expect(v.safeParse(name, ' ').issues?.[0]?.message).toBe('Ingrese un nombre')
    expect(v.safeParse(name, 'x'.repeat(11)).issues?.[0]?.message).toBe(
      'Puede tener como máximo 10 caracteres',
    )
    expect(v.safeParse(name, 'Ana\u0085').issues?.[0]?.message).toBe(
      'Quite de su texto los caracteres que no se admiten.',
    )
    expect(v.safeParse(email(), 'ana@').issues?.[0]?.message).toBe(
      'Ingrese un correo electrónico válido',
    )
    expect(v.safeParse(phone(), '12').issues?.[0]?.message).toBe(
      'Ingrese un número de teléfono válido',
    )
  })

  it('may still be a plain text', () => {
    language = 'es'
    expect(v.safeParse(line(1, 'Name is required'), '').issues?.[0]?.message).toBe(
      'Name is required',
    )
  })
})
