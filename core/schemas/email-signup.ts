import * as v from 'valibot'
import { newsletterEmail } from '../newsletter-email'
import { signupSourceValues } from '../signup-sources'
import { email, line, plain } from './fields'

/** The mailing-list dialog on /mission. */
export const MailingListSchema = v.strictObject({
  firstName: line(2, 'First name must be at least 2 characters', 80),
  lastName: line(2, 'Last name must be at least 2 characters', 80),
  email: email(),
})

/** The footer/home newsletter: an e-mail of the form {x}@{y} without spaces. */
export const NewsletterSchema = v.strictObject({
  email: v.pipe(
    v.string(newsletterEmail.message),
    v.trim(),
    v.regex(newsletterEmail.pattern, newsletterEmail.message),
    v.maxLength(newsletterEmail.maxLength, newsletterEmail.message),
  ),
})

/** What POST /api/email-signup accepts: names are optional for the newsletter. */
export const EmailSignupSchema = v.strictObject({
  email: email(),
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80), plain())),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80), plain())),
  source: v.optional(v.picklist(signupSourceValues, 'Unknown signup source'), 'mailing-list'),
})

export type EmailSignup = v.InferOutput<typeof EmailSignupSchema>
