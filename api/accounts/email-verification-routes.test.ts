import { eq } from 'drizzle-orm'
import type { InferRequestType } from 'hono/client'
import { describe, expect, it } from 'vitest'
import { emailVerificationTokens, outbox, users } from '../../db/schema'
import { validRegistration } from '../../test/factories'
import { cookieFrom } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

let clock = new Date('2026-03-01T09:00:00Z')
const { request, api, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', DONATIONS_PER_EMAIL_PER_HOUR: '100' },
  clock: () => clock,
})

const as = (cookie: string) => ({ headers: { Cookie: cookie } })

type Registration = InferRequestType<typeof api.register.$post>['json']
async function register(overrides: Partial<Registration> = {}) {
  const body = validRegistration(overrides)
  const response = await api.register.$post({ json: body })
  expect(response.status).toBe(201)
  return { body, cookie: cookieFrom(response) }
}

async function linkSentTo(email: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, email))
  const last = mails.at(-1)!
  const match = /https:\/\/brightminds\.example\/verify-email\?token=([\w-]+)/.exec(last.body)
  return match![1]!
}

const verify = (token: string) => api['email-verification'].$post({ json: { token } })
/** A body the contract refuses, sent as it is. */
const verifyAnyway = (token: unknown) => request('/api/email-verification', { json: { token } })
const me = async (cookie: string) => (await api.user.$get({}, as(cookie))).json()
const sendLink = api['email-verification'].send

describe('e-mail verification', () => {
  it('e-mails a link at sign-up that verifies the address once', async () => {
    const { body, cookie } = await register()
    expect(await me(cookie)).toMatchObject({ emailVerified: false })
    const token = await linkSentTo(body.email)
    const [stored] = await db.select().from(emailVerificationTokens)
    expect(Buffer.from(stored!.tokenHash).toString('utf8')).not.toContain(token)

    const response = await verify(token)
    expect(response.status).toBe(200)
    expect(await me(cookie)).toMatchObject({ emailVerified: true })

    const again = await verify(token)
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: 'This verification link is invalid or has expired.',
    })
  })

  it('refuses an expired, unknown or malformed token', async () => {
    const { body } = await register()
    const token = await linkSentTo(body.email)
    const saved = clock
    try {
      clock = new Date(saved.getTime() + 3 * 86_400_000 + 1000)
      expect((await verify(token)).status).toBe(400)
    } finally {
      clock = saved
    }
    for (const bad of ['x'.repeat(43), 'short', '<script>', 42]) {
      const response = typeof bad === 'string' ? await verify(bad) : await verifyAnyway(bad)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: 'This verification link is invalid or has expired.',
      })
    }
    const [row] = await db.select().from(users).where(eq(users.email, body.email))
    expect(row!.emailVerifiedAt).toBeNull()
  })

  it('sends a new link on request (only the newest works), never once verified', async () => {
    const { body, cookie } = await register()
    const first = await linkSentTo(body.email)
    const resend = await sendLink.$post({}, as(cookie))
    expect(resend.status).toBe(202)
    const second = await linkSentTo(body.email)
    expect(second).not.toBe(first)
    expect((await verify(first)).status).toBe(400)
    expect((await verify(second)).status).toBe(200)
    const done = await sendLink.$post({}, as(cookie))
    expect(done.status).toBe(409)
    expect((await sendLink.$post()).status).toBe(401)
  })

  it('lets only one account verify an address; a second sign-up with it stays unverified', async () => {
    const { body, cookie } = await register()
    expect((await verify(await linkSentTo(body.email))).status).toBe(200)
    const second = await register({ email: body.email })
    const resend = await sendLink.$post({}, as(second.cookie))
    expect(resend.status).toBe(202)
    // Even if the owner opens the link sent for the other account, it cannot take the address.
    const response = await verify(await linkSentTo(body.email))
    expect(response.status).toBe(400)
    expect(await me(second.cookie)).toMatchObject({ emailVerified: false })
    expect(await me(cookie)).toMatchObject({ emailVerified: true })
  })

  it('verifies one of two accounts sharing an address when both links are opened at once', async () => {
    const first = await register()
    const firstLink = await linkSentTo(first.body.email)
    const second = await register({ email: first.body.email })
    await sendLink.$post({}, as(second.cookie))
    const secondLink = await linkSentTo(first.body.email)
    const statuses = await Promise.all([verify(firstLink), verify(secondLink)])
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 400])
    const verified = await db.select().from(users).where(eq(users.email, first.body.email))
    expect(verified.filter((row) => row.emailVerifiedAt !== null)).toHaveLength(1)
  })

  it('shows gifts given signed out with the address only once it is verified', async () => {
    const { body, cookie } = await register()
    const email = body.email.toUpperCase()
    const pledge = await api.donations.$post({
      json: { amount: 20, type: 'monthly', name: 'Dana Lee', email, paymentMethod: 'cheque' },
    })
    if (!pledge.ok) throw new Error(`The pledge answered ${pledge.status}`)
    const { id } = await pledge.json()
    const gifts = async () => (await api.account.donations.$get({}, as(cookie))).json()
    const openManage = () =>
      api.donations[':id'].manage.$get({ param: { id: String(id) }, query: {} }, as(cookie))
    expect(await gifts()).toEqual([])
    expect((await openManage()).status).toBe(403)

    expect((await verify(await linkSentTo(body.email))).status).toBe(200)
    expect((await gifts()).map((gift) => gift.id)).toEqual([id])
    const manage = await openManage()
    expect(manage.status).toBe(200)

    // Someone else's verified account never sees it.
    const other = await register()
    await verify(await linkSentTo(other.body.email))
    const theirs = await api.account.donations.$get({}, as(other.cookie))
    expect(await theirs.json()).toEqual([])
  })
})
