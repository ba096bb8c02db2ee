import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import postgres from 'postgres'
import { inject } from 'vitest'
import { type DatabaseHandle, type DatabaseTimeouts, openDatabase } from '../db/client'
import { databaseUrl } from './postgres-url'
import './provided'

/** How a test reaches its Postgres database (PGlite ignores these). */
export interface TestDatabaseOptions {
  /** Through this local port instead (a proxy in front of the server). */
  port?: number
  /** The server's timeouts (decision 050); default: none, as postgres.js has. */
  timeouts?: DatabaseTimeouts
}

/**
 * A clean, migrated database of its own for the calling test file: a PGlite restored from the
 * project's migrated dump, or a fresh Postgres database copied from the migrated template.
 * `close()` releases it (and drops the Postgres copy).
 */
export async function openTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle & { url?: string }> {
  const config = inject('testDatabase')
  const source = inject('testDatabaseSource')
  if (config.kind === 'pglite') {
    const dump = new Blob([await readFile(source)])
    return openDatabase({ loadDataDir: dump })
  }

  const name = `brightminds_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(config.url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}" template "${source}"`)
  const url = new URL(databaseUrl(config.url, name))
  if (options.port) url.host = `127.0.0.1:${options.port}`
  const handle = await openDatabase({ url: url.toString(), timeouts: options.timeouts })
  return {
    ...handle,
    // For a second process on the same database (a worker killed mid-round).
    url: url.toString(),
    close: async () => {
      await handle.close()
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      await admin.end()
    },
  }
}
