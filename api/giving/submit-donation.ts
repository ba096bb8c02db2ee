import { randomBytes, randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import { brand } from '#core/brand'
import { coveredFeeCents } from '#core/giving-fees'
import { centsToDollars, dollarsToCents } from '#core/money'
import {
  type DonationCreated,
  type DonationRequest,
  donationMessages,
  paymentMessages,
} from '#core/schemas/donation'
import type { Database } from '../../db/client'
import { donations } from '../../db/schema/giving'
import { violatedUniqueIndex } from '../lib/db-errors'
import type { Refusal } from '../lib/errors'
import { idempotencyMessages } from '../lib/idempotency-key'
import { log } from '../lib/log'
import { requestLocale } from '../lib/request-language'
import { sendMail } from '../mail'
import { type Payments, stripeIdempotencyKey } from '../payments'
import type { GivingSettings } from '../settings'
import {
  type DonationRow,
  donorPaths,
  findDonationByIdempotencyKey,
  pledgeInstructions,
  pledgeMail,
} from './donations'
import { feeRateFor, givingMethods, isStripeMethod, unavailableMessage } from './giving-methods'
import type { PayPal } from './paypal'

/**
 * What a donation submit answers: the gift (`replayed` when the same key came again) or why not;
 * `still-processing` is the same key while its first request is still setting up the payment.
 */
export type DonationResult =
  | { ok: true; replayed: boolean; body: DonationCreated }
  | Refusal<DonationRefusal>

type DonationRefusal =
  | 'method-unavailable'
  | 'paypal-one-time'
  | 'key-reused'
  | 'still-processing'
  | 'not-configured'
  | 'payment-unavailable'

export interface GivingContext {
  db: Database
  payments: Payments | null
  paypal?: PayPal | null
  settings: GivingSettings
  now: Date
}

const refused = (reason: DonationRefusal, error: string): DonationResult => ({
  ok: false,
  reason,
  error,
})

/** Is `request` the one that made `row`? A key names one request, as Stripe's keys do. */
function sameRequest(row: DonationRow, request: DonationRequest): boolean {
  const tribute = request.tribute
  return (
    row.amountCents - row.coveredFeeCents === dollarsToCents(request.amount) &&
    row.coveredFeeCents > 0 === (request.coverFees && isStripeMethod(request.paymentMethod)) &&
    row.tributeKind === (tribute?.kind ?? null) &&
    row.tributeName === (tribute?.name ?? null) &&
    (row.tributeNotifyEmail ?? '') === (tribute?.notifyEmail ?? '') &&
    row.type === request.type &&
    row.paymentMethod === request.paymentMethod &&
    (row.donorEmail ?? '').toLowerCase() === request.email.toLowerCase() &&
    row.donorName === request.name &&
    (row.message ?? '') === (request.message ?? '') &&
    row.anonymous === request.anonymous &&
    row.program === request.program
  )
}

/**
 * A gift from /donate (docs/decisions/018, 038): a cheque pledge is recorded with its
 * instructions e-mailed; a card or bank-account gift starts a PaymentIntent (one-time) or an
 * incomplete subscription (monthly) that the web confirms. Covering the fees grosses the charge
 * up on the server. The same Idempotency-Key returns the same gift.
 */
export async function submitDonation(
  ctx: GivingContext,
  request: DonationRequest,
  donor: { userId: number | null; idempotencyKey: string | undefined },
): Promise<DonationResult> {
  const { db, payments } = ctx
  const key = donor.idempotencyKey
  if (key) {
    const existing = await findDonationByIdempotencyKey(db, key)
    if (existing) return replay(ctx, existing, request)
  }
  if (!givingMethods(payments, ctx.settings, ctx.paypal ?? null).includes(request.paymentMethod)) {
    return refused('method-unavailable', unavailableMessage(request.paymentMethod))
  }
  if (request.paymentMethod === 'paypal' && request.type === 'monthly') {
    return refused('paypal-one-time', paymentMessages.paypalOneTime)
  }

  let row: DonationRow
  try {
    row = await insertDonation(ctx, request, donor)
  } catch (error) {
    // A simultaneous duplicate submit: the unique index let one through; answer with that one.
    if (key && violatedUniqueIndex(error) !== undefined) {
      const existing = await findDonationByIdempotencyKey(db, key)
      if (existing) return replay(ctx, existing, request)
    }
    throw error
  }
  if (row.status === 'pledged') return { ok: true, replayed: false, body: pledged(ctx, row) }
  if (row.paymentMethod === 'paypal') return startPayPalGift(ctx, row)

  try {
    const started = await startStripePayment(payments!, row)
    await db
      .update(donations)
      .set({
        paymentIntentId: started.paymentIntentId ?? null,
        subscriptionId: started.subscriptionId ?? null,
      })
      .where(eq(donations.id, row.id))
    return {
      ok: true,
      replayed: false,
      body: pendingBody(ctx, row, started.clientSecret, started.subscriptionId),
    }
  } catch (error) {
    log.error({ err: error }, `Starting the card payment for donation ${row.id} failed:`)
    // Nothing was charged and no intent is usable: the donation is not kept.
    await db.delete(donations).where(eq(donations.id, row.id))
    return refused('payment-unavailable', donationMessages.paymentUnavailable)
  }
}

async function insertDonation(
  ctx: GivingContext,
  request: DonationRequest,
  donor: { userId: number | null; idempotencyKey: string | undefined },
): Promise<DonationRow> {
  const giftCents = dollarsToCents(request.amount)
  const rate = request.coverFees ? feeRateFor(ctx.settings, request.paymentMethod) : null
  const feeCents = rate ? coveredFeeCents(giftCents, rate) : 0
  const { tribute } = request
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({
        userId: donor.userId,
        // What the donor's receipts and e-mails are written in (decision 077).
        locale: requestLocale(),
        amountCents: giftCents + feeCents,
        coveredFeeCents: feeCents,
        type: request.type,
        status: request.paymentMethod === 'cheque' ? 'pledged' : 'pending',
        paymentMethod: request.paymentMethod,
        tributeKind: tribute?.kind ?? null,
        tributeName: tribute?.name ?? null,
        tributeNotifyEmail: tribute?.notifyEmail || null,
        tributeShowAmount: tribute?.showAmount ?? false,
        donorName: request.name,
        donorEmail: request.email,
        message: request.message || null,
        anonymous: request.anonymous,
        program: request.program,
        idempotencyKey: donor.idempotencyKey ?? null,
        createdAt: ctx.now,
      })
      .returning()
    if (row!.status === 'pledged') {
      const instructions = pledgeInstructions(ctx.settings)
      await sendMail(tx, pledgeMail(row!, instructions, ctx.settings.organization.legalName))
    }
    return row!
  })
}

function pendingBody(
  ctx: GivingContext,
  row: DonationRow,
  clientSecret: string,
  subscriptionId?: string,
): DonationCreated {
  const gift = { ...giftFigures(row), ...donorPaths(ctx.settings, row, ctx.now) }
  return subscriptionId
    ? { ...gift, status: 'pending', clientSecret, subscriptionId }
    : { ...gift, status: 'pending', clientSecret }
}

/**
 * A PayPal gift (decision 041): an Orders v2 order for the gift, created on the server (its id
 * goes to PayPal's buttons); the gift is paid only when the server captures it.
 */
async function startPayPalGift(ctx: GivingContext, row: DonationRow): Promise<DonationResult> {
  try {
    const order = await ctx.paypal!.createOrder({
      amountCents: row.amountCents,
      customId: String(row.id),
      description: `Donation to ${brand.name}`,
      requestId: stripeIdempotencyKey('donation', row, 'paypal'),
    })
    await ctx.db.update(donations).set({ paypalOrderId: order.id }).where(eq(donations.id, row.id))
    return { ok: true, replayed: false, body: paypalBody(ctx, row, order.id) }
  } catch (error) {
    log.error({ err: error }, `Starting the PayPal order for donation ${row.id} failed:`)
    await ctx.db.delete(donations).where(eq(donations.id, row.id))
    return refused('payment-unavailable', donationMessages.paymentUnavailable)
  }
}

function paypalBody(ctx: GivingContext, row: DonationRow, paypalOrderId: string): DonationCreated {
  return {
    ...giftFigures(row),
    status: 'pending',
    paypalOrderId,
    ...donorPaths(ctx.settings, row, ctx.now),
  }
}

/** The gift's id and what is charged, in dollars, with the part that covers the fees. */
function giftFigures(row: DonationRow) {
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    coveredFee: centsToDollars(row.coveredFeeCents),
  }
}

function pledged(ctx: GivingContext, row: DonationRow): DonationCreated {
  return {
    ...giftFigures(row),
    status: 'pledged',
    instructions: pledgeInstructions(ctx.settings),
    ...donorPaths(ctx.settings, row, ctx.now),
  }
}

/** The same Idempotency-Key again: the donation it made, never a second one. */
async function replay(
  ctx: GivingContext,
  row: DonationRow,
  request: DonationRequest,
): Promise<DonationResult> {
  if (!sameRequest(row, request)) return refused('key-reused', idempotencyMessages.reused)
  if (row.status === 'pledged') return { ok: true, replayed: true, body: pledged(ctx, row) }
  if (row.paypalOrderId) {
    return { ok: true, replayed: true, body: paypalBody(ctx, row, row.paypalOrderId) }
  }
  // The first request with this key is still setting up the payment with Stripe or PayPal.
  if (row.status === 'pending' && !row.subscriptionId && !row.paymentIntentId) {
    return refused('still-processing', idempotencyMessages.stillProcessing)
  }
  const { payments } = ctx
  if (!payments) return refused('not-configured', donationMessages.paymentNotConfigured)
  try {
    if (row.subscriptionId) {
      const subscription = await payments.stripe.subscriptions.retrieve(row.subscriptionId, {
        expand: ['latest_invoice.confirmation_secret'],
      })
      const secret = subscriptionSecret(subscription)
      return { ok: true, replayed: true, body: pendingBody(ctx, row, secret, row.subscriptionId) }
    }
    if (row.paymentIntentId) {
      const intent = await payments.stripe.paymentIntents.retrieve(row.paymentIntentId)
      return { ok: true, replayed: true, body: pendingBody(ctx, row, intent.client_secret ?? '') }
    }
  } catch (error) {
    log.error({ err: error }, `Looking up the payment of donation ${row.id} failed:`)
  }
  return refused('payment-unavailable', donationMessages.paymentUnavailable)
}

function subscriptionSecret(subscription: Stripe.Subscription): string {
  const invoice = subscription.latest_invoice
  const secret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null
  if (!secret) throw new Error(`Subscription ${subscription.id} has no invoice to confirm`)
  return secret
}

/**
 * One-time: a PaymentIntent. Monthly: a customer, a monthly price for the amount and an
 * incomplete subscription whose first invoice the web confirms (confirmation_secret). A card gift
 * takes Stripe's automatic payment methods (cards, Apple Pay, Google Pay, Link); a bank gift is
 * ACH Direct Debit, verified instantly through Financial Connections or by micro-deposits.
 * Every call carries an idempotency key derived from the donation (stripeIdempotencyKey).
 */
/** ACH Direct Debit: verified instantly through Financial Connections, else by micro-deposits. */
const bankVerification = {
  verification_method: 'automatic' as const,
  financial_connections: { permissions: ['payment_method' as const] },
}

async function startStripePayment(
  payments: Payments,
  row: DonationRow,
): Promise<{ clientSecret: string; paymentIntentId?: string; subscriptionId?: string }> {
  const { stripe } = payments
  const metadata = { donationId: String(row.id), kind: 'donation' }
  if (row.type === 'one-time') {
    const intent = await stripe.paymentIntents.create(
      {
        amount: row.amountCents,
        currency: 'usd',
        ...(row.paymentMethod === 'bank'
          ? {
              payment_method_types: ['us_bank_account'],
              payment_method_options: { us_bank_account: bankVerification },
            }
          : { automatic_payment_methods: { enabled: true } }),
        receipt_email: row.donorEmail ?? undefined,
        description: `Donation to ${brand.name}`,
        metadata,
      },
      { idempotencyKey: stripeIdempotencyKey('donation', row) },
    )
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`)
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id }
  }
  const customer = await stripe.customers.create(
    { email: row.donorEmail ?? undefined, name: row.donorName ?? undefined, metadata },
    { idempotencyKey: stripeIdempotencyKey('donation', row, 'customer') },
  )
  const price = await stripe.prices.create(
    {
      currency: 'usd',
      unit_amount: row.amountCents,
      recurring: { interval: 'month' },
      product_data: {
        name:
          row.program === 'sponsorship'
            ? `Student sponsorship with ${brand.name}`
            : `Monthly donation to ${brand.name}`,
      },
      metadata,
    },
    { idempotencyKey: stripeIdempotencyKey('donation', row, 'price') },
  )
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: {
        save_default_payment_method: 'on_subscription',
        ...(row.paymentMethod === 'bank'
          ? {
              payment_method_types: ['us_bank_account'],
              payment_method_options: { us_bank_account: bankVerification },
            }
          : {}),
      },
      expand: ['latest_invoice.confirmation_secret'],
      metadata,
    },
    { idempotencyKey: stripeIdempotencyKey('donation', row) },
  )
  return { clientSecret: subscriptionSecret(subscription), subscriptionId: subscription.id }
}

/** A honeypot hit: the shape of success, nothing stored or charged, nothing to learn. */
export function decoyDonation(request: DonationRequest, giving: GivingSettings): DonationCreated {
  const id = randomInt(1_000_000, 2_000_000_000)
  // Links of the usual shape whose signatures are random: they open nothing.
  const token = () =>
    `${Math.floor(Date.now() / 1000) + 86_400}.${randomBytes(32).toString('base64url')}`
  const paths = {
    receiptPath: `/donations/${id}/receipt?token=${token()}`,
    managePath: request.type === 'monthly' ? `/donations/${id}/manage?token=${token()}` : null,
  }
  const cents = dollarsToCents(request.amount)
  const figures = { id, amount: request.amount, coveredFee: 0 }
  if (isStripeMethod(request.paymentMethod)) {
    const pi = `pi_${randomBytes(12).toString('hex')}`
    const rate = request.coverFees ? feeRateFor(giving, request.paymentMethod) : null
    const fee = rate ? coveredFeeCents(cents, rate) : 0
    return {
      ...figures,
      amount: centsToDollars(cents + fee),
      coveredFee: centsToDollars(fee),
      status: 'pending',
      clientSecret: `${pi}_secret_${randomBytes(12).toString('hex')}`,
      ...paths,
    }
  }
  return { ...figures, status: 'pledged', instructions: pledgeInstructions(giving), ...paths }
}
