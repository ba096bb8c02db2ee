import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for PayPal's REST API (api-m.paypal.com is unreachable here), at its HTTP
 * boundary, for the real client in api/giving/paypal.ts: the OAuth client-credentials token, Orders
 * v2 create and capture (with PayPal-Request-Id replays), and webhook signature verification.
 * A buyer's approval in PayPal's window is the `approve` helper (over HTTP for the e2e server:
 * POST /__fake/approve/:orderId); `decline` makes the capture fail as a declined instrument,
 * `approveWithECheck` makes it PENDING (an eCheck clears in days); `failNext` and
 * `loseNextCaptureAnswer` are PayPal down, and a capture made whose answer never arrived.
 * Refunds of a capture (Payments v2) are refused beyond what is left, as PayPal refuses them;
 * `refundInDashboard` is staff refunding in PayPal's own site, and `refundEvent` the resource
 * PayPal's PAYMENT.CAPTURE.REFUNDED webhook carries.
 */
export interface FakePayPal {
  /** Env for createTestApp: credentials, webhook id and PAYPAL_API_BASE pointing here. */
  env: Record<string, string>
  requests: { method: string; path: string; body: unknown }[]
  approve(orderId: string): void
  decline(orderId: string): void
  /** Approved, paid by eCheck: the capture is made but PENDING until the bank clears it. */
  approveWithECheck(orderId: string): void
  /** The next API call is answered `status` (a 503: PayPal down), and nothing is done. */
  failNext(status: number): void
  /** The next capture is made, but its answer is lost on the way (a 500 after capturing). */
  loseNextCaptureAnswer(): void
  /** The next refund is made, but its answer is lost on the way (a 500 after refunding). */
  loseNextRefundAnswer(): void
  /** The refunds made of a capture, oldest first. */
  refundsOf(captureId: string): FakeRefund[]
  /** A refund made in PayPal's own dashboard (no custom_id), as PayPal would make it. */
  refundInDashboard(captureId: string, amountCents: number): FakeRefund
  /** The PAYMENT.CAPTURE.REFUNDED webhook's resource for a refund: it links up to its capture. */
  refundEvent(refund: FakeRefund): object
  /** A signed webhook's headers (the fake verifies only this signature). */
  webhookHeaders(): Record<string, string>
  close(): Promise<void>
}

export const fakePayPalCredentials = { id: 'fake-paypal-client', secret: 'fake-paypal-secret' }
const webhookId = 'WH-FAKE-0001'
const validSignature = 'fake-valid-signature'

export interface FakeRefund {
  id: string
  captureId: string
  amountCents: number
  customId?: string
}

interface Capture {
  amountCents: number
  refunds: FakeRefund[]
}

interface Order {
  id: string
  status: 'CREATED' | 'APPROVED' | 'COMPLETED'
  declined: boolean
  /** Paid by eCheck: captured PENDING. */
  eCheck?: boolean
  unit: { custom_id: string; description: string; amount: { currency_code: string; value: string } }
  capture?: object
}

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return text ? JSON.parse(text) : {}
  } catch {
    return text
  }
}

function send(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

const unprocessable = (issue: string, message: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message: `${issue}: ${message}`,
  details: [{ issue, description: message }],
})

export async function startFakePayPal({ port: wanted = 0 } = {}): Promise<FakePayPal> {
  const orders = new Map<string, Order>()
  const replays = new Map<string, { status: number; body: object }>()
  const tokens = new Set<string>()
  const requests: FakePayPal['requests'] = []
  let failure: number | undefined
  let loseCaptureAnswer = false
  let loseRefundAnswer = false
  const captures = new Map<string, Capture>()

  /** Refunds part of a capture, as PayPal does: never more than is left of it. */
  function refund(
    captureId: string,
    amountCents: number,
    customId: string | undefined,
  ): { status: number; body: object } {
    const captured = captures.get(captureId)
    if (!captured) return { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } }
    const left =
      captured.amountCents - captured.refunds.reduce((sum, made) => sum + made.amountCents, 0)
    if (left <= 0) {
      return {
        status: 422,
        body: unprocessable(
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded',
        ),
      }
    }
    if (!(amountCents > 0) || amountCents > left) {
      return {
        status: 422,
        body: unprocessable(
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        ),
      }
    }
    const made: FakeRefund = {
      id: `REF${randomBytes(6).toString('hex').toUpperCase()}`,
      captureId,
      amountCents,
      ...(customId ? { customId } : {}),
    }
    captured.refunds.push(made)
    return { status: 201, body: refundResource(made) }
  }

  function refundResource(made: FakeRefund) {
    return {
      id: made.id,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: (made.amountCents / 100).toFixed(2) },
      ...(made.customId ? { custom_id: made.customId } : {}),
      links: [
        { href: `http://fake/v2/payments/refunds/${made.id}`, rel: 'self', method: 'GET' },
        { href: `http://fake/v2/payments/captures/${made.captureId}`, rel: 'up', method: 'GET' },
      ],
    }
  }

  function capture(order: Order): { status: number; body: object } {
    if (order.status === 'COMPLETED') {
      return {
        status: 422,
        body: unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.'),
      }
    }
    if (order.status !== 'APPROVED') {
      return {
        status: 422,
        body: unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.'),
      }
    }
    if (order.declined) {
      return {
        status: 422,
        body: unprocessable('INSTRUMENT_DECLINED', 'The instrument presented was declined.'),
      }
    }
    order.status = 'COMPLETED'
    const captured = {
      id: `CAP${randomBytes(6).toString('hex').toUpperCase()}`,
      status: order.eCheck ? 'PENDING' : 'COMPLETED',
      ...(order.eCheck ? { status_details: { reason: 'ECHECK' } } : {}),
      custom_id: order.unit.custom_id,
      amount: order.unit.amount,
    }
    order.capture = captured
    captures.set(captured.id, {
      amountCents: Math.round(Number(order.unit.amount.value) * 100),
      refunds: [],
    })
    return {
      status: 201,
      body: {
        id: order.id,
        status: 'COMPLETED',
        purchase_units: [{ ...order.unit, payments: { captures: [captured] } }],
      },
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const body = await readJson(req)
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body })

    const helper = /^\/__fake\/(approve|decline)\/([A-Z0-9]+)$/.exec(url.pathname)
    if (req.method === 'POST' && helper) {
      const order = orders.get(helper[2]!)
      if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' })
      order.status = 'APPROVED'
      if (helper[1] === 'decline') order.declined = true
      return send(res, 200, { id: order.id, status: order.status })
    }

    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${fakePayPalCredentials.id}:${fakePayPalCredentials.secret}`).toString('base64')}`
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client' })
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`
      tokens.add(token)
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32_400 })
    }
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? ''
    if (!tokens.has(bearer)) return send(res, 401, { name: 'AUTHENTICATION_FAILURE' })
    if (failure !== undefined) {
      const status = failure
      failure = undefined
      return send(res, status, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' })
    }

    const requestId = req.headers['paypal-request-id']
    const key = typeof requestId === 'string' ? `${url.pathname}:${requestId}` : undefined
    const replay = key ? replays.get(key) : undefined
    if (replay) return send(res, replay.status, replay.body)
    const remember = (answer: { status: number; body: object }, { answered = true } = {}) => {
      // A success is answered again for the same PayPal-Request-Id; a refusal is not kept, so a
      // capture refused before the buyer approved can be asked again once they have.
      if (key && answer.status < 300) replays.set(key, answer)
      if (answered) send(res, answer.status, answer.body)
    }

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const unit = (body as { purchase_units?: Order['unit'][] }).purchase_units?.[0]
      if ((body as { intent?: string }).intent !== 'CAPTURE' || !unit?.amount?.value) {
        return send(res, 400, { name: 'INVALID_REQUEST', message: 'Request is not well-formed.' })
      }
      const id = randomBytes(8).toString('hex').toUpperCase().slice(0, 17)
      orders.set(id, { id, status: 'CREATED', declined: false, unit })
      return remember({ status: 201, body: { id, status: 'CREATED', purchase_units: [unit] } })
    }
    const captureMatch = /^\/v2\/checkout\/orders\/([A-Z0-9]+)\/capture$/.exec(url.pathname)
    if (req.method === 'POST' && captureMatch) {
      const order = orders.get(captureMatch[1]!)
      if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND', message: 'No such order.' })
      if (loseCaptureAnswer) {
        loseCaptureAnswer = false
        remember(capture(order), { answered: false })
        return send(res, 500, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal error occurred.',
        })
      }
      return remember(capture(order))
    }
    const refundMatch = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(url.pathname)
    if (req.method === 'POST' && refundMatch) {
      const asked = body as {
        amount?: { value?: string; currency_code?: string }
        custom_id?: string
      }
      if (asked.amount && asked.amount.currency_code !== 'USD') {
        return send(res, 422, unprocessable('CURRENCY_MISMATCH', 'Currency does not match.'))
      }
      const captured = captures.get(refundMatch[1]!)
      const rest = captured
        ? captured.amountCents - captured.refunds.reduce((sum, made) => sum + made.amountCents, 0)
        : 0
      const cents = asked.amount ? Math.round(Number(asked.amount.value) * 100) : rest
      const answer = refund(refundMatch[1]!, cents, asked.custom_id)
      if (loseRefundAnswer && answer.status < 300) {
        loseRefundAnswer = false
        remember(answer, { answered: false })
        return send(res, 500, {
          name: 'INTERNAL_SERVER_ERROR',
          message: 'An internal error occurred.',
        })
      }
      return remember(answer)
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const check = body as { transmission_sig?: string; webhook_id?: string }
      const ok = check.transmission_sig === validSignature && check.webhook_id === webhookId
      return send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' })
    }
    return send(res, 404, { name: 'NOT_FOUND', message: `${req.method} ${url.pathname}` })
  })

  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    env: {
      PAYPAL_CLIENT_ID: fakePayPalCredentials.id,
      PAYPAL_CLIENT_SECRET: fakePayPalCredentials.secret,
      PAYPAL_WEBHOOK_ID: webhookId,
      PAYPAL_API_BASE: `http://127.0.0.1:${port}`,
    },
    requests,
    approve(orderId) {
      const order = orders.get(orderId)
      if (order) order.status = 'APPROVED'
    },
    decline(orderId) {
      const order = orders.get(orderId)
      if (order) Object.assign(order, { status: 'APPROVED', declined: true })
    },
    approveWithECheck(orderId) {
      const order = orders.get(orderId)
      if (order) Object.assign(order, { status: 'APPROVED', eCheck: true })
    },
    failNext(status) {
      failure = status
    },
    loseNextCaptureAnswer() {
      loseCaptureAnswer = true
    },
    loseNextRefundAnswer() {
      loseRefundAnswer = true
    },
    refundsOf: (captureId) => [...(captures.get(captureId)?.refunds ?? [])],
    refundInDashboard(captureId, amountCents) {
      const answer = refund(captureId, amountCents, undefined)
      if (answer.status !== 201) throw new Error(`PayPal refused the refund: ${answer.status}`)
      return captures.get(captureId)!.refunds.at(-1)!
    },
    refundEvent: (made) => refundResource(made),
    webhookHeaders: () => ({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
      'paypal-transmission-id': randomBytes(8).toString('hex'),
      'paypal-transmission-sig': validSignature,
      'paypal-transmission-time': new Date().toISOString(),
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
