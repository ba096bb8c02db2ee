import { afterAll, expect, it } from 'vitest'
import { passwordResetTokens, sessions } from '../../db/schema'
import { insertUser } from '../../test/factories'
import { openTestDatabase } from '../../test/test-db'
import { sweepExpired } from './maintenance'
import { createResetToken } from './password-reset'
import { createSession } from './session-store'
import { sessionPolicy } from './sessions'

const handle = await openTestDatabase()
const { db } = handle
afterAll(() => handle.close())

const day = 24 * 60 * 60 * 1000
const start = new Date('2025-03-01T12:00:00Z')

it('deletes expired sessions and reset tokens, keeping live ones', async () => {
  const user = await insertUser(db)
  const policy = sessionPolicy(30, 90)
  await createSession(db, user.id, policy, start)
  const live = await createSession(db, user.id, policy, new Date(start.getTime() + 20 * day))
  await createResetToken(db, user.id, start)

  await sweepExpired(db, new Date(start.getTime() + 31 * day))
  expect((await db.select().from(sessions)).map((row) => row.id)).toEqual([live.session.id])
  expect(await db.select().from(passwordResetTokens)).toEqual([])
})
