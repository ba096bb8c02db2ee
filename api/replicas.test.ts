import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { validContact } from '../test/factories'
import { type FakeStripe, fakeApiVersion, startFakeStripe } from '../test/fake-stripe'
import { databaseUrl } from '../test/postgres-url'
import { cookieFrom } from '../test/sessions'
import { intentIdOf } from '../test/stripe-events'
import '../test/provided'
import { sweepJob } from './maintenance'

/**
 * Scale-out (issue 17): two app processes started at the same moment on one fresh Postgres
 * database, behind a round-robin proxy, behave as one site. Postgres only: PGlite is one process.
 */
const config = inject('testDatabase')
const admin = { username: 'replica-admin', password: 'Lantern-Orchard-Tide-42' }
const journal = JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as {
  entries: unknown[]
}

describe.skipIf(config.kind !== 'postgres')('two replicas on one Postgres database', () => {
  const url = config.kind === 'postgres' ? config.url : ''
  const name = `brightminds_replicas_${randomBytes(4).toString('hex')}`
  const server = postgres(url, { max: 1, onnotice: () => {} })
  let sql: postgres.Sql
  let fake: FakeStripe
  let replicas: Replica[] = []
  let proxy: Server
  let viaProxy: string

  beforeAll(async () => {
    await server.unsafe(`create database "${name}"`)
    sql = postgres(databaseUrl(url, name), { max: 2, onnotice: () => {} })
    fake = await startFakeStripe()
    const env = {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(url, name),
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SEED_DEMO_DATA: 'true',
      LOG_REQUESTS: 'false',
      LOGIN_FREE_FAILURES: '3',
      DONATION_LINK_SECRET: 'replica-test-link-secret-replica-test-link-secret',
      ...fake.env,
    }
    // Both at once: their migrations, admin bootstrap, seeding and first sweep race.
    replicas = await Promise.all([startReplica(env), startReplica(env)])
    ;({ proxy, url: viaProxy } = await roundRobin(replicas.map((replica) => replica.url)))
  }, 180_000)

  afterAll(async () => {
    proxy?.close()
    await Promise.all(replicas.map((replica) => replica.stop()))
    await fake?.close()
    await sql?.end()
    await server.unsafe(`drop database if exists "${name}" with (force)`)
    await server.end()
  }, 60_000)

  it('both become ready; each migration ran once and the admin exists once', async () => {
    for (const replica of replicas) {
      expect((await fetch(`${replica.url}/api/health`)).status).toBe(200)
      expect(replica.process.exitCode).toBeNull()
    }
    const [migrations] = await sql`select count(*)::int as n from drizzle.__drizzle_migrations`
    expect(migrations!.n).toBe(journal.entries.length)
    const admins = await sql`select is_admin from users where username = ${admin.username}`
    expect(admins).toEqual([{ is_admin: true }])
  })

  it('a session made through one replica works on the other', async () => {
    const [a, b] = replicas as [Replica, Replica]
    const cookie = cookieFrom(await post(a.url, '/api/login', admin))
    const me = await fetch(`${b.url}/api/user`, { headers: { Cookie: cookie } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ username: admin.username })
  })

  it('a sign-in limit counts the attempts made on both', async () => {
    const wrong = { username: 'someone-else', password: 'not-the-password' }
    const statuses = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await post(viaProxy, '/api/login', wrong)).status)
    }
    // Three free failures, alternating replicas; the fourth is refused wherever it lands.
    expect(statuses).toEqual([401, 401, 401, 429])
  })

  it('an order sent to both with one Idempotency-Key is placed once, and paid once', async () => {
    const [a, b] = replicas as [Replica, Replica]
    const cookie = cookieFrom(await post(a.url, '/api/login', admin))
    const [product] = await sql`select id, price_cents from products order by id limit 1`
    const price = Number(product!.price_cents) / 100
    const order = {
      items: [{ productId: product!.id, quantity: 1, price }],
      total: price >= 50 ? price : Math.round((price + 5.99) * 100) / 100,
      shippingMethod: 'standard',
      contact: validContact(),
    }
    const key = randomUUID()
    const answers = await Promise.all(
      [a, b].map((replica) =>
        post(replica.url, '/api/orders', order, { Cookie: cookie, 'Idempotency-Key': key }),
      ),
    )
    const placed = await Promise.all(
      answers.map((answer) => answer.json() as Promise<{ id: number }>),
    )
    expect(answers.map((answer) => answer.ok)).toEqual([true, true])
    expect(placed[0]!.id).toBe(placed[1]!.id)
    const rows = await sql`select count(*)::int as n from orders where id = ${placed[0]!.id}`
    expect(rows[0]!.n).toBe(1)

    // Stripe retries a webhook, here to both replicas at once: it is applied once.
    const payment = await post(
      a.url,
      '/api/create-payment-intent',
      { orderId: placed[0]!.id },
      {
        Cookie: cookie,
      },
    )
    const { clientSecret } = (await payment.json()) as { clientSecret: string }
    const created = Math.floor(Date.now() / 1000)
    const event = {
      id: `evt_replicas_${randomBytes(4).toString('hex')}`,
      object: 'event',
      api_version: fakeApiVersion,
      type: 'payment_intent.succeeded',
      created,
      livemode: false,
      pending_webhooks: 1,
      data: { object: fake.succeedPayment(intentIdOf(clientSecret)) },
    }
    const { payload, signature } = fake.signedEvent(event, created)
    const deliveries = await Promise.all(
      [a, b].map((replica) =>
        fetch(`${replica.url}/api/stripe/webhook`, {
          method: 'POST',
          body: payload,
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        }),
      ),
    )
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200])
    const events = await sql`select count(*)::int as n from stripe_events where id = ${event.id}`
    expect(events[0]!.n).toBe(1)
    const [paid] = await sql`select status from orders where id = ${placed[0]!.id}`
    expect(paid!.status).toBe('paid')
    const receipts = await sql`
      select count(*)::int as n from outbox
      where "to" = ${order.contact.email} and subject ilike ${`%order #${placed[0]!.id} is confirmed%`}`
    expect(receipts[0]!.n).toBe(1)
  })

  it('the expiry sweep both replicas scheduled at start ran once', async () => {
    const [run] = await sql`select runs from maintenance_runs where name = ${sweepJob}`
    expect(run).toEqual({ runs: 1 })
  })
})

interface Replica {
  url: string
  process: ChildProcess
  stop(): Promise<void>
}

/** `npm start`'s server (the API alone) on a free port, once its health check answers. */
async function startReplica(env: Record<string, string>): Promise<Replica> {
  const port = await freePort()
  const child = spawn('node_modules/.bin/tsx', ['api/main.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let lines = 0
  let wake = () => {}
  child.stdout.on('data', (chunk) => {
    output += chunk
    lines++
    wake()
  })
  child.stderr.on('data', (chunk) => (output += chunk))
  let stopped = false
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  void exited.then(() => (stopped = true))
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (!stopped) child.kill('SIGTERM')
    await exited
  }
  // Ready when /api/health answers: the server listens (and says so) only after migrating,
  // bootstrapping the admin and seeding, so each line it prints is the moment to ask again.
  for (;;) {
    const printed = lines
    if (await healthy(url)) break
    if (stopped) throw new Error(`A replica stopped while starting:\n${output}`)
    if (lines === printed) await Promise.race([exited, new Promise<void>((r) => (wake = r))])
  }
  return { url, process: child, stop }
}

async function healthy(url: string) {
  try {
    return (await fetch(`${url}/api/health`)).ok
  } catch {
    return false
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** A load balancer in miniature: each request to the next replica in turn. */
async function roundRobin(targets: string[]) {
  let next = 0
  const proxy = createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]!)
    const upstream = forward(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    upstream.once('error', (error) => response.writeHead(502).end(String(error)))
    request.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  return { proxy, url: `http://127.0.0.1:${port}` }
}

function post(origin: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}
