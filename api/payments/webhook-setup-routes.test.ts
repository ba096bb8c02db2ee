import { createServer } from 'node:net'
import Stripe from 'stripe'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { createTestApp, type TestApp } from '../../test/test-app'
import { handledStripeEvents, handledStripeEventTypes } from './handled-stripe-events'
import type { WebhookSetup } from './webhook-setup'

const fake = await startFakeStripe()
afterAll(fake.close)
const origin = 'https://brightminds.example'
const webhookUrl = `${origin}/api/stripe/webhook`
let clock = new Date('2026-11-26T09:00:00Z')
const site = await createTestApp({
  env: { ...fake.env, PUBLIC_ORIGIN: origin },
  clock: () => clock,
})
const admin = await insertUser(site.db, { isAdmin: true })
const member = await insertUser(site.db)
const adminCookie = await signIn(site.request, admin.username, testPassword)
const memberCookie = await signIn(site.request, member.username, testPassword)

/** What staff do in Stripe's dashboard: the real SDK, talking to the fake. */
const dashboard = new Stripe(fake.env.STRIPE_SECRET_KEY!, {
  host: '127.0.0.1',
  port: Number(fake.env.STRIPE_API_PORT),
  protocol: 'http',
})
type EnabledEvents = Stripe.WebhookEndpointCreateParams['enabled_events']

afterEach(async () => {
  for (const endpoint of await dashboard.webhookEndpoints.list({ limit: 100 }).autoPagingToArray({
    limit: 1000,
  })) {
    await dashboard.webhookEndpoints.del(endpoint.id)
  }
})

/** GET /api/admin/stripe-webhook as the admin; `refresh` asks Stripe again. */
async function check(app: TestApp = site, cookie = adminCookie, refresh = true) {
  const response = await app.request(`/api/admin/stripe-webhook${refresh ? '?refresh=1' : ''}`, {
    headers: { Cookie: cookie },
  })
  expect(response.status).toBe(200)
  return (await response.json()) as WebhookSetup
}

const allHandled = [...handledStripeEventTypes]
const without = (...left: string[]) => allHandled.filter((type) => !left.includes(type))

describe('GET /api/admin/stripe-webhook', () => {
  it('says every handled event is sent when the endpoint enables each one', async () => {
    const endpoint = await dashboard.webhookEndpoints.create({
      url: webhookUrl,
      enabled_events: [...allHandled, 'customer.created'],
      api_version: Stripe.API_VERSION as Stripe.WebhookEndpointCreateParams.ApiVersion,
    })
    const setup = await check()
    expect(setup).toEqual({
      state: 'checked',
      webhookUrl,
      signingSecretSet: true,
      expectedApiVersion: Stripe.API_VERSION,
      checkedAt: clock.toISOString(),
      events: allHandled.map((type) => ({ type, purpose: handledStripeEvents[type], sent: true })),
      endpoints: [
        {
          id: endpoint.id,
          url: webhookUrl,
          status: 'enabled',
          apiVersion: Stripe.API_VERSION,
          missing: [],
        },
      ],
      missing: [],
    })
  })

  it("counts Stripe's wildcard '*' as every event", async () => {
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['*'] })
    const setup = await check()
    expect(setup).toMatchObject({ state: 'checked', missing: [] })
    expect(setup.events.every((event) => event.sent)).toBe(true)
  })

  it('names the events the endpoint does not send', async () => {
    await dashboard.webhookEndpoints.create({
      url: webhookUrl,
      enabled_events: without('charge.refunded', 'charge.dispute.created') as EnabledEvents,
    })
    const setup = await check()
    expect(setup).toMatchObject({
      state: 'checked',
      missing: ['charge.refunded', 'charge.dispute.created'],
      endpoints: [{ status: 'enabled', missing: ['charge.refunded', 'charge.dispute.created'] }],
    })
    expect(setup.events.filter((event) => !event.sent).map((event) => event.type)).toEqual([
      'charge.refunded',
      'charge.dispute.created',
    ])
  })

  it('sends nothing through a disabled endpoint, and says it is disabled', async () => {
    const endpoint = await dashboard.webhookEndpoints.create({
      url: webhookUrl,
      enabled_events: ['*'],
    })
    await dashboard.webhookEndpoints.update(endpoint.id, { disabled: true })
    const setup = await check()
    expect(setup).toMatchObject({
      state: 'checked',
      // It would send them all: the events are there, the endpoint is off.
      missing: [],
      endpoints: [{ id: endpoint.id, status: 'disabled', missing: [] }],
    })
    expect(setup.events.map((event) => event.sent)).toEqual(allHandled.map(() => false))
  })

  it('reads several endpoints to this site together: an event is sent if one enabled endpoint sends it', async () => {
    await dashboard.webhookEndpoints.create({
      url: webhookUrl,
      enabled_events: without('invoice.paid', 'charge.refunded') as EnabledEvents,
    })
    // Host case and the default port do not make another address.
    await dashboard.webhookEndpoints.create({
      url: 'https://BrightMinds.example:443/api/stripe/webhook',
      enabled_events: ['charge.refunded'],
    })
    const setup = await check()
    expect(setup).toMatchObject({ state: 'checked', missing: ['invoice.paid'] })
    expect(setup.state === 'checked' && setup.endpoints).toHaveLength(2)
  })

  it('says no endpoint delivers here, naming where the account’s endpoints deliver', async () => {
    await dashboard.webhookEndpoints.create({
      url: 'https://old-site.example/api/stripe/webhook',
      enabled_events: ['*'],
    })
    // A trailing slash is another path: the webhook would answer Stripe 404.
    await dashboard.webhookEndpoints.create({ url: `${webhookUrl}/`, enabled_events: ['*'] })
    const setup = await check()
    expect(setup).toMatchObject({
      state: 'no-endpoint',
      webhookUrl,
      otherUrls: [`${webhookUrl}/`, 'https://old-site.example/api/stripe/webhook'],
    })
    expect(setup.events.map((event) => event.sent)).toEqual(allHandled.map(() => false))
  })

  it('reads every page of endpoints', async () => {
    for (let n = 0; n < 3; n++) {
      await dashboard.webhookEndpoints.create({
        url: `https://other${n}.example/hook`,
        enabled_events: ['*'],
      })
    }
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['*'] })
    for (let n = 3; n < 105; n++) {
      await dashboard.webhookEndpoints.create({
        url: `https://other${n}.example/hook`,
        enabled_events: ['*'],
      })
    }
    expect(await check()).toMatchObject({ state: 'checked', missing: [] })
  })

  it('keeps its answer for a minute, then asks Stripe again; refresh asks at once', async () => {
    const lists = () =>
      fake.requests.filter((r) => r.method === 'GET' && r.path === '/v1/webhook_endpoints').length
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['invoice.paid'] })
    const first = await check(site, adminCookie, true)
    const asked = lists()
    await dashboard.webhookEndpoints.create({ url: webhookUrl, enabled_events: ['*'] })
    clock = new Date(clock.getTime() + 59_000)
    expect(await check(site, adminCookie, false)).toEqual(first)
    expect(lists()).toBe(asked)
    clock = new Date(clock.getTime() + 2_000)
    expect(await check(site, adminCookie, false)).toMatchObject({ state: 'checked', missing: [] })
    expect(lists()).toBe(asked + 1)
    await dashboard.webhookEndpoints.update((await dashboard.webhookEndpoints.list()).data[0]!.id, {
      disabled: true,
    })
    expect(await check(site, adminCookie, true)).toMatchObject({
      endpoints: expect.arrayContaining([expect.objectContaining({ status: 'disabled' })]),
    })
  })

  it('answers 200 with "unavailable" when Stripe fails, or refuses the key', async () => {
    fake.failNextAt('/v1/webhook_endpoints', 500)
    expect(await check()).toMatchObject({
      state: 'unavailable',
      reason: 'unreachable',
      stripeMessage: 'An unknown error occurred',
      events: allHandled.map((type) => expect.objectContaining({ type, sent: null })),
    })
    fake.failNextAt('/v1/webhook_endpoints', 403)
    expect(await check()).toMatchObject({
      state: 'unavailable',
      reason: 'refused',
      stripeMessage: expect.stringContaining('does not have the required permissions'),
    })
  })

  it('answers 200 with "unavailable" when Stripe cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number }
        server.close(() => resolve(port))
      })
    })
    const cut = await createTestApp({
      env: { ...fake.env, STRIPE_API_PORT: String(closedPort), PUBLIC_ORIGIN: origin },
    })
    const cutAdmin = await insertUser(cut.db, { isAdmin: true })
    const setup = await check(cut, await signIn(cut.request, cutAdmin.username, testPassword))
    expect(setup).toMatchObject({ state: 'unavailable', reason: 'unreachable', webhookUrl })
  })

  it('says Stripe is not configured, and that the signing secret is missing, without asking', async () => {
    const bare = await createTestApp({ env: { PUBLIC_ORIGIN: origin } })
    const bareAdmin = await insertUser(bare.db, { isAdmin: true })
    const setup = await check(bare, await signIn(bare.request, bareAdmin.username, testPassword))
    expect(setup).toEqual({
      state: 'not-configured',
      webhookUrl,
      signingSecretSet: false,
      expectedApiVersion: Stripe.API_VERSION,
      checkedAt: null,
      events: allHandled.map((type) => ({ type, purpose: handledStripeEvents[type], sent: null })),
    })
  })

  it('is for admins only: 401 signed out, 403 for a member, and Stripe is not asked', async () => {
    const before = fake.requests.length
    const signedOut = await site.request('/api/admin/stripe-webhook?refresh=1')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ error: 'Not signed in' })
    const asMember = await site.request('/api/admin/stripe-webhook?refresh=1', {
      headers: { Cookie: memberCookie },
    })
    expect(asMember.status).toBe(403)
    expect(await asMember.json()).toEqual({ error: 'Admins only' })
    expect(fake.requests.length).toBe(before)
  })

  it('refuses an unknown refresh value with a JSON 400', async () => {
    const response = await site.request('/api/admin/stripe-webhook?refresh=yes', {
      headers: { Cookie: adminCookie },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'refresh is 1 or absent' })
  })
})
