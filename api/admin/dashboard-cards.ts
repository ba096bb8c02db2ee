import { eq } from 'drizzle-orm'
import type {
  EducationStatCreate,
  EducationStatUpdate,
  NetworkingContactCreate,
  NetworkingContactUpdate,
} from '#core/schemas/admin-cards'
import type { Database } from '../../db/client'
import { educationStats, networkingContacts } from '../../db/schema/organization'
import { type AuditAction, type AuditedEntity, recordAudit } from '../ops'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

function record(
  tx: Tx,
  actor: { id: number },
  action: AuditAction,
  entity: AuditedEntity,
  entityId: number,
  detail: object,
) {
  return recordAudit(tx, { actorId: actor.id, action, entity, entityId, detail: { ...detail } })
}

/**
 * The dashboard's education statistics and professional network, edited by staff (decision 034):
 * add, change, remove, each in the audit log with what it was.
 */
export function createEducationStat(
  db: Database,
  input: EducationStatCreate,
  actor: { id: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(educationStats).values(input).returning()
    await record(tx, actor, 'statistic.create', 'statistic', row!.id, input)
    return row!
  })
}

export function updateEducationStat(
  db: Database,
  id: number,
  update: EducationStatUpdate,
  actor: { id: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(educationStats)
      .set(update)
      .where(eq(educationStats.id, id))
      .returning()
    if (row) await record(tx, actor, 'statistic.update', 'statistic', id, update)
    return row
  })
}

export function removeEducationStat(db: Database, id: number, actor: { id: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(educationStats).where(eq(educationStats.id, id)).returning()
    if (row) await record(tx, actor, 'statistic.remove', 'statistic', id, row)
    return row !== undefined
  })
}

export function createNetworkingContact(
  db: Database,
  input: NetworkingContactCreate,
  actor: { id: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(networkingContacts).values(input).returning()
    await record(tx, actor, 'contact.create', 'contact', row!.id, { name: input.name })
    return row!
  })
}

export function updateNetworkingContact(
  db: Database,
  id: number,
  update: NetworkingContactUpdate,
  actor: { id: number },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(networkingContacts)
      .set(update)
      .where(eq(networkingContacts.id, id))
      .returning()
    if (row) await record(tx, actor, 'contact.update', 'contact', id, update)
    return row
  })
}

export function removeNetworkingContact(db: Database, id: number, actor: { id: number }) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(networkingContacts)
      .where(eq(networkingContacts.id, id))
      .returning()
    if (row)
      await record(tx, actor, 'contact.remove', 'contact', id, { name: row.name, email: row.email })
    return row !== undefined
  })
}
