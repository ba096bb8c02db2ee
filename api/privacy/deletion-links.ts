import { eq, lte } from 'drizzle-orm'
import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { accountDeletionLinks } from '../../db/schema/privacy'
import { hashSecret, randomToken } from '../accounts'

/** A deletion link works for a day (decision 088), once; only its token's SHA-256 is kept. */
export const deletionLinkLifetimeMs = 24 * 60 * 60 * 1000

export async function createDeletionLink(db: Database, userId: number, now: Date) {
  const token = randomToken(32)
  // Only the newest link works: asking again retires the earlier ones.
  await db.delete(accountDeletionLinks).where(eq(accountDeletionLinks.userId, userId))
  await db.insert(accountDeletionLinks).values({
    tokenHash: hashSecret(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + deletionLinkLifetimeMs),
  })
  return token
}

/** The e-mail that confirms the deletion, in the account's language. */
export function deletionMail(options: {
  firstName: string
  username: string
  link: string
  locale: Locale
}) {
  const { locale, username } = options
  return {
    locale,
    subject: m.email_deletion_subject({ site: brand.name }, { locale }),
    body: [
      m.email_hello_name({ name: options.firstName }, { locale }),
      '',
      m.email_deletion_asked({ site: brand.name, username }, { locale }),
      m.email_deletion_open({}, { locale }),
      '',
      options.link,
      '',
      m.email_deletion_keep({}, { locale }),
    ].join('\n'),
  }
}

/** The sweep's share: deletion links past their day are deleted, used or not. */
export async function deleteExpiredDeletionLinks(db: Database, now: Date) {
  await db.delete(accountDeletionLinks).where(lte(accountDeletionLinks.expiresAt, now))
}
