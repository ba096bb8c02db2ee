import { randomBytes, randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type Stripe from 'stripe'
import { brand } from '../../core/brand'
import { dollarsToCents } from '../../core/money'
import {
  type DonationCreated,
  type DonationRequest,
  DonationRequestSchema,
  donationMessages,
} from '../../core/schemas/donation'
import { donations } from '../../db/schema'
import { type AppEnv, createRouter } from '../lib/app-env'
import { publicShortCache } from '../lib/cache-control'
import {
  type DonationRow,
  donorPaths,
  findDonationByIdempotencyKey,
  type GivingSettings,
  pledgeInstructions,
  pledgeMail,
  toReceipt,
  verifyReceiptToken,
} from '../lib/donations'
import { campaignProgress } from '../lib/donor-gifts'
import { errorBody } from '../lib/errors'
import { sendMail } from '../lib/mailer'
import { parseId } from '../lib/parse-id'
import { consume } from '../lib/rate-limit'
import { type Payments, stripeIdempotencyKey } from '../lib/stripe'
import { throttlePerIp, tooManyRequests } from '../lib/throttle'
import { violatedUniqueIndex } from '../lib/users'
import { validate } from '../lib/validate'

const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/

type Created = { status: 201 | 200; body: DonationCreated }

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
      if (request.website) return c.json(decoy(request, c.var.shop.giving), 201)

      const { db, auth } = c.var
      const perEmail = await consume(
        db,
        `donations:email:${request.email.toLowerCase()}`,
        auth.limits.donationsEmail,
        auth.now(),
      )
      if (!perEmail.allowed) return tooManyRequests(c, perEmail.retryAfter)

      const key = c.req.header('Idempotency-Key')
      if (key !== undefined && !idempotencyKeyPattern.test(key)) {
        throw new HTTPException(400, { message: donationMessages.idempotencyKey })
      }
      if (key) {
        const existing = await findDonationByIdempotencyKey(db, key)
        if (existing) return replay(c, existing, request)
      }

      const { payments } = c.var.shop
      if (request.paymentMethod === 'card' && !payments) {
        return c.json(errorBody(donationMessages.paymentNotConfigured), 503)
      }

      let row: DonationRow
      try {
        row = await insertDonation(c, request, key)
      } catch (error) {
        // A simultaneous duplicate submit: the unique index let one through; answer with that one.
        if (key && violatedUniqueIndex(error) !== undefined) {
          const existing = await findDonationByIdempotencyKey(db, key)
          if (existing) return replay(c, existing, request)
        }
        throw error
      }
      if (row.status === 'pledged') {
        const result = pledged(c, row)
        return c.json(result.body, 201)
      }

      try {
        const body = await startCardPayment(payments!, row)
        await db
          .update(donations)
          .set({
            paymentIntentId: body.paymentIntentId ?? null,
            subscriptionId: body.subscriptionId ?? null,
          })
          .where(eq(donations.id, row.id))
        return c.json(pendingBody(c, row, body.clientSecret, body.subscriptionId), 201)
      } catch (error) {
        console.error(`Starting the card payment for donation ${row.id} failed:`, error)
        // Nothing was charged and no intent is usable: the donation is not kept.
        await db.delete(donations).where(eq(donations.id, row.id))
        return c.json(errorBody(donationMessages.paymentUnavailable), 502)
      }
    },
  )
  .get('/campaign', publicShortCache(), async (c) => {
    const { db, shop, auth } = c.var
    return c.json(await campaignProgress(db, shop.giving, auth.now()), 200)
  })
  .get('/:id/receipt', async (c) => {
    const { db, auth, shop } = c.var
    const id = parseId(c.req.param('id'))
    if (!id || !verifyReceiptToken(shop.giving, id, c.req.query('token'), auth.now())) {
      return c.json(errorBody(donationMessages.receiptLinkInvalid), 403)
    }
    const [row] = await db.select().from(donations).where(eq(donations.id, id))
    if (!row) return c.json(errorBody('Donation not found'), 404)
    return c.json(await toReceipt(db, shop.giving, row), 200)
  })

async function insertDonation(
  c: Context<AppEnv>,
  request: DonationRequest,
  key: string | undefined,
): Promise<DonationRow> {
  const { db, auth, user, shop } = c.var
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({
        userId: user?.id ?? null,
        amountCents: dollarsToCents(request.amount),
        type: request.type,
        status: request.paymentMethod === 'card' ? 'pending' : 'pledged',
        paymentMethod: request.paymentMethod,
        donorName: request.name,
        donorEmail: request.email,
        message: request.message || null,
        anonymous: request.anonymous,
        idempotencyKey: key ?? null,
        createdAt: auth.now(),
      })
      .returning()
    if (row!.paymentMethod !== 'card') {
      const instructions = pledgeInstructions(shop.giving, row!.paymentMethod)
      await sendMail(tx, pledgeMail(row!, instructions, shop.giving.organization.legalName))
    }
    return row!
  })
}

function pendingBody(
  c: Context<AppEnv>,
  row: DonationRow,
  clientSecret: string,
  subscriptionId?: string,
): DonationCreated {
  const paths = donorPaths(c.var.shop.giving, row, c.var.auth.now())
  return subscriptionId
    ? { id: row.id, status: 'pending', clientSecret, subscriptionId, ...paths }
    : { id: row.id, status: 'pending', clientSecret, ...paths }
}

function pledged(c: Context<AppEnv>, row: DonationRow): Created {
  const method = row.paymentMethod === 'paypal' ? 'paypal' : 'bank'
  return {
    status: 201,
    body: {
      id: row.id,
      status: 'pledged',
      instructions: pledgeInstructions(c.var.shop.giving, method),
      ...donorPaths(c.var.shop.giving, row, c.var.auth.now()),
    },
  }
}

/** The same Idempotency-Key again: the donation it made, never a second one. */
async function replay(c: Context<AppEnv>, row: DonationRow, request: DonationRequest) {
  if ((row.donorEmail ?? '').toLowerCase() !== request.email.toLowerCase()) {
    return c.json(errorBody('This Idempotency-Key was already used for another donation.'), 409)
  }
  if (row.status === 'pledged') return c.json(pledged(c, row).body, 200)
  const { payments } = c.var.shop
  if (!payments) return c.json(errorBody(donationMessages.paymentNotConfigured), 503)
  try {
    if (row.subscriptionId) {
      const subscription = await payments.stripe.subscriptions.retrieve(row.subscriptionId, {
        expand: ['latest_invoice.confirmation_secret'],
      })
      const secret = subscriptionSecret(subscription)
      return c.json(pendingBody(c, row, secret, row.subscriptionId), 200)
    }
    if (row.paymentIntentId) {
      const intent = await payments.stripe.paymentIntents.retrieve(row.paymentIntentId)
      return c.json(pendingBody(c, row, intent.client_secret ?? ''), 200)
    }
  } catch (error) {
    console.error(`Looking up the payment of donation ${row.id} failed:`, error)
  }
  return c.json(errorBody(donationMessages.paymentUnavailable), 502)
}

function subscriptionSecret(subscription: Stripe.Subscription): string {
  const invoice = subscription.latest_invoice
  const secret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : null
  if (!secret) throw new Error(`Subscription ${subscription.id} has no invoice to confirm`)
  return secret
}

/**
 * One-time: a PaymentIntent. Monthly: a customer, a monthly price for the amount and an
 * incomplete subscription whose first invoice the web confirms (confirmation_secret).
 * Every call carries an idempotency key derived from the donation (stripeIdempotencyKey).
 */
async function startCardPayment(
  payments: Payments,
  row: DonationRow,
): Promise<{ clientSecret: string; paymentIntentId?: string; subscriptionId?: string }> {
  const { stripe } = payments
  const metadata = { donationId: String(row.id), kind: 'donation' }
  if (row.type === 'one-time') {
    const intent = await stripe.paymentIntents.create(
      {
        amount: row.amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        receipt_email: row.donorEmail ?? undefined,
        description: `Donation to ${brand.name}`,
        metadata,
      },
      { idempotencyKey: stripeIdempotencyKey('donation', row) },
    )
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`)
    return { clientSecret: intent.client_secret, paymentIntentId: intent.id }
  }
  const customer = await stripe.customers.create(
    { email: row.donorEmail ?? undefined, name: row.donorName ?? undefined, metadata },
    { idempotencyKey: stripeIdempotencyKey('donation', row, 'customer') },
  )
  const price = await stripe.prices.create(
    {
      currency: 'usd',
      unit_amount: row.amountCents,
      recurring: { interval: 'month' },
      product_data: { name: `Monthly donation to ${brand.name}` },
      metadata,
    },
    { idempotencyKey: stripeIdempotencyKey('donation', row, 'price') },
  )
  const subscription = await stripe.subscriptions.create(
    {
      customer: customer.id,
      items: [{ price: price.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata,
    },
    { idempotencyKey: stripeIdempotencyKey('donation', row) },
  )
  return { clientSecret: subscriptionSecret(subscription), subscriptionId: subscription.id }
}

/** A honeypot hit: the shape of success, nothing stored or charged, nothing to learn. */
function decoy(request: DonationRequest, giving: GivingSettings): DonationCreated {
  const id = randomInt(1_000_000, 2_000_000_000)
  // Links of the usual shape whose signatures are random: they open nothing.
  const token = () =>
    `${Math.floor(Date.now() / 1000) + 86_400}.${randomBytes(32).toString('base64url')}`
  const paths = {
    receiptPath: `/donations/${id}/receipt?token=${token()}`,
    managePath: request.type === 'monthly' ? `/donations/${id}/manage?token=${token()}` : null,
  }
  if (request.paymentMethod === 'card') {
    const pi = `pi_${randomBytes(12).toString('hex')}`
    return {
      id,
      status: 'pending',
      clientSecret: `${pi}_secret_${randomBytes(12).toString('hex')}`,
      ...paths,
    }
  }
  const instructions = pledgeInstructions(giving, request.paymentMethod)
  return { id, status: 'pledged', instructions, ...paths }
}
