import type Stripe from 'stripe'
import * as v from 'valibot'
import type { HandledStripeEvent } from './handled-stripe-events'

/**
 * What the webhook needs to read an event, checked once the signature is: a signed event can
 * still be malformed (no data, a null object, no id), and reading it must answer 400, not 500.
 * Only the fields the handlers use are checked; everything else passes through.
 */
/** Stripe's ids (evt_…, pi_…) and types (payment_intent.succeeded) are plain ASCII words. */
const id = v.pipe(v.string(), v.regex(/^\w{1,255}$/))
const eventType = v.pipe(v.string(), v.regex(/^[\w.]{1,100}$/))
const cents = v.pipe(v.number(), v.integer(), v.minValue(0))
const metadata = v.optional(v.nullable(v.record(v.string(), v.string())))

const paymentIntent = v.looseObject({
  id,
  object: v.literal('payment_intent'),
  amount: cents,
  amount_received: v.optional(cents),
  currency: v.string(),
  metadata,
})

const invoice = v.looseObject({
  id,
  object: v.literal('invoice'),
  amount_paid: cents,
  currency: v.string(),
})

const subscription = v.looseObject({
  id,
  object: v.literal('subscription'),
  status: v.optional(v.string()),
  /** Set while collection is paused (decision 060); `resumes_at` null: until someone resumes. */
  pause_collection: v.optional(
    v.nullable(v.looseObject({ resumes_at: v.nullable(v.pipe(v.number(), v.integer())) })),
  ),
})

const stripeIdOrObject = v.union([id, v.looseObject({ id })])

const charge = v.looseObject({
  id,
  object: v.literal('charge'),
  amount_refunded: cents,
  payment_intent: v.nullable(stripeIdOrObject),
})

const dispute = v.looseObject({
  id,
  object: v.literal('dispute'),
  amount: cents,
  payment_intent: v.nullable(stripeIdOrObject),
})

/** The object each handled event carries: a handled event without one fails the typecheck. */
const shapes: Record<HandledStripeEvent, v.GenericSchema> = {
  'payment_intent.succeeded': paymentIntent,
  'payment_intent.payment_failed': paymentIntent,
  'payment_intent.processing': paymentIntent,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'charge.refunded': charge,
  'charge.dispute.created': dispute,
}

/** A Map, not the object literal: an event type such as "valueOf" must find nothing. */
const objectOf = new Map<string, v.GenericSchema>(Object.entries(shapes))

const envelope = v.looseObject({
  id,
  type: eventType,
  data: v.looseObject({ object: v.looseObject({}) }),
})

/** True when the event has an id, a type and an object the webhook can read for that type. */
export function isReadableEvent(event: Stripe.Event): boolean {
  if (!v.is(envelope, event)) return false
  const shape = objectOf.get(event.type)
  return shape === undefined || v.is(shape, event.data.object)
}

/** The `t=` of a Stripe-Signature header, in seconds. */
export function signedAt(signature: string): number | null {
  const match = /(?:^|,)t=(\d{1,12})(?:,|$)/.exec(signature)
  return match ? Number(match[1]) : null
}
