import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import type { Env } from '../env'
import { hashPassword, isCommonPassword, verifyPassword } from './passwords'
import { deleteUserSessions } from './session-store'
import { findUserByUsername } from './users'

/**
 * ADMIN_USERNAME + ADMIN_PASSWORD (+ ADMIN_EMAIL) create that admin, or keep the existing admin
 * with that password. Without them no admin is created (docs/decisions/010).
 *
 * An existing account that is *not* an admin is never promoted silently: someone may have
 * registered the name first, and a reset link would then go to their address. It becomes the
 * admin only when ADMIN_EMAIL names the address that account has verified (its owner is the
 * operator); otherwise the server refuses to start and says how to fix it.
 */
export async function ensureAdmin(db: Database, env: Env): Promise<'created' | 'updated' | 'none'> {
  const username = env.ADMIN_USERNAME
  const password = env.ADMIN_PASSWORD
  if (!username || !password) return 'none'
  if (isCommonPassword(password)) {
    throw new Error('ADMIN_PASSWORD is one of the most common passwords; choose another.')
  }
  // Replicas starting together take turns, so the second finds the admin the first created.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brightminds:admin'))`)
    return bootstrap(tx, username, password, env)
  })
}

async function bootstrap(
  db: Database,
  username: string,
  password: string,
  env: Env,
): Promise<'created' | 'updated'> {
  const existing = await findUserByUsername(db, username)
  if (!existing) {
    await db.insert(users).values({
      username,
      email: env.ADMIN_EMAIL ?? `${username.toLowerCase()}@localhost`,
      firstName: 'Site',
      lastName: 'Admin',
      passwordHash: await hashPassword(password),
      staffRoles: ['owner'],
    })
    return 'created'
  }
  if (!existing.isAdmin) {
    const ownAddress =
      env.ADMIN_EMAIL !== undefined &&
      existing.emailVerified &&
      env.ADMIN_EMAIL.toLowerCase() === existing.email.toLowerCase()
    if (!ownAddress) throw new Error(squattedMessage(existing.username))
  }
  const samePassword = await verifyPassword(existing.passwordHash, password)
  // A changed ADMIN_PASSWORD signs the admin out everywhere, as a password change does.
  if (!samePassword) await deleteUserSessions(db, existing.id)
  await db
    .update(users)
    .set({
      // The bootstrap admin is an owner, whatever else they do (decision 072).
      staffRoles: sql`case when 'owner' = any(${users.staffRoles}) then ${users.staffRoles}
        else array_append(${users.staffRoles}, 'owner') end`,
      ...(samePassword ? {} : { passwordHash: await hashPassword(password) }),
      // A new address is not verified (docs/decisions/024).
      ...(env.ADMIN_EMAIL && env.ADMIN_EMAIL.toLowerCase() !== existing.email.toLowerCase()
        ? { email: env.ADMIN_EMAIL, emailVerifiedAt: null }
        : {}),
    })
    .where(eq(users.id, existing.id))
  return 'updated'
}

function squattedMessage(username: string) {
  return (
    `ADMIN_USERNAME "${username}" is an existing account that is not an admin, so it was not ` +
    'made one (anyone can register a name). Choose another ADMIN_USERNAME, or, if that account ' +
    'is yours, set ADMIN_EMAIL to the address it has verified.'
  )
}
