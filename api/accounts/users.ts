import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
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

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId))
}
