import Stripe from 'stripe'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { insertUser, testPassword } from '../../test/factories'
import { startFakePayPal } from '../../test/fake-paypal'
import { fakeApiVersion, startFakeStripe } from '../../test/fake-stripe'
import { cardStepOrders } from '../../test/paid-orders'
import { signIn } from '../../test/sessions'
import { stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { log } from '../lib/log'
import type { WebhookSetup } from './webhook-setup'

/**
 * The webhook's checks at their edges: the signature's time and header, the event's shape, what
 * it logs, GET /api/config, and how the admin's webhook check asks Stripe and keeps its answer.
 */
const fake = await startFakeStripe()
const paypal = await startFakePayPal()
afterAll(async () => {
  await fake.close()
  await paypal.close()
})
const origin = 'https://brightminds.example'
const disclosure = 'Our financial report is available from the state charities office.'
let clock = new Date('2026-05-04T10:00:00Z')
const { request, api, db } = await createTestApp({
  env: { ...fake.env, ...paypal.env, PUBLIC_ORIGIN: origin, SOLICITATION_DISCLOSURE: disclosure },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const nowSeconds = () => Math.floor(clock.getTime() / 1000)
const buyer = await insertUser(db)
const cookie = await signIn(request, buyer.username, testPassword)
const admin = await insertUser(db, { isAdmin: true })
const adminCookie = await signIn(request, admin.username, testPassword)

/** What staff do in Stripe's dashboard: the real SDK, talking to the fake. */
const dashboard = new Stripe(fake.env.STRIPE_SECRET_KEY!, {
  host: '127.0.0.1',
  port: Number(fake.env.STRIPE_API_PORT),
  protocol: 'http',
})

afterEach(async () => {
  vi.restoreAllMocks()
  for (const endpoint of await dashboard.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({
    limit: 1000,
  })) {
    await dashboard.webhookEndpoints.del(endpoint.id)
  }
})

let eventSequence = 0

/** An event as Stripe renders it in the SDK's API version, not yet signed. */
function event(type: string, object: unknown, fields: Record<string, unknown> = {}) {
  return {
    id: `evt_checks_${++eventSequence}`,
    object: 'event',
    api_version: fakeApiVersion,
    type,
    created: nowSeconds(),
    livemode: false,
    data: { object },
    ...fields,
  }
}

function deliver(payload: string, signature: string) {
  return request('/api/stripe/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  })
}

/** Signs `body` as dated `at` (seconds; default: now) and posts it. */
function post(body: object, at = nowSeconds()) {
  const { payload, signature } = fake.signedEvent(body, at)
  return deliver(payload, signature)
}

const sixtyDollarOrder = cardStepOrders({ app: { api, db }, cookie })

/** A $60 order (free shipping) at the card step: its id and PaymentIntent id. */
async function orderAtCardStep() {
  const { id, intentId } = await sixtyDollarOrder([{ priceCents: 60_00, quantity: 1 }])
  return { orderId: id, intentId }
}

const unreadable = { error: 'Unreadable Stripe event' }

async function expectUnreadable(response: Response) {
  expect(response.status).toBe(400)
  expect(await response.json()).toEqual(unreadable)
}

/** Stripe's warnings in the log, as strings. */
function warnings() {
  const warn = vi.spyOn(log, 'warn')
  return () => warn.mock.calls.map((call) => String(call[0]))
}

describe('GET /api/config', () => {
  it("answers PayPal's client id and the solicitation disclosure as configured", async () => {
    const config = (await (await request('/api/config')).json()) as {
      giving: { paypalClientId: unknown; disclosure: unknown }
    }
    expect(config.giving.paypalClientId).toBe('fake-paypal-client')
    expect(config.giving.disclosure).toBe(disclosure)
  })
})

describe("the webhook signature's time and header", () => {
  it('accepts a signature dated exactly the tolerance ahead, and refuses one second more', async () => {
    const { intentId } = await orderAtCardStep()
    const paid = event('payment_intent.succeeded', fake.succeedPayment(intentId))
    const beyond = await post(paid, nowSeconds() + 301)
    expect(beyond.status).toBe(400)
    expect(await beyond.json()).toEqual({ error: 'Invalid Stripe signature' })
    const atTheEdge = await post(paid, nowSeconds() + 300)
    expect(atTheEdge.status).toBe(200)
    expect(await atTheEdge.json()).toEqual({ received: true, outcome: 'applied' })
  })

  it('reads the t= of a header wherever it stands, also last', async () => {
    const body = event('customer.created', { id: 'cus_last', object: 'customer' })
    const { payload, signature } = fake.signedEvent(body, nowSeconds())
    const parts = signature.split(',')
    const reordered = [
      ...parts.filter((part) => !part.startsWith('t=')),
      ...parts.filter((part) => part.startsWith('t=')),
    ]
    expect(reordered.at(-1)).toMatch(/^t=\d+$/)
    const response = await deliver(payload, reordered.join(','))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
  })
})

describe("the webhook event's shape", () => {
  it('refuses an id or a type with anything before its word characters', async () => {
    const object = { id: 'cus_1', object: 'customer' }
    await expectUnreadable(await post(event('customer.created', object, { id: 'bad$evt_1' })))
    await expectUnreadable(await post(event('!customer.created', object)))
    // Neither is one character too many: the id at most 255, the type at most 100.
    await expectUnreadable(await post(event('customer.created', object, { id: 'e'.repeat(256) })))
    await expectUnreadable(await post(event(`${'x'.repeat(100)}.created`, object)))
    expect((await post(event('customer.created', object, { id: 'e'.repeat(255) }))).status).toBe(
      200,
    )
  })

  it('refuses an event whose data has no object, whatever its type', async () => {
    await expectUnreadable(await post(event('customer.created', undefined, { data: {} })))
  })

  it('refuses an invoice without amount_paid', async () => {
    const invoice = { id: 'in_checks', object: 'invoice', currency: 'usd', subscription: 'sub_x' }
    await expectUnreadable(await post(event('invoice.paid', invoice)))
  })

  it('refuses a subscription without an id, or paused without a readable resumes_at', async () => {
    await expectUnreadable(
      await post(
        event('customer.subscription.deleted', { object: 'subscription', status: 'canceled' }),
      ),
    )
    await expectUnreadable(
      await post(
        event('customer.subscription.updated', {
          id: 'sub_checks',
          object: 'subscription',
          status: 'active',
          pause_collection: { behavior: 'void', resumes_at: 'next month' },
        }),
      ),
    )
  })

  it('refuses a charge without amount_refunded, or whose payment_intent has no id', async () => {
    const charge = { id: 'ch_checks', object: 'charge', payment_intent: 'pi_checks' }
    await expectUnreadable(await post(event('charge.refunded', charge)))
    await expectUnreadable(
      await post(event('charge.refunded', { ...charge, amount_refunded: 100, payment_intent: {} })),
    )
  })

  it('refuses a dispute without an amount', async () => {
    const dispute = { id: 'dp_checks', object: 'dispute', payment_intent: 'pi_checks' }
    await expectUnreadable(await post(event('charge.dispute.created', dispute)))
  })
})

describe('what the webhook logs', () => {
  it("warns once per API version other than the SDK's, and never for the SDK's", async () => {
    const logged = warnings()
    const object = { id: 'cus_v', object: 'customer' }
    const ours = await send('customer.created', object)
    expect(await ours.json()).toEqual({ received: true, outcome: 'ignored' })
    expect(logged()).toEqual([])

    const other = '2020-08-27'
    const first = await send('customer.created', object, {
      id: 'evt_old_version',
      apiVersion: other,
    })
    expect(first.status).toBe(200)
    expect(logged()).toEqual([
      `Stripe webhook event evt_old_version is in API version ${other}; this server expects ${Stripe.API_VERSION}. Set the webhook endpoint's API version to ${Stripe.API_VERSION} in the Stripe dashboard.`,
    ])
    await send('customer.created', object, { apiVersion: other })
    expect(logged()).toHaveLength(1)
  })

  it('says why an event changed nothing, and says nothing of one applied', async () => {
    const logged = warnings()
    const { orderId, intentId } = await orderAtCardStep()
    const paid = fake.succeedPayment(intentId)
    const someoneElse = { ...paid, id: 'pi_someone_else', amount: 50, amount_received: 50 }
    const mismatch = await send('payment_intent.succeeded', someoneElse, { id: 'evt_mismatch' })
    expect(await mismatch.json()).toEqual({ received: true, outcome: 'mismatch' })
    expect(logged()).toHaveLength(1)
    expect(logged()[0]).toMatch(
      /^Stripe event evt_mismatch \(payment_intent\.succeeded\) changed nothing: .+/,
    )
    expect(logged()[0]).toContain(`order ${orderId}`)

    const applied = await send('payment_intent.succeeded', paid)
    expect(await applied.json()).toEqual({ received: true, outcome: 'applied' })
    expect(logged()).toHaveLength(1)
  })
})

describe("the admin's webhook check", () => {
  const webhookUrl = `${origin}/api/stripe/webhook`
  const lists = () =>
    fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/webhook_endpoints')

  async function check(refresh: boolean) {
    const response = await request(`/api/admin/stripe-webhook${refresh ? '?refresh=1' : ''}`, {
      headers: { Cookie: adminCookie },
    })
    expect(response.status).toBe(200)
    return (await response.json()) as WebhookSetup
  }

  it('asks for 100 endpoints a page', async () => {
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['*'] })
    const before = lists().length
    expect(await check(true)).toMatchObject({ state: 'checked', missing: [] })
    expect(
      lists()
        .slice(before)
        .map((r) => r.query.limit),
    ).toEqual(['100'])
  })

  it('asks Stripe again at the very moment its answer expires', async () => {
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['invoice.paid'] })
    const first = await check(true)
    const asked = lists().length
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['*'] })
    const checkedAt = clock
    clock = new Date(checkedAt.getTime() + 60_000 - 1)
    expect(await check(false)).toEqual(first)
    expect(lists()).toHaveLength(asked)
    clock = new Date(checkedAt.getTime() + 60_000)
    expect(await check(false)).toMatchObject({
      state: 'checked',
      checkedAt: clock.toISOString(),
      missing: [],
    })
    expect(lists()).toHaveLength(asked + 1)
  })

  it('says Stripe refused a key it does not know (401) or may not list endpoints (403), and logs the failure', async () => {
    const logged = warnings()
    fake.failNextAt('/v1/webhook_endpoints', 401)
    expect(await check(true)).toMatchObject({ state: 'unavailable', reason: 'refused' })
    fake.failNextAt('/v1/webhook_endpoints', 403)
    expect(await check(true)).toMatchObject({ state: 'unavailable', reason: 'refused' })
    fake.failNextAt('/v1/webhook_endpoints', 500)
    expect(await check(true)).toMatchObject({ state: 'unavailable', reason: 'unreachable' })
    expect(logged()).toHaveLength(3)
    expect(logged()[0]).toMatch(/^Listing Stripe's webhook endpoints failed: .+/)
  })

  it('shows an endpoint URL that cannot be parsed as it is', async () => {
    const endpoint = await dashboard.webhookEndpoints.create({
      url: 'https://old.example/hook',
      enabled_events: ['*'],
    })
    // Stripe's create checks the URL; the fake's update does not, so a bad one can be stored.
    await dashboard.webhookEndpoints.update(endpoint.id, { url: 'not a url' })
    expect(await check(true)).toMatchObject({ state: 'no-endpoint', otherUrls: ['not a url'] })
  })
})
