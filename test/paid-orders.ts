import { insertProduct, validContact } from './factories'
import type { FakeStripe } from './fake-stripe'
import { intentIdOf, type stripeEvents } from './stripe-events'
import type { TestApp } from './test-app'
import { bodyAt } from './typed-response'

/** One line of an order: a fresh product at this price, this many bought. */
export interface PaidLine {
  priceCents: number
  quantity: number
}

/**
 * Orders placed as a parent does it (POST /api/orders) and taken to the card step (a
 * PaymentIntent made, not yet paid), one fresh product (stock 10) per line, in the lines'
 * order, with standard shipping unless it ships free.
 */
export function cardStepOrders(ctx: {
  app: Pick<TestApp, 'api' | 'db'>
  /** The buyer's session cookie. */
  cookie: string
}) {
  const { app, cookie } = ctx
  return async function orderAtCardStep(lines: PaidLine[]) {
    const products = []
    for (const line of lines) {
      products.push(await insertProduct(app.db, { priceCents: line.priceCents, stock: 10 }))
    }
    const subtotal = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0) / 100
    const as = { headers: { Cookie: cookie } }
    const placed = await app.api.orders.$post(
      {
        json: {
          items: products.map((product, i) => ({
            productId: product.id,
            quantity: lines[i]!.quantity,
            price: lines[i]!.priceCents / 100,
          })),
          total: subtotal >= 50 ? subtotal : subtotal + 5.99,
          shippingMethod: 'standard',
          contact: validContact(),
        },
      },
      as,
    )
    const { id } = await bodyAt(placed, 201)
    const payment = await app.api['create-payment-intent'].$post({ json: { orderId: id } }, as)
    const { clientSecret } = await bodyAt(payment, 200)
    return { id, intentId: intentIdOf(clientSecret), products }
  }
}

/** Orders taken to the card step (`cardStepOrders`), then paid: the fake's success and its webhook. */
export function paidOrders(ctx: {
  app: Pick<TestApp, 'api' | 'db'>
  fake: FakeStripe
  send: ReturnType<typeof stripeEvents>
  /** The buyer's session cookie. */
  cookie: string
}) {
  const orderAtCardStep = cardStepOrders(ctx)
  return async function paidOrder(lines: PaidLine[]) {
    const order = await orderAtCardStep(lines)
    await ctx.send('payment_intent.succeeded', ctx.fake.succeedPayment(order.intentId))
    return order
  }
}
