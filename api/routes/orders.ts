import { eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import {
  CreatePaymentIntentSchema,
  OrderRequestSchema,
  orderMessages,
} from '../../core/schemas/order'
import { orders } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { requireUser } from '../lib/auth-middleware'
import { errorBody } from '../lib/errors'
import { findUserOrder, getUserOrder, listUserOrders, placeOrder } from '../lib/orders'
import { parseId } from '../lib/parse-id'
import { stripeIdempotencyKey } from '../lib/stripe'
import { throttlePerUser } from '../lib/throttle'
import { validate } from '../lib/validate'

const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/

/** GET/POST /api/orders and GET /api/orders/:id (docs/decisions/015). */
export const orderRoutes = createRouter()
  .use(requireUser)
  .get('/', async (c) => c.json(await listUserOrders(c.var.db, c.var.user!.id), 200))
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
      const key = c.req.header('Idempotency-Key')
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        throw new HTTPException(400, { message: orderMessages.idempotencyKey })
      }
      const result = await placeOrder(c.var.db, {
        userId: c.var.user!.id,
        request: c.req.valid('json'),
        idempotencyKey: key,
        now: c.var.auth.now(),
      })
      if (result.kind === 'refused') return c.json(result.refusal.body, result.refusal.status)
      return c.json(result.order, result.kind === 'created' ? 201 : 200)
    },
  )

/** POST /api/create-payment-intent { orderId } → { clientSecret } for the user's pending order. */
export const paymentIntentRoutes = createRouter().post(
  '/',
  requireUser,
  throttlePerUser('payment-intent', 'orders'),
  validate('json', CreatePaymentIntentSchema),
  async (c) => {
    const { payments } = c.var.shop
    if (!payments) return c.json(errorBody(orderMessages.paymentNotConfigured), 503)
    const order = await findUserOrder(c.var.db, c.var.user!.id, c.req.valid('json').orderId)
    if (!order) return c.json(errorBody(orderMessages.orderNotFound), 404)
    if (order.status !== 'pending_payment') {
      return c.json(errorBody(orderMessages.orderNotPayable), 409)
    }
    let intent: { id: string; client_secret: string | null }
    try {
      intent = await payments.stripe.paymentIntents.create(
        {
          amount: order.totalCents,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          metadata: { orderId: String(order.id) },
        },
        { idempotencyKey: stripeIdempotencyKey('order', order) },
      )
    } catch (error) {
      console.error(`Creating the PaymentIntent for order ${order.id} failed:`, error)
      return c.json(errorBody(orderMessages.paymentUnavailable), 502)
    }
    await c.var.db.update(orders).set({ paymentIntentId: intent.id }).where(eq(orders.id, order.id))
    return c.json({ clientSecret: intent.client_secret }, 200)
  },
)
