import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { count } from 'drizzle-orm'
import { type PgDatabase, type PgQueryResultHKT, pgSchema, serial } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import * as schema from './schema'
import { watchedSockets } from './watched-socket'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** How many of the build's migrations the database lacks (readiness: 0). */
  pendingMigrations(): Promise<number>
  /** Cheap round trip for health checks. */
  ping(): Promise<void>
  /** This process's connections to the database: the pool's size, those open, those busy. */
  poolStats(): Promise<PoolStats>
  /**
   * LISTENs on `channel`: `onNotify` gets each NOTIFY's payload once its transaction commits,
   * from this process or any other on the same database. `onListening` runs each time the
   * subscription is (re)established, when notifications may have been missed.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Subscription>
  close(): Promise<void>
}

export interface PoolStats {
  max: number
  open: number
  active: number
}

export interface ListenHandlers {
  onNotify(payload: string): void
  onListening?(): void
}

export interface Subscription {
  /** Sends a NOTIFY on the channel (delivered on commit when inside a transaction). */
  notify(payload: string): Promise<void>
  stop(): Promise<void>
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname

/** drizzle-kit's record of the migrations applied, one row each. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id') })

/** How many migrations this build has: read once, the readiness check asks every few seconds. */
let buildMigrations: Promise<number> | undefined

async function pendingMigrations(db: Database): Promise<number> {
  buildMigrations ??= readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then(
    (text) => (JSON.parse(text) as { entries: unknown[] }).entries.length,
  )
  const total = await buildMigrations
  try {
    const [row] = await db.select({ applied: count() }).from(appliedMigrations)
    return Math.max(0, total - (row?.applied ?? 0))
  } catch {
    // Not even the record exists yet: nothing is applied.
    return total
  }
}

/**
 * How long Postgres may keep the app waiting (decision 050); unset, postgres.js's own defaults
 * (30 s to connect, statements unbounded).
 */
export interface DatabaseTimeouts {
  /** Opening a connection: TCP, TLS and signing in. */
  connectMs: number
  /**
   * One statement of the app's: Postgres cancels it then (statement_timeout), and a connection
   * silent for `silenceGraceMs` longer is dropped as dead. 0: neither. Migrations are exempt.
   */
  statementMs: number
}

/** How long past its statement timeout a live Postgres takes at most to say so. */
export const silenceGraceMs = 500

export type DatabaseOptions =
  | { url: string; timeouts?: DatabaseTimeouts }
  /** dataDir undefined = in memory; `loadDataDir` restores a dumped, already migrated database. */
  | { dataDir?: string; loadDataDir?: Blob | File }

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.timeouts)
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
  })
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    pendingMigrations: () => pendingMigrations(db as unknown as Database),
    ping: async () => {
      await client.query('select 1')
    },
    // One connection, in-process; nothing is ever waiting on another.
    poolStats: async () => ({ max: 1, open: 1, active: 0 }),
    // One process: PGlite delivers a notification synchronously as its transaction commits.
    listen: async (channel, { onNotify, onListening }) => {
      const unlisten = await client.listen(channel, onNotify)
      onListening?.()
      return {
        notify: async (payload) => {
          await client.query('select pg_notify($1, $2)', [channel, payload])
        },
        stop: unlisten,
      }
    },
    close: () => client.close(),
  }
}

const poolSize = 10

/**
 * After a failed connection, the wait before a pool slot tries again: postgres.js's own grows to
 * 20 s, which a request would sit through and which would delay recovery by as much.
 */
function reconnectDelaySeconds(retries: number) {
  return (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** retries, 0.5)
}

/**
 * postgres.js's options for `timeouts`, and the session settings they add. (Its `socket` option
 * is documented but missing from its types: these are spread, not written inline.)
 */
function timeoutOptions(timeouts: DatabaseTimeouts | undefined) {
  // The sockets name the database in their errors even when nothing is bounded.
  if (!timeouts) return { limits: { socket: watchedSockets(0) }, settings: {} }
  const { connectMs, statementMs } = timeouts
  return {
    limits: {
      connect_timeout: connectMs / 1000,
      backoff: reconnectDelaySeconds,
      socket: watchedSockets(statementMs ? statementMs + silenceGraceMs : 0),
    },
    settings: { statement_timeout: statementMs },
  }
}

function openPostgres(url: string, timeouts?: DatabaseTimeouts): DatabaseHandle {
  // Named per process, so Postgres can say which connections are this replica's.
  const applicationName = `brightminds-${process.pid}-${randomBytes(3).toString('hex')}`
  const { limits, settings } = timeoutOptions(timeouts)
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    ...limits,
    connection: { application_name: applicationName, ...settings },
  })
  const db = drizzlePostgres(client, { schema })
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    pendingMigrations: () => pendingMigrations(db as unknown as Database),
    // On a connection of its own, without the app's statement timeout: a migration may take
    // minutes. Replicas starting together take turns (a session lock): the first applies the
    // migrations, the others then find none left to apply.
    migrate: async () => {
      const session = postgres(url, {
        max: 1,
        onnotice: () => {},
        ...timeoutOptions(timeouts && { ...timeouts, statementMs: 0 }).limits,
        connection: { application_name: `${applicationName}-migrate` },
      })
      try {
        await session`select pg_advisory_lock(hashtext('brightminds:migrate'))`
        await migratePostgres(drizzlePostgres(session, { schema }), { migrationsFolder })
      } finally {
        await session.end({ timeout: 5 })
      }
    },
    ping: async () => {
      await client`select 1`
    },
    poolStats: async () => {
      // The count itself keeps one connection busy: it is not counted as the app's.
      const [row] = await client<{ open: number; active: number }[]>`
        select count(*)::int as open,
          (count(*) filter (where state = 'active' and pid <> pg_backend_pid()))::int as active
        from pg_stat_activity where application_name = ${applicationName}`
      return { max: poolSize, open: row?.open ?? 0, active: row?.active ?? 0 }
    },
    // postgres.js keeps one connection for LISTEN and reconnects it, calling onListening again.
    listen: async (channel, { onNotify, onListening }) => {
      const request = await client.listen(channel, onNotify, onListening)
      return {
        notify: async (payload) => {
          await client.notify(channel, payload)
        },
        stop: () => request.unlisten(),
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}
