import { and, eq, lte, ne, or } from 'drizzle-orm'
import type { User } from '#core/schemas/auth'
import type { Database } from '../../db/client'
import { sessions, users } from '../../db/schema/accounts'
import type { CurrentSession } from '../app-env'
import { publicUserColumns } from './public-user'
import {
  checkSession,
  generateSessionToken,
  hashSecret,
  newSessionTimes,
  parseSessionToken,
  type SessionPolicy,
  secretMatches,
} from './sessions'

export async function createSession(
  db: Database,
  userId: number,
  policy: SessionPolicy,
  now: Date,
): Promise<{ token: string; session: CurrentSession }> {
  const { id, secret, token } = generateSessionToken()
  const times = newSessionTimes(now, policy)
  await db.insert(sessions).values({
    id,
    userId,
    secretHash: hashSecret(secret),
    createdAt: now,
    ...times,
  })
  return { token, session: { id, userId, expiresAt: times.expiresAt } }
}

export interface ValidatedSession {
  session: CurrentSession
  user: User
  /** True when the expiry moved, so the cookie must be sent again. */
  renewed: boolean
}

/** The session and user behind a cookie value, or null; an expired row is deleted on the way. */
export async function validateSessionToken(
  db: Database,
  token: string,
  policy: SessionPolicy,
  now: Date,
): Promise<ValidatedSession | null> {
  const parsed = parseSessionToken(token)
  if (!parsed) return null
  const [row] = await db
    .select({
      user: publicUserColumns,
      secretHash: sessions.secretHash,
      expiresAt: sessions.expiresAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, parsed.id))
  if (!row || !secretMatches(parsed.secret, row.secretHash)) return null

  const check = checkSession(row, now, policy)
  if (check.state === 'expired') {
    await deleteSession(db, parsed.id)
    return null
  }
  let expiresAt = row.expiresAt
  if (check.state === 'renew') {
    expiresAt = check.expiresAt
    await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, parsed.id))
  }
  return {
    session: { id: parsed.id, userId: row.user.id, expiresAt },
    user: row.user,
    renewed: check.state === 'renew',
  }
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id))
}

/** Signs a user out everywhere, or everywhere but `keepId` (the device changing the password). */
export async function deleteUserSessions(db: Database, userId: number, keepId?: string) {
  await db
    .delete(sessions)
    .where(
      keepId
        ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
        : eq(sessions.userId, userId),
    )
}

export async function deleteExpiredSessions(db: Database, now: Date) {
  await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.absoluteExpiresAt, now)))
}
