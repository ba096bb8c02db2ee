import { asc, eq, sql } from 'drizzle-orm'
import { baseLocale, type Locale } from '#core/locale'
import type { RegisterInput, User } from '#core/schemas/auth'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { violatedUniqueIndex } from '../lib/db-errors'
import { requestLocale } from '../lib/request-language'
import { publicUserColumns } from './public-user'

/** Usernames and e-mails are unique regardless of case (the unique indexes are on lower()). */
export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  return row
}

/**
 * The accounts that use an address, the verified one first (only a verified address is unique:
 * docs/decisions/010), each with the language its e-mails are written in. At most `limit`, so a
 * flood of sign-ups with someone's address cannot turn into a flood of mail to them.
 */
export async function findUsersByEmail(db: Database, email: string, limit = 3) {
  return db
    .select({ ...publicUserColumns, locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .orderBy(sql`${users.emailVerifiedAt} is null`, asc(users.id))
    .limit(limit)
}

/** What the API may say of one account, by id. */
export async function findUserById(db: Database, userId: number) {
  const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, userId))
  return row
}

export async function findPasswordHash(db: Database, userId: number) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  return row?.passwordHash
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** The member's language setting (decision 077): what the site's e-mails to them are written in. */
export async function userLocale(db: Database, userId: number): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId))
  return row?.locale ?? baseLocale
}

/** The member's language setting (decision 077). */
export async function setUserLocale(db: Database, userId: number, locale: Locale) {
  await db.update(users).set({ locale }).where(eq(users.id, userId))
}

/**
 * A new account (docs/decisions/007). The unique index on usernames decides, so two simultaneous
 * sign-ups with one name still get `taken`, never an error; the app's clock starts the forum's
 * new-account window. An address another account uses is no obstacle: the new account stays
 * unverified, and only a verified address is unique (docs/decisions/010).
 */
export async function createUser(
  db: Database,
  input: RegisterInput,
  passwordHash: string,
  now: Date,
): Promise<{ user: User } | { taken: 'username' }> {
  try {
    const [user] = await db
      .insert(users)
      .values({
        ...input,
        passwordHash,
        ageConfirmedAt: now,
        createdAt: now,
        // The member's language setting starts as the one they signed up in (decision 077).
        locale: requestLocale(),
      })
      .returning(publicUserColumns)
    return { user: user! }
  } catch (error) {
    if (violatedUniqueIndex(error) !== 'users_username_unique') throw error
    return { taken: 'username' }
  }
}

/**
 * Locks the member's row until the transaction ends: what one account does one at a time (its
 * orders, against the per-account limits) waits here for the one before it.
 */
export async function lockAccount(tx: Database, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}
