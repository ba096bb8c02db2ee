import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

/**
 * A local fake of the Stripe HTTP API, as strict as Stripe where the code depends on it.
 *
 * It follows the API version the SDK pins (`Stripe.API_VERSION`, 2026-10-28 with stripe 23) and
 * refuses requests made in another, so upgrading the SDK makes these tests ask for a new look at
 * the fake. What it serves, and how Stripe answers each:
 * - POST /v1/payment_intents, GET /v1/payment_intents/:id
 * - POST /v1/customers
 * - POST /v1/refunds (by `payment_intent`; full or partial), GET /v1/refunds?charge=…
 * - POST /v1/prices (`product` or `product_data`; a Price always names its product by id)
 * - POST /v1/subscriptions (an incomplete subscription and its first, open invoice),
 *   GET, POST (new item price, `pause_collection` set or emptied) and DELETE (cancel)
 *   /v1/subscriptions/:id
 * - POST and GET (a page: `limit`, `starting_after`, `ending_before`, newest first)
 *   /v1/webhook_endpoints; GET, POST (`url`, `enabled_events`, `disabled`) and DELETE
 *   /v1/webhook_endpoints/:id. `enabled_events` may be `['*']`, every event; the signing
 *   `secret` is in the creation's answer only.
 *
 * Like Stripe: related objects are ids unless the request expands them (`expand[]`, dotted paths,
 * through lists), an invoice's `confirmation_secret` is there only when expanded, unknown
 * parameters and missing required ones are refused, unknown ids answer 404 `resource_missing`,
 * an Idempotency-Key replays its first answer and refuses other parameters, and every error has
 * Stripe's shape (`{ error: { type, code, message, param, doc_url } }`).
 *
 * The test helpers (`succeedPayment`, `failPayment`, `payInvoice`, `failInvoice`) move objects as
 * Stripe does once the card is confirmed, and return them as a webhook event carries them.
 * Another process (the e2e journeys) reaches the same helpers over HTTP under `/__fake/`.
 */

/** One request the code under test made to the fake Stripe API. */
export interface RecordedRequest {
  method: string
  path: string
  /** The query string, decoded to flat keys (e.g. `expand[0]`). */
  query: Record<string, string>
  idempotencyKey: string | undefined
  /** The form-encoded body, decoded to flat keys (e.g. `metadata[orderId]`). */
  body: Record<string, string>
  /** The `expand` paths, from the query (GET) or the body (POST). */
  expand: string[]
}

type StripeObject = Record<string, unknown> & { id: string; object: string }

export interface FakeStripe {
  /** Env for createTestApp: keys plus STRIPE_API_HOST/PORT/PROTOCOL pointing here. */
  env: Record<string, string>
  requests: RecordedRequest[]
  /** Make the next POST /v1/payment_intents fail with this HTTP status (use a 4xx: no retries). */
  failNext(status: number): void
  /** Make every POST /v1/payment_intents for this order (metadata orderId) fail with a 400. */
  failOrder(orderId: number): void
  /**
   * Make the next request to `path` (e.g. `/v1/webhook_endpoints`) fail as Stripe does with this
   * status: 500 `api_error`, 401 `authentication_error` (a wrong key), 403 `permission_error`
   * (a restricted key without the permission), 400 `invalid_request_error`, 409 an idempotency
   * conflict (a request with the same key still running), 429 `rate_limit_error`, 499 a 4xx
   * Stripe has no name for. The SDK retries a 409, a 429 and a 500 (twice here): queue one per try.
   */
  failNextAt(path: string, status: FailureStatus): void
  /** Forget every failure still queued (by failNext or failNextAt) that no request has met. */
  resetFailures(): void
  /**
   * The next `times` requests to `path` are carried out, but their answers never arrive (the
   * connection drops): what a timeout or a network cut looks like to the SDK, retries included.
   */
  loseAnswersAt(path: string, times: number): void
  /**
   * From now on, refunds are made even beyond what is left on the charge (Stripe refuses those):
   * shows whether the app itself keeps within what was paid.
   */
  allowOverRefunds(): void
  /** The object with this id as Stripe holds it (related objects as ids), or undefined. */
  retrieve(id: string): StripeObject | undefined
  /** The card was accepted: the PaymentIntent succeeded and received its amount. */
  succeedPayment(paymentIntentId: string): StripeObject
  /**
   * The new card or bank account was confirmed in the browser: the SetupIntent succeeded. With
   * `declines`, the card saved is one whose charges are declined (Stripe's test card
   * `pm_card_chargeDeclined`: it attaches, then every payment with it fails).
   */
  succeedSetup(setupIntentId: string, options?: { declines?: boolean }): StripeObject
  /** A bank debit was submitted and waits for the bank: the PaymentIntent is processing. */
  processPayment(paymentIntentId: string): StripeObject
  /** The card was declined: the PaymentIntent asks for another payment method. */
  failPayment(paymentIntentId: string): StripeObject
  /**
   * The subscription's open invoice is paid (the first one, after the card step), or, when none
   * is open, the next month's invoice is made and paid. The subscription becomes active.
   */
  payInvoice(subscriptionId: string): StripeObject
  /** A bank debit for the subscription's open invoice was submitted: answers its PaymentIntent. */
  processInvoice(subscriptionId: string): StripeObject
  /** The PaymentIntent that paid an invoice (as its invoice payment names it). */
  intentOfInvoice(invoiceId: string): string
  /**
   * Another payment of an invoice, as Stripe may hold several: an attempt still open, or one
   * paid outside a PaymentIntent (`{ type: 'charge' }`). Listed first, being the newest.
   */
  addInvoicePayment(
    invoiceId: string,
    payment: {
      status: 'open' | 'paid'
      payment:
        | { type: 'payment_intent'; payment_intent: string }
        | { type: 'charge'; charge: string }
    },
  ): void
  /**
   * Next month's invoice is made and its payment fails: the subscription goes past due, or, with
   * `retriesExhausted`, unpaid (Stripe's last retry failed, with "mark as unpaid" set).
   */
  failInvoice(subscriptionId: string, options?: { retriesExhausted?: boolean }): StripeObject
  /**
   * Staff refund `amount` cents (default: what is left) in the Stripe dashboard: answers the
   * charge as `charge.refunded` carries it.
   */
  refundInDashboard(
    paymentIntentId: string,
    amount?: number,
    metadata?: Record<string, string>,
  ): StripeObject
  /** The cardholder disputes the payment: answers the dispute as `charge.dispute.created` carries it. */
  dispute(paymentIntentId: string): StripeObject
  /** A signed webhook for `event`, as Stripe would send it (timestamp in seconds, default now). */
  signedEvent(event: object, timestamp?: number): { payload: string; signature: string }
  close(): Promise<void>
}

/** The fake's STRIPE_WEBHOOK_SECRET, for signing events from another process (the e2e journeys). */
export const fakeWebhookSecret = 'whsec_test_fake_secret'
const webhookSecret = fakeWebhookSecret

/** The API version this fake follows: the one the SDK sends. */
export const fakeApiVersion = Stripe.API_VERSION

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message)
  }

  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code
          ? { code: this.code, doc_url: `https://docs.stripe.com/error-codes/${this.code}` }
          : {}),
        ...(this.param ? { param: this.param } : {}),
      },
    }
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, 'invalid_request_error', message, code, param)

/** Stripe's answer when it fails, or refuses the key, with `status`. */
type FailureStatus = 400 | 401 | 403 | 409 | 429 | 499 | 500

function stripeFailure(status: FailureStatus | number) {
  if (status === 400) return new StripeError(400, 'invalid_request_error', 'Fake refusal')
  if (status === 409) {
    return new StripeError(
      409,
      'idempotency_error',
      'There is currently another in-progress request using this Idempotent Key.',
    )
  }
  if (status === 429) {
    return new StripeError(429, 'rate_limit_error', 'Too many requests made to the API too quickly')
  }
  if (status === 499) return new StripeError(499, 'invalid_request_error', 'Fake client error')
  if (status === 401) {
    return new StripeError(
      401,
      'authentication_error',
      'Invalid API Key provided: sk_test_****fake',
    )
  }
  if (status === 403) {
    return new StripeError(
      403,
      'permission_error',
      "The provided key 'rk_test_****fake' does not have the required permissions for this endpoint on account 'acct_fake'.",
    )
  }
  return new StripeError(status, 'api_error', 'An unknown error occurred')
}

/** Stripe's test payment method that attaches but whose every charge is declined. */
const declinedCard = 'pm_card_chargeDeclined'

function noSuch(kind: string, id: string, param = 'id') {
  return new StripeError(
    404,
    'invalid_request_error',
    `No such ${kind}: '${id}'`,
    'resource_missing',
    param,
  )
}

/**
 * Fields that name another object by id, per object type: expanding one swaps in that object.
 * `include` fields are left out of the object unless expanded (Stripe's "includable" fields).
 */
const expandable: Record<string, Record<string, 'id' | 'include'>> = {
  payment_intent: { customer: 'id', latest_charge: 'id', payment_method: 'id', invoice: 'id' },
  customer: {},
  product: {},
  price: { product: 'id' },
  subscription: { customer: 'id', latest_invoice: 'id', default_payment_method: 'id' },
  subscription_item: {},
  invoice: { customer: 'id', confirmation_secret: 'include' },
  setup_intent: { customer: 'id', payment_method: 'id' },
}

/** The top-level parameters each endpoint takes (anything else: `parameter_unknown`). */
const parameters = {
  createPaymentIntent: [
    'amount',
    'currency',
    'automatic_payment_methods',
    'customer',
    'description',
    'metadata',
    'payment_method',
    'payment_method_options',
    'payment_method_types',
    'receipt_email',
    'setup_future_usage',
    'shipping',
    'statement_descriptor_suffix',
    'expand',
  ],
  retrieve: ['expand', 'client_secret'],
  createRefund: ['payment_intent', 'charge', 'amount', 'reason', 'metadata', 'expand'],
  listRefunds: ['charge', 'payment_intent', 'limit', 'expand'],
  listInvoicePayments: ['invoice', 'payment', 'status', 'limit', 'expand'],
  createCustomer: ['email', 'name', 'description', 'phone', 'address', 'metadata', 'expand'],
  createPrice: [
    'currency',
    'unit_amount',
    'recurring',
    'product',
    'product_data',
    'nickname',
    'metadata',
    'expand',
  ],
  createSubscription: [
    'customer',
    'items',
    'payment_behavior',
    'payment_settings',
    'default_payment_method',
    'collection_method',
    'proration_behavior',
    'metadata',
    'expand',
  ],
  updateSubscription: [
    'items',
    'default_payment_method',
    'proration_behavior',
    'payment_behavior',
    'cancel_at_period_end',
    'pause_collection',
    'metadata',
    'expand',
  ],
  cancelSubscription: ['invoice_now', 'prorate', 'cancellation_details', 'expand'],
  createWebhookEndpoint: [
    'url',
    'enabled_events',
    'api_version',
    'connect',
    'description',
    'metadata',
    'expand',
  ],
  updateWebhookEndpoint: ['url', 'enabled_events', 'disabled', 'description', 'metadata', 'expand'],
  listWebhookEndpoints: ['limit', 'starting_after', 'ending_before', 'expand'],
  createSetupIntent: [
    'customer',
    'allowed_payment_method_types',
    'payment_method_options',
    'usage',
    'metadata',
    'expand',
  ],
  payInvoice: ['payment_method', 'off_session', 'expand'],
} as const

const topLevel = (key: string) => key.split('[')[0]!

function requireKnown(params: Record<string, string>, known: readonly string[]) {
  for (const key of Object.keys(params)) {
    if (!known.includes(topLevel(key))) {
      throw invalid(`Received unknown parameter: ${topLevel(key)}`, key, 'parameter_unknown')
    }
  }
}

function required(params: Record<string, string>, name: string): string {
  const value = params[name]
  if (value === undefined || value === '') {
    throw invalid(`Missing required param: ${name}.`, name, 'parameter_missing')
  }
  return value
}

function integer(params: Record<string, string>, name: string): number {
  const value = required(params, name)
  if (!/^\d+$/.test(value)) throw invalid(`Invalid integer: ${value}`, name)
  return Number(value)
}

function expandPaths(params: Record<string, string>): string[] {
  return Object.entries(params)
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value)
}

function metadataOf(params: Record<string, string>) {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith('metadata['))
      .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
  )
}

/** A form-encoded list (`name[0]`, `name[1]`…), or `fallback` when absent. */
function listOf(params: Record<string, string>, name: string, fallback: string[]) {
  const items = Object.entries(params)
    .filter(([key]) => new RegExp(`^${name}\\[\\d*\\]$`).test(key))
    .map(([, value]) => value)
  return items.length > 0 ? items : fallback
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

export async function startFakeStripe({ port: wanted = 0 } = {}): Promise<FakeStripe> {
  const requests: RecordedRequest[] = []
  const objects = new Map<string, StripeObject>()
  /** Includable fields kept apart from their object: invoice id → { confirmation_secret }. */
  const included = new Map<string, Record<string, unknown>>()
  const idempotent = new Map<string, { fingerprint: string; status: number; body: object }>()
  const failingOrders = new Set<string>()
  let failures: number[] = []
  const failingPaths = new Map<string, number[]>()
  const losingPaths = new Map<string, number>()
  let overRefunds = false
  /** Webhook endpoints in the order they were made (lists answer newest first). */
  const webhookEndpoints: StripeObject[] = []

  function store<T extends StripeObject>(object: T): T {
    objects.set(object.id, object)
    return object
  }

  function find(kind: string, id: string, param = 'id'): StripeObject {
    const object = objects.get(id)
    if (!object || object.object !== kind) throw noSuch(kind, id, param)
    return object
  }

  /** The object as the API renders it: a copy, with the requested paths expanded. */
  function render(object: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(object)
    for (const path of paths) expandInto(copy, path.split('.'))
    return copy
  }

  function expandInto(target: unknown, segments: string[]) {
    if (segments.length === 0 || target === null || typeof target !== 'object') return
    const [field, ...rest] = segments as [string, ...string[]]
    if (Array.isArray(target)) {
      for (const element of target) expandInto(element, segments)
      return
    }
    const object = target as Record<string, unknown>
    const kind = expandable[object.object as string]?.[field]
    if (kind === 'include')
      object[field] = structuredClone(included.get(object.id as string)?.[field])
    else if (kind === 'id' && typeof object[field] === 'string') {
      const related = objects.get(object[field] as string)
      if (related) object[field] = structuredClone(related)
    } else if (!kind && (object[field] === null || typeof object[field] !== 'object')) {
      throw invalid(`This property cannot be expanded (${field}).`, 'expand')
    }
    expandInto(object[field], rest)
  }

  function paymentIntent(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createPaymentIntent)
    const amount = integer(params, 'amount')
    const currency = required(params, 'currency')
    if (amount < 50) {
      throw invalid(`Amount must be at least $0.50 ${currency}`, 'amount', 'amount_too_small')
    }
    const id = newId('pi')
    return store({
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      customer: params.customer ?? null,
      description: params.description ?? null,
      latest_charge: null,
      livemode: false,
      metadata: metadataOf(params),
      payment_method: null,
      payment_method_types: listOf(params, 'payment_method_types', ['card']),
      receipt_email: params.receipt_email ?? null,
      status: 'requires_payment_method',
    })
  }

  function customer(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createCustomer)
    return store({
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: metadataOf(params),
      livemode: false,
    })
  }

  function price(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createPrice)
    const currency = required(params, 'currency')
    const unitAmount = integer(params, 'unit_amount')
    let product = params.product
    if (product) find('product', product, 'product')
    else if (params['product_data[name]']) {
      product = store({
        id: newId('prod'),
        object: 'product',
        name: params['product_data[name]'],
        active: true,
      }).id
    } else {
      throw invalid('You must specify either `product` or `product_data` when creating a price.')
    }
    const interval = params['recurring[interval]']
    return store({
      id: newId('price'),
      object: 'price',
      active: true,
      currency,
      unit_amount: unitAmount,
      product,
      recurring: interval ? { interval, interval_count: 1 } : null,
      type: interval ? 'recurring' : 'one_time',
      metadata: metadataOf(params),
      livemode: false,
    })
  }

  function recurringPrice(id: string | undefined, param: string): StripeObject {
    if (!id) throw invalid(`Missing required param: ${param}.`, param, 'parameter_missing')
    const found = find('price', id, param)
    if (!found.recurring) {
      throw invalid(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        param,
      )
    }
    return found
  }

  /** A subscription's invoice for its current price; open until paid. */
  function invoiceFor(subscription: StripeObject): StripeObject {
    const item = (subscription.items as { data: { price: StripeObject }[] }).data[0]!
    const amount = item.price.unit_amount as number
    const invoice = store({
      id: newId('in'),
      object: 'invoice',
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      currency: item.price.currency,
      customer: subscription.customer,
      status: 'open',
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    })
    const intent = newId('pi')
    included.set(invoice.id, {
      confirmation_secret: {
        type: 'payment_intent',
        client_secret: `${intent}_secret_${randomBytes(12).toString('hex')}`,
      },
    })
    subscription.latest_invoice = invoice.id
    return invoice
  }

  function subscription(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createSubscription)
    const customerId = required(params, 'customer')
    find('customer', customerId, 'customer')
    const itemPrice = recurringPrice(params['items[0][price]'], 'items[0][price]')
    const created = store({
      id: newId('sub'),
      object: 'subscription',
      customer: customerId,
      status: params.payment_behavior === 'default_incomplete' ? 'incomplete' : 'active',
      latest_invoice: null,
      livemode: false,
      metadata: metadataOf(params),
      pause_collection: null,
      items: {
        object: 'list',
        has_more: false,
        data: [{ id: newId('si'), object: 'subscription_item', price: structuredClone(itemPrice) }],
      },
    })
    invoiceFor(created)
    return created
  }

  function updateSubscription(existing: StripeObject, params: Record<string, string>) {
    requireKnown(params, parameters.updateSubscription)
    if (existing.status === 'canceled') {
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
      )
    }
    const items = (existing.items as { data: Record<string, unknown>[] }).data
    if (params['items[0][id]'] !== undefined) {
      const item = items.find((candidate) => candidate.id === params['items[0][id]'])
      if (!item) {
        throw invalid(
          `Subscription item ${params['items[0][id]']} is not part of this subscription.`,
          'items[0][id]',
        )
      }
      item.price = structuredClone(recurringPrice(params['items[0][price]'], 'items[0][price]'))
    }
    if (params.default_payment_method !== undefined) {
      existing.default_payment_method = params.default_payment_method
    }
    if (params.pause_collection === '') existing.pause_collection = null
    else if (Object.keys(params).some((key) => topLevel(key) === 'pause_collection')) {
      existing.pause_collection = pauseCollection(params)
    }
    Object.assign(existing.metadata as object, metadataOf(params))
    return existing
  }

  /** `pause_collection[behavior]` (one of Stripe's three) and an optional `[resumes_at]`. */
  function pauseCollection(params: Record<string, string>) {
    const behavior = required(params, 'pause_collection[behavior]')
    if (!['keep_as_draft', 'mark_uncollectible', 'void'].includes(behavior)) {
      throw invalid(`Invalid pause_collection[behavior]: ${behavior}`, 'pause_collection[behavior]')
    }
    const resumesAt =
      params['pause_collection[resumes_at]'] === undefined
        ? null
        : integer(params, 'pause_collection[resumes_at]')
    return { behavior, resumes_at: resumesAt }
  }

  function setupIntent(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createSetupIntent)
    const customerId = required(params, 'customer')
    find('customer', customerId, 'customer')
    const id = newId('seti')
    return store({
      id,
      object: 'setup_intent',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      customer: customerId,
      livemode: false,
      metadata: metadataOf(params),
      payment_method: null,
      payment_method_types: listOf(params, 'allowed_payment_method_types', ['card']),
      status: 'requires_payment_method',
      usage: params.usage ?? 'off_session',
    })
  }

  /** POST /v1/invoices/:id/pay: the subscription's (new) default payment method pays it. */
  function payOpenInvoice(invoice: StripeObject, params: Record<string, string>) {
    requireKnown(params, parameters.payInvoice)
    if (invoice.status === 'paid')
      throw invalid('Invoice is already paid', undefined, 'invoice_already_paid')
    const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } })
      .subscription_details.subscription
    const sub = find('subscription', subscriptionId)
    const paymentMethod = params.payment_method ?? sub.default_payment_method
    if (!paymentMethod || paymentMethod === declinedCard) {
      throw new StripeError(402, 'card_error', 'Your card was declined.', 'card_declined')
    }
    sub.latest_invoice = invoice.id
    return payInvoice(subscriptionId)
  }

  function cancelSubscription(existing: StripeObject, params: Record<string, string>) {
    requireKnown(params, parameters.cancelSubscription)
    // Stripe treats a cancelled subscription as deleted: cancelling it again is "No such".
    if (existing.status === 'canceled') throw noSuch('subscription', existing.id)
    existing.status = 'canceled'
    return existing
  }

  /** `enabled_events[]`: '*' or event types, as Stripe checks them (at least one). */
  function enabledEvents(params: Record<string, string>) {
    const events = listOf(params, 'enabled_events', [])
    if (events.length === 0) {
      throw invalid(
        'Missing required param: enabled_events.',
        'enabled_events',
        'parameter_missing',
      )
    }
    events.forEach((event, index) => {
      if (event !== '*' && !/^[a-z_]+(\.[a-z_]+)+$/.test(event)) {
        throw invalid(`Invalid enabled_events[${index}]: ${event}`, `enabled_events[${index}]`)
      }
    })
    return events
  }

  function webhookEndpoint(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createWebhookEndpoint)
    const url = required(params, 'url')
    if (!URL.canParse(url)) throw invalid('Invalid URL: must be a valid URL.', 'url', 'url_invalid')
    const endpoint = store({
      id: newId('we'),
      object: 'webhook_endpoint',
      api_version: params.api_version ?? null,
      application: null,
      created: nowSeconds(),
      description: params.description ?? null,
      enabled_events: enabledEvents(params),
      livemode: false,
      metadata: metadataOf(params),
      status: 'enabled',
      url,
    })
    webhookEndpoints.push(endpoint)
    return { ...endpoint, secret: `whsec_${randomBytes(16).toString('hex')}` }
  }

  function updateWebhookEndpoint(endpoint: StripeObject, params: Record<string, string>) {
    requireKnown(params, parameters.updateWebhookEndpoint)
    if (params.url !== undefined) endpoint.url = params.url
    if (Object.keys(params).some((key) => topLevel(key) === 'enabled_events')) {
      endpoint.enabled_events = enabledEvents(params)
    }
    if (params.disabled !== undefined) {
      endpoint.status = params.disabled === 'true' ? 'disabled' : 'enabled'
    }
    if (params.description !== undefined) endpoint.description = params.description || null
    return endpoint
  }

  /** A page of webhook endpoints, newest first, as Stripe pages every list. */
  function listWebhookEndpoints(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.listWebhookEndpoints)
    const limit = params.limit === undefined ? 10 : integer(params, 'limit')
    if (limit < 1 || limit > 100) {
      throw invalid('This value must be between 1 and 100.', 'limit')
    }
    const newestFirst = [...webhookEndpoints].reverse()
    const at = (param: string) => {
      const index = newestFirst.findIndex((endpoint) => endpoint.id === params[param])
      if (index === -1) throw noSuch('webhook_endpoint', params[param]!, param)
      return index
    }
    let page: StripeObject[]
    let hasMore: boolean
    if (params.ending_before) {
      const end = at('ending_before')
      page = newestFirst.slice(Math.max(0, end - limit), end)
      hasMore = end - limit > 0
    } else {
      const start = params.starting_after ? at('starting_after') + 1 : 0
      page = newestFirst.slice(start, start + limit)
      hasMore = start + limit < newestFirst.length
    }
    return {
      id: 'list',
      object: 'list',
      data: page,
      has_more: hasMore,
      url: '/v1/webhook_endpoints',
    }
  }

  /** A POST that creates: replayed for a known Idempotency-Key, refused if its parameters differ. */
  function idempotently(
    key: string | undefined,
    fingerprint: string,
    make: () => StripeObject,
  ): { status: number; body: object } {
    const known = key ? idempotent.get(key) : undefined
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new StripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        )
      }
      return known
    }
    let answer: { status: number; body: object }
    try {
      answer = { status: 200, body: make() }
    } catch (error) {
      if (!(error instanceof StripeError)) throw error
      answer = { status: error.status, body: error.body }
    }
    if (key) idempotent.set(key, { fingerprint, ...answer })
    return answer
  }

  function route(
    method: string,
    path: string,
    params: Record<string, string>,
    key: string | undefined,
  ): { status: number; body: object } {
    const ok = (object: StripeObject) => ({
      status: 200,
      body: render(object, expandPaths(params)),
    })
    // Stripe saves the first answer under its key and sends that same answer again.
    const creates = (make: () => StripeObject) =>
      idempotently(key, `${path}?${new URLSearchParams(params)}`, () =>
        render(make(), expandPaths(params)),
      )

    const failure = failingPaths.get(path)?.shift()
    if (failure) throw stripeFailure(failure)
    if (method === 'POST' && path === '/v1/payment_intents') {
      const status = failures.shift()
      if (status) throw new StripeError(status, 'api_error', 'Fake failure')
      if (failingOrders.has(params['metadata[orderId]'] ?? '')) throw invalid('Fake failure')
      return creates(() => paymentIntent(params))
    }
    if (method === 'POST' && path === '/v1/customers') return creates(() => customer(params))
    if (method === 'POST' && path === '/v1/refunds') return creates(() => refund(params))
    if (method === 'GET' && path === '/v1/refunds') {
      requireKnown(params, parameters.listRefunds)
      const refunds = [...objects.values()].filter(
        (o) =>
          o.object === 'refund' &&
          (!params.charge || o.charge === params.charge) &&
          (!params.payment_intent || o.payment_intent === params.payment_intent),
      )
      return ok({ id: 'list', object: 'list', data: refunds, has_more: false, url: '/v1/refunds' })
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      requireKnown(params, parameters.listInvoicePayments)
      const intentId = params['payment[payment_intent]']
      const data = [...objects.values()].filter(
        (o) =>
          o.object === 'invoice_payment' &&
          (!params.invoice || o.invoice === params.invoice) &&
          (!intentId || (o.payment as { payment_intent: string }).payment_intent === intentId),
      )
      // Newest first, as Stripe lists.
      data.reverse()
      return ok({ id: 'list', object: 'list', data, has_more: false, url: '/v1/invoice_payments' })
    }
    if (method === 'POST' && path === '/v1/prices') return creates(() => price(params))
    if (method === 'POST' && path === '/v1/setup_intents') return creates(() => setupIntent(params))
    const setupPath = /^\/v1\/setup_intents\/([^/]+)$/.exec(path)
    if (method === 'GET' && setupPath) {
      requireKnown(params, parameters.retrieve)
      return ok(find('setup_intent', setupPath[1]!))
    }
    const invoicePath = /^\/v1\/invoices\/([^/]+)$/.exec(path)
    if (method === 'GET' && invoicePath) {
      requireKnown(params, parameters.retrieve)
      return ok(find('invoice', invoicePath[1]!))
    }
    const invoicePay = /^\/v1\/invoices\/([^/]+)\/pay$/.exec(path)
    if (method === 'POST' && invoicePay) {
      return ok(payOpenInvoice(find('invoice', invoicePay[1]!), params))
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      return creates(() => subscription(params))
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
    if (method === 'GET' && intent) {
      requireKnown(params, parameters.retrieve)
      return ok(find('payment_intent', intent[1]!))
    }
    if (method === 'POST' && path === '/v1/webhook_endpoints') {
      return creates(() => webhookEndpoint(params))
    }
    if (method === 'GET' && path === '/v1/webhook_endpoints') {
      return ok(listWebhookEndpoints(params))
    }
    const endpointPath = /^\/v1\/webhook_endpoints\/([^/]+)$/.exec(path)
    if (endpointPath) {
      const existing = find('webhook_endpoint', endpointPath[1]!)
      if (method === 'GET') {
        requireKnown(params, parameters.retrieve)
        return ok(existing)
      }
      if (method === 'POST') return ok(updateWebhookEndpoint(existing, params))
      if (method === 'DELETE') {
        objects.delete(existing.id)
        webhookEndpoints.splice(webhookEndpoints.indexOf(existing), 1)
        return { status: 200, body: { id: existing.id, object: 'webhook_endpoint', deleted: true } }
      }
    }
    const subscriptionPath = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)
    if (subscriptionPath) {
      const existing = find('subscription', subscriptionPath[1]!)
      if (method === 'GET') {
        requireKnown(params, parameters.retrieve)
        return ok(existing)
      }
      if (method === 'POST') return ok(updateSubscription(existing, params))
      if (method === 'DELETE') return ok(cancelSubscription(existing, params))
    }
    throw new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}).`,
    )
  }

  // --- What Stripe does once the card is confirmed (test helpers) ---

  function succeedPayment(id: string) {
    return structuredClone(charged(find('payment_intent', id)))
  }

  /** A PaymentIntent's card charged: a succeeded charge, the intent succeeded. */
  function charged(intent: StripeObject) {
    const charge = store({
      id: newId('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      metadata: intent.metadata,
    })
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: newId('pm'),
      last_payment_error: null,
    })
    return intent
  }

  /** The donor's new card or bank account was saved: the SetupIntent succeeded. */
  function succeedSetup(id: string, options: { declines?: boolean } = {}) {
    const intent = find('setup_intent', id)
    const paymentMethod = options.declines ? declinedCard : newId('pm')
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod })
    return structuredClone(intent)
  }

  /** A bank debit was submitted: the PaymentIntent waits days for the bank (ACH). */
  function processPayment(id: string) {
    const intent = find('payment_intent', id)
    Object.assign(intent, { status: 'processing', payment_method: newId('pm') })
    return structuredClone(intent)
  }

  function failPayment(id: string) {
    const intent = find('payment_intent', id)
    Object.assign(intent, {
      status: 'requires_payment_method',
      amount_received: 0,
      last_payment_error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    })
    return structuredClone(intent)
  }

  function openInvoice(subscriptionId: string) {
    const sub = find('subscription', subscriptionId)
    const latest = objects.get(sub.latest_invoice as string)
    return { sub, invoice: latest?.status === 'open' ? latest : invoiceFor(sub) }
  }

  function payInvoice(subscriptionId: string) {
    const { sub, invoice } = openInvoice(subscriptionId)
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
    })
    // The invoice's PaymentIntent, charged, and the invoice payment that links the two (how a
    // refund of one monthly payment finds what to refund).
    const intent = invoiceIntent(invoice)
    charged(intent)
    linkPayment(invoice, intent, 'paid')
    sub.status = 'active'
    return structuredClone(invoice)
  }

  /** The PaymentIntent behind an invoice's confirmation secret, made when first needed. */
  function invoiceIntent(invoice: StripeObject) {
    const secret = included.get(invoice.id)?.confirmation_secret as { client_secret: string }
    const intentId = secret.client_secret.split('_secret_')[0]!
    return (
      objects.get(intentId) ??
      store({
        id: intentId,
        object: 'payment_intent',
        amount: invoice.amount_due,
        amount_received: 0,
        currency: invoice.currency,
        client_secret: secret.client_secret,
        created: nowSeconds(),
        customer: invoice.customer,
        description: null,
        latest_charge: null,
        livemode: false,
        metadata: {},
        payment_method: null,
        receipt_email: null,
        status: 'requires_payment_method',
      })
    )
  }

  function linkPayment(invoice: StripeObject, intent: StripeObject, status: 'open' | 'paid') {
    store({
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: status === 'paid' ? invoice.amount_due : 0,
      currency: invoice.currency,
      is_default: true,
      livemode: false,
      status,
      payment: { type: 'payment_intent', payment_intent: intent.id },
    })
  }

  /** A bank debit for the subscription's open invoice was submitted: its PaymentIntent processes. */
  function processInvoice(subscriptionId: string) {
    const { invoice } = openInvoice(subscriptionId)
    const intent = invoiceIntent(invoice)
    Object.assign(intent, { status: 'processing', payment_method: newId('pm') })
    linkPayment(invoice, intent, 'open')
    return structuredClone(intent)
  }

  function failInvoice(subscriptionId: string, { retriesExhausted = false } = {}) {
    const sub = find('subscription', subscriptionId)
    const invoice = invoiceFor(sub)
    invoice.attempted = true
    sub.status = retriesExhausted ? 'unpaid' : 'past_due'
    return structuredClone(invoice)
  }

  function chargeOf(paymentIntentId: string, param = 'payment_intent'): StripeObject {
    const intent = find('payment_intent', paymentIntentId, param)
    if (intent.status !== 'succeeded' || typeof intent.latest_charge !== 'string') {
      throw invalid(
        `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
        param,
        'charge_not_refundable',
      )
    }
    return find('charge', intent.latest_charge)
  }

  /** A refund as Stripe makes it: never more than is left on the charge. */
  function makeRefund(charge: StripeObject, amount: number, params: Record<string, string>) {
    const left = (charge.amount as number) - (charge.amount_refunded as number)
    if (amount < 1 || (amount > left && !overRefunds)) {
      throw invalid(
        `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
        'amount',
        'amount_too_large',
      )
    }
    charge.amount_refunded = (charge.amount_refunded as number) + amount
    charge.refunded = charge.amount_refunded === charge.amount
    return store({
      id: newId('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      reason: params.reason ?? null,
      metadata: metadataOf(params),
      status: 'succeeded',
      created: nowSeconds(),
    })
  }

  function refund(params: Record<string, string>): StripeObject {
    requireKnown(params, parameters.createRefund)
    const charge = params.charge
      ? find('charge', params.charge, 'charge')
      : chargeOf(required(params, 'payment_intent'))
    const left = (charge.amount as number) - (charge.amount_refunded as number)
    const amount = params.amount === undefined ? left : integer(params, 'amount')
    return makeRefund(charge, amount, params)
  }

  function refundInDashboard(
    paymentIntentId: string,
    amount?: number,
    metadata: Record<string, string> = {},
  ) {
    const charge = chargeOf(paymentIntentId)
    const left = (charge.amount as number) - (charge.amount_refunded as number)
    const params = Object.entries(metadata).map(([key, value]) => [`metadata[${key}]`, value])
    makeRefund(charge, amount ?? left, Object.fromEntries(params))
    return structuredClone(charge)
  }

  function dispute(paymentIntentId: string) {
    const charge = chargeOf(paymentIntentId)
    charge.disputed = true
    return structuredClone(
      store({
        id: newId('dp'),
        object: 'dispute',
        amount: charge.amount,
        charge: charge.id,
        payment_intent: paymentIntentId,
        currency: charge.currency,
        reason: 'fraudulent',
        status: 'needs_response',
        created: nowSeconds(),
      }),
    )
  }

  const helpers: Record<string, (id: string) => StripeObject> = {
    succeed: succeedPayment,
    'succeed-setup': succeedSetup,
    process: processPayment,
    fail: failPayment,
    'pay-invoice': payInvoice,
    'process-invoice': processInvoice,
    'fail-invoice': failInvoice,
    // Not a move: an object as Stripe holds it now (the e2e journeys check what was asked).
    retrieve: (id) => {
      const object = objects.get(id)
      if (!object) throw noSuch('object', id, 'id')
      return structuredClone(object)
    },
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const method = req.method ?? 'GET'
    const body = Object.fromEntries(new URLSearchParams(await readBody(req)))
    const query = Object.fromEntries(url.searchParams)
    const key = header(req, 'idempotency-key')
    const params = method === 'POST' ? body : query
    requests.push({
      method,
      path: url.pathname,
      query,
      idempotencyKey: key,
      body,
      expand: expandPaths(params),
    })

    try {
      // The e2e journeys steer the fake from another process.
      const failOrder = /^\/__fake\/fail-order\/(\d+)$/.exec(url.pathname)
      if (method === 'POST' && failOrder) {
        failingOrders.add(failOrder[1]!)
        return send(res, 200, { failing: failOrder[1] })
      }
      const helper = /^\/__fake\/([\w-]+)\/([^/]+)$/.exec(url.pathname)
      if (method === 'POST' && helper && helpers[helper[1]!]) {
        return send(res, 200, helpers[helper[1]!]!(helper[2]!))
      }
      const version = header(req, 'stripe-version')
      if (version !== fakeApiVersion) {
        throw invalid(
          `This fake follows Stripe API version ${fakeApiVersion}; the request asked for ${version}. Check test/fake-stripe.ts against the new version's changelog before raising it.`,
        )
      }
      const answer = route(method, url.pathname, params, key)
      const losing = losingPaths.get(url.pathname) ?? 0
      if (losing > 0) {
        losingPaths.set(url.pathname, losing - 1)
        return res.socket?.destroy()
      }
      send(res, answer.status, answer.body)
    } catch (error) {
      if (!(error instanceof StripeError)) throw error
      send(res, error.status, error.body)
    }
  })
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const signer = new Stripe('sk_test_signer')

  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  return {
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    requests,
    failNext(status) {
      failures = [...failures, status]
    },
    failOrder(orderId) {
      failingOrders.add(String(orderId))
    },
    loseAnswersAt(path, times) {
      losingPaths.set(path, (losingPaths.get(path) ?? 0) + times)
    },
    allowOverRefunds() {
      overRefunds = true
    },
    failNextAt(path, status) {
      failingPaths.set(path, [...(failingPaths.get(path) ?? []), status])
    },
    resetFailures() {
      failingPaths.clear()
      failures.length = 0
    },
    retrieve: (id) => {
      const object = objects.get(id)
      return object && structuredClone(object)
    },
    succeedPayment,
    succeedSetup,
    processPayment,
    failPayment,
    payInvoice,
    processInvoice,
    intentOfInvoice: (invoiceId: string) => {
      const payment = [...objects.values()].find(
        (o) => o.object === 'invoice_payment' && o.invoice === invoiceId && o.is_default,
      )
      if (!payment) throw new Error(`No payment of invoice ${invoiceId}`)
      return (payment.payment as { payment_intent: string }).payment_intent
    },
    addInvoicePayment: (invoiceId, { status, payment }) => {
      const invoice = find('invoice', invoiceId)
      store({
        id: newId('inpay'),
        object: 'invoice_payment',
        invoice: invoice.id,
        amount_paid: status === 'paid' ? invoice.amount_due : 0,
        currency: invoice.currency,
        is_default: false,
        livemode: false,
        status,
        payment,
      })
    },
    failInvoice,
    refundInDashboard,
    dispute,
    signedEvent(event, timestamp) {
      const payload = JSON.stringify(event)
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        ...(timestamp === undefined ? {} : { timestamp }),
      })
      return { payload, signature }
    },
    close,
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

function send(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Request-Id': `req_${randomBytes(7).toString('hex')}`,
    'Stripe-Version': fakeApiVersion,
  })
  res.end(JSON.stringify(body))
}
