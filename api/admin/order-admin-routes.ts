import {
  fulfilmentMessages,
  OrderListQuerySchema,
  OrderUpdateSchema,
  RefundRequestSchema,
  ReturnRequestSchema,
  refundMessages,
} from '#core/schemas/admin-order'
import { createRouter } from '../app-env'
import { csvResponse, wantsCsv } from '../lib/csv'
import { errorBody } from '../lib/errors'
import { readIdempotencyKey } from '../lib/idempotency-key'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import {
  listOrdersForStaff,
  orderCsvHeader,
  orderCsvRows,
  orderForStaff,
  recordReturn,
  refundOrder,
  updateOrderStatus,
} from '../shop'

const updateStatuses = { 'tracking-required': 400, 'not-found': 404, 'refused-move': 409 } as const

const refundStatuses = {
  'not-found': 404,
  'not-paid': 409,
  'bad-line': 400,
  'restock-needs-lines': 400,
  'not-returnable': 400,
  'key-reused': 422,
  'too-much': 409,
  'needs-stripe': 503,
  'stripe-declined': 502,
  unconfirmed: 502,
} as const

/**
 * Orders for staff (decision 031): the filtered list (JSON pages, or every match as CSV with
 * `Accept: text/csv`), the order page with its history, and the fulfilment transitions.
 */
export const orderAdminRoutes = createRouter()
  .get('/', validate('query', OrderListQuerySchema), async (c) => {
    const query = c.req.valid('query')
    if (wantsCsv(c.req.header('Accept'))) {
      return csvResponse('orders.csv', orderCsvHeader, orderCsvRows(c.var.db, query))
    }
    return c.json(await listOrdersForStaff(c.var.db, query), 200)
  })
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const order = id === null ? undefined : await orderForStaff(c.var.db, id)
    if (!order) return c.json(errorBody(fulfilmentMessages.notFound), 404)
    return c.json(order, 200)
  })
  .patch('/:id', validate('json', OrderUpdateSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json(errorBody(fulfilmentMessages.notFound), 404)
    const { db, clock, settings } = c.var
    const result = await updateOrderStatus(
      db,
      id,
      c.req.valid('json'),
      c.var.user!,
      clock(),
      settings.publicOrigin,
    )
    if (!result.ok) return c.json(errorBody(result.error), updateStatuses[result.reason])
    return c.json(result.order, 200)
  })
  .post('/:id/refunds', validate('json', RefundRequestSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    if (id === null) return c.json(errorBody(fulfilmentMessages.notFound), 404)
    const { db, payments, clock } = c.var
    const result = await refundOrder(
      { db, payments, now: clock(), idempotencyKey: readIdempotencyKey(c) },
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
  .post('/:id/returns', validate('json', ReturnRequestSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, clock } = c.var
    const outcome =
      id === null
        ? 'missing'
        : await recordReturn(db, id, c.req.valid('json').lines, c.var.user!, clock())
    if (outcome === 'missing') return c.json(errorBody(fulfilmentMessages.notFound), 404)
    if (outcome === 'refused') return c.json(errorBody(refundMessages.notReturnable), 400)
    return c.json(await orderForStaff(db, id!), 201)
  })
