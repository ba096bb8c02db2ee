import { and, eq, gt, lte } from 'drizzle-orm'
import { brand } from '#core/brand'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { signInLinks } from '../../db/schema/accounts'
import { hashSecret, randomToken } from './sessions'

/**
 * Sign-in links (WCAG 3.3.8, docs/decisions/085) work once, for 30 minutes: long enough to find
 * the e-mail, short enough that an old one in a mailbox signs nobody in. Only the token's SHA-256
 * is kept.
 */
export const signInLinkLifetimeMs = 30 * 60 * 1000

export async function createSignInToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomToken(32)
  // Only the newest link works: asking again retires the earlier ones.
  await db.delete(signInLinks).where(eq(signInLinks.userId, userId))
  await db.insert(signInLinks).values({
    tokenHash: hashSecret(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + signInLinkLifetimeMs),
  })
  return token
}

/**
 * Deletes the token and answers its user, in one statement: however many tabs or mail scanners
 * open the link at once, one of them signs in.
 */
export async function consumeSignInToken(
  db: Database,
  token: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .delete(signInLinks)
    .where(and(eq(signInLinks.tokenHash, hashSecret(token)), gt(signInLinks.expiresAt, now)))
    .returning({ userId: signInLinks.userId })
  return row?.userId
}

/** The sign-in e-mail, in the account's language; `link` already leads to its language's page. */
export function signInMail(options: {
  firstName: string
  username: string
  link: string
  locale: Locale
}) {
  const { locale, username } = options
  return {
    locale,
    subject: m.email_sign_in_subject({ site: brand.name }, { locale }),
    body: [
      m.email_hello_name({ name: options.firstName }, { locale }),
      '',
      m.email_sign_in_asked({ site: brand.name, username }, { locale }),
      m.email_sign_in_open({}, { locale }),
      '',
      options.link,
      '',
      m.email_sign_in_once({}, { locale }),
    ].join('\n'),
  }
}

/** The sweep's share: sign-in links past their half hour are deleted, used or not. */
export async function deleteExpiredSignInLinks(db: Database, now: Date) {
  await db.delete(signInLinks).where(lte(signInLinks.expiresAt, now))
}
