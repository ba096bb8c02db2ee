import { and, eq, gt, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import { localizedPath } from '#core/locale'
import type { User } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { emailVerificationTokens, users } from '../../db/schema/accounts'
import { violatedUniqueIndex } from '../lib/db-errors'
import { sendMail } from '../mail'
import { hashSecret, randomToken } from './sessions'
import { userLocale } from './users'

/** Verification links work once, for three days; the database keeps only the token's SHA-256. */
export const verifyLinkLifetimeMs = 3 * 86_400_000

/** E-mails a fresh link to the user's address, in their language; only the newest link works. */
export async function sendVerification(db: Database, user: User, origin: string, now: Date) {
  const token = randomToken(32)
  await db.transaction(async (tx) => {
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, user.id))
    await tx.insert(emailVerificationTokens).values({
      tokenHash: hashSecret(token),
      userId: user.id,
      email: user.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + verifyLinkLifetimeMs),
    })
    const locale = await userLocale(tx, user.id)
    await sendMail(tx, {
      to: user.email,
      locale,
      subject: m.email_verify_subject({ site: brand.name }, { locale }),
      body: [
        m.email_hello_name({ name: user.firstName }, { locale }),
        '',
        m.email_verify_open({ email: user.email }, { locale }),
        '',
        `${origin}${localizedPath('/verify-email', locale)}?token=${token}`,
        '',
        m.email_verify_why({}, { locale }),
        m.email_verify_ignore({}, { locale }),
      ].join('\n'),
    })
  })
}

/**
 * Uses the token once: the account is verified if its e-mail is still the one the link was sent
 * to and no other account has verified that address (only a verified address is unique:
 * docs/decisions/010). Answers the user id, or undefined for an unknown, used or expired link.
 */
export async function consumeVerification(db: Database, token: string, now: Date) {
  try {
    return await verifyWithToken(db, token, now)
  } catch (error) {
    // Another account verified the address at the same moment: the index decided.
    if (violatedUniqueIndex(error) === 'users_verified_email_unique') return undefined
    throw error
  }
}

async function verifyWithToken(db: Database, token: string, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(emailVerificationTokens)
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, hashSecret(token)),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning()
    if (!row) return undefined
    const [verified] = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(users.id, row.userId),
          eq(sql`lower(${users.email})`, row.email.toLowerCase()),
          sql`not exists (select 1 from ${users} as other where lower(other.email) = ${row.email.toLowerCase()} and other.email_verified_at is not null and other.id <> ${row.userId})`,
        ),
      )
      .returning({ id: users.id })
    return verified?.id
  })
}
