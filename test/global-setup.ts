import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { databaseUrl } from './postgres-url'
import './provided'

/**
 * Migrates one database per project run, so each test file only copies it:
 * PGlite's initdb costs seconds and a gigabyte, a Postgres template copy a few milliseconds.
 */
export default async function setup(project: TestProject) {
  const config = project.getProvidedContext().testDatabase
  if (config.kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'brightminds-test-'))
    const file = join(dir, 'migrated.tar')
    const handle = await openDatabase({})
    await handle.migrate()
    // drizzle keeps the driver's client as $client; the handle deliberately does not expose it.
    const client = (handle.db as unknown as { $client: PGlite }).$client
    const dump = await client.dumpDataDir('none')
    await handle.close()
    await writeFile(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('testDatabaseSource', file)
    return () => rm(dir, { recursive: true, force: true })
  }

  const template = `brightminds_template_${randomBytes(4).toString('hex')}`
  const admin = postgres(config.url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${template}"`)
  const handle = await openDatabase({ url: databaseUrl(config.url, template) })
  try {
    await handle.migrate()
  } finally {
    await handle.close()
  }
  project.provide('testDatabaseSource', template)
  return async () => {
    await admin.unsafe(`drop database if exists "${template}" with (force)`)
    await admin.end()
  }
}
