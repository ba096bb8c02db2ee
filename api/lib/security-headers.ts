import type { MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from '../app-env'

const stripeJs = 'https://js.stripe.com'

/** PayPal's JS SDK and its buttons' frames, when PayPal giving is on (decision 041). */
const paypalOrigins = ['https://www.paypal.com', 'https://*.paypal.com']

/** Strict by default; Stripe's (and, when configured, PayPal's) script, frames and API allowed. */
export function securityHeaders(
  options: { imageOrigins?: string[]; paypal?: boolean } = {},
): MiddlewareHandler<AppEnv> {
  const headers = withHeaders(options)
  return async (c, next) => {
    await headers(c, next)
    // A page served to every signed-out visitor alike names its scripts by hash (decision 054).
    const sources = c.get('scriptSources')
    const policy = c.res.headers.get('Content-Security-Policy')
    if (sources && policy) {
      c.res.headers.set('Content-Security-Policy', withScriptSources(policy, sources))
    }
  }
}

/** A policy whose script nonce gives way to the page's script hashes (decision 054). */
export function withScriptSources(policy: string, sources: string[]): string {
  return policy.replace(/'nonce-[^']*'/, sources.join(' ')).replace(/ {2,}/g, ' ')
}

function withHeaders(options: { imageOrigins?: string[]; paypal?: boolean }) {
  const paypal = options.paypal ? paypalOrigins : []
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // A server-rendered page's inline data scripts carry the request's nonce (decision 043).
      scriptSrc: ["'self'", NONCE, stripeJs, ...paypal],
      frameSrc: [stripeJs, 'https://hooks.stripe.com', ...paypal],
      connectSrc: ["'self'", 'https://api.stripe.com', ...paypal],
      // Uploaded product photos may live in a bucket of their own (S3_PUBLIC_URL, decision 033).
      // blob: a photo the page holds itself, shown before it is sent (decision 098).
      imgSrc: [
        "'self'",
        'data:',
        'blob:',
        'https://*.stripe.com',
        ...(options.paypal ? ['https://*.paypalobjects.com', ...paypal] : []),
        ...(options.imageOrigins ?? []),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
  })
}
