import { and, eq, sql } from 'drizzle-orm'
import { EmailSignupSchema } from '../../core/schemas/email-signup'
import { emailSignups } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { throttlePerIp } from '../lib/throttle'
import { validate } from '../lib/validate'

const signupColumns = {
  id: emailSignups.id,
  email: emailSignups.email,
  source: emailSignups.source,
}

/**
 * Mailing list, waitlist and newsletter. Signing up twice is not an error for a parent:
 * the repeat answers 200 with the existing signup instead of 201.
 */
export const emailSignupRoutes = createRouter().post(
  '/',
  throttlePerIp('email-signup', 'forms'),
  validate('json', EmailSignupSchema),
  async (c) => {
    const signup = c.req.valid('json')
    const [created] = await c.var.db
      .insert(emailSignups)
      .values(signup)
      .onConflictDoNothing()
      .returning(signupColumns)
    if (created) return c.json(created, 201)
    const [existing] = await c.var.db
      .select(signupColumns)
      .from(emailSignups)
      .where(
        and(
          eq(sql`lower(${emailSignups.email})`, signup.email.toLowerCase()),
          eq(emailSignups.source, signup.source),
        ),
      )
    if (!existing) throw new Error('Email signup conflicted but no existing row was found')
    return c.json(existing, 200)
  },
)
