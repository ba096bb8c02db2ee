const port = Number(process.env.E2E_PORT ?? 4310)

/** The e2e servers' ports, read by playwright.config.ts and by the journeys that steer the fake. */
export const e2ePorts = {
  /** The app without Stripe keys (desktop and mobile projects). */
  port,
  /** The app with test-mode Stripe keys (the `stripe` project). */
  stripePort: port + 1,
  /** The local fake of the Stripe API that the second app's SDK talks to. */
  fakeStripePort: port + 2,
  /** The test SMTP server the first app delivers its e-mail to. */
  smtpPort: port + 3,
  /** What that SMTP server received, as JSON (`GET /messages`), for the journeys. */
  inboxPort: port + 4,
  /** The local fake of PayPal's REST API that the second app talks to (decision 041). */
  fakePayPalPort: port + 5,
  /**
   * The local push service's control (e2e/server.ts): a device's subscription made there, and
   * what it received, decrypted, for the journeys (decision 096).
   */
  pushControlPort: port + 6,
}
