import { and, eq, gt, inArray, isNull, lt, lte, max, or, sql } from 'drizzle-orm'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { rateLimits } from '../../db/schema/accounts'

/**
 * Throttling kept in the database, so every API replica shares the counts (docs/decisions/009).
 * A key counts hits in a fixed window that restarts at the first hit after it ends; every hit is
 * one upsert, atomic on PGlite and Postgres alike.
 */
export interface LimitRule {
  /** Hits allowed per window; reaching it blocks the key until the window ends. */
  limit: number
  windowSeconds: number
  /**
   * From the `freeHits`-th hit on, each hit blocks for baseSeconds × 2^(hits − freeHits), at most
   * maxSeconds: a burst of guesses costs the real owner minutes, not the whole window.
   */
  backoff?: { freeHits: number; baseSeconds: number; maxSeconds: number }
}

/** Seconds until `date`, rounded up: what Retry-After says. */
function secondsUntil(date: Date, now: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 1000))
}

function blockForFirstHit(rule: LimitRule, now: Date): Date | null {
  const seconds =
    rule.limit <= 1
      ? rule.windowSeconds
      : rule.backoff && rule.backoff.freeHits <= 1
        ? Math.min(rule.backoff.baseSeconds, rule.windowSeconds)
        : undefined
  return seconds === undefined ? null : new Date(now.getTime() + seconds * 1000)
}

/**
 * One hit against `key`, in one atomic upsert. With `unlessBlocked`, a key that is blocked now is
 * left as it is and nothing is returned: the hit was refused, not counted.
 */
async function upsertHit(
  db: Database,
  key: string,
  rule: LimitRule,
  now: Date,
  { unlessBlocked = false } = {},
) {
  const at = sql`${now.toISOString()}::timestamptz`
  const window = sql`(${rule.windowSeconds}::int * interval '1 second')`
  const fresh = sql`(${rateLimits.windowStart} + ${window} <= ${at})`
  const hits = sql`(case when ${fresh} then 1 else ${rateLimits.count} + 1 end)`
  const windowStart = sql`(case when ${fresh} then ${at} else ${rateLimits.windowStart} end)`
  const backoff = rule.backoff
    ? sql`when ${hits} >= ${rule.backoff.freeHits}::int then ${at} + least(
        ${rule.backoff.baseSeconds}::float8 * power(2, ${hits} - ${rule.backoff.freeHits}::int),
        ${rule.backoff.maxSeconds}::float8,
        ${rule.windowSeconds}::float8
      ) * interval '1 second'`
    : sql``
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now, blockedUntil: blockForFirstHit(rule, now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: hits,
        windowStart,
        blockedUntil: sql`case
          when ${hits} >= ${rule.limit}::int then ${windowStart} + ${window}
          ${backoff}
          when ${fresh} then null
          else ${rateLimits.blockedUntil}
        end`,
      },
      ...(unlessBlocked
        ? { setWhere: or(isNull(rateLimits.blockedUntil), lte(rateLimits.blockedUntil, now)) }
        : {}),
    })
    .returning()
  return row
}

/**
 * Counts one request against `key`; refused (with the seconds to wait) once the window's limit
 * is used up. For endpoints where every request counts: registration, forms, reset e-mails.
 */
export async function consume(
  db: Database,
  key: string,
  rule: LimitRule,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const row = (await upsertHit(db, key, rule, now))!
  if (row.count <= rule.limit) return { allowed: true }
  const windowEnd = new Date(row.windowStart.getTime() + rule.windowSeconds * 1000)
  return { allowed: false, retryAfter: secondsUntil(windowEnd, now) }
}

export interface Attempt {
  key: string
  rule: LimitRule
}

class AttemptRefused extends Error {}

/**
 * Reserves one attempt against every key *before* the work it limits (checking a password), so
 * however many requests arrive at once, no more attempts get through than the rules allow: each
 * key's upsert counts the attempt only while the key is not blocked, and row locks order
 * concurrent reservations. All keys or none (one transaction). A reserved attempt stays counted
 * as a failure unless `releaseAttempt` takes it back after a success.
 */
export async function reserveAttempt(
  db: Database,
  attempts: Attempt[],
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  try {
    await db.transaction(async (tx) => {
      for (const { key, rule } of attempts) {
        if (!(await upsertHit(tx, key, rule, now, { unlessBlocked: true }))) {
          throw new AttemptRefused(key)
        }
      }
    })
    return { allowed: true }
  } catch (error) {
    if (!(error instanceof AttemptRefused)) throw error
    const keys = attempts.map((attempt) => attempt.key)
    return { allowed: false, retryAfter: Math.max(1, await blockedFor(db, keys, now)) }
  }
}

/**
 * Takes back an attempt that succeeded: it no longer counts, and a plain limit it had reached
 * no longer blocks. (The account's own counter is cleared instead: `clearLimit`.)
 */
export async function releaseAttempt(db: Database, { key, rule }: Attempt) {
  const count = sql`greatest(${rateLimits.count} - 1, 0)`
  await db
    .update(rateLimits)
    .set({
      count,
      blockedUntil: rule.backoff
        ? rateLimits.blockedUntil
        : sql`case when ${count} < ${rule.limit}::int then null else ${rateLimits.blockedUntil} end`,
    })
    .where(eq(rateLimits.key, key))
}

/** Seconds until every one of `keys` may try again; 0 when none is blocked. */
export async function blockedFor(db: Database, keys: string[], now: Date): Promise<number> {
  const [row] = await db
    .select({ until: max(rateLimits.blockedUntil) })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.blockedUntil, now)))
  return row?.until ? secondsUntil(new Date(row.until), now) : 0
}

export async function clearLimit(db: Database, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Drops counters that can no longer block anyone (no window here is longer than a day). */
export async function sweepRateLimits(db: Database, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000)
  await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStart, dayAgo),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now)),
      ),
    )
}

/** A human wait: 'N minutes', never '0 minutes'. */
export function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return m.forms_wait_minutes({ count: minutes })
}

/** A human wait for longer blocks: minutes below an hour, else 'N hours'. */
export function waitText(seconds: number): string {
  if (seconds <= 3600) return minutesText(seconds)
  return m.forms_wait_hours({ count: Math.ceil(seconds / 3600) })
}
