/** Operations: the audit log of staff actions and the claims of the scheduled jobs. */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt } from './columns'

/**
 * Background jobs that every replica schedules but one should do: each interval's run is claimed
 * here by one statement (api/ops/claim-run.ts), so N replicas sweep once, not N times.
 */
export const maintenanceRuns = pgTable('maintenance_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** How many times the job has run, all replicas together. */
  runs: integer('runs').notNull().default(1),
})

/** Staff actions, for /admin's audit log: who did what to which record, when (issue 14). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The roles the staff member held when they did it (issue 33). */
    actorRoles: text('actor_roles').array(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_at_idx').on(t.createdAt, t.id)],
)
