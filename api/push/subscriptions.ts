import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { PushTopic } from '#core/push-topics'
import type { PushChoices, PushSubscriptionInput } from '#core/schemas/push'
import type { Database } from '../../db/client'
import { pushChoices, pushSubscriptions } from '../../db/schema/push'

/** The most devices one member keeps: the longest unused past it are let go. */
export const maxDevicesPerMember = 10

/** Who is subscribing: the member and the sign-in the device is in. */
export interface Subscriber {
  userId: number
  sessionId: string
}

/**
 * Keeps a device's subscription for the signed-in member, tied to this sign-in (it ends with
 * it). One row per push address: the same device subscribing again (new keys) or for whoever
 * signed in on it since takes the row over, so a device never notifies two accounts. A member's
 * devices are capped, so one account cannot fill the table.
 */
export async function saveSubscription(
  db: Database,
  { userId, sessionId }: Subscriber,
  input: PushSubscriptionInput,
  now: Date,
) {
  const values = { userId, sessionId, endpoint: input.endpoint, ...input.keys, createdAt: now }
  await db.transaction(async (tx) => {
    // One member's devices change one at a time, so the cap holds when several subscribe at once.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`push:devices:${userId}`}))`)
    await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(maxDevicesPerMember)
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.id} not in ${kept}`))
  })
}

/** Forgets a device of this member's (another's address is left alone, silently). */
export async function removeSubscription(db: Database, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
}

/** The member's topics, how many devices take them, and whether this sign-in's device does. */
export async function choicesOf(
  db: Database,
  { userId, sessionId }: Subscriber,
): Promise<PushChoices> {
  const [topics, [devices]] = await Promise.all([
    db
      .select({ topic: pushChoices.topic })
      .from(pushChoices)
      .where(eq(pushChoices.userId, userId))
      .orderBy(pushChoices.topic),
    db
      .select({
        all: count(),
        here: sql<number>`count(*) filter (where ${pushSubscriptions.sessionId} = ${sessionId})`.mapWith(
          Number,
        ),
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ])
  return {
    topics: topics.map((row) => row.topic),
    devices: devices?.all ?? 0,
    thisDevice: (devices?.here ?? 0) > 0,
  }
}

/** Sets the member's topics to exactly `topics`, in one transaction. */
export async function setTopics(db: Database, userId: number, topics: readonly PushTopic[]) {
  await db.transaction(async (tx) => {
    const unchosen = eq(pushChoices.userId, userId)
    await tx
      .delete(pushChoices)
      .where(topics.length ? and(unchosen, notInArray(pushChoices.topic, [...topics])) : unchosen)
    if (topics.length)
      await tx
        .insert(pushChoices)
        .values(topics.map((topic) => ({ userId, topic })))
        .onConflictDoNothing()
  })
}
