import { CreatePaymentIntentSchema, OrderRequestSchema, orderMessages } from '#core/schemas/order'
import { requireUser, throttlePerUser } from '../accounts'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { readIdempotencyKey } from '../lib/idempotency-key'
import { log } from '../lib/log'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { startOrderPayment } from './order-payments'
import { findUserOrder, getUserOrder, listUserOrders, placeOrder } from './orders'
import { lastShippingAddress } from './shipping-address'

/** An order's refusals: what the request got wrong (400), what changed or ran out (409). */
const orderStatuses = {
  'product-unavailable': 400,
  'call-choice': 400,
  contact: 400,
  'prices-changed': 409,
  'over-limit': 409,
  'hold-used': 409,
  'out-of-stock': 409,
  'call-taken': 409,
  'key-reused': 422,
} as const

/**
 * GET/POST /api/orders, GET /api/orders/:id (docs/decisions/015) and the address the member's
 * last posted order went to, for the next checkout (decision 055).
 */
export const orderRoutes = createRouter()
  .use(requireUser)
  .get('/', async (c) => c.json(await listUserOrders(c.var.db, c.var.user!.id), 200))
  // Before '/:id'. The signed-in member's own, never anyone else's: no id is taken.
  .get('/last-shipping-address', async (c) => {
    const shippingAddress = await lastShippingAddress(c.var.db, c.var.user!.id)
    return c.json({ shippingAddress }, 200)
  })
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const order = id ? await getUserOrder(c.var.db, c.var.user!.id, id) : undefined
    if (!order) return c.json(errorBody(orderMessages.orderNotFound), 404)
    return c.json(order, 200)
  })
  .post(
    '/',
    throttlePerUser('orders', 'orders'),
    validate('json', OrderRequestSchema),
    async (c) => {
      const key = readIdempotencyKey(c)
      const result = await placeOrder(c.var.db, {
        userId: c.var.user!.id,
        request: c.req.valid('json'),
        idempotencyKey: key,
        now: c.var.clock(),
        limits: c.var.settings.orderLimits,
      })
      if (!result.ok) {
        const { ok: _, reason, ...body } = result
        return c.json(body, orderStatuses[reason])
      }
      return c.json(result.order, result.replayed ? 200 : 201)
    },
  )

/** POST /api/create-payment-intent { orderId } → { clientSecret } for the user's pending order. */
export const paymentIntentRoutes = createRouter().post(
  '/',
  requireUser,
  throttlePerUser('payment-intent', 'orders'),
  validate('json', CreatePaymentIntentSchema),
  async (c) => {
    const { payments } = c.var
    if (!payments) return c.json(errorBody(orderMessages.paymentNotConfigured), 503)
    const order = await findUserOrder(c.var.db, c.var.user!.id, c.req.valid('json').orderId)
    if (!order) return c.json(errorBody(orderMessages.orderNotFound), 404)
    if (order.status !== 'pending_payment') {
      return c.json(errorBody(orderMessages.orderNotPayable), 409)
    }
    try {
      return c.json(await startOrderPayment(c.var.db, payments, order), 200)
    } catch (error) {
      log.error({ err: error }, `Creating the PaymentIntent for order ${order.id} failed:`)
      return c.json(errorBody(orderMessages.paymentUnavailable), 502)
    }
  },
)
