import { and, eq, gt, lte } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Locale } from '#core/locale'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { hashSecret, randomToken } from './sessions'

/** A table of links e-mailed to an account: the SHA-256 of each token, whose, until when. */
type LinkTable = PgTable & {
  tokenHash: PgColumn
  userId: PgColumn
  createdAt: PgColumn
  expiresAt: PgColumn
}

/**
 * Single-use links e-mailed to an account (a password reset, a sign-in, a deletion): each works
 * once, until `lifetimeMs` after it was asked for, and only the newest of an account works. The
 * database keeps only the token's SHA-256.
 */
export function emailedLinks(table: LinkTable, lifetimeMs: number) {
  return {
    /** A new link's token; asking again retires the account's earlier links. */
    async create(db: Database, userId: number, now: Date): Promise<string> {
      const token = randomToken(32)
      await db.delete(table).where(eq(table.userId, userId))
      await db.insert(table).values({
        tokenHash: hashSecret(token),
        userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetimeMs),
      })
      return token
    },
    /** Deletes the token and answers its account, in one statement: a link never works twice. */
    async consume(db: Database, token: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .delete(table)
        .where(and(eq(table.tokenHash, hashSecret(token)), gt(table.expiresAt, now)))
        .returning({ userId: table.userId })
      return row?.userId as number | undefined
    },
    /** The sweep's share: links past their time are deleted, used or not. */
    async deleteExpired(db: Database, now: Date) {
      await db.delete(table).where(lte(table.expiresAt, now))
    },
  }
}

/**
 * The e-mail that carries such a link, in the account's language: the greeting (by name when
 * there is one), what was asked,
 * how to open it, the link alone on its line (the template makes it a button), and what happens
 * if the person did not ask.
 */
export function linkMail(options: {
  locale: Locale
  subject: string
  firstName: string
  asked: string
  open: string
  link: string
  ifNotAsked: string
}) {
  const { locale } = options
  return {
    locale,
    subject: options.subject,
    body: [
      options.firstName
        ? m.email_hello_name({ name: options.firstName }, { locale })
        : m.email_hello({}, { locale }),
      '',
      options.asked,
      options.open,
      '',
      options.link,
      '',
      options.ifNotAsked,
    ].join('\n'),
  }
}
