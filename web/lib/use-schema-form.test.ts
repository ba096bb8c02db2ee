import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { VolunteerApplicationSchema } from '#core/schemas/volunteer'
import type { StandardResult } from '#core/standard-schema'
import { schemaErrors } from './use-schema-form'

/** Through the Standard Schema interface, as the hook asks the schema. */
function errorsOf(schema: v.GenericSchema, values: unknown) {
  const result = schema['~standard'].validate(values) as StandardResult<unknown>
  return result.issues ? schemaErrors(result.issues) : {}
}

const errorsFor = (values: Record<string, string>) => errorsOf(VolunteerApplicationSchema, values)

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

  it('names a nested field by its path and leaves out an issue of the whole form', () => {
    const Tribute = v.pipe(
      v.object({ tribute: v.object({ name: v.pipe(v.string(), v.minLength(1, 'Name it')) }) }),
      v.check(() => false, 'The whole form is wrong'),
    )
    expect(errorsOf(Tribute, { tribute: { name: '' } })).toEqual({ 'tribute.name': 'Name it' })
    expect(errorsOf(Tribute, { tribute: { name: 'Ada' } })).toEqual({})
  })

  it('reads a path given as plain keys (a check of our own)', () => {
    expect(schemaErrors([{ message: 'Wrong', path: ['custom'] }])).toEqual({ custom: 'Wrong' })
  })
})
