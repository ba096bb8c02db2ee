import { and, eq, gt, lte } from 'drizzle-orm'
import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { passwordResetTokens } from '../../db/schema/accounts'
import { hashSecret, randomToken } from './sessions'

/** Reset links work once, for an hour; the database keeps only the token's SHA-256. */
export const resetLinkLifetimeMs = 60 * 60 * 1000

export async function createResetToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomToken(32)
  // Only the newest link works: asking again retires the earlier ones.
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
  await db.insert(passwordResetTokens).values({
    tokenHash: hashSecret(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + resetLinkLifetimeMs),
  })
  return token
}

/** Deletes the token and answers its user, in one statement: a link can never work twice. */
export async function consumeResetToken(
  db: Database,
  token: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecret(token)),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId })
  return row?.userId
}

/** The reset e-mail, in the account's language; `link` already leads to its language's page. */
export function resetMail(options: {
  firstName: string
  username: string
  link: string
  locale: Locale
}) {
  const { locale, username } = options
  return {
    locale,
    subject: m.email_reset_subject({ site: brand.name }, { locale }),
    body: [
      m.email_hello_name({ name: options.firstName }, { locale }),
      '',
      m.email_reset_asked({ site: brand.name, username }, { locale }),
      m.email_reset_open({}, { locale }),
      '',
      options.link,
      '',
      m.email_reset_once({}, { locale }),
    ].join('\n'),
  }
}

/** The sweep's share: reset links past their hour are deleted, used or not. */
export async function deleteExpiredResetLinks(db: Database, now: Date) {
  await db.delete(passwordResetTokens).where(lte(passwordResetTokens.expiresAt, now))
}
