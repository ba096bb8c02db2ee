import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema'
import { insertUser } from '../../test/factories'
import { openTestDatabase } from '../../test/test-db'
import { loadEnv } from '../env'
import { ensureAdmin } from './admin-bootstrap'
import { verifyPassword } from './passwords'
import { createSession } from './session-store'
import { sessionPolicy } from './sessions'

const handle = await openTestDatabase()
const { db } = handle
afterAll(() => handle.close())

const adminEnv = (overrides: Record<string, string> = {}) =>
  loadEnv({ ADMIN_USERNAME: 'Director', ADMIN_PASSWORD: 'Sunflower-Ledger-2025', ...overrides })

async function findAdmin(username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username))
  return row
}

describe('ensureAdmin', () => {
  it('creates no admin without ADMIN_USERNAME', async () => {
    const admins = () => db.select().from(users).where(eq(users.isAdmin, true))
    const before = await admins()
    expect(await ensureAdmin(db, loadEnv({}))).toBe('none')
    expect(await admins()).toEqual(before)
  })

  it('creates the admin from the environment, then keeps it as is on the next start', async () => {
    const env = adminEnv({ ADMIN_EMAIL: 'director@brightminds.example' })
    expect(await ensureAdmin(db, env)).toBe('created')
    const created = await findAdmin('Director')
    expect(created).toMatchObject({
      isAdmin: true,
      staffRoles: ['owner'],
      email: 'director@brightminds.example',
    })
    expect(await verifyPassword(created!.passwordHash, 'Sunflower-Ledger-2025')).toBe(true)

    expect(await ensureAdmin(db, env)).toBe('updated')
    expect((await findAdmin('Director'))!.passwordHash).toBe(created!.passwordHash)
  })

  it('creates the admin with a local address when ADMIN_EMAIL is not set', async () => {
    expect(await ensureAdmin(db, adminEnv({ ADMIN_USERNAME: 'Warden' }))).toBe('created')
    expect(await findAdmin('Warden')).toMatchObject({
      email: 'warden@localhost',
      firstName: 'Site',
      lastName: 'Admin',
      isAdmin: true,
    })
  })

  it('re-hashes a changed password of the existing admin and ends its sessions', async () => {
    const principal = await insertUser(db, { username: 'Principal', isAdmin: true })
    const signedIn = () => db.select().from(sessions).where(eq(sessions.userId, principal.id))
    await createSession(db, principal.id, sessionPolicy(30, 90), new Date())
    const env = adminEnv({ ADMIN_USERNAME: 'principal', ADMIN_PASSWORD: 'Quiet-Meadow-Lamp-7' })
    expect(await ensureAdmin(db, env)).toBe('updated')
    const admin = await findAdmin('Principal')
    expect(admin!.isAdmin).toBe(true)
    expect(await verifyPassword(admin!.passwordHash, 'Quiet-Meadow-Lamp-7')).toBe(true)
    expect(await signedIn()).toEqual([])

    // The same password at the next start keeps the admin signed in.
    await createSession(db, principal.id, sessionPolicy(30, 90), new Date())
    expect(await ensureAdmin(db, env)).toBe('updated')
    expect(await signedIn()).toHaveLength(1)
  })

  it('makes the bootstrap admin an owner again, keeping the other roles it has', async () => {
    await insertUser(db, { username: 'Steward', staffRoles: ['fundraising'] })
    expect(await ensureAdmin(db, adminEnv({ ADMIN_USERNAME: 'Steward' }))).toBe('updated')
    expect((await findAdmin('Steward'))!.staffRoles).toEqual(['fundraising', 'owner'])
    expect(await ensureAdmin(db, adminEnv({ ADMIN_USERNAME: 'Steward' }))).toBe('updated')
    expect((await findAdmin('Steward'))!.staffRoles).toEqual(['fundraising', 'owner'])
  })

  it('moves the admin to a new ADMIN_EMAIL, unverified, and keeps the same one in any case', async () => {
    const verifiedAt = new Date('2026-01-01T00:00:00Z')
    await insertUser(db, {
      username: 'Registrar',
      isAdmin: true,
      email: 'registrar@brightminds.example',
      emailVerifiedAt: verifiedAt,
    })
    const env = (email: string) => adminEnv({ ADMIN_USERNAME: 'Registrar', ADMIN_EMAIL: email })
    await ensureAdmin(db, env('REGISTRAR@brightminds.example'))
    expect(await findAdmin('Registrar')).toMatchObject({
      email: 'registrar@brightminds.example',
      emailVerifiedAt: verifiedAt,
    })
    await ensureAdmin(db, env('office@brightminds.example'))
    expect(await findAdmin('Registrar')).toMatchObject({
      email: 'office@brightminds.example',
      emailVerifiedAt: null,
    })
  })

  it('refuses to start rather than promote an account someone registered first', async () => {
    const squatter = await insertUser(db, {
      username: 'Headteacher',
      email: 'squatter@example.org',
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
    })
    for (const env of [
      adminEnv({ ADMIN_USERNAME: 'headteacher' }),
      // Naming another address does not take the account over either.
      adminEnv({ ADMIN_USERNAME: 'headteacher', ADMIN_EMAIL: 'head@brightminds.example' }),
    ]) {
      await expect(ensureAdmin(db, env)).rejects.toThrow(
        'ADMIN_USERNAME "Headteacher" is an existing account that is not an admin, so it was not made one (anyone can register a name). Choose another ADMIN_USERNAME, or, if that account is yours, set ADMIN_EMAIL to the address it has verified.',
      )
    }
    const after = await findAdmin('Headteacher')
    expect(after).toMatchObject({ isAdmin: false, email: 'squatter@example.org' })
    expect(after!.passwordHash).toBe(squatter.passwordHash)
  })

  it('promotes an existing account only when ADMIN_EMAIL is the address it has verified', async () => {
    await insertUser(db, { username: 'Bursar', email: 'bursar@brightminds.example' })
    const env = adminEnv({ ADMIN_USERNAME: 'bursar', ADMIN_EMAIL: 'Bursar@brightminds.example' })
    // Not verified yet: whoever registered may not own the address.
    await expect(ensureAdmin(db, env)).rejects.toThrow(
      'set ADMIN_EMAIL to the address it has verified',
    )
    expect((await findAdmin('Bursar'))!.isAdmin).toBe(false)

    await db
      .update(users)
      .set({ emailVerifiedAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(users.username, 'Bursar'))
    expect(await ensureAdmin(db, env)).toBe('updated')
    const promoted = await findAdmin('Bursar')
    expect(promoted!.isAdmin).toBe(true)
    // Its verified address stays as it was: ADMIN_EMAIL named it in another case.
    expect(promoted).toMatchObject({
      email: 'bursar@brightminds.example',
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
    })
    expect(await verifyPassword(promoted!.passwordHash, 'Sunflower-Ledger-2025')).toBe(true)
  })

  it('refuses to start with a common or short admin password, or a username without one', async () => {
    await expect(ensureAdmin(db, adminEnv({ ADMIN_PASSWORD: 'password1234' }))).rejects.toThrow(
      'ADMIN_PASSWORD',
    )
    expect(() => adminEnv({ ADMIN_PASSWORD: 'short' })).toThrow('ADMIN_PASSWORD')
    expect(() => loadEnv({ ADMIN_USERNAME: 'Director' })).toThrow(
      'ADMIN_PASSWORD: is required when ADMIN_USERNAME is set',
    )
  })
})
