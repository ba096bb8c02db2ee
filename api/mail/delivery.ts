import { eq, sql } from 'drizzle-orm'
import { type Locale, localizedUrl } from '#core/locale'
import type { Database } from '../../db/client'
import { type MailAttachment, outbox } from '../../db/schema/mail'
import { newsletters } from '../../db/schema/outreach'
import { startLoop } from '../lib/background-loop'
import { type ClaimPolicy, claimDueRows, nextAttemptAfter } from '../lib/outbox'
import { renderMail, type Sender } from './template'

/** One message as the transport sends it. */
export interface OutgoingMail {
  from: string
  to: string
  subject: string
  text: string
  html?: string
  messageId: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

/** Sends one message; throws on failure (nodemailer's errors carry `responseCode`). */
export type Transport = (mail: OutgoingMail) => Promise<void>

export interface DeliveryPolicy extends ClaimPolicy {
  from: string
  /** The footer of every message: legal name, postal address, site. */
  sender: Sender
  /** Tries before a temporary failure becomes permanent. */
  maxAttempts: number
}

export const defaultDeliveryPolicy: Omit<DeliveryPolicy, 'from' | 'sender'> = {
  batchSize: 20,
  maxAttempts: 8,
  retryBaseSeconds: 30,
  claimSeconds: 120,
}

/** The due messages nobody holds; a paused newsletter's copies wait (decision 030). */
function claimDue(db: Database, policy: DeliveryPolicy, now: Date) {
  return claimDueRows(
    db,
    outbox,
    policy,
    now,
    sql`(${outbox.newsletterId} is null or not exists (select 1 from ${newsletters} where ${newsletters.id} = ${outbox.newsletterId} and ${newsletters.status} = 'paused'))`,
  )
}

/** A 5xx reply (or a refused address) will fail again; anything else may pass later. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500
}

/**
 * The footer's visible unsubscribe link: the page (/unsubscribe, which asks before it acts) for
 * the one-click API address of the List-Unsubscribe header (docs/decisions/029), in the
 * recipient's language.
 */
function unsubscribeUrlOf(headers: Record<string, string> | null, locale: Locale) {
  const oneClick = headers?.['List-Unsubscribe']?.match(/<(https?:[^>]+)>/)?.[1]
  const page = oneClick?.replace('/api/subscriptions/unsubscribe?', '/unsubscribe?')
  return page && localizedUrl(page, locale)
}

/** What a round did: for tests and the log. */
export interface RoundResult {
  sent: number
  retrying: number
  failed: number
}

/**
 * One delivery round: claims the due messages and sends each. A crash between sending and
 * marking sent leaves the claim to run out and the message to be sent again with the same
 * Message-ID: at worst one duplicate, never a loss.
 */
export async function deliverDue(
  db: Database,
  transport: Transport,
  policy: DeliveryPolicy,
  now: () => Date,
): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, retrying: 0, failed: 0 }
  for (const row of await claimDue(db, policy, now())) {
    try {
      const rendered = renderMail(
        { subject: row.subject, text: row.body, html: row.html },
        policy.sender,
        {
          unsubscribeUrl: unsubscribeUrlOf(row.headers, row.locale),
          locale: row.locale,
        },
      )
      await transport({
        from: policy.from,
        to: row.to,
        subject: row.subject,
        ...rendered,
        messageId: row.messageId,
        headers: row.headers ?? undefined,
        attachments: row.attachments ?? undefined,
      })
      await db
        .update(outbox)
        .set({ sentAt: now(), claimedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id))
      result.sent++
    } catch (error) {
      const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
      const giveUp = isPermanent(error) || row.attempts >= policy.maxAttempts
      const at = now()
      await db
        .update(outbox)
        .set(
          giveUp
            ? { failedAt: at, claimedUntil: null, lastError }
            : {
                claimedUntil: null,
                lastError,
                nextAttemptAt: nextAttemptAfter(policy, row.attempts, at),
              },
        )
        .where(eq(outbox.id, row.id))
      if (giveUp) result.failed++
      else result.retrying++
    }
  }
  return result
}

/**
 * Delivers in the background: a round now, then `intervalMs` after each round that sent nothing,
 * at once after one that did. Returns the function that stops it (after the round in flight).
 */
export function startDelivery(
  db: Database,
  transport: Transport,
  policy: DeliveryPolicy,
  options: { intervalMs?: number; now?: () => Date } = {},
): () => Promise<void> {
  const now = options.now ?? (() => new Date())
  return startLoop(
    'Email delivery round',
    async () => {
      const { sent, retrying, failed } = await deliverDue(db, transport, policy, now)
      return sent + retrying + failed === policy.batchSize
    },
    options.intervalMs ?? 1000,
  )
}
