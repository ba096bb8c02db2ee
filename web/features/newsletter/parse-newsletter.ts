import * as v from 'valibot'
import { NewsletterSchema } from '../../../core/schemas/email-signup'

/** The newsletter form's check, with the schema the API uses. */
export function parseNewsletter(email: string) {
  return v.safeParse(NewsletterSchema, { email })
}
