import Stripe from 'stripe'
import { afterAll, describe, expect, it } from 'vitest'
import { startFakeStripe } from './fake-stripe'

// The fake is only worth its tests if it refuses what Stripe refuses: these pin the Stripe
// behaviours the payment code depends on, through the real SDK.

const fake = await startFakeStripe()
afterAll(fake.close)
const stripe = new Stripe(fake.env.STRIPE_SECRET_KEY!, {
  host: fake.env.STRIPE_API_HOST,
  port: fake.env.STRIPE_API_PORT,
  protocol: 'http',
  maxNetworkRetries: 0,
  telemetry: false,
})

async function stripeError(call: Promise<unknown>) {
  try {
    await call
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error
    throw error
  }
  throw new Error('expected a Stripe error')
}

async function monthlySubscription(unitAmount = 2500) {
  const customer = await stripe.customers.create({ email: 'dana@example.org' })
  const price = await stripe.prices.create({
    currency: 'usd',
    unit_amount: unitAmount,
    recurring: { interval: 'month' },
    product_data: { name: 'Monthly donation' },
  })
  return stripe.subscriptions.create({
    customer: customer.id,
    items: [{ price: price.id }],
    payment_behavior: 'default_incomplete',
  })
}

describe('the fake Stripe API', () => {
  it('leaves related objects as ids unless expanded, and keeps GET query strings', async () => {
    const created = await monthlySubscription()
    expect(typeof created.latest_invoice).toBe('string')
    expect(typeof created.items.data[0]!.price.product).toBe('string')

    const plain = await stripe.subscriptions.retrieve(created.id)
    expect(plain.latest_invoice).toBe(created.latest_invoice)
    const expanded = await stripe.subscriptions.retrieve(created.id, {
      expand: ['latest_invoice.confirmation_secret', 'items.data.price.product'],
    })
    const invoice = expanded.latest_invoice as Stripe.Invoice
    expect(invoice.id).toBe(created.latest_invoice)
    expect(invoice.confirmation_secret?.client_secret).toMatch(/^pi_\w+_secret_\w+$/)
    expect((expanded.items.data[0]!.price.product as Stripe.Product).name).toBe('Monthly donation')
    expect(fake.requests.at(-1)!.query).toEqual({
      'expand[0]': 'latest_invoice.confirmation_secret',
      'expand[1]': 'items.data.price.product',
    })

    // An expanded invoice without its includable field: no confirmation secret.
    const invoiceOnly = await stripe.subscriptions.retrieve(created.id, {
      expand: ['latest_invoice'],
    })
    expect((invoiceOnly.latest_invoice as Stripe.Invoice).confirmation_secret).toBeUndefined()
  })

  it('refuses what Stripe refuses, in its error shape', async () => {
    const missing = await stripeError(stripe.subscriptions.retrieve('sub_nothing'))
    expect(missing).toMatchObject({
      statusCode: 404,
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      param: 'id',
      message: "No such subscription: 'sub_nothing'",
    })
    const unknown = await stripeError(
      stripe.paymentIntents.create({ amount: 500, currency: 'usd', colour: 'red' } as never),
    )
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown', param: 'colour' })
    const tooSmall = await stripeError(
      stripe.paymentIntents.create({ amount: 20, currency: 'usd' }),
    )
    expect(tooSmall).toMatchObject({ code: 'amount_too_small', param: 'amount' })
    const noProduct = await stripeError(
      stripe.prices.create({ currency: 'usd', unit_amount: 500, recurring: { interval: 'month' } }),
    )
    expect(noProduct.statusCode).toBe(400)
    const badExpand = await stripeError(
      stripe.subscriptions.retrieve((await monthlySubscription()).id, {
        expand: ['latest_invoice.colour'],
      }),
    )
    expect(badExpand).toMatchObject({ statusCode: 400, param: 'expand' })
  })

  it('replays an Idempotency-Key answer and refuses the key with other parameters', async () => {
    const options = { idempotencyKey: 'fake-test-key-1' }
    const first = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' }, options)
    const again = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' }, options)
    expect(again.id).toBe(first.id)
    const other = await stripeError(
      stripe.paymentIntents.create({ amount: 9900, currency: 'usd' }, options),
    )
    expect(other).toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' })
  })

  it('cancels once: a cancelled subscription is "no such" to cancel and cannot change price', async () => {
    const subscription = await monthlySubscription()
    expect((await stripe.subscriptions.cancel(subscription.id)).status).toBe('canceled')
    expect((await stripeError(stripe.subscriptions.cancel(subscription.id))).statusCode).toBe(404)
    const item = subscription.items.data[0]!
    const change = await stripeError(
      stripe.subscriptions.update(subscription.id, {
        items: [{ id: item.id, price: item.price.id }],
      }),
    )
    expect(change.statusCode).toBe(400)
  })

  it('pauses collection until a time, or for good, and resumes when emptied', async () => {
    const subscription = await monthlySubscription()
    expect(subscription.pause_collection).toBeNull()
    const resumesAt = 1_790_000_000
    const paused = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'void', resumes_at: resumesAt },
    })
    expect(paused.pause_collection).toEqual({ behavior: 'void', resumes_at: resumesAt })
    const forGood = await stripe.subscriptions.update(subscription.id, {
      pause_collection: { behavior: 'keep_as_draft' },
    })
    expect(forGood.pause_collection).toEqual({ behavior: 'keep_as_draft', resumes_at: null })
    const wrong = await stripeError(
      stripe.subscriptions.update(subscription.id, {
        pause_collection: { behavior: 'skip' as 'void' },
      }),
    )
    expect(wrong).toMatchObject({ statusCode: 400, param: 'pause_collection[behavior]' })
    const resumed = await stripe.subscriptions.update(subscription.id, { pause_collection: '' })
    expect(resumed.pause_collection).toBeNull()
    expect((await stripe.subscriptions.retrieve(subscription.id)).pause_collection).toBeNull()
  })

  it('moves objects as Stripe does after the card step, with real amounts', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 4599, currency: 'usd' })
    expect(intent).toMatchObject({ status: 'requires_payment_method', amount_received: 0 })
    expect(fake.failPayment(intent.id)).toMatchObject({ amount: 4599, amount_received: 0 })
    expect(fake.succeedPayment(intent.id)).toMatchObject({
      status: 'succeeded',
      amount: 4599,
      amount_received: 4599,
    })
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded')

    const subscription = await monthlySubscription(1200)
    const first = fake.payInvoice(subscription.id)
    expect(first).toMatchObject({
      id: subscription.latest_invoice,
      status: 'paid',
      amount_paid: 1200,
      parent: { subscription_details: { subscription: subscription.id } },
    })
    expect(first.confirmation_secret).toBeUndefined()
    const next = fake.payInvoice(subscription.id)
    expect(next.id).not.toBe(first.id)
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('active')
  })

  it('refuses a request in another API version than the one it follows', async () => {
    const older = new Stripe(fake.env.STRIPE_SECRET_KEY!, {
      apiVersion: '2024-06-20' as never,
      host: fake.env.STRIPE_API_HOST,
      port: fake.env.STRIPE_API_PORT,
      protocol: 'http',
      maxNetworkRetries: 0,
    })
    const refused = await stripeError(older.customers.create({ email: 'a@example.org' }))
    expect(refused.message).toContain(`follows Stripe API version ${Stripe.API_VERSION}`)
  })
})
