import { retentionDays } from '#core/retention'
import type { Database } from '../db/client'
import {
  deleteExpiredResetLinks,
  deleteExpiredSessions,
  deleteExpiredSignInLinks,
  sweepRateLimits,
} from './accounts'
import { purgeDeletedForumItems } from './community'
import {
  deleteStalledCardGifts,
  giftRefundLedger,
  type PayPal,
  settleStalePayPalRefunds,
} from './giving'
import { describeError } from './lib/errors'
import { log } from './lib/log'
import { claimRun } from './ops'
import { type Payments, settleStalePending } from './payments'
import { deleteExpiredDeletionLinks, deleteExpiredPersonalData } from './privacy'
import { orderRefundLedger, releaseExpiredHolds } from './shop'
import { type CallMailContext, remindUpcomingCalls } from './storytelling'

const hourMs = 60 * 60 * 1000

const minuteMs = 60 * 1000

export interface SweepOptions {
  /** Unpaid orders older than this are cancelled and their stock released (ORDER_HOLD_MINUTES). */
  orderHoldMinutes: number
  /** Deleted forum posts and comments are kept this many days, then erased (FORUM_PURGE_DELETED_DAYS). */
  forumPurgeDays?: number
  /** Stripe, to settle refunds left pending when its answer was lost (decision 049). */
  payments?: Payments | null
  /** PayPal, to settle PayPal gifts' refunds left pending the same way (decision 076). */
  paypal?: PayPal | null
  /** The storytelling call reminders' links (PUBLIC_ORIGIN) and the zone of their times. */
  calls?: CallMailContext
}

/** A refund still pending after this long lost Stripe's answer: the sweep asks Stripe. */
export const pendingRefundGraceMs = 15 * minuteMs

const defaultSweep: SweepOptions = { orderHoldMinutes: 60 }

/**
 * Deletes expired sessions, reset tokens and sign-in links, stale throttling counters, long-deleted forum
 * posts and comments, card gifts whose payment never started and what the retention policy no
 * longer lets us keep (core/retention.ts), and releases the stock of
 * orders whose payment hold ran out; reminds families of tomorrow's storytelling calls; settles
 * refunds whose Stripe or PayPal answer was lost.
 */
export async function sweepExpired(db: Database, now: Date, options: SweepOptions = defaultSweep) {
  await deleteExpiredSessions(db, now)
  await deleteExpiredResetLinks(db, now)
  await deleteExpiredSignInLinks(db, now)
  await deleteExpiredDeletionLinks(db, now)
  await sweepRateLimits(db, now)
  await releaseExpiredHolds(db, now, options.orderHoldMinutes)
  await purgeDeletedForumItems(db, now, options.forumPurgeDays ?? retentionDays.deletedForumItem)
  await deleteStalledCardGifts(db, now)
  await deleteExpiredPersonalData(db, now)
  if (options.calls) await remindUpcomingCalls(db, now, options.calls)
  if (options.payments) {
    for (const ledger of [orderRefundLedger, giftRefundLedger]) {
      await settleStalePending(db, options.payments, ledger, now, pendingRefundGraceMs)
    }
  }
  if (options.paypal) await settleStalePayPalRefunds(db, options.paypal, now, pendingRefundGraceMs)
}

/**
 * Sweeps now and then every hour, or every quarter of the order hold when that is shorter (so a
 * hold ends at most 25% late); returns the function that stops it (before the database closes).
 * Every replica schedules it; each interval one of them claims the run (`claimRun`). Answers
 * the run in flight too, for whoever stops the process to let it finish.
 */
export function startSweeping(
  db: Database,
  now: () => Date = () => new Date(),
  options: SweepOptions = defaultSweep,
): () => Promise<void> {
  const every = Math.min(hourMs, Math.max(minuteMs, (options.orderHoldMinutes * minuteMs) / 4))
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    const at = now()
    running = (async () => {
      if (await claimRun(db, sweepJob, at, every)) await sweepExpired(db, at, options)
    })().catch((error: unknown) => log.error(`Expiry sweep failed: ${describeError(error)}`))
  }
  run()
  const timer = setInterval(run, every)
  timer.unref()
  return () => {
    clearInterval(timer)
    return running
  }
}

/** The sweep's name in maintenance_runs. */
export const sweepJob = 'expiry-sweep'
