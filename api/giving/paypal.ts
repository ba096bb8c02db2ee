import type { Env } from '../env'
import { describeError } from '../lib/errors'
import { log } from '../lib/log'

/**
 * PayPal's REST API (Orders v2) for one-time gifts (decision 041): server-side order creation and
 * capture with an OAuth client-credentials token, refunds of a capture (Payments v2, decision
 * 076), and webhook signatures checked through PayPal's verification API. Null when PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET are not set.
 */
export interface PayPal {
  clientId: string
  /** PAYPAL_WEBHOOK_ID: without it the webhook answers 503 (nothing can be verified). */
  webhookId: string | undefined
  createOrder(input: {
    amountCents: number
    customId: string
    description: string
    requestId: string
  }): Promise<{ id: string }>
  captureOrder(orderId: string, requestId: string): Promise<PayPalCapture>
  /**
   * Refunds `amountCents` of a capture (decision 076). The same `requestId` asked again (PayPal
   * keeps it 45 days) answers the refund already made instead of making another.
   */
  refundCapture(input: {
    captureId: string
    amountCents: number
    requestId: string
    /** Names our pending refund, so PayPal's webhook for it is matched to it. */
    customId: string
    noteToPayer: string
  }): Promise<PayPalRefund>
  verifyWebhook(headers: Record<string, string | undefined>, event: unknown): Promise<boolean>
}

/** What a capture answers, as far as the gift needs it. */
export interface PayPalCapture {
  status: string
  captureId: string | undefined
  customId: string | undefined
  amountCents: number
  currency: string | undefined
}

/** A refund PayPal made (or is making: PENDING), or refused after all (FAILED, CANCELLED). */
export interface PayPalRefund {
  id: string
  status: string
  amountCents: number
}

export class PayPalError extends Error {
  constructor(
    readonly status: number,
    readonly name_: string | undefined,
    message: string,
  ) {
    super(message)
  }
}

const toCents = (value: string | undefined) => Math.round(Number(value ?? 'NaN') * 100)

export function createPayPal(env: Env): PayPal | null {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null
  const base = env.PAYPAL_API_BASE
  const basic = Buffer.from(`${env.PAYPAL_CLIENT_ID}:${env.PAYPAL_CLIENT_SECRET}`).toString(
    'base64',
  )
  let token: { value: string; expiresAt: number } | undefined

  async function accessToken() {
    if (token && token.expiresAt > Date.now() + 60_000) return token.value
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(20_000),
    })
    if (!response.ok) throw new PayPalError(response.status, undefined, 'PayPal refused the token')
    const body = (await response.json()) as { access_token: string; expires_in: number }
    token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 }
    return token.value
  }

  async function call<T>(path: string, body: unknown, requestId?: string): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await accessToken()}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
        ...(requestId ? { 'PayPal-Request-Id': requestId } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    const answer = (await response.json().catch(() => ({}))) as T & {
      name?: string
      message?: string
    }
    if (!response.ok) {
      throw new PayPalError(response.status, answer.name, answer.message ?? `PayPal ${path} failed`)
    }
    return answer
  }

  return {
    clientId: env.PAYPAL_CLIENT_ID,
    webhookId: env.PAYPAL_WEBHOOK_ID,
    async createOrder(input) {
      return call<{ id: string }>(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              custom_id: input.customId,
              description: input.description,
              amount: { currency_code: 'USD', value: (input.amountCents / 100).toFixed(2) },
            },
          ],
          payment_source: {
            paypal: { experience_context: { shipping_preference: 'NO_SHIPPING' } },
          },
        },
        input.requestId,
      )
    },
    async captureOrder(orderId, requestId) {
      const order = await call<{
        status: string
        purchase_units?: {
          payments?: {
            captures?: {
              id: string
              status: string
              custom_id?: string
              amount?: { value: string; currency_code: string }
            }[]
          }
        }[]
      }>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId)
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0]
      return {
        status: capture?.status ?? order.status,
        captureId: capture?.id,
        customId: capture?.custom_id,
        amountCents: toCents(capture?.amount?.value),
        currency: capture?.amount?.currency_code,
      }
    },
    async refundCapture(input) {
      const refund = await call<{ id: string; status: string; amount?: { value: string } }>(
        `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`,
        {
          amount: { currency_code: 'USD', value: (input.amountCents / 100).toFixed(2) },
          custom_id: input.customId,
          note_to_payer: input.noteToPayer.slice(0, 255),
        },
        input.requestId,
      )
      return {
        id: refund.id,
        status: refund.status,
        amountCents: refund.amount ? toCents(refund.amount.value) : input.amountCents,
      }
    },
    async verifyWebhook(headers, event) {
      if (!env.PAYPAL_WEBHOOK_ID) return false
      try {
        const answer = await call<{ verification_status: string }>(
          '/v1/notifications/verify-webhook-signature',
          {
            auth_algo: headers['paypal-auth-algo'],
            cert_url: headers['paypal-cert-url'],
            transmission_id: headers['paypal-transmission-id'],
            transmission_sig: headers['paypal-transmission-sig'],
            transmission_time: headers['paypal-transmission-time'],
            webhook_id: env.PAYPAL_WEBHOOK_ID,
            webhook_event: event,
          },
        )
        return answer.verification_status === 'SUCCESS'
      } catch (error) {
        log.error(`Verifying a PayPal webhook failed: ${describeError(error)}`)
        return false
      }
    },
  }
}
