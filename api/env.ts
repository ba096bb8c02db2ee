import { existsSync } from 'node:fs'
import * as v from 'valibot'
import { defaultTimeZone, isTimeZone } from '#core/calendar-year'
import { sessionIdleDays } from '#core/cookies'
import { retentionDays } from '#core/retention'

const port = v.pipe(
  v.optional(v.string(), '3000'),
  v.transform(Number),
  v.integer('must be a whole number'),
  v.minValue(0, 'must be 0 or more'),
  v.maxValue(65535, 'must be at most 65535'),
)

function count(fallback: string, min = 1) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.transform(Number),
    v.integer('must be a whole number'),
    v.minValue(min, `must be ${min} or more`),
  )
}

/** A percentage such as 2.2, to two decimals (basis points inside). */
function percent(fallback: string) {
  return v.pipe(
    v.optional(v.string(), fallback),
    v.regex(/^\d{1,2}(\.\d{1,2})?$/, 'must be a percentage such as 2.2'),
    v.transform((text) => Math.round(Number(text) * 100)),
  )
}

const flag = (fallback: 'true' | 'false') => v.optional(v.picklist(['true', 'false']), fallback)

const EnvFields = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres://')),
  ),
  // How long Postgres may keep a request waiting (decision 050); migrations are exempt.
  DATABASE_CONNECT_TIMEOUT_MS: count('1500', 100),
  DATABASE_STATEMENT_TIMEOUT_MS: count('1500', 0),
  DATA_DIR: v.optional(v.string(), 'data'),
  SEED_DEMO_DATA: v.optional(v.picklist(['true', 'false']), 'true'),
  LOG_REQUESTS: v.optional(v.picklist(['true', 'false']), 'true'),
  /** Sends server errors to Sentry or a Sentry-compatible service (`https://key@host/project`). */
  SENTRY_DSN: v.optional(v.pipe(v.string(), v.url('SENTRY_DSN: a URL like https://key@host/1'))),
  /** Opens GET /metrics (Prometheus) to `Authorization: Bearer <token>`; unset, it is not served. */
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN: at least 16 characters')),
  ),
  BODY_LIMIT_BYTES: v.pipe(v.optional(v.string(), '65536'), v.transform(Number), v.integer()),

  TRUST_PROXY: flag('false'),
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://example.org (no path)'),
    ),
  ),
  SESSION_DAYS: count(String(sessionIdleDays)),
  SESSION_MAX_DAYS: count(String(retentionDays.signIn)),
  ADMIN_USERNAME: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{3,50}$/, 'must be 3-50 letters, digits, . _ -')),
  ),
  ADMIN_PASSWORD: v.optional(
    v.pipe(v.string(), v.minLength(12, 'must be at least 12 characters'), v.maxLength(128)),
  ),
  ADMIN_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'must start with smtp://'))),
  /** The From of every e-mail; default "<ORG_LEGAL_NAME>" <no-reply@<PUBLIC_ORIGIN's host>>. */
  MAIL_FROM: v.optional(
    v.pipe(v.string(), v.minLength(3), v.includes('@', 'must contain an address')),
  ),
  MAIL_MAX_ATTEMPTS: count('8'),

  LOGIN_FREE_FAILURES: count('5'),
  LOGIN_BACKOFF_SECONDS: count('30'),
  LOGIN_BACKOFF_MAX_SECONDS: count('900'),
  LOGIN_MAX_FAILURES_PER_HOUR: count('100'),
  LOGIN_IP_MAX_FAILURES_PER_HOUR: count('100'),
  REGISTER_PER_IP_PER_HOUR: count('20'),
  PASSWORD_RESET_PER_IP_PER_HOUR: count('10'),
  PASSWORD_RESET_PER_EMAIL_PER_HOUR: count('3'),
  FORMS_PER_IP_PER_HOUR: count('60'),

  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_...)'),
    ),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_...)'),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)')),
  ),
  // Test-only: point the Stripe SDK at a local fake of its API.
  STRIPE_API_HOST: v.optional(v.string()),
  STRIPE_API_PORT: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('must be a whole number'), v.minValue(1)),
  ),
  STRIPE_API_PROTOCOL: v.optional(v.picklist(['http', 'https'])),
  ORDER_HOLD_MINUTES: count('30'),
  ORDER_MAX_UNITS_PER_PRODUCT: count('10'),
  ORDER_MAX_DOLLARS: count('1000'),
  ORDERS_PER_USER_PER_HOUR: count('30'),

  DONATIONS_PER_IP_PER_HOUR: count('10'),
  DONATIONS_PER_EMAIL_PER_HOUR: count('5'),
  DONATION_LINK_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters')),
  ),
  DONATION_LINK_DAYS: count('365'),
  DONATION_MANAGE_LINK_DAYS: count('45'),
  CAMPAIGN_GOAL_DOLLARS: count('50000'),
  ORG_LEGAL_NAME: v.optional(v.string(), 'BrightMinds Foundation'),
  ORG_EIN: v.optional(
    v.pipe(v.string(), v.regex(/^\d{2}-\d{7}$/, 'must be an EIN like 12-3456789')),
  ),
  ORG_ADDRESS: v.optional(v.string(), '120 Learning Lane, Suite 4, Austin, TX 78701'),
  // Gifts belong to the year of the day they were made here (statements, receipts, the campaign).
  ORG_TIME_ZONE: v.optional(
    v.pipe(v.string(), v.check(isTimeZone, 'must be an IANA time zone like America/Chicago')),
    defaultTimeZone,
  ),
  // An offline pledge by cheque is offered only with these (decision 038): payee and address.
  CHEQUE_INSTRUCTIONS: v.optional(v.string()),
  // "Cover the fees" (decision 038): the processor's rates the gross-up uses.
  FEE_CARD_PERCENT: percent('2.2'),
  FEE_CARD_FIXED_CENTS: count('30', 0),
  FEE_BANK_PERCENT: percent('0.8'),
  FEE_BANK_CAP_CENTS: count('500', 0),
  // PayPal for one-time gifts (decision 041): a REST app's credentials and its webhook's id.
  PAYPAL_CLIENT_ID: v.optional(v.string()),
  PAYPAL_CLIENT_SECRET: v.optional(v.string()),
  PAYPAL_WEBHOOK_ID: v.optional(v.string()),
  // https://api-m.sandbox.paypal.com for the sandbox; tests point it at a local fake.
  PAYPAL_API_BASE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://api-m.paypal.com'),
    ),
    'https://api-m.paypal.com',
  ),
  // Apple Pay's domain-association file as Stripe's dashboard gives it (its contents).
  APPLE_PAY_DOMAIN_ASSOCIATION: v.optional(v.string()),
  // The state charitable-solicitation disclosure shown on /donate and every receipt.
  SOLICITATION_DISCLOSURE: v.optional(v.string()),

  // Product images (decision 033): DATA_DIR/uploads unless an S3-compatible bucket is set.
  S3_BUCKET: v.optional(v.string()),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  S3_REGION: v.optional(v.string()),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https:\/\/[^\s"'<>]+$/, 'must be an https URL')),
  ),

  // Web Push (decision 096): the VAPID key pair `npm run push:keys` prints, and whom push
  // services may contact about this site. Unset, push is off and its choices are hidden.
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{87}$/, 'must be a VAPID public key (npm run push:keys)')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[\w-]{43}$/, 'must be a VAPID private key (npm run push:keys)')),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be mailto:… or https://…'),
    ),
  ),
  // Test-only: push services besides the public ones (https on a named host), such as a local one.
  PUSH_ENDPOINT_ORIGINS: v.optional(v.string()),

  FORUM_NEW_ACCOUNT_HOURS: count('24'),
  FORUM_NEW_ACCOUNT_POSTS: count('5', 0),
  FORUM_NEW_ACCOUNT_COMMENTS: count('20', 0),
  FORUM_PURGE_DELETED_DAYS: count(String(retentionDays.deletedForumItem)),
})

const EnvSchema = v.pipe(
  EnvFields,
  v.forward(
    v.partialCheck(
      [['ADMIN_USERNAME'], ['ADMIN_PASSWORD']],
      (input) => !input.ADMIN_USERNAME || input.ADMIN_PASSWORD !== undefined,
      'is required when ADMIN_USERNAME is set',
    ),
    ['ADMIN_PASSWORD'],
  ),
  v.forward(
    v.partialCheck(
      [['STRIPE_SECRET_KEY'], ['STRIPE_PUBLISHABLE_KEY']],
      (input) => !input.STRIPE_SECRET_KEY === !input.STRIPE_PUBLISHABLE_KEY,
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together or not at all',
    ),
    ['STRIPE_PUBLISHABLE_KEY'],
  ),
  v.forward(
    v.partialCheck(
      [['PAYPAL_CLIENT_ID'], ['PAYPAL_CLIENT_SECRET']],
      (input) => !input.PAYPAL_CLIENT_ID === !input.PAYPAL_CLIENT_SECRET,
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set together or not at all',
    ),
    ['PAYPAL_CLIENT_SECRET'],
  ),
  v.forward(
    v.partialCheck(
      [['VAPID_PUBLIC_KEY'], ['VAPID_PRIVATE_KEY']],
      (input) => !input.VAPID_PUBLIC_KEY === !input.VAPID_PRIVATE_KEY,
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all',
    ),
    ['VAPID_PRIVATE_KEY'],
  ),
  // E-mailed receipt and manage links must survive a restart (docs/decisions/018).
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['DONATION_LINK_SECRET']],
      (input) => input.NODE_ENV !== 'production' || input.DONATION_LINK_SECRET !== undefined,
      'is required when NODE_ENV is production (e.g. `openssl rand -base64 48`)',
    ),
    ['DONATION_LINK_SECRET'],
  ),
  // A live site that takes money states its EIN on /donate, in the footer and on every receipt.
  v.forward(
    v.partialCheck(
      [['NODE_ENV'], ['STRIPE_SECRET_KEY'], ['PAYPAL_CLIENT_ID'], ['ORG_EIN']],
      (input) =>
        input.NODE_ENV !== 'production' ||
        (!input.STRIPE_SECRET_KEY && !input.PAYPAL_CLIENT_ID) ||
        input.ORG_EIN !== undefined,
      'is required when NODE_ENV is production and payments are on (STRIPE_SECRET_KEY or PAYPAL_CLIENT_ID): donors are shown it on /donate and on every receipt',
    ),
    ['ORG_EIN'],
  ),
)

export type Env = v.InferOutput<typeof EnvSchema>

/** Reads a `.env` file into process.env when there is one; variables already set win. */
export function loadDotEnvFile(path: string) {
  if (existsSync(path)) process.loadEnvFile(path)
}

/** The one place that reads process.env: fails at start, naming the bad key. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = v.safeParse(EnvSchema, stripEmpty(source))
  if (!result.success) {
    const problems = result.issues.map(
      (issue) => `${v.getDotPath(issue) ?? '(env)'}: ${issue.message}`,
    )
    throw new Error(`Invalid environment configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.output
}

function stripEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
}
