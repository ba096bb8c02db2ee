import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DonorGift } from '#core/schemas/donation'
import { emailVerificationTokens, outbox, users } from '../../db/schema'
import { validRegistration } from '../../test/factories'
import { cookieFrom } from '../../test/sessions'
import { createTestApp } from '../../test/test-app'

let clock = new Date('2026-03-01T09:00:00Z')
const { request, db } = await createTestApp({
  env: { PUBLIC_ORIGIN: 'https://brightminds.example', DONATIONS_PER_EMAIL_PER_HOUR: '100' },
  clock: () => clock,
})

async function register(overrides: Record<string, string> = {}) {
  const body = validRegistration(overrides)
  const response = await request('/api/register', { json: body })
  expect(response.status).toBe(201)
  return { body, cookie: cookieFrom(response) }
}

async function linkSentTo(email: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, email))
  const last = mails.at(-1)!
  const match = /https:\/\/brightminds\.example\/verify-email\?token=([\w-]+)/.exec(last.body)
  return match![1]!
}

const verify = (token: string) => request('/api/email-verification', { json: { token } })
const me = async (cookie: string) =>
  (await (await request('/api/user', { headers: { Cookie: cookie } })).json()) as {
    emailVerified: boolean
  }

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
      const response = await request('/api/email-verification', { json: { token: bad } })
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
    const resend = await request('/api/email-verification/send', {
      method: 'POST',
      headers: { Cookie: cookie },
    })
    expect(resend.status).toBe(202)
    const second = await linkSentTo(body.email)
    expect(second).not.toBe(first)
    expect((await verify(first)).status).toBe(400)
    expect((await verify(second)).status).toBe(200)
    const done = await request('/api/email-verification/send', {
      method: 'POST',
      headers: { Cookie: cookie },
    })
    expect(done.status).toBe(409)
    expect((await request('/api/email-verification/send', { method: 'POST' })).status).toBe(401)
  })

  it('lets only one account verify an address; a second sign-up with it stays unverified', async () => {
    const { body, cookie } = await register()
    expect((await verify(await linkSentTo(body.email))).status).toBe(200)
    const second = await register({ email: body.email })
    const resend = await request('/api/email-verification/send', {
      method: 'POST',
      headers: { Cookie: second.cookie },
    })
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
    await request('/api/email-verification/send', {
      method: 'POST',
      headers: { Cookie: second.cookie },
    })
    const secondLink = await linkSentTo(first.body.email)
    const statuses = await Promise.all([verify(firstLink), verify(secondLink)])
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 400])
    const verified = await db.select().from(users).where(eq(users.email, first.body.email))
    expect(verified.filter((row) => row.emailVerifiedAt !== null)).toHaveLength(1)
  })

  it('shows gifts given signed out with the address only once it is verified', async () => {
    const { body, cookie } = await register()
    const email = body.email.toUpperCase()
    const pledge = await request('/api/donations', {
      json: { amount: 20, type: 'monthly', name: 'Dana Lee', email, paymentMethod: 'cheque' },
    })
    const { id } = (await pledge.json()) as { id: number }
    const gifts = async () =>
      (await (
        await request('/api/account/donations', { headers: { Cookie: cookie } })
      ).json()) as DonorGift[]
    expect(await gifts()).toEqual([])
    expect(
      (await request(`/api/donations/${id}/manage`, { headers: { Cookie: cookie } })).status,
    ).toBe(403)

    expect((await verify(await linkSentTo(body.email))).status).toBe(200)
    expect((await gifts()).map((gift) => gift.id)).toEqual([id])
    const manage = await request(`/api/donations/${id}/manage`, { headers: { Cookie: cookie } })
    expect(manage.status).toBe(200)

    // Someone else's verified account never sees it.
    const other = await register()
    await verify(await linkSentTo(other.body.email))
    const theirs = await request('/api/account/donations', { headers: { Cookie: other.cookie } })
    expect(await theirs.json()).toEqual([])
  })
})
