import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { stripeEvents } from '../../db/schema'
import { insertUser, testPassword } from '../../test/factories'
import { startFakeStripe } from '../../test/fake-stripe'
import { cardStepOrders } from '../../test/paid-orders'
import { signIn } from '../../test/sessions'
import { intentIdOf, stripeEvents as signedEvents } from '../../test/stripe-events'
import { createTestApp } from '../../test/test-app'
import {
  type HandledStripeEvent,
  handledStripeEvents,
  handledStripeEventTypes,
  stripeWebhookPath,
} from './handled-stripe-events'

const fake = await startFakeStripe()
afterAll(fake.close)
const clock = new Date('2026-03-02T12:00:00Z')
const { app, request, api, db } = await createTestApp({ env: fake.env, clock: () => clock })
const send = signedEvents(request, fake, () => clock)
const buyer = await insertUser(db)
const cookie = await signIn(request, buyer.username, testPassword)

const sixtyDollarOrder = cardStepOrders({ app: { api, db }, cookie })

/** A parent's order of one $60 kit (free shipping), at the card step: its PaymentIntent id. */
async function orderAtCardStep() {
  return (await sixtyDollarOrder([{ priceCents: 60_00, quantity: 1 }])).intentId
}

async function paidOrder() {
  const intentId = await orderAtCardStep()
  await send('payment_intent.succeeded', fake.succeedPayment(intentId))
  return intentId
}

let donors = 0
async function gift(json: Record<string, unknown>) {
  const response = await request('/api/donations', {
    json: { name: 'Dana Lee', email: `handled${++donors}@example.org`, ...json },
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { clientSecret: string; subscriptionId?: string }
}

async function paidMonthlyGift() {
  const { subscriptionId } = await gift({ amount: 20, type: 'monthly' })
  await send('invoice.paid', fake.payInvoice(subscriptionId!))
  return subscriptionId!
}

/**
 * For each handled event, a real case of it: the event as Stripe would send it about rows the
 * app made. Typed by the list, so a new entry needs its case here.
 */
const cases: Record<HandledStripeEvent, () => Promise<object>> = {
  'payment_intent.succeeded': async () => fake.succeedPayment(await orderAtCardStep()),
  'payment_intent.processing': async () =>
    fake.processPayment(
      intentIdOf((await gift({ amount: 40, paymentMethod: 'bank' })).clientSecret),
    ),
  'payment_intent.payment_failed': async () => fake.failPayment(await orderAtCardStep()),
  'invoice.paid': async () =>
    fake.payInvoice((await gift({ amount: 20, type: 'monthly' })).subscriptionId!),
  'invoice.payment_failed': async () => fake.failInvoice(await paidMonthlyGift()),
  'customer.subscription.updated': async () => {
    const subscriptionId = await paidMonthlyGift()
    fake.failInvoice(subscriptionId)
    return fake.retrieve(subscriptionId)!
  },
  'customer.subscription.deleted': async () => ({
    ...fake.retrieve(await paidMonthlyGift())!,
    status: 'canceled',
  }),
  'charge.refunded': async () => fake.refundInDashboard(await paidOrder(), 10_00),
  'charge.dispute.created': async () => fake.dispute(await paidOrder()),
}

describe('the handled Stripe events', () => {
  it.each(handledStripeEventTypes)('%s reaches a handler that applies it', async (type) => {
    const response = await send(type, await cases[type]())
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' })
  })

  it('ignores an event that is not listed, about an order it knows, and keeps it once', async () => {
    const intentId = await paidOrder()
    const dispute = fake.dispute(intentId)
    const response = await send('charge.dispute.closed', { ...dispute, status: 'lost' })
    expect(await response.json()).toEqual({ received: true, outcome: 'ignored' })
    const rows = await db
      .select()
      .from(stripeEvents)
      .where(eq(stripeEvents.type, 'charge.dispute.closed'))
    expect(rows.map((row) => row.outcome)).toEqual(['ignored'])
  })

  it('are exactly the event types the handlers compare an event with', async () => {
    // A handler that reads a type the list does not name is never asked (and vice versa).
    const compared = new Set<string>()
    const eventType = "'([a-z_]+(?:\\.[a-z_]+)+)'"
    for (const file of await sourceFiles('api')) {
      const source = await readFile(file, 'utf8')
      for (const match of source.matchAll(new RegExp(`\\.type\\s*[!=]==\\s*${eventType}`, 'g'))) {
        compared.add(match[1]!)
      }
      if (/switch \([\w.]*\.type\)/.test(source)) {
        for (const match of source.matchAll(new RegExp(`case ${eventType}:`, 'g'))) {
          compared.add(match[1]!)
        }
      }
    }
    expect([...compared].sort()).toEqual([...handledStripeEventTypes].sort())
  })

  it('are delivered to the path the app serves the webhook on', () => {
    expect(app.routes).toContainEqual(
      expect.objectContaining({ method: 'POST', path: stripeWebhookPath }),
    )
  })

  it('are the README’s list, with the same purposes', async () => {
    const readme = await readFile('README.md', 'utf8')
    expect(readmeWebhookEvents(readme)).toEqual(
      handledStripeEventTypes.map((type) => [type, handledStripeEvents[type]]),
    )
  })
})

/** The TypeScript files under `dir` that ship (tests left out). */
async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && /(?<!\.test)\.ts$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/**
 * The table after "enable these events" in the README (Donations, step 3): each row's event
 * (in backticks) and what it does.
 */
function readmeWebhookEvents(readme: string): [string, string][] {
  const after = readme.slice(readme.indexOf('enable these events'))
  const table = after.split('\n').slice(1)
  const start = table.findIndex((line) => line.trim().startsWith('|'))
  const rows: [string, string][] = []
  for (const line of table.slice(start + 2)) {
    const cells = /^\s*\|\s*`([^`]+)`\s*\|\s*(.+?)\s*\|\s*$/.exec(line)
    if (!cells) break
    rows.push([cells[1]!, cells[2]!])
  }
  return rows
}
