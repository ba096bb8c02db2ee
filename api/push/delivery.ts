import { eq, inArray } from 'drizzle-orm'
import webpush from 'web-push'
import type { Database } from '../../db/client'
import { pushNotices, pushOutbox, pushSubscriptions } from '../../db/schema/push'
import { startLoop } from '../lib/background-loop'
import { type ClaimPolicy, claimDueRows, nextAttemptAfter } from '../lib/outbox'
import type { PushSettings } from '../settings'
import { isAllowedEndpoint } from './endpoints'

/** The notification as the service worker reads it (web/lib/offline/push-notifications.ts). */
export interface PushPayload {
  title: string
  body: string
  url: string
  /** One per notice: a copy sent twice (after a crash) replaces the first on the device. */
  tag: string
}

/** Sends one encrypted message to a device's push service; answers the service's status. */
export type PushSender = (request: webpush.RequestDetails) => Promise<number>

/** The push service, reached with fetch: no redirect followed, ten seconds at most. */
export const fetchPushSender: PushSender = async ({ endpoint, method, headers, body }) => {
  const answer = await fetch(endpoint, {
    method,
    headers: headers as Record<string, string>,
    body: body ? new Uint8Array(body) : null,
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  await answer.body?.cancel()
  return answer.status
}

export interface PushDeliveryPolicy extends ClaimPolicy {
  maxAttempts: number
  /** How long a push service keeps a message for a device that is off (TTL). */
  keepSeconds: number
}

export const defaultPushPolicy: PushDeliveryPolicy = {
  batchSize: 50,
  maxAttempts: 6,
  retryBaseSeconds: 30,
  claimSeconds: 60,
  keepSeconds: 24 * 60 * 60,
}

/** Claims due messages nobody holds (api/lib/outbox.ts), with their notice and device. */
async function claimDue(db: Database, policy: PushDeliveryPolicy, now: Date) {
  const claimed = await claimDueRows(db, pushOutbox, policy, now)
  if (claimed.length === 0) return []
  const details = await db
    .select({
      id: pushOutbox.id,
      noticeId: pushNotices.id,
      title: pushNotices.title,
      body: pushNotices.body,
      url: pushNotices.url,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushOutbox)
    .innerJoin(pushNotices, eq(pushNotices.id, pushOutbox.noticeId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
    .where(
      inArray(
        pushOutbox.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(pushOutbox.id)
  const attempts = new Map(claimed.map((row) => [row.id, row.attempts]))
  return details.map((row) => ({ ...row, attempts: attempts.get(row.id)! }))
}

/** What a push service's answer means for the message (RFC 8030 §5, decision 096). */
export function outcomeOf(status: number): 'sent' | 'gone' | 'retry' | 'refused' {
  if (status >= 200 && status < 300) return 'sent'
  // The device unsubscribed, or the address expired: it will never take a message again.
  if (status === 404 || status === 410) return 'gone'
  // Too many at once, or the service is having trouble: later.
  if (status === 429 || status >= 500) return 'retry'
  // 400, 401, 403, 413: this message as sent will never pass.
  return 'refused'
}

export interface PushRoundResult {
  sent: number
  retrying: number
  failed: number
  /** Devices forgotten because their push service said they are gone. */
  removed: number
}

/**
 * One delivery round: claims due messages and sends each, encrypted for its device (RFC 8291)
 * and signed with the site's VAPID key (RFC 8292). A crash between sending and marking sent lets
 * the claim run out and the message go again, with the same `tag`, so the device shows it once.
 */
export async function deliverDuePush(
  db: Database,
  settings: PushSettings,
  send: PushSender,
  policy: PushDeliveryPolicy,
  now: () => Date,
): Promise<PushRoundResult> {
  const result: PushRoundResult = { sent: 0, retrying: 0, failed: 0, removed: 0 }
  const gone = new Set<number>()
  for (const row of await claimDue(db, policy, now())) {
    // Its device was forgotten earlier in this round: the row went with it.
    if (gone.has(row.subscriptionId)) continue
    const payload: PushPayload = {
      title: row.title,
      body: row.body,
      url: row.url,
      tag: `notice-${row.noticeId}`,
    }
    let outcome: ReturnType<typeof outcomeOf>
    let lastError: string | null = null
    if (!isAllowedEndpoint(row.endpoint, settings.extraOrigins)) {
      outcome = 'refused'
      lastError = 'The push address is not a push service this site sends to'
    } else {
      try {
        const status = await send(
          webpush.generateRequestDetails(
            { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: settings.vapid,
              TTL: policy.keepSeconds,
              // A message not yet delivered is replaced by a resend of itself (RFC 8030 §5.4).
              topic: `notice${row.noticeId}`,
              urgency: 'normal',
            },
          ),
        )
        outcome = outcomeOf(status)
        if (outcome !== 'sent') lastError = `The push service answered ${status}`
      } catch (error) {
        outcome = 'retry'
        lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      }
    }
    if (outcome === 'gone') gone.add(row.subscriptionId)
    await settle(db, row, outcome, lastError, policy, now(), result)
  }
  return result
}

async function settle(
  db: Database,
  row: { id: number; subscriptionId: number; attempts: number },
  outcome: ReturnType<typeof outcomeOf>,
  lastError: string | null,
  policy: PushDeliveryPolicy,
  at: Date,
  result: PushRoundResult,
) {
  if (outcome === 'sent') {
    await db
      .update(pushOutbox)
      .set({ sentAt: at, claimedUntil: null, lastError: null })
      .where(eq(pushOutbox.id, row.id))
    result.sent++
  } else if (outcome === 'gone') {
    // Its messages waiting for other rounds go with it (ON DELETE CASCADE).
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId))
    result.removed++
  } else if (outcome === 'refused' || row.attempts >= policy.maxAttempts) {
    await db
      .update(pushOutbox)
      .set({ failedAt: at, claimedUntil: null, lastError })
      .where(eq(pushOutbox.id, row.id))
    result.failed++
  } else {
    await db
      .update(pushOutbox)
      .set({
        claimedUntil: null,
        lastError,
        nextAttemptAt: nextAttemptAfter(policy, row.attempts, at),
      })
      .where(eq(pushOutbox.id, row.id))
    result.retrying++
  }
}

/** Delivers in the background, as e-mail does; answers the function that stops it. */
export function startPushDelivery(
  db: Database,
  settings: PushSettings,
  options: { send?: PushSender; policy?: PushDeliveryPolicy; intervalMs?: number } = {},
): () => Promise<void> {
  const policy = options.policy ?? defaultPushPolicy
  return startLoop(
    'Push delivery round',
    async () => {
      const round = await deliverDuePush(
        db,
        settings,
        options.send ?? fetchPushSender,
        policy,
        () => new Date(),
      )
      return round.sent + round.retrying + round.failed + round.removed === policy.batchSize
    },
    options.intervalMs ?? 1000,
  )
}
