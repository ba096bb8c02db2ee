import { lte, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { maintenanceRuns } from '../../db/schema/ops'

/**
 * Claims this interval's run of a job that every replica schedules (the expiry sweep): true for
 * the one replica whose claim lands first, false for the others until `intervalMs` has passed
 * since that run (less a tenth, for timers that drift). One statement, so replicas starting at
 * the same moment cannot both win.
 */
export async function claimRun(
  db: Database,
  name: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  const due = new Date(now.getTime() - intervalMs * 0.9)
  const claimed = await db
    .insert(maintenanceRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: maintenanceRuns.name,
      set: { lastRunAt: now, runs: sql`${maintenanceRuns.runs} + 1` },
      setWhere: lte(maintenanceRuns.lastRunAt, due),
    })
    .returning({ name: maintenanceRuns.name })
  return claimed.length > 0
}
