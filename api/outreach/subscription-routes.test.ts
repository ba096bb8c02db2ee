import { eq, sql } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { outbox, subscribers } from '../../db/schema'
import { createTestApp } from '../../test/test-app'
import { unsubscribeHeaders, unsubscribeToken } from './subscribers'

const secret = 'a-test-secret-that-is-long-enough-0123456789'
let clock = new Date('2026-06-01T09:00:00Z')
const { request, api, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', DONATION_LINK_SECRET: secret },
  clock: () => clock,
})
const key = Buffer.from(secret, 'utf8')
let sequence = 0
const newAddress = () => `reader${++sequence}@example.org`

type Source = InferRequestType<(typeof api)['email-signup']['$post']>['json']['source']
const signUp = (email: string, source: Source = 'newsletter') =>
  api['email-signup'].$post({ json: { email, source } })

async function confirmationLinks(email: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, email))
  return mails.flatMap((mail) => {
    const match = /\/confirm-subscription\?token=([a-z2-7]+)/.exec(mail.body)
    return match ? [match[1]!] : []
  })
}

const confirm = (token: string) => api.subscriptions.confirm.$post({ json: { token } })

async function subscriber(email: string) {
  const [row] = await db
    .select()
    .from(subscribers)
    .where(eq(sql`lower(${subscribers.email})`, email.toLowerCase()))
  return row!
}

/** What a mail provider sends for RFC 8058 one-click: a form POST, no Origin, no cookie. */
const oneClick = (token: string) =>
  request(`/api/subscriptions/unsubscribe?token=${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })

describe('double opt-in', () => {
  it('keeps a new address pending until its e-mailed link is opened', async () => {
    const email = newAddress()
    const response = await signUp(email)
    expect(response.status).toBe(201)
    expect(await subscriber(email)).toMatchObject({ status: 'pending', confirmedAt: null })
    const [token] = await confirmationLinks(email)
    const [mail] = await db.select().from(outbox).where(eq(outbox.to, email))
    expect(mail!.subject).toBe('Please confirm your subscription to BrightMinds Foundation')
    expect(mail!.body).toContain(`https://brightminds.example/confirm-subscription?token=${token}`)

    const confirmed = await confirm(token!)
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ email, status: 'confirmed' })
    expect(await subscriber(email)).toMatchObject({ status: 'confirmed', confirmedAt: clock })
    // Opening it twice is harmless.
    expect((await confirm(token!)).status).toBe(200)
  })

  it('sends a confirmed address nothing more when it signs up again, through any form', async () => {
    const email = newAddress()
    await signUp(email)
    await confirm((await confirmationLinks(email))[0]!)
    const again = await api['email-signup'].$post({
      json: { email: email.toUpperCase(), firstName: 'Pat', lastName: 'Lee', source: 'waitlist' },
    })
    expect(again.status).toBe(201)
    expect(await confirmationLinks(email)).toHaveLength(1)
    expect((await subscriber(email)).status).toBe('confirmed')
  })

  it('refuses an unknown, malformed or expired link', async () => {
    const email = newAddress()
    await signUp(email)
    const [token] = await confirmationLinks(email)
    for (const bad of ['a'.repeat(52), 'short', '<script>', 42]) {
      // 42 is a body the contract refuses: all are sent as they are.
      const response = await request('/api/subscriptions/confirm', { json: { token: bad } })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'This confirmation link is invalid or has expired.',
      })
    }
    const saved = clock
    try {
      clock = new Date(saved.getTime() + 7 * 86_400_000 + 1000)
      expect((await confirm(token!)).status).toBe(400)
    } finally {
      clock = saved
    }
    expect((await subscriber(email)).status).toBe('pending')
  })

  it('sends at most three confirmation mails an hour to one address', async () => {
    const email = newAddress()
    for (let i = 0; i < 5; i++) expect((await signUp(email)).status).toBeLessThan(300)
    const links = await confirmationLinks(email)
    expect(links).toHaveLength(3)
    // Only the newest works.
    expect((await confirm(links[0]!)).status).toBe(400)
    expect((await confirm(links[2]!)).status).toBe(200)
  })
})

describe('unsubscribing', () => {
  async function confirmedSubscriber() {
    const email = newAddress()
    await signUp(email)
    const [token] = await confirmationLinks(email)
    await confirm(token!)
    const row = await subscriber(email)
    return { email, row, confirmToken: token!, token: unsubscribeToken(key, row.id) }
  }

  it('unsubscribes in one click (RFC 8058), idempotently, with no account', async () => {
    const { email, row, token, confirmToken } = await confirmedSubscriber()
    const shown = await api.subscriptions.unsubscribe.$get({ query: { token } })
    expect(await shown.json()).toEqual({ email, status: 'confirmed' })

    for (let i = 0; i < 2; i++) {
      const response = await oneClick(token)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ email, status: 'unsubscribed' })
    }
    expect(await subscriber(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: clock })
    // An old confirmation link cannot bring the address back.
    expect((await confirm(confirmToken)).status).toBe(400)
    expect((await subscriber(email)).status).toBe('unsubscribed')
    expect(row.status).toBe('confirmed')
  })

  it('must confirm again after signing up through another form', async () => {
    const { email, token } = await confirmedSubscriber()
    await oneClick(token)
    expect((await signUp(email, 'mailing-list')).status).toBe(201)
    expect((await subscriber(email)).status).toBe('pending')
    const links = await confirmationLinks(email)
    expect(links).toHaveLength(2)
    expect((await confirm(links[1]!)).status).toBe(200)
    expect((await subscriber(email)).status).toBe('confirmed')
  })

  it('refuses a forged, tampered or missing token', async () => {
    const { row, token } = await confirmedSubscriber()
    const other = unsubscribeToken(Buffer.from('another-secret-entirely-0123456789abcdef'), row.id)
    const tampered = `${row.id + 1}.${token.split('.')[1]}`
    for (const bad of [other, tampered, '', 'x.y', `${row.id}`, '99999999999.abc']) {
      const response = await oneClick(bad)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ error: 'This unsubscribe link is invalid.' })
    }
    expect((await api.subscriptions.unsubscribe.$post({ query: {} })).status).toBe(400)
    expect((await subscriber(row.email)).status).toBe('confirmed')
  })

  it('gives each newsletter the one-click and mailto headers', () => {
    const headers = unsubscribeHeaders({ origin: 'https://brightminds.example', secret: key }, 7)
    const token = unsubscribeToken(key, 7)
    expect(headers).toEqual({
      'List-Unsubscribe': `<https://brightminds.example/api/subscriptions/unsubscribe?token=${token}>, <mailto:hello@brightminds.org?subject=unsubscribe%20${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
