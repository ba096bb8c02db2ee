import { eq, sql } from 'drizzle-orm'
import type { User } from '../../core/schemas/auth'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'

/** The only user columns a response may carry (docs/decisions/007). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.as('email_verified'),
}

export function toPublicUser(row: User): User {
  const { id, username, firstName, lastName, email, isAdmin, emailVerified } = row
  return { id, username, firstName, lastName, email, isAdmin, emailVerified }
}

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

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}

/** Which unique index a failed insert hit: Postgres (postgres.js) and PGlite name it differently. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error; current instanceof Error || isObject(current); ) {
    const fields = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown }
    if (fields.code === '23505') {
      const name = fields.constraint_name ?? fields.constraint
      return typeof name === 'string' ? name : ''
    }
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}
