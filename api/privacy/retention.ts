import { and, eq, exists, inArray, isNull, notExists, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { type RetainedRecord, retentionCutoff } from '#core/retention'
import type { Database } from '../../db/client'
import { outbox } from '../../db/schema/mail'
import {
  barrierReports,
  emailSignups,
  newsletters,
  programApplications,
  subscribers,
  volunteerApplications,
} from '../../db/schema/outreach'
import { privacyRequests } from '../../db/schema/privacy'
import { pushNotices } from '../../db/schema/push'
import { orderEvents, orders } from '../../db/schema/shop'
import { storytellingIntakes } from '../../db/schema/storytelling'

/** `column < the cutoff of this kind of record`. */
const keptLongEnough = (column: AnyPgColumn | SQL, record: RetainedRecord, now: Date) =>
  sql`${column} < ${retentionCutoff(record, now).toISOString()}::timestamptz`

const counted = async (rows: Promise<unknown[]>) => (await rows).length

/**
 * Deletes what has been kept as long as the retention policy says (issue 37, core/retention.ts,
 * docs/decisions/089), for the maintenance sweep; answers how many of each went. Sessions,
 * e-mailed links and deleted forum posts are swept by their own domains, on the same periods.
 */
export async function deleteExpiredPersonalData(db: Database, now: Date) {
  // A story form goes a while after its order was delivered, and in any case after a year.
  const deliveredLongAgo = exists(
    db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(
          sql`${orderEvents.orderId} = ${orders.id}`,
          sql`${orderEvents.toStatus} = 'delivered'`,
          keptLongEnough(orderEvents.createdAt, 'storyAfterDelivery', now),
        ),
      ),
  )
  const storyForms = await counted(
    db
      .delete(storytellingIntakes)
      .where(
        inArray(
          storytellingIntakes.orderId,
          db
            .select({ id: orders.id })
            .from(orders)
            .where(
              or(
                keptLongEnough(orders.createdAt, 'storyAtMost', now),
                and(sql`${orders.status} = 'delivered'`, deliveredLongAgo),
              ),
            ),
        ),
      )
      .returning({ id: storytellingIntakes.id }),
  )

  // Declined or withdrawn applications and barrier reports, a year after they were closed.
  let closedApplications = 0
  for (const table of [volunteerApplications, programApplications, barrierReports]) {
    closedApplications += await counted(
      db
        .delete(table)
        .where(
          and(
            inArray(table.status, ['declined', 'withdrawn']),
            keptLongEnough(
              sql`coalesce(${table.handledAt}, ${table.createdAt})`,
              'closedApplication',
              now,
            ),
          ),
        )
        .returning({ id: table.id }),
    )
  }

  // Sign-ups never confirmed; then where a form's sign-up came from, for an address that never
  // became a subscriber. An unsubscribed address stays: it is the list of whom never to mail.
  const unconfirmed = await counted(
    db
      .delete(subscribers)
      .where(
        and(
          sql`${subscribers.status} = 'pending'`,
          keptLongEnough(subscribers.createdAt, 'unconfirmedSignup', now),
        ),
      )
      .returning({ id: subscribers.id }),
  )
  const signups = await counted(
    db
      .delete(emailSignups)
      .where(
        and(
          keptLongEnough(emailSignups.createdAt, 'unconfirmedSignup', now),
          notExists(
            db
              .select({ id: subscribers.id })
              .from(subscribers)
              .where(
                and(
                  sql`lower(${subscribers.email}) = lower(${emailSignups.email})`,
                  sql`${subscribers.status} <> 'pending'`,
                ),
              ),
          ),
        ),
      )
      .returning({ id: emailSignups.id }),
  )

  // E-mails sent or given up on, with their copies; a newsletter's tallies keep counting them.
  // Counted from what the delete itself returns, so each copy is counted once, when it goes.
  const emails = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(outbox)
      .where(keptLongEnough(sql`coalesce(${outbox.sentAt}, ${outbox.failedAt})`, 'sentEmail', now))
      .returning({
        newsletterId: outbox.newsletterId,
        sent: sql<boolean>`${outbox.sentAt} is not null`,
      })
    const tallies = new Map<number, { sent: number; failed: number }>()
    for (const { newsletterId, sent } of gone) {
      if (newsletterId === null) continue
      const tally = tallies.get(newsletterId) ?? { sent: 0, failed: 0 }
      tally[sent ? 'sent' : 'failed'] += 1
      tallies.set(newsletterId, tally)
    }
    for (const [id, { sent, failed }] of tallies) {
      await tx
        .update(newsletters)
        .set({
          sweptSent: sql`${newsletters.sweptSent} + ${sent}`,
          sweptFailed: sql`${newsletters.sweptFailed} + ${failed}`,
        })
        .where(eq(newsletters.id, id))
    }
    return gone.length
  })

  // What members were told by push (decision 095), as long as an e-mail's copy: its notice,
  // and with it any message still waiting for a device.
  const pushNoticeRows = await counted(
    db
      .delete(pushNotices)
      .where(keptLongEnough(pushNotices.createdAt, 'sentEmail', now))
      .returning({ id: pushNotices.id }),
  )

  // Privacy requests: one never confirmed once its link has expired (it only held an address);
  // one answered, once its record has been kept as long as the law asks.
  const privacyRequestRows = await counted(
    db
      .delete(privacyRequests)
      .where(
        or(
          and(
            isNull(privacyRequests.confirmedAt),
            sql`${privacyRequests.linkExpiresAt} <= ${now.toISOString()}::timestamptz`,
          ),
          keptLongEnough(privacyRequests.completedAt, 'answeredPrivacyRequest', now),
        ),
      )
      .returning({ id: privacyRequests.id }),
  )

  return {
    storyForms,
    privacyRequests: privacyRequestRows,
    closedApplications,
    unconfirmedSubscribers: unconfirmed,
    signups,
    emails,
    pushNotices: pushNoticeRows,
  }
}

export type RetentionSweep = Awaited<ReturnType<typeof deleteExpiredPersonalData>>
