import { and, eq, sql } from 'drizzle-orm'
import type { EmailSignup } from '#core/schemas/email-signup'
import type { Database } from '../../db/client'
import { emailSignups } from '../../db/schema/outreach'

const signupColumns = {
  id: emailSignups.id,
  email: emailSignups.email,
  source: emailSignups.source,
}

/**
 * Mailing list, waitlist and newsletter. Signing up twice is not an error for a parent: the
 * repeat returns the existing signup (`created: false`) instead of a second row.
 */
export async function signUpForEmail(db: Database, signup: EmailSignup) {
  const [created] = await db
    .insert(emailSignups)
    .values(signup)
    .onConflictDoNothing()
    .returning(signupColumns)
  if (created) return { created: true, signup: created }
  const [existing] = await db
    .select(signupColumns)
    .from(emailSignups)
    .where(
      and(
        eq(sql`lower(${emailSignups.email})`, signup.email.toLowerCase()),
        eq(emailSignups.source, signup.source),
      ),
    )
  if (!existing) throw new Error('Email signup conflicted but no existing row was found')
  return { created: false, signup: existing }
}
