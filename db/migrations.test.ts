import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, inject, it } from 'vitest'

// What a migration does to the rows a running site already has, on PGlite (the statements are
// the same on Postgres): the database is migrated up to the one before, given its rows, then
// migrated on. Once, in the PGlite run.

const migrationsFolder = new URL('./migrations', import.meta.url).pathname
const scratch = await mkdtemp(join(tmpdir(), 'migrations-'))
afterAll(() => rm(scratch, { recursive: true, force: true }))

/** A copy of the migrations that stops before `tag`. */
async function migrationsBefore(tag: string) {
  const folder = join(scratch, tag)
  await cp(migrationsFolder, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[]
  }
  const at = journal.entries.findIndex((entry) => entry.tag === tag)
  if (at < 0) throw new Error(`No migration ${tag}`)
  journal.entries = journal.entries.slice(0, at)
  await writeFile(journalPath, JSON.stringify(journal))
  return folder
}

describe.skipIf(inject('testDatabase').kind !== 'pglite')('0037_staff_roles', () => {
  it('makes every admin an owner and every member no one, and keeps is_admin in step', async () => {
    const client = await PGlite.create()
    const db = drizzle(client)
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore('0037_staff_roles') })
      await client.exec(`
        insert into users (username, email, first_name, last_name, password_hash, is_admin)
        values ('director', 'd@example.org', 'Dee', 'Rector', 'x', true),
               ('parent', 'p@example.org', 'Pat', 'Parent', 'x', false)`)
      await migrate(db, { migrationsFolder })
      const { rows } = await client.query<{ username: string; staff_roles: string[] }>(
        'select username, staff_roles, is_admin from users order by username',
      )
      expect(rows).toEqual([
        { username: 'director', staff_roles: ['owner'], is_admin: true },
        { username: 'parent', staff_roles: [], is_admin: false },
      ])
      await client.exec(`update users set staff_roles = '{}' where username = 'director'`)
      const demoted = await client.query('select is_admin from users where username = $1', [
        'director',
      ])
      expect(demoted.rows).toEqual([{ is_admin: false }])
      await expect(
        client.exec(`update users set staff_roles = '{treasurer}' where username = 'parent'`),
      ).rejects.toThrow(/users_staff_roles_known/)
    } finally {
      await client.close()
    }
  })
})

describe.skipIf(inject('testDatabase').kind !== 'pglite')('0041_application_languages', () => {
  it('reads the applications already made as English, and keeps the language one of the site’s', async () => {
    const client = await PGlite.create()
    const db = drizzle(client)
    try {
      await migrate(db, { migrationsFolder: await migrationsBefore('0041_application_languages') })
      await client.exec(`
        insert into volunteer_applications (name, email, phone, location, expertise, availability, message)
        values ('Val', 'v@example.org', '512-555-0100', 'Austin', 'Robotics', 'Weekends', '');
        insert into program_applications (child_name, grade, guardian_name, email, phone, program)
        values ('Maya', 5, 'Jordan', 'j@example.org', '512-555-0142', 'Creative Coding Lab')`)
      await migrate(db, { migrationsFolder })
      for (const table of ['volunteer_applications', 'program_applications']) {
        const { rows } = await client.query(`select locale from ${table}`)
        expect(rows).toEqual([{ locale: 'en' }])
        await expect(client.exec(`update ${table} set locale = 'fr'`)).rejects.toThrow(
          new RegExp(`${table}_locale_valid`),
        )
      }
    } finally {
      await client.close()
    }
  })
})
