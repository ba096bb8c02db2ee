import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { outbox } from '../../db/schema/mail'
import { auditLog } from '../../db/schema/ops'
import { educationStats, networkingContacts } from '../../db/schema/organization'

export function listEducationStats(db: Database) {
  return db
    .select({
      id: educationStats.id,
      title: educationStats.title,
      trend: educationStats.trend,
      value: educationStats.value,
      description: educationStats.description,
      source: educationStats.source,
      position: educationStats.position,
    })
    .from(educationStats)
    .orderBy(asc(educationStats.position), asc(educationStats.id))
}

export function listNetworkingContacts(db: Database) {
  return db
    .select({
      id: networkingContacts.id,
      name: networkingContacts.name,
      title: networkingContacts.title,
      company: networkingContacts.company,
      location: networkingContacts.location,
      expertise: networkingContacts.expertise,
      email: networkingContacts.email,
      phone: networkingContacts.phone,
      available: networkingContacts.available,
    })
    .from(networkingContacts)
    .orderBy(asc(networkingContacts.id))
}

/** Where a message stands: waiting, sent, being retried after a temporary failure, or failed. */
const outboxStatus = sql<'queued' | 'sent' | 'retrying' | 'failed'>`case
  when ${outbox.sentAt} is not null then 'sent'
  when ${outbox.failedAt} is not null then 'failed'
  when ${outbox.lastError} is not null then 'retrying'
  else 'queued' end`

/** The site's e-mails, newest first, with where each stands (docs/decisions/011). */
export function listOutbox(db: Database) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      status: outboxStatus,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      attachments: sql<
        string[]
      >`coalesce((select jsonb_agg(a->>'filename') from jsonb_array_elements(${outbox.attachments}) a), '[]'::jsonb)`,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(200)
}

/** A failed message goes back in the queue, due now, with its attempts counted afresh. */
export async function resendFailed(
  db: Database,
  id: number,
): Promise<'resent' | 'not-failed' | 'missing'> {
  const rows = await db
    .update(outbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: new Date(), claimedUntil: null })
    .where(and(eq(outbox.id, id), isNotNull(outbox.failedAt)))
    .returning({ id: outbox.id })
  if (rows.length === 1) return 'resent'
  const [exists] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id))
  return exists ? 'not-failed' : 'missing'
}

/** The audit log, newest first, 50 a page: who did what to which record, when (decision 031). */
export async function listAuditLog(db: Database, page: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      by: users.username,
      roles: auditLog.actorRoles,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      detail: auditLog.detail,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.id))
    .limit(50)
    .offset((page - 1) * 50)
}
