import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NewsletterFormCheck, parseNewsletterEmail } from './newsletter-email'
import { NewsletterSchema } from './schemas/email-signup'

describe('the newsletter e-mail rule', () => {
  const cases = [
    'a@b',
    ' parent@example.org ',
    'no-at-sign',
    'two words@x.org',
    '',
    `${'x'.repeat(250)}@b.co`,
  ]

  it('agrees with the API schema on every case', () => {
    for (const input of cases) {
      const schema = v.safeParse(NewsletterSchema, { email: input })
      expect(parseNewsletterEmail(input), input).toBe(schema.success ? schema.output.email : null)
      // The form's own check (a Standard Schema, for the home page) agrees too, field and all.
      const form = NewsletterFormCheck['~standard'].validate({ email: input })
      expect(form, input).toEqual(
        schema.success
          ? { value: { email: schema.output.email } }
          : { issues: [{ message: 'Please enter a valid email address', path: ['email'] }] },
      )
    }
  })

  it('trims and accepts {x}@{y}', () => {
    expect(parseNewsletterEmail(' parent@example.org ')).toBe('parent@example.org')
    expect(parseNewsletterEmail('no-at-sign')).toBeNull()
  })
})
