import { and, isNotNull, sql } from 'drizzle-orm'
import { rolePermissions, type StaffPermission, staffRoles } from '#core/staff-roles'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { sendMail } from './mailer'

/** Something that waits for staff: what happened, and the back-office page where it is done. */
export interface StaffAlert {
  /** Whom it is for: the staff whose roles grant this (decision 072). */
  permission: StaffPermission
  subject: string
  /** What happened, in a line or a few. */
  lines: string[]
  /** The record's page in the back office, without the origin: `/admin/orders/12`. */
  path: string
}

/**
 * Tells the staff who act on it that something waits (decision 075): one e-mail each, queued in
 * the caller's transaction (a rolled-back write tells no one), with the link straight to the
 * record. Only to a verified address: a staff account's alerts carry donors' and families' names.
 */
export async function alertStaff(db: Database, origin: string, alert: StaffAlert) {
  const roles = staffRoles.filter((role) => rolePermissions[role].includes(alert.permission))
  const staff = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        sql`${users.staffRoles} && array[${sql.join(
          roles.map((role) => sql`${role}`),
          sql`, `,
        )}]::text[]`,
        isNotNull(users.emailVerifiedAt),
      ),
    )
    .orderBy(users.id)
  const body = [
    ...alert.lines,
    '',
    'Open it in the back office:',
    `${origin}${alert.path}`,
    '',
    `You receive this because your staff role covers ${alert.permission}. An owner can change your roles.`,
  ].join('\n')
  for (const { email } of staff) {
    await sendMail(db, { to: email, subject: alert.subject, body })
  }
  return staff.length
}
