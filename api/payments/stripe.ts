import Stripe from 'stripe'
import type { Env } from '../env'
import { describeError } from '../lib/errors'
import { log } from '../lib/log'

/** Card payments through Stripe; null when the keys are not set (the shop still takes orders). */
export interface Payments {
  stripe: Stripe
  publishableKey: string
  /** Without it the webhook answers 503: nothing can be verified. */
  webhookSecret: string | undefined
}

/**
 * Builds the real SDK client from the environment. STRIPE_API_HOST/PORT/PROTOCOL exist only so the
 * tests can point the SDK at a local fake of the Stripe API (test/fake-stripe.ts).
 */
export function createPayments(env: Env): Payments | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY) return null
  const stripe = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
  })
  return {
    stripe,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
  }
}

/**
 * Stripe keeps idempotency keys per account for a day: a key names the row and when it was made,
 * so a database that was reset (a dev machine, a test run) never replays another row's object.
 */
export function stripeIdempotencyKey(
  kind: 'order' | 'donation',
  row: { id: number; createdAt: Date },
  step?: string,
) {
  return [kind, row.id, row.createdAt.getTime(), step].filter(Boolean).join('-')
}

/** What handling one Stripe event did: the webhook's answer names it (and tests read it). */
export type PaymentEventOutcome = 'applied' | 'unchanged' | 'ignored' | 'mismatch'

/**
 * A handler's result: an outcome, or a mismatch — a signed event whose PaymentIntent, amount or
 * currency is not what the order or gift expects — with the note kept for staff.
 */
export type PaymentEventResult = Exclude<PaymentEventOutcome, 'mismatch'> | { mismatch: string }

/** The currency every order and gift is charged in. */
export const chargeCurrency = 'usd'

/**
 * A refund through Stripe's Refunds API of part or all of a PaymentIntent (orders and gifts,
 * decisions 031 and 035). Stripe's refusal comes back as its message, for a 502 that records
 * nothing; a retried staff action (same Idempotency-Key) is the same refund.
 */
export async function createRefund(
  payments: Payments,
  input: {
    paymentIntentId: string
    amountCents: number
    metadata: Record<string, string>
    /** `<what>-<id>-<client key>`: one key space per kind of thing refunded. */
    idempotencyKey?: string
    /** For the log: "order 12", "donation 7". */
    what: string
  },
): Promise<{ ok: true; refund: Stripe.Refund } | { ok: false; error: string | undefined }> {
  try {
    const refund = await payments.stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        amount: input.amountCents,
        reason: 'requested_by_customer',
        metadata: input.metadata,
      },
      input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {},
    )
    return { ok: true, refund }
  } catch (error) {
    log.error(`Refunding ${input.what} failed: ${describeError(error)}`)
    return { ok: false, error: (error as { message?: string }).message }
  }
}

/** The invoice a PaymentIntent paid (a subscription's month), through Stripe's invoice payments. */
export async function invoicePaidBy(
  payments: Payments,
  intentId: string,
): Promise<string | undefined> {
  const list = await payments.stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: intentId },
    limit: 1,
  })
  const invoice = list.data[0]?.invoice
  return typeof invoice === 'string' ? invoice : invoice?.id
}
