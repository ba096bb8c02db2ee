import * as v from 'valibot'
import { m } from '#i18n/messages'
import { newsletterEmail } from '../newsletter-email'
import { signupSourceValues } from '../signup-sources'
import { email, line, plain } from './fields'

/** The mailing-list dialog on /mission. */
export const MailingListSchema = v.strictObject({
  firstName: line(2, () => m.forms_first_name_too_short({ min: 2 }), 80),
  lastName: line(2, () => m.forms_last_name_too_short({ min: 2 }), 80),
  email: email(),
})

/**
 * The footer/home newsletter: an e-mail of the form {x}@{y} without spaces. Its refusal is
 * `newsletterEmail.message` in the language of the moment.
 */
const newsletterEmailInvalid = () => m.forms_enter_valid_email()

export const NewsletterSchema = v.strictObject({
  email: v.pipe(
    v.string(newsletterEmailInvalid),
    v.trim(),
    v.regex(newsletterEmail.pattern, newsletterEmailInvalid),
    v.maxLength(newsletterEmail.maxLength, newsletterEmailInvalid),
  ),
})

/** What POST /api/email-signup accepts: names are optional for the newsletter. */
export const EmailSignupSchema = v.strictObject({
  email: email(),
  firstName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80), plain())),
  lastName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(80), plain())),
  source: v.optional(
    v.picklist(signupSourceValues, () => m.forms_unknown_signup_source()),
    'mailing-list',
  ),
})

export type EmailSignup = v.InferOutput<typeof EmailSignupSchema>
