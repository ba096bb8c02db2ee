import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { baseLocale, type Locale } from '#core/locale'
import { overwriteGetLocale } from '#i18n/runtime'
import {
  ageChoiceLabels,
  ageChoices,
  ageConfirmations,
  ageMessages,
  authMessages,
  ChangePasswordSchema,
  LoginSchema,
  PasswordResetConfirmSchema,
  RegisterSchema,
} from './auth'

// The language the messages are written in, as the page or the API request sets it.
let language: Locale = baseLocale
overwriteGetLocale(() => language)
afterEach(() => {
  language = baseLocale
})

const registration = {
  username: 'dana.lee',
  password: 'Tangerine-Kite-77',
  firstName: 'Dana',
  lastName: 'Lee',
  email: 'dana@example.org',
  ageConfirmation: 'parent-educator',
}

function firstMessage(schema: v.GenericSchema, input: unknown) {
  return v.safeParse(schema, input).issues?.[0]?.message
}

describe('RegisterSchema', () => {
  it('accepts a complete registration, trimming names and e-mail', () => {
    const result = v.parse(RegisterSchema, {
      ...registration,
      firstName: ' Dana ',
      email: ' dana@example.org ',
    })
    expect(result).toEqual(registration)
  })

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    [
      'username',
      'dana lee',
      'Username can only use letters, numbers, dots, dashes and underscores',
    ],
    ['username', 'x'.repeat(51), 'Username must be at most 50 characters'],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', 'x'.repeat(129), 'Password must be at most 128 characters'],
    ['firstName', ' ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'dana@', 'Invalid email address'],
  ])('rejects %s %j with the spec message', (field, value, message) => {
    expect(firstMessage(RegisterSchema, { ...registration, [field]: value })).toBe(message)
  })

  it.each([['adult-13-plus'], ['parent-educator']])('accepts the age choice %s', (choice) => {
    expect(
      v.parse(RegisterSchema, { ...registration, ageConfirmation: choice }).ageConfirmation,
    ).toBe(choice)
  })

  it.each([
    ['under-13', ageMessages.under13],
    ['', ageMessages.required],
    [undefined, ageMessages.required],
  ])('refuses the age choice %j', (choice, message) => {
    expect(firstMessage(RegisterSchema, { ...registration, ageConfirmation: choice })).toBe(message)
  })

  it('offers the age choices in the form order, with under-13 last and refused', () => {
    expect(Object.entries(ageChoiceLabels)).toEqual([
      ['parent-educator', 'I am a parent or educator'],
      ['adult-13-plus', 'I am 13 or older'],
      ['under-13', 'I am under 13'],
    ])
    const accepted = ageChoices.filter(
      (choice) => v.safeParse(RegisterSchema, { ...registration, ageConfirmation: choice }).success,
    )
    expect(accepted.sort()).toEqual([...ageConfirmations].sort())
  })

  it('accepts a password of exactly 128 characters, kept as typed', () => {
    const password = ` ${'x'.repeat(126)} `
    expect(v.parse(RegisterSchema, { ...registration, password }).password).toBe(password)
  })
})

describe('LoginSchema', () => {
  it('uses the same length rules', () => {
    expect(firstMessage(LoginSchema, { username: 'ab', password: 'secret1' })).toBe(
      'Username must be at least 3 characters',
    )
    expect(firstMessage(LoginSchema, { username: 'dana', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    )
  })
})

describe('in Spanish', () => {
  it.each([
    ['username', 'ab', 'El nombre de usuario debe tener al menos 3 caracteres'],
    [
      'username',
      'dana lee',
      'El nombre de usuario solo puede tener letras, números, puntos, guiones y guiones bajos',
    ],
    ['username', 'x'.repeat(51), 'El nombre de usuario puede tener como máximo 50 caracteres'],
    ['password', '12345', 'La contraseña debe tener al menos 6 caracteres'],
    ['password', 'x'.repeat(129), 'La contraseña puede tener como máximo 128 caracteres'],
    ['firstName', ' ', 'Ingrese su nombre'],
    ['lastName', '', 'Ingrese su apellido'],
    ['email', 'dana@', 'El correo electrónico no es válido'],
    ['ageConfirmation', '', 'Indíquenos si tiene 13 años o más, o si es madre, padre o docente.'],
  ])('RegisterSchema refuses %s %j in the language of the moment', (field, value, message) => {
    const input = { ...registration, [field]: value }
    language = 'es'
    expect(firstMessage(RegisterSchema, input)).toBe(message)
    language = 'en'
    expect(firstMessage(RegisterSchema, input)).not.toBe(message)
  })

  it('refuses under-13 with the Spanish refusal, the same text as ageMessages', () => {
    language = 'es'
    expect(firstMessage(RegisterSchema, { ...registration, ageConfirmation: 'under-13' })).toBe(
      ageMessages.under13,
    )
    expect(ageMessages.under13).toMatch(/^Lo sentimos, debe tener 13 años o más/)
  })

  it('reads the exported messages and labels as they are used', () => {
    expect(authMessages.invalidCredentials).toBe('Invalid username or password')
    expect(Object.values(ageChoiceLabels)).toEqual([
      'I am a parent or educator',
      'I am 13 or older',
      'I am under 13',
    ])
    language = 'es'
    expect(authMessages.invalidCredentials).toBe(
      'El nombre de usuario o la contraseña no son correctos',
    )
    expect(authMessages.notSignedIn).toBe('No ha iniciado sesión')
    expect(Object.entries(ageChoiceLabels)).toEqual([
      ['parent-educator', 'Soy madre, padre o docente'],
      ['adult-13-plus', 'Tengo 13 años o más'],
      ['under-13', 'Tengo menos de 13 años'],
    ])
  })

  it('answers the other account forms in Spanish too', () => {
    language = 'es'
    expect(firstMessage(LoginSchema, { username: 'dana', password: '12345' })).toBe(
      'La contraseña debe tener al menos 6 caracteres',
    )
    expect(
      firstMessage(ChangePasswordSchema, { currentPassword: '', newPassword: 'Tangerine-7' }),
    ).toBe('Ingrese su contraseña actual')
    expect(firstMessage(PasswordResetConfirmSchema, { token: '', password: 'Tangerine-7' })).toBe(
      authMessages.resetLinkInvalid,
    )
    expect(authMessages.resetLinkInvalid).toBe(
      'Este enlace para restablecer la contraseña no es válido o ya venció.',
    )
  })
})
