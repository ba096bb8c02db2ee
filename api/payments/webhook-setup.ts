import Stripe from 'stripe'
import { describeError } from '../lib/errors'
import { log } from '../lib/log'
import {
  type HandledStripeEvent,
  handledStripeEvents,
  handledStripeEventTypes,
} from './handled-stripe-events'
import type { Payments } from './stripe'

/** How long an answer is kept: staff reload /admin often, Stripe's settings change rarely. */
export const webhookCheckCacheSeconds = 60

/** One request, soon over: a page waits for this, and Stripe being down must not hold it. */
const stripeRequestOptions = { timeout: 5_000, maxNetworkRetries: 0 }

/** A webhook endpoint in Stripe that delivers to this site. */
export interface MatchingEndpoint {
  id: string
  url: string
  /** Stripe disables an endpoint that has failed for days, or staff do: it then sends nothing. */
  status: 'enabled' | 'disabled'
  /** The version Stripe renders its events in; null: the account's default. */
  apiVersion: string | null
  /** Handled events it is not set to send. */
  missing: HandledStripeEvent[]
}

interface SetupBase {
  /** Where Stripe must deliver: the site's public origin and the webhook's path. */
  webhookUrl: string
  /** STRIPE_WEBHOOK_SECRET: without it the webhook refuses every event (503). */
  signingSecretSet: boolean
  /** The API version the server's SDK expects events in (README, Payments). */
  expectedApiVersion: string
  /** When Stripe was asked (ISO); null when it was not. */
  checkedAt: string | null
  /** Every handled event; `sent`: an enabled endpoint to this site sends it (null: unknown). */
  events: { type: HandledStripeEvent; purpose: string; sent: boolean | null }[]
}

/** Whether Stripe sends this site the events it handles (decision 051). */
export type WebhookSetup = SetupBase &
  (
    | { state: 'not-configured' }
    /** `unreachable`: no answer or a 5xx; `refused`: the key may not read webhook endpoints. */
    | { state: 'unavailable'; reason: 'unreachable' | 'refused'; stripeMessage: string }
    /** No endpoint delivers to `webhookUrl`; the URLs the account's endpoints do deliver to. */
    | { state: 'no-endpoint'; otherUrls: string[] }
    /** `missing`: handled events no endpoint here is set to send. */
    | { state: 'checked'; endpoints: MatchingEndpoint[]; missing: HandledStripeEvent[] }
  )

const answers = new WeakMap<Payments, { expiresAt: number; answer: Promise<WebhookSetup> }>()

/**
 * What Stripe's webhook endpoints API says about the endpoint(s) delivering to `webhookUrl`,
 * kept for a minute per Stripe client (concurrent callers share one request); `refresh` asks
 * again. Never throws for Stripe: its failure is a state.
 */
export function checkWebhookSetup(
  payments: Payments | null,
  options: { webhookUrl: string; now: Date; refresh?: boolean },
): Promise<WebhookSetup> {
  const base: SetupBase = {
    webhookUrl: options.webhookUrl,
    signingSecretSet: Boolean(payments?.webhookSecret),
    expectedApiVersion: Stripe.API_VERSION,
    checkedAt: null,
    events: eventsSent(null),
  }
  if (!payments) return Promise.resolve({ ...base, state: 'not-configured' })
  const now = options.now.getTime()
  const cached = answers.get(payments)
  if (cached && cached.expiresAt > now && !options.refresh) return cached.answer
  const answer = askStripe(payments, { ...base, checkedAt: options.now.toISOString() })
  answers.set(payments, { expiresAt: now + webhookCheckCacheSeconds * 1000, answer })
  return answer
}

async function askStripe(payments: Payments, base: SetupBase): Promise<WebhookSetup> {
  let all: Stripe.WebhookEndpoint[]
  try {
    all = await payments.stripe.webhookEndpoints
      .list({ limit: 100 }, stripeRequestOptions)
      .autoPagingToArray({ limit: 1000 })
  } catch (error) {
    log.warn(`Listing Stripe's webhook endpoints failed: ${describeError(error)}`)
    const type = error instanceof Stripe.errors.StripeError ? error.type : undefined
    const refused = type === 'StripeAuthenticationError' || type === 'StripePermissionError'
    return {
      ...base,
      state: 'unavailable',
      reason: refused ? 'refused' : 'unreachable',
      stripeMessage: error instanceof Error ? error.message : String(error),
    }
  }
  const target = comparableUrl(base.webhookUrl)
  const matching = all.filter((endpoint) => comparableUrl(endpoint.url) === target)
  if (matching.length === 0) {
    const otherUrls = all.map((endpoint) => endpoint.url)
    return { ...base, state: 'no-endpoint', events: eventsSent([]), otherUrls }
  }
  const endpoints: MatchingEndpoint[] = matching.map((endpoint) => ({
    id: endpoint.id,
    url: endpoint.url,
    status: endpoint.status === 'enabled' ? 'enabled' : 'disabled',
    apiVersion: endpoint.api_version,
    missing: handledStripeEventTypes.filter((type) => !sends(endpoint, type)),
  }))
  return {
    ...base,
    state: 'checked',
    events: eventsSent(endpoints),
    endpoints,
    missing: handledStripeEventTypes.filter((type) =>
      endpoints.every((endpoint) => endpoint.missing.includes(type)),
    ),
  }
}

/** `*` is every event (Stripe's wildcard). */
function sends(endpoint: Stripe.WebhookEndpoint, type: HandledStripeEvent) {
  return endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type)
}

function eventsSent(endpoints: MatchingEndpoint[] | null): SetupBase['events'] {
  return handledStripeEventTypes.map((type) => ({
    type,
    purpose: handledStripeEvents[type],
    sent:
      endpoints?.some(
        (endpoint) => endpoint.status === 'enabled' && !endpoint.missing.includes(type),
      ) ?? null,
  }))
}

/**
 * Scheme, host, port and path, as the webhook route sees them: host case and a default port do
 * not matter; a trailing slash does (the route is strict, Stripe would get a 404).
 */
function comparableUrl(url: string) {
  if (!URL.canParse(url)) return url
  const parsed = new URL(url)
  return `${parsed.origin}${parsed.pathname}`
}
