import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { retentionDays } from '#core/retention'
import {
  barrierReports,
  emailSignups,
  newsletters,
  orderEvents,
  orders,
  outbox,
  privacyRequests,
  programApplications,
  storytellingIntakes,
  subscribers,
  volunteerApplications,
} from '../../db/schema'
import {
  insertOrder,
  insertProduct,
  validProgramApplication,
  validVolunteerApplication,
} from '../../test/factories'
import { createTestApp } from '../../test/test-app'
import { sweepExpired } from '../maintenance'
import { listNewsletters } from '../outreach/newsletters'

const now = new Date('2027-06-01T12:00:00Z')
const { db } = await createTestApp({ clock: () => now })
const dayMs = 24 * 60 * 60 * 1000

/** The moment a record of this kind has been kept exactly its period: the last one it stays. */
const edge = (days: number) => new Date(now.getTime() - days * dayMs)
/** A millisecond older: the first moment it goes. */
const past = (days: number) => new Date(now.getTime() - days * dayMs - 1)
const longAgo = new Date('2024-01-01T00:00:00Z')
const recently = new Date(now.getTime() - dayMs)

const sweep = () => sweepExpired(db, now, { orderHoldMinutes: 60 })
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b)
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

describe('the retention sweep (core/retention.ts)', () => {
  it('removes a story form 90 days after delivery, and any a year after its order', async () => {
    const product = await insertProduct(db)
    const story = async (createdAt: Date, deliveredAt: Date | null) => {
      const order = await insertOrder(db, {
        productId: product.id,
        status: deliveredAt ? 'delivered' : 'paid',
      })
      await db.update(orders).set({ createdAt }).where(eq(orders.id, order.id))
      if (deliveredAt) {
        await db.insert(orderEvents).values([
          { orderId: order.id, fromStatus: 'paid', toStatus: 'shipped', createdAt: longAgo },
          {
            orderId: order.id,
            fromStatus: 'shipped',
            toStatus: 'delivered',
            createdAt: deliveredAt,
          },
        ])
      }
      const [row] = await db
        .insert(storytellingIntakes)
        .values({ orderId: order.id, childName: 'Mia', ageBand: '6-8', storyIdea: 'An owl' })
        .returning({ id: storytellingIntakes.id })
      return row!.id
    }
    const { storyAfterDelivery: afterDelivery, storyAtMost: atMost } = retentionDays
    const kept = [
      await story(recently, edge(afterDelivery)),
      await story(edge(atMost), null),
      await story(recently, null),
    ]
    const gone = [
      await story(recently, past(afterDelivery)),
      await story(past(atMost), null),
      await story(past(atMost), edge(afterDelivery)),
    ]
    await sweep()
    const left = idsOf(await db.select({ id: storytellingIntakes.id }).from(storytellingIntakes))
    expect(left).toEqual(sorted(kept))
    // The orders themselves are financial records: they stay.
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(kept.length + gone.length)
  })

  it('removes a declined or withdrawn application a year after it was closed, no other', async () => {
    const days = retentionDays.closedApplication
    const volunteer = async (values: Partial<typeof volunteerApplications.$inferInsert>) => {
      const [row] = await db
        .insert(volunteerApplications)
        .values({ ...validVolunteerApplication(), createdAt: longAgo, ...values })
        .returning({ id: volunteerApplications.id })
      return row!.id
    }
    const kept = [
      await volunteer({ status: 'declined', handledAt: edge(days) }),
      await volunteer({ status: 'accepted', handledAt: longAgo }),
      await volunteer({ status: 'contacted', handledAt: longAgo }),
      await volunteer({ status: 'new' }),
    ]
    await volunteer({ status: 'declined', handledAt: past(days) })
    // Withdrawn without staff's hand: its age counts from when it came in.
    await volunteer({ status: 'withdrawn', handledAt: null, createdAt: past(days) })
    await db
      .insert(programApplications)
      .values({ ...validProgramApplication(), status: 'declined', handledAt: past(days) })
    await db.insert(barrierReports).values({
      email: 'reader@example.org',
      page: '/donate',
      description: 'The amount buttons are hard to reach.',
      status: 'withdrawn',
      handledAt: past(days),
    })

    await sweep()
    const left = await db.select({ id: volunteerApplications.id }).from(volunteerApplications)
    expect(idsOf(left)).toEqual(sorted(kept))
    expect(await db.select().from(programApplications)).toEqual([])
    expect(await db.select().from(barrierReports)).toEqual([])
  })

  it('removes mailing-list sign-ups never confirmed after 30 days, never the unsubscribed', async () => {
    const days = retentionDays.unconfirmedSignup
    const subscriber = async (
      email: string,
      status: 'pending' | 'confirmed' | 'unsubscribed',
      createdAt: Date,
    ) => {
      await db.insert(subscribers).values({ email, status, createdAt })
      await db.insert(emailSignups).values({ email, source: 'newsletter', createdAt })
    }
    await subscriber('pending.edge@example.org', 'pending', edge(days))
    await subscriber('pending.past@example.org', 'pending', past(days))
    await subscriber('Confirmed@example.org', 'confirmed', longAgo)
    await subscriber('left@example.org', 'unsubscribed', longAgo)
    await db
      .insert(emailSignups)
      .values({ email: 'waitlist.only@example.org', source: 'waitlist', createdAt: past(days) })

    await sweep()
    const left = await db.select({ email: subscribers.email }).from(subscribers)
    expect(left.map((row) => row.email).sort()).toEqual([
      'Confirmed@example.org',
      'left@example.org',
      'pending.edge@example.org',
    ])
    const signups = await db.select({ email: emailSignups.email }).from(emailSignups)
    expect(signups.map((row) => row.email).sort()).toEqual([
      'Confirmed@example.org',
      'left@example.org',
      'pending.edge@example.org',
    ])
  })

  it('removes e-mails 90 days after they were sent or given up on; a newsletter still counts them', async () => {
    const days = retentionDays.sentEmail
    const [letter] = await db
      .insert(newsletters)
      .values({ subject: 'Spring news', body: 'Hello', status: 'sent' })
      .returning()
    const mail = async (values: Partial<typeof outbox.$inferInsert>) => {
      const [row] = await db
        .insert(outbox)
        .values({ to: 'family@example.org', subject: 'A note', body: 'Hello', ...values })
        .returning({ id: outbox.id })
      return row!.id
    }
    const copy = { newsletterId: letter!.id, createdAt: longAgo }
    const kept = [
      await mail({ sentAt: edge(days) }),
      await mail({ failedAt: edge(days) }),
      // Still waiting to go, however old: not yet sent, so not yet counted down.
      await mail({ createdAt: longAgo }),
      await mail({ ...copy, sentAt: recently }),
    ]
    await mail({ sentAt: past(days) })
    await mail({ failedAt: past(days) })
    await mail({ ...copy, sentAt: past(days) })
    await mail({ ...copy, sentAt: longAgo })
    await mail({ ...copy, failedAt: past(days) })
    const before = (await listNewsletters(db)).find((row) => row.id === letter!.id)

    await sweep()
    expect(idsOf(await db.select({ id: outbox.id }).from(outbox))).toEqual(sorted(kept))
    const after = (await listNewsletters(db)).find((row) => row.id === letter!.id)
    expect(before).toMatchObject({ queued: 4, sent: 3, failed: 1 })
    expect(after).toMatchObject({ queued: 4, sent: 3, failed: 1 })

    // A second sweep counts nothing twice.
    await sweep()
    expect((await listNewsletters(db)).find((row) => row.id === letter!.id)).toMatchObject({
      queued: 4,
      sent: 3,
      failed: 1,
    })
  })

  it('removes a privacy request never confirmed once its link expired, an answered one after 730 days', async () => {
    const days = retentionDays.answeredPrivacyRequest
    const requestRow = async (values: Partial<typeof privacyRequests.$inferInsert>) => {
      const [row] = await db
        .insert(privacyRequests)
        .values({
          email: 'asker@example.org',
          kind: 'copy',
          linkExpiresAt: new Date(now.getTime() + 1),
          ...values,
        })
        .returning({ id: privacyRequests.id })
      return row!.id
    }
    const confirmed = { confirmedAt: longAgo, linkExpiresAt: longAgo, dueAt: longAgo }
    const kept = [
      await requestRow({}),
      // Open, however late: staff still owe the answer.
      await requestRow(confirmed),
      await requestRow({ ...confirmed, completedAt: edge(days) }),
    ]
    await requestRow({ linkExpiresAt: now })
    await requestRow({ ...confirmed, completedAt: past(days) })
    await sweep()
    const left = await db.select({ id: privacyRequests.id }).from(privacyRequests)
    expect(idsOf(left)).toEqual(sorted(kept))
  })
})
