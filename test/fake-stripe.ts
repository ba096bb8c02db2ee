import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/** One request the code under test made to the fake Stripe API. */
export interface RecordedRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  /** The form-encoded body, decoded to flat keys (e.g. `metadata[orderId]`). */
  body: Record<string, string>
}

export interface FakeStripe {
  /** Env for createTestApp: keys plus STRIPE_API_HOST/PORT/PROTOCOL pointing here. */
  env: Record<string, string>
  requests: RecordedRequest[]
  /** Make the next POST /v1/payment_intents fail with this HTTP status (use a 4xx: no retries). */
  failNext(status: number): void
  /** Make every POST /v1/payment_intents for this order (metadata orderId) fail with a 400. */
  failOrder(orderId: number): void
  /** A signed webhook for `event`, as Stripe would send it (timestamp in seconds, default now). */
  signedEvent(event: object, timestamp?: number): { payload: string; signature: string }
  close(): Promise<void>
}

/** The fake's STRIPE_WEBHOOK_SECRET, for signing events from another process (the e2e journeys). */
export const fakeWebhookSecret = 'whsec_test_fake_secret'
const webhookSecret = fakeWebhookSecret

/**
 * A small local fake of the Stripe HTTP API: POST /v1/payment_intents, /v1/customers, /v1/prices
 * and /v1/subscriptions (honouring Idempotency-Key), GET /v1/payment_intents/:id, and GET, POST
 * (new item price) and DELETE (cancel) /v1/subscriptions/:id. The real SDK is pointed at it over http.
 * The caller closes it (vitest: `afterAll(fake.close)`). Another process (the e2e journeys)
 * steers it with `POST /__fake/fail-order/:orderId`.
 */
export async function startFakeStripe({ port: wanted = 0 } = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const intents = new Map<string, Record<string, unknown>>()
  const objects = new Map<string, Record<string, unknown>>()
  const byIdempotencyKey = new Map<string, string>()
  const failingOrders = new Set<string>()
  let failures: number[] = []

  const server = createServer(async (req, res) => {
    const body = Object.fromEntries(new URLSearchParams(await readBody(req)))
    const path = (req.url ?? '/').split('?')[0]!
    const idempotencyKey = header(req, 'idempotency-key')
    requests.push({ method: req.method ?? 'GET', path, idempotencyKey, body })

    const failOrder = /^\/__fake\/fail-order\/(\d+)$/.exec(path)
    if (req.method === 'POST' && failOrder) {
      failingOrders.add(failOrder[1]!)
      return send(res, 200, { failing: failOrder[1] })
    }
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const status = failures.shift()
      if (status)
        return send(res, status, { error: { type: 'api_error', message: 'Fake failure' } })
      if (failingOrders.has(body['metadata[orderId]'] ?? '')) {
        return send(res, 400, { error: { type: 'invalid_request_error', message: 'Fake failure' } })
      }
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (known) return send(res, 200, intents.get(known)!)
      const id = `pi_${randomBytes(12).toString('hex')}`
      const metadata = metadataOf(body)
      const intent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        amount: Number(body.amount),
        currency: body.currency,
        metadata,
        status: 'requires_payment_method',
      }
      intents.set(id, intent)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id)
      return send(res, 200, intent)
    }
    // Giving's monthly gifts: customers, prices and incomplete subscriptions whose first
    // invoice carries a confirmation secret (what the SDK's API version returns when expanded).
    const created = /^\/v1\/(customers|prices|subscriptions)$/.exec(path)
    if (req.method === 'POST' && created) {
      const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined
      if (known) return send(res, 200, objects.get(known)!)
      const kind = created[1]!
      const prefix = { customers: 'cus', prices: 'price', subscriptions: 'sub' }[kind]
      const id = `${prefix}_${randomBytes(12).toString('hex')}`
      const object: Record<string, unknown> = { id, metadata: metadataOf(body) }
      if (kind === 'customers')
        Object.assign(object, { object: 'customer', email: body.email, name: body.name })
      if (kind === 'prices') {
        Object.assign(object, {
          object: 'price',
          unit_amount: Number(body.unit_amount),
          currency: body.currency,
          recurring: { interval: body['recurring[interval]'] },
        })
      }
      if (kind === 'subscriptions') {
        const invoice = `in_${randomBytes(12).toString('hex')}`
        Object.assign(object, {
          object: 'subscription',
          customer: body.customer,
          status: 'incomplete',
          items: {
            object: 'list',
            data: [
              {
                id: `si_${randomBytes(12).toString('hex')}`,
                object: 'subscription_item',
                price: objects.get(body['items[0][price]'] ?? ''),
              },
            ],
          },
          latest_invoice: {
            id: invoice,
            object: 'invoice',
            confirmation_secret: {
              type: 'payment_intent',
              client_secret: `pi_${randomBytes(12).toString('hex')}_secret_${randomBytes(12).toString('hex')}`,
            },
          },
        })
      }
      objects.set(id, object)
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id)
      return send(res, 200, object)
    }
    const subscription = /^\/v1\/subscriptions\/(\w+)$/.exec(path)
    const existing = subscription ? objects.get(subscription[1]!) : undefined
    if (req.method === 'GET' && existing) return send(res, 200, existing)
    // A monthly gift cancelled or given a new price by its donor.
    if (req.method === 'DELETE' && existing) {
      if (existing.status === 'canceled') return send(res, 404, missing(path))
      existing.status = 'canceled'
      return send(res, 200, existing)
    }
    if (req.method === 'POST' && existing) {
      const items = existing.items as { data: Record<string, unknown>[] }
      const item = items.data.find((candidate) => candidate.id === body['items[0][id]'])
      if (!item)
        return send(res, 400, { error: { type: 'invalid_request_error', message: 'No such item' } })
      item.price = objects.get(body['items[0][price]'] ?? '')
      return send(res, 200, existing)
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)
    if (req.method === 'GET' && match && intents.has(match[1]!)) {
      return send(res, 200, intents.get(match[1]!)!)
    }
    send(res, 404, missing(path))
  })
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const signer = new Stripe('sk_test_signer')

  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    failNext(status) {
      failures = [...failures, status]
    },
    failOrder(orderId) {
      failingOrders.add(String(orderId))
    },
    signedEvent(event, timestamp) {
      const payload = JSON.stringify(event)
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        ...(timestamp === undefined ? {} : { timestamp }),
      })
      return { payload, signature }
    },
    close,
  }
}

function missing(path: string) {
  return {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No fake for ${path}`,
    },
  }
}

function metadataOf(body: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(body)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  )
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}
