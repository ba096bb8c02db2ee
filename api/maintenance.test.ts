import { eq } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import {
  donations,
  forumComments,
  forumPosts,
  maintenanceRuns,
  passwordResetTokens,
  sessions,
  signInLinks,
} from '../db/schema'
import { insertForumComment, insertForumPost, insertUser } from '../test/factories'
import { openTestDatabase } from '../test/test-db'
import { createResetToken } from './accounts/password-reset'
import { createSession } from './accounts/session-store'
import { sessionPolicy } from './accounts/sessions'
import { createSignInToken } from './accounts/sign-in-links'
import { sweepExpired } from './maintenance'
import { claimRun } from './ops/claim-run'

const handle = await openTestDatabase()
const { db } = handle
afterAll(() => handle.close())

const day = 24 * 60 * 60 * 1000
const start = new Date('2025-03-01T12:00:00Z')

it('deletes expired sessions, reset tokens and sign-in links, keeping live ones', async () => {
  const user = await insertUser(db)
  const other = await insertUser(db)
  const policy = sessionPolicy(30, 90)
  const sweptAt = new Date(start.getTime() + 31 * day)
  await createSession(db, user.id, policy, start)
  const live = await createSession(db, user.id, policy, new Date(start.getTime() + 20 * day))
  await createResetToken(db, user.id, start)
  await createSignInToken(db, user.id, start)
  // Asked 29 minutes before the sweep: one minute left.
  await createSignInToken(db, other.id, new Date(sweptAt.getTime() - 29 * 60 * 1000))

  await sweepExpired(db, sweptAt)
  expect((await db.select().from(sessions)).map((row) => row.id)).toEqual([live.session.id])
  expect(await db.select().from(passwordResetTokens)).toEqual([])
  const links = await db.select({ userId: signInLinks.userId }).from(signInLinks)
  expect(links).toEqual([{ userId: other.id }])
})

it('erases forum posts and comments deleted longer ago than the retention, keeping the rest', async () => {
  const author = await insertUser(db)
  const old = new Date(start.getTime() - 31 * day)
  const gonePost = await insertForumPost(db, author.id, { deletedAt: old })
  const recentlyDeleted = await insertForumPost(db, author.id, { deletedAt: start })
  const live = await insertForumPost(db, author.id)
  const goneComment = await insertForumComment(db, live.id, author.id, { deletedAt: old })
  const liveComment = await insertForumComment(db, live.id, author.id)

  await sweepExpired(db, start, { orderHoldMinutes: 60, forumPurgeDays: 30 })
  const postIds = (await db.select().from(forumPosts)).map((row) => row.id)
  expect(postIds).toEqual(expect.arrayContaining([recentlyDeleted.id, live.id]))
  expect(postIds).not.toContain(gonePost.id)
  const commentIds = (await db.select().from(forumComments)).map((row) => row.id)
  expect(commentIds).toContain(liveComment.id)
  expect(commentIds).not.toContain(goneComment.id)
})

it('deletes card gifts whose payment never started after 15 minutes, keeping every other gift', async () => {
  const minute = 60_000
  const gift = (overrides: Partial<typeof donations.$inferInsert>) => ({
    amountCents: 2500,
    type: 'one-time' as const,
    status: 'pending' as const,
    paymentMethod: 'card' as const,
    donorName: 'Dana Lee',
    donorEmail: 'dana@example.org',
    createdAt: new Date(start.getTime() - 16 * minute),
    ...overrides,
  })
  const rows = await db
    .insert(donations)
    .values([
      gift({ idempotencyKey: 'stalled' }),
      gift({ createdAt: new Date(start.getTime() - 14 * minute) }),
      gift({ paymentIntentId: 'pi_started' }),
      gift({ type: 'monthly', subscriptionId: 'sub_started' }),
      gift({ status: 'pledged', paymentMethod: 'bank' }),
    ])
    .returning({ id: donations.id })
  await sweepExpired(db, start)
  const left = (await db.select({ id: donations.id }).from(donations)).map((row) => row.id)
  expect(left.sort()).toEqual(
    rows
      .slice(1)
      .map((row) => row.id)
      .sort(),
  )
})

it('sweeps once an interval however many replicas schedule it', async () => {
  const minute = 60 * 1000
  const at = new Date('2025-03-02T00:00:00Z')
  const claims = await Promise.all([1, 2, 3].map(() => claimRun(db, 'test-job', at, 15 * minute)))
  expect(claims.filter(Boolean)).toHaveLength(1)
  // Later in the same interval nobody wins; past it (a tenth early, for drifting timers) one does.
  expect(await claimRun(db, 'test-job', new Date(at.getTime() + 10 * minute), 15 * minute)).toBe(
    false,
  )
  const next = new Date(at.getTime() + 14 * minute)
  const later = await Promise.all([1, 2].map(() => claimRun(db, 'test-job', next, 15 * minute)))
  expect(later.filter(Boolean)).toHaveLength(1)
  const [row] = await db.select().from(maintenanceRuns).where(eq(maintenanceRuns.name, 'test-job'))
  expect(row).toMatchObject({ runs: 2, lastRunAt: next })
})
