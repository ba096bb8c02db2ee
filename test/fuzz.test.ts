import { mkdirSync, writeFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { createSession } from '../api/accounts/session-store'
import { loadEnv } from '../api/env'
import { handledStripeEventTypes } from '../api/payments/handled-stripe-events'
import { settingsFrom } from '../api/settings'
import type { Database } from '../db/client'
import {
  insertForumComment,
  insertForumPost,
  insertProduct,
  insertUser,
  testPassword,
  validContact,
  validProgramApplication,
  validRegistration,
  validVolunteerApplication,
} from './factories'
import { startFakePayPal } from './fake-paypal'
import { startFakeStripe } from './fake-stripe'
import {
  extraHeaders,
  hostileNumber,
  hostileString,
  hostileValue,
  mutated,
  pathParam,
  queryString,
  type WireBody,
  wireBody,
} from './fuzz/hostile'
import { createTestApp } from './test-app'

/**
 * The fuzz suite (issue 12): every route the app registers — read from the app, so a new route
 * is fuzzed without touching this file — gets generated bad input, signed out, as a member and as
 * an admin. No answer may be a 5xx, every 4xx is JSON `{ error }`, and after each route the
 * database holds no control character, NaN or malformed address. `FUZZ_RUNS` (default 100 per
 * route) and `FUZZ_SEED` make a run longer or different; `npm run fuzz` prints the counts.
 */
const runs = Number(process.env.FUZZ_RUNS ?? 100)
const seed = Number(process.env.FUZZ_SEED ?? 20261124)

const fake = await startFakeStripe()
afterAll(() => fake.close())
const paypal = await startFakePayPal()
afterAll(() => paypal.close())
const env = {
  ...fake.env,
  ...paypal.env,
  // Room to reach past the throttles (they are tested on their own).
  REGISTER_PER_IP_PER_HOUR: '100000',
  PASSWORD_RESET_PER_IP_PER_HOUR: '100000',
  FORMS_PER_IP_PER_HOUR: '100000',
  LOGIN_IP_MAX_FAILURES_PER_HOUR: '100000',
  ORDERS_PER_USER_PER_HOUR: '100000',
  DONATIONS_PER_IP_PER_HOUR: '100000',
  DONATIONS_PER_EMAIL_PER_HOUR: '100000',
}
const { app, request, db } = await createTestApp({ env })
const sessionPolicy = settingsFrom(loadEnv({ NODE_ENV: 'test', ...env })).sessions

const member = await insertUser(db)
const admin = await insertUser(db, { isAdmin: true })
const product = await insertProduct(db, { stock: 1000 })
const post = await insertForumPost(db, member.id)
await insertForumComment(db, post.id, admin.id)

/** Valid bodies, so mutations get past the first check and into the handlers. */
const validBodies: Record<string, Record<string, unknown>> = {
  'POST /api/login': { username: member.username, password: testPassword },
  'POST /api/register': validRegistration(),
  'PUT /api/account/password': { currentPassword: testPassword, newPassword: testPassword },
  'POST /api/password-reset': { email: member.email },
  'POST /api/password-reset/confirm': { token: 'a'.repeat(52), password: testPassword },
  'POST /api/email-verification': { token: 'a'.repeat(52) },
  'POST /api/email-signup': { email: 'fuzz@example.org', firstName: 'Fu', lastName: 'Zz' },
  'POST /api/volunteer': validVolunteerApplication(),
  'POST /api/program-applications': validProgramApplication(),
  'POST /api/orders': {
    items: [{ productId: product.id, quantity: 1, price: product.priceCents / 100 }],
    total: product.priceCents / 100,
    shippingMethod: 'standard',
    contact: validContact(),
  },
  'POST /api/create-payment-intent': { orderId: 1 },
  'POST /api/donations': {
    amount: 25,
    type: 'one-time',
    name: 'Dana Lee',
    email: 'donor@example.org',
    paymentMethod: 'card',
  },
  'PUT /api/donations/:id/amount': { amount: 30 },
  'POST /api/forum/posts': { title: 'A question', content: 'How do you use the puzzles?' },
  'POST /api/forum/posts/:id/comments': { content: 'A helpful answer.' },
  'POST /api/forum/posts/:id/report': { reason: 'Spam' },
  'POST /api/forum/comments/:id/report': { reason: 'Spam' },
}

interface Route {
  method: string
  path: string
}

/** Every endpoint the app registered (middleware is registered as ALL and is not one). */
const routes: Route[] = [
  ...new Map(
    app.routes
      .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
      .map((route) => [
        `${route.method} ${route.path}`,
        { method: route.method, path: route.path },
      ]),
  ).values(),
]

type Identity = 'anonymous' | 'member' | 'admin'

interface FuzzRequest {
  path: string
  query: string
  identity: Identity
  headers: Record<string, string>
  body: WireBody
}

const takesBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH'

function requestsFor(route: Route): fc.Arbitrary<FuzzRequest> {
  const params = route.path.match(/:\w+/g) ?? []
  const path = fc
    .array(pathParam, { minLength: params.length, maxLength: params.length })
    .map((values) => params.reduce((path, param, i) => path.replace(param, values[i]!), route.path))
  const valid = validBodies[`${route.method} ${route.path}`]
  const json = valid
    ? fc.oneof({ weight: 3, arbitrary: mutated(valid) }, { weight: 1, arbitrary: hostileValue })
    : hostileValue
  return fc.record({
    path,
    query: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, queryString),
    identity: fc.constantFrom<Identity>('anonymous', 'member', 'admin'),
    headers: fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, extraHeaders),
    body: takesBody(route.method) ? wireBody(json) : fc.constant({}),
  })
}

/** A fresh session for the identity: a fuzzed sign-out or password change cannot starve the run. */
async function cookieFor(identity: Identity) {
  if (identity === 'anonymous') return undefined
  const user = identity === 'admin' ? admin : member
  const { token } = await createSession(db, user.id, sessionPolicy, new Date())
  return `session=${token}`
}

const counts = { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }

/** The properties every answer has, whatever was sent. */
async function expectWellFormed(response: Response, sent: string) {
  counts.requests++
  const statusClass = `${Math.floor(response.status / 100)}xx` as keyof typeof counts
  if (statusClass in counts) counts[statusClass]++
  const text = await response.text()
  const detail = `${sent} → ${response.status} ${text.slice(0, 300)}`
  if (response.status >= 500) throw new Error(`5xx: ${detail}`)
  if (response.status >= 400) {
    if (!response.headers.get('Content-Type')?.includes('application/json')) {
      throw new Error(`4xx without JSON: ${detail}`)
    }
    const body = JSON.parse(text) as { error?: unknown }
    if (typeof body.error !== 'string' || body.error === '') {
      throw new Error(`4xx without { error }: ${detail}`)
    }
  }
}

async function send(route: Route, fuzz: FuzzRequest) {
  const headers = new Headers()
  const cookie = await cookieFor(fuzz.identity)
  if (cookie) headers.set('Cookie', cookie)
  for (const [name, value] of Object.entries(fuzz.headers)) headers.set(name, value)
  if (fuzz.body.contentType) headers.set('Content-Type', fuzz.body.contentType)
  const url = `${fuzz.path}${fuzz.query}`
  const response = await request(url, { method: route.method, headers, body: fuzz.body.body })
  const sent = `${route.method} ${url.slice(0, 200)} as ${fuzz.identity} ${JSON.stringify(fuzz.headers).slice(0, 200)} ${fuzz.body.contentType ?? ''} ${(fuzz.body.body ?? '').slice(0, 300)}`
  await expectWellFormed(response, sent)
}

describe.each(routes)('fuzzing $method $path', (route) => {
  it('answers every generated request without a 5xx, errors as JSON, storing nothing invalid', {
    timeout: 20_000 + runs * 100,
  }, async () => {
    // Compared with before, so only the route that stored something invalid fails.
    const before = await invalidStoredValues(db)
    await fc.assert(
      fc.asyncProperty(requestsFor(route), (fuzz) => send(route, fuzz)),
      { seed, numRuns: runs, endOnFailure: true },
    )
    expect(await invalidStoredValues(db)).toEqual(before)
  })
})

/** Signed webhooks (so they pass the signature) whose events are malformed in every way. */
describe('fuzzing signed Stripe events', () => {
  // Every event the webhook handles, and two it does not.
  const eventTypes = [
    ...handledStripeEventTypes,
    'payment_intent.canceled',
    'checkout.session.completed',
  ]
  const stripeObject = fc.record(
    {
      id: fc.oneof(fc.constantFrom('pi_1', 'in_1', 'sub_1'), hostileString),
      object: fc.oneof(fc.constantFrom('payment_intent', 'invoice', 'subscription'), hostileValue),
      amount: hostileNumber,
      amount_received: hostileNumber,
      amount_paid: hostileNumber,
      currency: fc.oneof(fc.constant('usd'), hostileString),
      metadata: fc.oneof(
        fc.record({ orderId: fc.oneof(hostileString, hostileNumber.map(String)) }),
        fc.record({ donationId: fc.oneof(hostileString, hostileNumber.map(String)) }),
        hostileValue,
      ),
      subscription: fc.oneof(hostileString, hostileValue),
    },
    { requiredKeys: [] },
  )
  const events = fc.record(
    {
      id: fc.oneof(fc.constant('evt_fuzz'), hostileString, hostileNumber),
      object: fc.constant('event'),
      api_version: fc.oneof(fc.constant(undefined), hostileString),
      type: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...eventTypes) }, hostileString),
      data: fc.oneof(
        { weight: 3, arbitrary: fc.record({ object: stripeObject }) },
        fc.record({ object: hostileValue }),
        hostileValue,
      ),
    },
    { requiredKeys: ['object', 'type'] },
  )

  it('answers 200 or a JSON 400 to every signed event, never a 5xx', {
    timeout: 20_000 + runs * 400,
  }, async () => {
    const before = await invalidStoredValues(db)
    await fc.assert(
      fc.asyncProperty(events, async (event) => {
        const created = Math.floor(Date.now() / 1000)
        const { payload, signature } = fake.signedEvent({ ...event, created }, created)
        const response = await request('/api/stripe/webhook', {
          method: 'POST',
          body: payload,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        })
        await expectWellFormed(response, `signed event ${payload.slice(0, 400)}`)
      }),
      { seed, numRuns: runs * 4, endOnFailure: true },
    )
    expect(await invalidStoredValues(db)).toEqual(before)
  })
})

afterAll(() => {
  const project = inject('testDatabase').kind
  console.info(
    `fuzz (${project}, ${routes.length} routes, seed ${seed}): ${JSON.stringify(counts)}`,
  )
  mkdirSync('test-results', { recursive: true })
  writeFileSync(
    `test-results/fuzz-${project}.json`,
    JSON.stringify({ project, routes: routes.length, runs, seed, ...counts }),
  )
})

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[]
}

/**
 * What no table may hold, however it was asked to: control characters (C0, DEL and C1) other
 * than tab and line breaks in any text, NaN or infinities in any number, an e-mail column that
 * is not an address. Answers one line per offending table and column.
 */
async function invalidStoredValues(db: Database): Promise<string[]> {
  const columns = rowsOf(
    await db.execute(sql`
      select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'numeric', 'double precision', 'real')`),
  ) as { table_name: string; column_name: string; data_type: string }[]
  const found: string[] = []
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const ref = sql.identifier(column)
    const tests = [
      type === 'text' || type === 'character varying'
        ? sql`${ref} ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f]'`
        : sql`${ref}::text in ('NaN', 'Infinity', '-Infinity')`,
      ...(column.includes('email') ? [sql`${ref} !~ '^[^[:space:]@]+@[^[:space:]@]+$'`] : []),
    ]
    for (const test of tests) {
      const [row] = rowsOf(
        await db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${test}`,
        ),
      )
      if (Number(row!.n) > 0) found.push(`${table}.${column}: ${row!.n} rows where ${type}`)
    }
  }
  return found
}
