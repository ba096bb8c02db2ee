import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { VolunteerApplicationSchema } from '#core/schemas/volunteer'
import { schemaErrors } from './use-schema-form'

function errorsFor(values: Record<string, string>) {
  const result = v.safeParse(VolunteerApplicationSchema, values)
  if (result.success) return {}
  return schemaErrors(result.issues)
}

const valid = {
  name: 'Grace Hopper',
  email: 'grace@example.org',
  phone: '512-555-0142',
  location: 'Austin, TX',
  expertise: 'Software and debugging',
  availability: 'Saturdays',
  message: 'I want kids to see computers as puzzles.',
}

describe('schemaErrors', () => {
  it("gives each invalid field the spec's message", () => {
    expect(errorsFor({ ...valid, name: 'G', phone: '123' })).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
    })
  })

  it('keeps only the first message when a field breaks several rules', () => {
    expect(errorsFor({ ...valid, email: '' })).toEqual({
      email: 'Please enter a valid email address',
    })
  })

  it('returns nothing for a valid application', () => {
    expect(errorsFor(valid)).toEqual({})
  })
})
