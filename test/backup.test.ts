import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../db/client'
import { seedDemoData } from '../db/seed'
import { databaseUrl } from './postgres-url'
import './provided'

const run = promisify(execFile)
const config = inject('testDatabase')

/**
 * The deployment's backups (deploy/backup.sh, run by compose's backup service) and the README's
 * restore (deploy/restore.sh), with the machine's pg_dump and pg_restore. Postgres only.
 */
describe.skipIf(config.kind !== 'postgres')('backup and restore', () => {
  const url = config.kind === 'postgres' ? config.url : ''
  const suffix = randomBytes(4).toString('hex')
  const [live, spare] = [`brightminds_live_${suffix}`, `brightminds_spare_${suffix}`]
  const backups = mkdtempSync(join(tmpdir(), 'brightminds-backups-'))
  const server = postgres(url, { max: 1, onnotice: () => {} })
  const connections: postgres.Sql[] = []
  const connect = (name: string) => {
    const sql = postgres(databaseUrl(url, name), { max: 1, onnotice: () => {} })
    connections.push(sql)
    return sql
  }
  /** The PG* settings the scripts read, for `database` on the test server. */
  const pgEnv = (database: string) => {
    const { hostname, port, username, password } = new URL(url)
    return {
      PATH: process.env.PATH ?? '',
      PGHOST: hostname,
      PGPORT: port || '5432',
      PGUSER: decodeURIComponent(username),
      PGPASSWORD: decodeURIComponent(password),
      PGDATABASE: database,
      BACKUP_DIR: backups,
    }
  }

  beforeAll(async () => {
    await server.unsafe(`create database "${live}" template "${inject('testDatabaseSource')}"`)
    await server.unsafe(`create database "${spare}"`)
    const handle = await openDatabase({ url: databaseUrl(url, live) })
    await seedDemoData(handle.db)
    await handle.close()
  })

  afterAll(async () => {
    await Promise.all(connections.map((sql) => sql.end()))
    for (const name of [live, spare]) {
      await server.unsafe(`drop database if exists "${name}" with (force)`)
    }
    await server.end()
    rmSync(backups, { recursive: true, force: true })
  })

  it('dumps the database and restores it whole, into a new database or over the old one', async () => {
    const sql = connect(live)
    const before = await sql`select id, name, price_cents, stock from products order by id`
    expect(before.length).toBeGreaterThan(0)

    await run('sh', ['deploy/backup.sh', 'once'], { env: pgEnv(live) })
    const dumps = readdirSync(backups).filter((file) => file.endsWith('.dump'))
    expect(dumps).toHaveLength(1)
    const dump = join(backups, dumps[0]!)

    // Into an empty database (a new server): the same rows and the same migrations.
    await run('sh', ['deploy/restore.sh', dump], { env: pgEnv(spare) })
    const restored = connect(spare)
    expect(await restored`select id, name, price_cents, stock from products order by id`).toEqual(
      before,
    )
    const migrations = 'select count(*)::int as n from drizzle.__drizzle_migrations'
    expect(await restored.unsafe(migrations)).toEqual(await sql.unsafe(migrations))

    // Over the live database after a bad day: back to the dump, later changes gone.
    await sql`update products set stock = 0`
    await sql`delete from products where id = ${before.at(-1)!.id}`
    await run('sh', ['deploy/restore.sh', dump], { env: pgEnv(live) })
    expect(await sql`select id, name, price_cents, stock from products order by id`).toEqual(before)
  })
})
