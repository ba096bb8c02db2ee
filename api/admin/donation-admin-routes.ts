import {
  DonationListQuerySchema,
  GiftRefundSchema,
  giftRefundMessages,
} from '#core/schemas/admin-donation'
import { createRouter } from '../app-env'
import {
  giftCsvHeader,
  giftCsvRows,
  giftForStaff,
  listGiftsForStaff,
  recordPledgeReceived,
  refundGift,
  resendReceipt,
} from '../giving'
import { csvResponse, wantsCsv } from '../lib/csv'
import { errorBody } from '../lib/errors'
import { readIdempotencyKey } from '../lib/idempotency-key'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'

const refundStatuses = {
  'not-found': 404,
  'not-refundable': 409,
  'choose-payment': 400,
  'not-this-gift': 400,
  'key-reused': 422,
  'too-much': 409,
  'no-card-payment': 409,
  'needs-stripe': 503,
  'needs-paypal': 503,
  'stripe-unavailable': 502,
  'stripe-declined': 502,
  'paypal-declined': 502,
  unconfirmed: 502,
} as const

const resendRefusals = {
  missing: [404, giftRefundMessages.notFound],
  'not-paid': [409, giftRefundMessages.notPaid],
  'no-email': [409, giftRefundMessages.noEmail],
} as const

/**
 * Gifts for staff (decision 035): the list with its filter's totals (JSON pages, or CSV with
 * `Accept: text/csv`), the gift page, the receipt sent again, refunds through Stripe or PayPal, and a
 * pledge's cheque recorded as received (decision 038).
 */
export const donationAdminRoutes = createRouter()
  .get('/', validate('query', DonationListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    if (wantsCsv(c.req.header('Accept'))) {
      return csvResponse('donations.csv', giftCsvHeader, giftCsvRows(c.var.db, query))
    }
    return c.json(await listGiftsForStaff(c.var.db, query), 200)
  })
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, settings, clock } = c.var
    const gift = id === null ? undefined : await giftForStaff(db, settings.giving, id, clock())
    if (!gift) return c.json(errorBody(giftRefundMessages.notFound), 404)
    return c.json(gift, 200)
  })
  .post('/:id/receipt', async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, settings, clock } = c.var
    const outcome =
      id === null
        ? 'missing'
        : await resendReceipt(
            db,
            { settings: settings.giving, publicOrigin: settings.publicOrigin, now: clock() },
            id,
            c.var.user!,
          )
    if (outcome !== 'sent') {
      const [status, message] = resendRefusals[outcome]
      return c.json(errorBody(message), status)
    }
    return c.json({ id, status: 'queued' as const }, 202)
  })
  .post('/:id/received', async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, settings, clock } = c.var
    const outcome =
      id === null
        ? 'missing'
        : await recordPledgeReceived(
            db,
            { settings: settings.giving, publicOrigin: settings.publicOrigin, now: clock() },
            id,
            c.var.user!,
          )
    if (outcome === 'missing') return c.json(errorBody(giftRefundMessages.notFound), 404)
    if (outcome === 'not-pledged') return c.json(errorBody(giftRefundMessages.notPledged), 409)
    return c.json({ id, status: 'paid' as const }, 200)
  })
  .post('/:id/refunds', validate('json', GiftRefundSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json(errorBody(giftRefundMessages.notFound), 404)
    const { db, payments, paypal, clock } = c.var
    const result = await refundGift(
      { db, payments, paypal, now: clock(), idempotencyKey: readIdempotencyKey(c) },
      id,
      c.req.valid('json'),
      c.var.user!,
    )
    if (!result.ok) {
      // A refund beyond what is left says what still can be refunded (`refundable`).
      const { ok: _, reason, ...refusal } = result
      return c.json(refusal, refundStatuses[reason])
    }
    const { ok: _, ...body } = result
    return c.json(body, 201)
  })
