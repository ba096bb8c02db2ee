import * as v from 'valibot'
import {
  DonationRequestSchema,
  donationMessages,
  PayPalCaptureSchema,
  paymentMessages,
} from '#core/schemas/donation'
import { consume, throttlePerIp, tooManyRequests } from '../accounts'
import { createRouter } from '../app-env'
import { publicShortCache } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { readIdempotencyKey } from '../lib/idempotency-key'
import { parseId } from '../lib/parse-id'
import { optionalQuery, validate } from '../lib/validate'
import {
  findDonation,
  findDonationByIdempotencyKey,
  toReceipt,
  verifyReceiptToken,
} from './donations'
import { campaignProgress } from './donor-gifts'
import { applyPayPalEvent, capturePayPalGift } from './paypal-gifts'
import { decoyDonation, submitDonation } from './submit-donation'

/** A gift's refusals: the method or Stripe unavailable, a key reused or still at work. */
const donationStatuses = {
  'method-unavailable': 503,
  'not-configured': 503,
  'paypal-one-time': 422,
  'key-reused': 422,
  'still-processing': 409,
  'payment-unavailable': 502,
} as const

/** A PayPal capture's refusals: gone, no longer payable, declined, not approved, PayPal down. */
const captureStatuses = {
  'not-found': 404,
  'not-pending': 409,
  declined: 402,
  'not-approved': 409,
  'paypal-unavailable': 502,
} as const

/**
 * POST /api/donations and GET /api/donations/:id/receipt (docs/decisions/018). Public: a donor
 * needs no account. Throttled per client address and per e-mail (card testing).
 */
export const donationRoutes = createRouter()
  .post(
    '/',
    throttlePerIp('donations', 'donationsIp'),
    validate('json', DonationRequestSchema),
    async (c) => {
      const request = c.req.valid('json')
      const { db, settings, clock, payments, paypal, user } = c.var
      if (request.website) return c.json(decoyDonation(request, settings.giving), 201)

      // A retry of a gift already made (same key) is no new gift: it is not counted again.
      const idempotencyKey = readIdempotencyKey(c)
      const retry = idempotencyKey && (await findDonationByIdempotencyKey(db, idempotencyKey))
      if (!retry) {
        const perEmail = await consume(
          db,
          `donations:email:${request.email.toLowerCase()}`,
          settings.limits.donationsEmail,
          clock(),
        )
        if (!perEmail.allowed) return tooManyRequests(c, perEmail.retryAfter)
      }

      const result = await submitDonation(
        { db, payments, paypal, settings: settings.giving, now: clock() },
        request,
        { userId: user?.id ?? null, idempotencyKey },
      )
      if (!result.ok) {
        // The same key's first request is still setting up the payment: a second will do.
        if (result.reason === 'still-processing') c.header('Retry-After', '1')
        return c.json(errorBody(result.error), donationStatuses[result.reason])
      }
      return c.json(result.body, result.replayed ? 200 : 201)
    },
  )
  .post('/:id/paypal/capture', validate('json', PayPalCaptureSchema), async (c) => {
    const { db, settings, clock, paypal } = c.var
    if (!paypal) return c.json(errorBody(paymentMessages.methodUnavailable), 503)
    const id = parseId(c.req.param('id'))
    if (!id) return c.json(errorBody('Donation not found'), 404)
    const giving = { settings: settings.giving, publicOrigin: settings.publicOrigin, now: clock() }
    const result = await capturePayPalGift(
      db,
      paypal,
      { donationId: id, orderId: c.req.valid('json').orderId },
      giving,
    )
    if (!result.ok) return c.json(errorBody(result.error), captureStatuses[result.reason])
    return c.json({ id, status: result.status }, 200)
  })
  .get('/campaign', publicShortCache(), async (c) => {
    const { db, settings, clock } = c.var
    return c.json(await campaignProgress(db, settings.giving, clock()), 200)
  })
  .get('/:id/receipt', optionalQuery('token'), async (c) => {
    const { db, settings, clock } = c.var
    const id = parseId(c.req.param('id'))
    if (!id || !verifyReceiptToken(settings.giving, id, c.req.valid('query').token, clock())) {
      return c.json(errorBody(donationMessages.receiptLinkInvalid), 403)
    }
    const row = await findDonation(db, id)
    if (!row) return c.json(errorBody('Donation not found'), 404)
    return c.json(await toReceipt(db, settings.giving, row), 200)
  })

const PayPalEventSchema = v.looseObject({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/)),
  event_type: v.pipe(v.string(), v.regex(/^[\w.]{1,100}$/)),
  resource: v.optional(v.looseObject({})),
})

/**
 * POST /api/paypal/webhook (decision 041): every event is checked with PayPal's
 * verify-webhook-signature API against PAYPAL_WEBHOOK_ID before anything changes.
 */
export const paypalWebhookRoutes = createRouter().post('/', async (c) => {
  const { db, settings, clock, paypal } = c.var
  if (!paypal?.webhookId) return c.json(errorBody('PayPal webhooks are not configured.'), 503)
  const event = await c.req.json().catch(() => null)
  if (!v.is(PayPalEventSchema, event)) return c.json(errorBody('Unreadable PayPal event'), 400)
  const headers = Object.fromEntries(
    [
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ].map((name) => [name, c.req.header(name)]),
  )
  if (!(await paypal.verifyWebhook(headers, event))) {
    return c.json(errorBody('Invalid PayPal signature'), 400)
  }
  const giving = { settings: settings.giving, publicOrigin: settings.publicOrigin, now: clock() }
  const outcome = await applyPayPalEvent(db, event, giving)
  return c.json({ received: true, outcome }, 200)
})
