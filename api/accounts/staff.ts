import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { brand } from '#core/brand'
import type { User } from '#core/schemas/auth'
import type { PendingStaffInvitation, StaffInvitationInput, StaffMember } from '#core/schemas/staff'
import { roleLabels, type StaffRole } from '#core/staff-roles'
import type { Database } from '../../db/client'
import { staffInvitations, users } from '../../db/schema/accounts'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'
import { hashSecret, randomToken } from './sessions'

/** An invitation link works once, for a week; the database keeps only the token's SHA-256. */
export const invitationLifetimeMs = 7 * 86_400_000

const staffColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  roles: users.staffRoles,
}

export async function listStaff(db: Database): Promise<StaffMember[]> {
  return db.select(staffColumns).from(users).where(eq(users.isAdmin, true)).orderBy(asc(users.id))
}

export async function listPendingInvitations(
  db: Database,
  now: Date,
): Promise<PendingStaffInvitation[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      roles: staffInvitations.roles,
      invitedBy: users.username,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(isNull(staffInvitations.acceptedAt), gt(staffInvitations.expiresAt, now)))
    .orderBy(asc(staffInvitations.id))
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt.toISOString() }))
}

/**
 * Invites an address to the staff with the given roles and e-mails it the link. Only the newest
 * invitation to an address works: inviting again withdraws the earlier ones.
 */
export async function inviteStaff(
  db: Database,
  input: StaffInvitationInput,
  by: User,
  origin: string,
  now: Date,
): Promise<PendingStaffInvitation> {
  const token = randomToken(32)
  const expiresAt = new Date(now.getTime() + invitationLifetimeMs)
  return db.transaction(async (tx) => {
    await tx
      .delete(staffInvitations)
      .where(
        and(
          eq(sql`lower(${staffInvitations.email})`, input.email.toLowerCase()),
          isNull(staffInvitations.acceptedAt),
        ),
      )
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        email: input.email,
        roles: input.roles,
        tokenHash: hashSecret(token),
        invitedBy: by.id,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: staffInvitations.id })
    await recordAudit(tx, {
      actorId: by.id,
      action: 'staff.invite',
      entity: 'staff',
      entityId: row!.id,
      detail: { email: input.email, roles: input.roles },
    })
    await sendMail(tx, {
      to: input.email,
      ...invitationMail({
        by,
        roles: input.roles,
        link: `${origin}/staff-invitation?token=${token}`,
      }),
    })
    return {
      id: row!.id,
      email: input.email,
      roles: input.roles,
      invitedBy: by.username,
      expiresAt: expiresAt.toISOString(),
    }
  })
}

export function invitationMail(options: { by: User; roles: StaffRole[]; link: string }) {
  const roles = options.roles.map((role) => roleLabels[role]).join(', ')
  return {
    subject: `You are invited to join the ${brand.name} staff`,
    body: [
      'Hello,',
      '',
      `${options.by.firstName} ${options.by.lastName} invited you to help run the ${brand.name} site, as: ${roles}.`,
      'To accept, open this link within a week and sign in (or create an account) with this email address:',
      '',
      options.link,
      '',
      'The link works once. If you were not expecting this, you can ignore this email.',
    ].join('\n'),
  }
}

export type AcceptOutcome =
  | { accepted: StaffRole[] }
  | { refused: 'invalid' }
  | { refused: 'other-address' }

/**
 * The signed-in account takes the invitation's roles, added to any it holds, once: the row is
 * locked while it is read, so two tabs accepting together cannot both succeed. Only the account
 * that uses the invited address may accept; a refused attempt leaves the invitation as it was.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  user: User,
  now: Date,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(staffInvitations)
      .where(
        and(
          eq(staffInvitations.tokenHash, hashSecret(token)),
          isNull(staffInvitations.acceptedAt),
          gt(staffInvitations.expiresAt, now),
        ),
      )
      .for('update')
    if (!invitation) return { refused: 'invalid' }
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      return { refused: 'other-address' }
    }
    await tx
      .update(staffInvitations)
      .set({ acceptedAt: now, acceptedBy: user.id })
      .where(eq(staffInvitations.id, invitation.id))
    const given = sql.join(
      invitation.roles.map((role) => sql`${role}`),
      sql`, `,
    )
    const [updated] = await tx
      .update(users)
      .set({
        staffRoles: sql`array(select distinct role from unnest(${users.staffRoles} || array[${given}]::text[]) as role order by role)`,
      })
      .where(eq(users.id, user.id))
      .returning({ roles: users.staffRoles })
    await recordAudit(tx, {
      actorId: user.id,
      action: 'staff.join',
      entity: 'staff',
      entityId: invitation.id,
      detail: { roles: invitation.roles },
    })
    return { accepted: updated!.roles }
  })
}

/**
 * Takes the staff roles' lock until the transaction ends: changes to who holds which role go one
 * at a time, so two owners stepping down (or deleting their accounts) at once cannot leave the
 * site without an owner.
 */
export async function lockStaffRoles(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('brightminds:staff-roles'))`)
}

/** Whether the account is the site's only owner, whom no change may take the role from. */
export async function isOnlyOwner(db: Database, userId: number): Promise<boolean> {
  const owners = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`'owner' = any(${users.staffRoles})`)
    .limit(2)
  return owners.length === 1 && owners[0]!.id === userId
}

export type RolesOutcome = { member: StaffMember } | { refused: 'missing' | 'last-owner' }

/**
 * Sets a staff member's roles; none ends their access at their next request. Changes are taken
 * one at a time (`lockStaffRoles`), so two owners demoting each other at once cannot leave the
 * site without an owner.
 */
export async function setStaffRoles(
  db: Database,
  memberId: number,
  roles: StaffRole[],
  by: User,
): Promise<RolesOutcome> {
  return db.transaction(async (tx) => {
    await lockStaffRoles(tx)
    const [member] = await tx
      .select(staffColumns)
      .from(users)
      .where(and(eq(users.id, memberId), eq(users.isAdmin, true)))
    if (!member) return { refused: 'missing' }
    if (!roles.includes('owner') && (await isOnlyOwner(tx, memberId))) {
      return { refused: 'last-owner' }
    }
    await tx.update(users).set({ staffRoles: roles }).where(eq(users.id, memberId))
    await recordAudit(tx, {
      actorId: by.id,
      action: 'staff.roles',
      entity: 'staff',
      entityId: memberId,
      detail: { from: member.roles, to: roles },
    })
    return { member: { ...member, roles } }
  })
}

/**
 * Withdraws an invitation not yet accepted (sent to the wrong address, say): its link stops
 * working. False when there is no such pending invitation.
 */
export async function withdrawInvitation(db: Database, id: number, by: User): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffInvitations)
      .where(and(eq(staffInvitations.id, id), isNull(staffInvitations.acceptedAt)))
      .returning({ email: staffInvitations.email, roles: staffInvitations.roles })
    if (!row) return false
    await recordAudit(tx, {
      actorId: by.id,
      action: 'staff.withdraw',
      entity: 'staff',
      entityId: id,
      detail: { email: row.email, roles: row.roles },
    })
    return true
  })
}
