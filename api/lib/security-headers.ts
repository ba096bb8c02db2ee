import { secureHeaders } from 'hono/secure-headers'

const stripeJs = 'https://js.stripe.com'

/** Strict by default; Stripe's script, frames and API are allowed ahead of the Shop issue. */
export function securityHeaders(options: { imageOrigins?: string[] } = {}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", stripeJs],
      frameSrc: [stripeJs, 'https://hooks.stripe.com'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      // Uploaded product photos may live in a bucket of their own (S3_PUBLIC_URL, decision 033).
      imgSrc: ["'self'", 'data:', 'https://*.stripe.com', ...(options.imageOrigins ?? [])],
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
