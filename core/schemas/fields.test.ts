import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isPlainText, line, text, unsupportedCharacters } from './fields'

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
    expect(result.issues?.[0]?.message).toBe(unsupportedCharacters)
  })

  it('keeps an isolate in a message but refuses a C1 control there', () => {
    const message = text(1, 'Message is required')
    expect(v.safeParse(message, 'Ask for \u2067שרה\u2069 at the desk.').success).toBe(true)
    expect(v.safeParse(message, 'First line\u0085second').success).toBe(false)
  })
})
