import { and, count, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import { type ApplicationStatus, applicationMoves } from '#core/application-statuses'
import {
  type ApplicationUpdate,
  applicationMessages,
  type ListQuery,
} from '#core/schemas/admin-lists'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import {
  barrierReports,
  emailSignups,
  programApplications,
  subscribers,
  volunteerApplications,
} from '../../db/schema/outreach'
import type { Refusal } from '../lib/errors'
import { backOfficePageSize, containsPattern } from '../lib/list-filters'
import { recordAudit } from '../ops'
import { unsubscribe } from './subscribers'

const pageSize = backOfficePageSize

/**
 * The application tables (and the barrier reports staff handle the same way), described once:
 * what is searched and what the CSV holds.
 */
export const applicationKinds = {
  volunteer: {
    table: volunteerApplications,
    entity: 'volunteer-application',
    search: (q: string) =>
      or(
        ilike(volunteerApplications.name, containsPattern(q)),
        ilike(volunteerApplications.email, containsPattern(q)),
      ),
    csvHeader: [
      'id',
      'received',
      'status',
      'name',
      'email',
      'phone',
      'location',
      'expertise',
      'availability',
      'message',
      'notes',
      'handled by',
    ],
    csvRow: (row: typeof volunteerApplications.$inferSelect, handler: string | null) => [
      row.id,
      row.createdAt,
      row.status,
      row.name,
      row.email,
      row.phone,
      row.location,
      row.expertise,
      row.availability,
      row.message,
      row.notes,
      handler,
    ],
  },
  program: {
    table: programApplications,
    entity: 'program-application',
    search: (q: string) =>
      or(
        ilike(programApplications.childName, containsPattern(q)),
        ilike(programApplications.guardianName, containsPattern(q)),
        ilike(programApplications.email, containsPattern(q)),
      ),
    csvHeader: [
      'id',
      'received',
      'status',
      'child',
      'grade',
      'guardian',
      'email',
      'phone',
      'program',
      'message',
      'notes',
      'handled by',
    ],
    csvRow: (row: typeof programApplications.$inferSelect, handler: string | null) => [
      row.id,
      row.createdAt,
      row.status,
      row.childName,
      row.grade,
      row.guardianName,
      row.email,
      row.phone,
      row.program,
      row.message,
      row.notes,
      handler,
    ],
  },
  /** Barriers reported from /accessibility (issue 35), answered by the same staff. */
  accessibility: {
    table: barrierReports,
    entity: 'barrier-report',
    search: (q: string) =>
      or(
        ilike(barrierReports.name, containsPattern(q)),
        ilike(barrierReports.email, containsPattern(q)),
        ilike(barrierReports.page, containsPattern(q)),
        ilike(barrierReports.description, containsPattern(q)),
      ),
    csvHeader: [
      'id',
      'received',
      'status',
      'name',
      'email',
      'page',
      'what happened',
      'browses with',
      'language',
      'notes',
      'handled by',
    ],
    csvRow: (row: typeof barrierReports.$inferSelect, handler: string | null) => [
      row.id,
      row.createdAt,
      row.status,
      row.name,
      row.email,
      row.page,
      row.description,
      row.assistiveTechnology,
      row.locale,
      row.notes,
      handler,
    ],
  },
} as const

export type ApplicationKind = keyof typeof applicationKinds

function applicationFilter(kind: ApplicationKind, query: ListQuery) {
  const { table, search } = applicationKinds[kind]
  const conditions: (SQL | undefined)[] = []
  if (query.status) conditions.push(eq(table.status, query.status as ApplicationStatus))
  if (query.q) conditions.push(search(query.q))
  return and(...conditions)
}

/** One page of applications, newest first, with who handled each. */
export async function listApplications(db: Database, kind: ApplicationKind, query: ListQuery) {
  const { table } = applicationKinds[kind]
  const where = applicationFilter(kind, query)
  const page = Number(query.page ?? 1)
  const rows = await db
    .select({ application: table, handledByName: users.username })
    .from(table)
    .leftJoin(users, eq(users.id, table.handledBy))
    .where(where)
    .orderBy(desc(table.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [{ total }] = (await db.select({ total: count() }).from(table).where(where)) as [
    { total: number },
  ]
  return {
    applications: rows.map(({ application, handledByName }) => ({
      ...application,
      handledBy: handledByName,
    })),
    total,
    page,
    pageSize,
  }
}

export async function findApplication(db: Database, kind: ApplicationKind, id: number) {
  const { table } = applicationKinds[kind]
  const [row] = await db
    .select({ application: table, handledByName: users.username })
    .from(table)
    .leftJoin(users, eq(users.id, table.handledBy))
    .where(eq(table.id, id))
  return row && { ...row.application, handledBy: row.handledByName }
}

/** Every matching application for CSV, 500 at a time (keyset on id). */
export async function* applicationCsvRows(db: Database, kind: ApplicationKind, query: ListQuery) {
  const config = applicationKinds[kind]
  const table = config.table
  const where = applicationFilter(kind, query)
  let before: number | undefined
  for (;;) {
    const rows = await db
      .select({ application: table, handledByName: users.username })
      .from(table)
      .leftJoin(users, eq(users.id, table.handledBy))
      .where(and(where, before === undefined ? undefined : lt(table.id, before)))
      .orderBy(desc(table.id))
      .limit(500)
    if (rows.length === 0) return
    yield rows.map(({ application, handledByName }) =>
      (config.csvRow as (row: typeof application, handler: string | null) => unknown[])(
        application,
        handledByName,
      ),
    )
    before = rows.at(-1)!.application.id
  }
}

export type ApplicationUpdateResult = { ok: true } | Refusal<'not-found' | 'refused-move'>

/** A status move (only along `applicationMoves`) and/or notes, with who handled it and the audit log. */
export async function updateApplication(
  db: Database,
  kind: ApplicationKind,
  id: number,
  update: ApplicationUpdate,
  actor: { id: number },
  now: Date,
): Promise<ApplicationUpdateResult> {
  const { table, entity } = applicationKinds[kind]
  return db.transaction(async (tx): Promise<ApplicationUpdateResult> => {
    const [row] = await tx
      .select({ status: table.status })
      .from(table)
      .where(eq(table.id, id))
      .for('update')
    if (!row) return { ok: false, reason: 'not-found', error: applicationMessages.notFound }
    if (update.status && update.status !== row.status) {
      if (!applicationMoves[row.status].includes(update.status)) {
        return {
          ok: false,
          reason: 'refused-move',
          error: applicationMessages.transition(row.status, update.status),
        }
      }
    }
    await tx
      .update(table)
      .set({
        ...(update.status ? { status: update.status } : {}),
        ...(update.notes !== undefined ? { notes: update.notes } : {}),
        handledBy: actor.id,
        handledAt: now,
      })
      .where(eq(table.id, id))
    await recordAudit(tx, {
      actorId: actor.id,
      action: `${entity}.update`,
      entity,
      entityId: id,
      detail: { from: row.status, ...update },
      createdAt: now,
    })
    return { ok: true }
  })
}

/**
 * Subscribers for staff: status, the forms they used, when they signed up. The subscriber's
 * address is named with its table: a one-table select writes columns bare, and a bare "email"
 * in this subquery would be the signup's own (every subscriber would show every form used).
 */
const subscriberEmail = sql`${subscribers}.${sql.identifier(subscribers.email.name)}`
const sourcesOf = sql<string>`coalesce((select string_agg(distinct ${emailSignups.source}, ', ') from ${emailSignups} where lower(${emailSignups.email}) = lower(${subscriberEmail})), '')`

const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  firstName: subscribers.firstName,
  status: subscribers.status,
  sources: sourcesOf,
  createdAt: subscribers.createdAt,
  confirmedAt: subscribers.confirmedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
}

function subscriberFilter(query: ListQuery) {
  const conditions: (SQL | undefined)[] = []
  if (query.status) {
    conditions.push(
      eq(subscribers.status, query.status as 'pending' | 'confirmed' | 'unsubscribed'),
    )
  }
  if (query.q) conditions.push(ilike(subscribers.email, containsPattern(query.q)))
  return and(...conditions)
}

export async function listSubscribers(db: Database, query: ListQuery) {
  const where = subscriberFilter(query)
  const page = Number(query.page ?? 1)
  const rows = await db
    .select(subscriberColumns)
    .from(subscribers)
    .where(where)
    .orderBy(desc(subscribers.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize)
  const [{ total }] = (await db.select({ total: count() }).from(subscribers).where(where)) as [
    { total: number },
  ]
  return { subscribers: rows, total, page, pageSize }
}

export const subscriberCsvHeader = [
  'id',
  'email',
  'first name',
  'status',
  'sources',
  'signed up',
  'confirmed',
  'unsubscribed',
]

export async function* subscriberCsvRows(db: Database, query: ListQuery) {
  const where = subscriberFilter(query)
  let before: number | undefined
  for (;;) {
    const rows = await db
      .select(subscriberColumns)
      .from(subscribers)
      .where(and(where, before === undefined ? undefined : lt(subscribers.id, before)))
      .orderBy(desc(subscribers.id))
      .limit(500)
    if (rows.length === 0) return
    yield rows.map((r) => [
      r.id,
      r.email,
      r.firstName,
      r.status,
      r.sources,
      r.createdAt,
      r.confirmedAt,
      r.unsubscribedAt,
    ])
    before = rows.at(-1)!.id
  }
}

/** Staff unsubscribe someone who asked by phone or letter: as the one-click link does. */
export async function staffUnsubscribe(db: Database, id: number, actor: { id: number }, now: Date) {
  return db.transaction(async (tx) => {
    const row = await unsubscribe(tx, id, now)
    if (!row) return undefined
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscriber.unsubscribe',
      entity: 'subscriber',
      entityId: id,
      createdAt: now,
    })
    return { id, ...row }
  })
}
