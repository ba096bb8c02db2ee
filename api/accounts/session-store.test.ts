import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { sessions } from '../../db/schema'
import { insertUser } from '../../test/factories'
import { openTestDatabase } from '../../test/test-db'
import {
  createSession,
  deleteExpiredSessions,
  deleteUserSessions,
  validateSessionToken,
} from './session-store'
import { sessionPolicy } from './sessions'

const handle = await openTestDatabase()
const { db } = handle
afterAll(() => handle.close())

const day = 24 * 60 * 60 * 1000
const policy = sessionPolicy(30, 90)
const start = new Date('2026-03-01T12:00:00Z')
const later = (days: number) => new Date(start.getTime() + days * day)
const sessionIds = async (userId: number) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).map((row) => row.id).sort()

describe('a stored session', () => {
  it('finds its user by the cookie, and nobody by a cookie whose secret is wrong', async () => {
    const user = await insertUser(db)
    const { token, session } = await createSession(db, user.id, policy, start)
    expect(session).toEqual({ id: token.split('.')[0], userId: user.id, expiresAt: later(30) })
    const found = await validateSessionToken(db, token, policy, later(1))
    expect(found).toEqual({
      session,
      user: expect.objectContaining({ id: user.id }),
      renewed: false,
    })
    expect(found!.user).not.toHaveProperty('passwordHash')

    const [id] = token.split('.')
    const forged = `${id}.${'a'.repeat(52)}`
    expect(await validateSessionToken(db, forged, policy, later(1))).toBeNull()
    expect(await validateSessionToken(db, 'not-a-token', policy, later(1))).toBeNull()
    // A forged secret leaves the real session alone.
    expect(await sessionIds(user.id)).toEqual([id])
  })

  it('renews past half its life, in the database too, and is deleted once expired', async () => {
    const user = await insertUser(db)
    const { token, session } = await createSession(db, user.id, policy, start)
    const renewed = await validateSessionToken(db, token, policy, later(20))
    expect(renewed).toMatchObject({ renewed: true, session: { expiresAt: later(50) } })
    const [row] = await db.select().from(sessions).where(eq(sessions.id, session.id))
    expect(row!.expiresAt).toEqual(later(50))
    expect(row!.absoluteExpiresAt).toEqual(later(90))

    expect(await validateSessionToken(db, token, policy, later(50))).toBeNull()
    expect(await sessionIds(user.id)).toEqual([])
  })
})

describe('signing out', () => {
  it('ends every session of a user, or every one but the device that asked', async () => {
    const user = await insertUser(db)
    const other = await insertUser(db)
    const phone = await createSession(db, user.id, policy, start)
    await createSession(db, user.id, policy, start)
    const elsewhere = await createSession(db, other.id, policy, start)

    await deleteUserSessions(db, user.id, phone.session.id)
    expect(await sessionIds(user.id)).toEqual([phone.session.id])
    await deleteUserSessions(db, user.id)
    expect(await sessionIds(user.id)).toEqual([])
    expect(await sessionIds(other.id)).toEqual([elsewhere.session.id])
  })

  it('sweeps sessions idle too long or past their lifetime, from the moment they end', async () => {
    const user = await insertUser(db)
    // Idle since it began: it ends 30 days on.
    await createSession(db, user.id, policy, start)
    const active = await createSession(db, user.id, policy, start)
    const old = await createSession(db, user.id, policy, start)
    await db
      .update(sessions)
      .set({ expiresAt: later(40) })
      .where(eq(sessions.id, active.session.id))
    await db
      .update(sessions)
      .set({ expiresAt: later(40), absoluteExpiresAt: later(30) })
      .where(eq(sessions.id, old.session.id))

    await deleteExpiredSessions(db, new Date(later(30).getTime() - 1))
    expect(await sessionIds(user.id)).toHaveLength(3)
    await deleteExpiredSessions(db, later(30))
    expect(await sessionIds(user.id)).toEqual([active.session.id])
  })
})
