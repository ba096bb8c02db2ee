import { and, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/client'

/** The columns an outbox of claimed rows keeps (e-mail's `outbox`, push's `push_outbox`). */
export type OutboxTable = PgTable & {
  id: PgColumn
  attempts: PgColumn
  nextAttemptAt: PgColumn
  claimedUntil: PgColumn
  sentAt: PgColumn
  failedAt: PgColumn
}

export interface ClaimPolicy {
  /** Rows claimed per round. */
  batchSize: number
  /** How long a claim holds a row: longer than any send can take. */
  claimSeconds: number
  /** First retry after this long; each further one waits twice as long, up to an hour. */
  retryBaseSeconds: number
}

const maxRetryDelaySeconds = 3600

/**
 * Claims the due rows nobody holds, in one statement: `FOR UPDATE SKIP LOCKED` lets several
 * workers (replicas) claim at once without ever taking the same row, and the claim is a lease
 * (`claimed_until`), so the sending itself holds no lock and no transaction. A crash between
 * sending and marking sent lets the lease run out and the row go again. `alsoDue` adds a condition
 * of the outbox's own (a paused newsletter's copies wait).
 */
export async function claimDueRows<T extends OutboxTable>(
  db: Database,
  table: T,
  policy: ClaimPolicy,
  now: Date,
  alsoDue?: SQL,
): Promise<T['$inferSelect'][]> {
  const claimedUntil = new Date(now.getTime() + policy.claimSeconds * 1000)
  const due = db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(
        isNull(table.sentAt),
        isNull(table.failedAt),
        lte(table.nextAttemptAt, now),
        or(isNull(table.claimedUntil), lte(table.claimedUntil, now)),
        alsoDue,
      ),
    )
    .orderBy(table.nextAttemptAt, table.id)
    .limit(policy.batchSize)
    .for('update', { skipLocked: true })
  const claimed = await db
    .update(table as PgTable)
    .set({ claimedUntil, attempts: sql`${table.attempts} + 1` })
    .where(sql`${table.id} in ${due}`)
    .returning()
  return claimed as T['$inferSelect'][]
}

/** When a row that failed for the `attempts`-th time goes again: doubling, an hour at most. */
export function nextAttemptAfter(policy: ClaimPolicy, attempts: number, at: Date): Date {
  const seconds = Math.min(maxRetryDelaySeconds, policy.retryBaseSeconds * 2 ** (attempts - 1))
  return new Date(at.getTime() + seconds * 1000)
}
