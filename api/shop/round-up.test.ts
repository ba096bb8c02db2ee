import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { donations, orders, outbox } from '../../db/schema'
import { insertProduct, insertUser, testPassword, validContact } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import { bodyAt } from '../../test/typed-response'

/**
 * Decision 038: "Round up to $N for the programs" at checkout is a one-time gift of its own,
 * paid in the order's one PaymentIntent and receipted separately, never in the order's total.
 */
const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2026-11-24T12:00:00Z')
const { request, api, db } = await createTestApp({
  env: { ...fake.env, ORDERS_PER_USER_PER_HOUR: '1000' },
  clock: () => clock,
})
const send = stripeEvents(request, fake, () => clock)
const contact = validContact()

async function shopper() {
  const user = await insertUser(db)
  return { Cookie: await signIn(request, user.username, testPassword) }
}

/** One unit of a $19.99 product: $25.98 with standard shipping. */
async function order(headers: Record<string, string>, roundUp: boolean, priceCents = 19_99) {
  const product = await insertProduct(db, { priceCents, stock: 5 })
  const price = priceCents / 100
  const total = (priceCents + (priceCents >= 50_00 ? 0 : 5_99)) / 100
  const response = await api.orders.$post(
    {
      json: {
        items: [{ productId: product.id, quantity: 1, price }],
        total,
        shippingMethod: 'standard',
        contact,
        roundUp,
      },
    },
    { headers },
  )
  return bodyAt(response, 201)
}

const startPayment = (headers: Record<string, string>, orderId: number) =>
  api['create-payment-intent'].$post({ json: { orderId } }, { headers })

async function giftOf(orderId: number) {
  const [gift] = await db.select().from(donations).where(eq(donations.orderId, orderId))
  return gift
}

describe('rounding up at checkout', () => {
  it('is a separate gift paid in the same payment, with its own receipt', async () => {
    const headers = await shopper()
    const placed = await order(headers, true)
    expect(placed).toMatchObject({ total: 25.98, roundUp: 0.02 })
    expect(await giftOf(placed.id)).toMatchObject({
      amountCents: 2,
      type: 'one-time',
      status: 'pending',
      donorEmail: contact.email,
    })

    const started = await startPayment(headers, placed.id)
    const { clientSecret } = await bodyAt(started, 200)
    const intentId = intentIdOf(clientSecret)
    expect(fake.retrieve(intentId)).toMatchObject({
      amount: 2600,
      metadata: {
        orderId: String(placed.id),
        roundUpDonationId: String((await giftOf(placed.id))!.id),
      },
    })

    const paid = await send('payment_intent.succeeded', fake.succeedPayment(intentId))
    expect(await paid.json()).toMatchObject({ outcome: 'applied' })
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.id))
    expect(row).toMatchObject({ status: 'paid', totalCents: 2598 })
    const gift = (await giftOf(placed.id))!
    expect(gift).toMatchObject({ status: 'paid', paymentIntentId: intentId })
    const mails = (await db.select().from(outbox)).filter((mail) => mail.to === contact.email)
    const subjects = mails.map((mail) => mail.subject)
    expect(subjects).toContain(`Your BrightMinds order #${placed.id} is confirmed`)
    expect(subjects).toContain(`Your donation receipt from BrightMinds Foundation (#${gift.id})`)
    const confirmation = mails.find((mail) => mail.subject.includes(`order #${placed.id}`))!
    expect(confirmation.body).toContain('Total: $25.98')
    expect(confirmation.body).toContain('Your round-up of $0.02')
  })

  it('refuses a payment that did not cover the round-up too', async () => {
    const headers = await shopper()
    const placed = await order(headers, true)
    const started = await startPayment(headers, placed.id)
    const intentId = intentIdOf((await bodyAt(started, 200)).clientSecret)
    const short = { ...fake.succeedPayment(intentId), amount_received: 2598 }
    const answer = await send('payment_intent.succeeded', short)
    expect(await answer.json()).toMatchObject({ outcome: 'mismatch' })
    expect((await giftOf(placed.id))!.status).toBe('pending')
  })

  it('adds nothing when not asked, or when the total is already whole dollars', async () => {
    const headers = await shopper()
    const plain = await order(headers, false)
    expect(plain.roundUp).toBe(0)
    expect(await giftOf(plain.id)).toBeUndefined()
    const whole = await order(headers, true, 60_00)
    expect(whole).toMatchObject({ total: 60, roundUp: 0 })
    expect(await giftOf(whole.id)).toBeUndefined()
  })
})
