import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import { describeError } from '../lib/errors'
import { log } from '../lib/log'
import type { Payments } from './stripe'

/**
 * One refund's way through Stripe, shared by orders and gifts (decision 049):
 *
 * 1. claim: under a lock on what is refunded (the order's or the gift's row), what is left is
 *    computed from the refunds already made or pending, and the refund is written as `pending`
 *    with its own Stripe Idempotency-Key. Two staff refunding at once are serialised here, and
 *    the second sees the first's claim.
 * 2. Stripe is asked, with that key, outside any transaction.
 * 3. Stripe made it: the row is completed (its effects applied once, under the lock again).
 *    Stripe refused it: the claim is withdrawn, as if never made. No answer (a timeout, a 5xx):
 *    the row stays pending; the `charge.refunded` webhook or the maintenance sweep settles it
 *    from what Stripe holds, so a refund is never asked twice nor made without a record.
 */

/** A claimed refund, as the ledger wrote it. */
export interface PendingRefund {
  /** The row's id, also sent to Stripe in the refund's metadata (`ledger.metadataKey`). */
  id: number
  paymentIntentId: string
  amountCents: number
  idempotencyKey: string
  /** The rest of the refund's metadata for Stripe (order or gift id, reason). */
  metadata: Record<string, string>
}

/** What a claim found: a new pending refund, one already made for the same key, or a refusal. */
export type Claim<Refusal> =
  | { kind: 'claimed'; pending: PendingRefund }
  | { kind: 'made'; stripeRefundId: string; amountCents: number }
  | { kind: 'refused'; refusal: Refusal }

/** A domain's refunds table seen by the pipeline: orders and gifts each keep their own words. */
export interface RefundLedger {
  /** For the log: "order", "donation". */
  what: string
  /** The metadata key that names the pending row in Stripe's refund. */
  metadataKey: string
  /**
   * Completes the pending row `rowId` with Stripe's refund and applies its effects (the refunded
   * total, restock, audit, e-mail) once, whoever calls first; answers the total refunded, in cents.
   */
  complete(tx: Database, rowId: number, refund: Stripe.Refund, now: Date): Promise<number>
  /** Withdraws a pending row Stripe did not make (refused, or unknown to it after the grace). */
  withdraw(tx: Database, rowId: number, now: Date, why: string): Promise<void>
  /** Pending rows claimed before `before`, for the sweep. */
  stalePending(db: Database, before: Date): Promise<PendingRefund[]>
}

export type RefundOutcome<Refusal> =
  | { kind: 'refunded'; stripeRefundId: string; amountCents: number; refundedCents: number }
  | { kind: 'refused'; refusal: Refusal }
  /** Stripe refused the refund: its message, nothing recorded. */
  | { kind: 'declined'; error: string | undefined }
  /** Stripe did not answer: the refund stays pending until the webhook or the sweep settles it. */
  | { kind: 'unconfirmed' }

/** What Stripe said to a refund: made, refused (a 4xx: nothing made), or nothing certain. */
type StripeAnswer =
  | { kind: 'made'; refund: Stripe.Refund }
  | { kind: 'declined'; error: string | undefined }
  | { kind: 'unknown' }

async function askStripe(
  payments: Payments,
  ledger: RefundLedger,
  pending: PendingRefund,
): Promise<StripeAnswer> {
  try {
    const refund = await payments.stripe.refunds.create(
      {
        payment_intent: pending.paymentIntentId,
        amount: pending.amountCents,
        reason: 'requested_by_customer',
        metadata: { ...pending.metadata, [ledger.metadataKey]: String(pending.id) },
      },
      { idempotencyKey: pending.idempotencyKey },
    )
    return { kind: 'made', refund }
  } catch (error) {
    log.error(`Refunding ${ledger.what} (refund ${pending.id}) failed: ${describeError(error)}`)
    const status = (error as { statusCode?: number }).statusCode
    // A 4xx other than a conflict or a rate limit is Stripe's refusal: nothing was made.
    if (status !== undefined && status >= 400 && status < 500 && status !== 409 && status !== 429) {
      return { kind: 'declined', error: (error as { message?: string }).message }
    }
    return { kind: 'unknown' }
  }
}

/** Thrown to roll a checking claim back. */
class CheckedOnly extends Error {}

/**
 * Without Stripe, a refund's request is still checked as a claim would check it (what does not
 * exist, is not paid or is too much answers as such), but nothing is written: answers its refusal,
 * or undefined when the claim would have been made.
 */
export async function refusalOf<Refusal>(
  db: Database,
  claim: (tx: Database) => Promise<Claim<Refusal>>,
): Promise<Refusal | undefined> {
  let refusal: Refusal | undefined
  try {
    await db.transaction(async (tx) => {
      const claimed = await claim(tx)
      if (claimed.kind === 'refused') refusal = claimed.refusal
      throw new CheckedOnly()
    })
  } catch (error) {
    if (!(error instanceof CheckedOnly)) throw error
  }
  return refusal
}

/**
 * Runs one refund: `claim` runs in a transaction of its own and must lock what is refunded
 * before it reads what is left; `payments` must be configured.
 */
export async function runRefund<Refusal>(
  ctx: { db: Database; payments: Payments; now: Date },
  ledger: RefundLedger,
  claim: (tx: Database) => Promise<Claim<Refusal>>,
  refundedCents: () => Promise<number>,
): Promise<RefundOutcome<Refusal>> {
  const { db, payments, now } = ctx
  const claimed = await db.transaction(claim)
  if (claimed.kind === 'refused') return claimed
  if (claimed.kind === 'made') {
    const { stripeRefundId, amountCents } = claimed
    return { kind: 'refunded', stripeRefundId, amountCents, refundedCents: await refundedCents() }
  }
  const { pending } = claimed
  const answer = await askStripe(payments, ledger, pending)
  if (answer.kind === 'unknown') return { kind: 'unconfirmed' }
  if (answer.kind === 'declined') {
    await db.transaction((tx) => ledger.withdraw(tx, pending.id, now, answer.error ?? 'declined'))
    return answer
  }
  const total = await db.transaction((tx) => ledger.complete(tx, pending.id, answer.refund, now))
  return {
    kind: 'refunded',
    stripeRefundId: answer.refund.id,
    amountCents: answer.refund.amount,
    refundedCents: total,
  }
}

/**
 * The pending row a refund Stripe made belongs to, when it carries one in its metadata (made
 * here, answer lost); undefined for a refund made elsewhere (the Stripe dashboard).
 */
function pendingRowOf(ledger: RefundLedger, refund: Stripe.Refund): number | undefined {
  const raw = refund.metadata?.[ledger.metadataKey]
  const id = raw === undefined ? Number.NaN : Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

/** A refund row as `charge.refunded` compares it with Stripe's. */
export interface RecordedRefund {
  id: number
  status: 'pending' | 'succeeded'
  stripeRefundId: string | null
  amountCents: number
}

/**
 * `charge.refunded` (a refund made here or in the Stripe dashboard), once the refunded thing is
 * locked: each refund Stripe lists for the charge is settled once — a pending one of ours
 * completed, one made elsewhere recorded by `recordElsewhere`. Answers whether anything changed;
 * Stripe is not asked when the rows already account for the charge's refunds.
 */
export async function settleChargeRefunds(
  tx: Database,
  payments: Payments,
  ledger: RefundLedger,
  charge: Stripe.Charge,
  rows: RecordedRefund[],
  recordElsewhere: (refund: Stripe.Refund) => Promise<void>,
  now: Date,
): Promise<'applied' | 'unchanged'> {
  const pending = new Set(rows.filter((row) => row.status === 'pending').map((row) => row.id))
  const succeeded = rows
    .filter((row) => row.status === 'succeeded')
    .reduce((sum, row) => sum + row.amountCents, 0)
  if (charge.amount_refunded <= succeeded && pending.size === 0) return 'unchanged'
  const known = new Set(rows.map((row) => row.stripeRefundId))
  const refunds = await payments.stripe.refunds.list({ charge: charge.id, limit: 100 })
  let changed = false
  for (const refund of refunds.data) {
    if (known.has(refund.id)) continue
    const rowId = pendingRowOf(ledger, refund)
    if (rowId !== undefined && pending.has(rowId)) await ledger.complete(tx, rowId, refund, now)
    else await recordElsewhere(refund)
    changed = true
  }
  return changed ? 'applied' : 'unchanged'
}

/** The reason a refund made elsewhere carries, or what says where it was made. */
export const reasonOf = (refund: Stripe.Refund) =>
  refund.metadata?.reason || 'Refunded in the Stripe dashboard'

/**
 * The maintenance sweep's share: each refund left pending for longer than `graceMs` is settled
 * from Stripe's own list of the payment's refunds — completed when Stripe made it, withdrawn
 * when Stripe has no refund naming it. A Stripe that does not answer leaves it for next time.
 */
export async function settleStalePending(
  db: Database,
  payments: Payments,
  ledger: RefundLedger,
  now: Date,
  graceMs: number,
): Promise<{ completed: number; withdrawn: number }> {
  const stale = await ledger.stalePending(db, new Date(now.getTime() - graceMs))
  const settled = { completed: 0, withdrawn: 0 }
  for (const pending of stale) {
    let made: Stripe.Refund | undefined
    try {
      const list = await payments.stripe.refunds.list({
        payment_intent: pending.paymentIntentId,
        limit: 100,
      })
      made = list.data.find((refund) => pendingRowOf(ledger, refund) === pending.id)
    } catch (error) {
      log.warn(`Settling ${ledger.what} refund ${pending.id} waits: ${describeError(error)}`)
      continue
    }
    await db.transaction(async (tx) => {
      if (made) await ledger.complete(tx, pending.id, made, now)
      else await ledger.withdraw(tx, pending.id, now, 'Stripe has no record of this refund')
    })
    if (made) settled.completed++
    else settled.withdrawn++
  }
  return settled
}
