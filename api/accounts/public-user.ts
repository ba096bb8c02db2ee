import { sql } from 'drizzle-orm'
import type { User } from '#core/schemas/auth'
import { users } from '../../db/schema/accounts'

/** The only user columns a response may carry (docs/decisions/007). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isAdmin: users.isAdmin,
  roles: users.staffRoles,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`.as('email_verified'),
}

export function toPublicUser(row: User): User {
  const { id, username, firstName, lastName, email, isAdmin, roles, emailVerified } = row
  return { id, username, firstName, lastName, email, isAdmin, roles, emailVerified }
}
