import { eq, sql } from 'drizzle-orm'
import type { fulfilmentStatuses } from '#core/schemas/admin-order'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { auditLog } from '../../db/schema/ops'

/**
 * Everything the audit log records, by entity: the one list (issue 31), so an action misspelt
 * or made up in a domain is a type error, and /admin's log reads a known vocabulary.
 */
interface AuditedActions {
  order: 'refund' | 'refund_withdrawn' | 'disputed' | 'return' | (typeof fulfilmentStatuses)[number]
  donation: 'refund' | 'refund_withdrawn' | 'resend-receipt' | 'pledge-received' | 'statements-sent'
  product: 'create' | 'update' | 'archive' | 'unarchive'
  image: 'upload'
  resource: 'create' | 'update' | 'publish' | 'unpublish'
  statistic: 'create' | 'update' | 'remove'
  contact: 'create' | 'update' | 'remove'
  'volunteer-application': 'update'
  'program-application': 'update'
  'barrier-report': 'update'
  subscriber: 'unsubscribe'
  figure: 'update'
  /**
   * An invitation sent, accepted or withdrawn (the invitation's id); roles changed (the
   * member's id).
   */
  staff: 'invite' | 'join' | 'withdraw' | 'roles'
  document: 'update'
  /** A person deleted their own account (decision 088): what was done, by count only. */
  account: 'erase'
  /** Staff completed a request by e-mail from someone without an account (decision 091). */
  'privacy-request': 'copy' | 'erase'
}

export type AuditedEntity = keyof AuditedActions

/** Every action the log knows: `<entity>.<what was done>`. */
export type AuditAction = {
  [Entity in AuditedEntity]: `${Entity}.${AuditedActions[Entity]}`
}[AuditedEntity]

export interface AuditEntry {
  entity: AuditedEntity
  action: AuditAction
  /** The staff member; none for what Stripe or the sweep did. */
  actorId?: number | null
  entityId: number | null
  detail?: Record<string, unknown>
  /** Defaults to the database's now. */
  createdAt?: Date
}

/**
 * The audit log's one writer, inside the caller's transaction (the change and its entry
 * together). The entry keeps the roles its staff member held at that moment, read in the same
 * statement, so a later change of roles never rewrites what the log says (issue 33).
 */
export async function recordAudit(db: Database, entry: AuditEntry) {
  const actorRoles =
    entry.actorId == null
      ? null
      : sql`(${db.select({ roles: users.staffRoles }).from(users).where(eq(users.id, entry.actorId))})`
  await db.insert(auditLog).values({ ...entry, actorRoles })
}
