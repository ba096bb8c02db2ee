import { eq, sql } from 'drizzle-orm'
import type { RegisterInput, User } from '#core/schemas/auth'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { violatedUniqueIndex } from '../lib/db-errors'
import { publicUserColumns } from '../lib/public-user'

/** Usernames and e-mails are unique regardless of case (the unique indexes are on lower()). */
export async function findUserByUsername(db: Database, username: string) {
  const [row] = await db
    .select({ ...publicUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
  return row
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select(publicUserColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
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

/**
 * A new account (docs/decisions/007). The unique indexes decide, so two simultaneous sign-ups
 * with one name still get `taken`, never an error; the app's clock starts the forum's
 * new-account window.
 */
export async function createUser(
  db: Database,
  input: RegisterInput,
  passwordHash: string,
  now: Date,
): Promise<{ user: User } | { taken: 'email' | 'username' }> {
  try {
    const [user] = await db
      .insert(users)
      .values({ ...input, passwordHash, ageConfirmedAt: now, createdAt: now })
      .returning(publicUserColumns)
    return { user: user! }
  } catch (error) {
    const index = violatedUniqueIndex(error)
    if (index === undefined) throw error
    const emailTaken =
      index === 'users_email_unique' ||
      (index !== 'users_username_unique' && !(await findUserByUsername(db, input.username)))
    return { taken: emailTaken ? 'email' : 'username' }
  }
}
