import { standardCheck } from './standard-schema'

/**
 * The newsletter's e-mail rule (SPEC §5: {x}@{y} without spaces), without valibot: the home page
 * checks it on its first load, where valibot would cost 2.7 KB gzip; NewsletterSchema
 * (core/schemas/email-signup.ts) builds the API's check from the same facts.
 */
export const newsletterEmail = {
  pattern: /^[^\s@]+@[^\s@]+$/,
  maxLength: 254,
  message: 'Please enter a valid email address',
} as const

/** The trimmed address when it passes the rule, else null. */
export function parseNewsletterEmail(value: string): string | null {
  const email = value.trim()
  return newsletterEmail.pattern.test(email) && email.length <= newsletterEmail.maxLength
    ? email
    : null
}

/** The newsletter form's check, as a Standard Schema (no valibot on the home page). */
export const NewsletterFormCheck = standardCheck<{ email: string }, { email: string }>((form) => {
  const email = parseNewsletterEmail(form.email)
  return email === null
    ? { issues: [{ message: newsletterEmail.message, path: ['email'] }] }
    : { value: { email } }
})
