import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ageChoiceLabels,
  ageChoices,
  ageConfirmations,
  ageMessages,
  LoginSchema,
  RegisterSchema,
} from './auth'

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
